// The drill from the keyboard, on the bundled deck: the grade keys run the way of the review
// screen's (1 Missed, 2 Partly, 3 Knew, each button saying its key, worst on the left), Esc on the
// card asks and Esc again ends the drill with the summary of what was answered; and the setup
// dialog shows a chapter with only some of its sections ticked as partly ticked.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/browse/overview_view.h"
#include "gui/drill/drill_setup_dialog.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/drill/drill_view.h"
#include "service/drill/drill_session.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include <algorithm>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

// A drill of `count` questions over the whole deck, its first question on screen and the window
// taking the keys.
DrillView* startDrill(test::AppWindowFixture& app, int count)
{
    MainWindow& window = app.window();
    REQUIRE(app.waitForTree());
    service::DrillOptions options;
    options.count = count;
    REQUIRE(window.startDrill(options));
    DrillView* view = window.drillView();
    REQUIRE(waitUntil([&] { return view->session() && view->session()->current(); }, 20000));
    window.activateWindow();
    REQUIRE(waitUntil([&] { return QApplication::activeWindow() == &window; }, 5000));
    view->setFocus();
    return view;
}

void press(QWidget& view, Qt::Key key)
{
    test::pressKey(view, key);
}

// Shows the answer of the question on screen and grades it with `key`.
void gradeWith(DrillView& view, Qt::Key key)
{
    press(view, Qt::Key_Space);
    REQUIRE(view.isAnswerShown());
    press(view, key);
}

QString messageOf(DrillView& view)
{
    return view.findChild<QLabel*>(QStringLiteral("drillMessage"))->text();
}

std::optional<service::DrillGrade> gradeOf(const DrillView& view, std::size_t question)
{
    auto summary = view.session()->summary();
    REQUIRE(summary);
    REQUIRE(summary->items.size() > question);
    return summary->items[question].grade;
}

} // namespace

TEST_CASE("the drill's grade keys run like the review's: 1 Missed, 2 Partly, 3 Knew, each on its button", "[app][drill]")
{
    test::AppWindowFixture app;
    DrillView* view = startDrill(app, 3);

    // The grade buttons, left to right, each starting with its key.
    press(*view, Qt::Key_Space);
    static const QRegularExpression keyFirst(QStringLiteral("^[1-3] "));
    std::vector<QPushButton*> buttons;
    for (QPushButton* button : view->findChildren<QPushButton*>())
        if (button->isVisible() && keyFirst.match(button->text()).hasMatch())
            buttons.push_back(button);
    std::sort(buttons.begin(), buttons.end(), [view](QPushButton* a, QPushButton* b) {
        return a->mapTo(view, QPoint()).x() < b->mapTo(view, QPoint()).x();
    });
    QStringList texts;
    for (QPushButton* button : buttons)
        texts << button->text().simplified();
    CHECK(texts == QStringList{QStringLiteral("1 Missed"), QStringLiteral("2 Partly"), QStringLiteral("3 Knew")});

    // The keys do what the buttons say.
    press(*view, Qt::Key_1);
    CHECK(gradeOf(*view, 0) == service::DrillGrade::Missed);
    gradeWith(*view, Qt::Key_3);
    CHECK(gradeOf(*view, 1) == service::DrillGrade::Knew);
    gradeWith(*view, Qt::Key_2);
    REQUIRE(view->isSummaryShown());
    const service::DrillSummary& summary = view->summaryView()->summary();
    REQUIRE(summary.items.size() == 3);
    CHECK(summary.items[2].grade == service::DrillGrade::Partly);
    CHECK(summary.missed == 1);
    CHECK(summary.knew == 1);
}

