#pragma once
// Watches a notes folder and every folder and Markdown file below it (QFileSystemWatcher), and
// says changed() once the files have been quiet for the debounce interval, so an editor's save
// (often a write, a rename and a delete) leads to one import. New sub-folders are watched as
// they appear. Lives on the GUI thread.
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace notedeck::gui {

class NotesWatcher final : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDebounceMs = 700;

    explicit NotesWatcher(QObject* parent = nullptr);

    // Starts watching `folder` (an empty string stops watching).
    void setFolder(const QString& folder);
    QString folder() const { return m_folder; }
    void setDebounce(int ms) { m_debounce.setInterval(ms); }
    // Stops reporting changes (the import of a folder the app is about to leave …).
    void setPaused(bool paused);

signals:
    void changed();

private:
    void onChange(const QString& path);
    void rescan();

    QString m_folder;
    QFileSystemWatcher m_watcher;
    QTimer m_debounce;
    bool m_paused = false;
};

} // namespace notedeck::gui
