// The review session keeps today's queue up to date by itself: after every answer, bury or undo it
// must agree with the queue built afresh from the deck; undo puts the card back first with its
// state and the statistics restored; single-card study, rebuilds after an import, changed cards,
// the time cap and the summary.
#include "core/day_clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/review_session.h"
#include "service/options/scheduler_settings_store.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <random>

using namespace notedeck;
using service::ReviewSession;
using service::SessionCounts;
using testing::TempNotes;

namespace {
constexpr core::Timestamp kMorning = 1'764'403'200;   // 2025-11-29T08:00:00Z
constexpr core::Timestamp kDay = 86'400;

std::string cardsText(int count, const std::string& tag = "")
{
    std::string text = "# 测试\n\n";
    for (int i = 0; i < count; ++i)
        text += "- 问题 " + tag + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    return text;
}

void writeCards(TempNotes& t, int count)
{
    t.write("cards.md", cardsText(count));
    t.import();
}

scheduler::Scheduler utcScheduler(service::Deck& deck)
{
    return service::schedulerOf(deck);   // TempNotes opens its deck in UTC
}

std::unique_ptr<ReviewSession> startSession(TempNotes& t, core::Timestamp now)
{
    auto session = ReviewSession::start(t.deck(), {}, now);
    REQUIRE(session);
    return std::move(*session);
}

// What the queue built from scratch says at `now`, in the session's terms.
SessionCounts rebuiltCounts(TempNotes& t, core::Timestamp now,
                            std::optional<core::CardId>* first = nullptr)
{
    auto queue = service::todaysQueue(t.deck(), {}, now);
    REQUIRE(queue);
    if (first)
        *first = queue->cards.empty() ? std::nullopt : std::optional<core::CardId>(queue->cards.front());
    return {queue->new_cards, queue->learning + queue->learn_ahead, queue->reviews};
}

// Gives the first `count` cards a review history on an earlier day, so that some are due as
// reviews on `day`.
void makeReviews(TempNotes& t, int count, core::Timestamp earlier)
{
    for (core::CardId id = 1; id <= count; ++id) {
        const auto rating = id % 2 ? core::Rating::Easy : core::Rating::Good;
        REQUIRE(service::answerCard(t.deck(), id, rating, earlier, 1000));
        if (rating == core::Rating::Good) {
            REQUIRE(service::answerCard(t.deck(), id, core::Rating::Good, earlier + 120, 1000));
            REQUIRE(service::answerCard(t.deck(), id, core::Rating::Good, earlier + 900, 1000));
        }
    }
}
} // namespace

TEST_CASE("a session starts with today's queue", "[review]")
{
    TempNotes t;
    writeCards(t, 30);
    auto sched = utcScheduler(t.deck());
    makeReviews(t, 8, kMorning - 20 * kDay);
    auto session = startSession(t, kMorning);
    std::optional<core::CardId> first;
    const auto expected = rebuiltCounts(t, kMorning, &first);
    CHECK(session->counts(kMorning) == expected);
    CHECK(expected.reviews == 8);
    CHECK(expected.newCards == 20);
    CHECK(session->peek(kMorning) == first);
    auto row = session->next(kMorning);
    REQUIRE(row);
    REQUIRE(*row);
    CHECK((*row)->card.id == *first);
    CHECK((*row)->schedule.state == core::CardState::Review);
}

TEST_CASE("after every answer the session agrees with a queue built from scratch", "[review]")
{
    TempNotes t;
    writeCards(t, 40);
    auto settings = service::loadSchedulerSettings(t.deck());
    REQUIRE(settings);
    settings->new_cards_per_day = 12;
    settings->reviews_per_day = 6;
    settings->learning_steps = {1, 10, 30};
    REQUIRE(service::saveSchedulerSettings(t.deck(), *settings));
    auto sched = utcScheduler(t.deck());
    makeReviews(t, 10, kMorning - 30 * kDay);

    auto session = startSession(t, kMorning);
    std::mt19937 random(7);
    core::Timestamp now = kMorning;
    int answers = 0;
    int waits = 0;
    while (answers < 400) {
        auto row = session->next(now);
        REQUIRE(row);
        if (!*row) {
            // Done for now; later today the learning cards beyond the learn-ahead limit come due.
            auto summary = session->summary(now);
            REQUIRE(summary);
            if (!summary->nextLaterToday)
                break;
            now = *summary->nextLaterToday;
            ++waits;
            continue;
        }
        std::optional<core::CardId> first;
        INFO("answer " << answers << " at +" << (now - kMorning) << " s");
        CHECK(session->counts(now) == rebuiltCounts(t, now, &first));
        CHECK((*row)->card.id == first);
        const auto rating = static_cast<core::Rating>(std::uniform_int_distribution<int>(1, 4)(random));
        REQUIRE(session->answer((*row)->card.id, rating, now, 3000));
        ++answers;
        now += std::uniform_int_distribution<int>(2, 90)(random);
    }
    CHECK(answers > 40);
    CHECK(waits > 0);   // the 30-minute step is beyond the learn-ahead limit
    CHECK(session->counts(now) == SessionCounts{});
    CHECK(rebuiltCounts(t, now + 3600).total() == 0);   // nothing left today, not even later
    CHECK(session->stats().answered == answers);
}

