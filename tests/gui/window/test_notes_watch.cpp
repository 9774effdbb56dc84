// The notes folder as the window watches it, through the real file watcher: the status bar's
// progress and Cancel during a big import, one import for a burst of saves (the debounce expired
// by the test, not by waiting), a warning of the import report opened in the editor at its line,
// the card under review shown again when its note changes on disk, and the notes read again when
// their question rules file is edited, or a picture's mask file.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/card/card_view.h"
#include "gui/review/review_view.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/import_report_panel.h"
#include "gui/window/notes_watcher.h"
#include "service/deck/detail/deck_internals.h"

#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

#include <set>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::pressKey;
using notedeck::gui::test::RenderLog;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

QString cardsNotes(const QString& answerPrefix = QStringLiteral("答案"))
{
    QString text = QStringLiteral("# 测试\n\n## 一节\n\n");
    for (const QChar letter : {QLatin1Char('A'), QLatin1Char('B'), QLatin1Char('C')})
        text += QStringLiteral("- 问题 %1？\n  - %2 %1\n").arg(letter).arg(answerPrefix);
    return text;
}

// A window watching a notes folder of its own, its first import done.
struct WatchedNotes {
    QTemporaryDir notes;
    std::unique_ptr<AppWindowFixture> app;

    explicit WatchedNotes(int debounceMs)
    {
        write(QStringLiteral("cards.md"), cardsNotes());
        app = std::make_unique<AppWindowFixture>(notes.path());
        app->window().watcher().setDebounce(debounceMs);
        app->window().reimport();
        const ImportOutcome first = nextImport(app->window());
        REQUIRE(first.report);
        REQUIRE(first.report->added.size() == 3);
    }
    void write(const QString& file, const QString& text) { writeTextFile(notes.filePath(file), text); }
    MainWindow& window() { return app->window(); }
    storage::DeckStore& deck() { return service::storeOf(app->context().deck()); }

    // Every active card's id, question and answer.
    std::vector<std::tuple<core::CardId, std::string, std::string>> cards()
    {
        auto rows = deck().cards().list(core::DeckPath(), false);
        REQUIRE(rows);
        std::vector<std::tuple<core::CardId, std::string, std::string>> all;
        for (const auto& row : *rows)
            all.emplace_back(row.card.id, row.card.question, row.card.answer);
        return all;
    }
};

} // namespace

