#include "service/anki/detail/anki_schedule.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace notedeck::service::anki {

namespace {

constexpr std::int64_t kDay = 86400;

int ankiQueueOf(const core::ScheduleState& s, core::Timestamp now, int queue)
{
    if (s.suspended)
        return -1;
    if (s.buried_until > now)
        return -3;
    return queue;
}

// The FSRS memory as Anki keeps it in cards.data, 4 significant decimals like Anki's own.
std::string memoryData(const core::ScheduleState& s, const ScheduleContext& context)
{
    if (s.stability <= 0 || s.difficulty <= 0)
        return "{}";
    char text[200];
    std::snprintf(text, sizeof text, R"({"s":%.4f,"d":%.4f,"dr":%.4f,"decay":%.4f)", s.stability, s.difficulty,
                  context.desiredRetention, -context.decay);
    std::string out = text;
    if (s.last_review)
        out += ",\"lrt\":" + std::to_string(*s.last_review);
    return out + "}";
}

} // namespace

void setAnkiNewCard(core::AnkiCardRow& card, const core::ScheduleState& schedule, int newPosition)
{
    card.type = 0;
    card.queue = schedule.suspended ? -1 : 0;
    card.due = newPosition;
    card.interval = card.factor = card.reps = card.lapses = card.left = 0;
    card.flags = static_cast<int>(schedule.flag) & 7;
    card.data = "{}";
}

void setAnkiSchedule(core::AnkiCardRow& card, const core::ScheduleState& s, const ScheduleContext& context,
                     int newPosition)
{
    setAnkiNewCard(card, s, newPosition);
    if (s.state == core::CardState::New)
        return;
    card.reps = s.reps;
    card.lapses = s.lapses;
    card.data = memoryData(s, context);
    const std::int64_t today = context.days->dayIndex(context.created);
    const std::int64_t dueDay = context.days->dayIndex(s.due) - today;
    if (s.state == core::CardState::Review) {
        card.type = 2;
        card.queue = ankiQueueOf(s, context.now, 2);
        card.due = std::max<std::int64_t>(0, dueDay);
        card.interval = std::max(1, s.scheduled_days);
        card.factor = kAnkiEase;
        return;
    }
    const bool relearning = s.state == core::CardState::Relearning;
    card.type = relearning ? 3 : 1;
    card.interval = relearning ? std::max(1, s.scheduled_days) : 0;
    card.factor = relearning ? kAnkiEase : 0;
    card.left = std::max(1, (relearning ? context.relearningSteps : context.learningSteps) - s.step);
    // A step of a day or more is due on a study day (queue 3, due in days); a shorter one to the second.
    const bool interday = s.last_review && s.due - *s.last_review >= kDay;
    card.queue = ankiQueueOf(s, context.now, interday ? 3 : 1);
    card.due = interday ? std::max<std::int64_t>(0, dueDay) : s.due;
}

void appendAnkiReviews(std::vector<core::AnkiReviewRow>& out, std::int64_t card,
                       const std::vector<const core::ReviewRecord*>& answers)
{
    int lastInterval = 0;
    for (const core::ReviewRecord* r : answers) {
        core::AnkiReviewRow row;
        row.id = r->reviewedAtMs;
        row.card = card;
        row.ease = static_cast<int>(r->rating);
        const core::Timestamp at = r->reviewedAtMs / 1000;
        const std::int64_t ahead = r->dueAfter ? std::max<std::int64_t>(1, *r->dueAfter - at) : 0;
        if (r->stateAfter == core::CardState::Review)
            row.interval = static_cast<int>(std::max<std::int64_t>(1, std::llround(double(ahead) / kDay)));
        else
            row.interval = -static_cast<int>(std::min<std::int64_t>(ahead, 100 * kDay));
        row.lastInterval = lastInterval;
        lastInterval = row.interval;
        row.factor = r->stateAfter == core::CardState::Review || r->stateAfter == core::CardState::Relearning ? kAnkiEase : 0;
        row.timeMs = std::clamp(r->durationMs, 0, 60000);
        switch (r->stateBefore) {
        case core::CardState::New:
        case core::CardState::Learning: row.type = 0; break;
        case core::CardState::Review: row.type = 1; break;
        case core::CardState::Relearning: row.type = 2; break;
        }
        out.push_back(row);
    }
}

void uniqueReviewIds(std::vector<core::AnkiReviewRow>& reviews)
{
    std::vector<core::AnkiReviewRow*> byTime;
    byTime.reserve(reviews.size());
    for (auto& r : reviews)
        byTime.push_back(&r);
    std::stable_sort(byTime.begin(), byTime.end(), [](const auto* a, const auto* b) { return a->id < b->id; });
    for (size_t i = 1; i < byTime.size(); ++i)
        byTime[i]->id = std::max(byTime[i]->id, byTime[i - 1]->id + 1);
}

} // namespace notedeck::service::anki
