// MainWindow: what its menus open (settings, restore, a notes file at a line), and what happens
// when the window opens and closes.
#include "gui/window/main_window.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/app/editor_launcher.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card/card_profile.h"
#include "gui/settings/reschedule_offer.h"
#include "gui/settings/settings_dialog.h"
#include "gui/settings/sync_panel.h"
#include "gui/stats/stats_view.h"
#include "gui/window/import_controller.h"
#include "gui/window/notes_import.h"
#include "gui/window/restore_dialog.h"
#include "gui/window/view_navigator.h"
#include "service/options/app_settings.h"
#include "service/backups/backups.h"

#include <QCloseEvent>
#include <QDir>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTreeView>


namespace notedeck::gui {

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
    m_notes->pause(true);
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
            m_notes->pause(false);
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
    settings.setValue(QStringLiteral("window/view"), m_views->mainViewName());
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
    m_notes->importer().cancel();
    m_notes->watch(QString());
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
