#pragma once
// The app's one window: the chapter tree on the left (new / learning / due counts and a mastery
// bar per node), the current view on the right, a banner when the deck cannot be written, the last
// import's report above the view. It wires the parts it coordinates, each with its own state:
// NotesImport (the notes folder watched and imported), StatusAndSync (the status bar, the import's
// progress, the study journal watched and merged), MainMenus (the menus and their keys) and
// ViewNavigator (the views, made when first needed, added with showView() and owned by the window
// through Qt parenting). The AppContext outlives the window. GUI thread.
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "gui/app/coalesced_refresh.h"
#include "gui/shared/confirmation.h"

#include <QMainWindow>
#include <QPointer>

#include <vector>

class QLabel;
class QMessageBox;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTimer;
class QTreeView;

namespace notedeck::service {
struct AnkiImportReport;
struct DrillOptions;
}

namespace notedeck::gui {

class AppContext;
class CardInfoDialog;
class DeckTreeModel;
class DrillHistoryView;
class DrillSetupDialog;
class DrillView;
class ImportController;
class JournalWatcher;
class RescheduleOffer;
class ImportReportPanel;
class KeyboardShortcutsDialog;
class MainMenus;
class NotesImport;
class NotesWatcher;
class OverviewView;
class ReadView;
class SearchView;
class StatsView;
class StatusAndSync;
class ViewNavigator;
struct ImportOutcome;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    // `notesDir`: the folder the deck is imported from, watched while the window is open.
    MainWindow(AppContext& context, const QString& notesDir, QWidget* parent = nullptr);
    ~MainWindow() override;

    AppContext& context() { return m_context; }

    // Makes `view` the visible view, adding it to the stack (and taking ownership) the first time.
    void showView(QWidget* view);
    QWidget* currentView() const;

    // The views (created when first needed).
    OverviewView* overview() const;
    ReadView* readView();
    SearchView* searchView();
    QWidget* reviewView();

    void showOverview();
    void showRead(const core::DeckPath& scope);
    void showSearch();
    // The statistics view, its scope following the tree's selection.
    StatsView* statsView();
    void showStatistics();
    // Reviews today's cards of `scope` (empty: the whole deck), or just one card.
    void study(const core::DeckPath& scope);
    void studyCard(core::CardId id);
    // Card info of `id` in a window of its own over this one; the one
    // open before is closed. The review, Read, Search and drill summary views ask for it (I).
    CardInfoDialog* showCardInfo(core::CardId id);
    CardInfoDialog* cardInfoDialog() const;

    // Interview drills: the setup dialog, opened on `decks` (none: the
    // chapters selected in the tree), a drill started with its options (the drill screen shows
    // while the worker draws; false when it cannot start at once, and when the draw fails the
    // status bar says why and the view before comes back), the drill history. A drill in
    // progress that is not on screen is shown again instead of the dialog (nullptr then).
    DrillSetupDialog* openDrillSetup(const std::vector<core::DeckPath>& decks = {});
    bool startDrill(const service::DrillOptions& options);
    void showDrillHistory();
    DrillView* drillView();
    DrillHistoryView* drillHistoryView();

    // The chapter tree.
    DeckTreeModel& treeModel() { return *m_treeModel; }
    QTreeView* tree() const { return m_tree; }
    void selectDeck(const core::DeckPath& deck);
    core::DeckPath selectedDeck() const;
    // Every deck selected in the tree (Ctrl+click or Shift+click selects several), in tree order.
    std::vector<core::DeckPath> selectedDecks() const;
    // Computes the tree's counts again in the worker; treeLoaded() follows. While a count runs,
    // requests are merged into one more count after it (never queued up on the worker).
    void refreshTree();
    const CoalescedRefresh& treeRefresh() const { return m_treeRefresh; }