TEST_CASE("Cancel in the status bar stops a big import and the deck stays as it was", "[app][live]")
{
    WatchedNotes w(50);
    auto* progress = w.window().findChild<QProgressBar*>(QStringLiteral("importProgress"));
    auto* cancel = w.window().findChild<QPushButton*>(QStringLiteral("importCancel"));
    REQUIRE(progress);
    REQUIRE(cancel);
    CHECK_FALSE(progress->isVisible());
    CHECK_FALSE(cancel->isVisible());
    const auto before = w.cards();

    std::optional<ImportOutcome> outcome;
    QObject::connect(&w.window(), &MainWindow::importFinished, [&](const ImportOutcome& o) { outcome = o; });
    // A big notes folder appears (12,000 cards) and one card of the old file changes: the watcher
    // starts an import, and the reader cancels it from the status bar while it runs.
    for (int file = 0; file < 40; ++file) {
        QString text = QStringLiteral("# 大量 %1\n\n## 一节\n\n").arg(file);
        for (int card = 0; card < 300; ++card)
            text += QStringLiteral("- 问题 %1-%2？\n  - 答案 %1-%2\n\n").arg(file).arg(card);
        w.write(QStringLiteral("big-%1.md").arg(file), text);
    }
    w.write(QStringLiteral("cards.md"), cardsNotes(QStringLiteral("改过的答案")));
    REQUIRE(waitUntil([&] { return progress->isVisible(); }, 20000));
    CHECK(cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    REQUIRE(waitUntil([&] { return outcome.has_value(); }, 60000));
    CHECK(outcome->cancelled);
    CHECK_FALSE(progress->isVisible());
    CHECK_FALSE(cancel->isVisible());
    CHECK(w.cards() == before);
    settle(300);   // nothing comes after it
    CHECK(w.window().treeModel().node(QString())->total == 3);
}

namespace {
// The debounce under the test's control: it expires when the test says the files are quiet.
class ManualDebounce final : public DebounceTimer {
public:
    void start(int) override
    {
        m_active = true;
        ++starts;
    }
    void stop() override { m_active = false; }
    bool isActive() const override { return m_active; }
    void expire()
    {
        m_active = false;
        emit expired();
    }
    int starts = 0;

private:
    bool m_active = false;
};
} // namespace

TEST_CASE("a burst of saves leads to one import once the files are quiet", "[app][live]")
{
    WatchedNotes w(NotesWatcher::kDefaultDebounceMs);
    auto* debounce = new ManualDebounce;
    w.window().watcher().setDebounceTimer(debounce);
    int started = 0;
    QObject::connect(&w.window().importer(), &ImportController::started, [&] { ++started; });
    std::vector<ImportOutcome> finished;
    QObject::connect(&w.window(), &MainWindow::importFinished, [&](const ImportOutcome& o) { finished.push_back(o); });

    // An editor saving five times, and once more into a new file, before the debounce expires:
    // each save is seen (and restarts the debounce), none imports.
    for (int save = 1; save <= 5; ++save) {
        const int seen = w.window().watcher().changesSeen();
        w.write(QStringLiteral("cards.md"), cardsNotes() + QStringLiteral("- 第 %1 次保存？\n  - 是\n").arg(save));
        REQUIRE(waitUntil([&] { return w.window().watcher().changesSeen() > seen; }, 10000));
        CHECK(debounce->isActive());
    }
    const int seen = w.window().watcher().changesSeen();
    w.write(QStringLiteral("more.md"), QStringLiteral("# 更多\n\n- 新文件的问题？\n  - 是\n"));
    REQUIRE(waitUntil([&] { return w.window().watcher().changesSeen() > seen; }, 10000));
    settle(100);   // any event still on its way arrives
    CHECK(debounce->starts >= 6);
    CHECK(started == 0);
    CHECK(finished.empty());

    // Quiet: one import, of what the files say last.
    debounce->expire();
    const ImportOutcome outcome = nextImport(w.window());
    CHECK(started == 1);
    REQUIRE(finished.size() == 1);
    REQUIRE(outcome.report);
    REQUIRE(outcome.report->added.size() == 2);
    std::set<std::string> questions;
    for (const service::CardChange& card : outcome.report->added)
        questions.insert(card.question);
    CHECK(questions == std::set<std::string>{"第 5 次保存？", "新文件的问题？"});
    // Nothing more is waiting: no second import.
    CHECK_FALSE(debounce->isActive());
    CHECK(started == 1);
}

TEST_CASE("double-clicking a warning of the import report opens its file at its line", "[app][live]")
{
    WatchedNotes w(50);
    QTemporaryDir scratch;
    const QString out = scratch.filePath(QStringLiteral("editor.txt"));
    REQUIRE(w.deck().settings().set("app.editor_command", "sh -c \"echo {line} {file} > '" + out.toStdString() + "'\""));
    w.write(QStringLiteral("broken.md"), QStringLiteral("# 基础\n\n- 有答案的问题？\n  - 答案\n\n- 没有答案的问题？\n"));
    const ImportOutcome outcome = nextImport(w.window());
    REQUIRE(outcome.report);
    REQUIRE_FALSE(outcome.report->issues.empty());
    const auto& issue = outcome.report->issues.front();
    ImportReportPanel* panel = w.window().reportPanel();
    REQUIRE(panel->isVisible());
    QListWidget* list = panel->issueList();
    REQUIRE(list->count() >= 1);
    settle(100);   // laid out
    const QRect row = list->visualItemRect(list->item(0));
    REQUIRE(list->viewport()->rect().contains(row.center()));
    // A double click as a mouse gives it: press and release, then the press that makes it double.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, row.center());

    QFile file(out);
    REQUIRE(waitUntil([&] { return file.exists() && file.size() > 0; }));
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(file.readAll()).trimmed() ==
          QStringLiteral("%1 %2").arg(issue.line).arg(w.notes.filePath(QStringLiteral("broken.md"))));
    CHECK(issue.line == 6);
}

