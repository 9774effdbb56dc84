#pragma once
// The occlusion editor's canvas: the picture scaled to fit the view, its masks as ShapeItems, and
// the drawing tools. With the selection tool a click or a rubber band selects (Ctrl adds), a drag
// moves the selection, a handle resizes, and the arrow keys move it (Shift: ten times as far). The
// rectangle and ellipse tools draw by dragging; the polygon tool takes a point per click and
// closes on Enter or a double-click (Backspace takes the last point back, Esc drops it). Without a
// mouse: addShapeInMiddle() (Insert), Tab to the next shape, arrows to move, Ctrl+arrows to resize.
// Every change goes to the OcclusionDocument as one undo step. GUI thread.
#include "gui/occlusion/mask_edits.h"

#include <QGraphicsView>
#include <QImage>
#include <QPolygonF>

#include <optional>

class QGraphicsPathItem;

namespace notedeck::gui {

class OcclusionDocument;
class ShapeItem;

enum class OcclusionTool { Select, Rect, Ellipse, Polygon };

class OcclusionCanvas final : public QGraphicsView {
    Q_OBJECT
public:
    OcclusionCanvas(OcclusionDocument& document, const QImage& picture, QWidget* parent = nullptr);
    ~OcclusionCanvas() override;

    void setTool(OcclusionTool tool);
    OcclusionTool tool() const { return m_tool; }

    ShapeIds selectedIds() const;
    void selectAll();
    void select(const ShapeIds& ids);
    // Closes the polygon being drawn (3 points or more), as Enter does.
    void finishPolygon();
    // Adds a shape of the current tool (a rectangle with the selection tool) in the middle of the
    // picture: drawing without a mouse (then arrows move it, Ctrl+arrows resize it).
    void addShapeInMiddle();

    // Where the point at `fraction` of the picture is in the viewport's coordinates (tests).
    QPoint viewportPoint(QPointF fraction) const;
    QSize pictureSize() const { return m_pictureSize; }

signals:
    void selectionChanged();
    // A short message for the status bar (a shape could not be added …).
    void notice(const QString& text);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    // Tab and Shift+Tab step through the shapes, then leave the canvas.
    bool focusNextPrevChild(bool next) override;

private:
    void rebuild(const ShapeIds& select);
    void fit();
    QPointF clamped(QPointF scenePoint) const;
    QPointF fractionOf(QPointF scenePoint) const;
    ShapeItem* itemWithId(const QString& id) const;
    void addShape(core::OcclusionShapeKind kind, const QRectF& sceneBox, const QPolygonF& polygon = {});
    void commitMove();
    void moveSelection(QPointF sceneBy);
    void resizeSelection(QPointF sceneBy);
    void updateDraft(QPointF cursor);
    void dropDraft();

    OcclusionDocument& m_document;
    QSize m_pictureSize;
    QList<ShapeItem*> m_items;
    OcclusionTool m_tool = OcclusionTool::Select;

    // A handle being dragged: its shape, which handle, the box as it was.
    struct Resize {
        ShapeItem* item = nullptr;
        int handle = -1;
        QRectF box;
    };
    std::optional<Resize> m_resize;
    bool m_pressed = false;          // the left button is down on the canvas
    QPointF m_drawFrom;              // where a rectangle or ellipse started
    QPolygonF m_polygon;             // the polygon's points so far
    QGraphicsPathItem* m_draft = nullptr;   // what is being drawn
};

} // namespace notedeck::gui
