#include "gui/window/view_navigator.h"

#include "gui/app/app_context.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card/card_view.h"
#include "gui/card_info/card_info_dialog.h"
#include "gui/occlusion/occlusion_editor.h"
#include "gui/occlusion/occlusion_launcher.h"
#include "gui/review/review_view.h"
#include "gui/stats/stats_view.h"
#include "gui/window/main_window.h"

#include <QItemSelectionModel>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeView>

namespace notedeck::gui {

ViewNavigator::ViewNavigator(MainWindow& window, AppContext& context, DeckTreeModel& model, QWidget* parent)
    : QObject(&window), m_window(window), m_context(context), m_model(model)
{
    m_stack = new QStackedWidget(parent);
    m_overview = new OverviewView(m_context, m_model, m_stack);
    m_stack->addWidget(m_overview);
    connect(m_overview, &OverviewView::studyRequested, this, &ViewNavigator::study);
    connect(m_overview, &OverviewView::readRequested, this, &ViewNavigator::showRead);
}

void ViewNavigator::say(const QString& message, int ms) { m_window.statusBar()->showMessage(message, ms); }

void ViewNavigator::showView(QWidget* view)
{
    if (m_stack->indexOf(view) < 0)
        m_stack->addWidget(view);
    m_stack->setCurrentWidget(view);
    emit viewShown(view);
}

QWidget* ViewNavigator::currentView() const
{
    return m_stack->currentWidget();
}

ReadView* ViewNavigator::readView()
{
    if (!m_read) {
        m_read = new ReadView(m_context, m_stack);
        connect(m_read, &ReadView::backRequested, this, &ViewNavigator::showOverview);
        connect(m_read, &ReadView::studyRequested, this, &ViewNavigator::study);
        connect(m_read, &ReadView::studyCardRequested, this, &ViewNavigator::studyCard);
        connect(m_read, &ReadView::cardInfoRequested, this, &ViewNavigator::showCardInfo);
        connect(m_read->cardView(), &CardView::occludeRequested, this, &ViewNavigator::occlude);
    }
    return m_read;
}

SearchView* ViewNavigator::searchView()
{
    if (!m_search) {
        m_search = new SearchView(m_context, m_model, m_stack);
        connect(m_search, &SearchView::backRequested, this, &ViewNavigator::showOverview);
        connect(m_search, &SearchView::studyCardRequested, this, &ViewNavigator::studyCard);
        connect(m_search, &SearchView::cardInfoRequested, this, &ViewNavigator::showCardInfo);
        connect(m_search->cardView(), &CardView::occludeRequested, this, &ViewNavigator::occlude);
    }
    return m_search;
}

void ViewNavigator::showOverview()
{
    showView(m_overview);
    m_window.tree()->setFocus();
}

void ViewNavigator::showRead(const core::DeckPath& scope)
{
    ReadView* view = readView();
    showView(view);
    view->showScope(scope);
    if (!(scope == m_window.selectedDeck()))
        m_window.selectDeck(scope);   // after showScope: the selection then finds Read on `scope` already
    view->setFocus();
}

void ViewNavigator::showSearch()
{
    SearchView* view = searchView();
    showView(view);
    view->focusQuery();
}

void ViewNavigator::followSelection(const core::DeckPath& deck)
{
    m_overview->setScope(deck);
    // Read on screen follows the tree: a chapter clicked there is read at once.
    if (m_read && currentView() == m_read && !(m_read->scope() == deck))
        m_read->showScope(deck);
}

void ViewNavigator::occlude(const QString& picture)
{
    OcclusionEditor* editor = openOcclusionEditor(&m_window, m_window.notesDir(), picture);
    if (editor)
        connect(editor, &OcclusionEditor::saved, &m_window, &MainWindow::reimport, Qt::UniqueConnection);
}

QString ViewNavigator::mainViewName() const
{
    const QWidget* view = currentView();
    return view == m_read     ? QStringLiteral("read")
           : view == m_search ? QStringLiteral("search")
           : view == m_stats  ? QStringLiteral("stats")
                              : QStringLiteral("overview");
}

// The review screen, made when first needed; leaving it returns to the overview.
QWidget* ViewNavigator::reviewView()
{
    if (!m_review) {
        auto* review = new ReviewView(m_context, m_stack);
        connect(review, &ReviewView::closeRequested, this, &ViewNavigator::showOverview);
        connect(review, &ReviewView::cardInfoRequested, this, &ViewNavigator::showCardInfo);
        // The review's menu acts on the card's picture wherever it is opened.
        review->cardView()->setOccludesCardPicture(true);
        connect(review->cardView(), &CardView::occludeRequested, this, &ViewNavigator::occlude);
        m_review = review;
    }
    return m_review;
}

void ViewNavigator::study(const core::DeckPath& scope)
{
    startReview(&scope, 0);
}

void ViewNavigator::studyCard(core::CardId id)
{
    startReview(nullptr, id);
}

void ViewNavigator::startReview(const core::DeckPath* scope, core::CardId card)
{
    auto* review = static_cast<ReviewView*>(reviewView());
    // The study actions are off then; this covers the ways around them (a link in a Read page).
    if (m_context.isReadOnly()) {
        say(tr("Studying is off: the deck is open read-only (%1).").arg(m_context.readOnlyReason()), 15000);
        return;
    }
    showView(review);
    if (scope)
        review->startSession(*scope);
    else
        review->startSingle(card);
    review->setFocus();
}

// Card info, which the review screen, the browsing views and the drill summary open (I); the one
// open before is closed.
CardInfoDialog* ViewNavigator::showCardInfo(core::CardId id)
{
    if (m_cardInfo)
        m_cardInfo->close();
    auto* dialog = new CardInfoDialog(m_context, id, &m_window);
    m_cardInfo = dialog;
    dialog->show();
    return dialog;
}

CardInfoDialog* ViewNavigator::cardInfoDialog() const
{
    return static_cast<CardInfoDialog*>(m_cardInfo.data());
}

// The statistics view, made when first needed; its "selected chapter" is the tree's current node.
StatsView* ViewNavigator::statsView()
{
    if (!m_stats) {
        m_stats = new StatsView(m_context, m_stack);
        m_stats->setSelectedDeck(m_window.selectedDeck());
        connect(m_window.tree()->selectionModel(), &QItemSelectionModel::currentChanged, m_stats,
                [this] { m_stats->setSelectedDeck(m_window.selectedDeck()); });
        connect(m_stats, &StatsView::backRequested, this, &ViewNavigator::showOverview);
    }
    return m_stats;
}

void ViewNavigator::showStatistics()
{
    StatsView* view = statsView();
    showView(view);
    view->setFocus();
}

} // namespace notedeck::gui