TEST_CASE("the card under review is shown again with what its note says now on disk", "[app][live]")
{
    WatchedNotes w(50);
    auto* review = qobject_cast<ReviewView*>(w.window().reviewView());
    REQUIRE(review);
    RenderLog log(*review->cardView());
    w.window().study(core::DeckPath());
    REQUIRE(waitUntil([&] { return review->currentCard().has_value(); }, 30000));
    const core::CardId shown = *review->currentCard();
    REQUIRE(log.waitFor(shown, CardPart::Question));
    pressKey(*review, Qt::Key_Space);
    REQUIRE(log.waitFor(shown, CardPart::Answer));

    // Saved in an editor: the watcher sees it, the import runs, the card comes back revealed.
    w.write(QStringLiteral("cards.md"), cardsNotes(QStringLiteral("新答案")));
    REQUIRE(log.waitFor(shown, CardPart::Answer));
    REQUIRE(review->currentRow());
    CHECK(*review->currentCard() == shown);
    CHECK(review->currentRow()->card.answer.find("新答案") != std::string::npos);
    CHECK(review->isAnswerShown());
    const QString page = test::evalIn(*review->cardView(), QStringLiteral("document.body.innerText")).toString();
    CHECK(page.contains(QStringLiteral("新答案")));
    CHECK(w.deck().reviewLog().all()->empty());
}

TEST_CASE("editing the question rules file in place imports the notes again by the new rules", "[app][live]")
{
    WatchedNotes w(50);
    const QString numbered = QStringLiteral("# 机器学习\n\n## 1 基础\n\n### 1.1 什么是过拟合\n\n训练集好，测试集差。\n");
    w.write(QStringLiteral(".notedeck.toml"), QStringLiteral("[\"ml.md\"]\nquestions = \"default\"\n"));
    w.write(QStringLiteral("ml.md"), numbered);
    REQUIRE(nextImport(w.window()).report);
    CHECK(w.cards().size() == 3);   // the numbered heading is no question by default

    // Written over, not replaced: the folder itself does not change.
    w.write(QStringLiteral(".notedeck.toml"), QStringLiteral("[\"ml.md\"]\nquestions = \"heading-level 3\"\n"));
    const ImportOutcome outcome = nextImport(w.window());
    REQUIRE(outcome.report);
    REQUIRE(outcome.report->added.size() == 1);
    CHECK(outcome.report->added[0].question == "1.1 什么是过拟合");
    CHECK(outcome.report->retired.empty());   // the other file keeps its rule
}

TEST_CASE("saving a picture's mask file imports the notes that show it again", "[app][live][occlusion]")
{
    WatchedNotes w(50);
    REQUIRE(QDir(w.notes.path()).mkpath(QStringLiteral("img")));
    w.write(QStringLiteral("img/net.png"), QStringLiteral("png"));
    w.write(QStringLiteral("net.md"), QStringLiteral("# 网络\n\n- 结构？\n  - ![](img/net.png)\n"));
    REQUIRE(nextImport(w.window()).report);
    const QString masks = QStringLiteral("img/net.png.occlusion.json");
    const QString shape = QStringLiteral(R"({"occlusion": 1, "mode": "hide-one", "shapes": [{"id": "a", "card": 1, "shape": "rect", "left": %1, "top": 0.1, "width": 0.2, "height": 0.2}]})");
    w.write(masks, shape.arg(0.1));   // created: the folder changes
    ImportOutcome outcome = nextImport(w.window());
    REQUIRE(outcome.report);
    REQUIRE(outcome.report->added.size() == 1);
    const core::CardId card = outcome.report->added[0].id;

    // Written over in place: only the watch on the file itself sees it.
    w.write(masks, shape.arg(0.3));
    outcome = nextImport(w.window());
    REQUIRE(outcome.report);
    REQUIRE(outcome.report->updated.size() == 1);
    CHECK(outcome.report->updated[0].id == card);
}
