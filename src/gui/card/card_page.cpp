#include "gui/card/card_page.h"

#include <QDebug>

namespace notedeck::gui {

QUrl CardPage::pageUrl()
{
    return QUrl(QStringLiteral("qrc:/web/card.html"));
}

CardPage::CardPage(QWebEngineProfile* profile, QObject* parent) : QWebEnginePage(profile, parent) {}

bool CardPage::acceptNavigationRequest(const QUrl& url, NavigationType type, bool isMainFrame)
{
    if (isMainFrame && type != NavigationTypeLinkClicked && url == pageUrl())
        return true;
    // Nothing replaces the card: a link the reader clicks is opened by the app (via the bridge),
    // and Chromium cannot tell a scripted navigation from a click here.
    qDebug("notedeck: the card page refused to navigate to %s", qPrintable(url.toDisplayString()));
    return false;
}

QWebEnginePage* CardPage::createWindow(WebWindowType)
{
    return nullptr;
}

void CardPage::javaScriptConsoleMessage(JavaScriptConsoleMessageLevel level, const QString& message, int line,
                                        const QString& sourceId)
{
    if (level != InfoMessageLevel)
        qWarning("notedeck: card page %s:%d: %s", qPrintable(sourceId), line, qPrintable(message));
    emit consoleMessage(level, message);
}

} // namespace notedeck::gui
