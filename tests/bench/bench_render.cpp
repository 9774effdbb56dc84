// Card rendering latency in the real card page (offscreen QtWebEngine): from CardView::showCard()
// (Markdown → HTML included) to the page reporting the card laid out with KaTeX done and fonts
// loaded, and the same for revealing the answer. Every card of content/ is shown, one warm-up
// pass and then N measured passes (default 5). Not a CTest test; see docs/performance.md.
//
//   QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 build/tests/bench/bench_render [passes]
#include "core/clock.h"
#include "gui/card/card_view.h"
#include "gui/card/image_scheme_handler.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "storage/deck_store.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace notedeck;

namespace {

// Processes events until `done` (no sleeping between batches: the page needs this thread).
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 10000)
{
    QElapsedTimer clock;
    clock.start();
    QTimer wakeUp;
    wakeUp.start(20);
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void settle(int ms)
{
    waitUntil([] { return false; }, ms);
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const double rank = p * static_cast<double>(values.size() - 1);
    const auto low = static_cast<size_t>(rank);
    const size_t high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (rank - static_cast<double>(low));
}

struct Series {
    const char* name;
    std::vector<double> ms;
};

void print(const Series& s)
{
    std::printf("%-34s n=%4zu  median %6.2f ms  p95 %6.2f ms  max %6.2f ms\n", s.name, s.ms.size(),
                percentile(s.ms, 0.5), percentile(s.ms, 0.95), s.ms.empty() ? 0.0 : *std::max_element(s.ms.begin(), s.ms.end()));
}

std::vector<core::CardRecord> contentCards(const QTemporaryDir& dir)
{
    auto deck = service::Deck::open(dir.filePath(QStringLiteral("deck.sqlite")).toStdString());
    if (!deck)
        return {};
    const core::FixedClock clock(1'700'000'000);
    if (!service::importNotes(**deck, NOTEDECK_CONTENT_DIR, clock))
        return {};
    std::vector<core::CardRecord> cards;
    if (auto rows = service::storeOf(**deck).cards().list(core::DeckPath(), false))
        for (auto& row : *rows)
            cards.push_back(std::move(row.card));
    return cards;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    notedeck::gui::registerImageScheme();   // before the application, as QtWebEngine requires
    QApplication app(argc, argv);
    const int passes = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;

    QTemporaryDir dir;
    const auto cards = contentCards(dir);
    if (cards.empty()) {
        std::fprintf(stderr, "bench_render: no cards in %s\n", NOTEDECK_CONTENT_DIR);
        return 1;
    }

    QElapsedTimer startup;
    startup.start();
    gui::CardView view;
    view.resize(900, 700);
    view.setOpensLinks(false);
    std::vector<gui::RenderReport> reports;
    QObject::connect(&view, &gui::CardView::rendered, [&](const gui::RenderReport& r) { reports.push_back(r); });
    int paintedReports = 0;
    QObject::connect(&view, &gui::CardView::painted, [&](const gui::RenderReport&) { ++paintedReports; });
    view.show();
    if (!waitUntil([&] { return view.isPageReady(); }, 60000)) {
        std::fprintf(stderr, "bench_render: the card page never became ready\n");
        return 1;
    }
    const double startupMs = static_cast<double>(startup.nsecsElapsed()) / 1e6;

    Series firstShow{"show card, first pass (cold)", {}};
    Series firstReveal{"reveal answer, first pass (cold)", {}};
    Series show{"show card (next card)", {}};
    Series showPage{"  of which inside the page", {}};
    Series reveal{"reveal answer", {}};
    Series revealPage{"  of which inside the page", {}};
    Series showPainted{"show card to painted (next frame)", {}};
    Series revealPainted{"reveal to painted (next frame)", {}};
    Series revealMath{"reveal answer, answers with math", {}};
    std::vector<std::pair<double, core::CardId>> slowestReveals;
    int formulaErrors = 0;

    for (int pass = 0; pass <= passes; ++pass) {
        for (const auto& card : cards) {
            QElapsedTimer timer;
            size_t before = reports.size();
            int paintedBefore = paintedReports;
            timer.start();
            view.showCard(card);
            if (!waitUntil([&] { return reports.size() > before; })) {
                std::fprintf(stderr, "bench_render: card %lld was never reported\n", static_cast<long long>(card.id));
                return 1;
            }
            const double showMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
            waitUntil([&] { return paintedReports > paintedBefore; });
            const double showPaintedMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
            const gui::RenderReport question = reports.back();

            settle(20);   // the reader looks at the question; the page typesets the answer meanwhile

            before = reports.size();
            paintedBefore = paintedReports;
            timer.start();
            view.revealAnswer();
            if (!waitUntil([&] { return reports.size() > before; })) {
                std::fprintf(stderr, "bench_render: answer of card %lld was never reported\n",
                             static_cast<long long>(card.id));
                return 1;
            }
            const double revealMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
            waitUntil([&] { return paintedReports > paintedBefore; });
            const double revealPaintedMs = static_cast<double>(timer.nsecsElapsed()) / 1e6;
            const gui::RenderReport answer = reports.back();
            if (pass == 0) {
                firstShow.ms.push_back(showMs);
                firstReveal.ms.push_back(revealMs);
                formulaErrors += question.formulaErrors + answer.formulaErrors;
                continue;
            }
            show.ms.push_back(showMs);
            showPainted.ms.push_back(showPaintedMs);
            revealPainted.ms.push_back(revealPaintedMs);
            showPage.ms.push_back(question.pageMs);
            reveal.ms.push_back(revealMs);
            revealPage.ms.push_back(answer.pageMs);
            if (answer.formulas > 0)
                revealMath.ms.push_back(revealMs);
            slowestReveals.emplace_back(revealMs, card.id);
        }
    }

    std::printf("bench_render: %zu cards, %d measured passes after one warm-up pass, window 900x700\n", cards.size(),
                passes);
    std::printf("page load to ready (cold start of QtWebEngine included): %.0f ms\n", startupMs);
    for (const Series* s : {&firstShow, &firstReveal, &show, &showPage, &reveal, &revealPage, &revealMath, &showPainted, &revealPainted})
        print(*s);
    std::sort(slowestReveals.rbegin(), slowestReveals.rend());
    std::printf("slowest reveals:");
    for (size_t i = 0; i < std::min<size_t>(5, slowestReveals.size()); ++i)
        std::printf(" card %lld %.1f ms;", static_cast<long long>(slowestReveals[i].second), slowestReveals[i].first);
    std::printf("\nformula errors: %d\n", formulaErrors);
    return formulaErrors == 0 ? 0 : 1;
}
