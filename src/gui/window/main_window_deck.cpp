// The deck's lock, as the window handles it: a deck opened read-only because another NoteDeck held
// it is checked again (when the window is activated, and every few seconds) and, once that
// NoteDeck has let it go, offered to be taken over.
#include "gui/window/main_window.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/window/notes_import.h"
#include "service/import/notes_source.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

namespace notedeck::gui {

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
                                 m_notes->watch(m_notes->notesDir());
                                 m_notes->reimport();
                             });
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && isActiveWindow() && m_context.isReadOnly())
        checkDeckLock();
}

} // namespace notedeck::gui
