#pragma once
// `notedeck --screenshot FILE --view overview|read|search|stats|drill|drill-summary|drill-history|card-info`:
// builds the main window on the deck and opens the requested view (a chapter with --deck, a
// search with --query, a statistics tab with --tab, a drill on a scratch copy of the deck through
// DrillCapture, a card's info window with --card); captured once it is on screen (the tree
// counted, the document or card painted, the charts drawn, the card info read). Owns the AppContext and the window. GUI thread.
#include "core/deck_path.h"
#include "gui/app/launch_options.h"
#include "gui/screenshot/capture.h"
#include "service/deck/deck.h"

#include <QPointer>

#include <memory>

namespace notedeck::gui {

class AppContext;
class DrillCapture;
class MainWindow;

class ViewCapture final : public Capture {
    Q_OBJECT
public:
    ViewCapture(std::unique_ptr<service::Deck> deck, ScreenshotRequest request, std::optional<CardTheme> theme,
                QObject* parent = nullptr);
    ~ViewCapture() override;

    void start() override;

private:
    void onTreeLoaded();
    void captureStatistics(const core::DeckPath& scope);
    void captureCardInfo();
    void capture();

    std::unique_ptr<service::Deck> m_deck;
    ScreenshotRequest m_request;
    std::optional<CardTheme> m_theme;
    std::unique_ptr<DrillCapture> m_drill;   // drill views: the scratch deck; outlives the context
    std::unique_ptr<AppContext> m_context;
    std::unique_ptr<MainWindow> m_window;
    QPointer<QWidget> m_target;   // what is captured when not the window: the card info window
    bool m_opened = false;
    bool m_done = false;
};

} // namespace notedeck::gui
