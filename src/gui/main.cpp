// notedeck: the desktop app. `--screenshot FILE` renders one view offscreen-capably and exits.
#include "gui/app_deck.h"
#include "gui/card_preview_window.h"
#include "gui/launch_options.h"
#include "gui/screenshot_run.h"

#include <QApplication>

#include <cstdio>

int main(int argc, char* argv[])
{
    using namespace notedeck::gui;
    // QtWebEngine shares its GL context with the widgets; it must be said before the app exists.
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("NoteDeck"));
    QApplication::setApplicationVersion(QStringLiteral(NOTEDECK_VERSION));

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

    auto deck = openAppDeck(options.deckFile.toStdString(), QApplication::applicationFilePath().toStdString());
    if (!deck) {
        std::fprintf(stderr, "notedeck: %s\n", deck.error().toString().c_str());
        return 1;
    }

    if (options.screenshot) {
        ScreenshotRun run(std::move(*deck), *options.screenshot, options.theme);
        QObject::connect(&run, &ScreenshotRun::finished, &app, [](int code) { QApplication::exit(code); },
                         Qt::QueuedConnection);
        run.start();
        return QApplication::exec();
    }

    auto cards = (*deck)->listCards(notedeck::core::DeckPath(), false);
    if (!cards) {
        std::fprintf(stderr, "notedeck: %s\n", cards.error().toString().c_str());
        return 1;
    }
    CardPreviewWindow window(std::move(*deck), std::move(*cards), options.theme.value_or(CardTheme::System));
    window.show();
    return QApplication::exec();
}
