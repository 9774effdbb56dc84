#include "gui/import_controller.h"

#include "core/clock.h"
#include "gui/app_context.h"
#include "gui/deck_worker.h"
#include "service/import_notes.h"
#include "service/search.h"

#include <QSet>

#include <chrono>

namespace notedeck::gui {

namespace {

QSet<qint64> changedCards(const service::ImportReport& report)
{
    QSet<qint64> ids;
    for (const auto* list : {&report.updated, &report.moved, &report.retired, &report.restored})
        for (const service::CardChange& change : *list)
            ids.insert(change.id);
    return ids;
}

} // namespace

ImportController::ImportController(AppContext& context, QObject* parent) : QObject(parent), m_context(context) {}

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
    emit started(QString::fromStdString(m_notesDir.string()));
    m_context.worker().run(
        this,
        [dir = m_notesDir, cancel = m_cancel](WorkerDeck& deck) {
            const auto begin = std::chrono::steady_clock::now();
            ImportOutcome outcome;
            auto store = deck.open();
            if (!store) {
                outcome.report = std::unexpected(store.error());
                return outcome;
            }
            const core::SystemClock clock;
            outcome.report = service::importNotes(**store, dir, clock, cancel.get());
            outcome.cancelled = !outcome.report && outcome.report.error().message == service::kImportCancelled;
            if (outcome.report && !outcome.report->wroteNothing) {
                if (auto indexed = service::refreshSearchIndex(**store); !indexed)
                    outcome.report = std::unexpected(indexed.error());
            }
            outcome.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
            return outcome;
        },
        [this](ImportOutcome outcome) {
            m_running = false;
            if (outcome.report && !outcome.report->wroteNothing) {
                if (const QSet<qint64> ids = changedCards(*outcome.report); !ids.isEmpty())
                    m_context.notifyCardsChanged(ids);
                m_context.notifyDeckChanged();
            }
            emit finished(outcome);
            if (m_again)
                launch();
        });
}

} // namespace notedeck::gui
