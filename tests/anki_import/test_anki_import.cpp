// Importing Anki packages: the three layouts read alike, and the phone test: answers given in Anki
// (AnkiDroid) to cards exported from NoteDeck come back once, through the study journal.
#include "anki_package.h"
#include "service/anki/anki_import.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <sstream>

using namespace notedeck;
using testing::TempNotes;

namespace {

constexpr core::Timestamp kDay = 86'400;

struct NoteDeckDeck {
    TempNotes t;
    std::map<std::string, core::CardId> byVariant;   // "" basic, "r" reverse, "c1", "c2", "p" the pair's forward
    std::map<core::CardId, std::string> uid;

    NoteDeckDeck()
    {
        t.write("deck.md", "# Python\n\n- What is a list?\n  - A mutable sequence\n\nterm ::: meaning\n\n"
                           "Adam keeps {{c1::moments}} and {{c2::a bias correction}}.\n");
        t.import();
        REQUIRE(service::followNotes(t.deck(), t.notes(), false));
        auto rows = t.store().cards().list({}, false);
        REQUIRE(rows);
        for (const auto& r : *rows) {
            std::string key = r.card.kind.stored();
            if (key.empty() && r.card.question == "term")
                key = "p";
            byVariant[key] = r.card.id;
            auto identity = t.store().journal().identities({r.card.id});
            REQUIRE(identity);
            REQUIRE(identity->size() == 1);
            uid[r.card.id] = identity->front().uid;
        }
        REQUIRE(byVariant.size() == 5);
    }
    size_t answersOf(const std::string& variant)
    {
        auto log = t.store().reviewLog().of(byVariant.at(variant));
        REQUIRE(log);
        return log->size();
    }
};

std::string journalText(const std::filesystem::path& notes)
{
    std::string all;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(notes / ".notedeck"))
        if (entry.is_regular_file()) {
            std::ifstream in(entry.path());
            std::stringstream s;
            s << in.rdbuf();
            all += s.str();
        }
    return all;
}

} // namespace

