// The interview drill in the main window, offscreen on a deck of its own with a fake clock: the
// setup dialog's defaults and scope, a whole drill from the keyboard (notes typed, reveal with
// Space, Enter and Ctrl+Enter, grades 1 Missed … 3 Knew, a question whose time runs out on the
// fake clock), the summary's contents, "review the missed cards today", opening a missed card,
// the Markdown export, and the drill history. Also `notedeck --screenshot --view drill`.
#include "card_view_harness.h"
#include "deck_files.h"

#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/browse/overview_view.h"
#include "gui/card/card_view.h"
#include "gui/drill/drill_history_chart.h"
#include "gui/drill/drill_history_view.h"
#include "gui/drill/drill_setup_dialog.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/drill/drill_view.h"
#include "gui/review/review_view.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/main_window.h"
#include "service/deck/detail/deck_internals.h"
#include "service/drill/drill_history.h"
#include "service/drill/drill_session.h"
#include "service/drill/drill_summary.h"
#include "service/import/import_notes.h"
#include "service/study/study.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QStatusBar>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QImage>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

constexpr core::Timestamp kNoon = 1'764'417'600;   // 2025-11-29T12:00:00Z

// Cards 1–3 in 面试 › Alpha › One, 4–5 in 面试 › Beta › Two; all reviewed two days ago (Easy), so
// they are review cards due in a few days. `before` runs on the deck before the app opens it; with
// `heldByAnother`, another NoteDeck holds the deck, so the app opens it read-only.
class DrillApp {
public:
    using Preparation = std::function<void(service::Deck&, core::FixedClock&)>;

