#include "gui/occlusion/mask_edits.h"

#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>
#include <map>

namespace notedeck::gui {

namespace {

bool has(const ShapeIds& ids, const core::OcclusionShape& shape) { return ids.contains(QString::fromStdString(shape.id)); }

// A rect or ellipse gets `box`; a polygon's points are mapped from its old box onto `box`.
void setBox(core::OcclusionShape& shape, const QRectF& box)
{
    const QRectF old = shapeBox(shape);
    for (auto& p : shape.points) {
        p.x = old.width() > 0 ? box.left() + (p.x - old.left()) / old.width() * box.width() : box.left();
        p.y = old.height() > 0 ? box.top() + (p.y - old.top()) / old.height() * box.height() : box.top();
    }
    shape.left = box.left();
    shape.top = box.top();
    shape.width = box.width();
    shape.height = box.height();
}

} // namespace

std::string freshShapeId(const core::OcclusionMasks& masks)
{
    for (;;) {
        char id[16];
        std::snprintf(id, sizeof id, "m%08x", QRandomGenerator::global()->generate());
        if (std::none_of(masks.shapes.begin(), masks.shapes.end(), [&](const auto& s) { return s.id == id; }))
            return id;
    }
}

int nextCardNumber(const core::OcclusionMasks& masks)
{
    int highest = 0;
    for (const auto& shape : masks.shapes)
        highest = std::max(highest, shape.card);
    return highest < core::OcclusionLimits::maxCardNumber ? highest + 1 : 0;
}

QRectF shapeBox(const core::OcclusionShape& shape)
{
    if (shape.shape != core::OcclusionShapeKind::Polygon || shape.points.empty())
        return {shape.left, shape.top, shape.width, shape.height};
    double left = 1, top = 1, right = 0, bottom = 0;
    for (const auto& p : shape.points) {
        left = std::min(left, p.x);
        top = std::min(top, p.y);
        right = std::max(right, p.x);
        bottom = std::max(bottom, p.y);
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

bool canAddShape(const core::OcclusionMasks& masks)
{
    return static_cast<int>(masks.shapes.size()) < core::OcclusionLimits::maxShapes && nextCardNumber(masks) > 0;
}

core::OcclusionMasks withShape(core::OcclusionMasks masks, core::OcclusionShape shape)
{
    if (!canAddShape(masks))
        return masks;
    shape.id = freshShapeId(masks);
    shape.card = nextCardNumber(masks);
    setBox(shape, shapeBox(shape));   // a polygon's box from its points
    masks.shapes.push_back(std::move(shape));
    return masks;
}

core::OcclusionMasks withoutShapes(core::OcclusionMasks masks, const ShapeIds& ids)
{
    std::erase_if(masks.shapes, [&](const auto& shape) { return has(ids, shape); });
    return masks;
}

core::OcclusionMasks grouped(core::OcclusionMasks masks, const ShapeIds& ids)
{
    int lowest = 0;
    for (const auto& shape : masks.shapes)
        if (has(ids, shape) && (lowest == 0 || shape.card < lowest))
            lowest = shape.card;
    for (auto& shape : masks.shapes)
        if (has(ids, shape))
            shape.card = lowest;
    return masks;
}

core::OcclusionMasks ungrouped(core::OcclusionMasks masks, const ShapeIds& ids)
{
    std::map<int, bool> kept;   // card number → its first shape keeps it
    for (auto& shape : masks.shapes) {
        if (!has(ids, shape))
            continue;
        if (kept.emplace(shape.card, true).second)
            continue;
        if (const int fresh = nextCardNumber(masks); fresh > 0)
            shape.card = fresh;
    }
    return masks;
}

core::OcclusionMasks labelled(core::OcclusionMasks masks, const ShapeIds& ids, const QString& label)
{
    QString line = label.simplified();
    QByteArray bytes = line.toUtf8();
    while (bytes.size() > static_cast<qsizetype>(core::OcclusionLimits::maxLabelBytes)) {
        line.chop(line.size() >= 2 && line.at(line.size() - 1).isLowSurrogate() ? 2 : 1);
        bytes = line.toUtf8();
    }
    for (auto& shape : masks.shapes)
        if (has(ids, shape))
            shape.label = bytes.toStdString();
    return masks;
}

core::OcclusionMasks moved(core::OcclusionMasks masks, const ShapeIds& ids, QPointF by)
{
    QRectF all;
    for (const auto& shape : masks.shapes)
        if (has(ids, shape))
            all = all.isNull() ? shapeBox(shape) : all.united(shapeBox(shape));
    if (all.isNull())
        return masks;
    // The selection as a block stays inside the picture.
    const double dx = std::clamp(by.x(), -all.left(), 1.0 - all.right());
    const double dy = std::clamp(by.y(), -all.top(), 1.0 - all.bottom());
    for (auto& shape : masks.shapes)
        if (has(ids, shape))
            setBox(shape, shapeBox(shape).translated(dx, dy));
    return masks;
}

core::OcclusionMasks resized(core::OcclusionMasks masks, const QString& id, QRectF box)
{
    box = box.normalized().intersected(QRectF(0, 0, 1, 1));
    if (box.width() <= 0 || box.height() <= 0)
        return masks;
    for (auto& shape : masks.shapes)
        if (QString::fromStdString(shape.id) == id)
            setBox(shape, box);
    return masks;
}

} // namespace notedeck::gui
