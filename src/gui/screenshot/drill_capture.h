#pragma once
// `notedeck --screenshot FILE --view drill|drill-summary|drill-history [--deck CHAPTER]`: a drill in the main
// window on a scratch copy of the deck, so the drills a screenshot runs never enter the user's
// history. The clock stands still and is moved by hand, so the countdown and the times read like
// a real drill: `drill` shows question 3 of 10 with 67 s of 90 left; `drill-summary` first runs a
// few earlier drills (days apart, for the plot), then a whole drill of 10, and shows its summary;
// `drill-history` runs nine drills over five weeks on the first three chapters and shows the
// drill history with its plot.
// Used by ViewCapture. GUI thread.
#include "core/clock.h"
#include "core/result.h"
#include "gui/app/launch_options.h"
#include "service/deck/deck.h"

#include <QString>
#include <QTemporaryDir>

#include <functional>
#include <memory>

namespace notedeck::gui {

class DrillView;
class MainWindow;

bool isDrillView(const QString& view);

class DrillCapture {
public:
    // Replaces `deck` with a copy of it in a temporary folder (removed with the DrillCapture,
    // which must outlive the copy's Deck).
    static core::Result<std::unique_ptr<DrillCapture>> prepare(std::unique_ptr<service::Deck>& deck);


    // Runs the drill in `window` (its tree loaded); `ready` once the view to capture is painted.
    void run(MainWindow& window, const ScreenshotRequest& request, std::function<void()> ready,
             std::function<void(const QString&)> failed);

private:
    DrillCapture() = default;
    // Past drills made up and stored; `ready` once the drill history shows them.
    void showHistory(MainWindow& window, const ScreenshotRequest& request, std::function<void()> ready,
                     std::function<void(const QString&)> failed);
    // The whole drill graded; `ready` once its summary shows the plot.
    void answerAll(DrillView* view, std::function<void()> ready);
    // Two questions graded and the third on screen; `ready` once it is painted.
    void showThird(DrillView* view, std::function<void()> ready);

    QTemporaryDir m_dir;
    // The copy's clock (the Deck's, so the AppContext's too); it starts at the current time.
    std::shared_ptr<core::FixedClock> m_ownClock;
    core::FixedClock* m_clock = nullptr;
};

} // namespace notedeck::gui
