// The one deck object: transact() runs a user action in one transaction, nested ones join it, a
// failing or throwing action leaves the deck as it was and reports nothing, the changes the use
// cases record are reported once after the commit, and new settings rebuild the scheduler. A deck
// whose scheduling options are damaged opens only for work that schedules nothing.
#include "deck_fixture.h"
#include "service/backups/backups.h"
#include "service/deck/deck.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <stdexcept>
#include <vector>

using namespace notedeck;

namespace {
std::unique_ptr<service::Deck> openDeck(const testing::TempDir& dir)
{
    auto deck = service::Deck::open(dir / "deck.sqlite",
                                    {std::make_shared<core::FixedClock>(1'700'000'000), nullptr, false});
    REQUIRE(deck);
    return std::move(*deck);
}

// A write the test can see afterwards, and the change it records.
core::Result<void> mark(service::Deck& deck, const std::string& key, core::CardId card)
{
    deck.changes().schedules.insert(card);
    return service::storeOf(deck).settings().set(key, "yes");
}

bool marked(service::Deck& deck, const std::string& key)
{
    auto value = service::storeOf(deck).settings().get(key);
    REQUIRE(value);
    return value->has_value();
}
} // namespace

TEST_CASE("transact commits the work and reports what it recorded once, after the commit", "[deck]")
{
    testing::TempDir dir;
    auto deck = openDeck(dir);
    std::vector<service::DeckChanges> heard;
    bool committedWhenHeard = false;
    deck->onChanged([&](const service::DeckChanges& changes) {
        heard.push_back(changes);
        // Another connection sees the change: it is committed.
        committedWhenHeard = testing::sqlValue(deck->file(), "SELECT count(*) FROM settings WHERE key='a'") == "1";
    });

    auto changes = deck->transact([](service::Deck& d) { return mark(d, "a", 7); });
    REQUIRE(changes);
    CHECK(changes->schedules == std::set<core::CardId>{7});
    CHECK_FALSE(changes->tree);
    REQUIRE(heard.size() == 1);
    CHECK(heard[0] == *changes);
    CHECK(committedWhenHeard);

    // A transaction that changes nothing is not reported.
    auto nothing = deck->transact([](service::Deck&) -> core::Result<void> { return {}; });
    REQUIRE(nothing);
    CHECK(nothing->empty());
    CHECK(heard.size() == 1);
}

TEST_CASE("an inner transact joins the outer one, which reports both parts once", "[deck]")
{
    testing::TempDir dir;
    auto deck = openDeck(dir);
    int reports = 0;
    deck->onChanged([&](const service::DeckChanges&) { ++reports; });

    auto outer = deck->transact([&](service::Deck& d) -> core::Result<void> {
        if (auto done = mark(d, "outer", 1); !done)
            return done;
        auto inner = d.transact([](service::Deck& i) {
            i.changes().tree = true;
            return mark(i, "inner", 2);
        });
        if (!inner)
            return std::unexpected(inner.error());
        CHECK(inner->empty());   // the outer one reports it
        CHECK(reports == 0);
        return {};
    });
    REQUIRE(outer);
    CHECK(reports == 1);
    CHECK(outer->schedules == std::set<core::CardId>{1, 2});
    CHECK(outer->tree);
    CHECK(marked(*deck, "outer"));
    CHECK(marked(*deck, "inner"));

    // When the outer work then fails, the inner part is rolled back with it.
    auto failed = deck->transact([&](service::Deck& d) -> core::Result<void> {
        (void)d.transact([](service::Deck& i) { return mark(i, "inner2", 3); });
        return core::fail("the outer work fails");
    });
    REQUIRE_FALSE(failed);
    CHECK(failed.error().message == "the outer work fails");
    CHECK_FALSE(marked(*deck, "inner2"));
    CHECK(reports == 1);
}

TEST_CASE("a failing inner transact undoes its own part and records nothing", "[deck]")
{
    testing::TempDir dir;
    auto deck = openDeck(dir);
    auto outer = deck->transact([](service::Deck& d) -> core::Result<void> {
        auto inner = d.transact([](service::Deck& i) -> core::Result<void> {
            (void)mark(i, "inner", 5);
            return core::fail("the inner work fails");
        });
        CHECK_FALSE(inner);
        return mark(d, "outer", 1);
    });
    REQUIRE(outer);
    CHECK(outer->schedules == std::set<core::CardId>{1});
    CHECK(marked(*deck, "outer"));
    CHECK_FALSE(marked(*deck, "inner"));
}

TEST_CASE("a failing or throwing transact rolls back and reports nothing", "[deck]")
{
    testing::TempDir dir;
    auto deck = openDeck(dir);
    int reports = 0;
    deck->onChanged([&](const service::DeckChanges&) { ++reports; });

    auto failed = deck->transact([](service::Deck& d) -> core::Result<void> {
        (void)mark(d, "failed", 1);
        return core::fail("no");
    });
    CHECK_FALSE(failed);
    CHECK_FALSE(marked(*deck, "failed"));

    CHECK_THROWS_AS(deck->transact([](service::Deck& d) -> core::Result<void> {
        (void)mark(d, "thrown", 1);
        throw std::runtime_error("thrown");
    }),
                    std::runtime_error);
    CHECK_FALSE(marked(*deck, "thrown"));
    CHECK(reports == 0);

    // The deck goes on working, and a later change reports only its own part: it is a transaction
    // of its own, not one joined to what the exception left open.
    auto next = deck->transact([](service::Deck& d) { return mark(d, "next", 9); });
    REQUIRE(next);
    CHECK(next->schedules == std::set<core::CardId>{9});
    CHECK(reports == 1);
}

TEST_CASE("a transaction that changes the settings rebuilds the deck's scheduler", "[deck]")
{
    testing::TempDir dir;
    auto deck = openDeck(dir);
    CHECK(service::schedulerOf(*deck).settings().desired_retention == 0.9);
    auto settings = service::loadSchedulerSettings(*deck);
    REQUIRE(settings);
    settings->desired_retention = 0.85;
    REQUIRE(service::saveSchedulerSettings(*deck, *settings));
    CHECK(service::schedulerOf(*deck).settings().desired_retention == 0.85);

    // Another Deck on the same file sees them once told to reload.
    auto other = openDeck(dir);
    CHECK(service::schedulerOf(*other).settings().desired_retention == 0.85);
    settings->desired_retention = 0.8;
    REQUIRE(service::saveSchedulerSettings(*deck, *settings));
    CHECK(service::schedulerOf(*other).settings().desired_retention == 0.85);
    bool heard = false;   // a reload is no change of this Deck's
    other->onChanged([&](const service::DeckChanges&) { heard = true; });
    REQUIRE(other->reloadScheduler());
    CHECK_FALSE(heard);
    CHECK(service::schedulerOf(*other).settings().desired_retention == 0.8);
}

TEST_CASE("a deck whose scheduling options are damaged opens for work that schedules nothing",
          "[deck][settings]")
{
    testing::TempNotes t;
    t.write("a.md", "# 甲\n\n- 第一个问题？\n  - 答案\n");
    const core::CardId card = t.import().added.at(0).id;
    REQUIRE(service::answerCard(t.deck(), card, core::Rating::Good, 1'700'000'000, 1000));
    const std::string damaged = "{not json";
    REQUIRE(service::storeOf(t.deck()).settings().set("scheduler", damaged));
    t.closeDeck();

    // What schedules refuses the deck and says why, as the app and the study commands always did.
    auto strict = service::Deck::open(t.deckFile(), {std::make_shared<core::FixedClock>(1'700'000'000), t.zone});
    REQUIRE_FALSE(strict);
    CHECK(strict.error().message.find("scheduling settings are damaged") != std::string::npos);

    // An import, a backup, undoing an answer work on it, scheduling nothing; where the options are
    // needed, the damage is reported; they stay as stored, for the user to reset in Settings.
    service::DeckOpenOptions options{std::make_shared<core::FixedClock>(1'700'000'000), t.zone};
    options.schedulingOptional = true;
    auto opened = service::Deck::open(t.deckFile(), options);
    REQUIRE(opened);
    service::Deck& deck = **opened;
    REQUIRE(deck.schedulingProblem());
    CHECK(deck.schedulingProblem()->message.find("scheduling settings are damaged") != std::string::npos);

    t.write("b.md", "# 乙\n\n- 第二个问题？\n  - 答案\n");
    auto report = service::importNotes(deck, t.notes(), t.clock);
    REQUIRE(report);
    CHECK(report->added.size() == 1);
    CHECK(service::backupNow(deck, 1'700'000'100));
    auto undone = service::undoLastAnswer(deck);
    REQUIRE(undone);
    CHECK(*undone == card);

    auto settings = service::loadSchedulerSettings(deck);
    REQUIRE_FALSE(settings);
    CHECK(settings.error().message.find("scheduling settings are damaged") != std::string::npos);
    auto stored = service::storeOf(deck).settings().get("scheduler");
    REQUIRE(stored);
    CHECK(*stored == damaged);

    // A deck whose options are fine has no problem to report.
    auto fine = service::Deck::open(t.notes().parent_path() / "fine.sqlite", options);
    REQUIRE(fine);
    CHECK_FALSE((*fine)->schedulingProblem());
}
