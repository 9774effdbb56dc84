#include "gui/window/notes_watcher.h"

#include "service/import/import_notes.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QTimer>

namespace notedeck::gui {

namespace {

class QtDebounceTimer final : public DebounceTimer {
public:
    explicit QtDebounceTimer(QObject* parent) : DebounceTimer(parent)
    {
        m_timer.setSingleShot(true);
        connect(&m_timer, &QTimer::timeout, this, &DebounceTimer::expired);
    }
    void start(int ms) override { m_timer.start(ms); }
    void stop() override { m_timer.stop(); }
    bool isActive() const override { return m_timer.isActive(); }

private:
    QTimer m_timer;
};

} // namespace

NotesWatcher::NotesWatcher(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &NotesWatcher::onChange);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &NotesWatcher::onChange);
    setDebounceTimer(new QtDebounceTimer(this));
}

void NotesWatcher::setDebounceTimer(DebounceTimer* timer)
{
    const bool waiting = m_debounce && m_debounce->isActive();
    delete m_debounce;
    m_debounce = timer;
    m_debounce->setParent(this);
    connect(m_debounce, &DebounceTimer::expired, this, [this] {
        rescan();
        if (!m_paused)
            emit changed();
    });
    if (waiting)
        m_debounce->start(m_debounceMs);
}

void NotesWatcher::setFolder(const QString& folder)
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_folder = folder;
    m_entries.clear();
    m_debounce->stop();
    rescan();
}

void NotesWatcher::setPaused(bool paused)
{
    m_paused = paused;
    if (paused)
        m_debounce->stop();
}

void NotesWatcher::onChange(const QString& path)
{
    if (const auto known = m_entries.constFind(path); known != m_entries.constEnd() && *known == visibleEntries(path))
        return;
    // Editors that save by renaming replace the file: the watch on it is gone, so look again
    // once things are quiet.
    ++m_changesSeen;
    m_debounce->start(m_debounceMs);
}

void NotesWatcher::rescan()
{
    if (m_folder.isEmpty() || !QDir(m_folder).exists())
        return;
    QStringList paths{m_folder};
    const QDir root(m_folder);
    // The question rules are hidden but part of the notes: edited in place, only a watch on the
    // file itself sees it.
    if (const QString rules = root.filePath(QString::fromUtf8(service::kNotesRulesFile)); QFileInfo::exists(rules))
        paths.append(rules);
    // Hidden folders are skipped like the importer skips them.
    // A picture's mask file is part of the notes that show the picture (docs/format.md, "Image
    // occlusion"): saved in place, only a watch on the file sees it.
    QDirIterator it(m_folder, QStringList{QStringLiteral("*.md"), QStringLiteral("*.occlusion.json")},
                    QDir::AllDirs | QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
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
    for (const QString& dir : m_watcher.directories())
        m_entries.insert(dir, visibleEntries(dir));
}

QStringList NotesWatcher::visibleEntries(const QString& dir) const
{
    const QString rules = QString::fromUtf8(service::kNotesRulesFile);
    QStringList entries;
    for (const QString& name : QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                                                   QDir::Name))
        if (!name.startsWith(QLatin1Char('.')) || name == rules)
            entries << name;
    return entries;
}

} // namespace notedeck::gui
