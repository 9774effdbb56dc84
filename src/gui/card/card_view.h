#pragma once
// Shows one card at a time in the static card page: question first, answer on revealAnswer().
// Owns the web view, its page, the QWebChannel and the page bridge, and (when none is shared
// with it) its own CardProfile. Cards are pushed into the already loaded page, never by
// reloading; calls made before the page is ready are replayed once it is. Every rendered card
// is reported by rendered(), after KaTeX and highlighting ran and the fonts arrived.
// Lives on the GUI thread.
#include "core/card.h"
#include "gui/app/latest_request.h"
#include "gui/card/card_theme.h"
#include "render/card_html.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QWidget>

#include <optional>

class QMenu;
class QWebEngineView;
class QWebEnginePage;
class QWebChannel;

namespace notedeck::gui {

class CardBridge;
class CardPage;
class CardProfile;
class RequestBlocker;

enum class CardPart { Question, Answer };

// Where the page is scrolled to when a card is shown: its top, or where it was (the same
// document shown again with a small change, as the Read view does after Unsuspend).
enum class CardScroll { Top, Keep };

struct RenderReport {
    core::CardId cardId = 0;
    int sequence = 0;         // how many cards this view has shown before this one
    CardPart part = CardPart::Question;
    int formulas = 0;
    int formulaErrors = 0;    // formulas KaTeX could not parse (shown as red source)
    double pageMs = 0;        // time spent inside the page
    double elapsedMs = 0;     // from showCard()/revealAnswer() to this report
};

class CardView final : public QWidget {
    Q_OBJECT
public:
    static constexpr int kDefaultFontSize = 17;
    static constexpr int kMinFontSize = 11;
    static constexpr int kMaxFontSize = 36;

    // `profile` may be shared by several views and must outlive them; null: the view makes its own.
    explicit CardView(CardProfile* profile = nullptr, QWidget* parent = nullptr);
    ~CardView() override;

    void showCard(const core::CardRecord& card);
    void showCard(const render::CardHtml& card, CardScroll scroll = CardScroll::Top);
    // Shows no card (currentCard() is empty) until the next showCard().
    void clear();
    // Shows the answer below the question (the question is left as it is). No-op without a card.
    void revealAnswer();

    std::optional<core::CardId> currentCard() const { return m_cardId; }
    bool isAnswerShown() const { return m_answerShown; }
    bool isPageReady() const { return m_pageReady; }

    void setTheme(CardTheme theme);
    CardTheme theme() const { return m_theme; }
    CardTheme effectiveTheme() const;   // System resolved against the desktop palette

    void setFontSize(int px);           // clamped to [kMinFontSize, kMaxFontSize]
    int fontSize() const { return m_fontSize; }
    void zoomIn();                      // Ctrl+= (and Ctrl++)
    void zoomOut();                     // Ctrl+-
    void resetZoom();                   // Ctrl+0

    // Whether a link the reader clicks (http(s)/mailto only) is opened with QDesktopServices
    // (default true). linkClicked() is emitted either way.
    void setOpensLinks(bool open) { m_opensLinks = open; }

    QWebEnginePage* page() const;
    RequestBlocker* requestBlocker() const;

    // The context menu offers "Occlude…" on a picture of the notes folder when occludeRequested()
    // is connected; with `cardPicture` (the review) also elsewhere on the card, for the card's
    // first picture (disabled, saying so, when it has none).
    void setOccludesCardPicture(bool cardPicture) { m_occludesCardPicture = cardPicture; }
    // The first picture of the notes folder the card on screen shows (relative path), or empty.
    QString firstPicture() const { return m_firstPicture; }

signals:
    void pageReady();
    void rendered(const notedeck::gui::RenderReport& report);
    void painted(const notedeck::gui::RenderReport& report);
    void linkClicked(const QUrl& url);
    void fontSizeChanged(int px);
    void requestBlocked(const QUrl& url);
    // "Occlude…" was chosen on `picture` (relative to the notes folder).
    void occludeRequested(const QString& picture);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onPageReady();
    void onRendered(int seq, const QString& part, const QJsonObject& stats);
    void onPainted(int seq, const QString& part);
    void onLinkClicked(const QUrl& url);
    QJsonObject pageTexts() const;
    void pushAppearance();
    // Starts showing card `id` (a new sequence number); the page gets it once its JSON is set.
    void beginCard(core::CardId id);
    void sendCard();
    void installShortcuts();
    void showContextMenu(const QPoint& pos);
    void addOccludeAction(QMenu& menu);

    CardProfile* m_ownProfile = nullptr;   // only when no profile was shared; deleted last
    CardProfile* m_profile = nullptr;
    CardPage* m_page = nullptr;
    QWebEngineView* m_view = nullptr;
    QWebChannel* m_channel = nullptr;
    CardBridge* m_bridge = nullptr;

    bool m_pageReady = false;
    LatestRequest m_seq;   // numbers the cards handed to the page; its reports name the one they are about
    std::optional<core::CardId> m_cardId;
    QJsonObject m_cardJson;
    bool m_htmlPending = false;   // a large card's HTML is being made off the GUI thread
    bool m_answerShown = false;
    RenderReport m_lastQuestionReport;
    RenderReport m_lastAnswerReport;
    QElapsedTimer m_sinceRequest;

    CardTheme m_theme = CardTheme::System;
    int m_fontSize = kDefaultFontSize;
    bool m_opensLinks = true;
    bool m_occludesCardPicture = false;
    QString m_firstPicture;
};

} // namespace notedeck::gui
