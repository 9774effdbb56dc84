// The counts on every screen follow one definition (service/deck/card_counts.h): on a deck with buried
// and suspended new, learning and review cards, the chapter tree, the overview, Statistics and
// `notedeck-cli stats` say the same numbers, and "Due tomorrow" reads the same on the screen that
// says nothing is due and in Statistics.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/app_context.h"
#include "gui/browse/overview_view.h"
#include "gui/review/review_view.h"
#include "gui/review/session_summary_view.h"
#include "gui/stats/stats_view.h"
#include "gui/shared/deck_tree_model.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::ScratchSettings;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

const core::DeckPath kFirst = core::DeckPath::parse("计数::甲章");
const core::DeckPath kSecond = core::DeckPath::parse("计数::乙章");

const char* kNotes = "# 计数\n\n## 甲章\n\n"
                     "- batch ::: a group of samples processed together\n"
                     "- 问题 A？\n  - 答案 A\n- 问题 B？\n  - 答案 B\n- 问题 C？\n  - 答案 C\n\n"
                     "## 乙章\n\n"
                     "- 问题 D？\n  - 答案 D\n- 问题 E？\n  - 答案 E\n";

core::CardId idOf(storage::DeckStore& store, const std::string& question)
{
    auto rows = store.cards().list({}, false);
    REQUIRE(rows);
    for (const auto& row : *rows)
        if (row.card.question == question && row.card.kind.isBasic())
            return row.card.id;
    FAIL("no card " << question);
    return 0;
}

// The number the overview's counts line gives before `word` ("<b>3</b> new"), or -1.
int overviewNumber(OverviewView& overview, const QString& pattern)
{
    const QRegularExpression re(pattern);
    for (const QLabel* label : overview.findChildren<QLabel*>()) {
        if (!label->text().contains(QStringLiteral("due today")))
            continue;
        const auto match = re.match(label->text());
        return match.hasMatch() ? match.captured(1).toInt() : 0;
    }
    return -1;
}

QJsonObject cliStats(const QString& deckFile)
{
    QProcess cli;
    cli.start(QStringLiteral(NOTEDECK_CLI_EXE),
              {QStringLiteral("stats"), QStringLiteral("--json"), QStringLiteral("--db"), deckFile});
    REQUIRE(cli.waitForFinished(30000));
    INFO(cli.readAllStandardError().toStdString());
    REQUIRE(cli.exitCode() == 0);
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

bool drawn(StatsView& view, const core::DeckPath& scope)
{
    return view.statistics().has_value() && !view.isComputing() && view.statistics()->scope == scope;
}

} // namespace

