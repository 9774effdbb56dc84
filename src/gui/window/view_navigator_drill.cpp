// ViewNavigator: interview drills — the setup dialog, the drill screen (DrillView) and the drill
// history (DrillHistoryView), made when first needed. They start from the Go menu, the chapter tree
// (MainMenus) or the overview's Drill button.
#include "gui/window/view_navigator.h"

#include "gui/app/app_context.h"
#include "gui/browse/overview_view.h"
#include "gui/drill/drill_history_view.h"
#include "gui/drill/drill_setup_dialog.h"
#include "gui/drill/drill_view.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/main_window.h"

#include <QStackedWidget>

#include <algorithm>

namespace notedeck::gui {

DrillSetupDialog* ViewNavigator::openDrillSetup(const std::vector<core::DeckPath>& decks)
{
    if (m_context.isReadOnly()) {
        say(tr("Drills are off: the deck is open read-only (%1).").arg(m_context.readOnlyReason()), 10000);
        return nullptr;
    }
    // A drill left on screen for another view is not lost by asking for a new one: it comes back.
    if (m_drill && m_drill->session() && !m_drill->session()->finished() && currentView() != m_drill) {
        showView(m_drill);
        m_drill->setFocus();
        say(tr("A drill is in progress. End it to start another."), 8000);
        return nullptr;
    }
    std::vector<core::DeckPath> chosen = decks.empty() ? m_window.selectedDecks() : decks;
    // The whole deck is what an empty scope means already.
    std::erase_if(chosen, [](const core::DeckPath& deck) { return deck.empty(); });
    auto* dialog = new DrillSetupDialog(m_model.nodes(), chosen, &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { startDrill(dialog->options()); });
    dialog->open();
    return dialog;
}

DrillView* ViewNavigator::drillView()
{
    if (!m_drill) {
        m_drill = new DrillView(m_context, m_stack);
        connect(m_drill, &DrillView::closeRequested, this, &ViewNavigator::showOverview);
        connect(m_drill, &DrillView::studyCardRequested, this, &ViewNavigator::studyCard);
        connect(m_drill, &DrillView::cardInfoRequested, this, &ViewNavigator::showCardInfo);
        connect(m_drill, &DrillView::historyRequested, this, &ViewNavigator::showDrillHistory);
        connect(m_drill, &DrillView::started, this, [this](bool ok) {
            if (ok) {
                if (currentView() == m_drill)
                    m_drill->setFocus();
                return;
            }
            say(m_drill->message(), 10000);
            if (currentView() == m_drill)
                showView(m_beforeDrill ? m_beforeDrill.data() : m_overview);
        });
    }
    return m_drill;
}

DrillHistoryView* ViewNavigator::drillHistoryView()
{
    if (!m_drillHistory) {
        m_drillHistory = new DrillHistoryView(m_context, m_stack);
        connect(m_drillHistory, &DrillHistoryView::backRequested, this, &ViewNavigator::showOverview);
        connect(m_drillHistory, &DrillHistoryView::newDrillRequested, this, [this] { openDrillSetup(); });
        connect(m_drillHistory, &DrillHistoryView::openRequested, this, [this](std::int64_t drill) {
            DrillView* view = drillView();
            if (view->showStoredSummary(drill))
                showView(view);
        });
    }
    return m_drillHistory;
}

bool ViewNavigator::startDrill(const service::DrillOptions& options)
{
    DrillView* view = drillView();
    if (currentView() != view)
        m_beforeDrill = currentView();
    if (!view->start(options)) {
        say(view->message(), 10000);
        return false;
    }
    showView(view);
    view->setFocus();
    return true;
}

void ViewNavigator::showDrillHistory()
{
    DrillHistoryView* view = drillHistoryView();
    view->refresh();
    showView(view);
}

} // namespace notedeck::gui
