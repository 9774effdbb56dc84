#pragma once
// The notedeck command line: where the deck is, and whether to take a screenshot of a view
// instead of opening the window.
#include "gui/card_theme.h"

#include <QDate>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace notedeck::gui {

struct ScreenshotRequest {
    QString file;                      // PNG to write
    QString view = QStringLiteral("review");
    std::optional<qint64> cardId;      // review that card (else the first card in note order)
    bool answer = false;               // reveal the answer before capturing
    QString deck;                      // overview/read/search: the chapter ("A::B"), empty for all
    QString query;                     // search: the text searched for
    QString tab;                       // stats: activity, progress, memory or simulator
    QDate interview;                   // stats simulator: the interview date (invalid: in 30 days)
    QSize size{900, 700};
};

struct LaunchOptions {
    QString deckFile;                  // empty: the default deck
    QString notesDir;                  // --notes: import and watch this folder (remembered)
    std::optional<CardTheme> theme;
    std::optional<ScreenshotRequest> screenshot;
};

struct LaunchError {
    QString message;
    int exitCode = 2;
};

// Views the app has or will have; only those in capturableViews() exist in this version.
const QStringList& knownViews();
const QStringList& capturableViews();

// Parses the arguments (argv[0] first). --help and --version are handled by the caller through
// `helpText`; an error carries the message to print and the exit code (2 for usage errors).
struct LaunchParse {
    std::optional<LaunchOptions> options;
    std::optional<LaunchError> error;
    bool helpRequested = false;
    QString helpText;
};
LaunchParse parseLaunchOptions(const QStringList& arguments);

} // namespace notedeck::gui
