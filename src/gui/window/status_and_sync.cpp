#include "gui/window/status_and_sync.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/app/journal_sync.h"
#include "gui/shared/error_text.h"
#include "gui/widgets/plain_text.h"
#include "gui/window/import_controller.h"
#include "gui/window/journal_watcher.h"
#include "service/sync/journal_news.h"
#include "service/sync/sync.h"

#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QStringList>

namespace notedeck::gui {

namespace {
constexpr int kJournalNewsMs = 60000;
constexpr int kMergeMessageMs = 20000;

struct MergeOutcome {
    core::Result<service::MergeReport> report = core::fail("not run");
    JournalPlace journal;
};
} // namespace

StatusAndSync::StatusAndSync(AppContext& context, QStatusBar* bar, QObject* parent)
    : QObject(parent), m_context(context), m_bar(bar)
{
    m_text = plainLabel(bar);
    m_text->setObjectName(QStringLiteral("statusText"));
    m_progress = new QProgressBar(bar);
    m_progress->setObjectName(QStringLiteral("importProgress"));
    m_progress->setMaximumWidth(160);
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), bar);
    m_cancel->setObjectName(QStringLiteral("importCancel"));
    m_cancel->setToolTip(tr("Stop the import; the deck stays as it was"));
    m_cancel->hide();
    bar->addWidget(m_text, 1);
    bar->addPermanentWidget(m_progress);
    bar->addPermanentWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &StatusAndSync::cancelRequested);

    m_journalWatcher = new JournalWatcher(this);
    connect(m_journalWatcher, &JournalWatcher::changed, this, &StatusAndSync::mergeJournals);
    // What the study journal tells after an answer or change of this thread's deck: a message in
    // the status bar (plain text), long enough to be read after a review's last answer.
    service::onJournalNews([status = QPointer<StatusAndSync>(this)](const service::JournalNews& news) {
        if (!status)
            return;
        QStringList told;
        if (const auto& unwritten = news.unwritten)
            told << tr("Saved in the deck, but the study journal in %1 could not be written (%2). Other devices will "
                       "get it once there is room.")
                        .arg(QString::fromStdString(unwritten->folder.string()), QString::fromStdString(unwritten->reason));
        for (const std::string& notice : news.notices)
            told << tr("Study journal: %1").arg(QString::fromStdString(notice));
        status->say(told.join(QLatin1Char(' ')), kJournalNewsMs);
    });
}

void StatusAndSync::say(const QString& message, int ms) { m_bar->showMessage(message, ms); }

void StatusAndSync::clearMessage() { m_bar->clearMessage(); }

void StatusAndSync::setText(const QString& text) { m_text->setText(text); }

void StatusAndSync::showImportStarted(const QString& notesDir)
{
    m_text->setText(tr("Importing %1…").arg(notesDir));
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("%v of %m files"));
    m_progress->show();
    m_cancel->show();
}

void StatusAndSync::showImportProgress(int done, int total)
{
    // Files read of the folder's files; busy until the folder is listed.
    m_progress->setRange(0, total);
    m_progress->setValue(done);
}

void StatusAndSync::showImportFinished(const ImportOutcome& outcome)
{
    m_progress->hide();
    m_cancel->hide();
    m_text->setText(outcome.report && outcome.report->wroteNothing
                        ? tr("Notes up to date.")
                        : tr("Import finished in %1 s.").arg(QString::number(outcome.seconds, 'f', 1)));
}

void StatusAndSync::followImport(const ImportOutcome& outcome)
{
    if (!outcome.journalError.isEmpty()) {
        say(tr("The study journal could not be merged: %1").arg(outcome.journalError), kMergeMessageMs);
        return;
    }
    if (!outcome.merge)
        return;
    m_journalWatcher->setFolder(outcome.journal.folder, outcome.journal.ownFile);
    showMerge(*outcome.merge);
}

void StatusAndSync::mergeJournals()
{
    if (m_context.isReadOnly())
        return;
    m_merge.request();
}

bool StatusAndSync::startMerge()
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
            m_merge.finished();
            if (!outcome.report) {
                say(tr("The study journal could not be merged: %1").arg(errorText(outcome.report.error())), kMergeMessageMs);
                emit journalMerged(QString());
                return;
            }
            m_journalWatcher->setFolder(outcome.journal.folder, outcome.journal.ownFile);
            showMerge(*outcome.report);
        });
    return true;
}

void StatusAndSync::keepJournalBesideDeck(bool besideDeck, const QString& notesDir)
{
    const std::filesystem::path notes = notesDir.toStdString();
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
                say(tr("The study journal could not be moved: %1").arg(errorText(outcome.report.error())), kMergeMessageMs);
            m_journalWatcher->setFolder(outcome.journal.folder, outcome.journal.ownFile);
        });
}

void StatusAndSync::renameDevice(const QString& name)
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
            say(renamed ? tr("This device is now called %1.").arg(QString::fromStdString(*renamed))
                        : tr("This device could not be renamed: %1").arg(errorText(renamed.error())),
                kMergeMessageMs);
        });
}

void StatusAndSync::showMerge(const service::MergeReport& report)
{
    // In the status line, which stays until the next import or merge says something (a passing
    // message would go as soon as the pointer crosses a menu).
    const QString message = mergeStatus(report);
    if (!message.isEmpty())
        m_text->setText(message);
    emit journalMerged(message);
}

} // namespace notedeck::gui
