#include "temp_notes.h"

#include "service/deck/detail/deck_internals.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace notedeck::testing {

namespace fs = std::filesystem;

TempNotes::TempNotes()
{
    static std::atomic<int> counter{0};
    m_root = fs::temp_directory_path() / ("notedeck-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(m_root);
    m_notes = m_root / "notes";
    fs::create_directories(m_notes);
    m_deckFile = m_root / "deck.sqlite";
}

TempNotes::~TempNotes()
{
    m_deck.reset();
    std::error_code ec;
    fs::remove_all(m_root, ec);
}

void TempNotes::write(const std::string& relative, const std::string& text) const
{
    const fs::path file = m_notes / relative;
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

void TempNotes::remove(const std::string& relative) const { fs::remove(m_notes / relative); }

void TempNotes::copyFixture(const std::string& name) const
{
    fs::copy_file(fs::path(NOTEDECK_TEST_DATA) / "bad-input" / name, m_notes / name, fs::copy_options::overwrite_existing);
}

service::Deck& TempNotes::deck()
{
    if (!m_deck) {
        // The clock belongs to this fixture, which outlives the deck.
        auto opened = service::Deck::open(m_deckFile, {std::shared_ptr<const core::Clock>(std::shared_ptr<void>(), &clock), zone, false});
        REQUIRE(opened);
        m_deck = std::move(*opened);
    }
    return *m_deck;
}

storage::DeckStore& TempNotes::store() { return service::storeOf(deck()); }

service::ImportReport TempNotes::import()
{
    auto report = service::importNotes(deck(), m_notes, clock);
    if (!report)
        FAIL(report.error().toString());
    return *report;
}

std::string fileBytes(const fs::path& file)
{
    std::ifstream in(file, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace notedeck::testing
