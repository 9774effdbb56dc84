#include "gui/card/card_bridge.h"

namespace notedeck::gui {

void CardBridge::pageReady()
{
    emit ready();
}

void CardBridge::reportRendered(int seq, const QString& part, const QJsonObject& stats)
{
    emit rendered(seq, part, stats);
}

void CardBridge::openLink(const QString& url)
{
    emit linkActivated(QUrl(url, QUrl::StrictMode));
}

void CardBridge::reportPainted(int seq, const QString& part)
{
    emit painted(seq, part);
}

} // namespace notedeck::gui
