#pragma once
// Which count columns the chapter tree shows at its width. The names come first: in a narrow
// tree the Learn, Mastery and New columns are hidden in that order until the names of the parts
// and chapters fit beside the counts left; Due always stays. The overview shows every count of
// the selected node whatever the tree hides. Follows the tree's width, its model and the count
// columns' widths. Owned by the tree (Qt parent). GUI thread.
#include <QObject>

class QTreeView;

namespace notedeck::gui {

class DeckTreeModel;

class ChapterTreeColumns final : public QObject {
    Q_OBJECT
public:
    ChapterTreeColumns(QTreeView* tree, const DeckTreeModel& model);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fit();
    // The width the widest name of a part or chapter takes, its indentation included.
    int namesWidth() const;

    QTreeView* m_tree;
    const QObject* m_viewport;
    const DeckTreeModel& m_model;
    bool m_fitting = false;
};

} // namespace notedeck::gui
