#pragma once
// `notedeck --screenshot`: shows the requested view of the deck in a window of the requested size
// (offscreen works), waits until the card page reports that it has painted the card, writes the
// window's pixels as PNG and reports an exit code. Owns the window it captures. GUI thread.
#include "gui/app/launch_options.h"
#include "storage/deck_store.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace notedeck::gui {

class CardView;
class ViewCapture;
struct RenderReport;

class ScreenshotRun final : public QObject {
    Q_OBJECT
public:
    ScreenshotRun(std::unique_ptr<storage::DeckStore> deck, ScreenshotRequest request, std::optional<CardTheme> theme,
                  QObject* parent = nullptr);
    ~ScreenshotRun() override;

    // Starts; finished() follows (possibly before start() returns when there is nothing to show).
    void start();

signals:
    // 0: the PNG was written; 1: something failed (the message was printed).
    void finished(int exitCode);

private:
    void onPainted(const RenderReport& report);
    void capture();
    void fail(const QString& message);

    std::unique_ptr<storage::DeckStore> m_deck;
    ScreenshotRequest m_request;
    std::optional<CardTheme> m_theme;
    std::unique_ptr<CardView> m_window;
    std::unique_ptr<ViewCapture> m_view;   // overview, read, search
    QTimer m_timeout;
    bool m_done = false;
};

} // namespace notedeck::gui
