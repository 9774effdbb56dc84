// Personal FSRS parameters for a deck: rescheduling replays each card's answers with new weights
// and moves review cards without touching the review log; the Optimize action adopts fitted
// weights only when their log loss is lower, records when, can be cancelled, and says when the
// history is too short.
#include "scheduler/optimizer/optimizer.h"
#include "scheduler/reschedule.h"
#include "service/deck/detail/deck_internals.h"
#include "service/statistics/demo_history.h"
#include "service/options/fsrs_optimize.h"
#include "service/options/reschedule.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "studied_deck.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <map>

using namespace notedeck;
using testing::TempNotes;
using testing::schedules;

namespace {
constexpr core::Timestamp kNow = 1'764'417'600;   // 2025-11-29T12:00:00Z
const auto kUtc = std::make_shared<core::FixedOffsetZone>(0);

void studiedDeck(TempNotes& t, int count, int days)
{
    testing::studiedDeck(t, count, days, kNow, 5);
}

scheduler::Scheduler schedulerWith(service::Deck& deck, const scheduler::Weights& weights)
{
    auto settings = service::loadSchedulerSettings(deck);
    REQUIRE(settings);
    settings->parameters.assign(weights.begin(), weights.end());
    auto scheduler = scheduler::Scheduler::create(*settings, kUtc);
    REQUIRE(scheduler);
    return *scheduler;
}

// Weights a learner who forgets faster than average would have.
scheduler::Weights forgetfulWeights()
{
    scheduler::Weights w = scheduler::kDefaultWeights;
    for (int i = 0; i < 4; ++i)
        w[i] *= 0.3;
    w[8] = 1.2;
    return w;
}

void setDeckWeights(service::Deck& deck, const scheduler::Weights& weights)
{
    auto settings = service::loadSchedulerSettings(deck);
    REQUIRE(settings);
    settings->parameters.assign(weights.begin(), weights.end());
    REQUIRE(service::saveSchedulerSettings(deck, *settings));
}
} // namespace

TEST_CASE("replaying a card's answers with the weights in use gives its stored memory state", "[fsrs-optimize]")
{
    TempNotes t;
    studiedDeck(t, 30, 40);
    const auto scheduler = schedulerWith(t.deck(), scheduler::kDefaultWeights);
    int replayed = 0;
    for (const auto& [id, state] : schedules(t.store())) {
        auto answers = t.store().reviewLog().of(id);
        REQUIRE(answers);
        const auto memory = scheduler::replayMemory(scheduler.model(), scheduler.clock(), *answers);
        if (state.state == core::CardState::New) {
            CHECK_FALSE(memory);
            continue;
        }
        REQUIRE(memory);
        CHECK(memory->stability == state.stability);
        CHECK(memory->difficulty == state.difficulty);
        ++replayed;
    }
    CHECK(replayed == 30);
}

TEST_CASE("rescheduling with new weights moves review cards from their last review and leaves the log alone",
          "[fsrs-optimize]")
{
    TempNotes t;
    studiedDeck(t, 30, 40);
    const auto before = schedules(t.store());
    const auto logBefore = t.store().reviewLog().all();
    REQUIRE(logBefore);

    // The weights in use: memory states stay exactly as they are.
    REQUIRE(service::reschedule(t.deck()));
    for (const auto& [id, state] : schedules(t.store())) {
        CHECK(state.stability == before.at(id).stability);
        CHECK(state.difficulty == before.at(id).difficulty);
    }

    const auto forgetful = schedulerWith(t.deck(), forgetfulWeights());
    setDeckWeights(t.deck(), forgetfulWeights());   // the deck's scheduler takes them
    auto changed = service::reschedule(t.deck());
    REQUIRE(changed);
    CHECK(changed->report.changed > 0);
    int reviewCards = 0, sooner = 0;
    for (const auto& [id, state] : schedules(t.store())) {
        const core::ScheduleState& old = before.at(id);
        CHECK(state.reps == old.reps);
        CHECK(state.lapses == old.lapses);
        CHECK(state.last_review == old.last_review);
        CHECK(state.state == old.state);
        if (state.state != core::CardState::Review) {
            CHECK(state.due == old.due);
            continue;
        }
        ++reviewCards;
        const auto& clock = forgetful.clock();
        CHECK(state.due == clock.startOfDay(clock.dayIndex(*state.last_review) + state.scheduled_days));
        CHECK(state.stability < old.stability);
        if (state.due < old.due)
            ++sooner;
    }
    CHECK(reviewCards > 10);
    CHECK(sooner == reviewCards);   // a weaker memory comes back sooner

    const auto logAfter = t.store().reviewLog().all();
    REQUIRE(logAfter);
    REQUIRE(logAfter->size() == logBefore->size());
    for (std::size_t i = 0; i < logAfter->size(); ++i) {
        CHECK((*logAfter)[i].id == (*logBefore)[i].id);
        CHECK((*logAfter)[i].stability == (*logBefore)[i].stability);
        CHECK((*logAfter)[i].dueAfter == (*logBefore)[i].dueAfter);
        CHECK((*logAfter)[i].scheduleBefore == (*logBefore)[i].scheduleBefore);
    }
}

