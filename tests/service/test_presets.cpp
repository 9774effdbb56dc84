// Presets: a chapter's subtree is scheduled by the preset of its deepest node that has one, else
// by the deck's default preset; daily limits hold per preset and for the whole deck; each answer
// uses the card's preset; a deck's options from before presets become its default preset.
#include "core/day_clock.h"
#include "deck_fixture.h"
#include "service/deck/detail/deck_internals.h"
#include "scheduler/reschedule.h"
#include "service/options/fsrs_optimize.h"
#include "service/options/presets.h"
#include "service/options/reschedule.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

using namespace notedeck;
using testing::TempNotes;

namespace {
constexpr core::Timestamp kMorning = 1'764'403'200;   // 2025-11-29T08:00:00Z
constexpr core::Timestamp kDay = 86'400;

core::DeckPath path(const char* text) { return core::DeckPath::parse(text); }

std::string cards(const char* heading, int count)
{
    std::string text = std::string("# ") + heading + "\n\n";
    for (int i = 0; i < count; ++i)
        text += "- " + std::string(heading) + " 问题 " + std::to_string(i) + "？\n  - 答案\n";
    return text;
}

core::SchedulerSettings with(std::function<void(core::SchedulerSettings&)> change)
{
    core::SchedulerSettings s;
    change(s);
    return s;
}

core::PresetId savedPreset(service::Deck& deck, const char* name, const core::SchedulerSettings& options)
{
    auto id = service::savePreset(deck, name, options);
    REQUIRE(id);
    return *id;
}

// How many cards of each top-level chapter today's queue holds.
std::map<std::string, int> queuedByChapter(TempNotes& t)
{
    auto queue = service::todaysQueue(t.deck(), {}, kMorning);
    REQUIRE(queue);
    std::map<std::string, int> by;
    for (core::CardId id : queue->cards)
        ++by[t.store().cards().find(id).value()->card.deck.components().front()];
    return by;
}

// Puts every active card of `chapter` in review, due since yesterday with the same memory.
void makeDueReviews(TempNotes& t, const char* chapter)
{
    const auto all = t.store().cards().all().value();
    for (const auto& row : all) {
        if (row.deck.components().front() != chapter)
            continue;
        core::ScheduleState s;
        s.state = core::CardState::Review;
        s.stability = 10;
        s.difficulty = 5;
        s.reps = 3;
        s.scheduled_days = 10;
        s.last_review = kMorning - 10 * kDay;
        s.due = kMorning - kDay;
        REQUIRE(t.store().cards().setSchedule(row.id, s));
    }
}
// Chapters 甲 (a.md) and 乙 (b.md) of `count` review cards each, all due.
void dueChapters(TempNotes& t, int count)
{
    t.write("a.md", cards("甲", count));
    t.write("b.md", cards("乙", count));
    t.import();
    makeDueReviews(t, "甲");
    makeDueReviews(t, "乙");
}
} // namespace

TEST_CASE("a chapter's preset passes down its subtree until a deeper node has its own", "[presets]")
{
    TempNotes t;
    t.write("a.md", "# 基础\n\n## Python\n\n### 基本特性\n\n- 问题一？\n  - 答案\n\n## 数学\n\n- 问题二？\n  - 答案\n");
    t.write("b.md", cards("其他", 2));
    t.import();
    const auto broad = savedPreset(t.deck(), "背景", with([](auto& s) { s.desired_retention = 0.85; }));
    const auto sharp = savedPreset(t.deck(), "面试", with([](auto& s) { s.desired_retention = 0.95; }));
    REQUIRE(service::assignPreset(t.deck(), broad, path("基础")));
    REQUIRE(service::assignPreset(t.deck(), sharp, path("基础::Python")));

    const auto presetAt = [&](const char* node) { return service::presetOfNode(t.deck(), path(node)).value().name; };
    CHECK(presetAt("基础") == "背景");
    CHECK(presetAt("基础::数学") == "背景");
    CHECK(presetAt("基础::Python") == "面试");
    CHECK(presetAt("基础::Python::基本特性") == "面试");
    CHECK(presetAt("其他") == "Default");
    CHECK(service::schedulerFor(t.deck(), path("基础::Python::基本特性")).settings().desired_retention == 0.95);
    CHECK(service::schedulerFor(t.deck(), path("基础::数学")).settings().desired_retention == 0.85);
    CHECK(service::schedulerFor(t.deck(), path("其他")).settings().desired_retention == 0.9);

    auto uses = service::presetUses(t.deck());
    REQUIRE(uses);
    REQUIRE(uses->size() == 3);
    CHECK(uses->at(0).preset.isDefault());
    CHECK(uses->at(0).cards == 2);
    CHECK(uses->at(1).nodes == std::vector{path("基础")});
    CHECK(uses->at(1).cards == 1);
    CHECK(uses->at(2).nodes == std::vector{path("基础::Python")});
    CHECK(uses->at(2).cards == 1);

    // Taken away, the node inherits again; deleted, a preset's chapters fall back.
    REQUIRE(service::unassignPreset(t.deck(), path("基础::Python")));
    CHECK(presetAt("基础::Python::基本特性") == "背景");
    REQUIRE(service::deletePreset(t.deck(), broad));
    CHECK(presetAt("基础::Python::基本特性") == "Default");
}

