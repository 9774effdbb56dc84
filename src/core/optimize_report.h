#pragma once
// A fit of personal FSRS parameters as values: how far it has come, how it ended, how well weights
// predict the history before and after. The optimizer computes them (scheduler/optimizer/); the
// app's Settings and `notedeck-cli fsrs optimize` show them.
#include "core/fsrs_weights.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

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

// The health check of a review history, run with every fit.
enum class HealthWarningKind {
    // Fewer predicted reviews than kReliableFitReviews: the fit runs, but on so little it may
    // follow chance more than the learner.
    TooFewReviews,
    // Again is almost never chosen on reviews a day or more apart while Hard is chosen more
    // often: forgotten cards are probably being answered Hard. FSRS counts Hard as recalled (a
    // passing grade: the answer came, with effort), so such a history misleads it.
    HardAsFailing,
};
struct HealthWarning {
    HealthWarningKind kind = HealthWarningKind::TooFewReviews;
    std::size_t reviews = 0; // the predicted reviews looked at (answers a study day or more apart)
    std::size_t again = 0;   // HardAsFailing: how many of them were answered Again
    std::size_t hard = 0;    // and Hard
};
// Anki long asked for 400 reviews before it would fit, and its own health check judges a fit only
// above 300 training items; below 400 a fit runs here (with 8 or more) but the report warns.
inline constexpr std::size_t kReliableFitReviews = 400;
// The Hard check needs this many predicted reviews to say anything.
inline constexpr std::size_t kHardCheckMinimumReviews = 100;
// Again on fewer than 1 in this many of them is "almost never": at the default desired retention
// of 90 %, about 1 in 10 reviews is forgotten.
inline constexpr std::size_t kHardCheckAgainRarity = 20;

const char* toString(HealthWarningKind kind);

struct OptimizeReport {
    Weights parameters{}; // the fitted weights
    OptimizeStatus status = OptimizeStatus::NotEnoughData;
    std::size_t reviews = 0; // log entries
    std::size_t items = 0;   // training items built from them
    Metrics before;          // the current weights on all items
    Metrics after;           // the fitted weights on the same items
    std::optional<Metrics> timeSeries;
    double seconds = 0.0;    // wall-clock time of the fit
    // Cards left out because their history does not start with their first answer (imported
    // mid-life, or begun before "ignore reviews before"), and their answers.
    std::size_t cardsLeftOut = 0;
    std::size_t reviewsLeftOut = 0;
    std::vector<HealthWarning> health; // empty: the history looks healthy
};

} // namespace notedeck::core
