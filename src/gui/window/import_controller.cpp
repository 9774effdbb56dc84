#include "gui/window/import_controller.h"

#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/app/journal_sync.h"
#include "service/import/import_notes.h"
#include "service/cards/search.h"

#include <algorithm>
#include <chrono>

namespace notedeck::gui {

namespace {
constexpr int kProgressPollMs = 100;

// Worker thread: the journal set up or moved for `notesDir`, other devices' files merged.
void followJournal(service::Deck& deck, const std::filesystem::path& notesDir, bool bundled, ImportOutcome& outcome)
{
    auto merged = service::followNotes(deck, notesDir, bundled);
    if (!merged) {
        outcome.journalError = QString::fromStdString(merged.error().toString());
        return;
    }
    outcome.merge = std::move(*merged);
    outcome.journal = journalPlace(deck);
}
} // namespace

ImportController::ImportController(AppContext& context, QObject* parent) : QObject(parent), m_context(context)
{
    m_poll.setInterval(kProgressPollMs);
    connect(&m_poll, &QTimer::timeout, this, &ImportController::pollProgress);
}

ImportController::~ImportController()
{
    // The worker finishes the running job before it stops; make that quick.
    if (m_cancel)
        m_cancel->store(true);
}

void ImportController::start(const std::filesystem::path& notesDir)
{
    m_notesDir = notesDir;
    if (m_running) {
        m_again = true;
        return;
    }
    launch();
}

void ImportController::cancel()
{
    m_again = false;
    if (m_cancel)
        m_cancel->store(true);
}

void ImportController::launch()
{
    m_running = true;
    m_again = false;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_progress = std::make_shared<Progress>();
    m_shownDone = m_shownTotal = 0;
    emit started(QString::fromStdString(m_notesDir.string()));
    m_poll.start();
    m_context.worker().run(
        this,
        [dir = m_notesDir, bundled = isBundledNotes(m_notesDir), cancel = m_cancel,
         progress = m_progress](WorkerDeck& deck) {
            const auto begin = std::chrono::steady_clock::now();
            ImportOutcome outcome;
            auto store = deck.open();
            if (!store) {
                outcome.report = std::unexpected(store.error());
                return outcome;
            }
            const core::SystemClock clock;
            outcome.report = service::importNotes(**store, dir, clock, cancel.get(), [&progress](int done, int total) {
                progress->total.store(total, std::memory_order_relaxed);
                progress->done.store(done, std::memory_order_relaxed);
            });
            outcome.cancelled = !outcome.report && outcome.report.error().message == service::kImportCancelled;
            if (outcome.report && !outcome.report->wroteNothing) {
                if (auto indexed = service::refreshSearchIndex(**store); !indexed)
                    outcome.report = std::unexpected(indexed.error());
            }
            if (outcome.report)
                followJournal(**store, dir, bundled, outcome);
            outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
            return outcome;
        },
        [this](ImportOutcome outcome) {
            pollProgress();   // the last files read, before the import says it is done
            m_poll.stop();
            m_running = false;
            emit finished(outcome);
            if (m_again)
                launch();
        });
}

void ImportController::pollProgress()
{
    if (!m_progress)
        return;
    const int total = m_progress->total.load(std::memory_order_relaxed);
    const int done = std::min(m_progress->done.load(std::memory_order_relaxed), total);
    if (done == m_shownDone && total == m_shownTotal)
        return;
    m_shownDone = done;
    m_shownTotal = total;
    emit progress(done, total);
}

} // namespace notedeck::gui
