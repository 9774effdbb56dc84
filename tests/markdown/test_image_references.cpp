// The local pictures a card's Markdown shows, as the card page finds them (every syntax; not in
// code, not from the web).
#include "markdown/image_references.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using markdown::ImageReferenceText;

TEST_CASE("every syntax of a local picture is found, in order, but not in code or from the web", "[images]")
{
    const auto found = markdown::localImageReferences(
        "![a](img/a.png) and ![[b.png|200]]\n\n<div><IMG SRC=\"c%20d.png\"></div>\n\n`![x](x.png)`\n\n```\n![y](y.png)\n```\n\n"
        "![web](https://example.com/w.png) ![data](data:image/png;base64,AAAA) ![[note]]\n");
    CHECK(found == std::vector<ImageReferenceText>{{"img/a.png", core::ImageSyntax::Path},
                                                  {"b.png", core::ImageSyntax::Embed},
                                                  {"c%20d.png", core::ImageSyntax::Path}});
    CHECK(markdown::localImageReferences("no pictures <b>here</b>").empty());
    CHECK(markdown::mayShowImages("<Image src=x>"));
    CHECK_FALSE(markdown::mayShowImages("a < b and ! [x]"));
}
