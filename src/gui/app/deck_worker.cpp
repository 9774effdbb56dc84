#include "gui/app/deck_worker.h"

namespace notedeck::gui {

core::Result<service::Deck*> WorkerDeck::open()
{
    const int generation = m_source.settingsGeneration ? m_source.settingsGeneration->load() : 0;
    if (!m_deck) {
        auto deck = service::Deck::open(m_source.file, m_source.options);
        if (!deck)
            return std::unexpected(deck.error());
        m_deck = std::move(*deck);
        m_deck->onChanged([this](const service::DeckChanges& changes) {
            if (m_observer)
                m_observer(changes);
        });
    } else if (generation != m_generation) {
        if (auto reloaded = m_deck->reloadScheduler(); !reloaded)
            return std::unexpected(reloaded.error());
    }
    m_generation = generation;
    return m_deck.get();
}

DeckWorker::DeckWorker(std::filesystem::path deckFile, QObject* parent)
    : DeckWorker(DeckWorkerSource{std::move(deckFile), {}, nullptr}, parent)
{
}

DeckWorker::DeckWorker(DeckWorkerSource source, QObject* parent)
    : QObject(parent), m_deck(std::make_unique<WorkerDeck>(std::move(source)))
{
    m_thread.setObjectName(QStringLiteral("NoteDeck deck worker"));
    m_inThread = new QObject();
    m_inThread->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_inThread, &QObject::deleteLater);
    // Heard on the worker thread, told on the GUI thread (before the job's `done`, queued later).
    m_deck->onChanged([this](const service::DeckChanges& changes) {
        QMetaObject::invokeMethod(
            this,
            [this, changes] {
                if (m_onChanged)
                    m_onChanged(changes);
            },
            Qt::QueuedConnection);
    });
    m_thread.start(QThread::LowPriority);
}

void DeckWorker::setOnChanged(std::function<void(const service::DeckChanges&)> observer)
{
    m_onChanged = std::move(observer);
}

DeckWorker::~DeckWorker()
{
    // The deck is closed in the thread that used it, after the jobs already queued (callers cancel
    // a running import first).
    QMetaObject::invokeMethod(m_inThread, [deck = m_deck.get()] { deck->close(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

void DeckWorker::post(std::function<void(WorkerDeck&)> job)
{
    ++m_pending;
    QMetaObject::invokeMethod(
        m_inThread,
        [this, job = std::move(job)] {
            job(*m_deck);
            QMetaObject::invokeMethod(
                this,
                [this] {
                    if (--m_pending == 0)
                        emit idle();
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace notedeck::gui
