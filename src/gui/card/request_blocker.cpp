#include "gui/card/request_blocker.h"

#include "core/image_resolver.h"

#include <QDebug>

namespace notedeck::gui {

RequestBlocker::RequestBlocker(QObject* parent) : QWebEngineUrlRequestInterceptor(parent) {}

bool RequestBlocker::isAllowed(const QUrl& url)
{
    const QString scheme = url.scheme();
    return scheme == QLatin1String("qrc") || scheme == QLatin1String("data") ||
           scheme == QLatin1String(core::kImageScheme.data(), static_cast<qsizetype>(core::kImageScheme.size()));
}

void RequestBlocker::interceptRequest(QWebEngineUrlRequestInfo& info)
{
    if (isAllowed(info.requestUrl()))
        return;
    info.block(true);
    m_blocked.fetchAndAddRelaxed(1);
    qWarning("notedeck: blocked a request from the card page to %s", qPrintable(info.requestUrl().toDisplayString()));
    emit blocked(info.requestUrl());
}

} // namespace notedeck::gui
