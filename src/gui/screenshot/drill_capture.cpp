#include "gui/screenshot/drill_capture.h"

#include "gui/app/app_context.h"
#include "gui/card/card_view.h"
#include "gui/drill/drill_history_view.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/drill/drill_view.h"
#include "gui/window/main_window.h"
#include "service/cards/cards.h"
#include "service/drill/drill_session.h"

#include <QTimer>

#include <array>
#include <filesystem>
#include <set>

namespace notedeck::gui {

namespace {

using service::DrillGrade;

constexpr std::uint64_t kSeed = 7;   // the same questions on every run
constexpr int kQuestions = 10;
constexpr int kLimitSeconds = 90;
constexpr core::Timestamp kDay = 86'400;
constexpr int kLayoutMs = 100;   // for the summary's tables to fit their rows and the page to settle

// The drill the summary shows: grade and seconds taken per question (90: the time ran out).
constexpr std::array<DrillGrade, kQuestions> kGrades = {
    DrillGrade::Knew, DrillGrade::Partly, DrillGrade::Knew,   DrillGrade::Missed, DrillGrade::Knew,
    DrillGrade::Knew, DrillGrade::Partly, DrillGrade::Missed, DrillGrade::Knew,   DrillGrade::Knew};
constexpr std::array<int, kQuestions> kSeconds = {41, 63, 28, 95, 35, 52, 74, 88, 30, 45};

service::DrillOptions drillOptions(const ScreenshotRequest& request, std::uint64_t seed)
{
    service::DrillOptions options;
    if (!request.deck.isEmpty())
        options.scope = {core::DeckPath::parse(request.deck.toStdString())};
    options.count = kQuestions;
    options.seed = seed;
    options.secondsPerQuestion = kLimitSeconds;
    return options;
}

// Earlier drills a few days apart, each a little better than the one before, for the plot.
core::Result<void> earlierDrills(AppContext& app, core::FixedClock& clock, const ScreenshotRequest& request)
{
    const core::Timestamp now = clock.now();
    constexpr std::array<int, 3> kDaysAgo = {12, 8, 4};
    for (int d = 0; d < static_cast<int>(kDaysAgo.size()); ++d) {
        clock.set(now - kDaysAgo[static_cast<size_t>(d)] * kDay);
        auto drill = service::DrillSession::start(app.deck(), clock,
                                                  drillOptions(request, kSeed + 1 + static_cast<std::uint64_t>(d)));
        if (!drill)
            return std::unexpected(drill.error());
        for (int q = 0; (*drill)->current(); ++q) {
            clock.advance(30 + (q * 17) % 50);
            (*drill)->reveal();
            const int knewBelow = 3 + 2 * d;   // out of 10
            const int mark = (q * 7 + d * 3) % 10;
            const DrillGrade grade = mark < knewBelow ? DrillGrade::Knew : mark < knewBelow + 3 ? DrillGrade::Partly
                                                                                             : DrillGrade::Missed;
            if (auto graded = (*drill)->grade(grade); !graded)
                return std::unexpected(graded.error());
        }
    }
    clock.set(now);
    return {};
}

// The first `n` chapters (part › chapter) of the deck in note order, or of the chapter asked for.
core::Result<std::vector<core::DeckPath>> firstChapters(service::Deck& deck, const ScreenshotRequest& request,
                                                        std::size_t n)
{
    auto cards = service::listCards(deck, {});
    if (!cards)
        return std::unexpected(cards.error());
    const core::DeckPath within = core::DeckPath::parse(request.deck.toStdString());
    std::vector<core::DeckPath> chapters;
    std::set<std::string> seen;
    for (const core::CardRow& row : *cards) {
        const auto& parts = row.card.deck.components();
        if (parts.size() < 2 || !row.card.deck.startsWith(within))
            continue;
        core::DeckPath chapter({parts[0], parts[1]});
        if (seen.insert(chapter.key()).second)
            chapters.push_back(std::move(chapter));
        if (chapters.size() == n)
            break;
    }
    return chapters;
}

// Five weeks of practice before an interview, in the evenings: three chapters drilled together
// most weeks, one of them alone in between, 12 questions each. Each chapter is known a little
// better drill by drill, from its own starting point, with the luck of which cards come up. The
// drill history shows them.
core::Result<void> historyDrills(AppContext& app, core::FixedClock& clock, const ScreenshotRequest& request)
{
    auto chapters = firstChapters(app.deck(), request, 3);
    if (!chapters)
        return std::unexpected(chapters.error());
    if (chapters->empty())
        return core::fail("the deck has no chapter to drill");
    const core::Timestamp now = clock.now();
    constexpr std::array<int, 9> kDaysAgo = {34, 30, 27, 22, 18, 14, 10, 6, 2};
    for (int d = 0; d < static_cast<int>(kDaysAgo.size()); ++d) {
        const core::Timestamp day = now - kDaysAgo[static_cast<size_t>(d)] * kDay;
        clock.set(day - day % kDay + 20 * 3600 + (d * 17 % 50) * 60);   // 20:00–20:50
        service::DrillOptions options = drillOptions(request, kSeed + 10 + static_cast<std::uint64_t>(d));
        options.count = 12;
        options.scope = d % 3 == 1 ? std::vector{(*chapters)[static_cast<size_t>(d / 3) % chapters->size()]} : *chapters;
        options.order = d % 2 ? core::DrillOrder::Weakest : core::DrillOrder::Random;
        auto drill = service::DrillSession::start(app.deck(), clock, std::move(options));
        if (!drill)
            return std::unexpected(drill.error());
        while (const service::DrillQuestion* question = (*drill)->current()) {
            std::size_t chapter = 0;
            while (chapter + 1 < chapters->size() && !question->deck.startsWith((*chapters)[chapter]))
                ++chapter;
            const double skill = 0.30 + 0.08 * static_cast<double>(chapter) + 0.05 * d;
            const double luck = static_cast<double>((static_cast<std::uint64_t>(question->card) * 2654435761ULL +
                                                     static_cast<std::uint64_t>(d) * 40503ULL) % 1000) / 1000.0;
            clock.advance(25 + static_cast<int>(luck * 60));
            (*drill)->reveal();
            const DrillGrade grade = luck < skill ? DrillGrade::Knew : luck < skill + 0.25 ? DrillGrade::Partly
                                                                                       : DrillGrade::Missed;
            if (auto graded = (*drill)->grade(grade); !graded)
                return std::unexpected(graded.error());
        }
    }
    clock.set(now);
    return {};
}

} // namespace

bool isDrillView(const QString& view)
{
    return view == QLatin1String("drill") || view == QLatin1String("drill-summary") ||
           view == QLatin1String("drill-history");
}

core::Result<std::unique_ptr<DrillCapture>> DrillCapture::prepare(std::unique_ptr<service::Deck>& deck)
{
    std::unique_ptr<DrillCapture> capture(new DrillCapture());
    if (!capture->m_dir.isValid())
        return core::fail("cannot make a temporary folder for the drill screenshot");
    // Closed first, so the deck's own file holds everything (the last connection checkpoints).
    const std::filesystem::path original = deck->file();
    deck.reset();
    const std::filesystem::path copy = std::filesystem::path(capture->m_dir.path().toStdString()) / "deck.sqlite";
    std::error_code error;
    std::filesystem::copy_file(original, copy, error);
    if (!error && std::filesystem::exists(original.string() + "-wal"))
        std::filesystem::copy_file(original.string() + "-wal", copy.string() + "-wal", error);
    if (error)
        return core::fail("cannot copy the deck for the drill screenshot: " + error.message());
    capture->m_ownClock = std::make_shared<core::FixedClock>(core::SystemClock().now());
    capture->m_clock = capture->m_ownClock.get();
    auto opened = service::Deck::open(copy, {capture->m_ownClock, nullptr, false});
    if (!opened)
        return std::unexpected(opened.error());
    deck = std::move(*opened);
    return capture;
}

void DrillCapture::run(MainWindow& window, const ScreenshotRequest& request, std::function<void()> ready,
                       std::function<void(const QString&)> failed)
{
    if (request.view == QLatin1String("drill-history"))
        return showHistory(window, request, std::move(ready), std::move(failed));
    const bool summary = request.view == QLatin1String("drill-summary");
    if (summary) {
        if (auto earlier = earlierDrills(window.context(), *m_clock, request); !earlier)
            return failed(QString::fromStdString(earlier.error().toString()));
    }
    if (!window.startDrill(drillOptions(request, kSeed)))
        return failed(window.drillView()->message());
    // The worker draws the questions; the drill goes on once they are in.
    DrillView* view = window.drillView();
    QObject::connect(
        view, &DrillView::started, view,
        [this, view, summary, ready = std::move(ready), failed = std::move(failed)](bool ok) mutable {
            if (!ok)
                return failed(view->message());
            if (summary)
                answerAll(view, std::move(ready));
            else
                showThird(view, std::move(ready));
        },
        Qt::SingleShotConnection);
}

void DrillCapture::showHistory(MainWindow& window, const ScreenshotRequest& request, std::function<void()> ready,
                               std::function<void(const QString&)> failed)
{
    if (auto drills = historyDrills(window.context(), *m_clock, request); !drills)
        return failed(QString::fromStdString(drills.error().toString()));
    DrillHistoryView* view = window.drillHistoryView();
    // The worker reads the history; then the list and the plot lay out.
    QObject::connect(
        view, &DrillHistoryView::loaded, view,
        [view, ready = std::move(ready)] { QTimer::singleShot(kLayoutMs, view, ready); }, Qt::SingleShotConnection);
    window.showDrillHistory();
}

void DrillCapture::answerAll(DrillView* view, std::function<void()> ready)
{
    for (size_t q = 0; view->session()->current(); ++q) {
        const size_t i = q % kQuestions;
        m_clock->advance(kSeconds[i]);
        view->tick();   // past the limit: the view shows the answer by itself
        view->reveal();
        view->grade(kGrades[i]);
    }
    // The plot waits for the history, which the worker reads; then the tables fit their rows
    // and the page lays out, a few passes of the event loop.
    QObject::connect(
        view->summaryView(), &DrillSummaryView::historyShown, view,
        [view, ready = std::move(ready)] { QTimer::singleShot(kLayoutMs, view, ready); }, Qt::SingleShotConnection);
}

void DrillCapture::showThird(DrillView* view, std::function<void()> ready)
{
    // Two questions answered; the third on screen for 23 s of its 90.
    for (size_t q = 0; q < 2 && view->session()->current(); ++q) {
        m_clock->advance(kSeconds[q]);
        view->reveal();
        view->grade(kGrades[q]);
    }
    m_clock->advance(23);
    view->tick();
    auto once = std::make_shared<bool>(false);
    QObject::connect(view->cardView(), &CardView::painted, view, [once, ready = std::move(ready)] {
        if (*once)
            return;
        *once = true;
        ready();
    });
}

} // namespace notedeck::gui
