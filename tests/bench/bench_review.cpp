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
// Then a deck of cards whose answers each show 20 images of the notes folder (640 × 480 PNGs, a
// different set per card, so none comes from the page's cache): from revealing the answer to its
// report, and to every image decoded, while the heartbeat watches the GUI thread.
// Last, image occlusion: notes each showing a 2,000 × 1,500 picture (20 pictures in turn) whose mask
// file has 30 shapes, one card per shape: the same timings, each card's picture drawn with its masks.
// Not a CTest test; see docs/performance.md ("Review screen").
//
//   QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 build/tests/bench/bench_review [answers] [window|occlusion]
// (`occlusion`: the occlusion cards only, on the review screen on its own.)
#include "bench_decks.h"
#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/card/card_profile.h"
#include "gui/card/card_view.h"
#include "gui/card/image_scheme_handler.h"
#include "gui/review/review_view.h"
#include "gui/window/main_window.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "service/study/review_session.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "storage/deck_store.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QWebEnginePage>
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
    std::vector<double> toAnswer;     // revealAnswer() → the answer rendered
    std::vector<double> toImages;     // revealAnswer() → every image of the page decoded
    double longestPause = 0;          // the GUI thread's, over the session
};

// Whether every <img> of the card page has loaded (or failed), asked of the page; the event loop
// runs meanwhile.
bool imagesLoaded(gui::CardView& view)
{
    bool answered = false, loaded = false;
    view.page()->runJavaScript(QStringLiteral("Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)"),
                               [&](const QVariant& value) {
                                   loaded = value.toBool();
                                   answered = true;
                               });
    waitUntil([&] { return answered; });
    return loaded;
}

// A notes folder of `cards` cards, each answering with 20 images of its own.
bool imageNotes(const QString& folder, int cards)
{
    if (!QDir().mkpath(folder + QStringLiteral("/img")))
        return false;
    std::string markdown = "# 图片\n\n";
    for (int c = 0; c < cards; ++c) {
        markdown += "## 第 " + std::to_string(c + 1) + " 张图片卡片是什么？\n\n";
        for (int i = 0; i < 20; ++i) {
            const QString name = QStringLiteral("img/c%1-%2.png").arg(c).arg(i);
            QImage image(640, 480, QImage::Format_RGB32);
            image.fill(QColor::fromHsv((c * 37 + i * 11) % 360, 120, 230));
            QPainter painter(&image);
            for (int k = 0; k < 40; ++k)
                painter.fillRect((k * 53 + i * 7) % 600, (k * 31 + c * 13) % 440, 40, 30, QColor::fromHsv((k * 19) % 360, 200, 180));
            painter.end();
            if (!image.save(folder + QLatin1Char('/') + name, "PNG"))
                return false;
            markdown += "![图 " + std::to_string(i + 1) + "](" + name.toStdString() + ")\n\n";
        }
    }
    QFile file(folder + QStringLiteral("/images.md"));
    return file.open(QIODevice::WriteOnly) && file.write(markdown.data(), static_cast<qint64>(markdown.size())) > 0;
}

// A notes folder of `notes` notes, each showing one of 20 pictures of 2,000 × 1,500 pixels, each
// picture with a mask file of 30 shapes (rectangles, ellipses and a polygon; one card each).
bool occlusionNotes(const QString& folder, int notes)
{
    if (!QDir().mkpath(folder + QStringLiteral("/img")))
        return false;
    constexpr int kPictures = 20, kShapes = 30;
    for (int p = 0; p < kPictures; ++p) {
        QImage image(2000, 1500, QImage::Format_RGB32);
        image.fill(QColor::fromHsv((p * 37) % 360, 60, 240));
        QPainter painter(&image);
        for (int k = 0; k < kShapes; ++k)
            painter.fillRect(60 + (k % 6) * 320, 60 + (k / 6) * 280, 260, 200, QColor::fromHsv((k * 23 + p * 7) % 360, 200, 190));
        painter.end();
        const QString name = QStringLiteral("%1/img/diagram-%2.png").arg(folder).arg(p);
        if (!image.save(name, "PNG"))
            return false;
        std::string masks = "{\"occlusion\": 1, \"mode\": \"" + std::string(p % 2 ? "hide-all" : "hide-one") + "\", \"shapes\": [\n";
        for (int k = 0; k < kShapes; ++k) {
            const double left = (60 + (k % 6) * 320) / 2000.0, top = (60 + (k / 6) * 280) / 1500.0;
            const std::string kind = k % 10 == 9 ? "polygon" : k % 3 == 1 ? "ellipse" : "rect";
            char box[200];
            std::snprintf(box, sizeof box, "\"left\": %.4f, \"top\": %.4f, \"width\": 0.13, \"height\": 0.1333", left, top);
            std::string geometry = box;
            if (kind == "polygon") {
                std::snprintf(box, sizeof box, "\"points\": [[%.4f, %.4f], [%.4f, %.4f], [%.4f, %.4f]]", left, top, left + 0.13,
                              top, left + 0.065, top + 0.1333);
                geometry = box;
            }
            masks += "{\"id\": \"s" + std::to_string(k) + "\", \"card\": " + std::to_string(k + 1) + ", \"shape\": \"" + kind +
                     "\", " + geometry + ", \"label\": \"部件 " + std::to_string(k + 1) + "\"}" + (k + 1 < kShapes ? ",\n" : "\n");
        }
        masks += "]}\n";
        QFile file(name + QStringLiteral(".occlusion.json"));
        if (!file.open(QIODevice::WriteOnly) || file.write(masks.data(), static_cast<qint64>(masks.size())) <= 0)
            return false;
    }
    std::string markdown = "# 结构图\n\n";
    for (int n = 0; n < notes; ++n)
        markdown += "## 第 " + std::to_string(n + 1) + " 张结构图的部件是什么？\n\n![结构图](img/diagram-" +
                    std::to_string(n % kPictures) + ".png)\n\n";
    QFile file(folder + QStringLiteral("/diagrams.md"));
    return file.open(QIODevice::WriteOnly) && file.write(markdown.data(), static_cast<qint64>(markdown.size())) > 0;
}

