#include "core/deck_path.h"

#include <catch2/catch.hpp>

using notedeck::core::DeckPath;

TEST_CASE("deck paths parse from what users type", "[deck_path]")
{
    CHECK(DeckPath::parse("基础知识::Python").components() == std::vector<std::string>{"基础知识", "Python"});
    CHECK(DeckPath::parse("基础知识 › Python › 基本特性").components().size() == 3);
    // A slash is part of a heading, not a separator.
    CHECK(DeckPath::parse("分布式基础::显存 / 内存拷贝模型").components().back() == "显存 / 内存拷贝模型");
    CHECK(DeckPath::parse("").empty());
}

TEST_CASE("deck path keys round-trip and prefixes work", "[deck_path]")
{
    DeckPath p({"a", "b", "c"});
    CHECK(DeckPath::fromKey(p.key()) == p);
    CHECK(p.startsWith(DeckPath({"a", "b"})));
    CHECK_FALSE(p.startsWith(DeckPath({"a", "x"})));
    CHECK(p.parent() == DeckPath({"a", "b"}));
    CHECK(p.display() == "a › b › c");
}
