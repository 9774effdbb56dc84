// Footnotes across a note file: a card carries the definitions it refers to, wherever in the file
// they are, so that it shows its footnotes on its own.
#include "notes/card_footnotes.h"
#include "notes/note_parser.h"
#include "notes/notes_folder.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <unistd.h>

using namespace notedeck::notes;
namespace fs = std::filesystem;

namespace {

std::vector<CardDraft> cardsOf(const std::string& text)
{
    ParsedFile parsed = parseNoteFile(text, "n.md");
    attachFootnotes(text, parsed.cards);
    return parsed.cards;
}

} // namespace

TEST_CASE("a card gets the definitions of the footnotes it refers to from the end of its file", "[footnotes]")
{
    const std::string text = "# 优化\n\n## 什么是 Adam？\n\nAdam[^adam] 结合了动量和 RMSProp[^rms]。\n\n"
                             "## 什么是 SGD？\n\n随机梯度下降。\n\n[^adam]: Kingma and Ba, 2014.\n[^rms]: Hinton, see [^lecture].\n\n"
                             "[^lecture]: Coursera lecture 6.\n";
    const auto cards = cardsOf(text);
    REQUIRE(cards.size() == 2);
    CHECK(cards[0].answer == "Adam[^adam] 结合了动量和 RMSProp[^rms]。\n\n[^adam]: Kingma and Ba, 2014.\n\n"
                             "[^rms]: Hinton, see [^lecture].\n\n[^lecture]: Coursera lecture 6.");
    // The card the definitions sit in refers to none of them: it stays as written.
    const std::string& second = cards[1].answer;
    CHECK(second.starts_with("随机梯度下降。\n\n[^adam]: Kingma"));
    CHECK(second.find("[^adam]: Kingma") == second.rfind("[^adam]: Kingma"));
}

TEST_CASE("a list card's question and answer may both refer to footnotes", "[footnotes]")
{
    const std::string text = "[^q]: Defined before the list.\n\n# Python\n\n- 深拷贝[^q]是什么？\n  - 递归复制[^a]\n"
                             "- 没有脚注的问题\n  - 答案\n\n[^a]: copy.deepcopy\n";
    const auto cards = cardsOf(text);
    REQUIRE(cards.size() == 2);
    CHECK(cards[0].question == "深拷贝[^q]是什么？");
    CHECK(cards[0].answer == "- 递归复制[^a]\n\n[^q]: Defined before the list.\n\n[^a]: copy.deepcopy");
    CHECK(cards[1].answer == "- 答案");
}

TEST_CASE("a card holding its own definition, or referring to an undefined note, gets nothing", "[footnotes]")
{
    const auto cards = cardsOf("## 问题？\n\n答案[^1] and [^missing].\n\n[^1]: 自己的。\n\n## 另一个？\n\n[^1] 答案\n");
    REQUIRE(cards.size() == 2);
    CHECK(cards[0].answer == "答案[^1] and [^missing].\n\n[^1]: 自己的。");
    CHECK(cards[1].answer == "[^1] 答案\n\n[^1]: 自己的。");
}

TEST_CASE("reading a notes folder attaches footnotes", "[footnotes][folder]")
{
    const fs::path dir = fs::temp_directory_path() / ("notedeck-footnotes-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    std::ofstream(dir / "a.md") << "# A\n\n- 问题[^x]？\n  - 答案\n\n[^x]: 脚注。\n";
    const auto folder = readNotesFolder(dir);
    fs::remove_all(dir);
    REQUIRE(folder);
    REQUIRE(folder->cards.size() == 1);
    CHECK(folder->cards[0].answer == "- 答案\n\n[^x]: 脚注。");
}
