// Desktop app benchmarks (see docs/performance.md, "Desktop app"):
//   bench_app start [RUNS]   cold start on the bundled deck, as `notedeck` starts: from starting the
//                            process to the main window painted with the chapter tree's counts and
//                            today's overview, and on to the first card rendered after Study everything
//   bench_app import [CARDS] the GUI thread's longest pause while the worker imports a generated
//                            notes folder of CARDS cards (default 100,000) and the window shows the
//                            result: a 5 ms heartbeat timer records every gap between its ticks
//                            (wall time, and the GUI thread's CPU time in it), and the events that
//                            took 10 ms or more are named
//   bench_app close [DECK] [RUNS]
//                            closing the window on a day without a backup yet: how long close()
//                            keeps the GUI thread, and how long until the day's backup is written
//                            (default deck: the bundled notes; the backups made are deleted)
// Run offscreen: QT_QPA_PLATFORM=offscreen.
#include "gui/app/app_context.h"
#include "gui/app/app_deck.h"
#include "gui/app/app_startup.h"
#include "gui/app/app_theme.h"
#include "gui/app/deck_worker.h"
#include "gui/browse/overview_view.h"
#include "gui/card/card_view.h"
#include "gui/review/review_view.h"
#include "gui/app/damaged_deck_dialog.h"
#include "gui/window/import_controller.h"
#include "gui/window/main_window.h"
#include "storage/backup.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

using namespace notedeck;
using namespace notedeck::gui;

namespace {

// CPU time this thread has used, in ms: a gap between heartbeats that the GUI thread spent waiting
// for a core (the machine is shared) costs wall time but none of this.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// Times every event the GUI thread's event loop delivers (the outermost ones: a slot, a timer, a
// paint, a queued call from the worker), to name what a long gap was.
class TimedApplication final : public QApplication {
public:
    using QApplication::QApplication;

    struct Slow {
        double wallMs = 0;
        double cpuMs = 0;
        std::string what;
    };
    bool recording = false;
    std::vector<Slow> slow;   // events that took 10 ms or more

