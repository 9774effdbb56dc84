// MainWindow: the Help menu, with the keyboard shortcuts (also ? and F1) and About NoteDeck.
#include "gui/window/main_window.h"

#include "gui/window/keyboard_shortcuts_dialog.h"

#include <QMenuBar>
#include <QMessageBox>

namespace notedeck::gui {

void MainWindow::addHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* shortcuts = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::openShortcuts);
    // ? as most apps that are driven by keys; F1 is the platform's help key. Text fields take a
    // typed ? as text (they claim printable keys before window shortcuts).
    shortcuts->setShortcuts({QKeySequence(Qt::Key_Question), QKeySequence(QKeySequence::HelpContents)});
    help->addSeparator();
    help->addAction(tr("&About NoteDeck"), this, &MainWindow::openAbout);
}

KeyboardShortcutsDialog* MainWindow::openShortcuts()
{
    auto* dialog = new KeyboardShortcutsDialog(listShortcuts(*this), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

QMessageBox* MainWindow::openAbout()
{
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("About NoteDeck"),
                                tr("<h3>NoteDeck %1</h3>"
                                   "<p>Spaced repetition for your Markdown notes: flashcards made from your notes, "
                                   "scheduled with FSRS-6.</p><p>MIT licence. Built with Qt %2.</p>")
                                    .arg(QStringLiteral(NOTEDECK_VERSION), QString::fromLatin1(qVersion())),
                                QMessageBox::Close, this);
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

} // namespace notedeck::gui