    explicit DrillApp(const Preparation& before = {}, bool heldByAnother = false)
    {
        REQUIRE(m_dir.isValid());
        const std::filesystem::path notes = m_dir.filePath(QStringLiteral("notes")).toStdString();
        std::filesystem::create_directories(notes);
        std::ofstream(notes / "drill.md", std::ios::binary) << "# 面试\n\n## Alpha\n\n### One\n\n"
                                                                "- Alpha first?\n  - answer 1\n"
                                                                "- Alpha second?\n  - answer 2\n"
                                                                "- Alpha third?\n  - answer 3\n\n"
                                                                "## Beta\n\n### Two\n\n"
                                                                "- Beta first?\n  - answer 4\n"
                                                                "- Beta second?\n  - answer 5\n";
        auto clock = std::make_shared<core::FixedClock>(kNoon - 2 * 86'400);
        auto deck = service::Deck::open(m_dir.filePath(QStringLiteral("deck.sqlite")).toStdString(), {clock, nullptr, false});
        REQUIRE(deck);
        REQUIRE(service::importNotes(**deck, notes, *clock));
        for (core::CardId id = 1; id <= 5; ++id)
            REQUIRE(service::answerCard(**deck, id, core::Rating::Easy, clock->now(), 3000));
        clock->set(kNoon);
        if (before)
            before(**deck, *clock);
        if (heldByAnother) {
            const QString file = m_dir.filePath(QStringLiteral("deck.sqlite"));
            deck->reset();
            m_holder = std::make_unique<test::DeckHolder>(file);
            deck = service::Deck::open(file.toStdString(), {clock, nullptr, false});
            REQUIRE(deck);
            REQUIRE_FALSE((*deck)->readOnlyReason().empty());
        }
        m_clock = clock.get();
        auto context = AppContext::create(std::move(*deck));
        REQUIRE(context);
        m_context = std::move(*context);
        m_context->setTheme(CardTheme::Light);
        m_window = std::make_unique<MainWindow>(*m_context, QString());
        m_window->resize(1100, 760);
        m_window->show();
        m_window->activateWindow();
    }
    ~DrillApp()
    {
        m_window.reset();
        m_context.reset();
    }

    MainWindow& window() { return *m_window; }
    AppContext& context() { return *m_context; }
    service::Deck& deck() { return m_context->deck(); }
    storage::DeckStore& store() { return service::storeOf(m_context->deck()); }
    core::FixedClock& clock() { return *m_clock; }
    QString path(const QString& name) const { return m_dir.filePath(name); }

    std::map<core::CardId, core::ScheduleState> schedules()
    {
        std::map<core::CardId, core::ScheduleState> all;
        for (core::CardId id = 1; id <= 5; ++id)
            all[id] = (*store().cards().find(id))->schedule;
        return all;
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<test::DeckHolder> m_holder;   // another NoteDeck on the deck, when asked for
    core::FixedClock* m_clock = nullptr;   // the deck's
    std::unique_ptr<AppContext> m_context;
    std::unique_ptr<MainWindow> m_window;
};

// What part of an image shows: the share of its pixels that stand out from the part's most common
// colour (its background), and how many colours it has (text is antialiased: many).
struct Ink {
    double share = 0;
    int colours = 0;
};

Ink inkIn(const QImage& image, const QRectF& part)
{
    const QRect area(static_cast<int>(part.x() * image.width()), static_cast<int>(part.y() * image.height()),
                     static_cast<int>(part.width() * image.width()), static_cast<int>(part.height() * image.height()));
    std::map<QRgb, int> counts;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            ++counts[image.pixel(x, y) & 0xffffff];
    const QRgb background =
        std::max_element(counts.begin(), counts.end(), [](const auto& a, const auto& b) { return a.second < b.second; })->first;
    int standingOut = 0;
    for (const auto& [colour, count] : counts) {
        const int distance = std::abs(qRed(colour) - qRed(background)) + std::abs(qGreen(colour) - qGreen(background)) +
                             std::abs(qBlue(colour) - qBlue(background));
        if (distance > 96)
            standingOut += count;
    }
    return {static_cast<double>(standingOut) / (area.width() * area.height()), static_cast<int>(counts.size())};
}

void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* target = QApplication::focusWidget();
    REQUIRE(target);
    QTest::keyClick(target, static_cast<Qt::Key>(key), modifiers);
}

core::DeckPath path(const char* display)
{
    return core::DeckPath::parse(display);
}

// The countdown is shown, above the card and apart from it: it never covers the question.
void countdownBesideTheCard(DrillView& view)
{
    auto* countdown = view.findChild<QLabel*>(QStringLiteral("drillCountdown"));
    REQUIRE(countdown);
    CHECK(countdown->isVisible());
    CHECK_FALSE(countdown->text().isEmpty());
    const QRect clock(countdown->mapTo(&view, QPoint(0, 0)), countdown->size());
    const QRect card(view.cardView()->mapTo(&view, QPoint(0, 0)), view.cardView()->size());
    CHECK(view.cardView()->isVisible());
    CHECK_FALSE(clock.intersects(card));
    CHECK(clock.bottom() < card.top());
}

// The setup dialog the main window has open, once it shows.
DrillSetupDialog* openSetupDialog(MainWindow& window)
{
    DrillSetupDialog* dialog = nullptr;
    waitUntil(
        [&] {
            dialog = window.findChild<DrillSetupDialog*>();
            return dialog && dialog->isVisible();
        },
        5000);
    return dialog;
}

// The defaults: 10 questions, random order (weakest first and unseen first on offer), no
// time limit (90 s when switched on), the grades leave the schedule alone.
void checkSetupDefaults(const DrillSetupDialog& dialog)
{
    CHECK(dialog.countBox()->value() == 10);
    CHECK(dialog.orderBox()->currentText() == QStringLiteral("Random"));
    CHECK(dialog.orderBox()->count() == 3);
    CHECK(dialog.orderBox()->findText(QStringLiteral("Weakest first")) >= 0);
    CHECK(dialog.orderBox()->findText(QStringLiteral("Unseen first")) >= 0);
    CHECK_FALSE(dialog.timeLimitBox()->isChecked());
    CHECK(dialog.secondsBox()->value() == 90);
    CHECK_FALSE(dialog.updatesScheduleBox()->isChecked());
    const service::DrillOptions options = dialog.options();
    CHECK(options.count == 10);
    CHECK(options.order == core::DrillOrder::Random);
    CHECK(options.secondsPerQuestion == 0);
    CHECK_FALSE(options.updatesSchedule);
}

QAction* actionNamed(QWidget& window, const QString& text)
{
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text() == text)
            return action;
    return nullptr;
}

} // namespace

