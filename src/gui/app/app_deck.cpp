#include "gui/app/app_deck.h"

#include "core/clock.h"
#include "service/app_settings.h"
#include "service/cards.h"
#include "service/deck_location.h"
#include "service/import_notes.h"

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
        auto settings = service::loadAppSettings(**deck);
        if (!settings)
            return std::unexpected(settings.error());
        settings->notesDir = std::filesystem::absolute(notes).lexically_normal().string();
        if (auto saved = service::saveAppSettings(**deck, *settings); !saved)
            return std::unexpected(saved.error());
        auto report = service::importNotes(**deck, settings->notesDir, clock);
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
    if (auto app = service::loadAppSettings(deck); app && !app->notesDir.empty())
        return std::filesystem::path(app->notesDir);
    return service::bundledNotesDir(QCoreApplication::applicationFilePath().toStdString());
}

} // namespace notedeck::gui
