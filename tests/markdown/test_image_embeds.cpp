// Obsidian's image embeds in text.
#include "markdown/image_embeds.h"

#include <catch2/catch.hpp>

using namespace notedeck::markdown;

TEST_CASE("image embeds are found with their size or caption", "[images]")
{
    const auto embeds = findImageEmbeds("a ![[x.png]] b ![[img/y.JPG|200]] c ![[z.webp|120x80]] ![[w.svg|图 1]]");
    REQUIRE(embeds.size() == 4);
    CHECK(embeds[0].begin == 2);
    CHECK(embeds[0].end == 12);
    CHECK(embeds[0].image.target == "x.png");
    CHECK(embeds[0].image.alt == "x.png");
    CHECK(embeds[0].image.syntax == notedeck::core::ImageSyntax::Embed);
    CHECK(embeds[1].image.target == "img/y.JPG");
    CHECK(embeds[1].image.width == "200");
    CHECK(embeds[2].image.width == "120");
    CHECK(embeds[2].image.height == "80");
    CHECK(embeds[3].image.alt == "图 1");
    CHECK(embeds[3].image.width.empty());
}

TEST_CASE("embeds of notes and broken brackets are not images", "[images]")
{
    CHECK(findImageEmbeds("![[a note]] ![[doc.pdf]] ![[x.png ![[ ]] ![[\nx.png]]").empty());
    const auto embeds = findImageEmbeds("![[a.png#part|50]]");
    REQUIRE(embeds.size() == 1);
    CHECK(embeds[0].image.target == "a.png");
    CHECK(embeds[0].image.width == "50");
}
