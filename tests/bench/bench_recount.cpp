// The chapter tree's counts while reviewing a 100,000-card deck: the review screen says the
// schedule changed every half second (AppContext::scheduleChanged), and each change asks
// MainWindow::refreshTree for new counts, which take the worker longer than that on this deck.
// For STREAM seconds a change comes every 500 ms, and with it a probe job is posted to the worker:
// its wait (post → start) is how far behind the worker runs. Reported per run: one count alone,
// the counts run for the requests, the probes' longest wait, and how long the worker takes to be
// idle once the changes stop. For comparison, each run is made a second time posting one count per
// change straight to the worker, as refreshTree did before its requests were coalesced.
// Not a CTest test; see docs/performance.md ("Desktop app").
//
//   QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 build/tests/bench/bench_recount [RUNS] [STREAM]
#include "bench_decks.h"
#include "core/clock.h"
#include "service/study/study.h"
#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/card/image_scheme_handler.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/main_window.h"
#include "service/deck/deck_overview.h"
#include "storage/deck_store.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#include <stdlib.h>

using namespace notedeck;
using namespace notedeck::gui;

namespace {

double loadAverage()
{
    double load[1] = {0};
    return getloadavg(load, 1) == 1 ? load[0] : -1.0;
}

struct Run {
    double countMs = 0;     // one count, the worker otherwise idle
    int requests = 0;
    int counts = 0;         // counts run for the requests
    double worstWaitMs = 0; // the longest wait of a probe job
    double drainMs = 0;     // from the last change to the worker idle
};

bool runOnce(const std::string& deckFile, int streamMs, bool coalesced, Run& run)
{
    auto store = service::Deck::open(deckFile, {std::make_shared<core::FixedClock>(bench::kNow), nullptr, false});
    if (!store)
        return false;
    auto context = AppContext::create(std::move(*store));
    if (!context)
        return false;
    DeckWorker& worker = (*context)->worker();
    MainWindow window(**context, QString());
    window.resize(1100, 760);
    window.show();
    if (!bench::waitUntil([&] { return !window.treeModel().isEmpty() && worker.pending() == 0; }, 120000))
        return false;

    QElapsedTimer one;
    one.start();
    window.refreshTree();
    if (!bench::waitUntil([&] { return worker.pending() == 0; }, 120000))
        return false;
    run.countMs = bench::msSince(one);

    const int before = window.treeRefresh().runs();
    int posted = 0;   // counts posted one per change (the comparison)
    using Clock = std::chrono::steady_clock;
    std::vector<double> waits;
    QTimer changes;
    changes.setInterval(500);
    QObject::connect(&changes, &QTimer::timeout, [&] {
        ++run.requests;
        if (coalesced) {
            // A change of a card's schedule that leaves it as it is (its flag set to none).
            (void)service::changeCard((*context)->deck(), 1, service::CardAction::Flag, (*context)->now());
        } else {
            ++posted;
            worker.run(
                &window,
                [](WorkerDeck& deck) {
                    auto store = deck.open();
                    return store && service::deckOverview(**store, bench::kNow).has_value();
                },
                [](bool) {});
        }
        worker.run(
            &window, [posted = Clock::now()](WorkerDeck&) { return std::chrono::duration<double, std::milli>(Clock::now() - posted).count(); },
            [&waits](double wait) { waits.push_back(wait); });
    });
    changes.start();
    bench::settle(streamMs);
    changes.stop();
    QElapsedTimer drain;
    drain.start();
    if (!bench::waitUntil([&] { return worker.pending() == 0; }, 600000))
        return false;
    run.drainMs = bench::msSince(drain);
    run.counts = coalesced ? window.treeRefresh().runs() - before : posted;
    run.worstWaitMs = waits.empty() ? 0 : *std::max_element(waits.begin(), waits.end());
    return true;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    notedeck::gui::registerImageScheme();   // before the application, as QtWebEngine requires
    QApplication app(argc, argv);
    setenv("TZ", "UTC", 1);   // study days as in bench_review
    tzset();
    const int runs = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    const int streamMs = (argc > 2 ? std::max(2, std::atoi(argv[2])) : 10) * 1000;
    std::printf("load average at the start: %.2f\n", loadAverage());
    QTemporaryDir dir;
    const std::string big = dir.filePath(QStringLiteral("big.sqlite")).toStdString();
    if (!bench::bigDeckOfBundledNotes(dir.filePath(QStringLiteral("bundled.sqlite")).toStdString(), big)) {
        std::fprintf(stderr, "bench_recount: cannot make the 100,000-card deck\n");
        return 1;
    }

    auto summary = [](const char* what, const std::vector<double>& v) {
        std::printf("  %s: median %.0f ms (%.0f-%.0f)\n", what, bench::percentile(v, 0.5),
                    *std::min_element(v.begin(), v.end()), *std::max_element(v.begin(), v.end()));
    };
    for (const bool coalesced : {true, false}) {
        const char* name = coalesced ? "refreshTree (coalesced)" : "one count posted per change";
        std::vector<double> count, worst, drain;
        for (int i = 0; i < runs; ++i) {
            Run run;
            if (!runOnce(big, streamMs, coalesced, run)) {
                std::fprintf(stderr, "bench_recount: run %d failed\n", i + 1);
                return 1;
            }
            std::printf("%s, run %d: one count %.0f ms; %d changes, %d counts; longest probe wait %.0f ms; idle %.0f ms "
                        "after the last change\n",
                        name, i + 1, run.countMs, run.requests, run.counts, run.worstWaitMs, run.drainMs);
            count.push_back(run.countMs);
            worst.push_back(run.worstWaitMs);
            drain.push_back(run.drainMs);
        }
        std::printf("%s, %d runs:\n", name, runs);
        summary("one count (and the overview's queue after it)", count);
        summary("longest probe wait", worst);
        summary("idle after the last change", drain);
    }
    std::printf("load average at the end: %.2f\n", loadAverage());
    return 0;
}
