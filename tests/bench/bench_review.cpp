// Review screen latency: from answering a card (ReviewView::answer, the 1–4 keys' action) to the
// next card's question reported rendered by the card page (CardView::rendered), on the bundled
// deck and on a generated deck of 100,000 cards. Each card is revealed and "read" for 20 ms
// before it is answered (Good mostly, Again every 7th, Easy every 5th), with a fake clock that
// moves 8 s per answer. Also times what happens once per session: building the queue (today's
// cards read from the deck) and, for comparison, building it again from scratch as a
// rebuild-per-answer design would.
// With `window` the review screen is the one inside the app's main window, started by Study
// everything, so the window's other work during review (the chapter tree and overview recounting
// after answers) shares the GUI thread and the worker as in the app.
// Not a CTest test; see docs/performance.md ("Review screen").
//
//   QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 build/tests/bench/bench_review [answers] [window]
#include "bench_decks.h"
#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/card/card_view.h"
#include "gui/card/image_scheme_handler.h"
#include "gui/review/review_view.h"
#include "gui/window/main_window.h"
#include "service/detail/deck_internals.h"
#include "service/import_notes.h"
#include "service/review_session.h"
#include "service/scheduler_settings_store.h"
#include "service/study.h"
#include "storage/deck_store.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <memory>
#include <string>
#include <vector>

using namespace notedeck;

namespace {

using bench::kBigDeck;
using bench::kNow;
using bench::msSince;
using bench::percentile;
using bench::settle;
using bench::waitUntil;

void print(const char* name, const std::vector<double>& ms)
{
    std::printf("  %-44s n=%4zu  median %7.2f ms  p95 %7.2f ms  max %7.2f ms\n", name, ms.size(), percentile(ms, 0.5),
                percentile(ms, 0.95), ms.empty() ? 0.0 : *std::max_element(ms.begin(), ms.end()));
}

// Times the queue: built once per session (ReviewSession::start) and, for comparison, from
// scratch (service::todaysQueue) as it would be after every answer without a session.
void timeQueue(service::Deck& deck)
{
    std::vector<double> start, rebuild;
    for (int i = 0; i < 5; ++i) {
        QElapsedTimer t;
        t.start();
        auto session = service::ReviewSession::start(deck, {}, kNow);
        start.push_back(msSince(t));
        t.start();
        auto queue = service::todaysQueue(deck, {}, kNow);
        rebuild.push_back(msSince(t));
        if (!session || !queue)
            return;
    }
    print("session start (today's cards read, queue built)", start);
    print("todaysQueue from scratch (not done per answer)", rebuild);
}

struct Result {
    std::vector<double> toRendered;   // answer() called → next question rendered
    std::vector<double> toPainted;    // … → its frame drawn
    std::vector<double> answerCall;   // answer() itself: transaction, next card read, showCard
};

bool runSession(const std::string& file, int answers, bool inWindow, Result& out)
{
    auto clock = std::make_shared<core::FixedClock>(kNow);
    core::FixedClock* fake = clock.get();
    auto deck = service::Deck::open(file, {clock, nullptr, false});
    if (!deck)
        return false;
    auto app = gui::AppContext::create(std::move(*deck));
    if (!app)
        return false;
    timeQueue((*app)->deck());

    std::unique_ptr<gui::MainWindow> window;
    std::unique_ptr<gui::ReviewView> ownView;
    gui::ReviewView* view = nullptr;
    if (inWindow) {
        window = std::make_unique<gui::MainWindow>(**app, QString());
        window->resize(1200, 800);
        view = static_cast<gui::ReviewView*>(window->reviewView());
    } else {
        ownView = std::make_unique<gui::ReviewView>(**app);
        ownView->resize(900, 700);
        view = ownView.get();
    }
    view->cardView()->setOpensLinks(false);
    std::vector<gui::RenderReport> rendered, painted;
    QElapsedTimer sinceAnswer;
    double renderedAt = 0, paintedAt = 0;
    QObject::connect(view->cardView(), &gui::CardView::rendered, [&](const gui::RenderReport& r) {
        rendered.push_back(r);
        renderedAt = msSince(sinceAnswer);
    });
    QObject::connect(view->cardView(), &gui::CardView::painted, [&](const gui::RenderReport& r) {
        painted.push_back(r);
        paintedAt = msSince(sinceAnswer);
    });
    if (window)
        window->show();
    else
        view->show();
    if (!waitUntil([&] { return view->cardView()->isPageReady(); }, 60000)) {
        std::fprintf(stderr, "bench_review: the card page never became ready\n");
        return false;
    }
    // The GUI thread's pauses from the session's start to its end: a 5 ms heartbeat records the gap
    // between its ticks (the waits below run the event loop).
    std::vector<double> gaps;
    QElapsedTimer beat;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(5);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        gaps.push_back(msSince(beat));
        beat.restart();
    });
    beat.start();
    heartbeat.start();
    QElapsedTimer starting;
    starting.start();
    if (window)
        window->study(core::DeckPath());   // Study everything
    else
        view->startSession();   // today's cards are read by the worker; the GUI thread only asks
    const double startCall = msSince(starting);
    auto questionAfter = [&](size_t from) {
        return waitUntil([&] {
            for (size_t i = from; i < rendered.size(); ++i)
                if (rendered[i].part == gui::CardPart::Question)
                    return true;
            return false;
        });
    };
    if (!questionAfter(0)) {
        std::fprintf(stderr, "bench_review: the first card was never shown\n");
        return false;
    }
    std::printf("startSession() on the GUI thread %.1f ms; first card rendered after %.0f ms\n", startCall,
                msSince(starting));

    for (int n = 0; n < answers && !view->isSummaryShown() && !view->isLoading(); ++n) {
        size_t before = rendered.size();
        view->revealAnswer();
        if (!waitUntil([&] { return rendered.size() > before && rendered.back().part == gui::CardPart::Answer; })) {
            std::fprintf(stderr, "bench_review: an answer was never shown\n");
            return false;
        }
        settle(20);   // the reader reads the answer
        const auto rating = n % 7 == 3 ? core::Rating::Again : n % 5 == 4 ? core::Rating::Easy : core::Rating::Good;
        fake->advance(8);
        before = rendered.size();
        const size_t paintedBefore = painted.size();
        sinceAnswer.start();
        view->answer(rating);
        const double call = msSince(sinceAnswer);
        if (view->isSummaryShown() || view->isLoading())
            break;   // the session's end: the summary is being counted
        if (!questionAfter(before)) {
            std::fprintf(stderr, "bench_review: the next card was never shown\n");
            return false;
        }
        const double toRendered = renderedAt;
        waitUntil([&] { return painted.size() > paintedBefore; }, 2000);
        if (n >= 3) {   // the first answers warm the page's caches
            out.answerCall.push_back(call);
            out.toRendered.push_back(toRendered);
            out.toPainted.push_back(paintedAt);
        }
    }
    heartbeat.stop();
    std::printf("GUI thread heartbeat (5 ms) from startSession() on: %zu ticks, largest gap %.1f ms, p99 %.1f ms\n",
                gaps.size(), percentile(gaps, 1.0), percentile(gaps, 0.99));
    ownView.reset();
    window.reset();
    return true;
}