TEST_CASE("the tree, the overview, Statistics and notedeck-cli stats count alike, and due tomorrow reads the same",
          "[app][counts]")
{
    ScratchSettings settings;
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("cards.md")), QString::fromUtf8(kNotes));
    AppWindowFixture f(notes.path());
    f.window().reimport();
    REQUIRE(nextImport(f.window()).report);
    service::Deck& deck = f.context().deck();
    storage::DeckStore& store = service::storeOf(deck);
    const core::Timestamp now = f.context().now();

    // The forward card answered (its reverse, a new card, buried), a new card suspended, a
    // learning card buried; the second chapter has nothing due today: a review due in a day and a
    // buried learning card.
    REQUIRE(service::answerCard(deck, idOf(store, "batch"), core::Rating::Good, now, 3000));
    REQUIRE(service::changeCard(deck, idOf(store, "问题 A？"), service::CardAction::Suspend, now));
    core::ScheduleState learning;
    learning.state = core::CardState::Learning;
    learning.due = now + 600;
    learning.stability = 2.3;
    learning.difficulty = 5;
    learning.step = 1;
    learning.reps = 1;
    learning.last_review = now - 60;
    REQUIRE(store.cards().setSchedule(idOf(store, "问题 B？"), learning));
    REQUIRE(service::changeCard(deck, idOf(store, "问题 B？"), service::CardAction::Bury, now));
    REQUIRE(store.cards().setSchedule(idOf(store, "问题 E？"), learning));
    REQUIRE(service::changeCard(deck, idOf(store, "问题 E？"), service::CardAction::Bury, now));
    core::ScheduleState review = learning;
    review.state = core::CardState::Review;
    review.due = now + 86400;
    review.stability = 10;
    review.scheduled_days = 1;
    REQUIRE(store.cards().setSchedule(idOf(store, "问题 D？"), review));

    MainWindow& window = f.window();
    window.refreshTree();
    window.selectDeck(core::DeckPath());
    REQUIRE(waitUntil([&] {
        const auto* all = window.treeModel().node(QString());
        return all && all->buried == 3 && window.overview()->isLoaded();
    }, 20000));
    const service::DeckOverviewNode tree = *window.treeModel().node(QString());
    // By the definitions: C is new (the reverse is buried, A suspended), the forward card
    // learning, D a review not due today, and the reverse, B and E buried.
    CHECK(tree.total == 7);
    CHECK(tree.fresh == 1);
    CHECK(tree.learning == 1);
    CHECK(tree.due == 0);
    CHECK(tree.suspended == 1);

    // The overview says the tree's numbers.
    OverviewView& overview = *window.overview();
    CHECK(overviewNumber(overview, QStringLiteral("<b>(\\d+)</b> new")) == tree.fresh);
    CHECK(overviewNumber(overview, QStringLiteral("<b>(\\d+)</b> learning")) == tree.learning);
    CHECK(overviewNumber(overview, QStringLiteral("<b>(\\d+)</b> due today")) == tree.due);
    CHECK(overviewNumber(overview, QStringLiteral(" · (\\d+) buried")) == tree.buried);
    CHECK(overviewNumber(overview, QStringLiteral(" · (\\d+) suspended")) == tree.suspended);

    // Statistics, for the whole deck.
    StatsView stats(f.context());
    stats.resize(1000, 700);
    stats.show();
    REQUIRE(waitUntil([&] { return drawn(stats, core::DeckPath()); }, 20000));
    const service::CardStateCounts& states = stats.statistics()->states;
    CHECK(states.fresh == tree.fresh);
    CHECK(states.learning + states.relearning == tree.learning);
    CHECK(states.buried == tree.buried);
    CHECK(states.suspended == tree.suspended);
    CHECK(stats.statistics()->totals.dueToday == tree.due);

    // The command line, a process of its own.
    const QJsonObject all = cliStats(f.deckFile()).value(QStringLiteral("decks")).toArray().at(0).toObject();
    CHECK(all.value(QStringLiteral("new")).toInt() == tree.fresh);
    CHECK(all.value(QStringLiteral("learning")).toInt() == tree.learning);
    CHECK(all.value(QStringLiteral("due_today")).toInt() == tree.due);
    CHECK(all.value(QStringLiteral("buried")).toInt() == tree.buried);
    CHECK(all.value(QStringLiteral("suspended")).toInt() == tree.suspended);

    // Nothing is due in the second chapter: studying it shows the end-of-session screen at once,
    // whose "Due tomorrow" Statistics of the chapter repeats.
    window.selectDeck(kSecond);
    REQUIRE(waitUntil([&] { return window.overview()->isLoaded() && window.overview()->scope() == kSecond; }));
    window.study(kSecond);
    auto* reviewView = qobject_cast<ReviewView*>(window.reviewView());
    REQUIRE(reviewView);
    REQUIRE(waitUntil([&] { return reviewView->isSummaryShown(); }, 30000));
    CHECK(reviewView->summaryView()->summary().stats.answered == 0);
    const QString tomorrow = reviewView->summaryView()->valueText(QStringLiteral("tomorrow"));
    CHECK(tomorrow == QStringLiteral("2 reviews, 0 new"));   // D comes due, E's bury ends

    stats.setSelectedDeck(kSecond);
    stats.setChapterScope(true);
    REQUIRE(waitUntil([&] { return drawn(stats, kSecond); }, 20000));
    auto* summary = stats.findChild<QLabel*>(QStringLiteral("statsSummary"));
    REQUIRE(summary);
    INFO(summary->text().toStdString());
    CHECK(summary->text().contains(QStringLiteral("Due tomorrow: ") + tomorrow));
}