TEST_CASE("a whole interview drill from the keyboard, with the timer on a fake clock", "[app][drill]")
{
    DrillApp f;
    REQUIRE(waitUntil([&] { return !f.window().treeModel().isEmpty(); }, 20000));
    const auto before = f.schedules();
    const auto logBefore = f.store().reviewLog().all()->size();

    // The setup dialog opens on the chapter selected in the tree, with the defaults.
    f.window().selectDeck(path("面试::Alpha"));
    DrillSetupDialog* dialog = f.window().openDrillSetup();
    REQUIRE(dialog);
    CHECK(dialog->countBox()->value() == 10);
    CHECK(dialog->orderBox()->currentText() == QStringLiteral("Random"));
    CHECK_FALSE(dialog->timeLimitBox()->isChecked());
    CHECK(dialog->secondsBox()->value() == 90);
    CHECK_FALSE(dialog->updatesScheduleBox()->isChecked());
    CHECK(dialog->scope() == std::vector{path("面试::Alpha")});
    CHECK(dialog->options().secondsPerQuestion == 0);
    // A second chapter ticked; a section under a ticked chapter adds nothing.
    dialog->setTicked(path("面试::Beta"), true);
    dialog->setTicked(path("面试::Alpha::One"), true);
    CHECK(dialog->scope() == std::vector{path("面试::Alpha"), path("面试::Beta")});
    dialog->countBox()->setValue(4);
    dialog->timeLimitBox()->setChecked(true);
    const service::DrillOptions chosen = dialog->options();
    CHECK(chosen.count == 4);
    CHECK(chosen.secondsPerQuestion == 90);
    CHECK_FALSE(chosen.updatesSchedule);

    std::vector<RenderReport> reports;
    DrillView* view = f.window().drillView();
    QObject::connect(view->cardView(), &CardView::rendered, [&](const RenderReport& r) { reports.push_back(r); });
    auto rendered = [&](core::CardId card, CardPart part) {
        return waitUntil(
            [&] {
                return std::any_of(reports.begin(), reports.end(),
                                   [&](const RenderReport& r) { return r.cardId == card && r.part == part; });
            },
            30000);
    };
    dialog->accept();   // "Start the drill"
    // The worker draws the questions: meanwhile the screen says so, no drill is running, and the
    // drill's keys do nothing.
    CHECK(f.window().currentView() == view);
    CHECK(view->isLoading());
    CHECK(view->session() == nullptr);
    REQUIRE(waitUntil([&] { return view->session() != nullptr; }, 20000));
    CHECK_FALSE(view->isLoading());
    f.window().activateWindow();
    REQUIRE(waitUntil([&] { return QApplication::activeWindow() == &f.window(); }, 5000));
    view->setFocus();
    CHECK(f.window().currentView() == view);
    const auto questions = view->session()->questions();
    REQUIRE(questions.size() == 4);
    auto card = [&](int i) { return questions[static_cast<size_t>(i)].card; };

    // 1: 20 s, key points typed (digits and spaces go into the box), Ctrl+Enter reveals, 3 = Knew.
    REQUIRE(rendered(card(0), CardPart::Question));
    CHECK(view->progressText() == QStringLiteral("1 / 4"));
    CHECK(view->countdownText() == QStringLiteral("1:30"));
    f.clock().advance(20);
    REQUIRE(waitUntil([&] { return view->countdownText() == QStringLiteral("1:10"); }, 2000));
    countdownBesideTheCard(*view);
    view->notesBox()->setFocus();
    QTest::keyClicks(view->notesBox(), QStringLiteral("point 1 2"));
    CHECK(view->notesBox()->toPlainText() == QStringLiteral("point 1 2"));
    CHECK(view->session()->position() == 0);
    CHECK_FALSE(view->isAnswerShown());
    press(Qt::Key_Return, Qt::ControlModifier);
    CHECK(view->isAnswerShown());
    REQUIRE(rendered(card(0), CardPart::Answer));
    f.clock().advance(40);   // reading the answer does not count
    press(Qt::Key_3);

    // 2: 30 s, Space reveals, 1 = Missed.
    REQUIRE(rendered(card(1), CardPart::Question));
    CHECK(view->progressText() == QStringLiteral("2 / 4"));
    CHECK(view->notesBox()->toPlainText().isEmpty());
    press(Qt::Key_3);   // before the reveal: no grade
    CHECK(view->session()->position() == 1);
    f.clock().advance(30);
    press(Qt::Key_Space);
    REQUIRE(rendered(card(1), CardPart::Answer));
    press(Qt::Key_1);

    // 3: the time runs out; the answer shows by itself below the question, which stays; 2 = Partly.
    REQUIRE(rendered(card(2), CardPart::Question));
    f.clock().advance(95);
    REQUIRE(waitUntil([&] { return view->isAnswerShown(); }, 2000));
    CHECK(view->countdownText() == QStringLiteral("Time is up"));
    CHECK(view->message().contains(QStringLiteral("Time is up")));
    CHECK(view->cardView()->currentCard() == card(2));
    countdownBesideTheCard(*view);
    REQUIRE(rendered(card(2), CardPart::Answer));
    press(Qt::Key_2);

    // 4: 10 s, Enter reveals, 1 = Missed: the summary follows.
    REQUIRE(rendered(card(3), CardPart::Question));
    CHECK(view->progressText() == QStringLiteral("4 / 4"));
    f.clock().advance(10);
    press(Qt::Key_Enter);
    REQUIRE(rendered(card(3), CardPart::Answer));
    press(Qt::Key_1);
    REQUIRE(view->isSummaryShown());

    DrillSummaryView* summary = view->summaryView();
    const std::int64_t drillId = summary->summary().drill.id;
    CHECK(summary->scoreText() == QLocale().toString(37.5, 'f', 1) + QStringLiteral("%"));
    CHECK(summary->timeText() == QStringLiteral("2 min 30 s in all, 38 s per question"));
    CHECK(summary->questionTimes() == QStringList{QStringLiteral("20 s"), QStringLiteral("30 s"),
                                                  QStringLiteral("1 min 30 s"), QStringLiteral("10 s")});
    CHECK(summary->missedCards() == std::vector{card(1), card(3)});
    CHECK(summary->partlyCards() == std::vector{card(2)});
    REQUIRE(summary->summary().items.size() == 4);
    CHECK(summary->summary().items[0].notes == "point 1 2");
    QStringList weakest;
    for (const auto& section : summary->summary().weakestSections)   // shown as chapter › section
        weakest << QString::fromStdString(section.deck.display()).section(QStringLiteral(" › "), 1);
    CHECK(weakest.size() == 2);
    CHECK(summary->weakestSections() == weakest);
    CHECK(std::is_permutation(weakest.begin(), weakest.end(),
                              QStringList{QStringLiteral("Alpha › One"), QStringLiteral("Beta › Two")}.begin()));
    // The plot's history comes from the worker: this drill, in each of the two chapters.
    REQUIRE(waitUntil([&] { return summary->chart()->pointCount() == 2; }, 10000));
    CHECK(summary->chart()->lineNames().size() == 2);

    // The drill left the schedule and the review log alone.
    CHECK(f.schedules() == before);
    CHECK(f.store().reviewLog().all()->size() == logBefore);

    // Review the missed cards today: they (and only they) are due now.
    QTest::mouseClick(summary->reviewMissedButton(), Qt::LeftButton);
    CHECK(summary->message().contains(QStringLiteral("2")));
    for (core::CardId id = 1; id <= 5; ++id) {
        const bool missed = id == card(1) || id == card(3);
        CHECK(((*f.store().cards().find(id))->schedule.due == kNoon + 195) == missed);
        if (!missed)
            CHECK((*f.store().cards().find(id))->schedule == before.at(id));
    }

    // Export as Markdown: the button opens the save dialog without blocking (the click returns with
    // the dialog open), the file chosen there gets the service's document, byte for byte.
    auto* exportButton = summary->findChild<QPushButton*>(QStringLiteral("drillExport"));
    REQUIRE(exportButton);
    QTest::mouseClick(exportButton, Qt::LeftButton);
    QFileDialog* saveDialog = view->exportDialog();
    REQUIRE(saveDialog);
    CHECK(saveDialog->isVisible());
    CHECK(saveDialog->acceptMode() == QFileDialog::AcceptSave);
    CHECK(saveDialog->selectedFiles().value(0).endsWith(QStringLiteral(".md")));
    QTest::mouseClick(exportButton, Qt::LeftButton);   // asked again: the same dialog, not a second one
    CHECK(view->exportDialog() == saveDialog);
    const QString file = f.path(QStringLiteral("drill.md"));
    saveDialog->selectFile(file);
    static_cast<QDialog*>(saveDialog)->accept();   // QFileDialog::accept, as its Save button does
    REQUIRE(waitUntil([&] { return view->exportDialog() == nullptr; }, 5000));
    CHECK(summary->message().contains(file));
    QFile written(file);
    REQUIRE(written.open(QIODevice::ReadOnly));
    const QByteArray markdown = written.readAll();
    auto stored = service::loadDrillSummary(f.deck(), drillId);
    REQUIRE(stored);
    CHECK(markdown.toStdString() == service::drillSummaryMarkdown(*stored));
    CHECK(markdown.contains("Missed"));

    // A missed question opens its card on the review screen.
    QListWidget* missed = summary->missedList();
    missed->setFocus();
    missed->setCurrentRow(0);
    QTest::keyClick(missed, Qt::Key_Return);
    auto* review = qobject_cast<ReviewView*>(f.window().reviewView());
    REQUIRE(review);
    CHECK(f.window().currentView() == review);
    CHECK(review->currentCard() == card(1));

    // The history lists the drill and opens its summary again.
    f.window().showDrillHistory();
    DrillHistoryView* history = f.window().drillHistoryView();
    CHECK(f.window().currentView() == history);
    REQUIRE(waitUntil([&] { return history->list()->topLevelItemCount() == 1; }, 10000));
    CHECK(history->chart()->pointCount() == 2);
    emit history->openRequested(drillId);
    CHECK(f.window().currentView() == view);
    CHECK(view->isSummaryShown());
    CHECK(view->summaryView()->missedCards() == std::vector{card(1), card(3)});
}

