#pragma once
// Item views that show every row in full, for a page that scrolls as a whole (the drill
// summary): long texts wrap at their column's width instead of being cut short behind a scroll
// bar, and the view is made exactly as tall as its rows, again whenever the rows or the widths
// change. GUI thread.
#include <QObject>

class QAbstractItemView;
class QTreeView;

namespace notedeck::gui {

// Makes `view` wrap its texts, drop its own scroll bars and follow its rows' height. A tree's
// `stretchColumn` takes the width left by the others and wraps; the others fit their contents
// and never wrap, except `cappedColumn`, when given, which fits its contents up to `cap` × the
// width and wraps beyond.
// The fitting lives as long as the view.
void fitToRows(QAbstractItemView* view);
void fitToRows(QTreeView* tree, int stretchColumn, int cappedColumn = -1, double cap = 0.3);

// The height the view's rows take with the current widths, its header and frame included.
int rowsHeight(QAbstractItemView* view);

} // namespace notedeck::gui