TEST_CASE("Optimize adopts fitted weights only when their log loss is lower, and records it", "[fsrs-optimize]")
{
    TempNotes t;
    studiedDeck(t, 150, 120);
    // A deck scheduling with weights that do not describe this learner.
    setDeckWeights(t.deck(), forgetfulWeights());
    CHECK_FALSE(service::usesDefaultWeights(*service::loadSchedulerSettings(t.deck())));
    CHECK_FALSE(*service::lastOptimization(t.deck()));
    const auto before = schedules(t.store());

    auto first = service::optimizeAndAdopt(t.deck(), kNow, true);
    REQUIRE(first);
    CHECK(first->report.status == optimizer::OptimizeStatus::Fitted);
    CHECK(first->report.reviews == t.store().reviewLog().all()->size());
    CHECK(first->report.after.logLoss < first->report.before.logLoss);
    CHECK(first->verdict == service::OptimizeVerdict::Better);
    CHECK(first->adopted);
    CHECK(first->rescheduled > 0);
    const auto stored = service::loadSchedulerSettings(t.deck());
    REQUIRE(stored);
    CHECK(service::weightsInUse(*stored) == first->report.parameters);
    auto record = service::lastOptimization(t.deck());
    REQUIRE(record);
    REQUIRE(*record);
    CHECK((*record)->at == kNow);
    CHECK((*record)->reviews == first->report.reviews);
    CHECK((*record)->logLossAfter == first->report.after.logLoss);
    CHECK((*record)->rmseBinsBefore == first->report.before.rmseBins);
    CHECK(schedules(t.store()) != before);

    // The fit is deterministic, so a second run finds the weights now in use: no better, kept.
    const auto rescheduled = schedules(t.store());
    auto second = service::optimizeAndAdopt(t.deck(), kNow + 86400, true);
    REQUIRE(second);
    CHECK(second->report.after.logLoss == second->report.before.logLoss);
    CHECK(second->verdict == service::OptimizeVerdict::NotBetter);
    CHECK_FALSE(second->adopted);
    CHECK(second->rescheduled == 0);
    CHECK((*service::lastOptimization(t.deck()))->at == kNow);
    CHECK(schedules(t.store()) == rescheduled);
}

TEST_CASE("Optimize can be cancelled and says when the history is too short", "[fsrs-optimize]")
{
    SECTION("cancelled")
    {
        TempNotes t;
        studiedDeck(t, 150, 120);
        setDeckWeights(t.deck(), forgetfulWeights());
        std::atomic<bool> cancel{false};
        int reports = 0;
        auto run = service::optimizeAndAdopt(
            t.deck(), kNow, true,
            [&](const optimizer::OptimizeProgress& p) {
                ++reports;
                if (p.epoch >= 2)
                    cancel = true;
            },
            &cancel);
        CHECK_FALSE(run);
        CHECK(reports > 1);
        CHECK(service::weightsInUse(*service::loadSchedulerSettings(t.deck())) == forgetfulWeights());
        CHECK_FALSE(*service::lastOptimization(t.deck()));
    }
    SECTION("too little data")
    {
        TempNotes t;
        studiedDeck(t, 3, 3);
        auto run = service::optimizeAndAdopt(t.deck(), kNow, true);
        REQUIRE(run);
        CHECK(run->verdict == service::OptimizeVerdict::TooLittleData);
        CHECK_FALSE(run->adopted);
        CHECK(run->report.reviews > 0);
        CHECK(service::usesDefaultWeights(*service::loadSchedulerSettings(t.deck())));
    }
}

