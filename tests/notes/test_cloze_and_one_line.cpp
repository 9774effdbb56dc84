// Cards written in the explicit card syntax: cloze notes (`{{c1::…}}`), one-line cards
// (`question :: answer`) and reversed pairs (`term ::: meaning`), in lists, paragraphs and tables;
// separators inside code, math and links; bad cloze markup with its file and line; and every
// card of the older kinds staying exactly as it was.
#include "notes/card_matcher.h"
#include "notes/note_parser.h"
#include "notes/one_line_card.h"

#include <catch2/catch.hpp>

using namespace notedeck::notes;
using notedeck::core::DeckPath;

namespace {

std::vector<std::string> variantsOf(const ParsedFile& f)
{
    std::vector<std::string> v;
    for (const auto& c : f.cards)
        v.push_back(c.kind.stored());
    return v;
}

} // namespace

TEST_CASE("a list item holding clozes is one note with a card per number", "[parser][cloze]")
{
    const ParsedFile f = parseNoteFile("# 优化器\n\n- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度的指数移动平均}}\n"
                                       "- 第二个 {{c1::note}}\n",
                                       "opt.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 3);
    CHECK(variantsOf(f) == std::vector<std::string>{"c1", "c2", "c1"});
    CHECK(f.cards[0].question == "Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度的指数移动平均}}");
    CHECK(f.cards[0].answer.empty());
    CHECK(f.cards[0].form == NoteForm::Cloze);
    CHECK(f.cards[0].line == 3);
    CHECK(f.cards[0].deck == DeckPath({"优化器"}));
    // The cards of one note share its ordinal; the next note has the next one.
    CHECK(f.cards[0].ordinal == 0);
    CHECK(f.cards[1].ordinal == 0);
    CHECK(f.cards[2].ordinal == 1);
    CHECK(f.cards[2].line == 4);
}

TEST_CASE("a cloze item's note includes what is nested under it", "[parser][cloze]")
{
    const ParsedFile f = parseNoteFile("# A\n\n- 注意力的缩放因子是 {{c1::$\\sqrt{d_k}$}}\n  - 防止 softmax {{c2::饱和}}\n", "a.md");
    REQUIRE(f.cards.size() == 2);
    CHECK(f.cards[0].question == "注意力的缩放因子是 {{c1::$\\sqrt{d_k}$}}\n- 防止 softmax {{c2::饱和}}");
}

TEST_CASE("clozes work in paragraphs, table cells, code spans and math", "[parser][cloze]")
{
    const std::string md = "# A\n\n"
                           "Scaled attention divides by $\\frac{QK^T}{ {{c1::\\sqrt{d_k}}} }$ before the softmax.\n\n"
                           "| 优化器 | 二阶矩 |\n| --- | --- |\n| Adam | {{c1::有}} |\n| SGD | {{c2::无}} |\n\n"
                           "In C++, `{{c1::std::move}}` is a cast.\n";
    const ParsedFile f = parseNoteFile(md, "a.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 4);
    CHECK(f.cards[0].line == 3);
    CHECK(f.cards[0].question == "Scaled attention divides by $\\frac{QK^T}{ {{c1::\\sqrt{d_k}}} }$ before the softmax.");
    CHECK(f.cards[1].line == 5);
    CHECK(f.cards[1].question.starts_with("| 优化器 |"));
    CHECK(variantsOf(f) == std::vector<std::string>{"c1", "c1", "c2", "c1"});
    CHECK(f.cards[3].question == "In C++, `{{c1::std::move}}` is a cast.");
    CHECK(f.cards[3].ordinal == 2);
}

TEST_CASE("question :: answer is one card, term ::: meaning two", "[parser][one-line]")
{
    const std::string md = "# 术语\n\n"
                           "梯度累积 :: 多个小批次的梯度加起来再更新一次\n"
                           "Epoch ::: 把训练集完整过一遍\n\n"
                           "- GIL :: 全局解释器锁\n"
                           "- NCCL ::: NVIDIA 的集合通信库\n";
    const ParsedFile f = parseNoteFile(md, "t.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 6);
    CHECK(f.cards[0].question == "梯度累积");
    CHECK(f.cards[0].answer == "多个小批次的梯度加起来再更新一次");
    CHECK(f.cards[0].form == NoteForm::OneLine);
    CHECK(f.cards[0].line == 3);
    CHECK(f.cards[1].question == "Epoch");
    CHECK(f.cards[1].line == 4);
    CHECK(f.cards[2].question == "Epoch");
    CHECK(f.cards[2].answer == "把训练集完整过一遍");
    CHECK(variantsOf(f) == std::vector<std::string>{"", "", "r", "", "", "r"});
    CHECK(f.cards[1].ordinal == f.cards[2].ordinal);
    CHECK(f.cards[3].question == "GIL");
    CHECK(f.cards[3].line == 6);
    CHECK(f.cards[5].question == "NCCL");
    CHECK(f.cards[5].answer == "NVIDIA 的集合通信库");
}

TEST_CASE(":: and ::: inside code, math or a link are never separators", "[parser][one-line]")
{
    CHECK_FALSE(readOneLineCard("`a :: b` is a C++ scope"));
    CHECK_FALSE(readOneLineCard("$a :: b$ is a cons"));
    CHECK_FALSE(readOneLineCard("see [a :: b](https://example.com/a::b) here"));
    CHECK_FALSE(readOneLineCard("<https://example.com/ :: x>"));
    CHECK_FALSE(readOneLineCard("[[page :: title]]"));
    CHECK_FALSE(readOneLineCard("std::vector and a[::2] are not separators"));
    CHECK_FALSE(readOneLineCard(":: no question"));
    CHECK_FALSE(readOneLineCard("no answer ::"));
    CHECK_FALSE(readOneLineCard("four :::: colons"));
    const auto card = readOneLineCard("`std::move` :: casts to an rvalue, see [a :: b](https://x.org)");
    REQUIRE(card);
    CHECK(card->question == "`std::move`");
    CHECK(card->answer == "casts to an rvalue, see [a :: b](https://x.org)");
    CHECK_FALSE(card->reversed);
    const auto reversed = readOneLineCard("$e^{i\\pi}$ ::: $-1$");
    REQUIRE(reversed);
    CHECK(reversed->reversed);
    CHECK(reversed->question == "$e^{i\\pi}$");
}

TEST_CASE("every card of the older kinds stays the same card", "[parser][one-line][cloze]")
{
    // A list item with an answer is a question → answer card even with :: in its question, and
    // code, headings and question-heading answers are not read for the new syntax.
    const std::string md = "# A\n\n- a :: b\n  - answer\n\n```cpp\nx :: y\n{{c1::z}}\n```\n\n## 什么是 c?\n\nx :: y 和 {{c1::z}}\n";
    const ParsedFile f = parseNoteFile(md, "a.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 2);
    CHECK(f.cards[0].question == "a :: b");
    CHECK(f.cards[0].answer == "- answer");
    CHECK(f.cards[0].form == NoteForm::ListItem);
    CHECK(f.cards[0].kind.isBasic());
    CHECK(f.cards[1].question == "什么是 c?");
    CHECK(f.cards[1].answer == "x :: y 和 {{c1::z}}");
    CHECK(f.cards[1].ordinal == 1);
}

TEST_CASE("bad cloze markup is a warning with its line, and the rest of the file imports", "[parser][cloze][bad-input]")
{
    std::string many;
    for (int i = 1; i <= 1000; ++i)
        many += "{{c" + std::to_string(i) + "::x}}";
    const std::string md = "# A\n\n"
                           "- unclosed {{c1::text\n"          // 3
                           "- bad {{c0::number}}\n"           // 4
                           "- empty {{c1::}}\n"               // 5
                           "- nested {{c1::a {{c2::b}} c}}\n" // 6
                           "- " + many + "\n"                 // 7
                           "- fine {{c1::ok}}\n\n"            // 8
                           "Paragraph line one\nline two {{c3::never closed\n\n"   // 10, 11
                           "- Q\n  - A\n";                    // 13
    const ParsedFile f = parseNoteFile(md, "bad.md");
    std::vector<std::pair<int, IssueKind>> issues;
    for (const auto& issue : f.issues) {
        issues.emplace_back(issue.line, issue.kind);
        CHECK(issue.file == "bad.md");
        CHECK(issue.severity == Severity::Warning);
    }
    CHECK(issues == std::vector<std::pair<int, IssueKind>>{{3, IssueKind::ClozeNotClosed},
                                                           {4, IssueKind::ClozeBadNumber},
                                                           {5, IssueKind::ClozeEmpty},
                                                           {6, IssueKind::ClozeNested},
                                                           {7, IssueKind::TooManyClozes},
                                                           {11, IssueKind::ClozeNotClosed}});
    // The nested note and the good one are cards; so is the question after them.
    REQUIRE(f.cards.size() == 3);
    CHECK(f.cards[0].line == 6);
    CHECK(f.cards[1].line == 8);
    CHECK(f.cards[2].question == "Q");
}

TEST_CASE("the highlight setting reads ==text== as clozes", "[parser][cloze][highlights]")
{
    const std::string md = "# A\n\n- Adam 保存 ==一阶矩== 和 ==二阶矩==\n";
    CHECK(parseNoteFile(md, "a.md").cards.empty());
    QuestionRule rule;
    rule.highlightsAreClozes = true;
    const ParsedFile f = parseNoteFile(md, "a.md", rule);
    CHECK(variantsOf(f) == std::vector<std::string>{"h1", "h2"});
}

TEST_CASE("a cloze card is matched as its note plus its number", "[matcher][cloze]")
{
    auto record = [](notedeck::core::CardId id, std::string question, std::string variant, bool retired = false) {
        notedeck::core::CardRecord r;
        r.id = id;
        r.deck = DeckPath({"A"});
        r.question = std::move(question);
        r.sourceFile = "a.md";
        r.kind = notedeck::core::CardKind::fromStored(variant);
        r.retired = retired;
        return r;
    };
    const std::string before = "Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度的指数移动平均}}";
    const std::vector<notedeck::core::CardRecord> old{record(1, before, "c1"), record(2, before, "c2")};
    auto draftsOf = [](const std::string& md) { return parseNoteFile("# A\n\n- " + md + "\n", "a.md").cards; };

    SECTION("an edit around the clozes keeps both cards")
    {
        const auto drafts = draftsOf("Adam 优化器的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度的指数移动平均}}");
        const MatchPlan plan = matchCards(drafts, old);
        REQUIRE(plan.matched.size() == 2);
        CHECK(plan.matched[0].id == 1);
        CHECK(plan.matched[1].id == 2);
        CHECK(plan.added.empty());
        CHECK(plan.retired.empty());
    }
    SECTION("a number that disappears is retired; the others keep theirs")
    {
        const auto drafts = draftsOf("Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是梯度的指数移动平均");
        const MatchPlan plan = matchCards(drafts, old);
        REQUIRE(plan.matched.size() == 1);
        CHECK(plan.matched[0].id == 1);
        CHECK(plan.retired == std::vector<notedeck::core::CardId>{2});
    }
    SECTION("a retired number that comes back is restored")
    {
        std::vector<notedeck::core::CardRecord> withRetired{record(1, before, "c1"), record(2, before, "c2", true)};
        const MatchPlan plan = matchCards(draftsOf(before), withRetired);
        REQUIRE(plan.matched.size() == 2);
        CHECK(plan.matched[1].id == 2);
        CHECK(plan.matched[1].restored);
    }
    SECTION("a question → answer card that becomes a cloze note starts new cards")
    {
        std::vector<notedeck::core::CardRecord> basic{record(3, "Adam 的二阶矩是什么？", "")};
        basic[0].answer = "梯度平方的指数移动平均";
        const MatchPlan plan = matchCards(draftsOf("Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}"), basic);
        CHECK(plan.matched.empty());
        CHECK(plan.added == std::vector<size_t>{0});
        CHECK(plan.retired == std::vector<notedeck::core::CardId>{3});
    }
}
