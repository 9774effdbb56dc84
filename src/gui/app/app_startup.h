#pragma once
// What `notedeck` does before its window shows: open the deck, read the app's settings from it,
// pick the notes folder (the deck's own; --notes on a deck without cards), install the
// translation for the interface language, and build the AppContext with the theme and font size
// applied. Nothing is imported here, not even on a first start with an empty deck: main() shows
// the window and then imports the notes folder in the background (MainWindow::reimport). Shared by
// main() and the start-up benchmark. GUI thread.
#include "core/result.h"
#include "gui/app/app_context.h"
#include "gui/app/launch_options.h"
#include "service/options/app_settings.h"

#include <QString>

#include <functional>
#include <memory>

namespace notedeck::gui {

class DamagedDeckDialog;

// The name and version the application goes by (its settings, --version, About); works on a
// QCoreApplication too, the one main() answers --help and --version with.
void nameApplication();

// What main() does once the QApplication exists, before it reads its options: the names its
// settings and desktop file go by, the system palette and widget fonts, and the system language's
// translation (for --help). Shared with the start-up benchmark, so that it starts the same way.
void prepareApplication();

struct AppStart {
    std::unique_ptr<AppContext> context;
    service::AppSettings settings;
    QString notesDir;     // absolute: the deck's notes folder; empty when the deck cannot tell
    // --notes named another folder than the deck's, and the deck has cards importing it could
    // retire: the window asks before it takes it (MainWindow::setNotesDir). Empty otherwise.
    QString proposedNotesDir;
    // The deck has no card yet and its notes folder is not the bundled notes (--notes on a new
    // deck): the window shows what the import would make before the first one (setNotesDir).
    bool previewNotesFirst = false;
    QString language;     // the translation installed: "en" or "zh_CN"
};

core::Result<AppStart> startApp(const LaunchOptions& options, const QString& executable);

// How the DamagedDeckDialog is put to the reader: main() shows it modally (exec(), before the
// app's event loop runs); tests drive it. True when it was accepted, i.e. a backup was restored.
using RecoveryPrompt = std::function<bool(DamagedDeckDialog& dialog)>;

// startApp, and when the deck file is damaged or truncated, the DamagedDeckDialog on it (in the
// language installed before, main()'s system language: the deck's setting cannot be read): once a
// backup is restored the deck is opened again. When the reader quits instead, the deck's error is returned and nothing was changed.
core::Result<AppStart> startAppOrRecover(const LaunchOptions& options, const QString& executable,
                                         const RecoveryPrompt& prompt);

// Installs the interface translation for `language` ("" follows the system locale) on the
// application (a QCoreApplication too), with Qt's own for standard dialogs, in place of any it installed before, and makes
// the language's locale the default for dates and numbers; returns the language used.
QString installTranslations(const QString& language);

} // namespace notedeck::gui
