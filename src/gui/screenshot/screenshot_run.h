#pragma once
// `notedeck --screenshot`: brings the requested view of the deck on screen in a window of the
// requested size (offscreen works) — the review screen (ReviewCapture) or a view of the main
// window (ViewCapture) — writes its pixels as PNG once it is drawn and reports an exit code; a
// failure or a view that is not drawn within the time limit is printed. Owns the capture. GUI
// thread.
#include "gui/app/launch_options.h"
#include "service/deck/deck.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace notedeck::gui {

class Capture;

class ScreenshotRun final : public QObject {
    Q_OBJECT
public:
    ScreenshotRun(std::unique_ptr<service::Deck> deck, ScreenshotRequest request, std::optional<CardTheme> theme,
                  QObject* parent = nullptr);
    ~ScreenshotRun() override;

    // Starts; finished() follows (possibly before start() returns when it fails at once).
    void start();

signals:
    // 0: the PNG was written; 1: something failed (the message was printed).
    void finished(int exitCode);

private:
    void write(const QImage& image);
    void fail(const QString& message);

    QString m_file;
    std::unique_ptr<Capture> m_capture;
    QTimer m_timeout;
    bool m_done = false;
};

} // namespace notedeck::gui
