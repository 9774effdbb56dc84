#include "gui/app/deck_worker.h"

namespace notedeck::gui {

core::Result<storage::DeckStore*> WorkerDeck::open()
{
    if (!m_store) {
        auto store = m_readOnly ? storage::DeckStore::openReadOnly(m_file) : storage::DeckStore::open(m_file);
        if (!store)
            return std::unexpected(store.error());
        m_store = std::move(*store);
    }
    return m_store.get();
}

DeckWorker::DeckWorker(std::filesystem::path deckFile, QObject* parent, bool readOnly)
    : QObject(parent), m_deck(std::make_unique<WorkerDeck>(std::move(deckFile), readOnly))
{
    m_thread.setObjectName(QStringLiteral("NoteDeck deck worker"));
    m_inThread = new QObject();
    m_inThread->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_inThread, &QObject::deleteLater);
    m_thread.start(QThread::LowPriority);
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
