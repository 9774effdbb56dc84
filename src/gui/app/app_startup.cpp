#include "gui/app/app_startup.h"

#include "gui/app/app_fonts.h"
#include "gui/app/app_theme.h"
#include "gui/app/damaged_deck_dialog.h"
#include "service/cards/cards.h"
#include "service/deck/deck_location.h"
#include "service/import/notes_source.h"

#include <QApplication>
#include <QDir>
#include <QFont>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace notedeck::gui {

namespace {

// The translators installTranslations put in, so that a second call (main() installs the system
// language for --help before the deck's setting is known) replaces them instead of stacking.
struct InstalledTranslators {
    QTranslator* own = nullptr;
    QTranslator* qt = nullptr;
};

InstalledTranslators& installed()
{
    static InstalledTranslators translators;
    return translators;
}

void uninstall(QTranslator*& translator)
{
    if (!translator)
        return;
    QCoreApplication::removeTranslator(translator);
    delete translator;
    translator = nullptr;
}

// A Chinese interface on a system whose interface font has no Chinese glyphs (an English
// desktop): the widgets would draw the text in a fallback font whose lines are taller than the
// metrics they are laid out with, and the charts elide their rotated axis titles. The system's
// Chinese sans-serif font goes first instead, so layout and drawing agree.
void useChineseFont(bool chinese)
{
    static const QFont systemFont = QApplication::font();
    static bool replaced = false;
    if (chinese && !QFontDatabase::writingSystems(systemFont.family()).contains(QFontDatabase::SimplifiedChinese)) {
        for (const QString& family : QFontDatabase::families(QFontDatabase::SimplifiedChinese)) {
            if (family.contains(QLatin1String("Sans")) && !family.contains(QLatin1String("Mono"))) {
                QFont font = systemFont;
                font.setFamilies({family, systemFont.family()});
                QApplication::setFont(font);
                replaced = true;
                return;
            }
        }
    }
    if (replaced) {
        QApplication::setFont(systemFont);
        replaced = false;
    }
}

} // namespace

QString installTranslations(const QString& language)
{
    const QLocale system = QLocale::system();
    QString chosen = language;
    if (chosen.isEmpty())
        chosen = system.language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    InstalledTranslators& current = installed();
    uninstall(current.own);
    uninstall(current.qt);
    auto* own = new QTranslator(QCoreApplication::instance());
    if (own->load(QStringLiteral(":/i18n/notedeck_%1.qm").arg(chosen))) {
        QCoreApplication::installTranslator(own);
        current.own = own;
    } else {
        delete own;
    }
    if (chosen != QLatin1String("en")) {
        auto* qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(QStringLiteral("qtbase_%1").arg(chosen), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt);
            current.qt = qt;
        } else {
            delete qt;
        }
    }
    // Fonts exist only in the widgets' application, not in the console one of --help.
    if (qobject_cast<QApplication*>(QCoreApplication::instance()))
        useChineseFont(chosen == QLatin1String("zh_CN"));
    // Dates, month names and numbers follow the interface language: the system's own formats when
    // it speaks that language, else the language's usual ones (a Chinese interface on an English
    // system writes 2026/3/5, not 3/5/26).
    const QLocale wanted(chosen);
    const bool systemSpeaksIt = wanted.language() == system.language() ||
                                (system.language() == QLocale::C && wanted.language() == QLocale::English);
    QLocale::setDefault(systemSpeaksIt ? system : wanted);
    return chosen;
}

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("NoteDeck"));
    QCoreApplication::setOrganizationName(QStringLiteral("NoteDeck"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NOTEDECK_VERSION));
}

void prepareApplication()
{
    nameApplication();
    QApplication::setDesktopFileName(QStringLiteral(NOTEDECK_APP_ID));
    rememberSystemPalette();
    setUpWidgetFonts();
    // --help speaks the system's language: the deck, whose settings may choose another, is not open
    // yet. startApp installs the chosen language once it is.
    installTranslations(QString());
}

