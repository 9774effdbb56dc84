// The deck's notes folder and the deck's lock, as the window handles them: another notes folder
// is first previewed (what its import would make, and the reader's choice of how questions are
// found and of files left out, saved to its .notedeck.toml), and taking it is a deliberate act
// that says how many cards it would retire and asks first; a deck
// opened read-only because another NoteDeck held it is checked again (when the window is
// activated, and every few seconds) and, once that NoteDeck has let it go, offered to be taken over.
#include "gui/window/main_window.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/card/card_profile.h"
#include "gui/window/import_controller.h"
#include "gui/window/notes_preview_dialog.h"
#include "gui/window/notes_watcher.h"
#include "service/import_notes.h"
#include "service/notes_source.h"

#include <QDir>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

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

void MainWindow::setNotesDir(const QString& dir)
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
            statusBar()->showMessage(tr("The notes in %1 cannot be imported: %2")
                                         .arg(absolute, QString::fromStdString(preview.error().toString())),
                                     15000);
            return;
        }
        auto* dialog = new NotesPreviewDialog(m_context, absolute, std::move(*preview), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // Import: the folder is taken at once when the deck has no cards, else after asking, with
        // how many of them the folder (under the rules just saved) would retire.
        connect(dialog, &QDialog::accepted, this, [this, absolute] {
            m_context.worker().run(this, previewWork(absolute), [this, absolute](core::Result<service::ImportPreview> preview) {
                if (!preview) {
                    statusBar()->showMessage(tr("The notes in %1 cannot be imported: %2")
                                                 .arg(absolute, QString::fromStdString(preview.error().toString())),
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
                m_confirm(this, request, [this, guard = QPointer<MainWindow>(this), absolute](bool yes) {
                    if (!guard)
                        return;
                    if (yes)
                        adoptNotesDir(absolute);
                    else
                        statusBar()->showMessage(tr("The notes folder stays %1.").arg(m_notesDir), 8000);
                });
            });
        });
        connect(dialog, &QDialog::rejected, this, [this, absolute] {
            statusBar()->showMessage(m_notesDir.isEmpty() ? tr("Nothing was imported from %1.").arg(absolute)
                                                          : tr("The notes folder stays %1.").arg(m_notesDir),
                                     8000);
        });
        dialog->open();
    });
}

void MainWindow::adoptNotesDir(const QString& dir)
{
    if (m_context.isReadOnly())
        return;
    // Kept at once, so that the next start uses it even when this import is cancelled.
    if (auto kept = service::keepNotesFolder(m_context.deck(), dir.toStdString()); !kept)
        statusBar()->showMessage(QString::fromStdString(kept.error().toString()), 15000);
    m_notesDir = dir;
    m_context.cardProfile()->setNotesFolder(m_notesDir.toStdString());
    m_watcher->setFolder(m_notesDir);
    reimport();
}

void MainWindow::setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }

void MainWindow::checkDeckLock()
{
    const std::optional<long> held = m_context.hasDeck() ? m_context.deck().usedBy() : std::nullopt;
    if (!held) {
        // Writable, or read-only for a reason that taking the deck over would not change.
        m_lockCheck->stop();
        m_takeOver->hide();
        return;
    }
    if (!m_lockCheck->isActive())
        m_lockCheck->start();
    const std::optional<long> now = service::otherNoteDeckOn(m_context.deckFile());
    if (now) {
        // Still used, maybe by another NoteDeck than at the start: the banner names the one now.
        m_takeOver->hide();
        m_banner->setText(readOnlyText(tr("NoteDeck is already using this deck (pid %1)").arg(*now)));
        return;
    }
    m_banner->setText(tr("The other NoteDeck has closed this deck. Open it again to study, import and change "
                         "settings here."));
    m_takeOver->show();
}

void MainWindow::takeOverDeck()
{
    m_takeOver->hide();
    m_lockCheck->stop();
    m_context.withDeckClosed([] { return core::Result<void>(); },
                             [this](core::Result<void> done) {
                                 updateWritable();
                                 if (!done) {
                                     statusBar()->showMessage(tr("The deck could not be opened again: %1")
                                                                  .arg(QString::fromStdString(done.error().toString())),
                                                              15000);
                                     return;
                                 }
                                 if (m_context.isReadOnly()) {
                                     statusBar()->showMessage(tr("The deck is still read-only: %1")
                                                                  .arg(m_context.readOnlyReason()),
                                                              15000);
                                     checkDeckLock();
                                     return;
                                 }
                                 statusBar()->showMessage(tr("This NoteDeck writes the deck now."), 8000);
                                 emit deckTakenOver();
                                 // What a writable start does: the day's backup, the notes watched and
                                 // imported (edited meanwhile), the journal merged with them.
                                 backupInBackground();
                                 m_watcher->setFolder(m_notesDir);
                                 reimport();
                             });
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && isActiveWindow() && m_context.isReadOnly())
        checkDeckLock();
}

} // namespace notedeck::gui
