// The review queue's bookkeeping on its own, without a deck: the order cards come in (undone
// first, learning due now, reviews, new cards, learning within the learn-ahead limit), where an
// answered or changed card goes back, and the counts the review screen shows.
#include "service/study/review_queue.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace notedeck;
using service::QueueKind;
using service::ReviewQueue;
using service::SessionCounts;

namespace {
constexpr core::Timestamp kNow = 1'764'417'600;
constexpr core::Timestamp kEndOfToday = kNow + 12 * 3600;
constexpr core::Timestamp kAhead = kNow + 20 * 60;   // the learn-ahead limit

// Learning 1 (due now) and 2 (in 10 min) and 3 (in 2 h); reviews 10, 11; new 20, 21.
ReviewQueue today()
{
    service::TodaysCards cards;
    cards.learning = {{kNow - 60, 1}, {kNow + 600, 2}, {kNow + 7200, 3}};
    cards.main = {{10, QueueKind::Review}, {11, QueueKind::Review}, {20, QueueKind::New}, {21, QueueKind::New}};
    ReviewQueue queue;
    queue.fill(cards);
    return queue;
}

core::ScheduleState state(core::CardState kind, core::Timestamp due)
{
    core::ScheduleState s;
    s.state = kind;
    s.due = due;
    return s;
}

// The ids in the order they come at `now`, taking each out as it is shown.
std::vector<core::CardId> drain(ReviewQueue queue, core::Timestamp now)
{
    std::vector<core::CardId> order;
    while (const auto card = queue.peek(now, now + 20 * 60)) {
        order.push_back(*card);
        queue.remove(*card);
    }
    return order;
}
} // namespace

TEST_CASE("review queue: learning due now, reviews, new cards, then learning within the learn-ahead limit", "[review-queue]")
{
    ReviewQueue queue = today();
    CHECK(drain(queue, kNow) == std::vector<core::CardId>{1, 10, 11, 20, 21, 2});
    CHECK(queue.counts(kAhead) == SessionCounts{2, 2, 2});
    const auto later = queue.laterToday(kAhead);
    CHECK(later.cards == 1);
    CHECK(later.first == kNow + 7200);
    // Two hours on, card 3 has come due as well.
    CHECK(drain(queue, kNow + 7200) == std::vector<core::CardId>{1, 2, 3, 10, 11, 20, 21});
}

TEST_CASE("review queue: an answered card goes where its new state belongs, or leaves", "[review-queue]")
{
    ReviewQueue queue = today();
    REQUIRE(queue.remove(20) == QueueKind::New);
    // Learning again in 5 minutes: within the learn-ahead limit, after the due learning card.
    queue.place(20, state(core::CardState::Learning, kNow + 300), kNow, kEndOfToday);
    CHECK(drain(queue, kNow) == std::vector<core::CardId>{1, 10, 11, 21, 20, 2});
    // A review due again now goes after the other reviews, before the new cards.
    REQUIRE(queue.remove(10) == QueueKind::Review);
    queue.place(10, state(core::CardState::Review, kNow), kNow, kEndOfToday);
    CHECK(drain(queue, kNow) == std::vector<core::CardId>{1, 11, 10, 21, 20, 2});
    // Due tomorrow, suspended or buried: no longer held.
    REQUIRE(queue.remove(11));
    queue.place(11, state(core::CardState::Review, kNow + 3 * 86400), kNow, kEndOfToday);
    REQUIRE(queue.remove(1) == QueueKind::Learning);
    queue.place(1, state(core::CardState::Learning, kEndOfToday + 60), kNow, kEndOfToday);
    auto suspended = state(core::CardState::New, 0);
    suspended.suspended = true;
    REQUIRE(queue.remove(21));
    queue.place(21, suspended, kNow, kEndOfToday);
    auto buried = state(core::CardState::Review, kNow);
    buried.buried_until = kEndOfToday;
    REQUIRE(queue.remove(10));
    queue.place(10, buried, kNow, kEndOfToday);
    CHECK(drain(queue, kNow) == std::vector<core::CardId>{20, 2});
    CHECK_FALSE(queue.remove(99));
}

TEST_CASE("review queue: an undone card comes first, counts as its kind, and stays first when the queue is read again",
          "[review-queue]")
{
    ReviewQueue queue = today();
    queue.pushFront(21, QueueKind::New);
    queue.pushFront(2, QueueKind::Learning);   // the latest undo first
    CHECK(queue.isFront(2));
    CHECK(drain(queue, kNow) == std::vector<core::CardId>{2, 21, 1, 10, 11, 20});
    CHECK(queue.counts(kAhead) == SessionCounts{2, 2, 2});

    // Read again (a rebuild) with both cards in today's lists: first still, and held once.
    service::TodaysCards again;
    again.learning = {{kNow + 600, 2}};
    again.main = {{10, QueueKind::Review}, {21, QueueKind::New}};
    queue.fill(again);
    CHECK(drain(queue, kNow) == std::vector<core::CardId>{2, 21, 10});
    CHECK(queue.counts(kAhead) == SessionCounts{1, 1, 1});

    // Its content changed into a review: it stays first, counted as a review.
    CHECK(queue.recountFront(21, QueueKind::Review));
    CHECK(queue.counts(kAhead) == SessionCounts{0, 1, 2});
    CHECK_FALSE(queue.recountFront(10, QueueKind::New));
    CHECK(queue.waitsAs(10, QueueKind::Review));
    CHECK_FALSE(queue.waitsAs(10, QueueKind::New));
    auto held = queue.heldCards();
    std::sort(held.begin(), held.end());
    CHECK(held == std::vector<core::CardId>{2, 10, 21});
}

TEST_CASE("review queue: a card studied on its own is shown whether it is due or not", "[review-queue]")
{
    ReviewQueue queue;
    queue.appendMain(42, QueueKind::Review);
    CHECK(queue.peek(kNow, kAhead) == 42);
    CHECK(queue.counts(kAhead) == SessionCounts{0, 0, 1});
    CHECK(service::queueKindOf(core::CardState::Relearning) == QueueKind::Learning);
}
