#pragma once
// `notedeck --screenshot FILE --view review [--card ID] [--answer]`: the review screen (counts,
// breadcrumb, card, answer buttons with their intervals) in a window of the requested size, on
// today's session of the deck or on one card; the session summary when nothing is due. Writes
// the window's pixels as PNG once the card page has painted. Owns the app context and the view
// it captures. GUI thread.
#include "gui/app/launch_options.h"
#include "storage/deck_store.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace notedeck::gui {

class AppContext;
class ReviewView;
struct RenderReport;

class ReviewScreenshot final : public QObject {
    Q_OBJECT
public:
    ReviewScreenshot(std::unique_ptr<storage::DeckStore> deck, ScreenshotRequest request,
                     std::optional<CardTheme> theme, QObject* parent = nullptr);
    ~ReviewScreenshot() override;

    // Starts; finished() follows (possibly before start() returns, when it fails at once).
    void start();

signals:
    // 0: the PNG was written; 1: something failed (the message was printed).
    void finished(int exitCode);

private:
    void onPainted(const RenderReport& report);
    void captureSoon();
    void capture();
    void fail(const QString& message);

    std::unique_ptr<storage::DeckStore> m_deck;   // until the context takes it
    ScreenshotRequest m_request;
    std::optional<CardTheme> m_theme;
    std::unique_ptr<AppContext> m_app;
    std::unique_ptr<ReviewView> m_view;           // declared after m_app: goes first
    QTimer m_timeout;
    bool m_capturing = false;
    bool m_done = false;
};

} // namespace notedeck::gui