namespace {
std::filesystem::path appDeckFile(const LaunchOptions& options)
{
    return options.deckFile.isEmpty() ? service::defaultDeckFile() : std::filesystem::path(options.deckFile.toStdString());
}
} // namespace

core::Result<AppStart> startApp(const LaunchOptions& options, const QString& executable)
{
    const std::filesystem::path deckFile = appDeckFile(options);
    std::error_code ec;
    if (deckFile.has_parent_path())
        std::filesystem::create_directories(deckFile.parent_path(), ec);
    if (ec)
        return core::fail("cannot create the folder for the deck: " + ec.message(), deckFile.parent_path().string());
    auto deck = service::Deck::open(deckFile);
    if (!deck)
        return std::unexpected(deck.error());

    AppStart start;
    auto settings = service::loadAppSettings(**deck);
    if (!settings)
        return std::unexpected(settings.error());
    start.settings = *settings;
    // The deck's own notes folder. Another one given with --notes is taken at once when the deck
    // has no card it could retire (a first start); else the window asks first (MainWindow::setNotesDir).
    const std::filesystem::path exe = executable.toStdString();
    auto own = service::notesSourceOf(**deck, exe);
    if (!own)
        return std::unexpected(own.error());
    std::filesystem::path notes = *own ? (*own)->folder : std::filesystem::path();
    if (!options.notesDir.isEmpty()) {
        const std::filesystem::path requested = QDir(options.notesDir).absolutePath().toStdString();
        auto cards = service::hasCards(**deck);
        if (!cards)
            return std::unexpected(cards.error());
        if (notes.empty() || !service::sameFolder(requested, notes)) {
            if (*cards)
                start.proposedNotesDir = QString::fromStdString(requested.string());
            else
                notes = requested;
        }
        if (!notes.empty() && (*deck)->readOnlyReason().empty())
            if (auto kept = service::keepNotesFolder(**deck, notes); !kept)
                return std::unexpected(kept.error());
    }
    start.notesDir = notes.empty() ? QString() : QDir(QString::fromStdString(notes.string())).absolutePath();
    if (!notes.empty() && (*deck)->readOnlyReason().empty() && !service::isBundledNotesDir(notes, exe)) {
        auto cards = service::hasCards(**deck);
        if (!cards)
            return std::unexpected(cards.error());
        start.previewNotesFirst = !*cards;
    }

    // The notes folder, the bundled notes on a first start included, is imported in the worker once
    // the window shows (MainWindow::reimport): the window opens at once with the import's progress
    // and Cancel, and the tree fills when the import ends.

    auto context = AppContext::create(std::move(*deck));
    if (!context)
        return std::unexpected(context.error());
    start.context = std::move(*context);
    const CardTheme theme =
        options.theme.value_or(cardThemeFromName(QString::fromStdString(start.settings.theme)).value_or(CardTheme::System));
    start.context->setTheme(theme);
    start.context->setFontSize(start.settings.cardFontSize);
    applyWidgetTheme(theme);
    QObject::connect(start.context.get(), &AppContext::appearanceChanged, start.context.get(),
                     [ctx = start.context.get()] { applyWidgetTheme(ctx->theme()); });
    start.language = installTranslations(QString::fromStdString(start.settings.language));
    return start;
}

core::Result<AppStart> startAppOrRecover(const LaunchOptions& options, const QString& executable,
                                         const RecoveryPrompt& prompt)
{
    for (;;) {
        auto start = startApp(options, executable);
        if (start)
            return start;
        const std::optional<std::string> problem = service::damagedDeckProblem(start.error());
        if (!problem)
            return start;
        DamagedDeckDialog dialog(appDeckFile(options), QString::fromStdString(*problem));
        if (!prompt(dialog))
            return start;
        // Restored: open the deck again (which also upgrades an older backup).
    }
}

} // namespace notedeck::gui
