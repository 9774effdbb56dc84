// Interview drill on a generated deck of 100,000 cards with 200 past drills: the GUI thread's
// longest pause (a 5 ms heartbeat timer records every gap between its ticks) while
//   - a drill starts: DrillView::start() until its first question is rendered (the worker draws
//     the questions, reading every card);
//   - its summary is shown after the last grade, with the history for the plot read by the worker;
//   - the drill history screen is refreshed (read by the worker);
// and, for comparison, how long the same reading takes when called on the GUI thread, as the drill
// screen did before (DrillSession::start drawing there, drillHistory read there). Each run draws
// another seed. Not a CTest test; see docs/performance.md ("Interview drill").
//
//   QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 build/ci/tests/bench/bench_drill [runs]
#include "bench_decks.h"
#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/card/card_view.h"
#include "gui/drill/drill_history_view.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/drill/drill_view.h"
#include "service/deck/detail/deck_internals.h"
#include "service/drill/drill_history.h"
#include "service/drill/drill_session.h"
#include "storage/drill_store.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace notedeck;
using bench::msSince;
using bench::percentile;
using bench::waitUntil;

namespace {

constexpr int kPastDrills = 200;
constexpr int kQuestions = 10;

// Past drills of 10 graded questions each, a day apart, on cards spread over the deck.
bool pastDrills(service::Deck& deck)
{
    auto store = service::storeOf(deck).drills();
    for (int d = 0; d < kPastDrills; ++d) {
        core::NewDrill drill;
        drill.startedAt = bench::kNow - (kPastDrills - d) * 86'400LL;
        drill.order = "random";
        drill.seed = static_cast<std::uint64_t>(d);
        for (int q = 0; q < kQuestions; ++q)
            drill.cards.push_back(1 + (d * 7919LL + q * 104'729LL) % bench::kBigDeck);
        auto id = store.create(drill);
        if (!id)
            return false;
        for (int q = 0; q < kQuestions; ++q) {
            const auto grade = static_cast<core::DrillGrade>(1 + (d + q) % 3);
            const auto finished = q + 1 == kQuestions ? std::optional<core::Timestamp>(drill.startedAt + 600) : std::nullopt;
            if (!store.recordAnswer(*id, q, grade, 30 + q, {}, finished))
                return false;
        }
    }
    return true;
}

struct Figures {
    std::vector<double> startCall, firstQuestion;                // the drill's start, as it is now
    std::vector<double> startPause, startCpu;                    // its longest gap: wall, GUI CPU
    std::vector<double> summaryPause, summaryCpu;                // last grade → plot with history
    std::vector<double> historyPause, historyCpu;                // history screen refreshed
    std::vector<double> drawOnGui, historyOnGui;                 // the same reading on the GUI thread
};

void print(const char* name, const std::vector<double>& ms)
{
    std::printf("  %-52s n=%2zu  median %7.1f ms  min %7.1f  max %7.1f\n", name, ms.size(), percentile(ms, 0.5),
                percentile(ms, 0.0), percentile(ms, 1.0));
}

bool run(gui::AppContext& app, core::FixedClock& clock, int runs, Figures& out)
{
    gui::DrillView view(app);
    view.resize(900, 700);
    view.cardView()->setOpensLinks(false);
    std::vector<gui::RenderReport> rendered;
    QObject::connect(view.cardView(), &gui::CardView::rendered, [&](const gui::RenderReport& r) { rendered.push_back(r); });
    bool history = false;
    QObject::connect(view.summaryView(), &gui::DrillSummaryView::historyShown, [&] { history = true; });
    view.show();
    if (!waitUntil([&] { return view.cardView()->isPageReady(); }, 60000)) {
        std::fprintf(stderr, "bench_drill: the card page never became ready\n");
        return false;
    }
    gui::DrillHistoryView historyView(app);
    bool loaded = false;
    QObject::connect(&historyView, &gui::DrillHistoryView::loaded, [&] { loaded = true; });

    bench::Heartbeat heartbeat;
    for (int r = 0; r < runs; ++r) {
        service::DrillOptions options;
        options.count = kQuestions;
        options.seed = 1000 + static_cast<std::uint64_t>(r);
        options.secondsPerQuestion = 90;

        // Before: the questions drawn on the GUI thread; the drill is ended again at once.
        QElapsedTimer t;
        t.start();
        auto direct = service::DrillSession::start(app.deck(), app.clock(), options);
        out.drawOnGui.push_back(msSince(t));
        if (!direct || !(*direct)->stop())
            return false;
        t.start();
        if (!service::drillHistory(app.deck()))
            return false;
        out.historyOnGui.push_back(msSince(t));

        // Now: from start() to the first question rendered.
        const std::size_t before = rendered.size();
        heartbeat.restart();
        t.start();
        if (!view.start(options))
            return false;
        out.startCall.push_back(msSince(t));
        const bool shown = waitUntil(
            [&] {
                for (std::size_t i = before; i < rendered.size(); ++i)
                    if (rendered[i].part == gui::CardPart::Question)
                        return true;
                return false;
            },
            60000);
        if (!shown || !view.session()) {
            std::fprintf(stderr, "bench_drill: the first question was never shown (%s)\n", qPrintable(view.message()));
            return false;
        }
        out.firstQuestion.push_back(msSince(t));
        heartbeat.stop();
        out.startPause.push_back(heartbeat.longest());
        out.startCpu.push_back(heartbeat.longestCpu());

        // Nine questions graded; then from the last grade to the summary's plot with its history.
        for (int q = 0; q + 1 < kQuestions; ++q) {
            clock.advance(20);
            view.reveal();
            view.grade(q % 3 == 0 ? service::DrillGrade::Missed : service::DrillGrade::Knew);
        }
        clock.advance(20);
        view.reveal();
        bench::settle(50);
        history = false;
        heartbeat.restart();
        view.grade(service::DrillGrade::Partly);
        if (!view.isSummaryShown() || !waitUntil([&] { return history; }, 60000)) {
            std::fprintf(stderr, "bench_drill: the summary's history never came\n");
            return false;
        }
        heartbeat.stop();
        out.summaryPause.push_back(heartbeat.longest());
        out.summaryCpu.push_back(heartbeat.longestCpu());

        // The history screen.
        loaded = false;
        heartbeat.restart();
        historyView.refresh();
        if (!waitUntil([&] { return loaded; }, 60000))
            return false;
        heartbeat.stop();
        out.historyPause.push_back(heartbeat.longest());
        out.historyCpu.push_back(heartbeat.longestCpu());
        bench::settle(100);
    }
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication qapp(argc, argv);
    setenv("TZ", "UTC", 1);
    tzset();
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;

    QTemporaryDir dir;
    auto clock = std::make_shared<core::FixedClock>(bench::kNow);
    core::FixedClock* fake = clock.get();
    auto deck = bench::openBigDeck(dir.path(), "bench_drill", {clock, nullptr, false});
    if (!deck || !pastDrills(*deck)) {
        std::fprintf(stderr, "bench_drill: cannot store the past drills\n");
        return 1;
    }
    auto app = gui::AppContext::create(std::move(deck));
    if (!app)
        return 1;
    std::printf("%d cards, %d past drills of %d questions; %d runs\n", bench::kBigDeck, kPastDrills, kQuestions, runs);

    Figures f;
    if (!run(**app, *fake, runs, f))
        return 1;
    std::printf("drill start (the worker draws)\n");
    print("DrillView::start() on the GUI thread", f.startCall);
    print("start() -> first question rendered", f.firstQuestion);
    print("GUI thread's longest pause, start -> question rendered", f.startPause);
    print("  most GUI-thread CPU time in one gap", f.startCpu);
    std::printf("summary and history (the worker reads the history)\n");
    print("GUI thread's longest pause, last grade -> plot", f.summaryPause);
    print("  most GUI-thread CPU time in one gap", f.summaryCpu);
    print("GUI thread's longest pause, history screen refreshed", f.historyPause);
    print("  most GUI-thread CPU time in one gap", f.historyCpu);
    std::printf("the same reading on the GUI thread (as before)\n");
    print("DrillSession::start (draw + store) on the GUI thread", f.drawOnGui);
    print("drillHistory() on the GUI thread", f.historyOnGui);
    return 0;
}
