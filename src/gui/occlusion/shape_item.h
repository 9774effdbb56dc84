#pragma once
// One mask shape on the occlusion editor's canvas: the shape filled in its card's colour, its
// card number and label drawn as plain text, and when selected a dashed outline with eight
// handles to resize it by. Scene coordinates are the picture's pixels; the shape itself keeps
// fractions of the picture's size. The canvas moves it (ItemIsMovable) and reads its offset back.
// GUI thread.
#include "core/occlusion.h"

#include <QGraphicsItem>
#include <QSizeF>

#include <optional>

namespace notedeck::gui {

class ShapeItem final : public QGraphicsItem {
public:
    ShapeItem(core::OcclusionShape shape, QSizeF picture);

    const core::OcclusionShape& mask() const { return m_shape; }
    QString id() const { return QString::fromStdString(m_shape.id); }
    // The shape's box in scene coordinates (before any move by the canvas).
    QRectF sceneBox() const;
    // While a handle is dragged: the box shown in its place (scene coordinates), or none.
    void setPreviewBox(std::optional<QRectF> box);
    // The handles' size in scene coordinates (the canvas keeps them a fixed size on screen).
    void setHandleSize(qreal size);
    // The handle (0 … 7: the corners and sides, clockwise from the top left) at `scenePoint`, or -1.
    int handleAt(QPointF scenePoint) const;
    // The box after dragging handle `handle` from `box` to `scenePoint` (the other side stays).
    static QRectF draggedBox(QRectF box, int handle, QPointF scenePoint);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF box() const { return m_preview.value_or(sceneBox()); }
    QPainterPath outline() const;
    QRectF handleRect(int handle) const;

    core::OcclusionShape m_shape;
    QSizeF m_picture;
    std::optional<QRectF> m_preview;
    qreal m_handleSize = 8;
};

// The colour of card number `card` (one hue per number, so a group reads as one).
QColor cardColour(int card);

} // namespace notedeck::gui
