#pragma once
// The health check of a review history, run with every fit (core::HealthWarningKind says what each
// warning means and core/optimize_report.h holds its thresholds). Pure function.
#include "core/optimize_report.h"
#include "scheduler/optimizer/training_items.h"

#include <span>
#include <vector>

namespace notedeck::optimizer {

// The warnings `items` (the predicted reviews) call for, in the order of core::HealthWarningKind.
std::vector<core::HealthWarning> checkHealth(std::span<const TrainingItem> items);

} // namespace notedeck::optimizer
