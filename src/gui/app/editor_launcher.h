#pragma once
// Opens a notes file at a line in the user's editor: the review screen's `e` key (the card's
// file and line) and the import report's warnings (file:line).
//
// Which program, in this order:
//   1. the editor command from the settings ("app.editor_command"), a command line in which
//      {file} and {line} are replaced (the file is appended when there is no {file}),
//      e.g. "kate --line {line} {file}";
//   2. $VISUAL, else $EDITOR: editors known to take "+LINE FILE" (vi, vim, nvim, nano, emacs, …)
//      get it; VS Code gets "--goto FILE:LINE", Kate and KWrite "--line LINE FILE"; others just
//      the file. A terminal editor runs in a terminal ($TERMINAL, else x-terminal-emulator),
//      when one is installed;
//   3. the desktop's default application for the file (QDesktopServices::openUrl), which cannot
//      go to the line.
// Plain functions; GUI thread.
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::gui {

struct EditorLaunch {
    QString program;          // empty: open `url` with the desktop's default application
    QStringList arguments;
    QUrl url;
};

// What to run for `file` at `line`. `configured`: the editor command from the settings (may be
// empty); `environment` gives VISUAL, EDITOR and TERMINAL.
EditorLaunch planEditorLaunch(const QString& configured, const QProcessEnvironment& environment,
                              const QString& file, int line);

// Starts it detached; false with `error` set when it could not be started.
bool launchEditor(const EditorLaunch& launch, QString* error = nullptr);

// Both, with the process's environment: opens `file` at `line`.
bool openInEditor(const QString& configured, const QString& file, int line, QString* error = nullptr);

// The editor command stored in the deck, empty when none (or when the settings cannot be read).
QString configuredEditorCommand(storage::DeckStore& deck);

} // namespace notedeck::gui
