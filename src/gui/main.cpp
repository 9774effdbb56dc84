// notedeck: the desktop app. `--screenshot FILE` renders one view offscreen-capably and exits.
#include "gui/app/app_deck.h"
#include "gui/app/app_startup.h"
#include "gui/app/damaged_deck_dialog.h"
#include "gui/app/launch_options.h"
#include "gui/card/image_scheme_handler.h"
#include "gui/screenshot/screenshot_run.h"
#include "gui/window/main_window.h"

#include <QApplication>

#include <cstdio>

namespace {

using namespace notedeck::gui;

// --help, --version and a usage error: printed, with the exit status.
int answer(const LaunchParse& parsed)
{
    if (parsed.information) {
        std::fputs(qPrintable(*parsed.information), stdout);
        return 0;
    }
    std::fprintf(stderr, "notedeck: %s\n", qPrintable(parsed.error ? parsed.error->message : QString()));
    return parsed.error ? parsed.error->exitCode : 2;
}

// What needs no window is answered by a console application: the QApplication would abort on a
// machine without a display (a server, a container, ssh) before it could print the help.
int answerWithoutWindow(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    nameApplication();
    installTranslations(QString());   // the system's language: no deck is open
    return answer(parseLaunchOptions(QCoreApplication::arguments()));
}

} // namespace

int main(int argc, char* argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    if (answeredWithoutWindow(arguments))
        return answerWithoutWindow(argc, argv);

    // QtWebEngine shares its GL context with the widgets; it must be said before the app exists.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    notedeck::gui::registerImageScheme();   // before the application, as QtWebEngine requires
    QApplication app(argc, argv);
    prepareApplication();
    const LaunchParse parsed = parseLaunchOptions(QApplication::arguments());
    if (!parsed.options)
        return answer(parsed);
    const LaunchOptions& options = *parsed.options;

    if (options.screenshot) {
        auto deck = openAppDeck(options.deckFile.toStdString(), QApplication::applicationFilePath().toStdString(), {},
                                options.notesDir.toStdString());
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
        // A folder of the reader's own on a deck with no card yet: previewed before its first import.
        MainWindow window(*start->context, start->previewNotesFirst ? QString() : start->notesDir);
        window.restoreState();
        window.show();
        if (start->previewNotesFirst)
            window.setNotesDir(start->notesDir);
        else
            window.reimport();   // in the background: a first start's bundled notes, else notes edited meanwhile
        // --notes naming another folder than the deck's: asked first when it would retire cards.
        if (!start->proposedNotesDir.isEmpty() && !start->context->isReadOnly())
            window.setNotesDir(start->proposedNotesDir);
        code = QApplication::exec();
    }
    return code;
}
