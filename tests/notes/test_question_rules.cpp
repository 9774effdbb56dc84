// The question rules a file can follow, from its front matter or the folder: default,
// question-headings, heading-level N, explicit.
#include "real_notes.h"

using namespace notedeck::notes;
using namespace notedeck::notes::testing;
using notedeck::core::DeckPath;

namespace {
const QuestionRule kLevel3{QuestionStyle::HeadingLevel, 3};
const QuestionRule kExplicit{QuestionStyle::Explicit};
} // namespace

TEST_CASE("rules are read as written and refused with the valid values", "[parser][rules]")
{
    CHECK(parseQuestionRule("default") == QuestionRule{});
    CHECK(parseQuestionRule(" question-headings ") == QuestionRule{QuestionStyle::QuestionHeadings});
    CHECK(parseQuestionRule("heading-level 3") == kLevel3);
    CHECK(parseQuestionRule("explicit") == kExplicit);
    for (const QuestionRule& rule : {QuestionRule{}, QuestionRule{QuestionStyle::QuestionHeadings}, kLevel3, kExplicit})
        CHECK(parseQuestionRule(rule.name()) == rule);
    CHECK(parseQuestionRule("heading-level 7").error().find("from 1 to 6") != std::string::npos);
    CHECK(parseQuestionRule("headings-only").error() ==
          "unknown question rule \"headings-only\"; use default, question-headings, heading-level N (N from 1 to 6) or explicit");
}

TEST_CASE("heading-level N: every heading of that level is a question, numbered or not", "[parser][rules]")
{
    // Under the default rules these notes have no question marks and no answered list items.
    const ParsedFile plain = parseRealNotes("numbered-headings.md");
    CHECK(plain.cards.empty());
    CHECK(plain.issues.empty());

    const ParsedFile f = parseRealNotes("numbered-headings.md", kLevel3);
    REQUIRE(f.cards.size() == 4);
    CHECK(f.cards[0].question == "2.1.1 什么是机器学习");
    CHECK(f.cards[0].deck == DeckPath({"第二章 机器学习基础", "2.1 基本概念"}));
    CHECK(f.cards[0].form == NoteForm::Heading);
    // Deeper headings are part of the answer; the list of an answer is not cards.
    CHECK(f.cards[1].answer.find("#### 常见算法") != std::string::npos);
    CHECK(f.cards[1].answer.ends_with("| 无监督 | K-means、PCA |"));
    CHECK(f.cards[2].question == "2.1.3 偏差与方差");
    CHECK(f.cards[3].deck == DeckPath({"第二章 机器学习基础", "2.2 模型评估"}));
    // The last heading has nothing under it.
    REQUIRE(f.issues.size() == 1);
    CHECK(f.issues[0].line == 31);
    CHECK(f.issues[0].kind == IssueKind::HeadingWithoutAnswer);
}