TEST_CASE("undo puts the card back first with its state several levels deep", "[review]")
{
    TempNotes t;
    writeCards(t, 5);
    auto sched = utcScheduler(t.deck());
    auto session = startSession(t, kMorning);
    core::Timestamp now = kMorning;

    std::vector<std::pair<core::CardId, core::ScheduleState>> shown;
    for (auto rating : {core::Rating::Again, core::Rating::Good, core::Rating::Easy}) {
        auto row = session->next(now);
        REQUIRE(row);
        REQUIRE(*row);
        shown.emplace_back((*row)->card.id, (*row)->schedule);
        REQUIRE(session->answer((*row)->card.id, rating, now, 2000));
        now += 5;
    }
    CHECK(session->stats().answered == 3);
    CHECK(session->stats().again == 1);
    CHECK(session->stats().timeMs == 6000);
    const SessionCounts before = session->counts(now);
    CHECK(before == SessionCounts{2, 2, 0});   // card 1 (Again, 1 min) and card 2 (Good, 10 min) in learning

    for (int level = 2; level >= 0; --level) {
        auto undone = session->undo(now);
        REQUIRE(undone);
        REQUIRE(*undone);
        const auto& [id, state] = shown[static_cast<size_t>(level)];
        CHECK((*undone)->card == id);
        CHECK((*undone)->wasAnswer);
        CHECK((*t.store().cards().find(id))->schedule == state);
        CHECK(session->peek(now) == id);
        auto row = session->next(now);
        REQUIRE(*row);
        CHECK((*row)->card.id == id);
    }
    CHECK(session->stats().answered == 0);
    CHECK(session->stats().again == 0);
    CHECK(session->stats().timeMs == 0);
    CHECK(session->counts(now) == SessionCounts{5, 0, 0});
    CHECK(session->peek(now) == 1);
    // Nothing of this session left to undo, and the deck has no earlier answer.
    auto nothing = session->undo(now);
    REQUIRE(nothing);
    CHECK_FALSE(*nothing);
}

TEST_CASE("undo with no answer in the session takes back the deck's latest answer", "[review]")
{
    TempNotes t;
    writeCards(t, 3);
    auto sched = utcScheduler(t.deck());
    const auto original = (*t.store().cards().find(3))->schedule;
    REQUIRE(service::answerCard(t.deck(), 3, core::Rating::Easy, kMorning - 3600, 1000));
    auto session = startSession(t, kMorning);
    CHECK(session->counts(kMorning) == SessionCounts{2, 0, 0});
    auto undone = session->undo(kMorning);
    REQUIRE(undone);
    REQUIRE(*undone);
    CHECK((*undone)->card == 3);
    CHECK((*t.store().cards().find(3))->schedule == original);
    CHECK(session->peek(kMorning) == 3);
    CHECK(session->counts(kMorning) == SessionCounts{3, 0, 0});
}

TEST_CASE("bury and suspend take the card out while a flag keeps it and each can be undone", "[review]")
{
    TempNotes t;
    writeCards(t, 4);
    auto sched = utcScheduler(t.deck());
    auto session = startSession(t, kMorning);
    const core::Timestamp now = kMorning;

    auto flagged = session->change(1, service::CardAction::Flag, now, core::Flag::Red);
    REQUIRE(flagged);
    CHECK(flagged->flag == core::Flag::Red);
    CHECK(session->peek(now) == 1);
    REQUIRE(session->change(1, service::CardAction::Bury, now));
    CHECK(session->peek(now) == 2);
    REQUIRE(session->change(2, service::CardAction::Suspend, now));
    CHECK(session->peek(now) == 3);
    CHECK(session->counts(now) == SessionCounts{2, 0, 0});
    CHECK(session->counts(now) == rebuiltCounts(t, now));
    CHECK(t.store().reviewLog().of(1)->empty());

    auto undone = session->undo(now);   // the suspend
    REQUIRE(undone);
    REQUIRE(*undone);
    CHECK((*undone)->card == 2);
    CHECK_FALSE((*undone)->wasAnswer);
    CHECK_FALSE((*t.store().cards().find(2))->schedule.suspended);
    CHECK(session->peek(now) == 2);
    REQUIRE(session->undo(now));        // the bury
    CHECK((*t.store().cards().find(1))->schedule.buried_until == 0);
    CHECK((*t.store().cards().find(1))->schedule.flag == core::Flag::Red);
    REQUIRE(session->undo(now));        // the flag
    CHECK((*t.store().cards().find(1))->schedule.flag == core::Flag::None);
    CHECK(session->peek(now) == 1);
    CHECK(session->counts(now) == SessionCounts{4, 0, 0});
}

