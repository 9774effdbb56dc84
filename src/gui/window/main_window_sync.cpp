// The main window's side of the study journal (docs/sync.md): what an import's merge brought, the
// journal folder watched, and a merge in the worker when another device's file changes there.
#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/app/journal_sync.h"
#include "gui/window/import_controller.h"
#include "gui/window/journal_watcher.h"
#include "gui/window/main_window.h"
#include "service/sync.h"

#include <QLabel>
#include <QStatusBar>

namespace notedeck::gui {

namespace {
constexpr int kMergeMessageMs = 20000;

struct MergeOutcome {
    core::Result<service::MergeReport> report = core::fail("not run");
    JournalPlace journal;
};
} // namespace

void MainWindow::onJournalFollowed(const ImportOutcome& outcome)
{
    if (!outcome.journalError.isEmpty()) {
        statusBar()->showMessage(tr("The study journal could not be merged: %1").arg(outcome.journalError),
                                 kMergeMessageMs);
        return;
    }
    if (!outcome.merge)
        return;
    m_journalWatcher->setFolder(outcome.journal.folder, outcome.journal.ownFile);
    showMerge(*outcome.merge);
}

void MainWindow::mergeJournals()
{
    if (m_context.isReadOnly())
        return;
    m_journalMerge.request();
}

bool MainWindow::startMerge()
{
    m_context.worker().run(
        this,
        [](WorkerDeck& deck) {
            MergeOutcome outcome;
            auto store = deck.open();
            if (!store) {
                outcome.report = std::unexpected(store.error());
                return outcome;
            }
            outcome.report = service::mergeJournals(**store);
            outcome.journal = journalPlace(**store);
            return outcome;
        },
        [this](MergeOutcome outcome) {
            // Another merge follows when the folder changed again meanwhile: it tells the latest.
            m_journalMerge.finished();
            if (!outcome.report) {
                statusBar()->showMessage(tr("The study journal could not be merged: %1")
                                             .arg(QString::fromStdString(outcome.report.error().toString())),
                                         kMergeMessageMs);
                emit journalMerged(QString());
                return;
            }
            m_journalWatcher->setFolder(outcome.journal.folder, outcome.journal.ownFile);
            showMerge(*outcome.report);
        });
    return true;
}

void MainWindow::keepJournalBesideDeck(bool besideDeck)
{
    const std::filesystem::path notes = m_notesDir.toStdString();
    m_context.worker().run(
        this,
        [besideDeck, notes, bundled = isBundledNotes(notes)](WorkerDeck& deck) {
            MergeOutcome outcome;
            auto store = deck.open();
            if (!store) {
                outcome.report = std::unexpected(store.error());
                return outcome;
            }
            if (auto kept = service::keepJournalBesideDeck(**store, besideDeck, notes, bundled); !kept)
                outcome.report = std::unexpected(kept.error());
            else
                outcome.report = service::MergeReport{};
            outcome.journal = journalPlace(**store);
            return outcome;
        },
        [this](MergeOutcome outcome) {
            if (!outcome.report)
                statusBar()->showMessage(tr("The study journal could not be moved: %1")
                                             .arg(QString::fromStdString(outcome.report.error().toString())),
                                         kMergeMessageMs);
            m_journalWatcher->setFolder(outcome.journal.folder, outcome.journal.ownFile);
        });
}

void MainWindow::renameDevice(const QString& name)
{
    m_context.worker().run(
        this,
        [typed = name.toStdString()](WorkerDeck& deck) -> core::Result<std::string> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::renameDevice(**store, typed);
        },
        [this](core::Result<std::string> renamed) {
            statusBar()->showMessage(renamed ? tr("This device is now called %1.").arg(QString::fromStdString(*renamed))
                                             : tr("This device could not be renamed: %1")
                                                   .arg(QString::fromStdString(renamed.error().toString())),
                                     kMergeMessageMs);
        });
}

void MainWindow::showMerge(const service::MergeReport& report)
{
    // In the status bar's own text, which stays until the next import or merge says something
    // (a passing message would go as soon as the pointer crosses a menu).
    const QString message = mergeStatus(report);
    if (!message.isEmpty())
        m_statusText->setText(message);
    emit journalMerged(message);
}

} // namespace notedeck::gui
