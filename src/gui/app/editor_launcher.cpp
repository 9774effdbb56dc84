#include "gui/app/editor_launcher.h"

#include "service/options/app_settings.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace notedeck::gui {

namespace {

// Editors that take "+LINE FILE"; those that need a terminal are marked.
struct PlusLineEditor {
    const char* name;
    bool terminal;
};
constexpr PlusLineEditor kPlusLineEditors[] = {
    {"vi", true},    {"vim", true},   {"nvim", true},  {"nano", true},   {"micro", true}, {"kak", true},
    {"joe", true},   {"jed", true},   {"ne", true},    {"mg", true},     {"emacs", false}, {"gvim", false},
    {"gedit", false}, {"mousepad", false}, {"pluma", false}, {"xed", false},
};

QString replacePlaceholders(QString argument, const QString& file, int line)
{
    return argument.replace(QLatin1String("{file}"), file).replace(QLatin1String("{line}"), QString::number(line));
}

EditorLaunch openUrl(const QString& file)
{
    return {QString(), {}, QUrl::fromLocalFile(file)};
}

} // namespace

EditorLaunch planEditorLaunch(const QString& configured, const QProcessEnvironment& environment, const QString& file,
                              int line)
{
    line = std::max(line, 1);
    if (!configured.trimmed().isEmpty()) {
        QStringList parts = QProcess::splitCommand(configured);
        if (parts.isEmpty())
            return openUrl(file);
        const bool namesFile = configured.contains(QLatin1String("{file}"));
        for (QString& part : parts)
            part = replacePlaceholders(part, file, line);
        if (!namesFile)
            parts.append(file);
        const QString program = parts.takeFirst();
        return {program, parts, {}};
    }

    QString editor = environment.value(QStringLiteral("VISUAL")).trimmed();
    if (editor.isEmpty())
        editor = environment.value(QStringLiteral("EDITOR")).trimmed();
    QStringList parts = QProcess::splitCommand(editor);
    if (parts.isEmpty())
        return openUrl(file);
    const QString name = QFileInfo(parts.first()).fileName();

    if (name == QLatin1String("code") || name == QLatin1String("codium") || name == QLatin1String("code-oss")) {
        parts << QStringLiteral("--goto") << QStringLiteral("%1:%2").arg(file).arg(line);
    } else if (name == QLatin1String("kate") || name == QLatin1String("kwrite")) {
        parts << QStringLiteral("--line") << QString::number(line) << file;
    } else if (name == QLatin1String("subl") || name == QLatin1String("sublime_text")) {
        parts << QStringLiteral("%1:%2").arg(file).arg(line);
    } else {
        const PlusLineEditor* known = nullptr;
        for (const auto& e : kPlusLineEditors)
            if (name == QLatin1String(e.name))
                known = &e;
        if (known)
            parts << QStringLiteral("+%1").arg(line);
        parts << file;
        if (known && known->terminal) {
            // A terminal editor started from a window has no terminal of its own.
            QString terminal = environment.value(QStringLiteral("TERMINAL")).trimmed();
            if (terminal.isEmpty())
                terminal = QStandardPaths::findExecutable(QStringLiteral("x-terminal-emulator"));
            if (terminal.isEmpty())
                return openUrl(file);
            QStringList wrapped = QProcess::splitCommand(terminal);
            wrapped << QStringLiteral("-e") << parts;
            parts = wrapped;
        }
    }
    const QString program = parts.takeFirst();
    return {program, parts, {}};
}

bool launchEditor(const EditorLaunch& launch, QString* error)
{
    if (launch.program.isEmpty()) {
        if (QDesktopServices::openUrl(launch.url))
            return true;
        if (error)
            *error = QCoreApplication::translate("EditorLauncher", "No application opens %1; set an editor command in the settings.")
                         .arg(launch.url.toLocalFile());
        return false;
    }
    if (QProcess::startDetached(launch.program, launch.arguments))
        return true;
    if (error)
        *error = QCoreApplication::translate("EditorLauncher", "Cannot start the editor “%1”.")
                     .arg(launch.program);
    return false;
}

bool openInEditor(const QString& configured, const QString& file, int line, QString* error)
{
    return launchEditor(planEditorLaunch(configured, QProcessEnvironment::systemEnvironment(), file, line), error);
}

QString configuredEditorCommand(service::Deck& deck)
{
    if (auto app = service::loadAppSettings(deck))
        return QString::fromStdString(app->editorCommand);
    return {};
}

} // namespace notedeck::gui
