#include "scheduler/optimizer/history_filter.h"

#include <unordered_map>

namespace notedeck::optimizer {

SelectedHistories selectHistories(std::span<const ReviewLogEntry> log, const core::DayClock& clock,
                                  std::optional<std::int64_t> firstDay)
{
    // Each card's earliest answer (the first in the log among equal times, as the items take it).
    std::unordered_map<core::CardId, const ReviewLogEntry*> earliest;
    for (const ReviewLogEntry& entry : log) {
        auto [it, inserted] = earliest.try_emplace(entry.cardId, &entry);
        if (!inserted && entry.timeMs < it->second->timeMs)
            it->second = &entry;
    }
    std::unordered_map<core::CardId, bool> keep;
    SelectedHistories out;
    for (const auto& [card, first] : earliest) {
        // Whole seconds rounded down, as the training items count days.
        const std::int64_t seconds = first->timeMs >= 0 ? first->timeMs / 1000 : -((-first->timeMs + 999) / 1000);
        const bool kept = first->fromNew && (!firstDay || clock.dayIndex(seconds) >= *firstDay);
        keep.emplace(card, kept);
        if (!kept)
            ++out.cardsLeftOut;
    }
    out.log.reserve(log.size());
    for (const ReviewLogEntry& entry : log) {
        if (keep.at(entry.cardId))
            out.log.push_back(entry);
        else
            ++out.answersLeftOut;
    }
    return out;
}

} // namespace notedeck::optimizer
