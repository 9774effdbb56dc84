#include "gui/occlusion/occlusion_canvas.h"

#include "gui/occlusion/occlusion_document.h"
#include "gui/occlusion/shape_item.h"

#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

namespace notedeck::gui {

namespace {

constexpr qreal kHandlePixels = 8;   // on screen, whatever the picture's scale
constexpr qreal kSmallestPixels = 4;   // a drag shorter than this on screen draws nothing

} // namespace

OcclusionCanvas::OcclusionCanvas(OcclusionDocument& document, const QImage& picture, QWidget* parent)
    : QGraphicsView(parent), m_document(document), m_pictureSize(picture.size())
{
    auto* scene = new QGraphicsScene(this);
    scene->setSceneRect(QRectF(QPointF(0, 0), QSizeF(m_pictureSize)));
    auto* pixmap = scene->addPixmap(QPixmap::fromImage(picture));
    pixmap->setZValue(-1);
    pixmap->setTransformationMode(Qt::SmoothTransformation);
    setScene(scene);
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setBackgroundBrush(palette().window());
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setDragMode(RubberBandDrag);
    connect(scene, &QGraphicsScene::selectionChanged, this, &OcclusionCanvas::selectionChanged);
    connect(&m_document, &OcclusionDocument::changed, this, &OcclusionCanvas::rebuild);
    rebuild({});
}

OcclusionCanvas::~OcclusionCanvas()
{
    // The scene deletes the items after this view is gone: no selection news from them then.
    scene()->blockSignals(true);
}

void OcclusionCanvas::setTool(OcclusionTool tool)
{
    dropDraft();
    m_tool = tool;
    setDragMode(tool == OcclusionTool::Select ? RubberBandDrag : NoDrag);
    viewport()->setCursor(tool == OcclusionTool::Select ? Qt::ArrowCursor : Qt::CrossCursor);
}

ShapeIds OcclusionCanvas::selectedIds() const
{
    ShapeIds ids;
    for (ShapeItem* item : m_items)
        if (item->isSelected())
            ids.insert(item->id());
    return ids;
}

void OcclusionCanvas::select(const ShapeIds& ids)
{
    const QSignalBlocker quiet(scene());
    for (ShapeItem* item : m_items)
        item->setSelected(ids.contains(item->id()));
    emit selectionChanged();
}

void OcclusionCanvas::selectAll()
{
    ShapeIds all;
    for (ShapeItem* item : m_items)
        all.insert(item->id());
    select(all);
}

QPoint OcclusionCanvas::viewportPoint(QPointF fraction) const
{
    return mapFromScene(QPointF(fraction.x() * m_pictureSize.width(), fraction.y() * m_pictureSize.height()));
}

void OcclusionCanvas::rebuild(const ShapeIds& select)
{
    const QSignalBlocker quiet(scene());
    m_resize.reset();
    qDeleteAll(m_items);
    m_items.clear();
    const qreal handle = kHandlePixels / std::max<qreal>(transform().m11(), 1e-6);
    for (const auto& shape : m_document.masks().shapes) {
        auto* item = new ShapeItem(shape, QSizeF(m_pictureSize));
        item->setZValue(m_items.size());
        item->setHandleSize(handle);
        scene()->addItem(item);
        item->setSelected(select.contains(item->id()));
        m_items.append(item);
    }
    emit selectionChanged();
}

void OcclusionCanvas::fit()
{
    fitInView(sceneRect(), Qt::KeepAspectRatio);
    const qreal handle = kHandlePixels / std::max<qreal>(transform().m11(), 1e-6);
    for (ShapeItem* item : m_items)
        item->setHandleSize(handle);
}

void OcclusionCanvas::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    fit();
}

void OcclusionCanvas::showEvent(QShowEvent* event)
{
    QGraphicsView::showEvent(event);
    fit();
}

QPointF OcclusionCanvas::clamped(QPointF p) const
{
    return {std::clamp<qreal>(p.x(), 0, m_pictureSize.width()), std::clamp<qreal>(p.y(), 0, m_pictureSize.height())};
}

QPointF OcclusionCanvas::fractionOf(QPointF p) const
{
    return {p.x() / m_pictureSize.width(), p.y() / m_pictureSize.height()};
}

ShapeItem* OcclusionCanvas::itemWithId(const QString& id) const
{
    const auto at = std::find_if(m_items.begin(), m_items.end(), [&](ShapeItem* item) { return item->id() == id; });
    return at == m_items.end() ? nullptr : *at;
}