TEST_CASE("Esc on the card asks, Esc again ends the drill and shows the summary of what was answered", "[app][drill]")
{
    test::AppWindowFixture app;
    DrillView* view = startDrill(app, 4);
    gradeWith(*view, Qt::Key_3);
    gradeWith(*view, Qt::Key_1);

    // The first Esc asks, and the drill goes on.
    press(*view, Qt::Key_Escape);
    CHECK(messageOf(*view).contains(QStringLiteral("Esc again")));
    CHECK(messageOf(*view).contains(QStringLiteral("2 questions answered")));
    CHECK_FALSE(view->isSummaryShown());
    CHECK_FALSE(view->session()->finished());
    // Going on with the drill takes the question back.
    press(*view, Qt::Key_Space);
    CHECK(view->isAnswerShown());
    CHECK_FALSE(messageOf(*view).contains(QStringLiteral("Esc again")));
    press(*view, Qt::Key_Escape);
    CHECK(messageOf(*view).contains(QStringLiteral("Esc again")));
    CHECK_FALSE(view->isSummaryShown());

    // Esc again: the summary of the two questions answered, the others not counted.
    press(*view, Qt::Key_Escape);
    REQUIRE(view->isSummaryShown());
    CHECK(view->session()->finished());
    const service::DrillSummary& summary = view->summaryView()->summary();
    CHECK(summary.questions == 4);
    CHECK(summary.answered == 2);
    CHECK(summary.knew == 1);
    CHECK(summary.missed == 1);
    // On the summary Esc goes back to the deck, as before.
    press(*view, Qt::Key_Escape);
    CHECK(app.window().currentView() == static_cast<QWidget*>(app.window().overview()));
}

TEST_CASE("in the drill setup a chapter with some of its sections ticked shows partly ticked", "[drill]")
{
    auto node = [](const char* deck, int depth, int total) {
        service::DeckOverviewNode n;
        n.deck = core::DeckPath::parse(deck);
        n.depth = depth;
        n.total = total;
        return n;
    };
    // A part with two chapters, the first with three sections.
    const std::vector<service::DeckOverviewNode> nodes = {
        node("", -1, 9),
        node("面试", 0, 9),
        node("面试::Alpha", 1, 6),
        node("面试::Alpha::One", 2, 2),
        node("面试::Alpha::Two", 2, 3),
        node("面试::Alpha::Three", 2, 1),
        node("面试::Beta", 1, 3),
        node("面试::Beta::Four", 2, 3),
    };
    const auto path = [](const char* deck) { return core::DeckPath::parse(deck); };
    DrillSetupDialog dialog(nodes, {path("面试::Alpha::Two")});
    auto* tree = dialog.findChild<QTreeWidget*>(QStringLiteral("drillScope"));
    REQUIRE(tree);
    auto state = [&](const char* deck) {
        const QString name = QString::fromStdString(path(deck).components().back());
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            if ((*it)->text(0) == name)
                return (*it)->checkState(0);
        FAIL("no row " << deck);
        return Qt::Unchecked;
    };

    // A section chosen: its chapter and part are partly ticked, and only the section is drawn from.
    CHECK(state("面试::Alpha::Two") == Qt::Checked);
    CHECK(state("面试::Alpha") == Qt::PartiallyChecked);
    CHECK(state("面试") == Qt::PartiallyChecked);
    CHECK(state("面试::Beta") == Qt::Unchecked);
    CHECK(dialog.scope() == std::vector{path("面试::Alpha::Two")});

    // The chapter ticked: all its sections are, and it is drawn from as a whole.
    dialog.setTicked(path("面试::Alpha"), true);
    CHECK(state("面试::Alpha") == Qt::Checked);
    CHECK(state("面试::Alpha::One") == Qt::Checked);
    CHECK(state("面试::Alpha::Three") == Qt::Checked);
    CHECK(dialog.scope() == std::vector{path("面试::Alpha")});

    // One section unticked again: the chapter is partly ticked, the other two sections are drawn from.
    dialog.setTicked(path("面试::Alpha::One"), false);
    CHECK(state("面试::Alpha") == Qt::PartiallyChecked);
    CHECK(dialog.scope() == std::vector{path("面试::Alpha::Two"), path("面试::Alpha::Three")});

    // The last section unticked too: nothing is ticked, the whole deck is drawn from.
    dialog.setTicked(path("面试::Alpha::Two"), false);
    dialog.setTicked(path("面试::Alpha::Three"), false);
    CHECK(state("面试::Alpha") == Qt::Unchecked);
    CHECK(state("面试") == Qt::Unchecked);
    CHECK(dialog.scope().empty());
}
