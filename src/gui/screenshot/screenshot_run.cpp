#include "gui/screenshot/screenshot_run.h"

#include "gui/screenshot/review_capture.h"
#include "gui/screenshot/view_capture.h"

#include <QImage>

#include <cstdio>

namespace notedeck::gui {

namespace {
// Cold start of QtWebEngine takes about a second; this only catches a page that never reports.
constexpr int kTimeoutMs = 30000;
} // namespace

ScreenshotRun::ScreenshotRun(std::unique_ptr<storage::DeckStore> deck, ScreenshotRequest request,
                             std::optional<CardTheme> theme, QObject* parent)
    : QObject(parent), m_file(request.file)
{
    if (request.view == QLatin1String("review"))
        m_capture = std::make_unique<ReviewCapture>(std::move(deck), std::move(request), theme);
    else
        m_capture = std::make_unique<ViewCapture>(std::move(deck), std::move(request), theme);
    connect(m_capture.get(), &Capture::captured, this, &ScreenshotRun::write);
    connect(m_capture.get(), &Capture::failed, this, &ScreenshotRun::fail);
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this,
            [this] { fail(tr("the card page did not finish rendering within %1 s").arg(kTimeoutMs / 1000)); });
}

ScreenshotRun::~ScreenshotRun() = default;

void ScreenshotRun::start()
{
    m_timeout.start(kTimeoutMs);
    m_capture->start();
}

void ScreenshotRun::write(const QImage& image)
{
    if (m_done)
        return;
    if (!image.save(m_file, "PNG"))
        return fail(tr("cannot write %1").arg(m_file));
    m_done = true;
    m_timeout.stop();
    emit finished(0);
}

void ScreenshotRun::fail(const QString& message)
{
    if (m_done)
        return;
    m_done = true;
    m_timeout.stop();
    std::fprintf(stderr, "notedeck: %s\n", qPrintable(message));
    emit finished(1);
}

} // namespace notedeck::gui