TEST_CASE("question-headings: lists are never cards or warnings", "[parser][rules]")
{
    const ParsedFile f = parseRealNotes("front-matter-rule.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 1);
    CHECK(f.cards[0].question == "卷积层的参数量怎么算？");
    CHECK(f.cards[0].deck == DeckPath({"卷积神经网络"}));
    CHECK(f.cards[0].line == 12);
}

TEST_CASE("explicit: neither headings nor list items are cards, only the explicit card syntax", "[parser][rules]")
{
    const ParsedFile f = parseRealNotes("explicit-only.md");
    CHECK(f.cards.empty());
    CHECK(f.issues.empty());
    const std::string body = realNotesText("explicit-only.md");
    CHECK(parseNoteFile(body.substr(body.find("# ")), "explicit-only.md", kExplicit).cards.empty());
    // The same notes under the default rules have two cards.
    CHECK(parseNoteFile(body.substr(body.find("# ")), "explicit-only.md").cards.size() == 2);
    // Clozes, one-line cards and reversed pairs are the explicit rule's cards.
    const ParsedFile own = parseNoteFile(body + "\n梯度裁剪 :: 限制梯度范数\n\n- 学习率{{c1::衰减}}\n- Epoch ::: 一轮\n",
                                         "explicit-only.md");
    REQUIRE(own.cards.size() == 4);
    CHECK(own.cards[0].question == "梯度裁剪");
    CHECK(own.cards[1].kind.stored() == "c1");
    CHECK(own.cards[3].kind.stored() == "r");
    CHECK(own.issues.empty());
}

TEST_CASE("front matter is never a card or a deck name, and keeps every line's number", "[parser][rules]")
{
    const ParsedFile f = parseRealNotes("front-matter.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 1);
    CHECK(f.cards[0].deck == DeckPath({"深度学习", "优化"}));
    CHECK(f.cards[0].line == 11);

    // Without a heading of its own the file is rooted at its name, not at the front matter (which
    // would otherwise read as a setext heading: text over a line of ---).
    const ParsedFile bare = parseNoteFile("---\ntitle: 笔记\n---\n\n- 什么是张量？\n  - 多维数组\n", "dl/tensors.md");
    REQUIRE(bare.cards.size() == 1);
    CHECK(bare.cards[0].deck == DeckPath({"tensors"}));
    CHECK(bare.cards[0].line == 5);
}

TEST_CASE("front matter's rule wins over the folder's", "[parser][rules]")
{
    const ParsedFile f = parseRealNotes("numbered-headings-rule.md", kExplicit);
    REQUIRE(f.cards.size() == 2);
    CHECK(f.cards[0].question == "3.1.1 神经网络有哪些常用模型结构");
    CHECK(f.cards[1].answer == "引入非线性。\n\n#### 常见激活函数\n\nReLU、GELU、Sigmoid。");
    REQUIRE(f.issues.size() == 1);
    CHECK(f.issues[0].line == 21);
}

TEST_CASE("an unknown rule in front matter is an error, and the file gives no cards", "[parser][rules]")
{
    const char* md = "---\nnotedeck: headings-only\n---\n# A\n\n- 问题\n  - 答案\n";
    const ParsedFile f = parseNoteFile(md, "a.md", kExplicit);
    CHECK(f.cards.empty());
    REQUIRE(f.issues.size() == 1);
    CHECK(f.issues[0].severity == Severity::Error);
    CHECK(f.issues[0].file == "a.md");
    CHECK(f.issues[0].line == 2);
    CHECK(f.issues[0].message.find("\"headings-only\"") != std::string::npos);
    CHECK(f.issues[0].message.ends_with("; until it is fixed, this file is not imported and keeps its cards as they are"));
}

TEST_CASE("front matter must be closed and start the file", "[parser][rules]")
{
    // Never closed: Markdown, a thematic break and a paragraph (the rule line is text).
    const ParsedFile open = parseNoteFile("---\nnotedeck: explicit\n\n# A\n\n- 问题\n  - 答案\n", "a.md");
    CHECK(open.cards.size() == 1);
    // Not on the first line: a setext heading, as any Markdown viewer shows it.
    const ParsedFile late = parseNoteFile("\n---\nnotedeck: explicit\n---\n\n- 问题\n  - 答案\n", "a.md");
    REQUIRE(late.cards.size() == 1);
    CHECK(late.cards[0].deck == DeckPath({"a", "notedeck: explicit"}));
    // Quoted values and comments are read as YAML writes them; `...` closes too.
    const ParsedFile quoted = parseNoteFile("---\nnotedeck: \"explicit\"  # for now\n...\n- 问题\n  - 答案\n- a :: b\n", "a.md");
    CHECK(quoted.issues.empty());
    REQUIRE(quoted.cards.size() == 1);   // the explicit rule's only card: the one-line item
    CHECK(quoted.cards[0].question == "a");
    CHECK(quoted.cards[0].line == 6);
}

TEST_CASE("front matter is YAML: the rule as YAML reads it, other keys' values only as text", "[parser][rules]")
{
    // YAML's forms of a string: a folded block, single quotes with a doubled quote, an alias.
    const char* folded = "---\ntitle: 2024-01-05\ntags: [1, yes, 2.50]\nnotedeck: >-\n  explicit\n---\n- 问题\n  - 答案\n- a :: b\n";
    const ParsedFile f = parseNoteFile(folded, "a.md");
    CHECK(f.issues.empty());
    CHECK(f.rule == kExplicit);
    CHECK(f.ruleFromFrontMatter);
    CHECK(parseNoteFile("---\nrule: &r explicit\nnotedeck: *r\n---\n- a :: b\n", "a.md").rule == kExplicit);
    // Values YAML would type (a boolean, a date, a number) stay the text written.
    const ParsedFile yes = parseNoteFile("---\nnotedeck: yes\n---\n", "a.md");
    REQUIRE(yes.issues.size() == 1);
    CHECK(yes.issues[0].message.find("\"yes\"") != std::string::npos);
    const ParsedFile date = parseNoteFile("---\nnotedeck: 2024-01-05\n---\n", "a.md");
    REQUIRE(date.issues.size() == 1);
    CHECK(date.issues[0].message.find("\"2024-01-05\"") != std::string::npos);
}

TEST_CASE("front matter that YAML cannot read leaves a rule it names unknown: an error at YAML's line", "[parser][rules]")
{
    for (const char* md : {"---\ntitle: [unclosed\nnotedeck: explicit\n---\n- 问题\n  - 答案\n",
                           "---\ntitle: \"x\nnotedeck: explicit\n---\n- 问题\n  - 答案\n",   // the key is inside a text
                           "---\nnotedeck:explicit\n---\n- 问题\n  - 答案\n"}) {             // no key to YAML
        INFO(md);
        const ParsedFile f = parseNoteFile(md, "a.md", QuestionRule{});
        CHECK(f.cards.empty());
        REQUIRE(f.issues.size() == 1);
        CHECK(f.issues[0].severity == Severity::Error);
        CHECK(f.issues[0].line >= 2);
        CHECK(f.issues[0].message.ends_with("; until it is fixed, this file is not imported and keeps its cards as they are"));
    }
    // Broken YAML that names no rule is other tools' business: the file is read by the folder's rule.
    const ParsedFile other = parseNoteFile("---\ntitle: [unclosed\n---\n- 问题\n  - 答案\n", "a.md");
    CHECK(other.issues.empty());
    CHECK(other.cards.size() == 1);
}

TEST_CASE("front matter's rule is one name: a list, a map or front matter too long to read leave it unknown", "[parser][rules]")
{
    // Aliases could make a list huge if it were written out; it is refused as it is.
    std::string bomb = "---\na: &a [x, x, x, x, x, x, x, x]\n";
    for (char c = 'b'; c <= 'z'; ++c)
        bomb += std::string(1, c) + ": &" + c + " [*" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" +
                char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + "]\n";
    bomb += "notedeck: *z\n---\n- 问题\n  - 答案\n";
    const ParsedFile list = parseNoteFile(bomb, "a.md");
    REQUIRE(list.issues.size() == 1);
    CHECK(list.issues[0].line == 28);
    CHECK(list.issues[0].message.starts_with("notedeck: is a list or a map, not the name of a rule"));

    const std::string longer = "---\nnotedeck: explicit\nnote: \"" + std::string(70 * 1024, 'x') + "\"\n---\n- 问题\n  - 答案\n";
    const ParsedFile tooLong = parseNoteFile(longer, "a.md");
    REQUIRE(tooLong.issues.size() == 1);
    CHECK(tooLong.issues[0].line == 2);
    CHECK(tooLong.issues[0].message.starts_with("the front matter is longer than 64 KB"));
    CHECK(tooLong.cards.empty());
    // Long front matter that names no rule is read past, as before.
    const std::string other = "---\nnote: \"" + std::string(70 * 1024, 'x') + "\"\n---\n- 问题\n  - 答案\n";
    CHECK(parseNoteFile(other, "a.md").cards.size() == 1);
}
