#pragma once
// A fit of personal FSRS parameters as values: how far it has come, how it ended, how well weights
// predict the history before and after. The optimizer computes them (scheduler/optimizer/); the
// app's Settings and `notedeck-cli fsrs optimize` show them.
#include "core/fsrs_weights.h"

#include <cstddef>
#include <functional>
#include <optional>

namespace notedeck::core {

struct OptimizeProgress {
    int epoch = 0;          // 1-based
    int epochCount = 0;
    std::size_t itemsDone = 0; // within this epoch
    std::size_t itemsTotal = 0;
    int fold = 0;           // time-series evaluation: 0-based fit number
    int foldCount = 1;

    // Overall completion, 0..1.
    double fraction() const;
};
using OptimizeProgressCallback = std::function<void(const OptimizeProgress&)>;

enum class OptimizeStatus {
    Fitted,         // all weights trained
    PretrainedOnly, // too little data for training: only w0..w3 changed
    NotEnoughData,  // the starting weights, unchanged
    Cancelled,      // the cancel flag was set; the starting weights, unchanged
};

const char* toString(OptimizeStatus status);

struct Metrics {
    double logLoss = 0.0;
    double rmseBins = 0.0;
    std::size_t count = 0; // predictions evaluated
};

struct OptimizeReport {
    Weights parameters{}; // the fitted weights
    OptimizeStatus status = OptimizeStatus::NotEnoughData;
    std::size_t reviews = 0; // log entries
    std::size_t items = 0;   // training items built from them
    Metrics before;          // the current weights on all items
    Metrics after;           // the fitted weights on the same items
    std::optional<Metrics> timeSeries;
    double seconds = 0.0;    // wall-clock time of the fit
};

} // namespace notedeck::core
