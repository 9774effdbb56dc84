// The occlusion editor's edits (gui/occlusion/mask_edits.h): new shapes get fresh ids and card
// numbers of their own, grouping and ungrouping keep the numbers a card's history follows, moves
// and resizes stay inside the picture, labels are bounded.
#include "gui/occlusion/mask_edits.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;

namespace {

core::OcclusionShape box(double left, double top, double width, double height)
{
    core::OcclusionShape shape;
    shape.left = left, shape.top = top, shape.width = width, shape.height = height;
    return shape;
}

QString idOf(const core::OcclusionMasks& masks, std::size_t i) { return QString::fromStdString(masks.shapes.at(i).id); }

} // namespace

TEST_CASE("a new shape gets a fresh id and the next card number, and existing ones are kept", "[occlusion]")
{
    core::OcclusionMasks masks;
    masks.shapes.push_back(box(0.1, 0.1, 0.1, 0.1));
    masks.shapes[0].id = "enc";
    masks.shapes[0].card = 7;
    masks = withShape(masks, box(0.5, 0.5, 0.2, 0.2));
    masks = withShape(masks, box(0.6, 0.6, 0.2, 0.2));
    REQUIRE(masks.shapes.size() == 3);
    CHECK(masks.shapes[0].id == "enc");
    CHECK(masks.shapes[1].card == 8);
    CHECK(masks.shapes[2].card == 9);
    CHECK(masks.shapes[1].id != masks.shapes[2].id);
    CHECK_FALSE(masks.shapes[1].id.empty());
}

TEST_CASE("group takes the lowest number, and ungroup keeps it for the first shape only", "[occlusion]")
{
    core::OcclusionMasks masks;
    for (int i = 0; i < 3; ++i)
        masks = withShape(masks, box(0.1 * i, 0.1, 0.05, 0.05));
    const ShapeIds lastTwo{idOf(masks, 1), idOf(masks, 2)};
    masks = grouped(masks, lastTwo);
    CHECK(masks.shapes[1].card == 2);
    CHECK(masks.shapes[2].card == 2);
    CHECK(masks.cardNumbers() == std::vector<int>{1, 2});
    masks = ungrouped(masks, lastTwo);
    CHECK(masks.shapes[1].card == 2);   // its history stays with it
    CHECK(masks.shapes[2].card == 3);
}

TEST_CASE("moves stop at the picture's edges as one block, and resizes stretch a polygon", "[occlusion]")
{
    core::OcclusionMasks masks;
    masks = withShape(masks, box(0.1, 0.1, 0.2, 0.2));
    masks = withShape(masks, box(0.7, 0.1, 0.2, 0.2));
    const ShapeIds both{idOf(masks, 0), idOf(masks, 1)};
    masks = moved(masks, both, QPointF(0.5, -0.5));
    CHECK(masks.shapes[0].left == Approx(0.2));   // the right one met the edge: both moved 0.1
    CHECK(masks.shapes[1].left + masks.shapes[1].width == Approx(1.0));
    CHECK(masks.shapes[0].top == Approx(0.0));

    core::OcclusionShape triangle;
    triangle.shape = core::OcclusionShapeKind::Polygon;
    triangle.points = {{0.2, 0.2}, {0.4, 0.2}, {0.3, 0.4}};
    masks = withShape(masks, triangle);
    CHECK(shapeBox(masks.shapes[2]) == QRectF(0.2, 0.2, 0.2, 0.2));
    masks = resized(masks, idOf(masks, 2), QRectF(0.2, 0.2, 0.4, 0.4));
    CHECK(masks.shapes[2].points[1].x == Approx(0.6));
    CHECK(masks.shapes[2].points[2].y == Approx(0.6));
    CHECK(masks.shapes[2].width == Approx(0.4));
    const auto before = masks;
    CHECK(resized(masks, idOf(masks, 2), QRectF(1.5, 1.5, 0.2, 0.2)) == before);   // outside: nothing left
}

TEST_CASE("a label is one line cut to the file's limit on a character boundary", "[occlusion]")
{
    core::OcclusionMasks masks = withShape({}, box(0.1, 0.1, 0.1, 0.1));
    const ShapeIds one{idOf(masks, 0)};
    masks = labelled(masks, one, QStringLiteral("Multi-head\nattention"));
    CHECK(masks.shapes[0].label == "Multi-head attention");
    masks = labelled(masks, one, QString(300, QChar(0x7F16)));   // 编 is three bytes in UTF-8
    CHECK(masks.shapes[0].label.size() == 399);
    CHECK(QString::fromStdString(masks.shapes[0].label) == QString(133, QChar(0x7F16)));
}
