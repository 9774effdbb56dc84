#pragma once
// Layouts that rearrange their widgets with the width they get instead of demanding a width, so
// a small window wraps or stacks what a large one shows side by side and nothing is cut off.
// Both tell their parent the height they need for a width (height for width), which a page in a
// QScrollArea honours; their minimum width is that of their widest item. GUI thread.
#include <QLayout>
#include <QList>

namespace notedeck::gui {

// The item list and spacing both layouts share.
class WidthLayout : public QLayout {
public:
    using QLayout::QLayout;
    ~WidthLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return static_cast<int>(m_items.size()); }
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;

protected:
    // Places the items in `rect` (when `apply`) and returns the height they take.
    virtual int arrange(const QRect& rect, bool apply) const = 0;
    // The spacing set, else the style's.
    int gap() const;
    // The items shown (hidden widgets take no room).
    QList<QLayoutItem*> shownItems() const;

private:
    QList<QLayoutItem*> m_items;
};

// A row of widgets (buttons, mostly) that goes on onto another line when the width runs out.
// Each keeps its preferred width while it fits and shrinks to its minimum only alone on a line.
// Lines are packed at the start, centred, or spread with the first item at the start and the
// last at the end (a spread row that had to wrap is centred line by line).
class FlowLayout final : public WidthLayout {
public:
    enum class Spread { Start, Centre, Between };
    explicit FlowLayout(Spread spread = Spread::Start, QWidget* parent = nullptr);

    QSize sizeHint() const override;

protected:
    int arrange(const QRect& rect, bool apply) const override;

private:
    Spread m_spread;
};

// Widgets side by side in equal columns, as many as fit at `columnWidth` each (at most
// `maxColumns`), else under one another: charts, the halves of a dialog. A row is as tall as its
// tallest item needs at the column's width; height left over is shared by the rows.
class ColumnsLayout final : public WidthLayout {
public:
    ColumnsLayout(int columnWidth, int maxColumns, QWidget* parent = nullptr);

    // A layout as an item (QLayout::addChildLayout is protected).
    void addLayout(QLayout* layout);
    int columnsFor(int width) const;
    QSize sizeHint() const override;
    Qt::Orientations expandingDirections() const override;

protected:
    int arrange(const QRect& rect, bool apply) const override;

private:
    int m_columnWidth;
    int m_maxColumns;
};

} // namespace notedeck::gui
