#include "gui/occlusion/shape_item.h"

#include "gui/occlusion/mask_edits.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPolygonF>
#include <QStyleOptionGraphicsItem>

#include <array>

namespace notedeck::gui {

namespace {

// Where each handle sits on a box: fractions of its width and height.
constexpr std::array<QPointF, 8> kHandles{QPointF(0, 0),   QPointF(0.5, 0), QPointF(1, 0),   QPointF(1, 0.5),
                                          QPointF(1, 1),   QPointF(0.5, 1), QPointF(0, 1),   QPointF(0, 0.5)};

} // namespace

QColor cardColour(int card)
{
    // Golden-angle hues: neighbouring numbers read apart.
    return QColor::fromHsv((card * 137) % 360, 200, 230);
}

ShapeItem::ShapeItem(core::OcclusionShape shape, QSizeF picture) : m_shape(std::move(shape)), m_picture(picture)
{
    setFlags(ItemIsSelectable | ItemIsMovable);
}

QRectF ShapeItem::sceneBox() const
{
    const QRectF f = shapeBox(m_shape);
    return {f.left() * m_picture.width(), f.top() * m_picture.height(), f.width() * m_picture.width(),
            f.height() * m_picture.height()};
}

void ShapeItem::setPreviewBox(std::optional<QRectF> box)
{
    prepareGeometryChange();
    m_preview = box;
}

void ShapeItem::setHandleSize(qreal size)
{
    prepareGeometryChange();
    m_handleSize = size;
}

QRectF ShapeItem::handleRect(int handle) const
{
    const QRectF b = box();
    const QPointF at(b.left() + kHandles[handle].x() * b.width(), b.top() + kHandles[handle].y() * b.height());
    return {at.x() - m_handleSize / 2, at.y() - m_handleSize / 2, m_handleSize, m_handleSize};
}

int ShapeItem::handleAt(QPointF scenePoint) const
{
    const QPointF local = mapFromScene(scenePoint);
    for (int i = 0; i < static_cast<int>(kHandles.size()); ++i)
        if (handleRect(i).adjusted(-m_handleSize / 2, -m_handleSize / 2, m_handleSize / 2, m_handleSize / 2).contains(local))
            return i;
    return -1;
}

QRectF ShapeItem::draggedBox(QRectF box, int handle, QPointF p)
{
    const QPointF h = kHandles[handle];
    if (h.x() == 0)
        box.setLeft(p.x());
    else if (h.x() == 1)
        box.setRight(p.x());
    if (h.y() == 0)
        box.setTop(p.y());
    else if (h.y() == 1)
        box.setBottom(p.y());
    return box.normalized();
}

QPainterPath ShapeItem::outline() const
{
    QPainterPath path;
    const QRectF b = box();
    switch (m_shape.shape) {
    case core::OcclusionShapeKind::Rect: path.addRect(b); break;
    case core::OcclusionShapeKind::Ellipse: path.addEllipse(b); break;
    case core::OcclusionShapeKind::Polygon: {
        // The points mapped from the shape's own box onto the box shown (a resize in progress).
        const QRectF from = sceneBox();
        QPolygonF polygon;
        for (const auto& p : m_shape.points) {
            const QPointF s(p.x * m_picture.width(), p.y * m_picture.height());
            polygon << QPointF(from.width() > 0 ? b.left() + (s.x() - from.left()) / from.width() * b.width() : b.left(),
                               from.height() > 0 ? b.top() + (s.y() - from.top()) / from.height() * b.height() : b.top());
        }
        path.addPolygon(polygon);
        path.closeSubpath();
        break;
    }
    }
    return path;
}

QRectF ShapeItem::boundingRect() const
{
    return box().adjusted(-m_handleSize, -m_handleSize, m_handleSize, m_handleSize);
}

QPainterPath ShapeItem::shape() const
{
    return outline();
}

void ShapeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/, QWidget* /*widget*/)
{
    const QColor colour = cardColour(m_shape.card);
    QColor fill = colour;
    fill.setAlpha(150);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(colour.darker(160), 0));
    painter->setBrush(fill);
    painter->drawPath(outline());

    // The card number in a badge at the top left, the label (when there is one) in the middle:
    // drawn as text, never interpreted.
    const QRectF b = box();
    QFont font = painter->font();
    font.setPixelSize(static_cast<int>(std::max<qreal>(m_handleSize * 1.8, 1)));
    font.setBold(true);
    painter->setFont(font);
    const QString number = QString::number(m_shape.card);
    const QFontMetricsF metrics(font);
    const QRectF badge(b.topLeft(), QSizeF(metrics.horizontalAdvance(number) + m_handleSize, metrics.height()));
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(255, 255, 255, 220));
    painter->drawRect(badge);
    painter->setPen(Qt::black);
    painter->drawText(badge, Qt::AlignCenter, number);
    if (!m_shape.label.empty()) {
        // On a light strip along the bottom, shortened to the shape's width.
        font.setBold(false);
        painter->setFont(font);
        const QFontMetricsF plain(font);
        const QString label = plain.elidedText(QString::fromStdString(m_shape.label), Qt::ElideRight, b.width());
        const QRectF strip(b.left(), b.bottom() - plain.height(), b.width(), plain.height());
        painter->setPen(Qt::NoPen);
        painter->drawRect(strip);
        painter->setPen(Qt::black);
        painter->drawText(strip, Qt::AlignCenter, label);
    }

    if (!isSelected())
        return;
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(Qt::black, 0, Qt::DashLine));
    painter->drawRect(b);
    painter->setPen(QPen(Qt::black, 0));
    painter->setBrush(Qt::white);
    for (int i = 0; i < static_cast<int>(kHandles.size()); ++i)
        painter->drawRect(handleRect(i));
}

} // namespace notedeck::gui
