#include "service/deck/deck_summary.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

using namespace notedeck;

TEST_CASE("deck summary adds sub-decks into their parents, in note order", "[summary]")
{
    testing::TempNotes t;
    t.write("a.md", "# 基础知识\n\n## Python\n\n### 基本特性\n\n- q1\n  - a\n- q2\n  - a\n\n### 装饰器\n\n- q3\n  - a\n\n## PyTorch\n\n### 基本特性\n\n- q4\n  - a\n");
    t.import();
    auto nodes = service::summarizeDecks(t.deck(), t.clock.now());
    REQUIRE(nodes);
    std::vector<std::string> names;
    std::vector<int> totals;
    for (const auto& n : *nodes) {
        names.push_back(n.deck.display());
        totals.push_back(n.total);
    }
    CHECK(names == std::vector<std::string>{"", "基础知识", "基础知识 › Python", "基础知识 › Python › 基本特性",
                                            "基础知识 › Python › 装饰器", "基础知识 › PyTorch", "基础知识 › PyTorch › 基本特性"});
    CHECK(totals == std::vector<int>{4, 4, 3, 2, 1, 1, 1});
    CHECK((*nodes)[0].fresh == 4);
}
