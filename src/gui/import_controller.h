#pragma once
// Imports the notes folder in the background: one import at a time on the app's DeckWorker
// (another request while one runs is remembered and runs right after), then the search index is
// brought up to date in the same job. A cancel flag stops it between steps; a cancelled import
// writes nothing. When an import changed the deck, the AppContext tells every screen
// (cardsChanged with the cards that got new content, moved or were retired; then deckChanged).
// Lives on the GUI thread; the work runs in the worker.
#include "core/result.h"
#include "service/import_report.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <filesystem>
#include <memory>

namespace notedeck::gui {

class AppContext;

struct ImportOutcome {
    core::Result<service::ImportReport> report = core::fail("not run");
    bool cancelled = false;
    double seconds = 0;   // import and search index together
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

signals:
    void started(const QString& notesDir);
    void finished(const notedeck::gui::ImportOutcome& outcome);

private:
    void launch();

    AppContext& m_context;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::filesystem::path m_notesDir;
    bool m_running = false;
    bool m_again = false;
};

} // namespace notedeck::gui