TEST_CASE("undoing a bury is refused and writes nothing when another window changed the card since", "[review]")
{
    TempNotes t;
    writeCards(t, 3);
    auto sched = utcScheduler(t.deck());
    auto session = startSession(t, kMorning);
    REQUIRE(session->change(1, service::CardAction::Bury, kMorning));

    // Another window on the same deck flags the buried card.
    auto other = service::Deck::open(t.deckFile());
    REQUIRE(other);
    const core::CardRow buried = **service::storeOf(**other).cards().find(1);
    core::ScheduleState flagged = buried.schedule;
    flagged.flag = core::Flag::Green;
    REQUIRE(service::storeOf(**other).cards().changeSchedules({{1, buried.schedule, flagged}}));

    auto undone = session->undo(kMorning);
    REQUIRE_FALSE(undone);
    CHECK(undone.error().message.find("changed since; its change cannot be undone") != std::string::npos);
    CHECK((*t.store().cards().find(1))->schedule == flagged);   // still buried, and flagged
    CHECK(session->peek(kMorning) == 2);
}

TEST_CASE("the time on a card is capped in the review log", "[review]")
{
    TempNotes t;
    writeCards(t, 2);
    auto sched = utcScheduler(t.deck());
    auto session = startSession(t, kMorning);
    REQUIRE(session->answer(1, core::Rating::Good, kMorning, 3'600'000));
    REQUIRE(session->answer(2, core::Rating::Good, kMorning + 1, 4321));
    CHECK((*t.store().reviewLog().of(1))[0].durationMs == ReviewSession::kMaxAnswerMs);
    CHECK((*t.store().reviewLog().of(2))[0].durationMs == 4321);
    CHECK(session->stats().timeMs == ReviewSession::kMaxAnswerMs + 4321);
}

TEST_CASE("single-card study shows the card whether due or not and then through its steps", "[review]")
{
    TempNotes t;
    writeCards(t, 3);
    auto sched = utcScheduler(t.deck());
    REQUIRE(service::answerCard(t.deck(), 2, core::Rating::Easy, kMorning - kDay, 1000));
    REQUIRE((*t.store().cards().find(2))->schedule.due > kMorning + kDay);   // not due for days

    auto single = ReviewSession::startSingle(t.deck(), 2, kMorning);
    REQUIRE(single);
    auto& session = **single;
    CHECK(session.singleCard() == 2);
    CHECK(session.counts(kMorning) == SessionCounts{0, 0, 1});
    auto row = session.next(kMorning);
    REQUIRE(*row);
    CHECK((*row)->card.id == 2);
    REQUIRE(session.answer(2, core::Rating::Again, kMorning, 1000));   // a lapse: relearning, 10 min
    CHECK(session.counts(kMorning) == SessionCounts{0, 1, 0});
    CHECK(session.peek(kMorning) == 2);                                // within the learn-ahead limit
    REQUIRE(session.answer(2, core::Rating::Good, kMorning + 600, 1000));
    CHECK_FALSE(session.peek(kMorning + 600));
    CHECK(session.counts(kMorning + 600) == SessionCounts{});

    CHECK_FALSE(ReviewSession::startSingle(t.deck(), 99, kMorning));
}

TEST_CASE("a rebuild after an import brings new cards in and drops retired ones", "[review]")
{
    TempNotes t;
    writeCards(t, 3);
    auto sched = utcScheduler(t.deck());
    auto session = startSession(t, kMorning);
    REQUIRE(session->answer(1, core::Rating::Good, kMorning, 1000));
    auto row = session->next(kMorning);
    REQUIRE(*row);
    CHECK((*row)->card.id == 2);

    // Card 3 is retired, two cards are added.
    t.write("cards.md", "# 测试\n\n- 问题 0？\n  - 答案 0\n- 问题 1？\n  - 答案 1\n- 新问题 A？\n  - 新答案 A\n"
                        "- 新问题 B？\n  - 新答案 B\n");
    t.import();
    // Without a rebuild the retired card is skipped when its turn comes.
    REQUIRE(session->answer(2, core::Rating::Easy, kMorning + 10, 1000));
    row = session->next(kMorning + 10);
    REQUIRE(row);
    CHECK((*row)->card.id == 1);   // card 3 dropped; card 1 is learning within the learn-ahead limit

    REQUIRE(session->undo(kMorning + 10));   // card 2 back first …
    REQUIRE(session->rebuild(kMorning + 10));
    CHECK(session->peek(kMorning + 10) == 2);   // … and still first after the rebuild
    CHECK(session->counts(kMorning + 10) == rebuiltCounts(t, kMorning + 10));
    CHECK(session->counts(kMorning + 10) == SessionCounts{3, 1, 0});
    CHECK(session->stats().answered == 1);
}

