#pragma once
// The views beside the chapter tree, one at a time in a stack: the overview, read, search, the
// review screen, statistics, the drill screen and the drill history, each made when first needed
// and owned by the stack (Qt parenting); which one shows and what went before a drill; Card info
// in a window of its own over the main window. It follows the tree's selection and goes back to
// the overview when a view is left. GUI thread.
#include "core/deck_path.h"
#include "core/types.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QStackedWidget;
class QWidget;

namespace notedeck::service {
struct DrillOptions;
}

namespace notedeck::gui {

class AppContext;
class CardInfoDialog;
class DeckTreeModel;
class DrillHistoryView;
class DrillSetupDialog;
class DrillView;
class MainWindow;
class OverviewView;
class ReadView;
class SearchView;
class StatsView;

class ViewNavigator final : public QObject {
    Q_OBJECT
public:
    // The stack is made a child of `parent` (the window's splitter); the views read `model`, the
    // window's tree gives the selected chapters, and its status bar says why a view did not start.
    ViewNavigator(MainWindow& window, AppContext& context, DeckTreeModel& model, QWidget* parent);

    QStackedWidget* stack() const { return m_stack; }
    // Makes `view` the visible view, adding it to the stack (and taking ownership) the first time.
    void showView(QWidget* view);
    QWidget* currentView() const;

    OverviewView* overview() const { return m_overview; }
    ReadView* readView();
    SearchView* searchView();
    QWidget* reviewView();
    StatsView* statsView();
    DrillView* drillView();
    DrillHistoryView* drillHistoryView();

    void showOverview();
    void showRead(const core::DeckPath& scope);
    void showSearch();
    void showStatistics();
    void study(const core::DeckPath& scope);
    void studyCard(core::CardId id);
    CardInfoDialog* showCardInfo(core::CardId id);
    CardInfoDialog* cardInfoDialog() const;
    DrillSetupDialog* openDrillSetup(const std::vector<core::DeckPath>& decks = {});
    bool startDrill(const service::DrillOptions& options);
    void showDrillHistory();

    // The overview's scope and Read on screen follow the tree's current chapter.
    void followSelection(const core::DeckPath& deck);
    // The occlusion editor on `picture` of the notes folder (Occlude… on a card); a save imports
    // the folder again, which makes the picture's cards.
    void occlude(const QString& picture);
    // "read", "search", "stats" or "overview": the view a next start shows again (a review or a
    // drill does not start by itself).
    QString mainViewName() const;

signals:
    void viewShown(QWidget* view);

private:
    void startReview(const core::DeckPath* scope, core::CardId card);
    void say(const QString& message, int ms);

    MainWindow& m_window;
    AppContext& m_context;
    DeckTreeModel& m_model;
    QStackedWidget* m_stack = nullptr;
    OverviewView* m_overview = nullptr;
    ReadView* m_read = nullptr;
    SearchView* m_search = nullptr;
    QWidget* m_review = nullptr;
    StatsView* m_stats = nullptr;
    DrillView* m_drill = nullptr;
    DrillHistoryView* m_drillHistory = nullptr;
    QPointer<QWidget> m_beforeDrill;   // shown again when a drill being drawn cannot start
    QPointer<QWidget> m_cardInfo;      // the CardInfoDialog open, if any
};

} // namespace notedeck::gui
