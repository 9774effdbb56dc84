// Question headings in real notes: a nested question heading is a card of its own, and the answer
// of the heading above it is that heading's own text.
#include "real_notes.h"

using namespace notedeck::notes;
using namespace notedeck::notes::testing;
using notedeck::core::DeckPath;

TEST_CASE("a nested question heading is its own card and ends its parent's answer", "[parser][questions]")
{
    const ParsedFile f = parseRealNotes("nested-questions.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 6);
    const DeckPath chapter({"第十九章 模型压缩"});

    CHECK(f.cards[0].question == "19.1 为什么需要模型压缩？");
    CHECK(f.cards[0].answer == "深度模型参数多、计算量大，部署到手机和嵌入式设备上时需要先压缩。");
    CHECK(f.cards[0].deck == chapter);

    // A question heading is a card, never a deck: the nested one sits in its parent's deck.
    CHECK(f.cards[1].question == "19.1.1 模型压缩有哪些常用方法？");
    CHECK(f.cards[1].line == 7);
    CHECK(f.cards[1].deck == chapter);
    CHECK(f.cards[1].form == NoteForm::Heading);
    CHECK(f.cards[1].answer.starts_with("- 剪枝"));   // its list is its answer, not cards

    // A deeper heading that is not a question stays in the answer, as before.
    CHECK(f.cards[2].question == "19.1.2 剪枝和量化可以一起用吗？");
    CHECK(f.cards[2].answer.find("#### 示例") != std::string::npos);
    CHECK(f.cards[2].answer.ends_with("```"));

    // A heading of the same or a higher level that is not a question ends the answer and opens a deck.
    CHECK(f.cards[3].question == "19.2.1 TensorRT 做了哪些优化？");
    CHECK(f.cards[3].deck == DeckPath({"第十九章 模型压缩", "19.2 常用的压缩工具"}));

    CHECK(f.cards[4].question == "19.3 什么是知识蒸馏？");
    CHECK(f.cards[4].answer.find("### 温度的作用") != std::string::npos);
    CHECK(f.cards[4].answer.find("19.3.1") == std::string::npos);
    CHECK(f.cards[4].answer.ends_with("温度 $T$ 越高，软标签越平滑。"));
    CHECK(f.cards[5].question == "19.3.1 蒸馏的损失函数怎么写？");
    CHECK(f.cards[5].deck == chapter);
}

TEST_CASE("a question heading with no text of its own before a nested question is a warning", "[parser][questions]")
{
    const ParsedFile f = parseNoteFile("# ML\n\n## 1.1 什么是正则化？\n\n### 1.1.1 L1 正则化有什么效果？\n\n参数变稀疏。\n", "ml.md");
    REQUIRE(f.cards.size() == 1);
    CHECK(f.cards[0].question == "1.1.1 L1 正则化有什么效果？");
    REQUIRE(f.issues.size() == 1);
    CHECK(f.issues[0].line == 3);
    CHECK(f.issues[0].kind == IssueKind::HeadingWithoutAnswer);
}

TEST_CASE("setext headings: a table of contents after the underline is nothing, nested questions are cards",
          "[parser][questions]")
{
    const ParsedFile f = parseRealNotes("setext-questions.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 3);
    CHECK(f.cards[0].question == "What is momentum?");
    CHECK(f.cards[0].answer == "An exponential moving average of past gradients that smooths the update.");
    CHECK(f.cards[0].deck == DeckPath({"Optimization notes"}));
    CHECK(f.cards[1].question == "Why does momentum help on ravines?");
    CHECK(f.cards[1].line == 15);
    CHECK(f.cards[2].question == "Why warm up the learning rate?");
    CHECK(f.cards[2].answer.starts_with("<!-- warm-up -->\nEarly updates"));
}

TEST_CASE("bold question headings and bold question lines are question headings", "[parser][questions]")
{
    const ParsedFile f = parseRealNotes("bold-questions.md");
    REQUIRE(f.cards.size() == 5);
    const DeckPath basics({"第三章 注意力机制", "3.1 基本概念"});
    const DeckPath steps({"第三章 注意力机制", "3.2 计算过程"});

    // `#### **…？**`: the heading is a question; its list (优点：/缺点：) is its answer, not cards.
    CHECK(f.cards[0].question == "**3.1.1 注意力机制想解决什么问题？**");
    CHECK(f.cards[0].form == NoteForm::Heading);
    CHECK(f.cards[0].deck == basics);
    CHECK(f.cards[0].line == 5);
    CHECK(f.cards[0].answer.find("- 优点：") != std::string::npos);
    CHECK(f.cards[0].answer.ends_with("计算量随长度平方增长"));
    CHECK(f.cards[1].question == "**3.1.2 缩放点积注意力为什么要除以根号 d？**");
    CHECK(f.cards[1].deck == basics);

    // A bold line of its own: its answer runs to the next bold question.
    CHECK(f.cards[2].question == "**3.2.1 注意力的计算分哪几步？**");
    CHECK(f.cards[2].form == NoteForm::Heading);
    CHECK(f.cards[2].deck == steps);
    CHECK(f.cards[2].line == 20);
    CHECK(f.cards[2].answer.starts_with("1. 用 $Q$"));
    CHECK(f.cards[2].answer.ends_with("3. 对 $V$ 加权求和"));

    // The answer may start on the next line of the same paragraph; a bold line that is not a
    // question (**优点：**) stays in the answer.
    CHECK(f.cards[3].question == "**3.2.2 多头注意力多在哪里？**");
    CHECK(f.cards[3].answer.starts_with("把 $Q$、$K$、$V$ 投影"));
    CHECK(f.cards[3].answer.find("**优点：**") != std::string::npos);
    CHECK(f.cards[3].answer.ends_with("不同的头关注不同的位置关系。"));

    // `__…__？`: the question mark after the bold; the code is part of the answer.
    CHECK(f.cards[4].question == "__3.2.3 掩码注意力用在什么地方__？");
    CHECK(f.cards[4].answer.ends_with("```"));

    // A bold question with no answer before the next heading is a warning, as a question heading is.
    REQUIRE(f.issues.size() == 1);
    CHECK(f.issues[0].line == 41);
    CHECK(f.issues[0].kind == IssueKind::HeadingWithoutAnswer);
    // `**本章要点**` is no question: the list under it is not a card either (no answers nested).
}

TEST_CASE("bold questions follow the rule: question-headings reads them, explicit and heading-level do not",
          "[parser][questions][rules]")
{
    const std::string text = "# 注意力\n\n**什么是注意力？**\n\n加权平均。\n\n#### **为什么要缩放？**\n\n防止饱和。\n";
    CHECK(parseNoteFile(text, "a.md", QuestionRule{QuestionStyle::QuestionHeadings}).cards.size() == 2);
    CHECK(parseNoteFile(text, "a.md", QuestionRule{QuestionStyle::Explicit}).cards.empty());
    const ParsedFile level4 = parseNoteFile(text, "a.md", QuestionRule{QuestionStyle::HeadingLevel, 4});
    REQUIRE(level4.cards.size() == 1);
    CHECK(level4.cards[0].question == "**为什么要缩放？**");
}

TEST_CASE("lines that only look like bold questions are not", "[parser][questions]")
{
    const QuestionRule rule;
    CHECK(rule.isBoldQuestionLine("**什么是注意力？**"));
    CHECK(rule.isBoldQuestionLine("  **What is attention?**  "));
    CHECK(rule.isBoldQuestionLine("**什么是注意力**？"));
    CHECK(rule.isBoldQuestionLine("__What is attention?__"));
    CHECK_FALSE(rule.isBoldQuestionLine("**优点：**"));
    CHECK_FALSE(rule.isBoldQuestionLine("**Q:** what is attention?"));      // not bold as a whole
    CHECK_FALSE(rule.isBoldQuestionLine("**a?** and **b?**"));
    CHECK_FALSE(rule.isBoldQuestionLine("** what is attention?**"));        // no emphasis in Markdown
    CHECK_FALSE(rule.isBoldQuestionLine("****"));
    CHECK_FALSE(rule.isBoldQuestionLine("What is **attention**?"));
    CHECK(rule.isQuestionHeading(4, "**1.1 讲讲对注意力的理解？**"));
    CHECK(rule.isQuestionHeading(2, "*Why?*"));
    CHECK(rule.isQuestionHeading(2, "1.1 **讲讲？**"));
    CHECK_FALSE(rule.isQuestionHeading(2, "Why?*"));   // a star that closes nothing
    CHECK_FALSE(rule.isQuestionHeading(2, "**优点：**"));
}

TEST_CASE("a bold question line ends the answer of the question heading above it, as a nested question does",
          "[parser][questions]")
{
    const ParsedFile f = parseNoteFile("# ML\n\n## 1.1 什么是正则化？\n\n限制模型复杂度。\n\n**1.2 L1 和 L2 有何不同？**\n\n"
                                       "L1 让参数稀疏。\n\n## 1.3 什么是早停？\n\n**1.4 为什么有效？**\n\n少训练几轮。\n",
                                       "ml.md");
    REQUIRE(f.cards.size() == 3);
    CHECK(f.cards[0].answer == "限制模型复杂度。");
    CHECK(f.cards[1].question == "**1.2 L1 和 L2 有何不同？**");
    CHECK(f.cards[1].answer == "L1 让参数稀疏。");
    CHECK(f.cards[2].question == "**1.4 为什么有效？**");
    // 1.3 has no text of its own before the bold question: a warning, as before a nested question heading.
    REQUIRE(f.issues.size() == 1);
    CHECK(f.issues[0].line == 11);
    CHECK(f.issues[0].kind == IssueKind::HeadingWithoutAnswer);
}
