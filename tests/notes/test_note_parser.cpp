#include "notes/note_parser.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace notedeck::notes;
using notedeck::core::DeckPath;

TEST_CASE("headings give the deck path and list items give cards", "[parser]")
{
    const char* md = R"(# 基础知识

## Python

### 基本特性

- 讲一下 Python 的深拷贝和浅拷贝
  - 浅拷贝只复制顶层对象
  - 深拷贝会递归复制所有层级

    ```python
    import copy
    b = copy.deepcopy(a)
    ```

- 讲一下 is 和 == 的区别

  == 比较值，is 比较身份

## PyTorch

### 基本特性

1. 什么是叶子张量？
   - requires_grad 为 True 且由用户创建
)";
    ParsedFile f = parseNoteFile(md, "python.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 3);
    CHECK(f.cards[0].deck == DeckPath({"基础知识", "Python", "基本特性"}));
    CHECK(f.cards[0].question == "讲一下 Python 的深拷贝和浅拷贝");
    CHECK(f.cards[0].line == 7);
    CHECK(f.cards[0].answer == "- 浅拷贝只复制顶层对象\n- 深拷贝会递归复制所有层级\n\n  ```python\n  import copy\n  b = copy.deepcopy(a)\n  ```");
    CHECK(f.cards[1].answer == "== 比较值，is 比较身份");
    CHECK(f.cards[2].deck == DeckPath({"基础知识", "PyTorch", "基本特性"}));
    CHECK(f.cards[2].question == "什么是叶子张量？");
    CHECK(f.cards[2].form == NoteForm::ListItem);
}

TEST_CASE("a heading ending with a question mark is a heading card", "[parser]")
{
    const char* md = R"(# ML

## 什么是梯度累积？

把多个小批次的梯度加起来再更新。

- 不是卡片，是答案的一部分
  - 嵌套

### 代码

```python
loss.backward()
```

## 优化器

- SGD 是什么？
  - 随机梯度下降
)";
    ParsedFile f = parseNoteFile(md, "ml.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 2);
    CHECK(f.cards[0].form == NoteForm::Heading);
    CHECK(f.cards[0].question == "什么是梯度累积？");
    CHECK(f.cards[0].deck == DeckPath({"ML"}));
    CHECK(f.cards[0].answer.starts_with("把多个小批次的梯度加起来再更新。"));
    CHECK(f.cards[0].answer.ends_with("```python\nloss.backward()\n```"));
    CHECK(f.cards[1].deck == DeckPath({"ML", "优化器"}));
}

TEST_CASE("a file without a top heading is rooted at its name", "[parser]")
{
    ParsedFile f = parseNoteFile("## Rebase\n\n- What does rebase do?\n  - Replays commits\n", "tools/git.md");
    REQUIRE(f.cards.size() == 1);
    CHECK(f.cards[0].deck == DeckPath({"git", "Rebase"}));

    ParsedFile before = parseNoteFile("- Q before any heading?\n  - A\n\n# Part\n\n- Q2\n  - A2\n", "x.md");
    REQUIRE(before.cards.size() == 2);
    CHECK(before.cards[0].deck == DeckPath({"x"}));
    CHECK(before.cards[1].deck == DeckPath({"Part"}));
}

TEST_CASE("items without an answer are warnings with their line", "[parser]")
{
    ParsedFile f = parseNoteFile("# A\n\n- RoCE\n- 有答案的问题\n  - 答案\n\n## 问题？\n\n## 下一个\n", "n.md");
    REQUIRE(f.cards.size() == 1);
    REQUIRE(f.issues.size() == 2);
    CHECK(f.issues[0].line == 3);
    CHECK(f.issues[0].file == "n.md");
    CHECK(f.issues[1].line == 7);
}

TEST_CASE("identical questions in one section are both kept, with a warning naming both", "[parser]")
{
    ParsedFile f = parseNoteFile("# A\n\n- 同一个问题\n  - 答案一\n- 同一个问题\n  - 答案二\n", "n.md");
    REQUIRE(f.cards.size() == 2);
    REQUIRE(f.issues.size() == 1);
    CHECK(f.issues[0].line == 5);
    CHECK(f.issues[0].message.find("line 3") != std::string::npos);
}

TEST_CASE("math survives parsing byte for byte", "[parser]")
{
    const char* md = "# M\n\n- Adam 的更新公式是什么？\n\n  $$\n  m_t = \\beta_1 m_{t-1} + (1-\\beta_1) g_t \\\\\n  - x\n  $$\n\n  其中 $*a*_b$ 不是强调\n";
    ParsedFile f = parseNoteFile(md, "m.md");
    REQUIRE(f.cards.size() == 1);
    CHECK(f.cards[0].answer == "$$\nm_t = \\beta_1 m_{t-1} + (1-\\beta_1) g_t \\\\\n- x\n$$\n\n其中 $*a*_b$ 不是强调");
}

TEST_CASE("setext headings and closing hashes are read as heading text", "[parser]")
{
    ParsedFile f = parseNoteFile("Part\n====\n\n## Chapter ##\n\n- q\n  - a\n", "s.md");
    REQUIRE(f.cards.size() == 1);
    CHECK(f.cards[0].deck == DeckPath({"Part", "Chapter"}));
}

namespace {
ParsedFile parseFixture(const std::string& name)
{
    std::ifstream in(std::string(NOTEDECK_TEST_DATA) + "/headings/" + name, std::ios::binary);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return parseNoteFile(text.str(), name);
}
} // namespace

TEST_CASE("a setext heading ends at its underline, whatever block follows it", "[parser]")
{
    ParsedFile f = parseFixture("setext.md");
    CHECK(f.issues.empty());
    REQUIRE(f.cards.size() == 6);
    // `Index` / `---` / `<!-- TOC -->`: the name is the text only, not the underline and the comment.
    CHECK(f.cards[0].deck == DeckPath({"Index"}));
    CHECK(f.cards[0].question == "What does the table of contents list?");
    // `===` followed by an HTML block.
    CHECK(f.cards[1].deck == DeckPath({"Python"}));
    // A heading of two lines is one name, its lines joined by a space as Markdown shows them.
    CHECK(f.cards[2].deck == DeckPath({"Python", "Lists and tuples"}));
    CHECK(f.cards[2].question == "Is a tuple mutable?");
    // A setext heading at the end of an answer keeps the next question out of that answer.
    CHECK(f.cards[2].answer == "- No\n\nFollow-up\n---------");
    CHECK(f.cards[3].question == "Is a list mutable?");
    CHECK(f.cards[3].line == 25);
    // Followed by a paragraph without a blank line.
    CHECK(f.cards[4].deck == DeckPath({"Python", "Sets"}));
    // A setext question heading is a card; its answer starts right under the underline.
    CHECK(f.cards[5].form == NoteForm::Heading);
    CHECK(f.cards[5].question == "What is a dict?");
    CHECK(f.cards[5].deck == DeckPath({"Python"}));
    CHECK(f.cards[5].line == 35);
    CHECK(f.cards[5].answer == "<!-- answer -->\nA mapping from keys to values.");
}