TEST_CASE("a drill that cannot start says why and leaves the current view", "[app][drill]")
{
    DrillApp f;
    REQUIRE(waitUntil([&] { return !f.window().treeModel().isEmpty(); }, 20000));
    service::DrillOptions options;
    options.scope = {path("面试::Gamma")};
    DrillView* view = f.window().drillView();
    bool failed = false;
    QObject::connect(view, &DrillView::started, [&](bool ok) { failed = !ok; });
    REQUIRE(f.window().startDrill(options));   // the worker finds out
    REQUIRE(waitUntil([&] { return failed; }, 20000));
    CHECK(view->session() == nullptr);
    CHECK(f.window().currentView() == f.window().overview());
    CHECK(view->message().contains(QStringLiteral("面试 › Gamma")));
}

TEST_CASE("screenshot mode shows a drill in progress, a drill's summary and the drill history", "[app][drill][screenshot]")
{
    QTemporaryDir dir;
    const QString deck = dir.filePath(QStringLiteral("deck.sqlite"));
    for (const QString& view : {QStringLiteral("drill"), QStringLiteral("drill-summary"), QStringLiteral("drill-history")}) {
        const QString png = dir.filePath(view + QStringLiteral(".png"));
        QProcess process;
        process.start(QStringLiteral(NOTEDECK_GUI_EXE), {QStringLiteral("--db"), deck, QStringLiteral("--screenshot"), png,
                                                         QStringLiteral("--view"), view, QStringLiteral("--size"),
                                                         QStringLiteral("1000x700")});
        REQUIRE(process.waitForFinished(90000));
        INFO(QString::fromUtf8(process.readAllStandardError()).toStdString());
        REQUIRE(process.exitCode() == 0);
        const QImage image(png);
        REQUIRE_FALSE(image.isNull());
        CHECK(image.size() == QSize(1000, 700));
        // The right two thirds are the drill screen. In progress, its card shows the breadcrumb
        // and the question near the top; the summary and the history have text, tables and a
        // coloured plot.
        const Ink ink = view == QStringLiteral("drill") ? inkIn(image, QRectF(0.40, 0.08, 0.55, 0.16))
                                                        : inkIn(image, QRectF(0.40, 0.02, 0.58, 0.96));
        INFO(view.toStdString() << ": " << ink.share * 100 << "% ink, " << ink.colours << " colours");
        CHECK(ink.share > 0.01);
        CHECK(ink.colours >= 40);
    }
    // A page that drew nothing would not pass: one colour, no ink.
    QImage blank(1000, 700, QImage::Format_RGB32);
    blank.fill(QColor(0xfa, 0xfa, 0xf7));
    CHECK(inkIn(blank, QRectF(0.40, 0.08, 0.55, 0.16)).share == 0);
    CHECK(inkIn(blank, QRectF(0.40, 0.08, 0.55, 0.16)).colours == 1);
    // The screenshots drilled a copy: the deck's own history is empty.
    auto opened = service::Deck::open(deck.toStdString());
    REQUIRE(opened);
    auto history = service::drillHistory(**opened);
    REQUIRE(history);
    CHECK(history->empty());
}

