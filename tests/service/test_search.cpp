// Full-text search: Chinese substrings (3+ characters through the trigram index, 1–2 characters by
// a scan), several terms, scope and state filters, marked matches, an index kept up to date, and a
// deck that cannot be written.
#include "service/deck/detail/deck_internals.h"
#include "service/cards/search.h"
#include "storage/deck_store.h"
#include "storage/search_index.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace notedeck;
using testing::TempNotes;

namespace {
const char* kNotes = R"(# 基础知识

## Python

### 基本特性

- 讲一下 Python 的深拷贝和浅拷贝
  - 浅拷贝只复制顶层对象，嵌套的可变对象仍然引用原数据
  - 深拷贝会递归复制所有层级

## PyTorch

### 基本特性

- 什么是叶子张量？
  - requires_grad 为 True 且由用户创建的张量，反向传播后梯度保留在 .grad 中
- 如何禁止梯度计算？
  - 使用 torch.no_grad()
)";

std::vector<core::CardId> ids(const std::vector<core::SearchHit>& hits)
{
    std::vector<core::CardId> out;
    for (const auto& h : hits)
        out.push_back(h.card.id);
    return out;
}

std::vector<core::SearchHit> find(TempNotes& t, core::SearchQuery q)
{
    auto hits = service::searchCards(t.deck(), q);
    REQUIRE(hits);
    return *hits;
}
} // namespace

TEST_CASE("a Chinese substring of three or more characters is found and marked", "[search]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    t.import();
    auto hits = find(t, {"复制顶", {}, {}, 50});
    REQUIRE(hits.size() == 1);
    CHECK(hits[0].card.question == "讲一下 Python 的深拷贝和浅拷贝");
    CHECK(hits[0].snippet.find("\x01复制顶\x02") != std::string::npos);
}

TEST_CASE("two-character Chinese words are found without the trigram index", "[search]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    t.import();
    CHECK(ids(find(t, {"梯度", {}, {}, 50})).size() == 2);
    auto hits = find(t, {"拷贝", {}, {}, 50});
    REQUIRE(hits.size() == 1);
    CHECK(hits[0].questionMarked == "讲一下 Python 的深\x01拷贝\x02和浅\x01拷贝\x02");
}

TEST_CASE("every term must occur, case is ignored for Latin letters", "[search]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    t.import();
    CHECK(find(t, {"PYTHON 拷贝", {}, {}, 50}).size() == 1);
    CHECK(find(t, {"torch 梯度", {}, {}, 50}).size() == 1);
    CHECK(find(t, {"torch 不存在的词", {}, {}, 50}).empty());
    CHECK(find(t, {"   ", {}, {}, 50}).empty());
    CHECK(find(t, {"\"quoted\" AND OR", {}, {}, 50}).empty());   // FTS syntax in a query is just text
}

TEST_CASE("search filters by chapter and by state", "[search]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    t.import();
    CHECK(find(t, {"基本", core::DeckPath({"基础知识", "PyTorch"}), {}, 50}).empty());
    CHECK(find(t, {"张量", core::DeckPath({"基础知识", "PyTorch"}), {}, 50}).size() == 1);
    CHECK(find(t, {"张量", core::DeckPath({"基础知识", "Python"}), {}, 50}).empty());
    CHECK(find(t, {"张量", {}, core::CardState::New, 50}).size() == 1);
    CHECK(find(t, {"张量", {}, core::CardState::Review, 50}).empty());
}

TEST_CASE("the index follows edits and retirement", "[search]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    t.import();
    auto index = t.store().search();
    CHECK(*index.refresh() == 3);
    CHECK(*index.refresh() == 0);   // nothing changed since
    std::string edited = kNotes;
    edited.replace(edited.find("使用 torch.no_grad()"), std::string("使用 torch.no_grad()").size(), "使用 torch.inference_mode()");
    t.write("n.md", edited);
    t.import();
    CHECK(*index.refresh() == 1);
    CHECK(find(t, {"inference_mode", {}, {}, 50}).size() == 1);
    CHECK(find(t, {"no_grad", {}, {}, 50}).empty());
    t.write("n.md", "# 基础知识\n\n## Python\n\n- 只剩一个问题？\n  - 答案\n");
    t.import();
    CHECK(find(t, {"叶子张量", {}, {}, 50}).empty());   // retired cards are not found
}

