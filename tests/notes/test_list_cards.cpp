// Lists in real notes: link lists (tables of contents, references) and plain lists (company names,
// steps) are neither cards nor warnings; a forgotten answer among questions still is a warning.
#include "real_notes.h"

using namespace notedeck::notes;
using namespace notedeck::notes::testing;
using notedeck::core::DeckPath;

namespace {
std::vector<int> issueLines(const ParsedFile& f)
{
    std::vector<int> lines;
    for (const auto& issue : f.issues)
        lines.push_back(issue.line);
    return lines;
}
} // namespace

TEST_CASE("a table of contents and a list of links give neither cards nor warnings", "[parser][lists]")
{
    const ParsedFile f = parseRealNotes("toc-links.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 2);
    CHECK(f.cards[0].question == "导致偏差和方差的原因是什么？");
    CHECK(f.cards[0].deck == DeckPath({"机器学习面试笔记", "偏差与方差"}));
    CHECK(f.cards[1].question == "L1 与 L2 的区别是什么？");
}

TEST_CASE("a list with text besides its links is not a link list", "[parser][lists]")
{
    // The item's own text makes it a question with an answer, as before.
    const ParsedFile f = parseNoteFile("# A\n\n- [LinkedIn](https://www.linkedin.com/) 的面试流程\n  - 三轮技术面\n", "a.md");
    REQUIRE(f.cards.size() == 1);
    CHECK(f.cards[0].question == "[LinkedIn](https://www.linkedin.com/) 的面试流程");
    // A link with an answer nested under it is a card too: only lists of nothing but links are skipped.
    const ParsedFile linked = parseNoteFile("# A\n\n- [Google](https://www.google.com/)\n  - 四轮面试，每轮 45 分钟\n", "a.md");
    CHECK(linked.cards.size() == 1);
}

TEST_CASE("plain lists are not questions, an answer missing among questions is still a warning", "[parser][lists]")
{
    const ParsedFile f = parseRealNotes("company-lists.md");
    REQUIRE(f.cards.size() == 2);
    CHECK(f.cards[0].question == "讲一下 Batch Normalization 的作用");
    CHECK(f.cards[1].question == "Adam 和 SGD 怎么选？");
    // Line 20: an item without an answer in a list of cards. Line 26: an item that asks something
    // (it ends with a question mark) in a list without cards. The company names, the steps and
    // "多看论文" are silent.
    CHECK(issueLines(f) == std::vector<int>{20, 26});
    for (const auto& issue : f.issues)
        CHECK(issue.kind == IssueKind::NoAnswer);
}