TEST_CASE("presets refuse bad input and change nothing", "[presets]")
{
    TempNotes t;
    t.write("a.md", cards("甲", 1));
    t.import();
    const auto id = savedPreset(t.deck(), "面试", with([](auto& s) { s.desired_retention = 0.95; }));
    CHECK_FALSE(service::savePreset(t.deck(), "  ", core::SchedulerSettings{}));
    CHECK_FALSE(service::savePreset(t.deck(), "坏", with([](auto& s) { s.desired_retention = 1.5; })));
    CHECK_FALSE(service::findPreset(t.deck(), "坏"));
    auto missingNode = service::assignPreset(t.deck(), id, path("没有::这个"));
    REQUIRE_FALSE(missingNode);
    CHECK(missingNode.error().message.find("没有 › 这个") != std::string::npos);
    CHECK_FALSE(service::assignPreset(t.deck(), 99, path("甲")));
    CHECK_FALSE(service::deletePreset(t.deck(), core::kDefaultPresetId));
    CHECK_FALSE(service::renamePreset(t.deck(), id, "Default"));
    auto missing = service::findPreset(t.deck(), "没有");
    REQUIRE_FALSE(missing);
    CHECK(missing.error().message == "there is no preset \"没有\"; the deck's presets are: Default, 面试");
    CHECK(service::listPresets(t.deck()).value().size() == 2);
    CHECK(service::presetOfNode(t.deck(), path("甲")).value().isDefault());
}

TEST_CASE("new-card limits hold per preset and for the whole deck", "[presets][limits]")
{
    TempNotes t;
    t.write("a.md", cards("甲", 30));
    t.write("b.md", cards("乙", 30));
    t.import();
    const auto few = savedPreset(t.deck(), "少", with([](auto& s) { s.new_cards_per_day = 5; }));
    REQUIRE(service::assignPreset(t.deck(), few, path("甲")));

    // 甲 gives its 5; the deck's 20 are filled from 乙 (note order: a.md before b.md).
    CHECK(queuedByChapter(t) == std::map<std::string, int>{{"甲", 5}, {"乙", 15}});

    // A smaller whole-deck limit caps both.
    auto deckWide = service::loadSchedulerSettings(t.deck()).value();
    deckWide.new_cards_per_day = 8;
    REQUIRE(service::saveSchedulerSettings(t.deck(), deckWide));
    CHECK(queuedByChapter(t) == std::map<std::string, int>{{"甲", 5}, {"乙", 3}});

    // Answers today use up their preset's limit and the deck's.
    auto queue = service::todaysQueue(t.deck(), {}, kMorning).value();
    REQUIRE(service::answerCard(t.deck(), queue.cards.at(0), core::Rating::Good, kMorning, 1000));
    REQUIRE(service::answerCard(t.deck(), queue.cards.at(1), core::Rating::Good, kMorning, 1000));
    const auto later = queuedByChapter(t);
    CHECK(later.at("甲") == 3 + 2);   // 3 new left of 5, the 2 answered back in learning
    CHECK(later.at("乙") == 3);       // 8 - 2 answered = 6 new in all: 3 of 甲 and 3 of 乙

    // A part of the deck keeps its preset's limit.
    auto part = service::todaysQueue(t.deck(), path("乙"), kMorning);
    REQUIRE(part);
    CHECK(part->new_cards == 6);
}