TEST_CASE("a short term's scan gives the first matches in note order, up to the limit, in questions or answers",
          "[search]")
{
    TempNotes t;
    // b.md sorts after a.md; in each file the cards in their order. Every third card has 梯度 in
    // its answer only; the others in the question.
    for (const char* file : {"b.md", "a.md"}) {
        std::string notes = "# 部分\n\n## 章节\n\n";
        for (int i = 0; i < 30; ++i)
            notes += i % 3 == 0 ? "- " + std::string(file) + " 问题 " + std::to_string(i) + "\n  - 答案里有梯度\n"
                                : "- " + std::string(file) + " 梯度问题 " + std::to_string(i) + "\n  - 答案\n";
        t.write(file, notes);
    }
    t.import();
    auto hits = find(t, {"梯度", {}, {}, 25});
    REQUIRE(hits.size() == 25);
    for (size_t i = 0; i < hits.size(); ++i) {
        CHECK(hits[i].card.sourceFile == "a.md");
        CHECK(hits[i].card.ordinal == static_cast<int>(i));
        const bool inAnswer = i % 3 == 0;
        CHECK((hits[i].questionMarked.find("\x01梯度\x02") != std::string::npos) == !inAnswer);
        CHECK((hits[i].snippet.find("\x01梯度\x02") != std::string::npos) == inAnswer);
    }
    CHECK(find(t, {"梯度", {}, {}, 200}).size() == 60);
    CHECK(find(t, {"梯", {}, {}, 200}).size() == 60);   // one character
}

TEST_CASE("a deck that cannot be written is searched by a scan while its index is out of date", "[search]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    t.import();   // the import leaves the index to the app's worker: nothing is indexed yet
    t.closeDeck();
    auto readOnly = service::Deck::open(t.deckFile(), {nullptr, nullptr, true});
    REQUIRE(readOnly);
    CHECK(*service::storeOf(**readOnly).search().staleCount() == 3);
    auto hits = service::searchCards(**readOnly, {"复制顶", {}, {}, 50});
    REQUIRE(hits);
    REQUIRE(hits->size() == 1);
    CHECK(hits->front().snippet.find("\x01复制顶\x02") != std::string::npos);
    CHECK(service::searchCards(**readOnly, {"梯度 torch", {}, {}, 50})->size() == 1);
    CHECK(*service::storeOf(**readOnly).search().staleCount() == 3);   // nothing written

    // Once indexed (by a NoteDeck that can write), the index is used again.
    readOnly->reset();
    REQUIRE(*service::refreshSearchIndex(t.deck()) == 3);
    t.closeDeck();
    readOnly = service::Deck::open(t.deckFile(), {nullptr, nullptr, true});
    REQUIRE(readOnly);
    CHECK(*service::storeOf(**readOnly).search().staleCount() == 0);
    CHECK(service::searchCards(**readOnly, {"复制顶", {}, {}, 50})->size() == 1);
}

namespace {
const char* kMarkupNotes = R"(# 基础知识

## 激活函数

- sigmoid 的公式 $\sigma$ 是什么？
  - sigmoid
    - 即 $\frac {1}{1+e^{-x}}$，输出 0~1
- 装饰器怎么写？
  - 装饰器是一个函数：
    ```python
    def decorator(func):
        return func
    ```
- 长公式之前的词？
  - 之前 $$\sum_{i=1}^{n} \left( a_i b_i c_i d_i e_i f_i g_i h_i i_i j_i k_i l_i m_i n_i o_i p_i q_i r_i s_i t_i u_i \right)$$
- 长公式之后的词？
  - $\left( a_i b_i c_i d_i e_i f_i g_i h_i i_i j_i k_i l_i m_i n_i o_i p_i q_i r_i s_i t_i u_i v_i w_i \right)$ 之后
)";

std::vector<core::SearchHit> searchMarkup(TempNotes& t, const char* text)
{
    auto hits = service::searchCards(t.deck(), {text, {}, {}, 50});
    REQUIRE(hits);
    REQUIRE(hits->size() == 1);
    return *hits;
}

size_t count(const std::string& s, char c) { return static_cast<size_t>(std::count(s.begin(), s.end(), c)); }
} // namespace

