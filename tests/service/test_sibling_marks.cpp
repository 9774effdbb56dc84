// The marks an answer leaves on the other cards of its note, and their undo: the undo of an answer
// unburies the sibling it buried after a restart too (the deck keeps the answer's burials), and
// other devices learn it through the journal; a buried card studied on purpose is buried no
// longer, and its answer buries no sibling already answered today.
#include "service/study/review_session.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using namespace notedeck;
using testing::TempNotes;
namespace fs = std::filesystem;

namespace {

const std::string kPair = "# 术语\n\n- batch ::: a group of samples processed together\n- epoch :: one pass over the data\n";

struct Pair {
    core::CardId forward = 0;
    core::CardId reverse = 0;
};

Pair pairOf(TempNotes& t)
{
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    Pair pair;
    for (const auto& row : *rows) {
        if (row.card.question != "batch")
            continue;
        (row.card.kind.isBasic() ? pair.forward : pair.reverse) = row.card.id;
    }
    REQUIRE(pair.forward != 0);
    REQUIRE(pair.reverse != 0);
    return pair;
}

core::ScheduleState scheduleOf(TempNotes& t, core::CardId id)
{
    auto row = t.store().cards().find(id);
    REQUIRE(row);
    REQUIRE(*row);
    return (*row)->schedule;
}

bool buried(TempNotes& t, core::CardId id, core::Timestamp now) { return now < scheduleOf(t, id).buried_until; }

} // namespace

TEST_CASE("undoing an answer after a restart unburies the sibling it buried", "[siblings][undo]")
{
    TempNotes t;
    t.write("terms.md", kPair);
    t.import();
    const Pair pair = pairOf(t);
    const core::Timestamp now = t.clock.now();
    const core::ScheduleState reverseBefore = scheduleOf(t, pair.reverse);
    auto answered = service::answerCard(t.deck(), pair.forward, core::Rating::Good, now, 3000);
    REQUIRE(answered);
    REQUIRE(answered->buriedSiblings.size() == 1);
    CHECK(buried(t, pair.reverse, now));

    // The app quits and starts again (or the command line runs once more): a new Deck.
    t.closeDeck();
    t.clock.set(now + 120);

    SECTION("the service's undo, as the command line's")
    {
        std::vector<core::ScheduleChange> unburied;
        auto undone = service::undoLastAnswer(t.deck(), &unburied);
        REQUIRE(undone);
        REQUIRE(*undone);
        CHECK(**undone == pair.forward);
        REQUIRE(unburied.size() == 1);
        CHECK(unburied.front().card == pair.reverse);
    }
    SECTION("a new session's U, as the app's after a restart")
    {
        auto session = service::ReviewSession::start(t.deck(), {}, now + 120);
        REQUIRE(session);
        auto undone = (*session)->undo(now + 120);
        REQUIRE(undone);
        REQUIRE(*undone);
        CHECK((*undone)->card == pair.forward);
        // Both cards of the pair are in the queue again, the undone one first.
        auto next = (*session)->next(now + 120);
        REQUIRE(next);
        REQUIRE(*next);
        CHECK((*next)->card.id == pair.forward);
        CHECK((*session)->counts(now + 120).newCards == 3);
    }
    CHECK_FALSE(buried(t, pair.reverse, now + 120));
    CHECK(scheduleOf(t, pair.reverse) == reverseBefore);
    CHECK(scheduleOf(t, pair.forward).state == core::CardState::New);
    auto queue = service::todaysQueue(t.deck(), {}, now + 120);
    REQUIRE(queue);
    CHECK(queue->new_cards == 3);
}

TEST_CASE("an answer's undo leaves a sibling that changed since as it is", "[siblings][undo]")
{
    TempNotes t;
    t.write("terms.md", kPair);
    t.import();
    const Pair pair = pairOf(t);
    const core::Timestamp now = t.clock.now();
    REQUIRE(service::answerCard(t.deck(), pair.forward, core::Rating::Good, now, 3000));
    // Suspended meanwhile: the undo takes back the answer, not the suspension, and leaves the bury.
    REQUIRE(service::changeCard(t.deck(), pair.reverse, service::CardAction::Suspend, now + 10));
    t.closeDeck();
    std::vector<core::ScheduleChange> unburied;
    auto undone = service::undoLastAnswer(t.deck(), &unburied);
    REQUIRE(undone);
    REQUIRE(*undone);
    CHECK(unburied.empty());
    CHECK(scheduleOf(t, pair.reverse).suspended);
    CHECK(buried(t, pair.reverse, now + 20));
    // Undone once is undone: a second undo has no answer left, and no burial to give back.
    auto again = service::undoLastAnswer(t.deck(), &unburied);
    REQUIRE(again);
    CHECK_FALSE(*again);
}

