#pragma once
// The main window's status bar and its side of the study journal (docs/sync.md): the status
// line, an import's progress with its Cancel button, passing messages, what the journal tells
// after an answer, and the journal's folder watched with a merge in the worker when another
// device's file changes there (requests while a merge runs make one more merge after it). The
// window wires it to the import and to Settings › Sync. GUI thread.
#include "gui/app/coalesced_refresh.h"

#include <QObject>
#include <QString>

class QLabel;
class QProgressBar;
class QPushButton;
class QStatusBar;

namespace notedeck::service {
struct MergeReport;
}

namespace notedeck::gui {

class AppContext;
class JournalWatcher;
struct ImportOutcome;

class StatusAndSync final : public QObject {
    Q_OBJECT
public:
    // Puts the status line, the progress and Cancel in `bar`.
    StatusAndSync(AppContext& context, QStatusBar* bar, QObject* parent = nullptr);

    // A passing message, gone after `ms` (0: until the next one).
    void say(const QString& message, int ms = 0);
    void clearMessage();
    // The status line, which stays until something else is said there.
    void setText(const QString& text);

    // An import's progress: busy, then `done` of `total` files; hidden again when it ends.
    void showImportStarted(const QString& notesDir);
    void showImportProgress(int done, int total);
    void showImportFinished(const ImportOutcome& outcome);

    // What an import's merge brought; the journal's folder is watched from then on.
    void followImport(const ImportOutcome& outcome);
    // A merge of the other devices' files, in the worker (not on a read-only deck).
    void mergeJournals();
    // Moves the journal beside the deck or back into `notesDir` (in the worker), then watches it there.
    void keepJournalBesideDeck(bool besideDeck, const QString& notesDir);
    // Gives this device the name typed in Settings › Sync, in the worker.
    void renameDevice(const QString& name);

    JournalWatcher& journalWatcher() { return *m_journalWatcher; }

signals:
    void cancelRequested();
    // A merge finished; `message` is what the status line says (empty when nothing came in).
    void journalMerged(const QString& message);

private:
    bool startMerge();
    void showMerge(const service::MergeReport& report);

    AppContext& m_context;
    QStatusBar* m_bar = nullptr;
    QLabel* m_text = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    JournalWatcher* m_journalWatcher = nullptr;
    CoalescedRefresh m_merge{[this] { return startMerge(); }};
};

} // namespace notedeck::gui
