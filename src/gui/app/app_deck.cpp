#include "gui/app/app_deck.h"

#include "core/clock.h"
#include "service/app_settings.h"
#include "service/deck_location.h"
#include "service/import_notes.h"

#include <QCoreApplication>

namespace notedeck::gui {

core::Result<std::unique_ptr<storage::DeckStore>> openAppDeck(std::filesystem::path deckFile,
                                                              const std::filesystem::path& executable)
{
    if (deckFile.empty())
        deckFile = service::defaultDeckFile();
    std::error_code ec;
    if (deckFile.has_parent_path())
        std::filesystem::create_directories(deckFile.parent_path(), ec);
    if (ec)
        return core::fail("cannot create the folder for the deck: " + ec.message(), deckFile.parent_path().string());

    auto deck = storage::DeckStore::open(deckFile);
    if (!deck)
        return std::unexpected(deck.error());
    auto cards = (*deck)->cards().all();
    if (!cards)
        return std::unexpected(cards.error());
    if (cards->empty()) {
        const core::SystemClock clock;
        auto report = service::importNotes(**deck, service::bundledNotesDir(executable), clock);
        if (!report)
            return std::unexpected(report.error());
    }
    return std::move(*deck);
}

std::filesystem::path notesFolder(storage::DeckStore& deck)
{
    if (auto app = service::loadAppSettings(deck); app && !app->notesDir.empty())
        return std::filesystem::path(app->notesDir);
    return service::bundledNotesDir(QCoreApplication::applicationFilePath().toStdString());
}

} // namespace notedeck::gui
