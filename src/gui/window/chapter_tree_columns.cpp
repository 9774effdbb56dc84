#include "gui/window/chapter_tree_columns.h"

#include "gui/shared/deck_tree_model.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QStyle>
#include <QTreeView>

namespace notedeck::gui {

ChapterTreeColumns::ChapterTreeColumns(QTreeView* tree) : QObject(tree), m_tree(tree)
{
    // The names elide at their end; the counts never scroll out of view sideways.
    tree->setTextElideMode(Qt::ElideRight);
    tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(tree->header(), &QHeaderView::sectionResized, this, [this](int column) {
        if (column != DeckTreeModel::NameColumn)
            fit();
    });
    fit();
}

int ChapterTreeColumns::minimumTreeWidth(const QTreeView* tree)
{
    const QHeaderView* header = tree->header();
    int counts = 0;
    for (int column = DeckTreeModel::NewColumn; column < DeckTreeModel::ColumnCount; ++column)
        counts += header->sectionSize(column);
    // Room for the first letters of a chapter's name under a part (two indentations), and for the
    // vertical scroll bar a long tree shows.
    const int names = 2 * tree->indentation() + 3 * tree->fontMetrics().averageCharWidth();
    const int bar = tree->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, tree);
    return counts + names + bar + 2 * tree->frameWidth();
}

void ChapterTreeColumns::fit()
{
    for (int column = DeckTreeModel::NewColumn; column < DeckTreeModel::ColumnCount; ++column)
        m_tree->header()->setSectionHidden(column, false);
    const int least = minimumTreeWidth(m_tree);
    if (m_tree->minimumWidth() != least)
        m_tree->setMinimumWidth(least);
}

} // namespace notedeck::gui
