#include "gui/app/launch_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>

namespace notedeck::gui {

namespace {

// The texts of --help and of the usage errors, in the language main() installed before parsing.
class LaunchOptionsText {
    Q_DECLARE_TR_FUNCTIONS(LaunchOptionsText)
};

} // namespace

const QStringList& screenshotViews()
{
    static const QStringList views = {QStringLiteral("overview"), QStringLiteral("review"), QStringLiteral("read"),
                                      QStringLiteral("search"),   QStringLiteral("stats"),  QStringLiteral("drill"),
                                      QStringLiteral("drill-summary"), QStringLiteral("drill-history"),
                                      QStringLiteral("card-info")};
    return views;
}

namespace {

// `withTexts`: fill in the help and version texts, which need the application object.
LaunchParse parseArguments(const QStringList& arguments, bool withTexts)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(LaunchOptionsText::tr("NoteDeck: spaced repetition for your Markdown notes."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption db(QStringLiteral("db"), LaunchOptionsText::tr("Deck file (default: the deck in your data folder)."),
                                QStringLiteral("PATH"));
    const QCommandLineOption theme(QStringLiteral("theme"), LaunchOptionsText::tr("Card theme: light, dark or system."),
                                   QStringLiteral("THEME"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        LaunchOptionsText::tr("Render a view, write it to FILE as PNG and exit."),
                                        QStringLiteral("FILE"));
    const QCommandLineOption view(QStringLiteral("view"),
                                  LaunchOptionsText::tr("View for --screenshot: %1.").arg(screenshotViews().join(QStringLiteral("|"))),
                                  QStringLiteral("VIEW"));
    const QCommandLineOption card(QStringLiteral("card"), LaunchOptionsText::tr("For --screenshot: review this card."),
                                  QStringLiteral("ID"));
    const QCommandLineOption answer(QStringLiteral("answer"), LaunchOptionsText::tr("For --screenshot: show the answer too."));
    const QCommandLineOption size(QStringLiteral("size"), LaunchOptionsText::tr("For --screenshot: window size (default 900x700)."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption notes(QStringLiteral("notes"),
                                   LaunchOptionsText::tr("Notes folder to import and watch (remembered for the next start)."),
                                   QStringLiteral("DIR"));
    const QCommandLineOption deckScope(QStringLiteral("deck"),
                                       LaunchOptionsText::tr("For --screenshot of overview, read, search, drill: the chapter, "
                                                            "e.g. \"%1\".")
                                           .arg(QStringLiteral("基础知识::Python")),
                                       QStringLiteral("PATH"));
    const QCommandLineOption query(QStringLiteral("query"), LaunchOptionsText::tr("For --screenshot --view search: the search text."),
                                   QStringLiteral("TEXT"));
    const QCommandLineOption statsTab(QStringLiteral("tab"),
                                      LaunchOptionsText::tr("For --screenshot --view stats: activity, progress, memory or simulator."),
                                      QStringLiteral("TAB"));
    const QCommandLineOption interview(QStringLiteral("interview"),
                                       LaunchOptionsText::tr("For --screenshot --view stats --tab simulator: the "
                                                             "interview date, YYYY-MM-DD."),
                                       QStringLiteral("DATE"));
    parser.addOptions({db, theme, screenshot, view, card, answer, size, notes, deckScope, query, statsTab, interview});

    LaunchParse result;
    auto fail = [&result](QString message) {
        result.error = LaunchError{std::move(message), 2};
        return result;
    };
    if (!parser.parse(arguments))
        return fail(parser.errorText());
    // --help-all (Qt's own help option, for its platform options too) gets NoteDeck's help.
    if (parser.isSet(helpOption) || parser.isSet(QStringLiteral("help-all"))) {
        result.information = withTexts ? parser.helpText() : QString();
        return result;
    }
    if (parser.isSet(versionOption)) {
        result.information = withTexts ? QCoreApplication::applicationName() + QLatin1Char(' ') +
                                             QCoreApplication::applicationVersion() + QLatin1Char('\n')
                                       : QString();
        return result;
    }
    if (!parser.positionalArguments().isEmpty())
        return fail(LaunchOptionsText::tr("unexpected argument: %1").arg(parser.positionalArguments().first()));

    LaunchOptions options;
    options.deckFile = parser.value(db);
    options.notesDir = parser.value(notes);
    if (parser.isSet(theme)) {
        options.theme = cardThemeFromName(parser.value(theme));
        if (!options.theme)
            return fail(LaunchOptionsText::tr("--theme must be light, dark or system, not \"%1\"").arg(parser.value(theme)));
    }

    const bool screenshotOnly = parser.isSet(view) || parser.isSet(card) || parser.isSet(answer) || parser.isSet(size) ||
                                parser.isSet(deckScope) || parser.isSet(query) || parser.isSet(statsTab) ||
                                parser.isSet(interview);
    if (!parser.isSet(screenshot)) {
        if (screenshotOnly)
            return fail(LaunchOptionsText::tr("--view, --card, --answer, --size, --deck, --query, --tab and --interview go "
                                              "with --screenshot FILE"));
        result.options = options;
        return result;
    }

    ScreenshotRequest request;
    request.file = parser.value(screenshot);
    if (parser.isSet(view)) {
        request.view = parser.value(view);
        if (!screenshotViews().contains(request.view))
            return fail(LaunchOptionsText::tr("unknown view \"%1\"; views: %2")
                            .arg(request.view, screenshotViews().join(QStringLiteral(", "))));
    }
    if (parser.isSet(card)) {
        if (request.view != QLatin1String("review") && request.view != QLatin1String("card-info"))
            return fail(LaunchOptionsText::tr("--card shows the review view; it cannot be combined with --view %1").arg(request.view));
        bool ok = false;
        request.cardId = parser.value(card).toLongLong(&ok);
        if (!ok || *request.cardId <= 0)
            return fail(LaunchOptionsText::tr("--card needs a card id (a positive number), not \"%1\"").arg(parser.value(card)));
    }
    request.answer = parser.isSet(answer);
    request.deck = parser.value(deckScope);
    request.query = parser.value(query);
    if (parser.isSet(query) && request.view != QLatin1String("search"))
        return fail(LaunchOptionsText::tr("--query goes with --view search"));
    request.tab = parser.value(statsTab);
    static const QStringList statsTabs = {QStringLiteral("activity"), QStringLiteral("progress"), QStringLiteral("memory"),
                                          QStringLiteral("simulator")};
    if (parser.isSet(statsTab) && (request.view != QLatin1String("stats") || !statsTabs.contains(request.tab)))
        return fail(LaunchOptionsText::tr("--tab goes with --view stats and is one of: %1").arg(statsTabs.join(QStringLiteral(", "))));
    if (parser.isSet(interview)) {
        request.interview = QDate::fromString(parser.value(interview), Qt::ISODate);
        if (request.tab != QLatin1String("simulator") || !request.interview.isValid())
            return fail(LaunchOptionsText::tr("--interview goes with --view stats --tab simulator and takes a date such "
                                              "as 2026-03-15, not \"%1\"")
                            .arg(parser.value(interview)));
    }
    if (parser.isSet(size)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
        const auto match = pattern.match(parser.value(size));
        if (!match.hasMatch())
            return fail(LaunchOptionsText::tr("--size must look like 900x700, not \"%1\"").arg(parser.value(size)));
        request.size = QSize(match.captured(1).toInt(), match.captured(2).toInt());
        if (request.size.width() < 200 || request.size.height() < 150 || request.size.width() > 8000 ||
            request.size.height() > 8000)
            return fail(LaunchOptionsText::tr("--size must be between 200x150 and 8000x8000"));
    }
    options.screenshot = request;
    result.options = options;
    return result;
}

} // namespace

LaunchParse parseLaunchOptions(const QStringList& arguments)
{
    return parseArguments(arguments, true);
}

bool answeredWithoutWindow(const QStringList& arguments)
{
    return !parseArguments(arguments, false).options;
}

} // namespace notedeck::gui
