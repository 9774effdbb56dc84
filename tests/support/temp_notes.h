#pragma once
// Test fixture: a fresh notes folder and deck file under the temp directory, removed afterwards.
#include "core/clock.h"
#include "core/day_clock.h"
#include "service/deck/deck.h"
#include "service/import/import_notes.h"
#include "storage/deck_store.h"

#include <filesystem>
#include <memory>
#include <string>

namespace notedeck::testing {

class TempNotes {
public:
    TempNotes();
    ~TempNotes();

    const std::filesystem::path& notes() const { return m_notes; }
    const std::filesystem::path& deckFile() const { return m_deckFile; }
    void write(const std::string& relative, const std::string& text) const;
    void remove(const std::string& relative) const;
    void copyFixture(const std::string& name) const;   // from tests/data/bad-input

    // The deck, opened (Deck::open) on first use with `clock` and `zone`.
    service::Deck& deck();
    // Its storage, for checking what was written.
    storage::DeckStore& store();
    void closeDeck() { m_deck.reset(); }
    service::ImportReport import();                     // REQUIREs success

    core::FixedClock clock{1'700'000'000};
    // UTC unless a test sets another before the deck is opened.
    std::shared_ptr<const core::TimeZone> zone = std::make_shared<core::FixedOffsetZone>(0);

private:
    std::filesystem::path m_root, m_notes, m_deckFile;
    std::unique_ptr<service::Deck> m_deck;
};

// Reads a whole file as bytes.
std::string fileBytes(const std::filesystem::path& file);

} // namespace notedeck::testing
