// The bundled deck imports cleanly: no warnings or errors, every card answered, and the number of
// cards in every section as listed in expected_cards.tsv.
#include "content_check.h"
#include "notes/notes_folder.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>

using namespace notedeck;

namespace {

const std::filesystem::path kContent = NOTEDECK_CONTENT_DIR;
const std::filesystem::path kTests = NOTEDECK_CONTENT_TESTS_DIR;

bool isBlank(const std::string& s)
{
    return std::all_of(s.begin(), s.end(), [](unsigned char c) { return c == ' ' || c == '\t' || c == '\n'; });
}

const notes::NotesFolder& bundledDeck()
{
    static const notes::NotesFolder folder = [] {
        auto result = notes::readNotesFolder(kContent);
        if (!result)
            FAIL("cannot read content/: " << result.error().toString());
        return *result;
    }();
    return folder;
}

} // namespace

TEST_CASE("content/ imports without warnings or errors", "[content][import]")
{
    const auto& folder = bundledDeck();
    for (const auto& issue : folder.issues)
        FAIL_CHECK((issue.severity == notes::Severity::Error ? "error: " : "warning: ")
                   << issue.file << ':' << issue.line << ": " << issue.message);
    CHECK(folder.issues.empty());
    CHECK(folder.failedFiles.empty());
    CHECK(folder.files == std::vector<std::string>{"1-python.md", "2-pytorch.md", "3-ml-basics.md", "4-distributed.md"});
}

TEST_CASE("every card of content/ has a question and an answer", "[content][import]")
{
    const auto& folder = bundledDeck();
    REQUIRE_FALSE(folder.cards.empty());
    std::set<std::pair<std::string, std::string>> seen;  // (deck, question)
    for (const auto& card : folder.cards) {
        INFO(card.file << ':' << card.line << ": " << card.question);
        CHECK_FALSE(isBlank(card.question));
        CHECK_FALSE(isBlank(card.answer));
        CHECK(card.deck.components().size() == 3);
        CHECK(card.form == notes::NoteForm::ListItem);
        CHECK(seen.insert({card.deck.display(), card.question}).second);
    }
}

TEST_CASE("content/ has the expected number of cards in every section", "[content][import]")
{
    std::vector<std::string> errors;
    const auto expected =
        content_test::parseExpectedCards(content_test::readFile(kTests / "expected_cards.tsv"), errors);
    for (const auto& e : errors)
        FAIL_CHECK(e);
    REQUIRE_FALSE(expected.empty());

    std::map<std::string, int> imported;
    for (const auto& card : bundledDeck().cards)
        ++imported[card.deck.display()];

    for (const auto& [deck, count] : expected) {
        INFO(deck);
        const auto it = imported.find(deck);
        CHECK((it == imported.end() ? 0 : it->second) == count);
    }
    for (const auto& [deck, count] : imported) {
        INFO(deck << " has " << count << " cards but is not in expected_cards.tsv");
        CHECK(expected.contains(deck));
    }
    int total = 0;
    for (const auto& [deck, count] : expected)
        total += count;
    CHECK(static_cast<int>(bundledDeck().cards.size()) == total);
}
