#pragma once
// The web page behind a CardView. It only ever shows card.html: every other navigation is refused
// (links reach the app through the bridge instead, see CardBridge::openLink), and no window can
// be opened. Console messages are forwarded so tests and logs see CSP reports and
// script errors. Lives on the GUI thread.
#include <QWebEnginePage>

namespace notedeck::gui {

class CardPage final : public QWebEnginePage {
    Q_OBJECT
public:
    // The page's one address, in the Qt resources.
    static QUrl pageUrl();

    explicit CardPage(QWebEngineProfile* profile, QObject* parent = nullptr);

signals:
    void consoleMessage(QWebEnginePage::JavaScriptConsoleMessageLevel level, const QString& message);

protected:
    bool acceptNavigationRequest(const QUrl& url, NavigationType type, bool isMainFrame) override;
    QWebEnginePage* createWindow(WebWindowType type) override;
    void javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level, const QString& message, int line,
                                  const QString& sourceId) override;
};

} // namespace notedeck::gui
