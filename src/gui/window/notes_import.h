#pragma once
// The main window's notes folder and its import: the folder the deck is imported from, watched
// while the window is open and imported again in the background when a file changes; the import's
// progress in the status bar; another folder first previewed (NotesPreviewDialog: what its import
// would make, and the reader's choice of how questions are found and of files left out, saved to
// its .notedeck.toml), and taking it a deliberate act that says how many cards it would retire and
// asks first. The window wires what an import brought to the report, the journal and the backup.
// GUI thread.
#include "gui/shared/confirmation.h"

#include <QObject>
#include <QString>

class QWidget;

namespace notedeck::gui {

class AppContext;
class ImportController;
class NotesWatcher;
class StatusAndSync;
struct ImportOutcome;

class NotesImport final : public QObject {
    Q_OBJECT
public:
    // `window` holds the dialogs it opens; `status` shows the progress and what happened.
    NotesImport(AppContext& context, const QString& notesDir, QWidget* window, StatusAndSync& status);

    QString notesDir() const { return m_notesDir; }
    // The folder imported now; another one than the deck's is previewed first (see above).
    void setNotesDir(const QString& dir);
    // File › Notes folder…: a folder chooser, then setNotesDir.
    void chooseNotesDir();
    // Imports the notes folder again in the background (not on a read-only deck).
    void reimport();
    // Watches the notes folder (empty: stops watching).
    void watch(const QString& folder);
    // Stops an import that runs, and watching, while the deck is replaced (restoring a backup).
    void pause(bool paused);
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }

    ImportController& importer() { return *m_import; }
    NotesWatcher& watcher() { return *m_watcher; }

signals:
    void finished(const notedeck::gui::ImportOutcome& outcome);

private:
    void adoptNotesDir(const QString& dir);
    void onStarted();

    AppContext& m_context;
    QWidget* m_window = nullptr;
    StatusAndSync& m_status;
    QString m_notesDir;
    ImportController* m_import = nullptr;
    NotesWatcher* m_watcher = nullptr;
    Confirmation m_confirm = confirmInMessageBox;
};

} // namespace notedeck::gui
