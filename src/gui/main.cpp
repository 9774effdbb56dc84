// notedeck: the desktop app. `--screenshot FILE` renders one view offscreen-capably and exits.
#include "gui/app_deck.h"
#include "gui/app_startup.h"
#include "gui/damaged_deck_dialog.h"
#include "gui/launch_options.h"
#include "gui/main_window.h"
#include "gui/screenshot_run.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char* argv[])
{
    using namespace notedeck::gui;
    // QtWebEngine shares its GL context with the widgets; it must be said before the app exists.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QApplication::setApplicationVersion(QStringLiteral(NOTEDECK_VERSION));
    prepareApplication();
    const LaunchParse parsed = parseLaunchOptions(QApplication::arguments());
    if (parsed.helpRequested) {
        std::fputs(qPrintable(parsed.helpText), stdout);
        return 0;
    }
    if (parsed.error) {
        std::fprintf(stderr, "notedeck: %s\n", qPrintable(parsed.error->message));
        return parsed.error->exitCode;
    }
    const LaunchOptions& options = *parsed.options;

    if (options.screenshot) {
        auto deck = openAppDeck(options.deckFile.toStdString(), QApplication::applicationFilePath().toStdString());
        if (!deck) {
            std::fprintf(stderr, "notedeck: %s\n", deck.error().toString().c_str());
            return 1;
        }
        ScreenshotRun run(std::move(*deck), *options.screenshot, options.theme);
        QObject::connect(&run, &ScreenshotRun::finished, &app, [](int code) { QApplication::exit(code); },
                         Qt::QueuedConnection);
        run.start();
        return QApplication::exec();
    }

    // A damaged deck: the recovery dialog, the one modal loop, before the app's own starts.
    auto start = startAppOrRecover(options, QApplication::applicationFilePath(),
                                   [](DamagedDeckDialog& dialog) { return dialog.exec() == QDialog::Accepted; });
    if (!start) {
        std::fprintf(stderr, "notedeck: %s\n", start.error().toString().c_str());
        return 1;
    }
    int code = 0;
    {
        MainWindow window(*start->context, start->notesDir);
        window.restoreState();
        window.show();
        window.reimport();   // in the background: a first start's bundled notes, else notes edited meanwhile
        code = QApplication::exec();
    }
    return code;
}
