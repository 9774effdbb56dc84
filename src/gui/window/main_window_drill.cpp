// MainWindow: interview drills — started from the Go menu, the chapter tree (its context menu,
// the D key, several chapters selected with Ctrl or Shift) or the overview's Drill button; the
// drill screen (DrillView) and the drill history (DrillHistoryView), created when first needed.
#include "gui/window/main_window.h"

#include "gui/app/app_context.h"
#include "gui/browse/overview_view.h"
#include "gui/drill/drill_history_view.h"
#include "gui/drill/drill_setup_dialog.h"
#include "gui/drill/drill_view.h"
#include "gui/window/deck_tree_model.h"

#include <QAction>
#include <QMenu>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeView>

#include <algorithm>

namespace notedeck::gui {

void MainWindow::addDrillActions(QMenu* go)
{
    go->addSeparator();
    QAction* drill = go->addAction(tr("Interview &drill…"), this, [this] { openDrillSetup(); });
    drill->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    QAction* history = go->addAction(tr("Drill &history"), this, &MainWindow::showDrillHistory);
    m_writingActions << drill;

    // A drill may span several chapters: the tree lets Ctrl and Shift select more than one.
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto* drillKey = new QAction(tr("Drill the selected chapters"), this);
    drillKey->setShortcut(QKeySequence(Qt::Key_D));
    drillKey->setShortcutContext(Qt::WidgetShortcut);
    connect(drillKey, &QAction::triggered, this, [this] { openDrillSetup(); });
    m_tree->addAction(drillKey);
    m_writingActions << drillKey;

    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this, drill, history](const QPoint& pos) {
        auto* menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(tr("&Read"), this, [this] { showRead(selectedDeck()); });
        QAction* study = menu->addAction(tr("&Study"), this, [this] { this->study(selectedDeck()); });
        study->setEnabled(!m_context.isReadOnly());
        menu->addSeparator();
        const auto decks = selectedDecks();
        QAction* drillThese = menu->addAction(
            decks.size() > 1 ? tr("Drill these %1 chapters…").arg(decks.size()) : tr("&Drill this chapter…"), this,
            [this] { openDrillSetup(); });
        drillThese->setEnabled(drill->isEnabled());
        menu->addAction(history);
        menu->popup(m_tree->viewport()->mapToGlobal(pos));
    });
    connect(m_overview, &OverviewView::drillRequested, this,
            [this](const core::DeckPath& scope) { openDrillSetup(scope.empty() ? selectedDecks() : std::vector{scope}); });
}

std::vector<core::DeckPath> MainWindow::selectedDecks() const
{
    QModelIndexList rows = m_tree->selectionModel()->selectedRows(DeckTreeModel::NameColumn);
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) {
        return a.data(DeckTreeModel::NodeIndexRole).toInt() < b.data(DeckTreeModel::NodeIndexRole).toInt();
    });
    std::vector<core::DeckPath> decks;
    for (const QModelIndex& row : rows)
        decks.push_back(core::DeckPath::fromKey(row.data(DeckTreeModel::DeckKeyRole).toString().toStdString()));
    if (decks.empty() && !selectedDeck().empty())
        decks.push_back(selectedDeck());
    return decks;
}

DrillSetupDialog* MainWindow::openDrillSetup(const std::vector<core::DeckPath>& decks)
{
    if (m_context.isReadOnly()) {
        statusBar()->showMessage(
            tr("Drills are off: the deck is open read-only (%1).").arg(m_context.readOnlyReason()), 10000);
        return nullptr;
    }
    // A drill left on screen for another view is not lost by asking for a new one: it comes back.
    if (m_drill && m_drill->session() && !m_drill->session()->finished() && currentView() != m_drill) {
        showView(m_drill);
        m_drill->setFocus();
        statusBar()->showMessage(tr("A drill is in progress. End it to start another."), 8000);
        return nullptr;
    }
    std::vector<core::DeckPath> chosen = decks.empty() ? selectedDecks() : decks;
    // The whole deck is what an empty scope means already.
    std::erase_if(chosen, [](const core::DeckPath& deck) { return deck.empty(); });
    auto* dialog = new DrillSetupDialog(m_treeModel->nodes(), chosen, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startDrill(dialog->options()); });
    dialog->open();
    return dialog;
}

DrillView* MainWindow::drillView()
{
    if (!m_drill) {
        m_drill = new DrillView(m_context, m_stack);
        connect(m_drill, &DrillView::closeRequested, this, &MainWindow::showOverview);
        connect(m_drill, &DrillView::studyCardRequested, this, &MainWindow::studyCard);
        connect(m_drill, &DrillView::cardInfoRequested, this, &MainWindow::showCardInfo);
        connect(m_drill, &DrillView::historyRequested, this, &MainWindow::showDrillHistory);
        connect(m_drill, &DrillView::started, this, [this](bool ok) {
            if (ok) {
                if (currentView() == m_drill)
                    m_drill->setFocus();
                return;
            }
            statusBar()->showMessage(m_drill->message(), 10000);
            if (currentView() == m_drill)
                showView(m_beforeDrill ? m_beforeDrill.data() : m_overview);
        });
    }
    return m_drill;
}

DrillHistoryView* MainWindow::drillHistoryView()
{
    if (!m_drillHistory) {
        m_drillHistory = new DrillHistoryView(m_context, m_stack);
        connect(m_drillHistory, &DrillHistoryView::backRequested, this, &MainWindow::showOverview);
        connect(m_drillHistory, &DrillHistoryView::newDrillRequested, this, [this] { openDrillSetup(); });
        connect(m_drillHistory, &DrillHistoryView::openRequested, this, [this](std::int64_t drill) {
            DrillView* view = drillView();
            if (view->showStoredSummary(drill))
                showView(view);
        });
    }
    return m_drillHistory;
}

bool MainWindow::startDrill(const service::DrillOptions& options)
{
    DrillView* view = drillView();
    if (currentView() != view)
        m_beforeDrill = currentView();
    if (!view->start(options)) {
        statusBar()->showMessage(view->message(), 10000);
        return false;
    }
    showView(view);
    view->setFocus();
    return true;
}

void MainWindow::showDrillHistory()
{
    DrillHistoryView* view = drillHistoryView();
    view->refresh();
    showView(view);
}

} // namespace notedeck::gui
