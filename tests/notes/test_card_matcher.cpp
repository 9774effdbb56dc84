#include "notes/card_matcher.h"

#include <catch2/catch.hpp>

using namespace notedeck::notes;
using notedeck::core::CardRecord;
using notedeck::core::DeckPath;

namespace {
CardDraft draft(std::string q, std::string a, DeckPath deck = DeckPath({"A"}), int ordinal = 0, std::string file = "a.md")
{
    CardDraft d;
    d.question = std::move(q);
    d.answer = std::move(a);
    d.deck = std::move(deck);
    d.ordinal = ordinal;
    d.line = ordinal + 1;
    d.file = std::move(file);
    return d;
}

CardRecord stored(notedeck::core::CardId id, const CardDraft& d, bool retired = false)
{
    CardRecord r;
    r.id = id;
    r.deck = d.deck;
    r.question = d.question;
    r.answer = d.answer;
    r.sourceFile = d.file;
    r.sourceLine = d.line;
    r.ordinal = d.ordinal;
    r.retired = retired;
    return r;
}
} // namespace

TEST_CASE("unchanged cards match and change nothing", "[matcher]")
{
    std::vector<CardDraft> drafts{draft("q1", "a1", DeckPath({"A"}), 0), draft("q2", "a2", DeckPath({"A"}), 1)};
    std::vector<CardRecord> old{stored(7, drafts[0]), stored(8, drafts[1])};
    MatchPlan plan = matchCards(drafts, old);
    CHECK(plan.changesNothing());
    REQUIRE(plan.matched.size() == 2);
    CHECK(plan.matched[0].id == 7);
    CHECK(plan.matched[1].id == 8);
}

TEST_CASE("a reworded question with the same answer is the same card", "[matcher]")
{
    CardDraft before = draft("讲一下 Python 的深拷贝和浅拷贝", "- 浅拷贝只复制顶层对象\n- 深拷贝会递归复制所有层级");
    CardDraft after = draft("请讲一下 Python 中的深拷贝与浅拷贝", before.answer);
    MatchPlan plan = matchCards({after}, {stored(3, before)});
    REQUIRE(plan.matched.size() == 1);
    CHECK(plan.matched[0].id == 3);
    CHECK(plan.matched[0].contentChanged);
    CHECK(plan.added.empty());
}

TEST_CASE("an unrelated question is a new card and the old one retires", "[matcher]")
{
    CardDraft before = draft("什么是迭代器？", "实现了 __iter__ 和 __next__ 的对象");
    CardDraft after = draft("什么是生成器？", "使用 yield 的函数返回的对象");
    MatchPlan plan = matchCards({after}, {stored(3, before)});
    CHECK(plan.matched.empty());
    CHECK(plan.added == std::vector<size_t>{0});
    CHECK(plan.retired == std::vector<notedeck::core::CardId>{3});
}

TEST_CASE("duplicates pair with the old cards in order", "[matcher]")
{
    std::vector<CardDraft> drafts{draft("同一个问题", "答案", DeckPath({"A"}), 0), draft("同一个问题", "答案", DeckPath({"A"}), 1)};
    std::vector<CardRecord> old{stored(1, drafts[0]), stored(2, drafts[1])};
    MatchPlan plan = matchCards(drafts, old);
    CHECK(plan.changesNothing());
    CHECK(plan.matched[0].id == 1);
    CHECK(plan.matched[1].id == 2);
}

TEST_CASE("retired cards come back as restored", "[matcher]")
{
    CardDraft d = draft("q", "a");
    MatchPlan plan = matchCards({d}, {stored(5, d, true)});
    REQUIRE(plan.matched.size() == 1);
    CHECK(plan.matched[0].restored);
}

TEST_CASE("text similarity", "[matcher]")
{
    CHECK(textSimilarity("abc", "abc") == Approx(1.0));
    CHECK(textSimilarity("什么是迭代器", "什么是生成器") < 0.5);
}
