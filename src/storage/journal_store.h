#pragma once
// The study journal as the deck keeps it (schema step 8, docs/sync.md): every event this deck
// knows (its own device's and those merged from other devices' files), the stable ids of cards and
// their aliases, each device's file as far as it has been read, and what links a card's review-log
// rows to their answer events. The meaning of the events (replaying them) belongs to the service.
//
// Made by DeckStore::journal(); holds the DeckStore's connection (owns nothing), so it is used on
// that DeckStore's thread and must not outlive it.
#include "core/journal_event.h"
#include "core/result.h"
#include "core/schedule_state.h"
#include "core/types.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::storage {

class Database;

// A card as the journal names it: its uid (empty before it has one), what its content is now and
// what the journal last said it was.
struct CardIdentity {
    core::CardId id = 0;
    std::string uid;
    std::string fingerprint;          // content hash and variant: equal on every device for equal notes
    std::string journalFingerprint;   // empty before its first Card or Edit event
    bool retired = false;
    core::Timestamp createdAt = 0;
};

// A card as a replay of many cards reads it (docs/performance.md, "The memory of a large merge"):
// its deck, its uid and its schedule; not its texts, which a replay does not read.
struct CardSchedule {
    core::CardId id = 0;
    std::int64_t deck = 0;            // its deck node's id (PresetStore::deckNodes)
    std::string uid;                  // empty before it has one
    core::ScheduleState schedule;
};

// A uid some device gave a card, in the order of its Card event.
struct CardUid {
    std::string uid;
    std::optional<core::CardId> card;   // none until a card here has the fingerprint
    std::int64_t atMs = 0;
    std::string device;
    std::int64_t seq = 0;
    std::string fingerprint;            // its Card event's; read by unmappedUids() only
};

// One row of a card's review log, as the journal links it.
struct LoggedAnswer {
    std::int64_t rowId = 0;
    std::int64_t reviewedAtMs = 0;
    core::Rating rating = core::Rating::Good;
    int durationMs = 0;
    core::ScheduleState before;
    std::string event;                  // "device:seq", empty before it is journaled
};

// A review-log row as a replay gives it.
struct ReplayedAnswer {
    std::string event;
    bool local = false;                 // given on this device (undo takes back only those)
    std::int64_t reviewedAtMs = 0;
    core::Rating rating = core::Rating::Good;
    int durationMs = 0;
    core::ScheduleState before;
    core::ScheduleState after;
    // `before` as the row keeps it (storedSchedule), when the replay has worked it out already;
    // empty: worked out as the row is written.
    std::string beforeText;
};

// A schedule as the deck keeps it in text (the journal's schedule, the review log's state before).
// Pure, so a merge works it out on another thread, ahead of the row it goes in.
std::string storedSchedule(const core::ScheduleState& schedule);

struct JournalDevice {
    std::string device;
    std::string name;
    std::int64_t readBytes = 0;
    std::int64_t readLines = 0;
    std::int64_t lastAtMs = 0;
};

class JournalStore {
public:
    explicit JournalStore(Database& db) : m_db(db) {}

    // Events. insert() keeps an event once: false when (device, seq) was already there.
    // `schedule`, when given, is storedSchedule(event.schedule), worked out beforehand.
    core::Result<bool> insert(const core::JournalEvent& event, const std::string* schedule = nullptr);
    core::Result<std::int64_t> lastSeq(const std::string& device);
    // The time of `device`'s latest event (0: none).
    core::Result<std::int64_t> lastAtMs(const std::string& device);
    core::Result<std::int64_t> count();
    // The events naming any of `uids`, in the merged order.
    core::Result<std::vector<core::JournalEvent>> ofCards(const std::vector<std::string>& uids);
    // `device`'s events after `seq`, by seq.
    core::Result<std::vector<core::JournalEvent>> ofDevice(const std::string& device, std::int64_t afterSeq);
    // Rows are numbered in the order events were added: the last one's number (0: none).
    core::Result<std::int64_t> lastRow();
    // Every event naming a card, but those of rows `skipFrom`..`skipTo` (a merge holds the events
    // it has just added in memory), in no order, each handed to `visit` as it is read: one scan for
    // replaying many cards at once, without a list of a million events in between.
    core::Result<void> eachWithCard(const std::function<void(core::JournalEvent&&)>& visit,
                                    std::int64_t skipFrom = 1, std::int64_t skipTo = 0);
    // The latest Presets event in the merged order.
    core::Result<std::optional<core::JournalEvent>> latestPresets();
    // Each uid's latest Edit event in the merged order.
    core::Result<std::vector<core::JournalEvent>> latestEdits();

