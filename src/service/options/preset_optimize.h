#pragma once
// FSRS parameters per preset: a preset's weights fitted to the answers of the cards it covers (the
// default preset's to the cards no other preset covers), judged and adopted as the whole deck's
// are (service/options/fsrs_optimize.h), for one preset or for all of them in turn.
#include "core/optimize_report.h"
#include "core/preset_rows.h"
#include "core/result.h"
#include "service/deck/deck.h"
#include "service/options/fsrs_optimize.h"

#include <atomic>
#include <string>
#include <vector>

namespace notedeck::service {

// Only reads the deck (a worker thread may run it with a Deck of its own).
core::Result<core::OptimizeReport> optimizePresetParameters(Deck& deck, core::PresetId preset,
                                                            const core::OptimizeProgressCallback& progress = {},
                                                            const std::atomic<bool>* cancel = nullptr,
                                                            int timeSeriesSplits = 0);
// Stores `report.parameters` as the preset's weights, in one transaction.
core::Result<void> adoptPresetParameters(Deck& deck, core::PresetId preset, const core::OptimizeReport& report);

struct PresetFit {
    core::PresetId preset = 0;
    std::string name;
    core::OptimizeReport report;
    OptimizeVerdict verdict = OptimizeVerdict::TooLittleData;
    bool adopted = false;
};
// Every preset in turn: fitted to its own cards' answers, and with `adopt` adopted when better.
core::Result<std::vector<PresetFit>> optimizeAllPresets(Deck& deck, bool adopt,
                                                        const std::atomic<bool>* cancel = nullptr);

} // namespace notedeck::service
