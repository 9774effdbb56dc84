#include "scheduler/memory_history.h"

#include <algorithm>

namespace notedeck::scheduler {

MemoryHistory replayEachAnswer(const Model& model, const core::DayClock& clock,
                               std::span<const core::ReviewRecord> answers)
{
    MemoryHistory out;
    out.answers.resize(answers.size());
    out.complete = !answers.empty() && answers.front().stateBefore == core::CardState::New;
    std::optional<MemoryState> memory;   // the state before the next answer, once known
    core::Timestamp previous = 0;
    for (std::size_t i = 0; i < answers.size(); ++i) {
        const core::ReviewRecord& answer = answers[i];
        const core::Timestamp at = answer.reviewedAtMs / 1000;
        AnswerMemory& figures = out.answers[i];
        if (i == 0 && out.complete) {
            memory = model.next(std::nullopt, 0.0, answer.rating);
        } else if (memory) {
            // As Scheduler::nextStates: whole study days since the previous answer, never negative.
            const auto elapsed = static_cast<double>(std::max<std::int64_t>(0, clock.daysBetween(previous, at)));
            figures.retrievability = model.retrievability(elapsed, memory->stability);
            memory = model.next(memory, elapsed, answer.rating);
        } else if (answer.stability && answer.difficulty && *answer.stability > 0.0) {
            // Incomplete history: the first state known is the one this answer recorded.
            memory = MemoryState{*answer.stability, *answer.difficulty};
        }
        figures.after = memory;
        previous = at;
    }
    return out;
}

} // namespace notedeck::scheduler