    // Cards and their uids.
    core::Result<std::vector<CardIdentity>> identities(const std::vector<core::CardId>& ids);
    core::Result<std::vector<CardIdentity>> allIdentities();
    core::Result<void> setCardUid(core::CardId id, const std::string& uid);
    core::Result<void> setJournalFingerprint(core::CardId id, const std::string& fingerprint);
    // Both at once: a card's first uid and the fingerprint it was given with.
    core::Result<void> setCardIdentity(core::CardId id, const std::string& uid, const std::string& fingerprint);
    core::Result<bool> addUid(const CardUid& uid);   // false when known already
    core::Result<void> mapUid(const std::string& uid, std::optional<core::CardId> card);
    core::Result<std::optional<CardUid>> findUid(const std::string& uid);
    core::Result<std::vector<CardUid>> uidsOf(core::CardId card);   // in Card-event order
    core::Result<std::vector<CardUid>> unmappedUids();
    // Every uid given a card here, by card and then in Card-event order.
    core::Result<std::vector<CardUid>> mappedUids();
    // The same, only the card and the uid, each handed to `visit` as it is read.
    core::Result<void> eachMappedUid(const std::function<void(core::CardId, std::string&&)>& visit);
    // Every card, retired ones too, by id, as a replay of many cards reads it, each handed to
    // `visit` as it is read.
    core::Result<void> eachCardSchedule(const std::function<void(CardSchedule&&)>& visit);

    // A card's answers in the review log (kind 0), by time.
    core::Result<std::vector<LoggedAnswer>> answersOf(core::CardId card);
    // The same for every card, by card, each handed to `visit` as it is read.
    core::Result<void> eachAnswer(const std::function<void(core::CardId, LoggedAnswer&&)>& visit);
    core::Result<void> setAnswerEvent(std::int64_t rowId, const std::string& event);
    // Replaces a card's answers with a replay's, and writes its schedule. `logged`: whether the
    // card has answers in the log now (a card that has none has nothing to remove). `uid`, when
    // not empty, is the card's new uid, written in the same update of its row; so is
    // `journalFingerprint` (setJournalFingerprint), when not empty, with a uid.
    core::Result<void> replaceAnswers(core::CardId card, const std::vector<ReplayedAnswer>& answers,
                                      const core::ScheduleState& schedule, bool logged = true,
                                      const std::string& uid = {}, const std::string& journalFingerprint = {});

    // Writing many rows at once (a merge that brings more events than the deck holds, a deck
    // rebuilt from its journal): an index dropped before the writes and built again after them
    // costs a fraction of keeping it up to date row by row. Both run inside the action's
    // transaction, so a failure in between restores the index with everything else. Nothing that
    // reads through the index may run in between.
    enum class BulkIndex {
        EventsByCard,   // journal(card): a card's events (ofCards)
        AnswerStats,    // review_log_stats: the statistics' covering index
        CardSchedules,  // the indexes of cards' scheduling columns: statistics, queue, new cards
    };
    core::Result<void> dropIndex(BulkIndex index);
    core::Result<void> rebuildIndex(BulkIndex index);   // as its schema step made it
    core::Result<std::int64_t> answerCount();           // review-log answers, every card's

    // Devices whose files were read, and this deck's own.
    core::Result<std::vector<JournalDevice>> devices();
    core::Result<std::optional<JournalDevice>> device(const std::string& id);
    core::Result<void> saveDevice(const JournalDevice& device);

private:
    Database& m_db;
};

} // namespace notedeck::storage
