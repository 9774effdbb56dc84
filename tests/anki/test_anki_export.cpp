// The .apkg export, opened again as Anki's importer would: the rules of docs/anki.md.
#include "anki_package.h"
#include "service/anki/detail/anki_note_text.h"
#include "service/anki/anki_export.h"
#include "service/cards/cards.h"
#include "service/statistics/demo_history.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
#include "storage/deck_store.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <regex>
#include <set>

using namespace notedeck;
using notedeck::testing::AnkiPackage;
using notedeck::testing::exportTo;
using notedeck::testing::fieldsOf;
using notedeck::testing::TempNotes;

namespace {

const char* kNotes = R"(# Anki

## Math

- What is the softmax of $x_i$?
  - $$\sigma(x)_i = \frac{e^{x_i}}{\sum_j e^{x_j}}$$
  - In code the sign stays: `price = $5`

- How does a shell read a variable?
  - ```bash
    echo "$HOME costs $5"
    ```

## Pairs

GIL ::: Global Interpreter Lock

## Clozes

- The {{c1::GIL}} lets one thread run {{c2::Python bytecode}} at a time.

- Energy is $E = {{c1::mc^2}}$.

## Tables

- Which table has a footnote[^1]?
  - | a | b |
    |---|---|
    | 1 | 2 |

[^1]: The footnote's text.

## Images

- What is in the first picture?
  - ![one $r^2$](img/a.png)
- What is in the second picture?
  - ![two](other/a.png)
)";

struct Exported {
    TempNotes notes;
    std::filesystem::path apkg;
};

void writeNotes(TempNotes& t, const std::string& text)
{
    t.write("anki.md", text);
    t.write("img/a.png", "\x89PNG first picture");
    t.write("other/a.png", "\x89PNG second picture, other bytes");
}

// The notes imported with their journal set up (so the cards have uids), studied for 30 days.
void studied(TempNotes& t)
{
    writeNotes(t, kNotes);
    t.import();
    REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    service::DemoHistoryOptions options;
    options.days = 30;
    REQUIRE(service::fabricateHistory(t.deck(), t.clock.now(), options));
}

std::string withoutCode(const std::string& html)
{
    static const std::regex kCode("<code[^>]*>[\\s\\S]*?</code>");
    return std::regex_replace(html, kCode, "");
}

// A field's text as shown: tags dropped, the escapes of code read.
std::string withoutTags(const std::string& html)
{
    std::string s = std::regex_replace(html, std::regex("<[^>]*>"), "");
    return std::regex_replace(s, std::regex("&quot;"), "\"");
}

} // namespace

TEST_CASE("an exported package holds every note, card and answer, each card with its note and deck")
{
    TempNotes t;
    studied(t);
    const auto apkg = t.notes().parent_path() / "deck.apkg";
    const auto report = exportTo(t, apkg);
    AnkiPackage package(apkg);

    auto cards = service::listCards(t.deck(), core::DeckPath());
    REQUIRE(cards);
    std::set<std::pair<std::string, int>> notes;
    for (const auto& row : *cards)
        notes.insert({row.card.sourceFile, row.card.ordinal});
    auto answers = t.store().reviewLog().all();
    REQUIRE(answers);
    REQUIRE(!answers->empty());

    CHECK(package.value("SELECT count(*) FROM notes") == std::to_string(notes.size()));
    CHECK(package.value("SELECT count(*) FROM cards") == std::to_string(cards->size()));
    CHECK(package.value("SELECT count(*) FROM revlog") == std::to_string(answers->size()));
    CHECK(report.notes == static_cast<int>(notes.size()));
    CHECK(report.reviews == static_cast<int>(answers->size()));
    CHECK(package.value("SELECT count(*) FROM cards WHERE nid NOT IN (SELECT id FROM notes)") == "0");
    CHECK(package.value("SELECT count(*) FROM revlog WHERE cid NOT IN (SELECT id FROM cards)") == "0");

    const auto decks = nlohmann::json::parse(package.value("SELECT decks FROM col"));
    const auto dconf = nlohmann::json::parse(package.value("SELECT dconf FROM col"));
    for (const auto& row : package.rows("SELECT did FROM cards")) {
        INFO("deck " << row[0]);
        REQUIRE(decks.contains(row[0]));
        CHECK(dconf.contains(std::to_string(decks[row[0]]["conf"].get<long long>())));
    }
    std::set<std::string> names;
    for (const auto& [id, deck] : decks.items())
        names.insert(deck["name"].get<std::string>());
    CHECK(names.contains("Anki::Math"));
    CHECK(names.contains("Anki::Clozes"));

    const auto conf = nlohmann::json::parse(package.value("SELECT conf FROM col"));
    CHECK(conf["schedVer"] == 2);
    CHECK(package.value("SELECT ver FROM col") == "11");
    CHECK(package.entries().contains("collection.anki2"));
    const auto& preset = dconf["1"];
    CHECK(preset["fsrsParams6"].size() == 21);
    CHECK(preset["desiredRetention"].get<double>() == Approx(0.9));
}

