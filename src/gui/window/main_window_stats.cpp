// MainWindow: the statistics view, created when first needed; its "selected chapter" is the
// chapter tree's current node.
#include "gui/window/main_window.h"

#include "gui/stats/stats_view.h"

#include <QItemSelectionModel>
#include <QStackedWidget>
#include <QTreeView>

namespace notedeck::gui {

StatsView* MainWindow::statsView()
{
    if (!m_stats) {
        m_stats = new StatsView(m_context, m_stack);
        m_stats->setSelectedDeck(selectedDeck());
        connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, m_stats,
                [this] { m_stats->setSelectedDeck(selectedDeck()); });
        connect(m_stats, &StatsView::backRequested, this, &MainWindow::showOverview);
    }
    return m_stats;
}

void MainWindow::showStatistics()
{
    StatsView* view = statsView();
    showView(view);
    view->setFocus();
}

} // namespace notedeck::gui
