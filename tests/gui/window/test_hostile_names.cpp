// Text from outside NoteDeck is plain text in every widget of the app: another device's journal
// names its device `<b>BIG</b><img src="…">…`, and the notes have such a chapter, question and
// file name. Through the usual flows (start with the merge's message in the status bar, overview,
// Read, search, review, card info, drill setup and a drill, statistics, Settings with its Sync
// part, the import report, the About box) no label, tooltip, message box or item view shows it as
// rich text, and the picture it names — a probe file outside the deck and the notes, watched with
// inotify — is never opened. A name of 10,000 characters keeps Settings within the screen.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "other_device.h"

#include "gui/browse/search_view.h"
#include "gui/settings/settings_dialog.h"
#include "gui/settings/sync_panel.h"
#include "gui/window/main_window.h"
#include "service/detail/deck_internals.h"
#include "service/drill_session.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QScreen>
#include <QTemporaryDir>
#include <QTextDocument>

#include <catch2/catch.hpp>

#include <functional>

#include <sys/inotify.h>
#include <unistd.h>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::OtherDevice;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

// A small picture outside the deck's and the notes' folders, and whether anything opened or read it.
class Probe {
public:
    Probe()
    {
        REQUIRE(m_dir.isValid());
        QImage image(2, 2, QImage::Format_RGB32);
        image.fill(Qt::red);
        REQUIRE(image.save(path(), "PNG"));
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        REQUIRE(m_fd >= 0);
        REQUIRE(inotify_add_watch(m_fd, path().toLocal8Bit().constData(), IN_OPEN | IN_ACCESS) >= 0);
    }
    ~Probe() { close(m_fd); }
    QString path() const { return m_dir.filePath(QStringLiteral("probe.png")); }
    // Events seen since the last call.
    int events() const
    {
        alignas(inotify_event) char buffer[4096];
        int seen = 0;
        for (ssize_t n; (n = read(m_fd, buffer, sizeof buffer)) > 0;)
            for (char* at = buffer; at < buffer + n; at += sizeof(inotify_event) + reinterpret_cast<inotify_event*>(at)->len)
                ++seen;
        return seen;
    }

private:
    QTemporaryDir m_dir;
    int m_fd = -1;
};

// What the test looks for: the hostile text as it was written, markup unescaped.
const QString kMarkup = QStringLiteral("<img src=");

bool showsAsRichText(const QString& text, Qt::TextFormat format)
{
    return format == Qt::RichText || (format == Qt::AutoText && Qt::mightBeRichText(text));
}

// Every label, tooltip and item of an item view that would show the hostile markup as markup.
QStringList richHostileTexts(int& seen)
{
    QStringList found;
    auto check = [&](const QString& where, const QString& text, Qt::TextFormat format) {
        if (!text.contains(kMarkup))
            return;
        ++seen;
        if (showsAsRichText(text, format))
            found << where + QStringLiteral(": ") + text.left(200);
    };
    for (QWidget* widget : QApplication::allWidgets()) {
        const QString name = QString::fromLatin1(widget->metaObject()->className()) + QLatin1Char('#') + widget->objectName();
        if (auto* label = qobject_cast<QLabel*>(widget))
            check(name, label->text(), label->textFormat());
        check(name + QStringLiteral(" tooltip"), widget->toolTip(), Qt::AutoText);
        auto* view = qobject_cast<QAbstractItemView*>(widget);
        if (!view || !view->model())
            continue;
        std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
            const QAbstractItemModel& model = *view->model();
            for (int row = 0; row < model.rowCount(parent); ++row) {
                for (int column = 0; column < model.columnCount(parent); ++column) {
                    const QModelIndex index = model.index(row, column, parent);
                    // Items paint their text as plain text (the search's marked text escapes it).
                    if (model.data(index).toString().contains(kMarkup))
                        ++seen;
                    check(name + QStringLiteral(" item tooltip"), model.data(index, Qt::ToolTipRole).toString(), Qt::AutoText);
                }
                walk(model.index(row, 0, parent));
            }
        };
        walk(QModelIndex());
    }
    return found;
}

} // namespace

