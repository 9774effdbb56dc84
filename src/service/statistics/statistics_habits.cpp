#include "service/statistics/statistics_habits.h"

namespace notedeck::service {

namespace {
constexpr std::size_t kNew = 0, kLearning = 1, kReview = 2, kRelearning = 3;
constexpr std::size_t kAgain = 0;
} // namespace

ReviewHabits habitsFromLog(std::span<const core::ReviewBucket> buckets)
{
    core::ReviewBucket sum;
    for (const core::ReviewBucket& b : buckets)
        for (std::size_t s = 0; s < 4; ++s)
            for (std::size_t r = 0; r < 4; ++r) {
                sum.count[s][r] += b.count[s][r];
                sum.durationMs[s][r] += b.durationMs[s][r];
            }

    ReviewHabits h;
    const auto total = [](const auto& row, std::size_t from = 0) {
        double t = 0;
        for (std::size_t i = from; i < row.size(); ++i)
            t += static_cast<double>(row[i]);
        return t;
    };
    const double firstAnswers = total(sum.count[kNew]);
    const double recalled = total(sum.count[kReview], 1);
    const double lapses = static_cast<double>(sum.count[kReview][kAgain]);
    h.newCardsSeen = static_cast<int>(firstAnswers);
    h.reviewsSeen = static_cast<int>(recalled + lapses);

    if (firstAnswers >= kMinimumHabitSample && recalled >= kMinimumHabitSample) {
        for (std::size_t r = 0; r < 4; ++r)
            h.ratings.firstAnswer[r] = sum.count[kNew][r] / firstAnswers;
        for (std::size_t r = 0; r < 3; ++r)
            h.ratings.recalled[r] = sum.count[kReview][r + 1] / recalled;
        h.ratingsFromLog = true;
    }

    // Answers given without a timer (e.g. from the command line) record 0 ms; they say nothing
    // about time, so costs come from the log only when its answers were timed.
    const double newMs = total(sum.durationMs[kNew]) + total(sum.durationMs[kLearning]);
    const double reviewMs = total(sum.durationMs[kReview], 1);
    const double lapseMs = static_cast<double>(sum.durationMs[kReview][kAgain]) + total(sum.durationMs[kRelearning]);
    if (firstAnswers >= kMinimumHabitSample && recalled >= kMinimumHabitSample && newMs > 0 && reviewMs > 0) {
        h.costs.newCard = newMs / 1000.0 / firstAnswers;
        h.costs.review = reviewMs / 1000.0 / recalled;
        // Few lapses: scale the default lapse cost by how this user's reviews compare.
        h.costs.lapse = lapses >= kMinimumHabitSample / 2 && lapseMs > 0
                            ? lapseMs / 1000.0 / lapses
                            : core::AnswerCosts{}.lapse * h.costs.review / core::AnswerCosts{}.review;
        h.costsFromLog = true;
    }
    return h;
}

} // namespace notedeck::service