TEST_CASE("the unbury of an undo reaches the other devices through the journal", "[siblings][undo][sync]")
{
    TempNotes laptop, desktop;
    for (TempNotes* t : {&laptop, &desktop}) {
        t->write("terms.md", kPair);
        t->import();
        REQUIRE(service::followNotes(t->deck(), t->notes(), false));
    }
    const core::Timestamp now = laptop.clock.now();
    const Pair onLaptop = pairOf(laptop);
    REQUIRE(service::answerCard(laptop.deck(), onLaptop.forward, core::Rating::Good, now, 3000));
    laptop.closeDeck();
    REQUIRE(service::undoLastAnswer(laptop.deck()));
    CHECK_FALSE(buried(laptop, onLaptop.reverse, now + 60));

    // The laptop's journal reaches the desktop (git, Syncthing), which merges it.
    const fs::path from = laptop.notes() / ".notedeck" / "journal";
    const fs::path to = desktop.notes() / ".notedeck" / "journal";
    for (const auto& entry : fs::directory_iterator(from))
        fs::copy_file(entry.path(), to / entry.path().filename(), fs::copy_options::overwrite_existing);
    desktop.clock.set(now + 60);
    REQUIRE(service::mergeJournals(desktop.deck()));
    const Pair onDesktop = pairOf(desktop);
    CHECK_FALSE(buried(desktop, onDesktop.reverse, now + 60));
    CHECK(scheduleOf(desktop, onDesktop.forward).state == core::CardState::New);
    CHECK(scheduleOf(desktop, onDesktop.reverse) == scheduleOf(laptop, onLaptop.reverse));
}

TEST_CASE("a buried card studied on purpose is unburied and buries no sibling answered today", "[siblings][study]")
{
    TempNotes t;
    t.write("terms.md", kPair);
    t.import();
    const Pair pair = pairOf(t);
    const core::Timestamp now = t.clock.now();
    REQUIRE(service::answerCard(t.deck(), pair.forward, core::Rating::Good, now, 3000));
    REQUIRE(buried(t, pair.reverse, now));
    const core::ScheduleState forward = scheduleOf(t, pair.forward);
    REQUIRE(forward.state == core::CardState::Learning);

    // Read › "Study this card" on the buried reverse.
    auto session = service::ReviewSession::startSingle(t.deck(), pair.reverse, now + 30);
    REQUIRE(session);
    auto shown = (*session)->next(now + 30);
    REQUIRE(shown);
    REQUIRE(*shown);
    CHECK((*shown)->card.id == pair.reverse);
    auto answered = (*session)->answer(pair.reverse, core::Rating::Good, now + 30, 3000);
    REQUIRE(answered);
    CHECK(answered->buriedSiblings.empty());

    // The reverse is learning and no longer buried: its next step comes back today, in this session.
    const core::ScheduleState reverse = scheduleOf(t, pair.reverse);
    CHECK(reverse.state == core::CardState::Learning);
    CHECK_FALSE(buried(t, pair.reverse, now + 30));
    CHECK(reverse.due < now + 3600);
    auto again = (*session)->next(reverse.due);
    REQUIRE(again);
    REQUIRE(*again);
    CHECK((*again)->card.id == pair.reverse);
    // The forward card, answered first today, keeps its learning step: not buried.
    CHECK(scheduleOf(t, pair.forward) == forward);
    auto queue = service::todaysQueue(t.deck(), {}, forward.due);
    REQUIRE(queue);
    CHECK(std::find(queue->cards.begin(), queue->cards.end(), pair.forward) != queue->cards.end());

    // Its undo buries the reverse again, as it was before it was studied.
    auto undone = (*session)->undo(now + 40);
    REQUIRE(undone);
    REQUIRE(*undone);
    CHECK(buried(t, pair.reverse, now + 40));
}

TEST_CASE("a sibling not answered today is still buried by an answer", "[siblings][study]")
{
    TempNotes t;
    t.write("terms.md", kPair);
    t.import();
    const Pair pair = pairOf(t);
    const core::Timestamp now = t.clock.now();
    // The reverse answered yesterday, the forward today: the reverse waits for tomorrow.
    REQUIRE(service::answerCard(t.deck(), pair.reverse, core::Rating::Easy, now - 86400, 3000));
    REQUIRE(service::answerCard(t.deck(), pair.forward, core::Rating::Good, now, 3000));
    CHECK(buried(t, pair.reverse, now));
}