void OcclusionCanvas::addShape(core::OcclusionShapeKind kind, const QRectF& sceneBox, const QPolygonF& polygon)
{
    const core::OcclusionMasks& masks = m_document.masks();
    if (!canAddShape(masks)) {
        emit notice(tr("This picture has as many shapes or cards as a mask file may hold (%1 shapes, %2 cards).")
                        .arg(core::OcclusionLimits::maxShapes)
                        .arg(core::OcclusionLimits::maxCardNumber));
        return;
    }
    core::OcclusionShape shape;
    shape.shape = kind;
    const QPointF from = fractionOf(sceneBox.topLeft());
    const QPointF to = fractionOf(sceneBox.bottomRight());
    shape.left = from.x();
    shape.top = from.y();
    shape.width = to.x() - from.x();
    shape.height = to.y() - from.y();
    for (const QPointF& p : polygon) {
        const QPointF f = fractionOf(p);
        shape.points.push_back({f.x(), f.y()});
    }
    const core::OcclusionMasks after = withShape(masks, std::move(shape));
    const QString what = kind == core::OcclusionShapeKind::Rect      ? tr("Draw a rectangle")
                         : kind == core::OcclusionShapeKind::Ellipse ? tr("Draw an ellipse")
                                                                     : tr("Draw a polygon");
    m_document.change(after, what, {QString::fromStdString(after.shapes.back().id)});
}

void OcclusionCanvas::addShapeInMiddle()
{
    const QSizeF size(m_pictureSize.width() * 0.2, m_pictureSize.height() * 0.2);
    const QRectF box(QPointF(m_pictureSize.width() * 0.4, m_pictureSize.height() * 0.4), size);
    switch (m_tool) {
    case OcclusionTool::Ellipse: addShape(core::OcclusionShapeKind::Ellipse, box); break;
    case OcclusionTool::Polygon:
        dropDraft();
        addShape(core::OcclusionShapeKind::Polygon, box,
                 QPolygonF{QPointF(box.center().x(), box.top()), box.bottomRight(), box.bottomLeft()});
        break;
    default: addShape(core::OcclusionShapeKind::Rect, box); break;
    }
}

void OcclusionCanvas::updateDraft(QPointF cursor)
{
    if (!m_draft) {
        m_draft = scene()->addPath(QPainterPath(), QPen(Qt::black, 0, Qt::DashLine), QColor(255, 200, 0, 120));
        m_draft->setZValue(1e6);
    }
    QPainterPath path;
    const QPointF at = clamped(cursor);
    if (m_tool == OcclusionTool::Polygon) {
        QPolygonF points = m_polygon;
        points << at;
        path.addPolygon(points);
    } else if (m_tool == OcclusionTool::Ellipse) {
        path.addEllipse(QRectF(m_drawFrom, at).normalized());
    } else {
        path.addRect(QRectF(m_drawFrom, at).normalized());
    }
    m_draft->setPath(path);
}

void OcclusionCanvas::dropDraft()
{
    delete m_draft;
    m_draft = nullptr;
    m_polygon.clear();
    m_pressed = false;
}

void OcclusionCanvas::finishPolygon()
{
    if (m_tool != OcclusionTool::Polygon)
        return;
    const QPolygonF points = m_polygon;
    dropDraft();
    if (points.size() < 3) {
        emit notice(tr("A polygon needs at least three points."));
        return;
    }
    addShape(core::OcclusionShapeKind::Polygon, points.boundingRect(), points);
}

void OcclusionCanvas::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        QGraphicsView::mousePressEvent(event);
        return;
    }
    const QPointF p = mapToScene(event->position().toPoint());
    switch (m_tool) {
    case OcclusionTool::Select:
        for (ShapeItem* item : m_items) {
            if (const int handle = item->isSelected() ? item->handleAt(p) : -1; handle >= 0) {
                m_resize = Resize{item, handle, item->sceneBox()};
                return;
            }
        }
        QGraphicsView::mousePressEvent(event);
        return;
    case OcclusionTool::Rect:
    case OcclusionTool::Ellipse:
        m_pressed = true;
        m_drawFrom = clamped(p);
        updateDraft(p);
        return;
    case OcclusionTool::Polygon:
        m_polygon << clamped(p);
        updateDraft(p);
        return;
    }
}

void OcclusionCanvas::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF p = mapToScene(event->position().toPoint());
    if (m_resize)
        m_resize->item->setPreviewBox(ShapeItem::draggedBox(m_resize->box, m_resize->handle, clamped(p)));
    else if (m_pressed || (m_tool == OcclusionTool::Polygon && !m_polygon.isEmpty()))
        updateDraft(p);
    else
        QGraphicsView::mouseMoveEvent(event);
}

