#pragma once
// Watches a notes folder, every folder, Markdown file and pictures' mask file (*.occlusion.json)
// below it and its question rules file (QFileSystemWatcher), and
// says changed() once the files have been quiet for the debounce interval, so an editor's save
// (often a write, a rename and a delete) leads to one import. New sub-folders are watched as
// they appear. A folder's change that leaves its visible entries as they were (a hidden file or
// folder came, went or changed, such as the study journal NoteDeck writes in <notes>/.notedeck/)
// is not a change of the notes and is ignored, so the journal's writes never start an import.
// Lives on the GUI thread.
#include <QFileSystemWatcher>
#include <QHash>
#include <QObject>
#include <QStringList>

namespace notedeck::gui {

// The debounce: expired() once `ms` have passed since the last start(). The watcher's own runs on
// a QTimer; tests put in one they expire themselves, so a burst needs no waiting.
class DebounceTimer : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    // (Re)starts the wait: expired() comes `ms` after the last call, unless stopped.
    virtual void start(int ms) = 0;
    virtual void stop() = 0;
    virtual bool isActive() const = 0;

signals:
    void expired();
};

class NotesWatcher final : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDebounceMs = 700;

    explicit NotesWatcher(QObject* parent = nullptr);

    // Starts watching `folder` (an empty string stops watching).
    void setFolder(const QString& folder);
    QString folder() const { return m_folder; }
    void setDebounce(int ms) { m_debounceMs = ms; }
    // Replaces the debounce timer (the watcher takes it over).
    void setDebounceTimer(DebounceTimer* timer);
    // File system changes seen so far (each restarts the debounce).
    int changesSeen() const { return m_changesSeen; }
    // Stops reporting changes (the import of a folder the app is about to leave …).
    void setPaused(bool paused);

signals:
    void changed();

private:
    void onChange(const QString& path);
    void rescan();
    // The entries of `dir` the importer can see (and the question rules file), sorted.
    QStringList visibleEntries(const QString& dir) const;

    QString m_folder;
    QHash<QString, QStringList> m_entries;   // of each watched folder, at the last rescan
    QFileSystemWatcher m_watcher;
    DebounceTimer* m_debounce = nullptr;
    int m_debounceMs = kDefaultDebounceMs;
    int m_changesSeen = 0;
    bool m_paused = false;
};

} // namespace notedeck::gui
