#include "core/text.h"

#include <catch2/catch.hpp>

using namespace notedeck::core;

TEST_CASE("invalid UTF-8 is found at its byte", "[text]")
{
    CHECK_FALSE(findInvalidUtf8("浅拷贝 abc").has_value());
    CHECK(findInvalidUtf8("ab\xff" "cd") == 2u);
    CHECK(findInvalidUtf8("\xe6\xb5") == 0u);              // truncated sequence
    CHECK(findInvalidUtf8("\xc0\xaf") == 0u);              // overlong
    CHECK(findInvalidUtf8("\xed\xa0\x80") == 0u);          // surrogate
}

TEST_CASE("invalid UTF-8 becomes U+FFFD, one per byte", "[text]")
{
    CHECK(withValidUtf8("浅拷贝 abc") == "浅拷贝 abc");
    CHECK(withValidUtf8("a\xff" "b") == "a\uFFFD" "b");
    CHECK(withValidUtf8("\xe6\xb5" "x") == "\uFFFD\uFFFD" "x");           // truncated sequence
    CHECK(withValidUtf8("\xed\xa0\x80") == "\uFFFD\uFFFD\uFFFD");     // surrogate
    CHECK(withValidUtf8("\xef\xbf\xbf") == "\xef\xbf\xbf");          // U+FFFF itself is valid
}

TEST_CASE("identity normalization ignores case, spacing and punctuation", "[text]")
{
    CHECK(normalizeForIdentity("讲一下 Python 的深拷贝和浅拷贝？") == normalizeForIdentity("讲一下python的深拷贝和浅拷贝?"));
    CHECK(normalizeForIdentity("`view`、**reshape**") == "viewreshape");
    CHECK(normalizeForIdentity("ＡＢＣ１") == "abc1");
    CHECK(normalizeForIdentity("什么是迭代器") != normalizeForIdentity("什么是生成器"));
}

TEST_CASE("content hash is stable and sensitive", "[text]")
{
    CHECK(contentHash("abc") == contentHash("abc"));
    CHECK(contentHash("abc") != contentHash("abd"));
    CHECK(contentHash("").size() == 16);
}

TEST_CASE("line of an offset", "[text]")
{
    CHECK(lineOfOffset("a\nb\nc", 0) == 1);
    CHECK(lineOfOffset("a\nb\nc", 2) == 2);
    CHECK(lineOfOffset("a\nb\nc", 4) == 3);
}

TEST_CASE("lines of a text", "[text]")
{
    using Lines = std::vector<std::string_view>;
    CHECK(splitLines("a\n\nb") == Lines{"a", "", "b"});
    CHECK(splitLines("a\nb\n") == Lines{"a", "b"});
    CHECK(splitLines("").empty());
}