    bool notify(QObject* receiver, QEvent* event) override
    {
        // Only the GUI thread's events (the worker's pass through here too).
        if (!recording || m_depth > 0 || QThread::currentThread() != thread())
            return QApplication::notify(receiver, event);
        ++m_depth;
        QElapsedTimer wall;
        wall.start();
        const double cpu = threadCpuMs();
        const std::string name = receiver->metaObject()->className();
        const std::string objectName = receiver->objectName().toStdString();
        const int type = event->type();
        const bool done = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = static_cast<double>(wall.nsecsElapsed()) / 1e6;
        if (ms >= 10)
            slow.push_back({ms, threadCpuMs() - cpu,
                            name + (objectName.empty() ? "" : " \"" + objectName + "\"") + ", event " + std::to_string(type)});
        return done;
    }

private:
    int m_depth = 0;   // GUI thread only
};

// The child: what `notedeck`'s main() does, then, as soon as the overview has painted, what
// **Study everything** does. It prints "overview" when the window has painted its counts and
// "ready" when the first card's question is reported rendered (KaTeX, highlighting, fonts done).
int runChild(const QString& deckFile)
{
    prepareApplication();
    LaunchOptions options;
    options.deckFile = deckFile;
    auto start = startAppOrRecover(options, QApplication::applicationFilePath(), [](DamagedDeckDialog&) { return false; });
    if (!start) {
        std::fprintf(stderr, "%s\n", start.error().toString().c_str());
        return 1;
    }
    MainWindow window(*start->context, start->notesDir);
    window.restoreState();
    window.show();
    window.reimport();
    bool tree = false;
    bool studying = false;
    QObject::connect(&window, &MainWindow::treeLoaded, [&] { tree = true; });
    auto studyWhenReady = [&] {
        if (studying || !tree || !window.overview()->isLoaded())
            return;
        studying = true;
        window.repaint();   // the frame with the counts is drawn first
        std::printf("overview\n");
        std::fflush(stdout);
        auto* review = static_cast<ReviewView*>(window.reviewView());
        QObject::connect(review->cardView(), &CardView::rendered, [](const RenderReport& report) {
            if (report.cardId == 0 || report.part != CardPart::Question)
                return;
            std::printf("ready card %lld, %d formulas\n", static_cast<long long>(report.cardId), report.formulas);
            std::fflush(stdout);
            QApplication::exit(0);
        });
        window.study(core::DeckPath());
    };
    QObject::connect(&window, &MainWindow::treeLoaded, studyWhenReady);
    QObject::connect(window.overview(), &OverviewView::loaded, studyWhenReady);
    return QApplication::exec();
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[std::min(values.size() - 1, static_cast<size_t>(p * values.size()))];
}

// Waits for the child to print a line starting with `word` (and shows the rest of it); false after 30 s or when it ends.
bool waitForLine(QProcess& child, const QByteArray& word)
{
    while (true) {
        while (child.canReadLine()) {
            const QByteArray line = child.readLine().trimmed();
            if (line.startsWith(word)) {
                if (line != word)
                    std::printf("  child: %s\n", line.constData());
                return true;
            }
        }
        if (!child.waitForReadyRead(30000))
            return false;
    }
}

int benchStart(int runs)
{
    QTemporaryDir dir;
    const QString deck = dir.filePath(QStringLiteral("deck.sqlite"));
    // The bundled deck, imported beforehand: the app imports a first start's notes in the background
    // once its window shows, so a start on an empty deck would paint an empty tree.
    if (auto bundled = openAppDeck(deck.toStdString(), QApplication::applicationFilePath().toStdString()); !bundled) {
        std::fprintf(stderr, "%s\n", bundled.error().toString().c_str());
        return 1;
    }
    std::vector<double> overview;
    std::vector<double> card;
    for (int i = 0; i <= runs; ++i) {   // run 0 warms the caches and is not counted
        QElapsedTimer clock;
        clock.start();
        QProcess child;
        child.start(QApplication::applicationFilePath(), {QStringLiteral("--child"), deck});
        const bool shown = waitForLine(child, "overview");
        const double overviewMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        if (!shown || !waitForLine(child, "ready")) {
            std::fprintf(stderr, "the child did not report ready: %s\n", child.readAllStandardError().constData());
            return 1;
        }
        const double cardMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        child.waitForFinished(10000);
        std::printf("%s run %d: overview painted %.0f ms, first card rendered %.0f ms\n",
                    i == 0 ? "first (warm-up)" : "start", i, overviewMs, cardMs);
        if (i > 0) {
            overview.push_back(overviewMs);
            card.push_back(cardMs);
        }
    }
    std::printf("cold start to overview painted: median %.0f ms, min %.0f, max %.0f over %d runs\n",
                percentile(overview, 0.5), percentile(overview, 0), percentile(overview, 1), runs);
    std::printf("cold start to first card rendered: median %.0f ms, min %.0f, max %.0f over %d runs\n",
                percentile(card, 0.5), percentile(card, 0), percentile(card, 1), runs);
    return 0;
}

void writeNotes(const QString& dir, int cards)
{
    const int perFile = 500;
    for (int f = 0; f * perFile < cards; ++f) {
        QFile file(QDir(dir).filePath(QStringLiteral("%1-chapter.md").arg(f, 4, 10, QLatin1Char('0'))));
        file.open(QIODevice::WriteOnly);
        QByteArray text = QStringLiteral("# 第 %1 部分\n\n").arg(f).toUtf8();
        for (int c = 0; c < perFile && f * perFile + c < cards; ++c) {
            if (c % 50 == 0)
                text += QStringLiteral("## 第 %1 节\n\n").arg(c / 50).toUtf8();
            const int n = f * perFile + c;
            text += QStringLiteral("- 问题 %1：什么是梯度累积 $g_{%1}$？\n  - 答案 %1：把多个小批次的梯度相加后再更新参数，"
                                   "等价于更大的批次。\n\n")
                        .arg(n)
                        .toUtf8();
        }
        file.write(text);
    }
}

int benchImport(int cards)
{
    QTemporaryDir dir;
    const QString notes = dir.filePath(QStringLiteral("notes"));
    QDir().mkpath(notes);
    writeNotes(notes, cards);
    LaunchOptions options;
    options.deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    options.notesDir = notes;
    auto start = startApp(options, QApplication::applicationFilePath());
    if (!start) {
        std::fprintf(stderr, "%s\n", start.error().toString().c_str());
        return 1;
    }
    MainWindow window(*start->context, start->notesDir);
    window.show();

    auto* app = static_cast<TimedApplication*>(QCoreApplication::instance());
    std::vector<double> gaps, cpuGaps;
    double lastCpu = 0;
    QElapsedTimer beat;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(5);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        gaps.push_back(static_cast<double>(beat.nsecsElapsed()) / 1e6);
        beat.restart();
        const double cpu = threadCpuMs();
        cpuGaps.push_back(cpu - lastCpu);
        lastCpu = cpu;
    });
    double importSeconds = 0;
    bool imported = false, treeAfter = false;
    QObject::connect(&window, &MainWindow::importFinished, [&](const ImportOutcome& outcome) {
        imported = true;
        importSeconds = outcome.seconds;
        if (!outcome.report)
            std::fprintf(stderr, "import failed: %s\n", outcome.report.error().toString().c_str());
        else
            std::printf("import report: %zu new cards, %d in the notes\n", outcome.report->added.size(),
                        outcome.report->cardsInNotes);
    });
    // After the import the tree and the overview are refreshed and repainted on the GUI thread:
    // the heartbeat runs on until the overview has its new queue, and half a second longer.
    auto settleAndExit = [&] {
        if (treeAfter && window.overview()->isLoaded())
            QTimer::singleShot(500, [] { QApplication::exit(0); });
    };
    QObject::connect(&window, &MainWindow::treeLoaded, [&] {
        if (imported && !treeAfter) {
            treeAfter = true;
            settleAndExit();
        }
    });
    QObject::connect(window.overview(), &OverviewView::loaded, settleAndExit);
    QTimer::singleShot(200, [&] {
        beat.start();
        lastCpu = threadCpuMs();
        heartbeat.start();
        app->recording = true;
        window.reimport();
    });
    QElapsedTimer total;
    total.start();
    QApplication::exec();
    heartbeat.stop();
    app->recording = false;
    std::printf("%d cards imported in %.1f s (import and search index, worker thread); tree refreshed: %s\n", cards,
                importSeconds, treeAfter ? "yes" : "no");
    std::printf("GUI thread heartbeat (5 ms) over %.1f s: %zu ticks, largest gap %.1f ms, p99 %.1f ms, median %.1f ms\n",
                static_cast<double>(total.elapsed()) / 1000, gaps.size(), percentile(gaps, 1.0), percentile(gaps, 0.99),
                percentile(gaps, 0.5));
    std::printf("GUI thread CPU time between ticks: largest %.1f ms, p99 %.1f ms, median %.2f ms\n",
                percentile(cpuGaps, 1.0), percentile(cpuGaps, 0.99), percentile(cpuGaps, 0.5));
    std::sort(app->slow.begin(), app->slow.end(), [](const auto& a, const auto& b) { return a.wallMs > b.wallMs; });
    for (size_t i = 0; i < std::min<size_t>(app->slow.size(), 8); ++i)
        std::printf("  slow event: %.1f ms wall, %.1f ms CPU: %s\n", app->slow[i].wallMs, app->slow[i].cpuMs,
                    app->slow[i].what.c_str());
    return 0;
}