TEST_CASE("chapters selected together in the tree are ticked in the drill dialog", "[app][drill]")
{
    DrillApp f;
    REQUIRE(waitUntil([&] { return !f.window().treeModel().isEmpty(); }, 20000));
    QTreeView* tree = f.window().tree();
    const QModelIndex alpha = f.window().treeModel().indexOfKey(QString::fromStdString(path("面试::Alpha").key()));
    const QModelIndex beta = f.window().treeModel().indexOfKey(QString::fromStdString(path("面试::Beta::Two").key()));
    REQUIRE(alpha.isValid());
    REQUIRE(beta.isValid());
    // As a Ctrl+click does: the second row joins the selection.
    tree->setCurrentIndex(alpha);
    tree->selectionModel()->select(beta, QItemSelectionModel::Select | QItemSelectionModel::Rows);
    CHECK(f.window().selectedDecks() == std::vector{path("面试::Alpha"), path("面试::Beta::Two")});
    DrillSetupDialog* dialog = f.window().openDrillSetup();
    REQUIRE(dialog);
    CHECK(dialog->scope() == std::vector{path("面试::Alpha"), path("面试::Beta::Two")});
    dialog->reject();
    CHECK(f.window().currentView() == f.window().overview());
}

TEST_CASE("asking for a drill while one is in progress elsewhere goes back to it", "[app][drill]")
{
    DrillApp f;
    REQUIRE(waitUntil([&] { return !f.window().treeModel().isEmpty(); }, 20000));
    service::DrillOptions options;
    options.count = 3;
    REQUIRE(f.window().startDrill(options));
    DrillView* view = f.window().drillView();
    REQUIRE(waitUntil([&] { return view->session() != nullptr; }, 20000));
    const std::int64_t drill = view->session()->id();
    f.window().showOverview();
    CHECK(f.window().openDrillSetup() == nullptr);
    CHECK(f.window().currentView() == view);
    CHECK(view->session()->id() == drill);
    // On screen, it may be replaced by a new one; the old one is ended, not left open.
    DrillSetupDialog* dialog = f.window().openDrillSetup();
    REQUIRE(dialog);
    dialog->countBox()->setValue(2);
    dialog->accept();
    REQUIRE(waitUntil([&] { return view->session() && view->session()->id() != drill; }, 20000));
    auto old = service::loadDrillSummary(f.deck(), drill);
    REQUIRE(old);
    CHECK(old->drill.finishedAt.has_value());
}