void report(const char* title, const Result& r)
{
    std::printf("%s\n", title);
    print("answer → next card rendered", r.toRendered);
    print("  of which answer() (transaction, next card)", r.answerCall);
    print("answer → next card painted (next frame)", r.toPainted);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    notedeck::gui::registerImageScheme();   // before the application, as QtWebEngine requires
    QApplication app(argc, argv);
    setenv("TZ", "UTC", 1);
    tzset();
    const int answers = argc > 1 ? std::max(10, std::atoi(argv[1])) : 300;
    const bool inWindow = argc > 2 && std::string(argv[2]) == "window";
    std::printf("review screen %s\n", inWindow ? "inside the main window (Study everything)" : "on its own");

    QTemporaryDir dir;
    const std::string bundled = dir.filePath(QStringLiteral("bundled.sqlite")).toStdString();
    if (!bench::bundledDeck(bundled)) {
        std::fprintf(stderr, "bench_review: cannot import %s\n", NOTEDECK_CONTENT_DIR);
        return 1;
    }
    std::vector<core::CardRecord> model;
    {
        auto deck = service::Deck::open(bundled);
        if (!deck)
            return 1;
        // Every bundled card in one session: no new-card limit.
        auto settings = service::loadSchedulerSettings(**deck);
        if (!settings)
            return 1;
        settings->new_cards_per_day = 1000;
        if (!service::saveSchedulerSettings(**deck, *settings))
            return 1;
        if (auto rows = service::storeOf(**deck).cards().list({}, false))
            for (auto& row : *rows)
                model.push_back(std::move(row.card));
    }
    std::printf("bundled deck: %zu cards\n", model.size());
    Result small;
    if (!runSession(bundled, answers, inWindow, small))
        return 1;
    report("bundled deck", small);

    const std::string big = dir.filePath(QStringLiteral("big.sqlite")).toStdString();
    QElapsedTimer generate;
    generate.start();
    if (!bench::bigDeck(big, model)) {
        std::fprintf(stderr, "bench_review: cannot generate the 100,000-card deck\n");
        return 1;
    }
    std::printf("%d-card deck generated in %.1f s\n", kBigDeck, msSince(generate) / 1000.0);
    Result large;
    if (!runSession(big, answers, inWindow, large))
        return 1;
    report("100,000-card deck", large);
    return 0;
}
