#pragma once
// The occlusion editor's edits as pure functions on a picture's masks: each gives the masks after
// the edit (the editor's undo stack keeps the masks before and after). New shapes get a fresh id
// and the next free card number; existing ids and card numbers are kept, since a card's history
// follows its number. Coordinates are fractions of the picture's width and height, kept inside it.
#include "core/occlusion.h"

#include <QPointF>
#include <QRectF>
#include <QSet>
#include <QString>

#include <string>

namespace notedeck::gui {

using ShapeIds = QSet<QString>;

// An id no shape of `masks` has ("m" and eight hex digits).
std::string freshShapeId(const core::OcclusionMasks& masks);
// One more than the highest card number (1 for none); 0 when that would pass maxCardNumber.
int nextCardNumber(const core::OcclusionMasks& masks);

// A shape's box (fractions). For a polygon, the box of its points.
QRectF shapeBox(const core::OcclusionShape& shape);

// `masks` with `shape` added last, given a fresh id and a card number of its own. Unchanged when
// the file is full (maxShapes, maxCardNumber): check canAddShape first.
bool canAddShape(const core::OcclusionMasks& masks);
core::OcclusionMasks withShape(core::OcclusionMasks masks, core::OcclusionShape shape);
core::OcclusionMasks withoutShapes(core::OcclusionMasks masks, const ShapeIds& ids);
// The shapes of `ids` made one card: all take the lowest card number among them.
core::OcclusionMasks grouped(core::OcclusionMasks masks, const ShapeIds& ids);
// Each shape of `ids` made a card of its own: the first shape (in drawing order) of each number
// keeps it, the others take new numbers.
core::OcclusionMasks ungrouped(core::OcclusionMasks masks, const ShapeIds& ids);
// The label of the shapes of `ids`, cut to maxLabelBytes on a character boundary, one line.
core::OcclusionMasks labelled(core::OcclusionMasks masks, const ShapeIds& ids, const QString& label);
// The shapes of `ids` moved by `by` (fractions), stopped at the picture's edges as one block.
core::OcclusionMasks moved(core::OcclusionMasks masks, const ShapeIds& ids, QPointF by);
// The shape `id` given the box `box` (fractions, clipped to the picture); a polygon's points are
// stretched with it. Unchanged when the box is empty.
core::OcclusionMasks resized(core::OcclusionMasks masks, const QString& id, QRectF box);

} // namespace notedeck::gui
