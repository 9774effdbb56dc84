#include "gui/window/journal_watcher.h"

#include <QDir>
#include <QFileInfo>

namespace notedeck::gui {

JournalWatcher::JournalWatcher(QObject* parent) : QObject(parent)
{
    m_debounce.setSingleShot(true);
    connect(&m_debounce, &QTimer::timeout, this, &JournalWatcher::changed);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &JournalWatcher::onChange);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &JournalWatcher::onChange);
}

void JournalWatcher::setFolder(const QString& journalDir, const QString& ownFile)
{
    if (journalDir == m_folder && ownFile == m_ownFile)
        return;
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_debounce.stop();
    m_folder = journalDir;
    m_ownFile = QFileInfo(ownFile).absoluteFilePath();
    if (!m_folder.isEmpty() && QDir(m_folder).exists())
        m_watcher.addPath(m_folder);
    m_seen = look();
}

void JournalWatcher::onChange()
{
    // A file replaced by a rename loses its watch: look() watches what is there now.
    Snapshot now = look();
    if (now == m_seen)
        return;
    m_seen = std::move(now);
    m_debounce.start(m_debounceMs);
}

JournalWatcher::Snapshot JournalWatcher::look()
{
    Snapshot files;
    if (m_folder.isEmpty())
        return files;
    const QFileInfoList entries = QDir(m_folder).entryInfoList({QStringLiteral("*.jsonl")}, QDir::Files);
    const QStringList watched = m_watcher.files();
    for (const QFileInfo& entry : entries) {
        if (entry.absoluteFilePath() == m_ownFile)
            continue;
        files.insert(entry.fileName(), {entry.size(), entry.lastModified()});
        if (!watched.contains(entry.absoluteFilePath()))
            m_watcher.addPath(entry.absoluteFilePath());
    }
    return files;
}

} // namespace notedeck::gui
