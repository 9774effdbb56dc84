#pragma once
// The user-facing scheduling options (core/scheduler_settings.h) as the scheduler checks them.
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "scheduler/intervals.h"
#include "scheduler/learning_steps.h"
#include "scheduler/parameters.h"

namespace notedeck::scheduler {

using core::LeechAction;
using core::NewCardOrder;
using core::SchedulerSettings;
using core::kMaxDesiredRetention;
using core::kMinDesiredRetention;

// Checks every option; the error names the first one out of range.
core::Result<void> validate(const SchedulerSettings& settings);

} // namespace notedeck::scheduler
