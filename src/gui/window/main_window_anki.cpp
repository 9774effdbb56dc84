// The main window's side of the bridge to Anki (docs/anki.md): File › Export to Anki… writes the
// package in the worker and says what it wrote, in plain text.
#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/window/anki_export_dialog.h"
#include "gui/window/main_window.h"
#include "service/anki_export.h"

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

} // namespace notedeck::gui
