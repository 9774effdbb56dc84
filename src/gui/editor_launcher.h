#pragma once
// Opens a notes file at a line, for the warnings of an import report: with the editor command
// from the settings ("{file}" and "{line}" replaced, e.g. "kate --line {line} {file}"), or the
// desktop's default application when there is none. GUI thread.
#include <QString>

namespace notedeck::gui {

// The program and arguments the command expands to (empty when the command is empty).
QStringList editorArguments(const QString& command, const QString& file, int line);

// Starts the editor detached; false (with `error` set) when it could not be started.
bool openInEditor(const QString& command, const QString& file, int line, QString* error = nullptr);

} // namespace notedeck::gui
