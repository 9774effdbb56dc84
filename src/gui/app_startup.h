#pragma once
// What `notedeck` does before its window shows: open the deck (importing the bundled notes into
// an empty deck when they are the notes folder, so a first start shows cards), read the app's
// settings from it, pick the notes folder (--notes, else the remembered one, else the bundled
// notes), install the translation for the interface language, and build the AppContext with the
// theme and font size applied. Shared by main() and the start-up benchmark. GUI thread.
#include "core/result.h"
#include "gui/app_context.h"
#include "gui/launch_options.h"
#include "service/app_settings.h"

#include <QString>

#include <memory>

namespace notedeck::gui {

struct AppStart {
    std::unique_ptr<AppContext> context;
    service::AppSettings settings;
    QString notesDir;     // absolute
    QString language;     // the translation installed: "en" or "zh_CN"
};

core::Result<AppStart> startApp(const LaunchOptions& options, const QString& executable);

// Installs the interface translation for `language` ("" follows the system locale) on the
// application, with Qt's own for standard dialogs, in place of any it installed before, and makes
// the language's locale the default for dates and numbers; returns the language used.
QString installTranslations(const QString& language);

} // namespace notedeck::gui
