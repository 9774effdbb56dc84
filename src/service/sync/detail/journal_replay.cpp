#include "service/sync/detail/journal_replay.h"

#include "core/text.h"
#include "service/sync/detail/journal_bounds.h"

#include <set>
#include <string>

namespace notedeck::service {

CardReplay replayCard(const std::vector<core::JournalEvent>& events, const core::ScheduleState& start,
                      const scheduler::Scheduler& scheduler, const std::string& ownDevice)
{
    std::set<std::string> undone;
    for (const auto& e : events)
        if (e.kind == core::JournalKind::Undo)
            undone.insert(e.text);
    CardReplay out;
    out.schedule = start;
    for (const auto& e : events) {
        if (e.kind == core::JournalKind::Change) {
            core::applyFields(out.schedule, e.schedule, e.fields);
            continue;
        }
        if (e.kind != core::JournalKind::Answer || undone.contains(e.ref()))
            continue;
        storage::ReplayedAnswer answer;
        answer.event = e.ref();
        answer.local = e.device == ownDevice;
        answer.reviewedAtMs = e.atMs;
        answer.rating = static_cast<core::Rating>(e.rating);
        answer.durationMs = e.durationMs;
        answer.before = out.schedule;
        // A recorded memory beyond the card's preset's maximum interval is not taken (it may be
        // forged, docs/sync.md): the scheduler works the answer out again, as on another memory.
        if (core::memoryDigest(out.schedule) == e.before &&
            !beyondMaximumInterval(e, scheduler.settings().maximum_interval)) {
            core::applyFields(out.schedule, e.schedule, core::field::kMemoryFields);
        } else {
            // The same fuzz on every device: seeded by the answer itself (not by this deck's row
            // id, nor by which of a card's ids is its own here).
            const auto seed = static_cast<core::CardId>(std::stoull(core::contentHash(answer.event), nullptr, 16) >> 1);
            const core::ScheduleState next =
                scheduler.answer(out.schedule, answer.rating, scheduler::ReviewContext{seed, e.atMs / 1000, {}});
            core::applyFields(out.schedule, next, core::field::kMemoryFields);
        }
        answer.after = out.schedule;
        out.answers.push_back(std::move(answer));
    }
    return out;
}

} // namespace notedeck::service
