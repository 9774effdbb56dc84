#pragma once
// Keeps every count column of the chapter tree (New, Learn, Due, Mastery) in view: the tree is
// never narrower than those columns, its frame and scroll bar and a little room for the names,
// and the names give way instead — a long name is shortened with "…", its whole path in its
// tooltip. Follows the count columns' widths. Owned by the tree (Qt parent). GUI thread.
#include <QObject>

class QTreeView;

namespace notedeck::gui {

class ChapterTreeColumns final : public QObject {
    Q_OBJECT
public:
    explicit ChapterTreeColumns(QTreeView* tree);

    // The least width of the tree that shows every count column whole beside some of the names.
    static int minimumTreeWidth(const QTreeView* tree);

private:
    void fit();

    QTreeView* m_tree;
};

} // namespace notedeck::gui
