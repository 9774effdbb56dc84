// Catch2 inside a QApplication (gui_test_run.h).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "gui_test_run.h"
#include "run_or_skip.h"

#include "gui/app/app_startup.h"
#include "gui/card/image_scheme_handler.h"
#include "storage/deck_store.h"

#include <QApplication>

#include <cstring>
#include <iostream>

#include <unistd.h>

namespace {

// `<test executable> --hold-deck FILE`: another NoteDeck for the tests of a deck in use. Opens the deck
// (taking its lock), prints "ready" (or "failed: …") and keeps it open until stdin closes.
int holdDeck(const char* file)
{
    auto deck = notedeck::storage::DeckStore::open(file);
    if (!deck || !(*deck)->readOnlyReason().empty()) {
        std::cout << "failed: " << (deck ? (*deck)->readOnlyReason() : deck.error().toString()) << std::endl;
        return 1;
    }
    std::cout << "ready" << std::endl;
    char buffer[64];
    while (::read(STDIN_FILENO, buffer, sizeof buffer) > 0) {
    }
    return 0;
}

} // namespace

namespace notedeck::gui::test {

int runGuiTests(int argc, char* argv[], const std::function<std::string()>& whyMissing)
{
    if (argc == 3 && std::strcmp(argv[1], "--hold-deck") == 0)
        return holdDeck(argv[2]);
    // CTest sets both for the runs; this covers the build's test discovery (which lists the tests
    // through this main) and a run by hand on a machine without a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Chromium refuses to run as root with its sandbox; tests run as root in CI containers.
    if (geteuid() == 0 && qEnvironmentVariableIsEmpty("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    registerImageScheme();   // before the application, as QtWebEngine requires
    QApplication app(argc, argv);
    // English, as the app installs it at start: its translation gives the plural forms ("1 card").
    installTranslations(QStringLiteral("en"));
    Catch::Session session;
    if (const int problem = session.applyCommandLine(argc, argv); problem != 0)
        return problem;
    return whyMissing ? notedeck::testing::runOrSkip(session, whyMissing) : session.run();
}

} // namespace notedeck::gui::test
