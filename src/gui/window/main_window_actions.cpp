// MainWindow: menus and the actions behind them (notes folder, settings, restore), and what
// happens when the window opens and closes.
#include "gui/window/main_window.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/app/editor_launcher.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card/card_profile.h"
#include "gui/card/card_theme.h"
#include "gui/settings/reschedule_offer.h"
#include "gui/settings/settings_dialog.h"
#include "gui/settings/sync_panel.h"
#include "gui/stats/stats_view.h"
#include "gui/window/import_controller.h"
#include "gui/window/notes_watcher.h"
#include "gui/window/restore_dialog.h"
#include "service/app_settings.h"
#include "service/backups.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeView>

#include <functional>

namespace notedeck::gui {

namespace {

// Changes one of the app's options kept in the deck; a failure is shown in the status bar.
void storeAppSetting(AppContext& context, QStatusBar* status, const std::function<void(service::AppSettings&)>& change)
{
    if (auto app = service::loadAppSettings(context.deck())) {
        change(*app);
        if (auto saved = service::saveAppSettings(context.deck(), *app); !saved)
            status->showMessage(QString::fromStdString(saved.error().toString()), 8000);
    }
}

} // namespace

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* notes = file->addAction(tr("Notes &folder…"), this, &MainWindow::chooseNotesDir);
    notes->setShortcut(QKeySequence::Open);
    QAction* importNow = file->addAction(tr("&Import notes now"), this, &MainWindow::reimport);
    importNow->setShortcut(QKeySequence(Qt::Key_F5));
    file->addSeparator();
    // The bridge to Anki both ways; each has its own mnemonic (K, A).
    QAction* anki = file->addAction(tr("Import from An&ki…"), this, &MainWindow::importFromAnki);
    file->addAction(tr("Export to &Anki…"), this, &MainWindow::openAnkiExport);
    file->addSeparator();
    QAction* restore = file->addAction(tr("&Restore a backup…"), this, &MainWindow::openRestore);
    QAction* settings = file->addAction(tr("&Settings…"), this, &MainWindow::openSettings);
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    m_writingActions = {notes, importNow, anki, restore, settings};

    QMenu* go = menuBar()->addMenu(tr("&Go"));
    QAction* overview = go->addAction(tr("&Overview"), this, &MainWindow::showOverview);
    overview->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction* read = go->addAction(tr("&Read the chapter"), this, [this] { showRead(selectedDeck()); });
    read->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction* search = go->addAction(tr("&Search…"), this, &MainWindow::showSearch);
    search->setShortcut(QKeySequence::Find);
    go->addSeparator();
    QAction* study = go->addAction(tr("S&tudy the chapter"), this, [this] { this->study(selectedDeck()); });
    study->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QAction* studyAll = go->addAction(tr("Study &everything"), this, [this] { this->study(core::DeckPath()); });
    studyAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    QAction* tree = go->addAction(tr("&Chapter tree"), this, [this] { m_tree->setFocus(); });
    tree->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_writingActions << study << studyAll;
    // S in the chapter tree studies the selected chapter, as the tree's tooltip says.
    auto* studyKey = new QAction(tr("Study the selected chapter"), this);   // as the shortcuts list names it
    studyKey->setShortcut(QKeySequence(Qt::Key_S));
    studyKey->setShortcutContext(Qt::WidgetShortcut);
    connect(studyKey, &QAction::triggered, this, [this] { this->study(selectedDeck()); });
    m_tree->addAction(studyKey);
    m_tree->setAccessibleName(tr("Chapter tree"));
    m_writingActions << studyKey;
    addDrillActions(go);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* statistics = view->addAction(tr("&Statistics"), this, &MainWindow::showStatistics);
    statistics->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    view->addSeparator();
    auto* themes = new QActionGroup(this);
    for (auto [label, theme] : {std::pair{tr("Follow the system"), CardTheme::System}, std::pair{tr("Light"), CardTheme::Light},
                                std::pair{tr("Dark"), CardTheme::Dark}}) {
        QAction* action = view->addAction(label);
        action->setCheckable(true);
        action->setChecked(theme == m_context.theme());
        themes->addAction(action);
        connect(action, &QAction::triggered, this, [this, theme = theme] {
            m_context.setTheme(theme);
            // Kept in the deck, as the Settings dialog keeps it, for the next start.
            if (!m_context.isReadOnly())
                storeAppSetting(m_context, statusBar(), [theme](service::AppSettings& app) {
                    app.theme = cardThemeName(theme).toStdString();
                });
        });
        connect(&m_context, &AppContext::appearanceChanged, action,
                [this, action, theme = theme] { action->setChecked(theme == m_context.theme()); });
    }
    view->addSeparator();
    // Ctrl+= / Ctrl+- / Ctrl+0 belong to the card views themselves; the menu only names them.
    view->addAction(tr("Larger card text\tCtrl+="), this, [this] { m_context.setFontSize(m_context.fontSize() + 1); });
    view->addAction(tr("Smaller card text\tCtrl+-"), this, [this] { m_context.setFontSize(m_context.fontSize() - 1); });

    addHelpMenu();
}