TEST_CASE("the phone test: answers given in Anki to exported cards come back once, through the journal")
{
    NoteDeckDeck d;
    const core::Timestamp t0 = d.t.clock.now();
    REQUIRE(service::answerCard(d.t.deck(), d.byVariant.at(""), core::Rating::Good, t0, 4000));

    // The package as an export writes it (the GUID: the uid of the note's first card), with the
    // answer given here and the ones AnkiDroid added.
    testing::AnkiPackageBuilder anki;
    const auto basic = anki.addNote(d.uid[d.byVariant.at("")], testing::kBasicType, {"What is a list?", "A mutable sequence"},
                                    testing::kDefaultDeck, {0});
    const auto pair = anki.addNote(d.uid[d.byVariant.at("p")], testing::kReversedType, {"term", "meaning"},
                                   testing::kDefaultDeck, {0, 1});
    const auto cloze = anki.addNote(d.uid[d.byVariant.at("c1")], testing::kClozeType,
                                    {"Adam keeps {{c1::moments}} and {{c2::a bias correction}}.", ""},
                                    testing::kDefaultDeck, {0, 1});
    anki.addReview(basic * 10, t0 * 1000 + 400, 3);                   // NoteDeck's own, its time in Anki's ms
    const std::int64_t phone = (t0 + 3 * kDay) * 1000;
    anki.addReview(basic * 10, phone, 3);
    anki.addReview(pair * 10 + 1, phone + 1000, 1, 0);
    anki.addReview(pair * 10 + 1, phone + 600'000, 3, 0);
    anki.addReview(cloze * 10 + 1, phone + 2000, 4, 0);
    anki.addReview(cloze * 10 + 1, phone + 3000, 0, 4);             // a manual reschedule: no rating
    const auto file = d.t.notes().parent_path() / "phone.apkg";
    anki.writeLegacy(file);
    d.t.clock.set(t0 + 4 * kDay);

    auto first = service::importAnkiPackage(d.t.deck(), {file, {}, {}});
    REQUIRE(first);
    CHECK(first->fromNoteDeck == 3);
    CHECK(first->answersAdded == 4);
    CHECK(first->answersHere == 1);
    CHECK(first->cardsRescheduled == 3);
    CHECK(d.answersOf("") == 2);
    CHECK(d.answersOf("r") == 2);
    CHECK(d.answersOf("c2") == 1);
    CHECK(d.answersOf("c1") == 0);
    CHECK(d.answersOf("p") == 0);
    // Rescheduled from the whole history: the basic card's last answer is the phone's.
    auto basicRow = d.t.store().cards().find(d.byVariant.at(""));
    REQUIRE(basicRow);
    REQUIRE(*basicRow);
    CHECK((*basicRow)->schedule.last_review == t0 + 3 * kDay);
    // In this device's journal file, for the other devices.
    const std::string journal = journalText(d.t.notes());
    CHECK(journal.find(std::to_string(phone)) != std::string::npos);
    CHECK(journal.find(std::to_string(phone + 600'000)) != std::string::npos);

    auto second = service::importAnkiPackage(d.t.deck(), {file, {}, {}});
    REQUIRE(second);
    CHECK(second->answersAdded == 0);
    CHECK(second->answersHere == 5);
    CHECK(second->cardsRescheduled == 0);
    CHECK(d.answersOf("") == 2);
    CHECK(d.answersOf("r") == 2);
    CHECK(d.answersOf("c2") == 1);
    CHECK(journalText(d.t.notes()) == journal);
}

TEST_CASE("the three layouts of a package read alike")
{
    NoteDeckDeck d;
    const core::Timestamp t0 = d.t.clock.now();
    for (int layout = 0; layout < 3; ++layout) {
        DYNAMIC_SECTION("layout " << layout)
        {
            testing::AnkiPackageBuilder anki(layout == 2 ? 18 : 11);
            anki.addDeck(7, "Python::Basics");
            const auto basic = anki.addNote(d.uid[d.byVariant.at("")], testing::kBasicType, {"q", "a"}, 7, {0});
            anki.addReview(basic * 10, (t0 + kDay) * 1000, 3);
            const auto file = d.t.notes().parent_path() / "layout.apkg";
            if (layout == 2)
                anki.writeCurrent(file);
            else
                anki.writeLegacy(file, layout == 0 ? "collection.anki2" : "collection.anki21");
            d.t.clock.set(t0 + 2 * kDay);
            auto report = service::importAnkiPackage(d.t.deck(), {file, {}, {}});
            REQUIRE(report);
            CHECK(report->layout == std::vector<std::string>{"legacy (collection.anki2)", "legacy (collection.anki21)",
                                                             "current (collection.anki21b)"}[static_cast<size_t>(layout)]);
            CHECK(report->notes == 1);
            CHECK(report->fromNoteDeck == 1);
            CHECK(report->answersAdded + report->answersHere == 1);
            CHECK(report->problems.empty());
            CHECK(d.answersOf("") == 1);
        }
    }
}

TEST_CASE("other notes become Markdown in the folder given, imported with their answers")
{
    TempNotes t;
    t.write("mine.md", "# Mine\n\n- What is mine?\n  - This\n");
    t.import();
    REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    const core::Timestamp t0 = t.clock.now();

    testing::AnkiPackageBuilder anki;
    anki.addDeck(7, "Spanish::Verbs");
    anki.addDeck(8, "Spanish");
    anki.addDeck(9, "Odd \x1b[31m*deck*");
    const auto hablar = anki.addNote("guid0000001", testing::kBasicType, {"<b>hablar</b>", "to speak"}, 7, {0});
    anki.addNote("guid0000002", testing::kBasicType,
                 {"Conjugate <i>ser</i>", "<ul><li>soy</li><li>eres</li></ul><table><tr><th>yo</th><th>t&uacute;</th></tr>"
                                          "<tr><td>soy</td><td>eres</td></tr></table>"},
                 7, {0});
    const auto perro = anki.addNote("guid0000003", testing::kReversedType, {"perro", "dog"}, 8, {0, 1});
    const auto sun = anki.addNote("guid0000004", testing::kClozeType,
                                  {"The {{c1::sun}} rises in the {{c2::east}}", "extra<br>info"}, testing::kDefaultDeck,
                                  {0, 1});
    anki.addNote("guid0000005", testing::kBasicType, {"\\(x^2\\) is <code>a*b</code>?", "\\[x \\cdot x\\] costs $5"},
                 testing::kDefaultDeck, {0});
    anki.addNote("guid0000006", testing::kOcclusionType, {"<img src=\"cat.png\">", "Where is the cat?", "there"},
                 testing::kDefaultDeck, {0});
    anki.addMedia("cat.png", "not really a png");
    anki.addNote("guid0000007", testing::kBasicType, {"odd", "deck"}, 9, {0});
    anki.addReview(hablar * 10, (t0 - 10 * kDay) * 1000, 3, 0);
    anki.addReview(hablar * 10, (t0 - 5 * kDay) * 1000, 3);
    anki.addReview(perro * 10 + 1, (t0 - 4 * kDay) * 1000, 1, 0);
    anki.addReview(sun * 10 + 1, (t0 - 3 * kDay) * 1000, 4, 0);
    const auto file = t.notes().parent_path() / "shared.apkg";
    anki.writeLegacy(file);

    const auto into = t.notes() / "Anki";
    auto report = service::importAnkiPackage(t.deck(), {file, into, t.notes()});
    REQUIRE(report);
    INFO(report->toText());
    CHECK(report->problems.empty());
    CHECK(report->notesWritten == 7);
    CHECK(report->notesImported);
    CHECK(report->mediaCopied == 1);
    CHECK(report->answersAdded == 4);
    CHECK(report->otherKinds == std::vector<std::string>{"Image Occlusion: 1 note"});
    const std::string spanish = testing::fileBytes(into / "Spanish.md");
    const std::string other = testing::fileBytes(into / "Default.md");
    INFO(spanish << other);
    CHECK(spanish.starts_with("# Spanish\n\n- perro ::: dog\n\n## Verbs\n\n- **hablar** :: to speak\n"));
    // An entity Markdown reads as HTML does stays as it is.
    CHECK(spanish.find("- Conjugate *ser*\n\n  - soy\n  - eres\n\n  | yo | t&uacute; |\n  | --- | --- |\n  | soy | eres |") !=
          std::string::npos);
    CHECK(other.find("- The {{c1::sun}} rises in the {{c2::east}}\n\n  extra\n  info\n") != std::string::npos);
    CHECK(other.find("- $x^2$ is `a*b`? :: $$x \\cdot x$$ costs \\$5\n") != std::string::npos);
    CHECK(other.find("- ![](<media/cat.png>)\n\n  Where is the cat?\n\n  there\n") != std::string::npos);
    CHECK(testing::fileBytes(into / "media" / "cat.png") == "not really a png");
    // A deck's name is shown as it is: no control character, nothing Markdown reads.
    CHECK(testing::fileBytes(into / "Odd _[31m_deck_.md").starts_with("# Odd \\[31m\\*deck\\*\n\n- odd :: deck\n"));

    // The cards, with the answers their Anki cards had.
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    std::map<std::string, size_t> answers;   // by question and variant
    for (const auto& r : *rows) {
        auto log = t.store().reviewLog().of(r.card.id);
        REQUIRE(log);
        answers[r.card.question.substr(0, 12) + "/" + r.card.kind.stored()] = log->size();
    }
    CHECK(rows->size() == 1 + 1 + 1 + 2 + 2 + 1 + 1 + 1);
    CHECK(answers["**hablar**/"] == 2);
    CHECK(answers["dog/r"] + answers["perro/r"] == 1);
    CHECK(answers["The {{c1::su/c2"] == 1);
    CHECK(answers["The {{c1::su/c1"] == 0);

    // Again: nothing new, and no second file.
    auto again = service::importAnkiPackage(t.deck(), {file, into, t.notes()});
    REQUIRE(again);
    CHECK(again->answersAdded == 0);
    CHECK(again->answersHere == 4);
    CHECK(!std::filesystem::exists(into / "Spanish 2.md"));
    auto rowsAgain = t.store().cards().list({}, false);
    REQUIRE(rowsAgain);
    CHECK(rowsAgain->size() == rows->size());
}
