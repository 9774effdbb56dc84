#include "gui/window/chapter_tree_columns.h"

#include "gui/window/deck_tree_model.h"

#include <QEvent>
#include <QHeaderView>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

namespace notedeck::gui {

ChapterTreeColumns::ChapterTreeColumns(QTreeView* tree, const DeckTreeModel& model)
    : QObject(tree), m_tree(tree), m_viewport(tree->viewport()), m_model(model)
{
    tree->viewport()->installEventFilter(this);
    // New names or new widths of the count columns: after the view has taken them in.
    auto later = [this] { QTimer::singleShot(0, this, &ChapterTreeColumns::fit); };
    connect(&model, &QAbstractItemModel::modelReset, this, later);
    connect(&model, &QAbstractItemModel::dataChanged, this, later);
    connect(tree->header(), &QHeaderView::sectionResized, this, [this, later](int column) {
        if (column != DeckTreeModel::NameColumn && !m_fitting)
            later();
    });
}

bool ChapterTreeColumns::eventFilter(QObject* watched, QEvent* event)
{
    // The viewport is compared by its address: while the tree is being destroyed it still sends
    // events, and asking the half-destroyed tree for its viewport would be undefined.
    if (event->type() == QEvent::Resize && watched == m_viewport && !m_fitting)
        fit();
    return QObject::eventFilter(watched, event);
}

int ChapterTreeColumns::namesWidth() const
{
    int widest = 0;
    for (const service::DeckOverviewNode& node : m_model.nodes()) {
        if (node.depth > 1)
            continue;
        const QModelIndex index = m_model.indexOfKey(QString::fromStdString(node.deck.key()));
        widest = std::max(widest, m_tree->indentation() * (std::max(node.depth, 0) + 1) +
                                      m_tree->sizeHintForIndex(index).width());
    }
    return widest;
}

void ChapterTreeColumns::fit()
{
    if (m_fitting || m_model.isEmpty())
        return;
    m_fitting = true;
    QHeaderView* header = m_tree->header();
    // Every count column first, for their widths; then hidden again while the names need the room.
    int counts = 0;
    for (int column = DeckTreeModel::NewColumn; column < DeckTreeModel::ColumnCount; ++column) {
        header->setSectionHidden(column, false);
        counts += header->sectionSize(column);
    }
    const int room = m_tree->viewport()->width() - namesWidth();
    for (int column : {DeckTreeModel::LearningColumn, DeckTreeModel::MasteryColumn, DeckTreeModel::NewColumn}) {
        if (counts <= room)
            break;
        counts -= header->sectionSize(column);
        header->setSectionHidden(column, true);
    }
    m_fitting = false;
}

} // namespace notedeck::gui
