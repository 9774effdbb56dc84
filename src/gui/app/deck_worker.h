#pragma once
// The app's worker thread for long deck work: imports, the search index, the chapter tree's
// counts, backups. It owns a QThread and, inside it, a DeckStore of its own on the same deck
// file (opened on first use, closed for a restore), so the GUI thread's DeckStore is never
// touched from two threads. Jobs run one at a time in the order posted; each job's `done` runs
// afterwards on the GUI thread, unless the worker is gone by then. Create and use it on the GUI
// thread; destroying it waits for the job that is running.
#include "core/result.h"
#include "storage/deck_store.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <filesystem>
#include <functional>
#include <memory>

namespace notedeck::gui {

// The worker thread's view of the deck.
class WorkerDeck {
public:
    // `readOnly`: opened with DeckStore::openReadOnly (never writes, takes no lock), for workers
    // that only read, such as the statistics view's.
    explicit WorkerDeck(std::filesystem::path file, bool readOnly = false) : m_file(std::move(file)), m_readOnly(readOnly) {}
    // Opens the deck the first time it is needed.
    core::Result<storage::DeckStore*> open();
    void close() { m_store.reset(); }
    const std::filesystem::path& file() const { return m_file; }

private:
    std::filesystem::path m_file;
    bool m_readOnly = false;
    std::unique_ptr<storage::DeckStore> m_store;
};

class DeckWorker final : public QObject {
    Q_OBJECT
public:
    explicit DeckWorker(std::filesystem::path deckFile, QObject* parent = nullptr, bool readOnly = false);
    ~DeckWorker() override;

    // Runs `work(WorkerDeck&)` on the worker thread, then `done(result)` on the GUI thread if
    // `context` (the object `done` belongs to) still exists then. `work` must not touch GUI objects.
    template <typename Work, typename Done>
    void run(QObject* context, Work work, Done done)
    {
        post([this, guard = QPointer<QObject>(context), work = std::move(work), done = std::move(done)](
                 WorkerDeck& deck) mutable {
            auto result = work(deck);
            QMetaObject::invokeMethod(
                this,
                [guard, done = std::move(done), result = std::move(result)]() mutable {
                    if (guard)
                        done(std::move(result));
                },
                Qt::QueuedConnection);
        });
    }

    // Jobs posted and not finished yet.
    int pending() const { return m_pending; }

signals:
    void idle();   // the last posted job has finished

private:
    void post(std::function<void(WorkerDeck&)> job);

    QThread m_thread;
    QObject* m_inThread = nullptr;   // lives in m_thread; jobs are queued to it
    std::unique_ptr<WorkerDeck> m_deck;
    int m_pending = 0;
};

} // namespace notedeck::gui
