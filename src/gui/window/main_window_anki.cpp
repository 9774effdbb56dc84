// File › Import from Anki… (docs/anki.md): a package read and imported on the worker thread, its
// report shown as plain text (a package's names are untrusted: never rich text).
#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/app/journal_sync.h"
#include "gui/window/main_window.h"
#include "service/anki_import.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QStatusBar>

namespace notedeck::gui {

void MainWindow::importFromAnki()
{
    const std::filesystem::path notes = m_notesDir.toStdString();
    if (m_notesDir.isEmpty() || isBundledNotes(notes)) {
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
