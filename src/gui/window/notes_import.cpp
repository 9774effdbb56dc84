#include "gui/window/notes_import.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/card/card_profile.h"
#include "gui/shared/error_text.h"
#include "gui/window/import_controller.h"
#include "gui/window/notes_preview_dialog.h"
#include "gui/window/notes_watcher.h"
#include "gui/window/status_and_sync.h"
#include "service/cards/cards.h"
#include "service/import/import_notes.h"
#include "service/import/notes_source.h"

#include <QDir>
#include <QFileDialog>
#include <QPointer>

namespace notedeck::gui {

namespace {
// What importing `folder` would make, worked out by the import in the worker without writing.
auto previewWork(const QString& folder)
{
    return [folder = folder.toStdString()](WorkerDeck& deck) -> core::Result<service::ImportPreview> {
        auto store = deck.open();
        if (!store)
            return std::unexpected(store.error());
        return service::previewImport(**store, folder);
    };
}
} // namespace

NotesImport::NotesImport(AppContext& context, const QString& notesDir, QWidget* window, StatusAndSync& status)
    : QObject(window), m_context(context), m_window(window), m_status(status), m_notesDir(notesDir)
{
    if (!m_notesDir.isEmpty())
        m_context.cardProfile()->setNotesFolder(m_notesDir.toStdString());
    m_import = new ImportController(m_context, this);
    m_watcher = new NotesWatcher(this);
    connect(&status, &StatusAndSync::cancelRequested, m_import, &ImportController::cancel);
    connect(m_import, &ImportController::progress, &status, &StatusAndSync::showImportProgress);
    connect(m_watcher, &NotesWatcher::changed, this, &NotesImport::reimport);
    connect(m_import, &ImportController::started, this, &NotesImport::onStarted);
    connect(m_import, &ImportController::finished, this, [this](const ImportOutcome& outcome) {
        m_status.showImportFinished(outcome);
        emit finished(outcome);
    });
}

void NotesImport::watch(const QString& folder) { m_watcher->setFolder(folder); }

void NotesImport::pause(bool paused)
{
    if (paused)
        m_import->cancel();
    m_watcher->setPaused(paused);
}

void NotesImport::chooseNotesDir()
{
    auto* dialog = new QFileDialog(m_window, tr("Choose the notes folder"), m_notesDir);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, &NotesImport::setNotesDir);
    dialog->open();
}

void NotesImport::reimport()
{
    if (m_notesDir.isEmpty()) {
        // An older deck that does not say where its cards come from: no folder is guessed.
        if (m_context.hasDeck() && service::hasCards(m_context.deck()).value_or(false))
            m_status.say(tr("This deck does not say which notes folder it comes from: choose it with "
                            "File › Notes folder…"),
                         30000);
        return;
    }
    if (m_context.isReadOnly()) {
        m_status.say(tr("The notes were not imported: the deck is open read-only (%1).").arg(m_context.readOnlyReason()),
                     15000);
        return;
    }
    m_import->start(m_notesDir.toStdString());
}

void NotesImport::onStarted()
{
    // Image files may have come or gone with the notes: embeds are looked up afresh.
    if (const auto images = m_context.cardProfile()->images())
        images->forgetNames();
    m_status.showImportStarted(m_notesDir);
}

void NotesImport::setNotesDir(const QString& dir)
{
    const QString absolute = QDir(dir).absolutePath();
    if (m_context.isReadOnly())
        return;
    if (!m_notesDir.isEmpty() && service::sameFolder(absolute.toStdString(), m_notesDir.toStdString())) {
        reimport();
        return;
    }
    // What importing the folder would make, before anything is written: the reader chooses how
    // questions are found and which files to leave out (saved to its .notedeck.toml), or keeps the
    // folder as it is.
    m_context.worker().run(this, previewWork(absolute), [this, absolute](core::Result<service::ImportPreview> preview) {
        if (!preview) {
            m_status.say(tr("The notes in %1 cannot be imported: %2").arg(absolute, errorText(preview.error())), 15000);
            return;
        }
        auto* dialog = new NotesPreviewDialog(m_context, absolute, std::move(*preview), m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // Import: the folder is taken at once when the deck has no cards, else after asking, with
        // how many of them the folder (under the rules just saved) would retire.
        connect(dialog, &QDialog::accepted, this, [this, absolute] {
            m_context.worker().run(this, previewWork(absolute), [this, absolute](core::Result<service::ImportPreview> preview) {
                if (!preview) {
                    m_status.say(tr("The notes in %1 cannot be imported: %2").arg(absolute, errorText(preview.error())),
                                 15000);
                    return;
                }
                if (preview->cards == 0) {
                    adoptNotesDir(absolute);
                    return;
                }
                const QString from = m_notesDir.isEmpty() ? tr("another notes folder") : m_notesDir;
                ConfirmRequest request{
                    tr("Use another notes folder"),
                    tr("This deck's cards come from %1.\n\nImporting %2 instead retires %n of them: they are hidden from "
                       "study and keep their history, and come back if you import their folder again.",
                       nullptr, preview->retired)
                        .arg(from, absolute),
                    tr("Import %1").arg(QDir(absolute).dirName()), tr("Keep %1").arg(from)};
                m_confirm(m_window, request, [this, guard = QPointer<NotesImport>(this), absolute](bool yes) {
                    if (!guard)
                        return;
                    if (yes)
                        adoptNotesDir(absolute);
                    else
                        m_status.say(tr("The notes folder stays %1.").arg(m_notesDir), 8000);
                });
            });
        });
        connect(dialog, &QDialog::rejected, this, [this, absolute] {
            m_status.say(m_notesDir.isEmpty() ? tr("Nothing was imported from %1.").arg(absolute)
                                              : tr("The notes folder stays %1.").arg(m_notesDir),
                         8000);
        });
        dialog->open();
    });
}

void NotesImport::adoptNotesDir(const QString& dir)
{
    if (m_context.isReadOnly())
        return;
    // Kept at once, so that the next start uses it even when this import is cancelled.
    if (auto kept = service::keepNotesFolder(m_context.deck(), dir.toStdString()); !kept)
        m_status.say(errorText(kept.error()), 15000);
    m_notesDir = dir;
    m_context.cardProfile()->setNotesFolder(m_notesDir.toStdString());
    m_watcher->setFolder(m_notesDir);
    reimport();
}

} // namespace notedeck::gui
