#pragma once
// Pre-training of the initial stabilities w0..w3 (S0 after a first Again/Hard/Good/Easy).
//
// For each first rating the first-interval items are grouped by interval; each group's
// recall rate (smoothed towards the overall recall rate by one pseudo-review) is compared
// with the forgetting curve R(t, S0), and S0 is chosen by a one-dimensional search that
// minimises the count-weighted log loss plus a small pull |S0 - start| / 16. Ratings
// without data are then filled in from the others: in log space S0(Hard) lies 41 % of the
// way from S0(Good) to S0(Again) and S0(Good) lies 54 % of the way from S0(Hard) to
// S0(Easy); values that contradict the rating order are evened out first, in favour of
// the rating with more data.
#include "core/result.h"
#include "scheduler/optimizer/training_items.h"
#include "scheduler/parameters.h"

#include <array>
#include <optional>
#include <span>

namespace notedeck::optimizer {

struct InitialStability {
    std::array<double, 4> stability{}; // S0 for first ratings 1..4, in [0.001, 100]
    std::array<int, 4> count{};        // first-interval items per first rating
};

// `selection` indexes the first-interval items to learn from; `averageRecall` is the recall
// rate of the whole training set; `start` supplies the S0 each search is pulled towards and
// the curve's decay (w20). Fails when no item is selected.
core::Result<InitialStability> pretrainInitialStability(std::span<const TrainingItem> items,
                                                        std::span<const std::size_t> selection,
                                                        double averageRecall,
                                                        const scheduler::Weights& start);

// Orders and fills S0 values as described above. `known[r]` is S0 for first rating r + 1;
// only ratings with count > 0 are used. Fails when none is usable.
core::Result<std::array<double, 4>> smoothAndFill(const std::array<std::optional<double>, 4>& known,
                                                  const std::array<int, 4>& count,
                                                  const scheduler::Weights& start);

} // namespace notedeck::optimizer