TEST_CASE("each exported note has as many fields as its note type, math as MathJax, and $ left only in code")
{
    TempNotes t;
    studied(t);
    const auto apkg = t.notes().parent_path() / "deck.apkg";
    exportTo(t, apkg);
    AnkiPackage package(apkg);
    const auto models = nlohmann::json::parse(package.value("SELECT models FROM col"));
    std::set<std::string> typeNames;
    bool sawMathJax = false, sawCodeDollar = false, sawColouredCode = false, sawCloze = false, sawTable = false, sawFootnote = false;
    for (const auto& row : package.rows("SELECT mid, flds FROM notes")) {
        REQUIRE(models.contains(row[0]));
        const auto fields = fieldsOf(row[1]);
        CHECK(fields.size() == models[row[0]]["flds"].size());
        typeNames.insert(models[row[0]]["name"].get<std::string>());
        for (const auto& field : fields) {
            INFO(field);
            CHECK(withoutCode(field).find('$') == std::string::npos);
            sawMathJax = sawMathJax || field.find("\\(x_i\\)") != std::string::npos;
            sawCodeDollar = sawCodeDollar || withoutTags(field).find("echo \"$HOME costs $5\"") != std::string::npos;
            sawColouredCode = sawColouredCode || field.find("<span class=\"nd-string\">\"$HOME costs $5\"</span>") != std::string::npos;
            sawCloze = sawCloze || field.find("\\(E = {{c1::mc^2}}\\)") != std::string::npos;
            sawTable = sawTable || field.find("<table>") != std::string::npos;
            sawFootnote = sawFootnote || field.find("The footnote") != std::string::npos;
        }
        CHECK(std::regex_search(fields.back(), std::regex("^anki\\.md:[0-9]+$")));
    }
    CHECK(sawMathJax);
    CHECK(sawCodeDollar);
    CHECK(sawColouredCode);   // and the note types colour the classes
    for (const auto& [id, type] : models.items())
        CHECK(type["css"].get<std::string>().find(".nd-keyword") != std::string::npos);
    CHECK(sawCloze);
    CHECK(sawTable);
    CHECK(sawFootnote);
    CHECK(typeNames == std::set<std::string>{"NoteDeck Basic", "NoteDeck Basic (and reversed card)", "NoteDeck Cloze"});
    CHECK(package.value("SELECT count(*) FROM cards c JOIN notes n ON n.id = c.nid WHERE n.flds LIKE '%GIL%' "
                        "AND n.mid = (SELECT mid FROM notes WHERE flds LIKE '%c2::Python bytecode%')") == "2");
}

TEST_CASE("the media of an export are single names, each in the zip, two files of one name told apart")
{
    TempNotes t;
    studied(t);
    const auto apkg = t.notes().parent_path() / "deck.apkg";
    const auto report = exportTo(t, apkg);
    CHECK(report.problems.empty());
    AnkiPackage package(apkg);
    const auto media = nlohmann::json::parse(package.entries().at("media"));
    REQUIRE(media.size() == 2);
    std::set<std::string> names;
    for (const auto& [entry, name] : media.items()) {
        const auto text = name.get<std::string>();
        INFO(text);
        CHECK(text.find('/') == std::string::npos);
        CHECK(text.find('\\') == std::string::npos);
        CHECK(text != "..");
        CHECK(package.entries().contains(entry));
        names.insert(text);
        CHECK(package.value("SELECT count(*) FROM notes WHERE flds LIKE '%src=\"" + text + "\"%'") == "1");
    }
    CHECK(names.size() == 2);
    CHECK(names.contains("a.png"));
    CHECK(package.entries().at(media["0"].get<std::string>() == "a.png" ? "0" : "1") == "\x89PNG first picture");
}

