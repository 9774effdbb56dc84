#pragma once
// The notedeck command line: where the deck is, and whether to take a screenshot of a view
// instead of opening the window.
#include "gui/card/card_theme.h"

#include <QDate>
#include <QSize>
#include <QString>
#include <QStringList>

#include <optional>

namespace notedeck::gui {

struct ScreenshotRequest {
    QString file;                      // PNG to write
    QString view = QStringLiteral("review");
    std::optional<qint64> cardId;      // review (or card-info: show the info of) that card (else the first card in note order)
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

// The views --screenshot can show, in the order --help lists them.
const QStringList& screenshotViews();

// Parses the arguments (argv[0] first). --help and --version come back as `information`, the text
// to print; an error carries the message to print and the exit code (2 for usage errors). The
// texts are in the language of the translation installed before.
struct LaunchParse {
    std::optional<LaunchOptions> options;
    std::optional<LaunchError> error;
    std::optional<QString> information;   // the help text or "NoteDeck 0.1.0"
};
LaunchParse parseLaunchOptions(const QStringList& arguments);

// Whether the arguments ask for --help or --version or are wrong: what main() answers without a
// window, and so without a display or a GPU. Needs no application object.
bool answeredWithoutWindow(const QStringList& arguments);

} // namespace notedeck::gui