TEST_CASE("today's cards read elsewhere start a session or rebuild one that went on meanwhile", "[review]")
{
    TempNotes t;
    writeCards(t, 12);
    auto sched = utcScheduler(t.deck());
    makeReviews(t, 6, kMorning - 20 * kDay);

    // Read (as the worker does), then started: the same session as start() builds.
    auto today = ReviewSession::readToday(t.deck(), {}, kMorning);
    REQUIRE(today);
    auto session = ReviewSession::start(t.deck(), std::move(*today));
    std::optional<core::CardId> first;
    CHECK(session->counts(kMorning) == rebuiltCounts(t, kMorning, &first));
    CHECK(session->peek(kMorning) == first);

    // A rebuild is read while the reader answers on: the cards answered after the mark were read
    // before their answers, and must not come back as if unanswered.
    const std::size_t mark = session->rebuildMark();
    auto reread = ReviewSession::readToday(t.deck(), {}, kMorning);
    REQUIRE(reread);
    core::Timestamp now = kMorning;
    for (const auto rating : {core::Rating::Good, core::Rating::Easy, core::Rating::Again}) {
        auto row = session->next(now);
        REQUIRE(row);
        REQUIRE(*row);
        REQUIRE(session->answer((*row)->card.id, rating, now, 1000));
        now += 5;
    }
    REQUIRE(session->change(*session->peek(now), service::CardAction::Bury, now));
    REQUIRE(session->rebuild(std::move(*reread), mark, now));
    CHECK(session->counts(now) == rebuiltCounts(t, now, &first));
    CHECK(session->peek(now) == first);
    CHECK(session->stats().answered == 3);
}

TEST_CASE("a changed card keeps its place while a suspended or retired one leaves", "[review]")
{
    TempNotes t;
    writeCards(t, 4);
    auto sched = utcScheduler(t.deck());
    auto session = startSession(t, kMorning);
    t.write("cards.md", "# 测试\n\n- 问题 0？\n  - 新的答案 0\n- 问题 1？\n  - 答案 1\n- 问题 2？\n  - 答案 2\n");
    t.import();
    REQUIRE(service::changeCard(t.deck(), 2, service::CardAction::Suspend, kMorning));
    REQUIRE(session->cardsChanged({1, 2, 4, 77}, kMorning));
    CHECK(session->counts(kMorning) == SessionCounts{2, 0, 0});
    auto row = session->next(kMorning);
    REQUIRE(*row);
    CHECK((*row)->card.id == 1);
    CHECK((*row)->card.answer.find("新的答案") != std::string::npos);
}

TEST_CASE("the summary counts the session and what is due tomorrow", "[review]")
{
    TempNotes t;
    writeCards(t, 29);
    auto sched = utcScheduler(t.deck());
    makeReviews(t, 4, kMorning - 40 * kDay);
    auto session = startSession(t, kMorning);
    core::Timestamp now = kMorning;
    int i = 0;
    while (auto row = *session->next(now)) {
        const auto rating = i % 4 == 0 ? core::Rating::Again : core::Rating::Easy;
        REQUIRE(session->answer(row->card.id, rating, now, 1500));
        now += 30;
        ++i;
    }
    auto summary = session->summary(now);
    REQUIRE(summary);
    CHECK(summary->stats.answered == i);
    CHECK(summary->stats.timeMs == 1500LL * i);
    CHECK(summary->stats.again > 0);
    CHECK(summary->againShare() == Approx(static_cast<double>(summary->stats.again) / i));
    CHECK(summary->stats.newCards == 20);
    CHECK(summary->laterToday == 0);
    // Five new cards are left for tomorrow (20 per day); the cards answered Easy today are due in days.
    CHECK(summary->tomorrow.newCards == 5);
    auto tomorrow = service::todaysQueue(t.deck(), {}, kMorning + kDay);
    REQUIRE(tomorrow);
    CHECK(summary->tomorrow.reviews == tomorrow->reviews + tomorrow->learning + tomorrow->learn_ahead);
}