void MainWindow::chooseNotesDir()
{
    auto* dialog = new QFileDialog(this, tr("Choose the notes folder"), m_notesDir);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, &MainWindow::setNotesDir);
    dialog->open();
}

void MainWindow::openIssue(const QString& notesDir, const QString& file, int line)
{
    const QString command = m_context.hasDeck() ? configuredEditorCommand(m_context.deck()) : QString();
    QString error;
    if (!openInEditor(command, QDir(notesDir).filePath(file), line, &error))
        statusBar()->showMessage(error, 8000);
}

void MainWindow::openSettings()
{
    if (m_context.isReadOnly())
        return;
    auto* dialog = new SettingsDialog(m_context, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SettingsDialog::saved, this, [this, dialog](bool languageChanged) {
        if (const auto name = dialog->sync()->nameChanged())
            renameDevice(*name);
        if (const auto besideDeck = dialog->sync()->choiceChanged())
            keepJournalBesideDeck(*besideDeck);
        statusBar()->showMessage(languageChanged ? tr("Settings saved. The new language shows the next time NoteDeck starts.")
                                                 : tr("Settings saved."),
                                 8000);
    });
    connect(dialog, &SettingsDialog::rescheduleSuggested, this,
            [this](core::PresetId preset) { rescheduleOffer().offer(false, preset); });
    dialog->open();
}

RescheduleOffer& MainWindow::rescheduleOffer()
{
    if (!m_reschedule)
        m_reschedule = new RescheduleOffer(m_context, this);
    return *m_reschedule;
}

void MainWindow::openRestore()
{
    auto* dialog = new RestoreDialog(m_context, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RestoreDialog::restoreRequested, this, &MainWindow::restoreBackup);
    dialog->open();
}

void MainWindow::restoreBackup(const QString& backupFile)
{
    if (m_context.isReadOnly())
        return;
    m_import->cancel();
    m_watcher->setPaused(true);
    const std::filesystem::path deckFile = m_context.deckFile();
    const std::filesystem::path backup = backupFile.toStdString();
    m_context.withDeckClosed(
        [deckFile, backup, now = m_context.now()]() -> core::Result<void> {
            auto outcome = service::restoreBackup(deckFile, backup, now);
            if (!outcome)
                return std::unexpected(outcome.error());
            return {};
        },
        [this](core::Result<void> done) {
            m_watcher->setPaused(false);
            const QString message = done ? tr("The backup was restored.")
                                         : tr("Restoring failed: %1").arg(QString::fromStdString(done.error().toString()));
            statusBar()->showMessage(message, 10000);
            emit restored(done.has_value(), message);
        });
}

void MainWindow::saveState()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), QMainWindow::saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(QStringLiteral("window/deck"), QString::fromStdString(selectedDeck().key()));
    // The main views come back; a review or a drill does not start by itself (the overview shows).
    const QWidget* view = currentView();
    settings.setValue(QStringLiteral("window/view"), view == m_read     ? QStringLiteral("read")
                                                     : view == m_search ? QStringLiteral("search")
                                                     : view == m_stats  ? QStringLiteral("stats")
                                                                        : QStringLiteral("overview"));
}

void MainWindow::restoreState()
{
    QSettings settings;
    if (const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray(); !geometry.isEmpty())
        restoreGeometry(geometry);
    QMainWindow::restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray()))
        m_treeSized = true;
    const auto deck = core::DeckPath::fromKey(settings.value(QStringLiteral("window/deck")).toString().toStdString());
    selectDeck(deck);
    const QString view = settings.value(QStringLiteral("window/view")).toString();
    if (view == QLatin1String("read"))
        showRead(deck);
    else if (view == QLatin1String("search"))
        showSearch();
    else if (view == QLatin1String("stats"))
        showStatistics();
}

void MainWindow::backupInBackground(bool closing)
{
    // The first open of the day with cards in the deck (or the first import, on a first start)
    // makes the daily backup; closing makes another when the deck changed since.
    m_context.worker().run(
        this,
        [now = m_context.now(), closing](WorkerDeck& deck) -> core::Result<std::optional<core::BackupFile>> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return closing ? service::closingBackup(**store, now) : service::autoBackup(**store, now);
        },
        [this](core::Result<std::optional<core::BackupFile>> made) {
            if (!made)
                statusBar()->showMessage(tr("The daily backup failed: %1").arg(QString::fromStdString(made.error().toString())),
                                         10000);
        });
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveState();
    m_import->cancel();
    m_watcher->setFolder(QString());
    // The font size zoomed to with Ctrl+= is kept for the next start.
    if (m_context.hasDeck() && !m_context.isReadOnly()) {
        if (auto app = service::loadAppSettings(m_context.deck()); app && app->cardFontSize != m_context.fontSize()) {
            app->cardFontSize = m_context.fontSize();
            (void)service::saveAppSettings(m_context.deck(), *app);
        }
    }
    // A backup when the deck closes too, when it changed since the day's, in the worker like the
    // one on open: on a large deck it takes seconds (docs/app.md), which the window would otherwise
    // hang for. The window goes at once; the worker finishes the backup before the app ends
    // (~DeckWorker runs what is queued).
    if (m_context.hasDeck() && !m_context.isReadOnly())
        backupInBackground(true);
    event->accept();
}

} // namespace notedeck::gui
