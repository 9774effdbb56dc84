#pragma once
// Watches the study journal's folder (docs/sync.md) for what other devices wrote: a device file
// that git or Syncthing brought or grew says changed() once the folder has been quiet for the
// debounce interval, so a burst of changes leads to one merge. This device's own file is left
// out (it grows after every answer), and so is every change that leaves the other devices'
// files as they were (size and time), so NoteDeck's own writes never start a merge. GUI thread.
#include <QDateTime>
#include <QFileSystemWatcher>
#include <QMap>
#include <QObject>
#include <QTimer>

namespace notedeck::gui {

class JournalWatcher final : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDebounceMs = 500;

    explicit JournalWatcher(QObject* parent = nullptr);

    // Starts watching `journalDir`, leaving out `ownFile` (an empty folder stops watching). The
    // files there now are what later changes are measured against.
    void setFolder(const QString& journalDir, const QString& ownFile);
    QString folder() const { return m_folder; }
    void setDebounce(int ms) { m_debounceMs = ms; }

signals:
    void changed();

private:
    struct FileState {
        qint64 size = 0;
        QDateTime modified;
        bool operator==(const FileState&) const = default;
    };
    using Snapshot = QMap<QString, FileState>;

    void onChange();
    // The other devices' files as they are now, each of them watched.
    Snapshot look();

    QString m_folder;
    QString m_ownFile;
    QFileSystemWatcher m_watcher;
    QTimer m_debounce;
    int m_debounceMs = kDefaultDebounceMs;
    Snapshot m_seen;
};

} // namespace notedeck::gui
