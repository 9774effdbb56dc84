// After a restart the counts the window shows agree with the deck after every change: the chapter
// tree (counted in the worker, on a connection that lives as long as the app), the overview, and
// what notedeck-cli reports from a process of its own. Restarts, answers, suspending and
// unsuspending, with the tree's counts asked for at different moments around each change.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/browse/overview_view.h"
#include "gui/shared/deck_tree_model.h"
#include "service/deck/detail/deck_internals.h"
#include "service/deck/deck_overview.h"
#include "service/study/study.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <iterator>
#include <vector>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::ScratchSettings;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

// Every job of the worker has finished and its result is on screen.
bool settled(MainWindow& window)
{
    return window.context().worker().pending() == 0 && !window.treeRefresh().isRunning() &&
           !window.overview()->queueRefresh().isRunning() && window.overview()->isLoaded() &&
           !window.treeModel().isEmpty();
}

// The overview's label whose text matches `pattern`.
QString overviewLabel(OverviewView& overview, const QString& pattern)
{
    const QRegularExpression re(pattern);
    for (const QLabel* label : overview.findChildren<QLabel*>())
        if (re.match(label->text()).hasMatch())
            return label->text();
    return {};
}

int boldNumberBefore(const QString& text, const QString& word)
{
    const auto match = QRegularExpression(QStringLiteral("<b>(\\d+)</b> %1").arg(word)).match(text);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

// What `notedeck-cli next --json` says of the deck: the queue's remaining counts, or all zero.
QJsonObject cliNext(const QString& deckFile)
{
    QProcess cli;
    cli.start(QStringLiteral(NOTEDECK_CLI_EXE), {QStringLiteral("next"), QStringLiteral("--json"), QStringLiteral("--db"), deckFile});
    REQUIRE(cli.waitForFinished(20000));
    INFO(cli.readAllStandardError().toStdString());
    REQUIRE(cli.exitCode() == 0);
    return QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
}

// The tree's and the overview's counts for the whole deck against the deck itself, read through a
// connection of its own, and against the command line.
void checkCountsAgree(AppWindowFixture& f, const std::string& when)
{
    INFO(when);
    MainWindow& window = f.window();
    REQUIRE(waitUntil([&] { return settled(window); }, 20000));
    auto deck = service::Deck::open(f.deckFile().toStdString(), {nullptr, nullptr, true});
    REQUIRE(deck);
    const core::Timestamp now = f.context().now();
    auto nodes = service::deckOverview(**deck, now);
    REQUIRE(nodes);
    const service::DeckOverviewNode& truth = nodes->front();
    const service::DeckOverviewNode* shown = window.treeModel().node(QString());
    REQUIRE(shown);
    CHECK(shown->fresh == truth.fresh);
    CHECK(shown->learning == truth.learning);
    CHECK(shown->due == truth.due);
    CHECK(shown->suspended == truth.suspended);

    OverviewView& overview = *window.overview();
    REQUIRE(overview.scope().empty());
    const QString counts = overviewLabel(overview, QStringLiteral("due today"));
    CHECK(boldNumberBefore(counts, QStringLiteral("new")) == truth.fresh);
    CHECK(boldNumberBefore(counts, QStringLiteral("due today")) == truth.due);
    auto queue = service::todaysQueue(**deck, {}, now);
    REQUIRE(queue);
    const QString today = overviewLabel(overview, QStringLiteral("^(Today:|Nothing to study)"));
    const QJsonObject next = cliNext(f.deckFile());
    if (queue->cards.empty()) {
        CHECK(today.contains(QStringLiteral("Nothing to study")));
        CHECK(next.value(QStringLiteral("id")).isNull());
    } else {
        CHECK(boldNumberBefore(today, QStringLiteral("to review")) == queue->reviews);
        CHECK(boldNumberBefore(today, QStringLiteral("new")) == queue->new_cards);
        const QJsonObject remaining = next.value(QStringLiteral("remaining")).toObject();
        CHECK(remaining.value(QStringLiteral("review")).toInt() == queue->reviews);
        CHECK(remaining.value(QStringLiteral("new")).toInt() == queue->new_cards);
    }
    CHECK(truth.due == queue->reviews);
}

// Changes the deck on the GUI thread as a screen does (answer, suspend, unsuspend) and tells the
// app; `round` picks when the tree's counts are asked for around the change.
void changeAndRefresh(AppWindowFixture& f, int round, const std::function<void()>& change)
{
    MainWindow& window = f.window();
    switch (round % 4) {
    case 0:   // the change alone
        break;
    case 1:   // a count already running when the change is committed
        window.refreshTree();
        break;
    case 2:   // after the worker had time for what a start queues (backup, checkpoint)
        settle(40);
        break;
    case 3:   // a count just finished
        REQUIRE(waitUntil([&] { return settled(window); }, 20000));
        break;
    }
    change();
    if (round % 2 == 1)
        window.refreshTree();   // F5-like requests right after it
    else
        settle(round * 3);
}

} // namespace

