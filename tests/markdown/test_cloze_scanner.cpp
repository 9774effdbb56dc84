// Cloze deletions in a note's Markdown: where each one is, its text, hint and number, whether it
// is inside math, and what is wrong with bad markup.
#include "markdown/cloze_scanner.h"

#include <catch2/catch.hpp>

using namespace notedeck::markdown;

namespace {

std::string textOf(std::string_view s, const Cloze& c) { return std::string(s.substr(c.textBegin, c.textEnd - c.textBegin)); }
std::string hintOf(std::string_view s, const Cloze& c) { return std::string(s.substr(c.hintBegin, c.hintEnd - c.hintBegin)); }

} // namespace

TEST_CASE("a cloze has a number, a text and an optional hint", "[cloze]")
{
    const std::string s = "Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度::动量}}。";
    const ClozeScan scan = scanClozes(s);
    CHECK(scan.problems.empty());
    REQUIRE(scan.clozes.size() == 2);
    CHECK(scan.clozes[0].number == 1);
    CHECK(textOf(s, scan.clozes[0]) == "梯度平方的指数移动平均");
    CHECK(hintOf(s, scan.clozes[0]).empty());
    CHECK(scan.clozes[1].number == 2);
    CHECK(textOf(s, scan.clozes[1]) == "梯度");
    CHECK(hintOf(s, scan.clozes[1]) == "动量");
    CHECK(s.substr(scan.clozes[1].begin, scan.clozes[1].end - scan.clozes[1].begin) == "{{c2::梯度::动量}}");
    CHECK(scan.numbers() == std::vector<int>{1, 2});
    CHECK_FALSE(scan.clozes[0].inMath);
}

TEST_CASE("braces inside a cloze are balanced, so math needs no space before the closing braces", "[cloze][math]")
{
    const std::string s = R"($\frac{a}{ {{c1::\sqrt{d_k}}} }$ and {{c2::\{x\}}})";
    const ClozeScan scan = scanClozes(s);
    CHECK(scan.problems.empty());
    REQUIRE(scan.clozes.size() == 2);
    CHECK(textOf(s, scan.clozes[0]) == R"(\sqrt{d_k})");
    CHECK(scan.clozes[0].inMath);
    CHECK_FALSE(scan.clozes[1].inMath);
}

TEST_CASE("several deletions may share a number, code spans keep :: as text", "[cloze]")
{
    const std::string s = "`{{c1::std::move}}` casts to {{c1::an rvalue}}; {{c2::`a::b`}}";
    const ClozeScan scan = scanClozes(s);
    REQUIRE(scan.clozes.size() == 3);
    CHECK(textOf(s, scan.clozes[0]) == "std::move");
    CHECK(hintOf(s, scan.clozes[0]).empty());
    CHECK(textOf(s, scan.clozes[2]) == "`a::b`");
    CHECK(scan.numbers() == std::vector<int>{1, 2});
}

TEST_CASE("templates and other double braces are not clozes", "[cloze]")
{
    CHECK(scanClozes("{{config}} and {{ c1 }} and {{cat::dog").clozes.empty());
    CHECK(scanClozes("{{config}} and {{ c1 }}").problems.empty());
    CHECK_FALSE(mayHoldClozes("no clozes here"));
}

TEST_CASE("bad cloze markup is a problem and stays text", "[cloze][bad-input]")
{
    SECTION("never closed")
    {
        const ClozeScan scan = scanClozes("a {{c1::never closed\n\nnext paragraph}}");
        CHECK(scan.clozes.empty());
        REQUIRE(scan.problems.size() == 1);
        CHECK(scan.problems[0].kind == ClozeProblem::Kind::NotClosed);
        CHECK(scan.problems[0].offset == 2);
    }
    SECTION("a number that is not a positive whole number")
    {
        for (const char* s : {"{{c0::x}}", "{{c-1::x}}", "{{cx::x}}", "{{c1.5::x}}", "{{c::x}}", "{{c01::x}}"}) {
            INFO(s);
            const ClozeScan scan = scanClozes(s);
            CHECK(scan.clozes.empty());
            REQUIRE(scan.problems.size() == 1);
            CHECK(scan.problems[0].kind == ClozeProblem::Kind::BadNumber);
        }
    }
    SECTION("nothing inside")
    {
        for (const char* s : {"{{c1::}}", "{{c1::  }}", "{{c1::::hint}}"}) {
            INFO(s);
            const ClozeScan scan = scanClozes(s);
            CHECK(scan.clozes.empty());
            REQUIRE(scan.problems.size() == 1);
            CHECK(scan.problems[0].kind == ClozeProblem::Kind::Empty);
        }
    }
    SECTION("a cloze nested in a cloze")
    {
        const std::string s = "{{c1::outer {{c2::inner}} text}} after";
        const ClozeScan scan = scanClozes(s);
        REQUIRE(scan.clozes.size() == 1);
        CHECK(textOf(s, scan.clozes[0]) == "outer {{c2::inner}} text");
        REQUIRE(scan.problems.size() == 1);
        CHECK(scan.problems[0].kind == ClozeProblem::Kind::Nested);
    }
    SECTION("a thousand clozes in one note")
    {
        std::string s;
        for (int i = 1; i <= 1000; ++i)
            s += "{{c" + std::to_string(i) + "::w" + std::to_string(i) + "}} ";
        const ClozeScan scan = scanClozes(s);
        CHECK(scan.clozes.empty());
        REQUIRE(scan.problems.size() == 1);
        CHECK(scan.problems[0].kind == ClozeProblem::Kind::TooMany);
        CHECK(scan.problems[0].value == "1000");
    }
    SECTION("a cloze opened in a formula closes in it")
    {
        const ClozeScan scan = scanClozes("$x + {{c1::y$ and z}}");
        CHECK(scan.clozes.empty());
        REQUIRE(scan.problems.size() == 1);
        CHECK(scan.problems[0].kind == ClozeProblem::Kind::NotClosed);
    }
}

TEST_CASE("highlights are clozes only when asked, numbered after the explicit ones", "[cloze][highlights]")
{
    const std::string s = "{{c1::Adam}} keeps ==two moments== and ==a step==; `==` and $a==b$ are not";
    CHECK(scanClozes(s).clozes.size() == 1);
    const ClozeScan scan = scanClozes(s, true);
    REQUIRE(scan.clozes.size() == 3);
    CHECK(textOf(s, scan.clozes[1]) == "two moments");
    CHECK(scan.clozes[1].number == 2);
    CHECK(scan.clozes[2].number == 3);
}

TEST_CASE("revealing a note removes the markup and keeps the text", "[cloze]")
{
    CHECK(revealClozes("Adam 的二阶矩是{{c1::梯度平方::提示}}的{{c2::EMA}}") == "Adam 的二阶矩是梯度平方的EMA");
    CHECK(revealClozes("no clozes") == "no clozes");
}
