#include "gui/app_startup.h"

#include "gui/app_theme.h"
#include "service/deck_location.h"
#include "service/import_notes.h"

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstring>

namespace notedeck::gui {

namespace {

// Qt names a class's translation context with its namespace ("notedeck::gui::MainWindow"), while
// lupdate's parser, which does not follow `namespace a::b {`, files the texts under the bare
// class name. This translator looks them up there.
class AppTranslator final : public QTranslator {
public:
    using QTranslator::QTranslator;
    QString translate(const char* context, const char* source, const char* disambiguation, int n) const override
    {
        static constexpr char kPrefix[] = "notedeck::gui::";
        if (context && std::strncmp(context, kPrefix, sizeof kPrefix - 1) == 0)
            context += sizeof kPrefix - 1;
        return QTranslator::translate(context, source, disambiguation, n);
    }
};

} // namespace

QString installTranslations(const QString& language)
{
    QString chosen = language;
    if (chosen.isEmpty())
        chosen = QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
    auto* own = new AppTranslator(qApp);
    if (own->load(QStringLiteral(":/i18n/notedeck_%1.qm").arg(chosen)))
        QApplication::installTranslator(own);
    else
        delete own;
    if (chosen != QLatin1String("en")) {
        auto* qt = new QTranslator(qApp);
        if (qt->load(QStringLiteral("qtbase_%1").arg(chosen), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QApplication::installTranslator(qt);
        else
            delete qt;
    }
    return chosen;
}

core::Result<AppStart> startApp(const LaunchOptions& options, const QString& executable)
{
    std::filesystem::path deckFile =
        options.deckFile.isEmpty() ? service::defaultDeckFile() : std::filesystem::path(options.deckFile.toStdString());
    std::error_code ec;
    if (deckFile.has_parent_path())
        std::filesystem::create_directories(deckFile.parent_path(), ec);
    if (ec)
        return core::fail("cannot create the folder for the deck: " + ec.message(), deckFile.parent_path().string());
    auto deck = storage::DeckStore::open(deckFile);
    if (!deck)
        return std::unexpected(deck.error());

    AppStart start;
    auto settings = service::loadAppSettings(**deck);
    if (!settings)
        return std::unexpected(settings.error());
    start.settings = *settings;
    const bool writable = (*deck)->readOnlyReason().empty();
    if (!options.notesDir.isEmpty()) {
        start.settings.notesDir = QDir(options.notesDir).absolutePath().toStdString();
        if (writable && start.settings.notesDir != settings->notesDir) {
            if (auto saved = service::saveAppSettings(**deck, start.settings); !saved)
                return std::unexpected(saved.error());
        }
    }
    const std::filesystem::path bundled = service::bundledNotesDir(executable.toStdString());
    const std::filesystem::path notes = start.settings.notesDir.empty() ? bundled : std::filesystem::path(start.settings.notesDir);
    start.notesDir = QDir(QString::fromStdString(notes.string())).absolutePath();

    // First start: the bundled notes are imported right away so the window opens with cards; any
    // other folder is imported in the background once the window shows.
    auto count = (*deck)->activeCardCount();
    if (!count)
        return std::unexpected(count.error());
    if (*count == 0 && writable && notes == bundled) {
        const core::SystemClock clock;
        if (auto report = service::importNotes(**deck, bundled, clock); !report)
            return std::unexpected(report.error());
    }

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

} // namespace notedeck::gui
