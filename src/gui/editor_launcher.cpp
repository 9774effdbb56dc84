#include "gui/editor_launcher.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QProcess>
#include <QUrl>

namespace notedeck::gui {

QStringList editorArguments(const QString& command, const QString& file, int line)
{
    QStringList parts = QProcess::splitCommand(command);
    bool hasFile = false;
    for (QString& part : parts) {
        hasFile = hasFile || part.contains(QStringLiteral("{file}"));
        part.replace(QStringLiteral("{file}"), file);
        part.replace(QStringLiteral("{line}"), QString::number(std::max(line, 1)));
    }
    if (!parts.isEmpty() && !hasFile)
        parts.append(file);   // "gedit" alone: give it the file at least
    return parts;
}

bool openInEditor(const QString& command, const QString& file, int line, QString* error)
{
    const QStringList parts = editorArguments(command, file, line);
    if (parts.isEmpty()) {
        if (QDesktopServices::openUrl(QUrl::fromLocalFile(file)))
            return true;
        if (error)
            *error = QCoreApplication::translate("EditorLauncher", "No application opens %1; set an editor command in the settings.")
                         .arg(file);
        return false;
    }
    if (QProcess::startDetached(parts.first(), parts.mid(1)))
        return true;
    if (error)
        *error = QCoreApplication::translate("EditorLauncher", "Cannot start the editor “%1”.").arg(parts.first());
    return false;
}

} // namespace notedeck::gui