bool runSession(const std::string& file, int answers, bool inWindow, Result& out, const QString& notes = {})
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
    if (!notes.isEmpty())
        (*app)->cardProfile()->setNotesFolder(notes.toStdString());

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
        QElapsedTimer revealing;
        revealing.start();
        view->revealAnswer();
        if (!waitUntil([&] { return rendered.size() > before && rendered.back().part == gui::CardPart::Answer; })) {
            std::fprintf(stderr, "bench_review: an answer was never shown\n");
            return false;
        }
        const double answerShown = msSince(revealing);
        if (!notes.isEmpty()) {
            if (!waitUntil([&] { return imagesLoaded(*view->cardView()); }, 20000)) {
                std::fprintf(stderr, "bench_review: an answer's images never loaded\n");
                return false;
            }
            if (n >= 3) {
                out.toAnswer.push_back(answerShown);
                out.toImages.push_back(msSince(revealing));
            }
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
    out.longestPause = percentile(gaps, 1.0);
    std::printf("GUI thread heartbeat (5 ms) from startSession() on: %zu ticks, largest gap %.1f ms, p99 %.1f ms\n",
                gaps.size(), percentile(gaps, 1.0), percentile(gaps, 0.99));
    ownView.reset();
    window.reset();
    return true;
}

// Every card of `deck` in one session: no new-card limit.
bool everyCardToday(service::Deck& deck)
{
    auto settings = service::loadSchedulerSettings(deck);
    if (!settings)
        return false;
    settings->new_cards_per_day = 1000;
    return service::saveSchedulerSettings(deck, *settings).has_value();
}

void report(const char* title, const Result& r)
{
    std::printf("%s\n", title);
    print("answer → next card rendered", r.toRendered);
    print("  of which answer() (transaction, next card)", r.answerCall);
    print("answer → next card painted (next frame)", r.toPainted);
    if (!r.toImages.empty()) {
        print("reveal → answer rendered", r.toAnswer);
        print("reveal → its images decoded", r.toImages);
    }
}

// A session on a deck imported from a notes folder that `write` makes with `cards` notes.
bool notesSession(const QString& notes, int cards, bool (*write)(const QString&, int), const char* title, int answers,
                  bool inWindow)
{
    if (!write(notes, cards)) {
        std::fprintf(stderr, "bench_review: cannot write %s\n", qPrintable(notes));
        return false;
    }
    const std::string file = (notes + QStringLiteral(".sqlite")).toStdString();
    {
        auto deck = service::Deck::open(file);
        if (!deck || !service::importNotes(**deck, notes.toStdString(), core::SystemClock()) || !everyCardToday(**deck))
            return false;
    }
    Result result;
    if (!runSession(file, answers, inWindow, result, notes))
        return false;
    report(title, result);
    return true;
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
    const auto occlusionSession = [&] {
        return notesSession(dir.filePath(QStringLiteral("occlusion-notes")), answers + 10, occlusionNotes,
                            "occlusion cards (2,000 x 1,500 picture, 30 shapes)", answers, inWindow);
    };
    if (argc > 2 && std::string(argv[2]) == "occlusion")
        return occlusionSession() ? 0 : 1;
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
        if (!everyCardToday(**deck))
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

    // Cards with 20 images each, then image occlusion: a 2,000 × 1,500 picture with 30 shapes on every card.
    return notesSession(dir.filePath(QStringLiteral("image-notes")), std::min(answers + 10, 120), imageNotes,
                        "cards of 20 images each", answers, inWindow) && occlusionSession()
               ? 0
               : 1;
}
