#pragma once
// The reads behind the statistics view: the review log counted into caller-given time buckets
// (study days), a compact schedule snapshot of every active card, and the deck list of a scope.
// Time zones and study days are not known here: the service layer turns study days into bucket
// boundaries.
//
// Made by DeckStore::stats(), one for each computation: it keeps the card set of the last scope it
// was asked about. Holds the DeckStore's connection, so it is used on that DeckStore's thread and
// must not outlive it.
#include "core/deck_path.h"
#include "core/statistics_rows.h"
#include "core/result.h"
#include "core/types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;

class StatsQueries {
public:
    explicit StatsQueries(Database& db) : m_db(db) {}

    // The decks holding active cards in `scope` (the scope's node and everything below it; empty:
    // all), in note order: by the first card they hold (file, position in file).
    core::Result<std::vector<core::DeckEntry>> decks(const core::DeckPath& scope);

    // Every active (not retired) card in `scope`, in no particular order.
    core::Result<std::vector<core::CardSnapshot>> cardSnapshots(const core::DeckPath& scope);

    // Answers to cards in `scope` (retired cards included: their history happened) counted into
    // buckets: bucket i holds answers at boundariesMs[i] <= reviewed_at < boundariesMs[i + 1]
    // (unix milliseconds, ascending). n boundaries give n - 1 buckets; answers outside are skipped.
    core::Result<std::vector<core::ReviewBucket>> reviewBuckets(const core::DeckPath& scope,
                                                          std::span<const std::int64_t> boundariesMs);

    // Whether any card in `scope` was answered at fromMs <= reviewed_at < toMs; stops at the first.
    core::Result<bool> anyAnswer(const core::DeckPath& scope, std::int64_t fromMs, std::int64_t toMs);

    // When the first answer in `scope` was given (unix milliseconds), or nothing.
    core::Result<std::optional<std::int64_t>> firstAnswerMs(const core::DeckPath& scope);

private:
    // The cards of `scope` (retired ones too) as a bitmap by id, kept for the next call.
    core::Result<const std::vector<bool>*> cardsInScope(const core::DeckPath& scope);

    Database& m_db;
    std::string m_scopeKey;
    std::vector<bool> m_inScope;
    bool m_scopeLoaded = false;
};

} // namespace notedeck::storage
