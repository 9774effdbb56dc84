#pragma once
// Card info: one card with its memory as the scheduler sees it — every answer with the stability,
// difficulty and retrievability the scheduler's model gives it, the current S, D and R, the
// forgetting curve from the last review with the due day on it, lapses, the card's preset and its
// source. The figures come from the deck's scheduler (the same weights, same-day rule and study
// days), so they are the ones its next answer will use. Reads only; runs on the thread of the Deck
// it is given (the app asks its worker, a long history is replayed there).
#include "core/card_row.h"
#include "core/result.h"
#include "core/review_record.h"
#include "service/cards/card_details.h"
#include "service/deck/deck.h"

#include <optional>
#include <string>
#include <vector>

namespace notedeck::service {

// The preset whose options schedule a card (service/options/presets.h); `isDefault` lets the app say
// "Default" in its own language.
struct CardPreset {
    std::string name = "Default";
    bool isDefault = true;
};

// The preset of `card` in `deck`.
CardPreset presetOfCard(Deck& deck, const core::CardRow& card);

// One answer of the card with the memory figures after it.
struct ReviewFigures {
    core::ReviewRecord review;
    // R when the answer was given (before it); empty for the first answer and where unknown.
    std::optional<double> retrievability;
    // S (days) and D (1 to 10) after the answer; empty where the history before it is missing.
    std::optional<double> stability;
    std::optional<double> difficulty;
};

// A point of the forgetting curve: R `days` after the last review.
struct CurvePoint {
    double days = 0;
    double retrievability = 0;
};

// The card's memory now, as the scheduler holds it.
struct CurrentMemory {
    double stability = 0;
    double difficulty = 0;
    std::optional<double> retrievability;   // at `now`, in whole study days since the last review
    double daysSinceReview = 0;             // whole study days from the last review to now
    double dueDays = 0;                     // whole study days from the last review to the due day
};

struct CardInfo {
    CardDetails details;
    std::vector<ReviewFigures> reviews;      // oldest first
    // The review log starts with the card's first answer. When it does not (a card imported with
    // part of its history), figures are shown from the first answer that recorded them.
    bool historyComplete = true;
    std::optional<CurrentMemory> current;    // empty for a card never answered
    std::vector<CurvePoint> curve;           // empty without a current memory state
    CardPreset preset;
    core::Timestamp now = 0;
};

// Fails as cardDetails() does for a card the deck never had.
core::Result<CardInfo> cardInfo(Deck& deck, core::CardId id, core::Timestamp now);

} // namespace notedeck::service