TEST_CASE("the drill starts from the Go menu with the chapters selected in the tree", "[app][drill]")
{
    DrillApp f;
    REQUIRE(waitUntil([&] { return !f.window().treeModel().isEmpty(); }, 20000));
    f.window().selectDeck(path("面试::Beta"));
    QAction* menuEntry = actionNamed(f.window(), QStringLiteral("Interview &drill…"));
    REQUIRE(menuEntry);
    CHECK(menuEntry->isEnabled());
    CHECK(menuEntry->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_D));
    menuEntry->trigger();
    DrillSetupDialog* dialog = openSetupDialog(f.window());
    REQUIRE(dialog);
    CHECK(dialog->scope() == std::vector{path("面试::Beta")});
    checkSetupDefaults(*dialog);
    dialog->reject();

    // Nothing chosen in the tree: the whole deck (nothing ticked).
    f.window().tree()->selectionModel()->clearSelection();
    f.window().tree()->setCurrentIndex({});
    menuEntry->trigger();
    dialog = openSetupDialog(f.window());
    REQUIRE(dialog);
    CHECK(dialog->scope().empty());
    checkSetupDefaults(*dialog);
    dialog->reject();
}

TEST_CASE("the drill starts from the chapter tree on several chapters and sections selected by Ctrl+click",
          "[app][drill]")
{
    DrillApp f;
    REQUIRE(waitUntil([&] { return !f.window().treeModel().isEmpty(); }, 20000));
    QTreeView* tree = f.window().tree();
    tree->expandAll();
    const QModelIndex alpha = f.window().treeModel().indexOfKey(QString::fromStdString(path("面试::Alpha").key()));
    const QModelIndex two = f.window().treeModel().indexOfKey(QString::fromStdString(path("面试::Beta::Two").key()));
    REQUIRE(alpha.isValid());
    REQUIRE(two.isValid());
    // A chapter clicked, a section of another chapter Ctrl+clicked.
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier, tree->visualRect(alpha).center());
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::ControlModifier, tree->visualRect(two).center());
    REQUIRE(f.window().selectedDecks() == std::vector{path("面试::Alpha"), path("面试::Beta::Two")});

    // The D key in the tree.
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_D);
    DrillSetupDialog* dialog = openSetupDialog(f.window());
    REQUIRE(dialog);
    CHECK(dialog->scope() == std::vector{path("面试::Alpha"), path("面试::Beta::Two")});
    checkSetupDefaults(*dialog);
    dialog->reject();
    REQUIRE(waitUntil([&] { return f.window().findChild<DrillSetupDialog*>() == nullptr; }, 5000));

    // The tree's right-click menu names the chapters it drills.
    emit tree->customContextMenuRequested(tree->visualRect(two).center());
    QMenu* menu = nullptr;
    REQUIRE(waitUntil(
        [&] {
            for (QMenu* m : f.window().findChildren<QMenu*>())
                if (m->isVisible() && actionNamed(*m, QStringLiteral("Drill these 2 chapters…")))
                    menu = m;
            return menu != nullptr;
        },
        5000));
    QAction* drillThese = actionNamed(*menu, QStringLiteral("Drill these 2 chapters…"));
    CHECK(drillThese->isEnabled());
    drillThese->trigger();
    menu->close();
    dialog = openSetupDialog(f.window());
    REQUIRE(dialog);
    CHECK(dialog->scope() == std::vector{path("面试::Alpha"), path("面试::Beta::Two")});
    checkSetupDefaults(*dialog);

    // Started from there, the drill draws from exactly that scope.
    dialog->countBox()->setValue(3);
    dialog->accept();
    DrillView* view = f.window().drillView();
    REQUIRE(waitUntil([&] { return view->session() != nullptr; }, 20000));
    CHECK(view->session()->options().scope == std::vector{path("面试::Alpha"), path("面试::Beta::Two")});
    CHECK(view->session()->questionCount() == 3);
}

