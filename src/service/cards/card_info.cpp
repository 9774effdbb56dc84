#include "service/cards/card_info.h"

#include "scheduler/memory_history.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/presets.h"

#include <algorithm>

namespace notedeck::service {

namespace {

constexpr int kCurvePoints = 120;

// R from the last review to a little past the later of the due day and today.
std::vector<CurvePoint> forgettingCurve(const scheduler::Model& model, const CurrentMemory& memory)
{
    const double end = std::max({1.0, memory.dueDays, memory.daysSinceReview}) * 1.25;
    std::vector<CurvePoint> curve;
    curve.reserve(kCurvePoints + 1);
    for (int i = 0; i <= kCurvePoints; ++i) {
        const double days = end * i / kCurvePoints;
        curve.push_back({days, model.retrievability(days, memory.stability)});
    }
    return curve;
}

} // namespace

CardPreset presetOfCard(Deck& deck, const core::CardRow& card)
{
    auto preset = presetOfNode(deck, card.card.deck);
    if (!preset)
        return {};   // the presets cannot be read: the deck's own options schedule it
    return {preset->name, preset->isDefault()};
}

core::Result<CardInfo> cardInfo(Deck& deck, core::CardId id, core::Timestamp now)
{
    auto details = cardDetails(deck, id);
    if (!details)
        return std::unexpected(details.error());
    // The figures of the scheduler that schedules the card: its preset's.
    const scheduler::Scheduler& scheduler = presetsOf(deck).forDeck(details->row.card.deck);
    CardInfo info;
    info.now = now;
    info.preset = presetOfCard(deck, details->row);

    const auto replay = scheduler::replayEachAnswer(scheduler.model(), scheduler.clock(), details->history);
    info.historyComplete = details->history.empty() || replay.complete;
    info.reviews.reserve(details->history.size());
    for (std::size_t i = 0; i < details->history.size(); ++i) {
        const auto& figures = replay.answers[i];
        ReviewFigures review;
        review.review = details->history[i];
        review.retrievability = figures.retrievability;
        if (figures.after) {
            review.stability = figures.after->stability;
            review.difficulty = figures.after->difficulty;
        }
        info.reviews.push_back(std::move(review));
    }

    const core::ScheduleState& s = details->row.schedule;
    if (s.state != core::CardState::New && s.stability > 0.0) {
        CurrentMemory memory;
        memory.stability = s.stability;
        memory.difficulty = s.difficulty;
        memory.retrievability = scheduler.retrievability(s, now);
        if (s.last_review) {
            const core::DayClock& clock = scheduler.clock();
            memory.daysSinceReview = static_cast<double>(std::max<std::int64_t>(0, clock.daysBetween(*s.last_review, now)));
            memory.dueDays = static_cast<double>(std::max<std::int64_t>(0, clock.daysBetween(*s.last_review, s.due)));
            info.curve = forgettingCurve(scheduler.model(), memory);
        }
        info.current = memory;
    }
    info.details = std::move(*details);
    return info;
}

} // namespace notedeck::service
