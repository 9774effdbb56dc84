#include "service/import/notes_source.h"

#include "service/cards/cards.h"
#include "service/deck/deck_location.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal.h"
#include "storage/deck_store.h"

namespace notedeck::service {

namespace fs = std::filesystem;

namespace {

constexpr const char* kNotesFolder = "notes.folder";
// Where the app alone kept its folder before decks kept theirs; read for such decks only.
constexpr const char* kAppNotesFolder = "app.notes_dir";

fs::path absoluteFolder(const fs::path& folder)
{
    std::error_code ec;
    fs::path absolute = fs::absolute(folder, ec).lexically_normal();
    if (ec)
        return folder.lexically_normal();
    // "notes/" and "notes" are one folder.
    if (!absolute.has_filename() && absolute.has_parent_path() && absolute != absolute.root_path())
        absolute = absolute.parent_path();
    return absolute;
}

// The folder an older deck was imported from, as far as the deck tells.
core::Result<std::optional<fs::path>> earlierFolder(Deck& deck)
{
    auto& store = storeOf(deck);
    // Its journal in the notes (`<notes>/.notedeck`): set up by the latest import, app or command line.
    auto journal = readJournalSettings(store);
    if (!journal)
        return std::unexpected(journal.error());
    if (journal->root.filename() == ".notedeck" && journal->root.is_absolute())
        return std::optional<fs::path>(journal->root.parent_path());
    auto app = store.settings().get(kAppNotesFolder);
    if (!app)
        return std::unexpected(app.error());
    if (*app && !(*app)->empty())
        return std::optional<fs::path>(fs::path(**app));
    auto latest = store.imports().latestRunFolder();
    if (!latest)
        return std::unexpected(latest.error());
    std::error_code ec;
    // A relative path was relative to a folder nobody knows now.
    if (*latest && fs::path(**latest).is_absolute() && fs::is_directory(**latest, ec))
        return std::optional<fs::path>(fs::path(**latest));
    return std::optional<fs::path>();
}

} // namespace

NotesSource notesSourceFor(const fs::path& folder, const fs::path& executable)
{
    return NotesSource{absoluteFolder(folder), isBundledNotesDir(folder, executable)};
}

bool sameFolder(const fs::path& a, const fs::path& b)
{
    std::error_code ec;
    return fs::equivalent(a, b, ec) || absoluteFolder(a) == absoluteFolder(b);
}

core::Result<std::optional<NotesSource>> notesSourceOf(Deck& deck, const fs::path& executable)
{
    auto stored = storeOf(deck).settings().get(kNotesFolder);
    if (!stored)
        return std::unexpected(stored.error());
    if (*stored && !(*stored)->empty())
        return std::optional<NotesSource>(notesSourceFor(**stored, executable));
    auto earlier = earlierFolder(deck);
    if (!earlier)
        return std::unexpected(earlier.error());
    if (*earlier)
        return std::optional<NotesSource>(notesSourceFor(**earlier, executable));
    auto cards = hasCards(deck);
    if (!cards)
        return std::unexpected(cards.error());
    if (!*cards)
        return std::optional<NotesSource>(notesSourceFor(bundledNotesDir(executable), executable));
    return std::optional<NotesSource>();
}

core::Result<void> keepNotesFolder(Deck& deck, const fs::path& folder)
{
    const std::string value = absoluteFolder(folder).string();
    auto stored = storeOf(deck).settings().get(kNotesFolder);
    if (!stored)
        return std::unexpected(stored.error());
    if (*stored && **stored == value)
        return {};
    return transactVoid(deck, [&value](Deck& d) { return storeOf(d).settings().set(kNotesFolder, value); });
}

} // namespace notedeck::service