TEST_CASE("review limits hold per preset and for the whole deck", "[presets][limits]")
{
    TempNotes t;
    dueChapters(t, 10);
    const auto few = savedPreset(t.deck(), "少", with([](auto& s) {
        s.reviews_per_day = 3;
        s.new_cards_per_day = 0;
    }));
    REQUIRE(service::assignPreset(t.deck(), few, path("甲")));
    CHECK(queuedByChapter(t) == std::map<std::string, int>{{"甲", 3}, {"乙", 10}});

    auto deckWide = service::loadSchedulerSettings(t.deck()).value();
    deckWide.reviews_per_day = 6;
    REQUIRE(service::saveSchedulerSettings(t.deck(), deckWide));
    const auto capped = queuedByChapter(t);
    CHECK(capped.at("甲") + capped.at("乙") == 6);
    CHECK(capped.at("甲") <= 3);
}

TEST_CASE("an answer is scheduled by its card's preset: intervals under two retentions", "[presets][scheduling]")
{
    TempNotes t;
    dueChapters(t, 1);
    auto deckWide = service::loadSchedulerSettings(t.deck()).value();
    deckWide.desired_retention = 0.80;
    deckWide.maximum_interval = 365;
    REQUIRE(service::saveSchedulerSettings(t.deck(), deckWide));
    const auto sharp = savedPreset(t.deck(), "面试", with([](auto& s) {
        s.desired_retention = 0.95;
        s.leech_threshold = 3;
    }));
    REQUIRE(service::assignPreset(t.deck(), sharp, path("甲")));

    std::map<std::string, int> interval;
    const auto all = t.store().cards().all().value();
    for (const auto& row : all) {
        const auto before = t.store().cards().find(row.id).value()->schedule;
        auto answered = service::answerCard(t.deck(), row.id, core::Rating::Good, kMorning, 1000);
        REQUIRE(answered);
        // Exactly what a scheduler with that preset's options gives.
        const auto& chapter = row.deck.components().front();
        auto options = chapter == "甲" ? service::findPreset(t.deck(), "面试").value().options : deckWide;
        auto expected = scheduler::Scheduler::create(options, t.zone).value().answer(before, core::Rating::Good,
                                                                                    {row.id, kMorning, {}});
        CHECK(answered->after == expected);
        interval[chapter] = answered->after.scheduled_days;
    }
    CHECK(interval.at("甲") < interval.at("乙"));
    CHECK(interval.at("甲") >= 1);
}

TEST_CASE("a deck's options from before presets become its default preset, and its schedule stays", "[presets][migration]")
{
    TempNotes t;
    t.write("a.md", cards("甲", 3));
    t.import();
    makeDueReviews(t, "甲");
    const auto card = t.store().cards().all().value().front().id;
    t.closeDeck();
    // The deck as the previous schema version kept it: no presets, the options in one settings key.
    const std::string old = R"({"desired_retention":0.85,"maximum_interval":3650,"new_cards_per_day":15,)"
                            R"("reviews_per_day":2,"learning_steps":[2,20],"day_start_hour":6,"leech_threshold":5})";
    testing::sqlExec(t.deckFile(), "DROP TABLE answer_burials; DROP TABLE journal; DROP TABLE card_uids; DROP TABLE journal_devices; "
                                   "ALTER TABLE cards DROP COLUMN uid; ALTER TABLE cards DROP COLUMN journal_fingerprint; "
                                   "ALTER TABLE review_log DROP COLUMN event; ALTER TABLE review_log DROP COLUMN local; "
                                   "DROP TABLE deck_presets; DROP TABLE presets; PRAGMA user_version = 6;"
                                   "INSERT OR REPLACE INTO settings (key, value) VALUES ('scheduler', '" + old + "')");

    auto presets = service::listPresets(t.deck());
    REQUIRE(presets);
    REQUIRE(presets->size() == 1);
    CHECK(presets->front().isDefault());
    CHECK(presets->front().name == "Default");
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    core::SchedulerSettings expected;
    expected.desired_retention = 0.85;
    expected.maximum_interval = 3650;
    expected.new_cards_per_day = 15;
    expected.reviews_per_day = 2;
    expected.learning_steps = {2, 20};
    expected.day_start_hour = 6;
    expected.leech_threshold = 5;
    CHECK(settings->desired_retention == expected.desired_retention);
    CHECK(settings->maximum_interval == expected.maximum_interval);
    CHECK(settings->new_cards_per_day == expected.new_cards_per_day);
    CHECK(settings->reviews_per_day == expected.reviews_per_day);
    CHECK(settings->learning_steps == expected.learning_steps);
    CHECK(settings->day_start_hour == expected.day_start_hour);
    CHECK(settings->leech_threshold == expected.leech_threshold);
    CHECK(settings->parameters == expected.parameters);

    // The queue and an answer are what the old options gave.
    auto queue = service::todaysQueue(t.deck(), {}, kMorning);
    REQUIRE(queue);
    CHECK(queue->reviews == 2);
    const auto before = t.store().cards().find(card).value()->schedule;
    auto answered = service::answerCard(t.deck(), card, core::Rating::Good, kMorning, 1000);
    REQUIRE(answered);
    CHECK(answered->after ==
          scheduler::Scheduler::create(expected, t.zone).value().answer(before, core::Rating::Good, {card, kMorning, {}}));
}

