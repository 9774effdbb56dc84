#pragma once
// The object the card page talks to over QWebChannel (registered as "bridge"). Data crosses as
// JSON objects in signal and method arguments, never as script text.
//   app → page (signals):  showRequested(seq, card), revealRequested(seq), clearRequested(seq),
//                          appearanceChanged(appearance), imageChanged(url)
//   page → app (methods):  pageReady(), reportRendered(seq, part, stats), reportPainted(seq, part),
//                          openLink(url)
// `seq` numbers each shown card so late reports about a previous card are recognised. Owned by its
// CardView; lives on the GUI thread (QWebChannel delivers page calls there).
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QUrl>

namespace notedeck::gui {

class CardBridge final : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Called by the page once its scripts and preloaded fonts are ready for cards.
    Q_INVOKABLE void pageReady();
    // The card (part "question") or its answer ("answer") is laid out with every font loaded;
    // stats: {formulas, formulaErrors, pageMs}.
    Q_INVOKABLE void reportRendered(int seq, const QString& part, const QJsonObject& stats);
    // After the next animation frame following reportRendered: the pixels have been drawn.
    Q_INVOKABLE void reportPainted(int seq, const QString& part);
    // The reader clicked a link (the page checks that the click came from the user).
    Q_INVOKABLE void openLink(const QString& url);

signals:
    // card: {id, deck: [component…], question: html, answer: html, keepScroll: bool}; with
    // keepScroll the page stays scrolled where it was (once the answer is revealed) instead of
    // going to the top.
    void showRequested(int seq, const QJsonObject& card);
    void revealRequested(int seq);
    // No card: the page shows nothing.
    void clearRequested(int seq);
    // appearance: {theme: "light"|"dark", fontSize: px, texts: {crumbs, image, imageNotLoaded,
    // cardFailed}}: the page's own words in the interface language, "%1" where the page fills in.
    void appearanceChanged(const QJsonObject& appearance);
    // The image file `url` names (a notes-folder image, without query) changed on disk: the page
    // loads it again wherever it shows it.
    void imageChanged(const QString& url);

    void ready();
    void rendered(int seq, const QString& part, const QJsonObject& stats);
    void painted(int seq, const QString& part);
    void linkActivated(const QUrl& url);
};

} // namespace notedeck::gui