TEST_CASE("after a restart the tree, the overview and the command line agree with the deck after every change",
          "[app][counts]")
{
    ScratchSettings settings;
    // A deck of 96 cards in three chapters, from a notes folder imported at every start.
    QTemporaryDir notes;
    QString text = QStringLiteral("# 计数\n");
    for (int i = 0; i < 96; ++i) {
        if (i % 32 == 0)
            text += QStringLiteral("\n## 第 %1 章\n\n").arg(i / 32 + 1);
        text += QStringLiteral("- 问题 %1？\n  - 答案 %1\n").arg(i);
    }
    writeTextFile(notes.filePath(QStringLiteral("cards.md")), text);
    AppWindowFixture f(notes.path());
    f.window().reimport();
    REQUIRE(nextImport(f.window()).report);
    // The only card due for review today, due an hour ago; every other card is new.
    storage::DeckStore& first = service::storeOf(f.context().deck());
    const core::CardId due = first.cards().all()->front().id;
    core::ScheduleState review;
    review.state = core::CardState::Review;
    review.due = f.context().now() - 3600;
    review.stability = 10;
    review.difficulty = 5;
    review.reps = 3;
    review.scheduled_days = 10;
    review.last_review = f.context().now() - 10 * 86400;
    REQUIRE(first.cards().setSchedule(due, review));

    for (int round = 0; round < 8; ++round) {
        f.reopen();   // imports the notes in the worker, as a start does: nothing changed in them
        f.window().selectDeck(core::DeckPath());
        const std::string name = "restart " + std::to_string(round + 1);
        if (round % 2 == 0)
            checkCountsAgree(f, name);   // else the answer below races the start's import
        auto act = [&](core::CardId id, service::CardAction action) {
            changeAndRefresh(f, round, [&] {
                REQUIRE(service::changeCard(f.context().deck(), id, action, f.context().now()));
            });
        };

        // An answer: the only due card on the first restart, then a new card.
        auto queue = service::todaysQueue(f.context().deck(), {}, f.context().now());
        REQUIRE(queue);
        std::vector<core::CardId> fresh;
        std::copy_if(queue->cards.begin(), queue->cards.end(), std::back_inserter(fresh), [&](core::CardId id) { return id != due; });
        REQUIRE(fresh.size() >= 2);
        const core::CardId answered = round == 0 ? due : fresh.back();
        changeAndRefresh(f, round, [&] {
            REQUIRE(service::answerCard(f.context().deck(), answered, core::Rating::Good,
                                        f.context().now(), 3000));
        });
        checkCountsAgree(f, name + ", after an answer");

        // Suspend a new card, then bring it back as the Read view's Unsuspend does.
        const core::CardId suspended = fresh.front();
        act(suspended, service::CardAction::Suspend);
        checkCountsAgree(f, name + ", after a suspend");
        act(suspended, service::CardAction::Unsuspend);
        checkCountsAgree(f, name + ", after an unsuspend");
    }
}
