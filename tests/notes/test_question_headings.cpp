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
    CHECK(f.cards[1].kind == CardKind::Heading);
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
