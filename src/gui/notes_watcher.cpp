#include "gui/notes_watcher.h"

#include <QDir>
#include <QDirIterator>

namespace notedeck::gui {

NotesWatcher::NotesWatcher(QObject* parent) : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDefaultDebounceMs);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &NotesWatcher::onChange);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &NotesWatcher::onChange);
    connect(&m_debounce, &QTimer::timeout, this, [this] {
        rescan();
        if (!m_paused)
            emit changed();
    });
}

void NotesWatcher::setFolder(const QString& folder)
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_folder = folder;
    m_debounce.stop();
    rescan();
}

void NotesWatcher::setPaused(bool paused)
{
    m_paused = paused;
    if (paused)
        m_debounce.stop();
}

void NotesWatcher::onChange(const QString&)
{
    // Editors that save by renaming replace the file: the watch on it is gone, so look again
    // once things are quiet.
    m_debounce.start();
}

void NotesWatcher::rescan()
{
    if (m_folder.isEmpty() || !QDir(m_folder).exists())
        return;
    QStringList paths{m_folder};
    const QDir root(m_folder);
    // Hidden folders are skipped like the importer skips them.
    QDirIterator it(m_folder, QStringList{QStringLiteral("*.md")}, QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = root.relativeFilePath(path);
        if (relative.startsWith(QLatin1Char('.')) || relative.contains(QStringLiteral("/.")))
            continue;
        paths.append(path);
    }
    const QStringList watched = m_watcher.files() + m_watcher.directories();
    QStringList fresh;
    for (const QString& path : paths)
        if (!watched.contains(path))
            fresh.append(path);
    if (!fresh.isEmpty())
        m_watcher.addPaths(fresh);
}

} // namespace notedeck::gui
