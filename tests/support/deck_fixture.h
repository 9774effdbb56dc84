#pragma once
// Test support for the tests of the deck file (storage, service, reliability): a temporary folder
// that unprivileged users may enter, a deck filled with storage alone, raw SQLite access for
// building and inspecting deck files, and running a check in a child process (as another NoteDeck,
// or as an unprivileged user when the tests run as root).
#include "storage/deck_store.h"

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace notedeck::testing {

class TempDir {
public:
    TempDir();
    ~TempDir();
    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

private:
    std::filesystem::path m_path;
};

// Writes a notes folder of `cards` cards (two decks, Chinese and TeX included) under `dir`/notes
// and puts its cards into `deckFile` as an import of it would; answers the first `answers` cards
// (answerGood). Closes the deck.
void makeDeck(const std::filesystem::path& dir, const std::filesystem::path& deckFile, int cards, int answers);

// An answer Good at `at`, written with storage alone (no scheduler): the card becomes a review card
// due two days later; its log row keeps the state before, as every answer's does.
core::Result<std::int64_t> answerGood(storage::DeckStore& deck, core::CardId id, core::Timestamp at, int durationMs);

// Raw SQLite, outside NoteDeck's code: one value of a query, or every row's first column.
std::string sqlValue(const std::filesystem::path& file, const std::string& sql);
void sqlExec(const std::filesystem::path& file, const std::string& sql);
// How many imports the deck file records (its table import_runs), read with SQLite alone.
int importRunCount(const std::filesystem::path& deckFile);
// PRAGMA integrity_check, read-only.
std::string integrityCheck(const std::filesystem::path& file);

std::string readBytes(const std::filesystem::path& file);
void writeBytes(const std::filesystem::path& file, const std::string& bytes);

// Runs `check` in a forked child and returns its exit status (0: passed). The child prints its
// own failures to stderr. With `unprivileged`, the child drops to user nobody first when the
// tests run as root (root ignores file permissions).
int inChild(const std::function<int()>& check, bool unprivileged = false);

} // namespace notedeck::testing
