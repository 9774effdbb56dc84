#pragma once
// `notedeck --screenshot FILE --view review [--card ID] [--answer]`: the review screen (counts,
// breadcrumb, card, answer buttons with their intervals) in a window of the requested size, on
// today's session of the deck or on one card; the session summary when nothing is due. Captured
// once the card page has painted (the answer too with --answer). Owns the app context and the
// view it captures. GUI thread.
#include "gui/app/launch_options.h"
#include "gui/screenshot/capture.h"
#include "service/deck/deck.h"

#include <memory>
#include <optional>

namespace notedeck::gui {

class AppContext;
class ReviewView;
struct RenderReport;

class ReviewCapture final : public Capture {
    Q_OBJECT
public:
    ReviewCapture(std::unique_ptr<service::Deck> deck, ScreenshotRequest request, std::optional<CardTheme> theme,
                  QObject* parent = nullptr);
    ~ReviewCapture() override;

    void start() override;

private:
    void onPainted(const RenderReport& report);
    void captureSoon();

    std::unique_ptr<service::Deck> m_deck;   // until the context takes it
    ScreenshotRequest m_request;
    std::optional<CardTheme> m_theme;
    std::unique_ptr<AppContext> m_app;
    std::unique_ptr<ReviewView> m_view;           // declared after m_app: goes first
    bool m_capturing = false;
};

} // namespace notedeck::gui
