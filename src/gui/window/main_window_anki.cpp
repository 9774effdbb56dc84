// The main window's side of the bridge to Anki (docs/anki.md): File › Export to Anki… writes the
// package in the worker and says what it wrote; File › Import from Anki… reads and imports a package
// in the worker. Both reports are plain text (a package's and the deck's names are never markup).
#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/app/journal_sync.h"
#include "gui/window/anki_export_dialog.h"
#include "gui/window/main_window.h"
#include "gui/window/notes_import.h"
#include "service/anki/anki_export.h"
#include "service/anki/anki_import.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QStatusBar>

namespace notedeck::gui {

void MainWindow::openAnkiExport()
{
    AnkiExportDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || dialog.packageFile().isEmpty())
        return;
    exportToAnki(dialog.packageFile(), dialog.withHistory());
}

void MainWindow::exportToAnki(const QString& file, bool withHistory)
{
    statusBar()->showMessage(tr("Exporting to Anki…"));
    m_context.worker().run(
        this,
        [path = file.toStdString(), withHistory](WorkerDeck& deck) -> core::Result<service::AnkiExportReport> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            service::AnkiExportOptions options;
            options.file = path;
            options.history = withHistory;
            return service::exportToAnki(**store, options);
        },
        [this, file](core::Result<service::AnkiExportReport> result) {
            statusBar()->clearMessage();
            QString text;
            if (result) {
                text = tr("%1 written: %2 notes, %3 cards, %4 answers, %5 media files.")
                           .arg(file)
                           .arg(result->notes)
                           .arg(result->cards)
                           .arg(result->reviews)
                           .arg(result->media);
                if (!result->problems.empty())
                    text += QLatin1Char('\n') + tr("Not added:") + QLatin1Char('\n');
                for (const std::string& problem : result->problems)
                    text += QLatin1Char('\n') + QString::fromStdString(problem);
            } else {
                text = tr("The Anki package could not be written: %1").arg(QString::fromStdString(result.error().toString()));
            }
            QMessageBox box(result ? QMessageBox::Information : QMessageBox::Warning, tr("Export to Anki"), text,
                            QMessageBox::Ok, this);
            // The deck's names and the notes' paths are shown as they are, never as markup.
            box.setTextFormat(Qt::PlainText);
            emit ankiExported(bool(result), text);
            if (!m_quietAnkiResult)
                box.exec();
        });
}

void MainWindow::importFromAnki()
{
    const std::filesystem::path notes = m_notes->notesDir().toStdString();
    if (m_notes->notesDir().isEmpty() || isBundledNotes(notes)) {
        QMessageBox box(QMessageBox::Information, tr("Import from Anki"),
                        tr("Anki notes are written as Markdown into your notes folder. Choose your own notes folder "
                           "first (File › Notes folder…)."),
                        QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return;
    }
    const QString file = QFileDialog::getOpenFileName(this, tr("Import from Anki"), QString(),
                                                      tr("Anki packages (*.apkg *.colpkg)"));
    if (file.isEmpty())
        return;
    statusBar()->showMessage(tr("Importing %1…").arg(file));
    service::AnkiImportOptions options{file.toStdString(), notes / "Anki", notes};
    m_context.worker().run(
        this,
        [options](WorkerDeck& deck) -> core::Result<service::AnkiImportReport> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::importAnkiPackage(**store, options);
        },
        [this](core::Result<service::AnkiImportReport> report) {
            statusBar()->clearMessage();
            // New cards and answers: the tree's and the overview's counts change.
            if (report)
                refreshTree();
            showAnkiImport(report);
        });
}

void MainWindow::showAnkiImport(const core::Result<service::AnkiImportReport>& report)
{
    QMessageBox box(this);
    box.setWindowTitle(tr("Import from Anki"));
    box.setTextFormat(Qt::PlainText);
    if (!report) {
        box.setIcon(QMessageBox::Warning);
        box.setText(tr("Nothing was imported.") + "\n\n" + QString::fromStdString(report.error().toString()));
    } else {
        box.setIcon(QMessageBox::Information);
        box.setText(QString::fromStdString(report->toText()));
        QString problems;
        for (const auto& p : report->problems)
            problems += QString::fromStdString(p) + "\n";
        if (!problems.isEmpty())
            box.setDetailedText(problems);
    }
    box.setObjectName("ankiImportReport");
    m_ankiReport = &box;
    box.exec();
    m_ankiReport = nullptr;
}

} // namespace notedeck::gui