    // The notes folder: imported now, then watched; the deck keeps it (NotesImport).
    // Another folder than the deck's is first previewed (NotesPreviewDialog), taken on its Import;
    // what it would retire is worked out then (in the worker), and when any, the reader is asked.
    QString notesDir() const;
    void setNotesDir(const QString& dir);
    // How the window asks (a message box; tests answer in its place).
    void setConfirmation(Confirmation confirm);
    // A deck read-only because another NoteDeck held it: whether that NoteDeck has let it go now
    // (then the banner offers to open the deck for writing), or which one holds it now. Called
    // when the window is activated and every few seconds while it is so.
    void checkDeckLock();
    // Opens the deck again, writable when nobody else holds it now; deckTakenOver() follows.
    void takeOverDeck();
    void reimport();
    // File › Import from Anki…: asks for a package, imports it on the worker, shows the report.
    void importFromAnki();
    void showAnkiImport(const core::Result<service::AnkiImportReport>& report);
    QWidget* ankiReport() const { return m_ankiReport; }   // while it is shown (tests)
    ImportController& importer();
    // Offers to reschedule the review cards after Settings changed their options (made on first use).
    RescheduleOffer& rescheduleOffer();
    NotesWatcher& watcher();
    // The study journal (StatusAndSync): its folder watched once an import has set it up;
    // a change there merges the other devices' files in the worker (requests while a merge runs
    // make one more merge after it), and the status bar says what came in.
    JournalWatcher& journalWatcher();
    void mergeJournals();
    // Moves the journal beside the deck or back into this window's notes folder (in the worker;
    // Settings › Sync), then watches it there; the status bar says when it failed.
    void keepJournalBesideDeck(bool besideDeck);
    // Gives this device the name typed in Settings › Sync (service::renameDevice), in the worker.
    void renameDevice(const QString& name);
    ImportReportPanel* reportPanel() const { return m_report; }

    void openSettings();
    void openRestore();
    // File › Export to Anki… (main_window_anki.cpp): the dialog, then exportToAnki in the worker,
    // whose result a message box shows (not when `quiet`, for tests) and ankiExported tells.
    void openAnkiExport();
    void exportToAnki(const QString& file, bool withHistory);
    void setQuietAnkiResult(bool quiet) { m_quietAnkiResult = quiet; }
    // Help › Keyboard shortcuts (? and F1) and Help › About NoteDeck (MainMenus).
    KeyboardShortcutsDialog* openShortcuts();
    QMessageBox* openAbout();
    // Replaces the deck with `backupFile` (closing and reopening it); restored(ok) follows.
    void restoreBackup(const QString& backupFile);

    // Restores the geometry and the last view saved by the previous run (QSettings).
    void restoreState();

signals:
    void viewShown(QWidget* view);
    void treeLoaded();
    void importFinished(const notedeck::gui::ImportOutcome& outcome);
    void restored(bool ok, const QString& message);
    // A merge of the journal (at an import or when its folder changed) finished; `message` is
    // what the status bar said (empty when nothing came in).
    void journalMerged(const QString& message);
    // The deck, read-only while another NoteDeck held it, was opened again and is writable now.
    void deckTakenOver();
    void ankiExported(bool ok, const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildLayout();
    void connectContext();
    void onImportFinished(const ImportOutcome& outcome);
    void onTreeSelection();
    bool countTree();
    void updateWritable();
    QString readOnlyText(const QString& reason) const;
    void saveState();
    // The day's backup in the worker (service::autoBackup); `closing`: service::closingBackup.
    void backupInBackground(bool closing = false);
    void openIssue(const QString& notesDir, const QString& file, int line);

    AppContext& m_context;
    QWidget* m_ankiReport = nullptr;
    DeckTreeModel* m_treeModel = nullptr;
    QTreeView* m_tree = nullptr;
    QSplitter* m_splitter = nullptr;
    QLabel* m_banner = nullptr;
    QPushButton* m_takeOver = nullptr;
    QTimer* m_lockCheck = nullptr;
    static constexpr int kLockCheckMs = 3000;
    ImportReportPanel* m_report = nullptr;
    ViewNavigator* m_views = nullptr;    // the views beside the tree, and which one shows
    RescheduleOffer* m_reschedule = nullptr;
    MainMenus* m_menus = nullptr;        // the menus, and which of their actions write
    NotesImport* m_notes = nullptr;      // the notes folder, watched, and its import
    StatusAndSync* m_status = nullptr;   // the status bar and the study journal
    bool m_quietAnkiResult = false;
    CoalescedRefresh m_treeRefresh{[this] { return countTree(); }};
    bool m_treeSized = false;     // the splitter was set for the tree's names, or restored
    QString m_pendingSelection;   // deck key to select once the tree has loaded
};

} // namespace notedeck::gui
