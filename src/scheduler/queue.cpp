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

// Keeps the `limit` smallest items seen, by (key, id). A bounded max-heap: with a
// million due cards and a limit of a few hundred, almost every card is rejected after
// one comparison, and nothing of the size of the deck is stored or sorted.
template <typename Key>
class Smallest {
public:
    using Item = std::pair<Key, core::CardId>;
    explicit Smallest(std::size_t limit) : m_limit(limit) { m_items.reserve(std::min<std::size_t>(limit, 1u << 16)); }

    void offer(Key key, core::CardId id)
    {
        if (m_limit == 0)
            return;
        const Item item{key, id};
        if (m_items.size() < m_limit) {
            m_items.push_back(item);
            std::push_heap(m_items.begin(), m_items.end());
        } else if (item < m_items.front()) {
            std::pop_heap(m_items.begin(), m_items.end());
            m_items.back() = item;
            std::push_heap(m_items.begin(), m_items.end());
        }
    }

    // Sorted ascending.
    std::vector<Item> take()
    {
        std::sort_heap(m_items.begin(), m_items.end());
        return std::move(m_items);
    }

private:
    std::size_t m_limit;
    std::vector<Item> m_items;
};

} // namespace

StudyQueue buildQueue(std::span<const CardRecord> cards, const QueueOptions& options,
                      const StudiedToday& studied, core::Timestamp now,
                      std::span<const core::CardId> beyondLimit)
{
    std::vector<core::CardId> letIn(beyondLimit.begin(), beyondLimit.end());
    std::sort(letIn.begin(), letIn.end());
    const core::Timestamp aheadUntil = now + std::int64_t{options.learn_ahead_minutes} * 60;
    std::vector<std::pair<core::Timestamp, core::CardId>> learning;
    std::vector<std::pair<core::Timestamp, core::CardId>> ahead;
    const auto remaining = [](int limit, int done) {
        return static_cast<std::size_t>(std::max(0, limit - done));
    };
    // Ordered by -(t / S): R falls monotonically in t / S, so the lowest retrievability
    // comes first without evaluating the curve for every due card.
    Smallest<double> reviewPick(remaining(options.reviews_per_day, studied.reviews));
    Smallest<std::uint64_t> newPick(remaining(options.new_cards_per_day, studied.new_cards));
    Smallest<std::uint64_t> letInPick(letIn.size());

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
                reviewPick.offer(-ratio, c.id);
            }
            break;
        case core::CardState::New: {
            const auto key = random ? mix(options.random_order_seed ^ mix(static_cast<std::uint64_t>(c.id)))
                                    : static_cast<std::uint64_t>(c.ordinal);
            (std::binary_search(letIn.begin(), letIn.end(), c.id) ? letInPick : newPick).offer(key, c.id);
            break;
        }
        }
    }

    std::sort(learning.begin(), learning.end());
    std::sort(ahead.begin(), ahead.end());
    const auto reviews = reviewPick.take();
    auto fresh = letInPick.take();
    const auto limited = newPick.take();
    fresh.insert(fresh.end(), limited.begin(), limited.end());

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
