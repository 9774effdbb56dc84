// MainWindow: the views beside the chapter tree, as ViewNavigator shows them.
#include "gui/window/main_window.h"

#include "gui/window/view_navigator.h"

namespace notedeck::gui {

void MainWindow::showView(QWidget* view) { m_views->showView(view); }
QWidget* MainWindow::currentView() const { return m_views->currentView(); }
OverviewView* MainWindow::overview() const { return m_views->overview(); }
ReadView* MainWindow::readView() { return m_views->readView(); }
SearchView* MainWindow::searchView() { return m_views->searchView(); }
QWidget* MainWindow::reviewView() { return m_views->reviewView(); }
void MainWindow::showOverview() { m_views->showOverview(); }
void MainWindow::showRead(const core::DeckPath& scope) { m_views->showRead(scope); }
void MainWindow::showSearch() { m_views->showSearch(); }
StatsView* MainWindow::statsView() { return m_views->statsView(); }
void MainWindow::showStatistics() { m_views->showStatistics(); }
void MainWindow::study(const core::DeckPath& scope) { m_views->study(scope); }
void MainWindow::studyCard(core::CardId id) { m_views->studyCard(id); }
CardInfoDialog* MainWindow::showCardInfo(core::CardId id) { return m_views->showCardInfo(id); }
CardInfoDialog* MainWindow::cardInfoDialog() const { return m_views->cardInfoDialog(); }

DrillSetupDialog* MainWindow::openDrillSetup(const std::vector<core::DeckPath>& decks)
{
    return m_views->openDrillSetup(decks);
}

bool MainWindow::startDrill(const service::DrillOptions& options) { return m_views->startDrill(options); }
void MainWindow::showDrillHistory() { m_views->showDrillHistory(); }
DrillView* MainWindow::drillView() { return m_views->drillView(); }
DrillHistoryView* MainWindow::drillHistoryView() { return m_views->drillHistoryView(); }

} // namespace notedeck::gui
