// Images on cards: every syntax goes to the resolver with the card's note file, and comes out as
// an <img> of NoteDeck's image scheme or as its alt text in a frame that says why.
#include "render/card_html.h"

#include <catch2/catch.hpp>

#include <map>

using namespace notedeck;
using notedeck::render::markdownToHtml;

namespace {

// Knows a fixed set of files; records what it was asked.
class FakeImages final : public core::ImageResolver {
public:
    std::map<std::string, std::string> files;   // target as written → relative path
    mutable std::vector<std::string> asked;

    core::ImageLookup resolve(const core::ImageReference& reference) const override
    {
        asked.push_back(std::string(reference.noteFile) + "|" + (reference.syntax == core::ImageSyntax::Embed ? "embed:" : "") +
                        std::string(reference.target));
        const auto found = files.find(std::string(reference.target));
        if (found == files.end())
            return std::unexpected(core::ImageProblem::NotFound);
        return core::imageUrl(found->second);
    }
};

} // namespace

TEST_CASE("a Markdown image of the notes folder becomes an image of NoteDeck's scheme", "[images]")
{
    FakeImages images;
    images.files["img/net.png"] = "ml/img/net.png";
    CHECK(markdownToHtml("![网络 *结构*](img/net.png \"title\")", &images, "ml/notes.md") ==
          "<p><img src=\"notedeck-image:ml/img/net.png\" alt=\"网络 结构\" title=\"title\"></p>\n");
    CHECK(images.asked == std::vector<std::string>{"ml/notes.md|img/net.png"});
}

TEST_CASE("a raw <img> keeps its size and alignment", "[images]")
{
    FakeImages images;
    images.files["../_assets/公式 1.png"] = "_assets/公式 1.png";
    CHECK(markdownToHtml("<div align=\"center\"><img src=\"../_assets/公式 1.png\" width=\"300\" height=\"\" align=right "
                         "alt=\"a &amp; b\" onerror=\"x\" style=\"x\"/></div>",
                         &images, "ch1/a.md") ==
          "<div align=\"center\"><img src=\"notedeck-image:_assets/%E5%85%AC%E5%BC%8F%201.png\" alt=\"a &amp; b\" "
          "width=\"300\" align=\"right\"></div>\n");
    images.files["a.png"] = "a.png";
    // Alone on its line a tag is an HTML block: no paragraph around it.
    CHECK(markdownToHtml("<img src=a.png width=\"50%\" height=\"120px\" align=\"CENTER\">", &images, "x.md") ==
          "<img src=\"notedeck-image:a.png\" alt=\"\" width=\"50%\" height=\"120px\" align=\"center\">\n");
}

TEST_CASE("an Obsidian embed is looked up by name and may give a width", "[images]")
{
    FakeImages images;
    images.files["d.png"] = "assets/d.png";
    CHECK(markdownToHtml("see ![[d.png|200]] and ![[d.png|200x100]] and ![[d.png|the caption]]", &images, "n.md") ==
          "<p>see <img src=\"notedeck-image:assets/d.png\" alt=\"d.png\" width=\"200\"> and "
          "<img src=\"notedeck-image:assets/d.png\" alt=\"d.png\" width=\"200\" height=\"100\"> and "
          "<img src=\"notedeck-image:assets/d.png\" alt=\"the caption\"></p>\n");
    CHECK(images.asked.front() == "n.md|embed:d.png");
    // A note embed and an embed in code stay text.
    CHECK(markdownToHtml("![[another note]] `![[d.png]]`", &images, "n.md") ==
          "<p>![[another note]] <code>![[d.png]]</code></p>\n");
}

TEST_CASE("a missing or refused image is its alt text in a frame saying why", "[images]")
{
    FakeImages images;
    CHECK(markdownToHtml("![the chart](chart.png)", &images, "n.md") ==
          "<p><span class=\"missing-image\" data-problem=\"not-found\" data-source=\"chart.png\" "
          "title=\"Not found: chart.png\">the chart</span></p>\n");
    images.asked.clear();
    // Decided before any resolver is asked.
    const std::string absolute = markdownToHtml("![a](/etc/x.png)", &images, "n.md");
    CHECK(absolute.find("data-problem=\"absolute-path\"") != std::string::npos);
    CHECK(markdownToHtml("![f](file:///etc/x.png)", &images, "n.md").find("data-problem=\"file-url\"") != std::string::npos);
    CHECK(markdownToHtml("![j](javascript:alert(1))", &images, "n.md").find("data-problem=\"unsupported-url\"") !=
          std::string::npos);
    CHECK(images.asked.empty());
    // Without a notes folder a local image cannot be shown.
    CHECK(markdownToHtml("![x](x.png)").find("data-problem=\"no-notes-folder\"") != std::string::npos);
    // The frame's tooltip is escaped; its text is the description's text, math typeset.
    CHECK(markdownToHtml("![<b>$x$</b>](a\"b.png)", &images, "n.md") ==
          "<p><span class=\"missing-image\" data-problem=\"not-found\" data-source=\"a&quot;b.png\" "
          "title=\"Not found: a&quot;b.png\"><span class=\"math\">x</span></span></p>\n");
}

TEST_CASE("remote images are left for the page to show as placeholders, raster data as it is", "[images]")
{
    FakeImages images;
    CHECK(markdownToHtml("![r](https://example.com/x.png)", &images, "n.md") ==
          "<p><img src=\"https://example.com/x.png\" alt=\"r\"></p>\n");
    CHECK(markdownToHtml("a <img src=\"data:image/png;base64,AA==\" alt=d>", &images, "n.md") ==
          "<p>a <img src=\"data:image/png;base64,AA==\" alt=\"d\"></p>\n");
    // A protocol-relative URL names a host too; it is refused here rather than left to the page.
    CHECK(markdownToHtml("![h](//example.com/x.png)", &images, "n.md").find("data-problem=\"remote-blocked\"") !=
          std::string::npos);
    CHECK(images.asked.empty());
}

TEST_CASE("a card lists the image files it shows, and looks them up from its own file", "[images]")
{
    FakeImages images;
    images.files["a.png"] = "x/a.png";
    images.files["b.svg"] = "x/b.svg";
    core::CardRecord card;
    card.sourceFile = "x/note.md";
    card.question = "Q ![](a.png)?";
    card.answer = "![](b.svg) ![](a.png) ![](missing.png)";
    const render::CardHtml html = render::renderCard(card, &images);
    CHECK(html.images == std::vector<std::string>{"x/a.png", "x/b.svg"});
    CHECK(html.answer.find("<img src=\"notedeck-image:x/b.svg\" alt=\"\">") != std::string::npos);
    CHECK(images.asked.front() == "x/note.md|a.png");
}

TEST_CASE("each of twenty images on a card is looked up once", "[images]")
{
    FakeImages images;
    std::string markdown;
    for (int i = 0; i < 20; ++i) {
        images.files["img/" + std::to_string(i) + ".png"] = "img/" + std::to_string(i) + ".png";
        markdown += "![figure " + std::to_string(i) + "](img/" + std::to_string(i) + ".png)\n\n";
    }
    const std::string html = markdownToHtml(markdown, &images, "n.md");
    CHECK(images.asked.size() == 20);
    size_t count = 0;
    for (size_t at = html.find("<img "); at != std::string::npos; at = html.find("<img ", at + 1))
        ++count;
    CHECK(count == 20);
}
