// The mask file of a picture (format version 1, docs/format.md "Image occlusion") and the
// occlusion card's content: read without trusting the file, written the same way every time.
#include "core/occlusion.h"

#include <catch2/catch.hpp>

#include <string>

using namespace notedeck::core;

namespace {

// The example of the format's description.
const std::string kExample = R"({
  "occlusion": 1,
  "mode": "hide-one",
  "shapes": [
    {"id": "enc", "card": 1, "shape": "rect", "left": 0.10, "top": 0.20, "width": 0.25, "height": 0.12, "label": "Encoder"},
    {"id": "dec", "card": 2, "shape": "ellipse", "left": 0.60, "top": 0.20, "width": 0.25, "height": 0.12},
    {"id": "p1", "card": 2, "shape": "polygon", "points": [[0.1, 0.7], [0.3, 0.7], [0.2, 0.9]]}
  ]
}
)";

Error problemOf(const std::string& text)
{
    const Result<OcclusionMasks> masks = parseOcclusionFile(text);
    REQUIRE_FALSE(masks.has_value());
    return masks.error();
}

std::string withShape(const std::string& shape)
{
    return "{\"occlusion\": 1,\n \"shapes\": [\n" + shape + "\n]}";
}

} // namespace

TEST_CASE("the format's example reads as three shapes of two cards", "[occlusion]")
{
    const Result<OcclusionMasks> masks = parseOcclusionFile(kExample);
    REQUIRE(masks.has_value());
    CHECK(masks->mode == OcclusionMode::HideOne);
    REQUIRE(masks->shapes.size() == 3);
    const OcclusionShape& enc = masks->shapes[0];
    CHECK(enc.id == "enc");
    CHECK(enc.card == 1);
    CHECK(enc.shape == OcclusionShapeKind::Rect);
    CHECK(enc.left == Approx(0.10));
    CHECK(enc.height == Approx(0.12));
    CHECK(enc.label == "Encoder");
    CHECK(masks->shapes[1].shape == OcclusionShapeKind::Ellipse);
    const OcclusionShape& polygon = masks->shapes[2];
    CHECK(polygon.shape == OcclusionShapeKind::Polygon);
    REQUIRE(polygon.points.size() == 3);
    CHECK(polygon.points[2] == OcclusionPoint{0.2, 0.9});
    // A polygon's box is its points' box.
    CHECK(polygon.left == Approx(0.1));
    CHECK(polygon.width == Approx(0.2));
    CHECK(polygon.top == Approx(0.7));
    CHECK(polygon.height == Approx(0.2));
    CHECK(masks->cardNumbers() == std::vector<int>{1, 2});
}

TEST_CASE("written and read again, the masks are the same, and the bytes too", "[occlusion]")
{
    const OcclusionMasks masks = parseOcclusionFile(kExample).value();
    const std::string text = occlusionFileText(masks);
    CHECK(parseOcclusionFile(text).value() == masks);
    CHECK(occlusionFileText(parseOcclusionFile(text).value()) == text);
    // One shape per line, so that a diff shows which one changed.
    CHECK(text.find(R"({"id": "enc", "card": 1, "shape": "rect", "left": 0.1, "top": 0.2, "width": 0.25, "height": 0.12, "label": "Encoder"})") !=
          std::string::npos);
    CHECK(text.find(R"({"id": "p1", "card": 2, "shape": "polygon", "points": [[0.1, 0.7], [0.3, 0.7], [0.2, 0.9]]})") != std::string::npos);
    OcclusionMasks hideAll = masks;
    hideAll.mode = OcclusionMode::HideAll;
    CHECK(parseOcclusionFile(occlusionFileText(hideAll)).value().mode == OcclusionMode::HideAll);
    CHECK(parseOcclusionFile(occlusionFileText(OcclusionMasks{})).value().shapes.empty());
}

