// Search on a generated deck of 100,000 cards (bench_decks.cpp):
//   - service::searchCards for a few queries (Latin, Chinese of 2 and 4 characters, with a chapter
//     or state filter): what a search costs, and what the GUI thread was blocked for when the
//     search view ran it there;
//   - the real SearchView while a user types those queries a character at a time (an input method
//     commit per character, 100 or 250 ms apart, so some searches start while typing goes on): the
//     GUI thread's longest pause (bench::Heartbeat, a 5 ms timer) from the first character to
//     300 ms after the results are listed (the list lays its rows out a batch at a time), and the
//     time from the last character to the results.
// Not a CTest test; see docs/performance.md ("Search").
//
//   QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 build/ci/tests/bench/bench_search [runs]
#include "bench_decks.h"
#include "bench_support.h"
#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/browse/search_view.h"
#include "gui/shared/deck_tree_model.h"
#include "service/cards/search.h"
#include "storage/deck_store.h"

#include <QApplication>
#include <QComboBox>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace notedeck;
using bench::msSince;
using bench::percentile;
using bench::waitUntil;

namespace {

struct Query {
    const char* name;
    const char* text;
    const char* scope;                        // a chapter of the big deck, or empty
    std::optional<core::CardState> state;
};

const std::vector<Query> kQueries = {
    {"Latin \"batch\"", "batch", "", std::nullopt},
    {"Chinese, 2 characters \"梯度\"", "梯度", "", std::nullopt},
    {"Chinese, 4 characters \"梯度累积\"", "梯度累积", "", std::nullopt},
    {"\"梯度\" in one chapter (5,000 cards)", "梯度", "第 1 部分::章节 5", std::nullopt},
    {"\"梯度累积\" in one chapter, review cards", "梯度累积", "第 1 部分::章节 5", core::CardState::Review},
};

core::SearchQuery toQuery(const Query& q)
{
    core::SearchQuery query;
    query.text = q.text;
    query.scope = core::DeckPath::parse(q.scope);
    query.state = q.state;
    return query;
}

void print(const std::string& name, const std::vector<double>& ms)
{
    std::printf("  %-56s n=%2zu  median %7.1f ms  min %7.1f  max %7.1f\n", name.c_str(), ms.size(), percentile(ms, 0.5),
                percentile(ms, 0.0), percentile(ms, 1.0));
    std::fflush(stdout);
}

// The service call on this thread, as the search view made it before.
bool serviceTimes(service::Deck& deck, int runs)
{
    std::printf("service::searchCards on the calling thread (index up to date)\n");
    for (const Query& q : kQueries) {
        const core::SearchQuery query = toQuery(q);
        size_t found = 0;
        bool failed = false;
        const bench::Timing t = bench::measure(runs, [&] {
            auto hits = service::searchCards(deck, query);
            failed = failed || !hits;
            found = hits ? hits->size() : 0;
        });
        if (failed)
            return false;
        bench::report("  " + std::string(q.name) + " (" + std::to_string(found) + " hits)", t);
    }
    return true;
}

// Types `text` into the search view's query field as an input method commits it, the characters
// `pausesMs` apart in turn, and waits for its results.
struct Typed {
    double pause = 0, pauseCpu = 0, lastKeyToResults = 0;
    int results = 0;
};

std::optional<Typed> typeQuery(gui::SearchView& view, QLineEdit& field, bench::Heartbeat& heartbeat, const QString& text)
{
    static const int kPausesMs[] = {100, 250};
    int listed = -1;
    const auto connection = QObject::connect(&view, &gui::SearchView::searched, [&](int n) { listed = n; });
    heartbeat.restart();
    QElapsedTimer sinceLastKey;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (i > 0)
            bench::settle(kPausesMs[i % 2]);
        QInputMethodEvent commit;
        commit.setCommitString(QString(text[i]));
        QApplication::sendEvent(&field, &commit);
        sinceLastKey.start();
    }
    // Results of a shorter query typed before may come in after the last character: wait for these.
    const bool done = waitUntil([&] { return view.listedQuery() == text && !view.isSearching(); }, 60000);
    Typed out;
    out.lastKeyToResults = msSince(sinceLastKey);
    bench::settle(300);   // the list lays its rows out a batch at a time, and paints
    heartbeat.stop();
    QObject::disconnect(connection);
    if (!done)
        return std::nullopt;
    out.pause = heartbeat.longest();
    out.pauseCpu = heartbeat.longestCpu();
    out.results = listed;
    return out;
}

bool typingTimes(gui::AppContext& app, int runs)
{
    gui::DeckTreeModel model;
    gui::SearchView view(app, model);
    view.resize(1000, 700);
    view.show();
    auto* field = view.findChild<QLineEdit*>();
    if (!field)
        return false;
    bench::settle(500);
    bench::Heartbeat heartbeat;
    std::printf("SearchView while a user types (the worker searches)\n");
    for (const Query& q : kQueries) {
        std::vector<double> pause, pauseCpu, toResults;
        int results = 0;
        for (int r = 0; r < runs; ++r) {
            view.setQuery(QString());
            view.search();
            view.setChapterFilter(core::DeckPath::parse(q.scope));
            // The state box holds each state's number ("Any state": -1).
            QComboBox* state = view.findChildren<QComboBox*>().back();
            state->setCurrentIndex(state->findData(q.state ? static_cast<int>(*q.state) : -1));
            if (!waitUntil([&] { return !view.isSearching(); }, 60000))
                return false;
            bench::settle(100);
            auto typed = typeQuery(view, *field, heartbeat, QString::fromUtf8(q.text));
            if (!typed) {
                std::fprintf(stderr, "bench_search: no results for %s\n", q.text);
                return false;
            }
            pause.push_back(typed->pause);
            pauseCpu.push_back(typed->pauseCpu);
            toResults.push_back(typed->lastKeyToResults);
            results = typed->results;
        }
        std::printf(" %s (%d results listed)\n", q.name, results);
        print("GUI thread's longest pause, first character -> results", pause);
        print("  most GUI-thread CPU time in one gap", pauseCpu);
        print("last character -> results listed", toResults);
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
    auto deck = bench::openBigDeck(dir.path(), "bench_search", {std::make_shared<core::FixedClock>(bench::kNow), nullptr, false});
    if (!deck)
        return 1;
    // The index is built once, as the import does on the worker.
    QElapsedTimer t;
    t.start();
    auto indexed = service::refreshSearchIndex(*deck);
    if (!indexed)
        return 1;
    std::printf("%d cards; search index built for %d in %.1f s; %d runs\n", bench::kBigDeck, *indexed, msSince(t) / 1000, runs);
    if (!serviceTimes(*deck, runs))
        return 1;

    auto app = gui::AppContext::create(std::move(deck));
    if (!app)
        return 1;
    return typingTimes(**app, runs) ? 0 : 1;
}
