// A deck keeps the notes folder it was imported from (whoever imports it), an older deck's folder
// is found from what it holds, and what another folder would retire is counted without writing.
#include "service/deck/deck_location.h"
#include "service/import/import_notes.h"
#include "service/import/notes_source.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>

using namespace notedeck;
using testing::TempNotes;
namespace fs = std::filesystem;

namespace {

// No installed NoteDeck here: the bundled notes are the source tree's.
const fs::path kExecutable = "/nonexistent/bin/notedeck";

std::string threeCards(const std::string& prefix)
{
    std::string text = "# 笔记\n\n";
    for (int i = 1; i <= 3; ++i)
        text += "- " + prefix + " 问题 " + std::to_string(i) + "？\n  - 答案\n";
    return text;
}

fs::path folderOf(TempNotes& t)
{
    auto source = service::notesSourceOf(t.deck(), kExecutable);
    REQUIRE(source);
    return *source ? (*source)->folder : fs::path();
}

// Runs SQL on the closed deck's file, as an older NoteDeck would have left it.
void onFile(TempNotes& t, const std::string& sql)
{
    t.closeDeck();
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(t.deckFile().c_str(), &db) == SQLITE_OK);
    char* error = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
    INFO((error ? error : ""));
    sqlite3_free(error);
    sqlite3_close(db);
    REQUIRE(rc == SQLITE_OK);
}

} // namespace

TEST_CASE("an import keeps its notes folder in the deck", "[notes-folder]")
{
    TempNotes t;
    t.write("mine.md", threeCards("我的"));
    CHECK(folderOf(t) == service::bundledNotesDir(kExecutable));   // a new deck: the bundled notes
    t.import();
    CHECK(folderOf(t) == t.notes());
    CHECK_FALSE(service::notesSourceOf(t.deck(), kExecutable)->value().bundled);
    // Kept across opening the deck again.
    t.closeDeck();
    CHECK(folderOf(t) == t.notes());
    // The same notes in another place: nothing to import, and that place is the deck's from now on.
    const fs::path moved = t.notes().parent_path() / "moved";
    fs::copy(t.notes(), moved, fs::copy_options::recursive);
    auto again = service::importNotes(t.deck(), moved, t.clock);
    REQUIRE(again);
    CHECK(again->wroteNothing);
    CHECK(folderOf(t) == moved);
    CHECK(service::sameFolder(moved / "", moved));
}

TEST_CASE("what another folder would retire is counted through the import without writing", "[notes-folder]")
{
    TempNotes t;
    t.write("mine.md", threeCards("我的"));
    t.import();
    const fs::path other = t.notes().parent_path() / "other";
    fs::create_directories(other);
    {
        std::ofstream(other / "theirs.md") << "# Other\n\n- What is a tensor?\n  - An array\n"
                                              "- What is autograd?\n  - Gradients, recorded\n";
    }
    auto preview = service::previewImport(t.deck(), other);
    REQUIRE(preview);
    CHECK(preview->retired == 3);
    CHECK(preview->added == 2);
    CHECK(*t.store().cards().activeCount() == 3);
    CHECK(folderOf(t) == t.notes());
    // The deck's own folder retires nothing.
    CHECK(service::previewImport(t.deck(), t.notes())->retired == 0);
}

TEST_CASE("a deck from before decks kept their folder: its journal's, the app's, its latest import's, else none",
          "[notes-folder]")
{
    TempNotes t;
    t.write("mine.md", threeCards("我的"));
    t.import();
    const fs::path mine = t.notes();
    const std::string forget = "DELETE FROM settings WHERE key = 'notes.folder';";

    SECTION("the folder its journal lives in")
    {
        REQUIRE(service::followNotes(t.deck(), mine, false));
        onFile(t, forget + "UPDATE import_runs SET notes_dir = 'relative/notes';");
        CHECK(folderOf(t) == mine);
    }
    SECTION("the folder the app remembered")
    {
        onFile(t, forget + "INSERT INTO settings (key, value) VALUES ('app.notes_dir', '/srv/notes');");
        CHECK(folderOf(t) == "/srv/notes");
    }
    SECTION("its latest import's, given as a full path that is still there")
    {
        onFile(t, forget);
        CHECK(folderOf(t) == mine);
    }
    SECTION("none, when the latest import named a relative path: nothing is guessed for a deck with cards")
    {
        onFile(t, forget + "UPDATE import_runs SET notes_dir = 'mynotes';");
        auto source = service::notesSourceOf(t.deck(), kExecutable);
        REQUIRE(source);
        CHECK_FALSE(source->has_value());
    }
}