void OcclusionCanvas::mouseReleaseEvent(QMouseEvent* event)
{
    const QPointF p = mapToScene(event->position().toPoint());
    if (m_resize) {
        const Resize resize = *m_resize;
        m_resize.reset();
        const QRectF box = ShapeItem::draggedBox(resize.box, resize.handle, clamped(p));
        const QRectF fraction(fractionOf(box.topLeft()), fractionOf(box.bottomRight()));
        const core::OcclusionMasks after = resized(m_document.masks(), resize.item->id(), fraction);
        if (after == m_document.masks())
            resize.item->setPreviewBox(std::nullopt);
        m_document.change(after, tr("Resize"), {resize.item->id()});
        return;
    }
    if (m_pressed) {
        const QRectF box = QRectF(m_drawFrom, clamped(p)).normalized();
        dropDraft();
        const QRectF onScreen = mapFromScene(box).boundingRect();
        if (onScreen.width() >= kSmallestPixels && onScreen.height() >= kSmallestPixels)
            addShape(m_tool == OcclusionTool::Ellipse ? core::OcclusionShapeKind::Ellipse : core::OcclusionShapeKind::Rect, box);
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    if (m_tool == OcclusionTool::Select)
        commitMove();
}

void OcclusionCanvas::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (m_tool == OcclusionTool::Polygon)
        finishPolygon();
    else
        QGraphicsView::mouseDoubleClickEvent(event);
}

// A drag moved the selected items (all by the same offset): the masks follow as one step.
void OcclusionCanvas::commitMove()
{
    const auto movedItem = std::find_if(m_items.begin(), m_items.end(), [](ShapeItem* item) { return !item->pos().isNull(); });
    if (movedItem == m_items.end())
        return;
    const QPointF by = (*movedItem)->pos();
    const ShapeIds ids = selectedIds();
    const core::OcclusionMasks after = moved(m_document.masks(), ids, fractionOf(by));
    if (after == m_document.masks())
        rebuild(ids);   // moved against an edge: back in place
    m_document.change(after, tr("Move"), ids);
}

void OcclusionCanvas::moveSelection(QPointF by)
{
    const ShapeIds ids = selectedIds();
    if (!ids.isEmpty())
        m_document.change(moved(m_document.masks(), ids, fractionOf(by)), tr("Move"), ids);
}

void OcclusionCanvas::resizeSelection(QPointF by)
{
    const ShapeIds ids = selectedIds();
    core::OcclusionMasks after = m_document.masks();
    for (const auto& shape : m_document.masks().shapes) {
        const QString id = QString::fromStdString(shape.id);
        if (!ids.contains(id))
            continue;
        const QRectF box = shapeBox(shape);
        const QPointF grow = fractionOf(by);
        // Never smaller than a few screen pixels.
        const QPointF least = fractionOf(QPointF(kSmallestPixels, kSmallestPixels) / std::max<qreal>(transform().m11(), 1e-6));
        after = resized(after, id, QRectF(box.topLeft(), QSizeF(std::max(box.width() + grow.x(), least.x()),
                                                                std::max(box.height() + grow.y(), least.y()))));
    }
    m_document.change(after, tr("Resize"), ids);
}

void OcclusionCanvas::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (m_tool == OcclusionTool::Polygon && !m_polygon.isEmpty()) {
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            finishPolygon();
            return;
        }
        if (key == Qt::Key_Backspace) {
            m_polygon.removeLast();
            if (m_polygon.isEmpty())
                dropDraft();
            else
                updateDraft(m_polygon.last());
            return;
        }
    }
    if (key == Qt::Key_Escape && m_draft) {
        dropDraft();
        return;
    }
    const qreal step = (event->modifiers() & Qt::ShiftModifier ? 10 : 1) / std::max<qreal>(transform().m11(), 1e-6);
    QPointF by;
    switch (key) {
    case Qt::Key_Left: by = {-step, 0}; break;
    case Qt::Key_Right: by = {step, 0}; break;
    case Qt::Key_Up: by = {0, -step}; break;
    case Qt::Key_Down: by = {0, step}; break;
    default: QGraphicsView::keyPressEvent(event); return;
    }
    if (event->modifiers() & Qt::ControlModifier)
        resizeSelection(by);
    else
        moveSelection(by);
}

bool OcclusionCanvas::focusNextPrevChild(bool next)
{
    if (m_items.isEmpty())
        return QGraphicsView::focusNextPrevChild(next);
    const ShapeIds ids = selectedIds();
    qsizetype at = -1;   // the selected shape, when one is
    if (ids.size() == 1)
        at = std::find_if(m_items.begin(), m_items.end(), [&](ShapeItem* item) { return item->isSelected(); }) - m_items.begin();
    const qsizetype to = at < 0 ? (next ? 0 : m_items.size() - 1) : at + (next ? 1 : -1);
    if (to < 0 || to >= m_items.size()) {
        select({});
        return QGraphicsView::focusNextPrevChild(next);
    }
    select({m_items[to]->id()});
    m_items[to]->ensureVisible();
    return true;
}

} // namespace notedeck::gui