int benchClose(QString deckFile, int runs)
{
    QTemporaryDir dir;
    if (deckFile.isEmpty())
        deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    // Each run on a day of its own, so that the close has a backup to make.
    auto clock = std::make_shared<core::FixedClock>(core::SystemClock().now());
    core::FixedClock* fake = clock.get();
    auto deck = openAppDeck(deckFile.toStdString(), QApplication::applicationFilePath().toStdString(),
                            {clock, nullptr, false});
    if (!deck) {
        std::fprintf(stderr, "%s\n", deck.error().toString().c_str());
        return 1;
    }
    auto context = AppContext::create(std::move(*deck));
    if (!context) {
        std::fprintf(stderr, "%s\n", context.error().toString().c_str());
        return 1;
    }
    const auto waitIdle = [&] {
        while ((*context)->worker().pending() > 0)
            QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    };
    std::vector<double> closing, written;
    for (int run = 0; run <= runs; ++run) {   // run 0 warms the page cache
        fake->advance(86400);
        MainWindow window(**context, QString());
        window.show();
        waitIdle();   // the tree, and the day's backup made on open
        fake->advance(86400);
        QElapsedTimer clockClose;
        clockClose.start();
        window.close();
        const double closeMs = static_cast<double>(clockClose.nsecsElapsed()) / 1e6;
        waitIdle();
        const double writtenMs = static_cast<double>(clockClose.nsecsElapsed()) / 1e6;
        const auto backups = storage::listBackupFiles(deckFile.toStdString());
        const bool made = !backups.empty() && backups.front().madeAt == fake->now();
        std::printf("run %d: close() %.1f ms, backup written after %.1f ms%s\n", run, closeMs, writtenMs,
                    made ? "" : " (no backup made!)");
        if (run > 0) {
            closing.push_back(closeMs);
            written.push_back(writtenMs);
        }
        for (const auto& backup : backups)
            std::filesystem::remove(backup.file);
    }
    std::printf("close(): median %.1f ms (%.1f-%.1f); backup written: median %.1f ms (%.1f-%.1f), %d runs\n",
                percentile(closing, 0.5), percentile(closing, 0), percentile(closing, 1), percentile(written, 0.5),
                percentile(written, 0), percentile(written, 1), runs);
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    TimedApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("NoteDeck bench"));
    rememberSystemPalette();
    const QStringList args = QApplication::arguments();
    if (args.size() >= 3 && args[1] == QLatin1String("--child"))
        return runChild(args[2]);
    if (args.size() >= 2 && args[1] == QLatin1String("start"))
        return benchStart(args.size() >= 3 ? args[2].toInt() : 5);
    if (args.size() >= 2 && args[1] == QLatin1String("import"))
        return benchImport(args.size() >= 3 ? args[2].toInt() : 100000);
    if (args.size() >= 2 && args[1] == QLatin1String("close"))
        return benchClose(args.size() >= 3 ? args[2] : QString(), args.size() >= 4 ? args[3].toInt() : 5);
    std::fprintf(stderr, "usage: bench_app start [RUNS] | import [CARDS] | close [DECK] [RUNS]\n");
    return 2;
}