TEST_CASE("Hostile names from the notes and another device's journal are plain text everywhere", "[app][sync][security]")
{
    Probe probe;
    const QString hostile = QStringLiteral("<b>BIG</b><img src=\"%1\"><a href=x>y</a>").arg(probe.path());
    // A chapter, a question and its answer that say it in code (kept as written by the import).
    const QString notesText = QStringLiteral("# 安全\n\n## `%1` 章\n\n- 问 `%1`？\n  - 答 `%1`\n- 第二问？\n  - 第二答\n").arg(hostile);
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("<b>BIG</b>.md")), notesText);
    OtherDevice laptop(notesText);
    laptop.answer(QStringLiteral("第二问"));
    laptop.copyInto(notes.path(), hostile);

    AppWindowFixture app(notes.path());
    app.window().reimport();
    const ImportOutcome outcome = nextImport(app.window());
    REQUIRE(outcome.merge);
    CHECK(outcome.merge->answers() == 1);
    REQUIRE(app.waitForTree());
    settle(200);

    // The usual flows, each left on screen while the next opens.
    auto rows = service::storeOf(app.context().deck()).cards().list(core::DeckPath(), false);
    REQUIRE(rows);
    REQUIRE_FALSE(rows->empty());
    const core::CardRow& card = rows->front();
    app.window().selectDeck(card.card.deck);
    settle(200);
    app.window().showRead(card.card.deck);
    settle(300);
    app.window().showSearch();
    app.window().searchView()->setQuery(QStringLiteral("BIG"));
    app.window().searchView()->search();
    CHECK(waitUntil([&] { return !app.window().searchView()->hits().empty(); }));
    app.window().showStatistics();
    settle(500);
    app.window().showCardInfo(card.card.id);
    settle(300);
    app.window().openDrillSetup({card.card.deck});
    settle(200);
    service::DrillOptions drill;
    drill.scope = {card.card.deck};
    app.window().startDrill(drill);
    settle(500);
    app.window().study(card.card.deck);
    settle(500);
    app.window().openSettings();
    auto* settings = app.window().findChild<SettingsDialog*>();
    REQUIRE(settings);
    REQUIRE(waitUntil([&] { return settings->sync()->isLoaded(); }));
    app.window().openAbout();
    settle(500);
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top->isVisible())
            top->grab();   // painted, with whatever a rich text would load

    int seen = 0;
    const QStringList rich = richHostileTexts(seen);
    INFO(rich.join(QLatin1Char('\n')).toStdString());
    CHECK(rich.isEmpty());
    // The walk did meet the hostile text (the status bar says what the journal brought, at least).
    CHECK(seen > 3);
    CHECK(probe.events() == 0);
    // The watch works: reading the probe is seen.
    QFile read(probe.path());
    REQUIRE(read.open(QIODevice::ReadOnly));
    read.readAll();
    CHECK(probe.events() > 0);
}

TEST_CASE("A device name of 10,000 characters keeps Settings within the screen", "[app][sync][settings]")
{
    const QString notesText = QStringLiteral("# 设置\n\n- 问一？\n  - 答一\n");
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("cards.md")), notesText);
    OtherDevice laptop(notesText);
    laptop.answer(QStringLiteral("问一"));
    const QString longName = QString(10000, QLatin1Char('W'));
    laptop.copyInto(notes.path(), longName);
    AppWindowFixture app(notes.path());
    app.window().reimport();
    REQUIRE(nextImport(app.window()).merge);

    app.window().openSettings();
    auto* dialog = app.window().findChild<SettingsDialog*>();
    REQUIRE(dialog);
    SyncPanel& sync = *dialog->sync();
    REQUIRE(waitUntil([&] { return sync.isLoaded(); }));
    settle(200);
    const int screen = app.window().screen()->availableGeometry().width();
    CHECK(dialog->width() <= screen);
    CHECK(dialog->minimumSizeHint().width() <= screen);
    CHECK(sync.devices()->sizeHint().width() <= screen);
    // Shortened on screen, whole in the tooltip.
    CHECK_FALSE(sync.devices()->text().contains(longName));
    CHECK(sync.devices()->toolTip().contains(longName));
    // The status bar's message is shortened too, and the window keeps its width.
    CHECK(app.window().minimumSizeHint().width() <= screen);
}