TEST_CASE("on a deck another NoteDeck holds, drills are off and the missed cards cannot be made due", "[app][drill]")
{
    // A drill with two missed cards, stored before the other NoteDeck took the deck.
    std::int64_t drillId = 0;
    DrillApp f(
        [&](service::Deck& deck, core::FixedClock& clock) {
            service::DrillOptions options;
            options.count = 3;
            options.seed = 5;
            auto drill = service::DrillSession::start(deck, clock, options);
            REQUIRE(drill);
            for (service::DrillGrade grade : {service::DrillGrade::Missed, service::DrillGrade::Knew, service::DrillGrade::Missed}) {
                clock.advance(10);
                (*drill)->reveal();
                REQUIRE((*drill)->grade(grade, {}));
            }
            drillId = (*drill)->id();
        },
        true);
    REQUIRE(f.context().isReadOnly());
    const QString reason = f.context().readOnlyReason();
    REQUIRE(waitUntil([&] { return !f.window().treeModel().isEmpty(); }, 20000));
    const auto before = f.schedules();
    const auto drills = [&] {
        auto history = service::drillHistory(f.deck());
        REQUIRE(history);
        return history->size();
    };
    REQUIRE(drills() == 1);

    // The ways to start a drill are off, and asking anyway says why and stores nothing.
    QAction* menuEntry = actionNamed(f.window(), QStringLiteral("Interview &drill…"));
    REQUIRE(menuEntry);
    CHECK_FALSE(menuEntry->isEnabled());
    f.window().selectDeck(path("面试::Alpha"));
    CHECK(f.window().openDrillSetup() == nullptr);
    CHECK(f.window().statusBar()->currentMessage().contains(QStringLiteral("read-only")));
    CHECK(f.window().statusBar()->currentMessage().contains(reason));
    service::DrillOptions options;
    CHECK_FALSE(f.window().startDrill(options));
    CHECK(f.window().statusBar()->currentMessage().contains(reason));
    DrillView* view = f.window().drillView();
    CHECK(view->session() == nullptr);
    CHECK_FALSE(view->isLoading());
    CHECK(drills() == 1);

    // The stored drill's summary opens; "Review the missed cards today" is off and says why.
    f.window().showDrillHistory();
    DrillHistoryView* history = f.window().drillHistoryView();
    REQUIRE(waitUntil([&] { return history->list()->topLevelItemCount() == 1; }, 10000));
    emit history->openRequested(drillId);
    REQUIRE(view->isSummaryShown());
    DrillSummaryView* summary = view->summaryView();
    CHECK(summary->missedCards().size() == 2);
    QPushButton* reviewMissed = summary->reviewMissedButton();
    CHECK_FALSE(reviewMissed->isEnabled());
    CHECK(reviewMissed->toolTip().contains(QStringLiteral("read-only")));
    CHECK(reviewMissed->toolTip().contains(reason));
    view->reviewMissedToday();   // asked anyway: nothing changes
    CHECK(f.schedules() == before);
    CHECK(drills() == 1);
}
