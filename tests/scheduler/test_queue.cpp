// Today's queue: order, daily limits, suspended and buried cards, random new order.
#include "scheduler/queue.h"
#include "test_support.h"

using namespace notedeck;
using namespace notedeck::scheduler;
using core::CardState;

namespace {

constexpr core::Timestamp kNow = 1'715'774'400; // 2024-05-15 12:00 UTC
constexpr core::Timestamp kDay = 86400;

CardRecord learning(core::CardId id, core::Timestamp due)
{
    return {id, CardState::Learning, due, 1.0, due - 600, 0, false, 0};
}

CardRecord review(core::CardId id, int daysAgo, double stability, core::Timestamp due = kNow - 3600)
{
    return {id, CardState::Review, due, stability, kNow - daysAgo * kDay, 0, false, 0};
}

CardRecord fresh(core::CardId id, std::int64_t ordinal)
{
    return {id, CardState::New, 0, 0.0, 0, ordinal, false, 0};
}

} // namespace

TEST_CASE("queue order: learning, reviews by retrievability, new in note order", "[queue]")
{
    std::vector<CardRecord> cards = {
        fresh(30, 2),
        review(20, 10, 100.0),            // t/S = 0.1
        learning(11, kNow - 60),
        fresh(31, 1),
        review(21, 10, 5.0),              // t/S = 2: lowest R, first
        learning(10, kNow - 300),
        review(22, 10, 20.0),             // t/S = 0.5
        review(23, 1, 1.0, kNow + kDay),  // not due yet
        learning(12, kNow + 600),         // due within the learn-ahead limit
        learning(13, kNow + 7200),        // later today: not yet
        {40, CardState::Relearning, kNow - 10, 0.5, kNow - 700, 0, false, 0},
    };
    const auto q = buildQueue(cards, QueueOptions{}, StudiedToday{}, kNow);
    CHECK(q.cards == std::vector<core::CardId>{10, 11, 40, 21, 22, 20, 31, 30, 12});
    CHECK(q.learning == 3);
    CHECK(q.reviews == 3);
    CHECK(q.new_cards == 2);
    CHECK(q.learn_ahead == 1);
}

TEST_CASE("daily limits count what was studied today", "[queue][limits]")
{
    std::vector<CardRecord> cards;
    for (int i = 0; i < 50; ++i) {
        cards.push_back(review(100 + i, 10 + i, 10.0));
        cards.push_back(fresh(500 + i, 50 - i));
    }
    QueueOptions options;
    options.new_cards_per_day = 20;
    options.reviews_per_day = 30;
    auto q = buildQueue(cards, options, StudiedToday{5, 25}, kNow);
    CHECK(q.new_cards == 15);
    CHECK(q.reviews == 5);
    // The five most overdue (relative to stability) reviews.
    CHECK(std::vector<core::CardId>(q.cards.begin(), q.cards.begin() + 5) ==
          std::vector<core::CardId>{149, 148, 147, 146, 145});
    // New cards in note order: ordinal 1 is card 549.
    CHECK(q.cards[5] == 549);
    q = buildQueue(cards, options, StudiedToday{25, 40}, kNow);
    CHECK(q.new_cards == 0);
    CHECK(q.reviews == 0);
}

TEST_CASE("suspended and buried cards stay out of the queue", "[queue]")
{
    auto suspended = review(1, 5, 2.0);
    suspended.suspended = true;
    auto buried = review(2, 5, 2.0);
    buried.buried_until = kNow + 3600;
    auto unburied = review(3, 5, 2.0);
    unburied.buried_until = kNow; // the next day has begun
    auto buriedNew = fresh(4, 1);
    buriedNew.buried_until = kNow + 1;
    const std::vector<CardRecord> cards = {suspended, buried, unburied, buriedNew};
    const auto q = buildQueue(cards, QueueOptions{}, StudiedToday{}, kNow);
    CHECK(q.cards == std::vector<core::CardId>{3});
}

TEST_CASE("random new order is deterministic per seed", "[queue][random]")
{
    std::vector<CardRecord> cards;
    for (int i = 0; i < 100; ++i)
        cards.push_back(fresh(i + 1, i));
    QueueOptions options;
    options.new_cards_per_day = 100;
    const auto inOrder = buildQueue(cards, options, {}, kNow).cards;
    options.new_card_order = NewCardOrder::Random;
    options.random_order_seed = 7;
    const auto shuffled = buildQueue(cards, options, {}, kNow).cards;
    CHECK(shuffled == buildQueue(cards, options, {}, kNow).cards);
    CHECK(shuffled != inOrder);
    auto sorted = shuffled;
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == inOrder);
    options.random_order_seed = 8;
    CHECK(buildQueue(cards, options, {}, kNow).cards != shuffled);
}

