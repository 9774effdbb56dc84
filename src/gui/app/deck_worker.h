#pragma once
// The app's worker thread for long deck work: imports, the search index, the chapter tree's
// counts, backups. It owns a QThread and, inside it, a service::Deck of its own on the same deck
// file (opened on first use with the app's clock and time zone, closed for a restore), so the GUI
// thread's Deck is never touched from two threads. What its Deck's transactions change is
// reported on the GUI thread (setOnChanged), before the job's `done`. Jobs run one at a time in the order posted; each job's `done` runs
// afterwards on the GUI thread, unless the worker is gone by then. Create and use it on the GUI
// thread; destroying it waits for the job that is running.
#include "core/result.h"
#include "service/deck/deck.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>

namespace notedeck::gui {

// How a worker opens the deck: the file, the clock and time zone, read-only or not, and the app's
// count of settings changes (null: none), which the worker's Deck follows by reloading its
// scheduler when the count moved since its last job.
struct DeckWorkerSource {
    std::filesystem::path file;
    service::DeckOpenOptions options;
    std::shared_ptr<const std::atomic<int>> settingsGeneration;
};

// The worker thread's view of the deck.
class WorkerDeck {
public:
    explicit WorkerDeck(DeckWorkerSource source) : m_source(std::move(source)) {}
    // Opens the deck the first time it is needed; afterwards reloads its scheduler when settings
    // changed elsewhere in the app since.
    core::Result<service::Deck*> open();
    void close() { m_deck.reset(); }
    const std::filesystem::path& file() const { return m_source.file; }
    // Called on the worker thread after each commit of this Deck that changed something.
    void onChanged(std::function<void(const service::DeckChanges&)> observer) { m_observer = std::move(observer); }

private:
    DeckWorkerSource m_source;
    int m_generation = 0;
    std::function<void(const service::DeckChanges&)> m_observer;
    std::unique_ptr<service::Deck> m_deck;
};

class DeckWorker final : public QObject {
    Q_OBJECT
public:
    explicit DeckWorker(DeckWorkerSource source, QObject* parent = nullptr);
    // A worker on `deckFile` with the system clock and time zone (a deck not open in the app yet).
    explicit DeckWorker(std::filesystem::path deckFile, QObject* parent = nullptr);
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

    // `observer` hears, on the GUI thread, what each transaction of the worker's Deck changed.
    void setOnChanged(std::function<void(const service::DeckChanges&)> observer);

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
    std::function<void(const service::DeckChanges&)> m_onChanged;
};

} // namespace notedeck::gui
