#pragma once
// Imports the notes folder in the background: one import at a time on the app's DeckWorker
// (another request while one runs is remembered and runs right after), then the search index is
// brought up to date in the same job. A cancel flag stops it between files; a cancelled import
// writes nothing. After the import, in the same job, the study journal follows the notes and merges
// what other devices wrote (docs/sync.md). While it runs, progress() follows the files read (polled from the worker's
// counters a few times a second, so a big folder does not flood the event loop). When an import changed the deck, the AppContext tells every screen
// (cardsChanged with the cards that got new content, moved or were retired; then deckChanged).
// Lives on the GUI thread; the work runs in the worker.
#include "core/result.h"
#include "gui/app/journal_sync.h"
#include "service/import/import_report.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <filesystem>
#include <memory>
#include <optional>

namespace notedeck::gui {

class AppContext;

struct ImportOutcome {
    core::Result<service::ImportReport> report = core::fail("not run");
    bool cancelled = false;
    double seconds = 0;   // import and search index together
    // After an import that was not cancelled and did not fail: the study journal followed the
    // notes (service::followNotes) and merged what other devices wrote; `journalError` when that
    // failed (the import itself stands).
    std::optional<service::MergeReport> merge;
    QString journalError;
    JournalPlace journal;   // where it is, to watch
};

class ImportController final : public QObject {
    Q_OBJECT
public:
    explicit ImportController(AppContext& context, QObject* parent = nullptr);
    ~ImportController() override;

    // Imports `notesDir` (or queues one more import when one is running).
    void start(const std::filesystem::path& notesDir);
    // Asks the running import to stop; it finishes with `cancelled` and writes nothing.
    void cancel();
    bool isRunning() const { return m_running; }

    // Files of the notes folder read so far by the running import, of how many (0 of 0 before
    // the folder is listed).
    int filesDone() const { return m_shownDone; }
    int filesTotal() const { return m_shownTotal; }

signals:
    void started(const QString& notesDir);
    // The running import has read `done` of `total` files (the same pair is not said twice).
    void progress(int done, int total);
    void finished(const notedeck::gui::ImportOutcome& outcome);

private:
    // Written by the worker, read by the GUI thread.
    struct Progress {
        std::atomic<int> done{0};
        std::atomic<int> total{0};
    };

    void launch();
    void pollProgress();

    AppContext& m_context;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<Progress> m_progress;
    QTimer m_poll;
    int m_shownDone = 0;
    int m_shownTotal = 0;
    std::filesystem::path m_notesDir;
    bool m_running = false;
    bool m_again = false;
};

} // namespace notedeck::gui