TEST_CASE("adopting on a deck that cannot be written changes nothing", "[fsrs-optimize]")
{
    TempNotes t;
    studiedDeck(t, 150, 120);
    setDeckWeights(t.deck(), forgetfulWeights());
    auto report = service::optimizeDeckParameters(t.deck());
    REQUIRE(report);
    const auto before = schedules(t.store());
    auto readOnly = service::Deck::open(t.deckFile(), {nullptr, nullptr, true});
    REQUIRE(readOnly);
    CHECK_FALSE(service::adoptParameters(**readOnly, *report, kNow, true));
    CHECK(service::weightsInUse(*service::loadSchedulerSettings(t.deck())) == forgetfulWeights());
    CHECK(schedules(t.store()) == before);
}

TEST_CASE("a long-lived second connection fits the answers given since it last read", "[fsrs-optimize]")
{
    TempNotes t;
    studiedDeck(t, 3, 3);
    // Like the app's worker thread: a DeckStore of its own that has read before (a single-row
    // lookup such as a count leaves its statement on the row, which holds the read open).
    auto worker = service::Deck::open(t.deckFile());
    REQUIRE(worker);
    REQUIRE(service::storeOf(**worker).cards().activeCount());
    service::DemoHistoryOptions more;
    more.days = 2;
    REQUIRE(service::fabricateHistory(t.deck(), kNow + 2 * 86400, more));
    auto report = service::optimizeDeckParameters(**worker);
    REQUIRE(report);
    CHECK(report->reviews == t.store().reviewLog().all()->size());
}

TEST_CASE("the date to ignore reviews before is kept with the deck's settings and honoured by the fit",
          "[fsrs-optimize][ignore-before]")
{
    TempNotes t;
    studiedDeck(t, 150, 120);
    auto all = service::optimizeDeckParameters(t.deck());
    REQUIRE(all);
    CHECK(all->cardsLeftOut == 0);

    const core::DayClock clock(kUtc, core::DayClock::kDefaultDayStartHour);
    const std::int64_t day = clock.dayIndex(kNow) - 60;
    REQUIRE(service::setIgnoreReviewsBefore(t.deck(), day));
    CHECK(service::loadSchedulerSettings(t.deck())->ignore_reviews_before == day);

    auto recent = service::optimizeDeckParameters(t.deck());
    REQUIRE(recent);
    CHECK(recent->cardsLeftOut > 0);
    CHECK(recent->reviewsLeftOut > 0);
    CHECK(recent->reviews == all->reviews);
    CHECK(recent->items < all->items);

    REQUIRE(service::setIgnoreReviewsBefore(t.deck(), std::nullopt));
    CHECK_FALSE(service::loadSchedulerSettings(t.deck())->ignore_reviews_before);
    CHECK(service::optimizeDeckParameters(t.deck())->items == all->items);
}

TEST_CASE("rescheduling starts a card whose earlier answers are ignored from its estimated memory",
          "[fsrs-optimize][ignore-before]")
{
    TempNotes t;
    studiedDeck(t, 30, 40);
    const auto before = schedules(t.store());
    const core::DayClock clock(kUtc, core::DayClock::kDefaultDayStartHour);
    const std::int64_t day = clock.dayIndex(kNow) - 20;
    REQUIRE(service::setIgnoreReviewsBefore(t.deck(), day));

    // The weights in use, so only the cut histories change.
    auto changed = service::reschedule(t.deck());
    REQUIRE(changed);
    CHECK(changed->report.changed > 0);
    const auto all = t.store().reviewLog().all();
    REQUIRE(all);
    const double retention = scheduler::historicalRetention(*all, clock, day);
    const auto scheduler = schedulerWith(t.deck(), scheduler::kDefaultWeights);
    int estimated = 0;
    for (const auto& [id, state] : schedules(t.store())) {
        auto answers = t.store().reviewLog().of(id);
        REQUIRE(answers);
        if (answers->empty() || clock.dayIndex(answers->front().reviewedAtMs / 1000) >= day) {
            // Begun on or after the date: replayed whole, as stored.
            CHECK(state.stability == before.at(id).stability);
            continue;
        }
        const auto memory = scheduler::replayMemory(scheduler.model(), scheduler.clock(), *answers, {retention, day});
        if (!memory)
            continue;
        CHECK(state.stability == memory->stability);
        CHECK(state.difficulty == memory->difficulty);
        ++estimated;
    }
    CHECK(estimated > 0);
}
