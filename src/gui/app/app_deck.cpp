#include "gui/app/app_deck.h"

#include "core/clock.h"
#include "service/cards/cards.h"
#include "service/deck/deck_location.h"
#include "service/import/import_notes.h"
#include "service/import/notes_source.h"

#include <QCoreApplication>

namespace notedeck::gui {

core::Result<std::unique_ptr<service::Deck>> openAppDeck(std::filesystem::path deckFile,
                                                         const std::filesystem::path& executable,
                                                         service::DeckOpenOptions options,
                                                         const std::filesystem::path& notes)
{
    if (deckFile.empty())
        deckFile = service::defaultDeckFile();
    std::error_code ec;
    if (deckFile.has_parent_path())
        std::filesystem::create_directories(deckFile.parent_path(), ec);
    if (ec)
        return core::fail("cannot create the folder for the deck: " + ec.message(), deckFile.parent_path().string());

    auto deck = service::Deck::open(deckFile, std::move(options));
    if (!deck)
        return std::unexpected(deck.error());
    const core::SystemClock clock;
    if (!notes.empty()) {
        // The import keeps the folder as the deck's notes folder.
        auto report = service::importNotes(**deck, std::filesystem::absolute(notes).lexically_normal(), clock);
        if (!report)
            return std::unexpected(report.error());
        return std::move(*deck);
    }
    auto cards = service::hasCards(**deck);
    if (!cards)
        return std::unexpected(cards.error());
    if (!*cards) {
        auto report = service::importNotes(**deck, service::bundledNotesDir(executable), clock);
        if (!report)
            return std::unexpected(report.error());
    }
    return std::move(*deck);
}

std::filesystem::path notesFolder(service::Deck& deck)
{
    const std::filesystem::path executable = QCoreApplication::applicationFilePath().toStdString();
    if (auto source = service::notesSourceOf(deck, executable); source && *source)
        return (*source)->folder;
    return service::bundledNotesDir(executable);
}

} // namespace notedeck::gui
