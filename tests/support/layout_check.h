#pragma once
// What a reader would find cut off in a window, for the tests of small windows: controls whose
// text does not fit, controls outside the window (or outside the part of a scrolling page that
// can be scrolled to), laid-out widgets smaller than their layout needs, and chart texts that
// Qt Charts shortened with "...".
#include <QList>
#include <QSize>
#include <QStringList>

class QAbstractItemView;
class QChartView;
class QTreeView;
class QWidget;

namespace notedeck::gui::test {

// Each visible button, label, combo box and spin box of `window` that is narrower or lower than
// its minimum size hint (a wrapping label: lower than its height for its width), or that does not
// lie inside every widget around it up to `window` — where a scroll area's page may overflow its
// viewport only in a direction it scrolls; and each visible widget smaller than its layout's
// minimum. One line per problem, naming the widget and its sizes.
QStringList clippedWidgets(QWidget* window);

// Every visible text of the charts in `window` (titles, axis labels and titles, legends) that Qt
// Charts cut short with "...".
QStringList cutChartTexts(QWidget* window);

// The names of the rows of `tree` at depth `maxDepth` or above (0: top level) that are on screen
// and do not fit their column (the view elides them).
QStringList elidedTreeNames(QTreeView* tree, int maxDepth);

// Each visible scroll area (a page) of `window` that scrolls sideways: its horizontal scroll bar
// is shown, or its page is wider than its viewport.
QStringList sidewaysPages(QWidget* window);

// The texts of the rows of `view` on screen (every column of a tree) that its cells show
// shortened: one line that is wider than its cell, or wrapped lines taller than it.
QStringList cutItemTexts(QAbstractItemView* view);

// The texts of the labels along the bottom axis of the chart in `view`, as drawn, left to right,
// with the x of each label's centre (in the same order).
QStringList bottomAxisLabels(QChartView* view, QList<double>* centres = nullptr);

// With NOTEDECK_LAYOUT_SHOTS=DIR: `widget` saved to DIR as NAME-WxH.png (the size of `size`, the
// window's), to look at. Does nothing without it.
void saveLayoutShot(QWidget* widget, const QString& name, const QSize& size);

} // namespace notedeck::gui::test