TEST_CASE("an export keeps each card's schedule, FSRS memory and marks, and --no-history leaves them out")
{
    TempNotes t;
    studied(t);
    auto cards = service::listCards(t.deck(), core::DeckPath());
    REQUIRE(cards);
    const core::CardId suspended = cards->at(0).card.id, flagged = cards->at(1).card.id;
    REQUIRE(service::changeCard(t.deck(), suspended, service::CardAction::Suspend, t.clock.now()));
    REQUIRE(service::changeCard(t.deck(), flagged, service::CardAction::Flag, t.clock.now(), core::Flag::Blue));
    const auto apkg = t.notes().parent_path() / "deck.apkg";
    exportTo(t, apkg);
    {
        AnkiPackage package(apkg);
        CHECK(package.value("SELECT count(*) FROM cards WHERE queue = -1") == "1");
        CHECK(package.value("SELECT count(*) FROM cards WHERE flags = 4") == "1");
        CHECK(package.value("SELECT count(*) FROM cards WHERE type = 2 AND queue IN (2, -1) AND ivl >= 1") != "0");
        for (const auto& row : package.rows("SELECT data, reps FROM cards WHERE type = 2")) {
            const auto data = nlohmann::json::parse(row[0]);
            CHECK(data["s"].get<double>() > 0);
            CHECK(data["d"].get<double>() >= 1);
            CHECK(data["d"].get<double>() <= 10);
            CHECK(data["dr"].get<double>() == Approx(0.9));
            CHECK(data.contains("lrt"));
            CHECK(std::stoi(row[1]) > 0);
        }
        CHECK(package.value("SELECT count(*) FROM revlog WHERE time > 60000 OR ease NOT BETWEEN 1 AND 4") == "0");
        CHECK(package.value("SELECT count(*) FROM revlog WHERE lastIvl = 0") != "0");
    }
    exportTo(t, apkg, false);
    AnkiPackage plain(apkg);
    CHECK(plain.value("SELECT count(*) FROM revlog") == "0");
    CHECK(plain.value("SELECT count(*) FROM cards WHERE type != 0 OR data != '{}'") == "0");
    CHECK(plain.value("SELECT count(*) FROM cards WHERE queue = -1") == "1");
}

TEST_CASE("an edit of the notes keeps the GUIDs of the exported notes")
{
    TempNotes t;
    studied(t);
    const auto apkg = t.notes().parent_path() / "deck.apkg";
    exportTo(t, apkg);
    std::set<std::string> before;
    {
        AnkiPackage package(apkg);
        for (const auto& row : package.rows("SELECT guid FROM notes")) {
            CHECK(std::regex_match(row[0], std::regex("[0-9a-f]{32}")));
            before.insert(row[0]);
        }
    }
    std::string edited = kNotes;
    const std::string from = "What is the softmax of $x_i$?", to = "What is the softmax of the logit $x_i$?";
    edited.replace(edited.find(from), from.size(), to);
    writeNotes(t, edited);
    t.import();
    REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    exportTo(t, apkg);
    AnkiPackage package(apkg);
    CHECK(package.value("SELECT count(*) FROM notes WHERE flds LIKE '%the logit%'") == "1");
    std::set<std::string> after;
    for (const auto& row : package.rows("SELECT guid FROM notes"))
        after.insert(row[0]);
    CHECK(after == before);
}

TEST_CASE("a note's checksum is Anki's: the first 8 hex digits of the SHA-1 of its sort field, as a number")
{
    // FIPS 180 test vectors.
    CHECK(service::anki::sha1Hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d");
    CHECK(service::anki::sha1Hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709");
    CHECK(service::anki::sha1Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
          "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
    CHECK(service::anki::fieldChecksum("abc") == 0xa9993e36);
}