TEST_CASE("a file that is not valid is refused with a message and its line", "[occlusion]")
{
    CHECK(problemOf("{\"occlusion\": 1,\n \"shapes\": [\n  {\"card\": 1,}\n]}").line == 3);
    CHECK(problemOf("{\"occlusion\": 1,\n \"shapes\": [\n  {\"card\": 1,}\n]}").message.find("not valid JSON") != std::string::npos);
    CHECK(problemOf("[1, 2]").message.find("not a mask file") != std::string::npos);
    CHECK(problemOf("{\"shapes\": []}").message.find("\"occlusion\": 1") != std::string::npos);
    const Error newer = problemOf("{\n\"occlusion\": 2,\n\"shapes\": []}");
    CHECK(newer.message.find("format 2") != std::string::npos);
    CHECK(newer.line == 2);
    CHECK(problemOf("{\"occlusion\": 1,\n\"mode\": \"hide-some\", \"shapes\": []}").line == 2);
    CHECK(problemOf("{\"occlusion\": 1}").message.find("\"shapes\"") != std::string::npos);
    CHECK(problemOf("").line == 1);
    CHECK(problemOf(std::string(OcclusionLimits::maxFileBytes + 1, ' ')).message.find("larger") != std::string::npos);

    const std::string good = R"({"id": "a", "card": 1, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2})";
    REQUIRE(parseOcclusionFile(withShape(good)).has_value());
    // Each shape's problem names the shape and the line it starts on.
    const Error late = problemOf("{\"occlusion\": 1,\n \"shapes\": [\n" + good + ",\n" +
                                 R"({"id": "b", "card": 1, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2})" + "\n]}");
    CHECK(late.line == 4);
    CHECK(late.message.find("shape 2 (\"b\")") != std::string::npos);
    CHECK(late.message.find("\"height\"") != std::string::npos);
    for (const char* bad : {
             R"({"card": 0, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2})",
             R"({"card": 1000, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2})",
             R"({"card": 1.5, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2})",
             R"({"card": "1", "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2})",
             R"({"card": 1, "shape": "star", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2})",
             R"({"card": 1, "shape": "rect", "left": -0.5, "top": 0.1, "width": 0.2, "height": 0.2})",
             R"({"card": 1, "shape": "rect", "left": 0.9, "top": 0.1, "width": 0.5, "height": 0.2})",
             R"({"card": 1, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0, "height": 0.2})",
             R"({"card": 1, "shape": "rect", "left": 1e308, "top": 0.1, "width": 0.2, "height": 0.2})",
             R"({"card": 1, "shape": "polygon", "points": [[0.1, 0.1], [0.2, 0.2]]})",
             R"({"card": 1, "shape": "polygon", "points": [[0.1, 0.1], [0.2, 0.2], [0.3, "x"]]})",
             R"({"card": 1, "shape": "polygon", "points": [[0.1, 0.1], [0.2, 0.1], [0.3, 0.1]]})",
             R"({"card": 1, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2, "label": 7})",
             R"("rect")",
         }) {
        INFO(bad);
        const Error error = problemOf(withShape(bad));
        CHECK(error.line == 3);
        CHECK(error.message.starts_with("shape 1"));
    }
    CHECK(problemOf(withShape(good + ",\n" + good)).message.find("used twice") != std::string::npos);
}

TEST_CASE("a mask file's counts and texts are bounded, and newer keys are ignored", "[occlusion]")
{
    std::string many;
    for (int i = 0; i <= OcclusionLimits::maxShapes; ++i)
        many += std::string(i ? "," : "") + R"({"card": 1, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2})";
    CHECK(problemOf(withShape(many)).message.find("more than") != std::string::npos);
    const std::string longLabel(OcclusionLimits::maxLabelBytes + 1, 'x');
    CHECK_FALSE(parseOcclusionFile(withShape(R"({"card": 1, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2, "label": ")" +
                                             longLabel + "\"}"))
                    .has_value());
    // A hair outside the picture (rounding) is clamped; control characters in a label become spaces.
    const Result<OcclusionMasks> lenient = parseOcclusionFile(withShape(
        R"({"card": 1, "shape": "rect", "left": -0.0004, "top": 0.5, "width": 0.2, "height": 0.5004, "label": "a\u0007b", "colour": "red"})"));
    REQUIRE(lenient.has_value());
    CHECK(lenient->shapes[0].left == 0);
    CHECK(lenient->shapes[0].top + lenient->shapes[0].height <= 1);
    CHECK(lenient->shapes[0].label == "a b");
}

TEST_CASE("an occlusion card's answer holds its picture, its number and every mask", "[occlusion]")
{
    OcclusionCard card{.image = "img/网络 结构.png", .embed = false, .card = 2, .masks = parseOcclusionFile(kExample).value()};
    const std::string answer = occlusionCardAnswer(card);
    CHECK(answer.starts_with("```notedeck-occlusion\n{"));
    CHECK(answer.ends_with("}\n```\n"));
    CHECK(std::count(answer.begin(), answer.end(), '\n') == 3);
    CHECK(parseOcclusionCardAnswer(answer) == card);
    card.embed = true;
    card.image = "a\n```\nb.png";   // a name that tries to close the fence stays inside the JSON
    CHECK(parseOcclusionCardAnswer(occlusionCardAnswer(card)) == card);
    CHECK_FALSE(parseOcclusionCardAnswer("just an answer"));
    CHECK_FALSE(parseOcclusionCardAnswer("```notedeck-occlusion\n{\"occlusion\": 1}\n```\n"));
    CHECK_FALSE(parseOcclusionCardAnswer("```notedeck-occlusion\nnot json\n```\n"));
    CHECK_FALSE(parseOcclusionCardAnswer("```notedeck-occlusion\n{\"occlusion\": 1, \"image\": \"a.png\", \"card\": 0, \"shapes\": []}\n```\n"));
}