TEST_CASE("rescheduling gives each card the intervals of its preset", "[presets][scheduling]")
{
    TempNotes t;
    dueChapters(t, 1);
    auto deckWide = service::loadSchedulerSettings(t.deck()).value();
    deckWide.desired_retention = 0.80;
    REQUIRE(service::saveSchedulerSettings(t.deck(), deckWide));
    const auto sharp = savedPreset(t.deck(), "面试", with([](auto& s) { s.desired_retention = 0.95; }));
    REQUIRE(service::assignPreset(t.deck(), sharp, path("甲")));
    const auto all = t.store().cards().all().value();
    std::map<std::string, core::ScheduleState> before;
    for (const auto& row : all)
        before[row.deck.components().front()] = t.store().cards().find(row.id).value()->schedule;

    REQUIRE(service::reschedule(t.deck()));
    for (const auto& row : all) {
        const auto& chapter = row.deck.components().front();
        const auto options = chapter == "甲" ? service::findPreset(t.deck(), "面试").value().options : deckWide;
        const auto expected = scheduler::rescheduleCard(scheduler::Scheduler::create(options, t.zone).value(), row.id,
                                                        before[chapter], {});
        CHECK(t.store().cards().find(row.id).value()->schedule == expected);
    }
}

TEST_CASE("rescheduling one preset's cards leaves the other presets' cards as they were", "[presets][scheduling]")
{
    TempNotes t;
    dueChapters(t, 4);
    const auto sharp = savedPreset(t.deck(), "面试", with([](auto& s) { s.desired_retention = 0.95; }));
    // Given to no chapter yet, the preset has no card to move.
    auto none = service::reschedule(t.deck(), service::RescheduleRequest{.preset = sharp});
    REQUIRE(none);
    CHECK(none->changes.empty());
    CHECK(none->report.reviewCards == 0);
    REQUIRE(service::assignPreset(t.deck(), sharp, path("甲")));
    auto chapterOf = [&](core::CardId id) { return t.store().cards().find(id).value()->card.deck.components().front(); };

    // The preset's new retention: only 甲's cards move.
    auto options = service::findPreset(t.deck(), "面试").value().options;
    options.desired_retention = 0.97;
    auto done = service::reschedule(t.deck(), service::RescheduleRequest{.settings = options, .preset = sharp});
    REQUIRE(done);
    REQUIRE_FALSE(done->changes.empty());
    for (const auto& change : done->changes)
        CHECK(chapterOf(change.card) == "甲");

    // The default preset's (what Settings saves): only 乙's.
    auto deckWide = service::loadSchedulerSettings(t.deck()).value();
    deckWide.desired_retention = 0.80;
    auto saved = service::saveAndReschedule(t.deck(), deckWide);
    REQUIRE(saved);
    REQUIRE_FALSE(saved->changes.empty());
    for (const auto& change : saved->changes)
        CHECK(chapterOf(change.card) == "乙");
}
