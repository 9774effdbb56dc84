#pragma once
// Backups of a deck as files: their kinds, what a backup holds, and what a restore did. The
// backups themselves are made, checked and restored by storage (storage/backup.h).
#include "core/types.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace notedeck::core {

enum class BackupKind {
    Daily,           // automatic, at most one a day; rotated
    Manual,          // asked for (notedeck-cli backup); kept until deleted by hand
    BeforeRestore,   // the deck as it was before a restore replaced it; kept until deleted by hand
};

const char* toString(BackupKind kind);   // "daily", "manual", "before-restore"

struct BackupFile {
    std::filesystem::path file;
    Timestamp madeAt = 0;   // unix seconds, from the name
    BackupKind kind = BackupKind::Daily;
};

// What is inside a backup, read without changing it.
struct BackupContents {
    bool ok = false;               // a whole NoteDeck deck this build can open
    std::string problem;           // why not, when !ok
    int schemaVersion = 0;
    int cards = 0;                 // active (not retired) cards
    int reviews = 0;               // answers in the review log
    std::optional<std::int64_t> lastReviewAtMs;

    // No card and no answer: a deck before its first import.
    bool holdsNothing() const { return cards == 0 && reviews == 0; }
};

struct CheckedBackup {
    BackupFile backup;
    BackupContents contents;
};

struct RestoreOutcome {
    std::filesystem::path previousDeck;   // the copy of the deck as it was; empty when there was none
    BackupContents restored;
};

} // namespace notedeck::core