TEST_CASE("search results read as text: formulas as their TeX in code style, code without its fences", "[search]")
{
    TempNotes t;
    t.write("n.md", kMarkupNotes);
    t.import();

    // Math: the TeX without its $ delimiters, marked as code; no list markers.
    auto hit = searchMarkup(t, "输出").front();
    CHECK(hit.snippet == "sigmoid 即 \x03\\frac {1}{1+e^{-x}}\x04，\x01输出\x02 0~1");
    CHECK(hit.questionMarked == "sigmoid 的公式 \x03\\sigma\x04 是什么？");

    // Code: the code itself, marked as code, without the fence and its language.
    hit = searchMarkup(t, "decorator").front();
    CHECK(hit.snippet.find("```") == std::string::npos);
    CHECK(hit.snippet.find("python") == std::string::npos);
    CHECK(hit.snippet == "装饰器是一个函数： \x03" "def \x01" "decorator\x02(func): return func\x04");

    // A match inside a formula is marked inside it.
    hit = searchMarkup(t, "frac").front();
    CHECK(hit.snippet.find("\x03\\\x01" "frac\x02 {1}{1+e^{-x}}\x04") != std::string::npos);
}

TEST_CASE("a search excerpt cut inside a formula still opens and closes its code style", "[search]")
{
    TempNotes t;
    t.write("n.md", kMarkupNotes);
    t.import();
    for (const char* word : {"之前", "之后"}) {
        INFO(word);
        const std::string snippet = searchMarkup(t, word).front().snippet;
        CHECK(snippet.find('$') == std::string::npos);
        CHECK(count(snippet, '\x03') == 1);
        CHECK(count(snippet, '\x04') == 1);
        CHECK(snippet.find('\x03') < snippet.find('\x04'));
    }
    const std::string before = searchMarkup(t, "之前").front().snippet;
    CHECK(before.starts_with("\x01之前\x02 \x03\\sum_{i=1}^{n}"));
    CHECK(before.ends_with("\x04…"));
    const std::string after = searchMarkup(t, "之后").front().snippet;
    CHECK(after.starts_with("…\x03"));
    CHECK(after.ends_with("\x04 \x01之后\x02"));
}

TEST_CASE("an image is found by its alt text, and a footnote by its text, whatever the syntax", "[search]")
{
    TempNotes t;
    t.write("n.md", "# 图\n\n- 卷积网络结构？\n  - ![残差连接示意图](img/res.png)\n"
                    "- 注意力机制？\n  - <img src=\"a.png\" alt=\"多头注意力结构\" width=300>\n"
                    "- 流程？\n  - ![[flow.png|训练流程总览]]\n- 优化器？\n  - Adam[^a]\n\n[^a]: 自适应矩估计\n");
    t.import();
    for (const char* words : {"残差连接", "多头注意力", "训练流程", "自适应矩估计"}) {
        INFO(words);
        CHECK(find(t, {words, {}, {}, 50}).size() == 1);
    }
}

TEST_CASE("dollars that are no formula read as plain text in a result", "[search][math]")
{
    TempNotes t;
    t.write("n.md", "# 评分\n\n- 评分规则是什么？\n  - 每题 $ 4 $分、$1$ 分的扣分\n");
    t.import();
    const core::SearchHit hit = searchMarkup(t, "扣分").front();
    // Only $1$ is a formula; the rest is the text as written, with its dollars.
    CHECK(hit.snippet == "每题 $ 4 $分、\x03" "1\x04 分的\x01扣分\x02");
}

TEST_CASE("the two cards of a reversed pair read apart in the results", "[search][reverse]")
{
    TempNotes t;
    t.write("n.md", "# 术语\n\n- batch ::: a group of samples processed together\n");
    t.import();
    auto hits = find(t, {"batch", {}, {}, 50});
    REQUIRE(hits.size() == 2);
    std::sort(hits.begin(), hits.end(), [](const auto& a, const auto& b) { return a.card.kind < b.card.kind; });
    // The forward card asks the term, the reverse its meaning (with the term in its excerpt).
    CHECK(hits[0].questionMarked == "\x01" "batch\x02");
    CHECK(hits[0].snippet.empty());
    CHECK(hits[1].questionMarked == "a group of samples processed together");
    CHECK(hits[1].snippet == "\x01" "batch\x02");
}
