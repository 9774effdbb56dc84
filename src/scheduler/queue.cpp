#include "scheduler/queue.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace notedeck::scheduler {

namespace {

// SplitMix64: a fixed, portable mix, so "random" order is the same on every machine.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// Keeps the `limit` smallest by `key` (then by id), sorted.
template <typename Key>
void takeSmallest(std::vector<std::pair<Key, core::CardId>>& items, std::size_t limit)
{
    if (items.size() > limit) {
        std::nth_element(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(limit), items.end());
        items.resize(limit);
    }
    std::sort(items.begin(), items.end());
}

} // namespace

StudyQueue buildQueue(std::span<const CardRecord> cards, const QueueOptions& options,
                      const StudiedToday& studied, core::Timestamp now)
{
    const core::Timestamp aheadUntil = now + std::int64_t{options.learn_ahead_minutes} * 60;
    std::vector<std::pair<core::Timestamp, core::CardId>> learning;
    std::vector<std::pair<core::Timestamp, core::CardId>> ahead;
    // Ordered by -(t / S): R falls monotonically in t / S, so the lowest retrievability
    // comes first without evaluating the curve for every due card.
    std::vector<std::pair<double, core::CardId>> reviews;
    std::vector<std::pair<std::uint64_t, core::CardId>> fresh;

    const bool random = options.new_card_order == NewCardOrder::Random;
    for (const CardRecord& c : cards) {
        if (c.suspended || now < c.buried_until)
            continue;
        switch (c.state) {
        case core::CardState::Learning:
        case core::CardState::Relearning:
            if (c.due <= now)
                learning.emplace_back(c.due, c.id);
            else if (c.due <= aheadUntil)
                ahead.emplace_back(c.due, c.id);
            break;
        case core::CardState::Review:
            if (c.due <= now) {
                const double elapsed = static_cast<double>(now - c.last_review);
                const double ratio = c.stability > 0.0 ? elapsed / c.stability
                                                       : std::numeric_limits<double>::infinity();
                reviews.emplace_back(-ratio, c.id);
            }
            break;
        case core::CardState::New: {
            const auto key = random ? mix(options.random_order_seed ^ mix(static_cast<std::uint64_t>(c.id)))
                                    : static_cast<std::uint64_t>(c.ordinal);
            fresh.emplace_back(key, c.id);
            break;
        }
        }
    }

    const auto remaining = [](int limit, int done) {
        return static_cast<std::size_t>(std::max(0, limit - done));
    };
    std::sort(learning.begin(), learning.end());
    std::sort(ahead.begin(), ahead.end());
    takeSmallest(reviews, remaining(options.reviews_per_day, studied.reviews));
    takeSmallest(fresh, remaining(options.new_cards_per_day, studied.new_cards));

    StudyQueue queue;
    queue.cards.reserve(learning.size() + reviews.size() + fresh.size() + ahead.size());
    for (const auto& [key, id] : learning)
        queue.cards.push_back(id);
    for (const auto& [key, id] : reviews)
        queue.cards.push_back(id);
    for (const auto& [key, id] : fresh)
        queue.cards.push_back(id);
    for (const auto& [key, id] : ahead)
        queue.cards.push_back(id);
    queue.learning = static_cast<int>(learning.size());
    queue.reviews = static_cast<int>(reviews.size());
    queue.new_cards = static_cast<int>(fresh.size());
    queue.learn_ahead = static_cast<int>(ahead.size());
    return queue;
}

} // namespace notedeck::scheduler
