// The import report in the window names the cards an import added, updated, moved and retired
// (their questions, shortened), opens a card's note at its line, and lists the warnings in the
// order of the notes: file, then line. With NOTEDECK_SCREENSHOT_DIR set, the window with the
// report is saved there as import-report.png.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "service/deck/detail/deck_internals.h"

#include "gui/window/import_report_panel.h"

#include <QDir>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::settle;
using notedeck::gui::test::writeTextFile;

namespace {

QStringList rowsOf(const QListWidget* list)
{
    QStringList rows;
    for (int i = 0; i < list->count(); ++i)
        rows << list->item(i)->text();
    return rows;
}

const QString kLongQuestion = QStringLiteral("为什么") + QString(60, QChar(0x957F)) + QStringLiteral("的问题也能一眼看完？");

} // namespace

TEST_CASE("the import report names the cards that changed and lists warnings by file and line", "[app][live][report]")
{
    QTemporaryDir notes;
    const QString python = notes.filePath(QStringLiteral("python.md"));
    writeTextFile(python, QStringLiteral("# 基础知识\n\n## Python\n\n"
                                         "- 什么是 GIL？\n  - 全局解释器锁\n"
                                         "- 列表和元组的区别？\n  - 元组不可变\n"
                                         "- 什么是装饰器？\n  - 包装函数的函数\n"
                                         "- 什么是生成器？\n  - 惰性产生值的函数\n"));
    AppWindowFixture f(notes.path());
    f.window().reimport();
    REQUIRE(nextImport(f.window()).report);
    ImportReportPanel* panel = f.window().reportPanel();
    CHECK(rowsOf(panel->changeList()) == QStringList{QStringLiteral("New  什么是 GIL？"), QStringLiteral("New  列表和元组的区别？"),
                                                       QStringLiteral("New  什么是装饰器？"), QStringLiteral("New  什么是生成器？")});
    CHECK(panel->issueCount() == 0);

    // GIL deleted, the list question moved to another file, the decorator's answer edited, a long
    // question added; a question without an answer (line 11) and, found by another check first,
    // display math never closed (line 15); other.md has a warning of its own.
    writeTextFile(python, QStringLiteral("# 基础知识\n\n## Python\n\n"
                                         "- 什么是装饰器？\n  - 包装函数并返回新函数的函数\n"
                                         "- 什么是生成器？\n  - 惰性产生值的函数\n"
                                         "- %1\n  - 长\n"
                                         "- 没有答案的问题\n\n"
                                         "## 数学\n\n$$\nx = 1\n")
                              .arg(kLongQuestion));
    writeTextFile(notes.filePath(QStringLiteral("other.md")),
                  QStringLiteral("# 基础知识\n\n## 数据结构\n\n- 列表和元组的区别？\n  - 元组不可变\n- 孤零零的条目\n"));
    f.window().reimport();
    const ImportOutcome outcome = nextImport(f.window());
    REQUIRE(outcome.report);
    const QStringList changes = rowsOf(panel->changeList());
    REQUIRE(changes.size() == 4);
    CHECK(changes[0].startsWith(QStringLiteral("New  为什么长长长")));
    CHECK(changes[0].endsWith(QStringLiteral("...")));   // shortened as the command line shortens it
    CHECK(changes[0].size() < kLongQuestion.size());
    CHECK(changes[1] == QStringLiteral("Updated  什么是装饰器？"));
    CHECK(changes[2] == QStringLiteral("Moved  列表和元组的区别？"));
    CHECK(changes[3] == QStringLiteral("Retired  什么是 GIL？"));
    // The whole question where the row has no room for it.
    CHECK(panel->changeList()->item(0)->toolTip().startsWith(kLongQuestion));

    const QStringList issues = rowsOf(panel->issueList());
    REQUIRE(issues.size() == 3);
    CHECK(issues[0].startsWith(QStringLiteral("other.md:7  ")));
    CHECK(issues[1].startsWith(QStringLiteral("python.md:11  ")));
    CHECK(issues[2].startsWith(QStringLiteral("python.md:15  ")));

    // A card still in the notes opens at its line (in an editor that does nothing here); a retired
    // one has nowhere to go.
    REQUIRE(service::storeOf(f.context().deck()).settings().set("app.editor_command", "true {file} {line}"));
    QSignalSpy opened(panel, &ImportReportPanel::issueActivated);
    emit panel->changeList()->itemActivated(panel->changeList()->item(2));
    REQUIRE(opened.size() == 1);
    CHECK(opened[0][1].toString() == QStringLiteral("other.md"));
    CHECK(opened[0][2].toInt() == 5);
    emit panel->changeList()->itemActivated(panel->changeList()->item(3));
    CHECK(opened.size() == 1);

    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty()) {
        settle(300);
        CHECK(f.window().grab().save(QDir(dir).filePath(QStringLiteral("import-report.png")), "PNG"));
    }
}

TEST_CASE("the import report says when a card became a cloze note, and words bad cloze markup", "[app][live][report][cloze]")
{
    QTemporaryDir notes;
    const QString file = notes.filePath(QStringLiteral("opt.md"));
    writeTextFile(file, QStringLiteral("# 优化器\n\n- Adam 的二阶矩是什么？\n  - 梯度平方的指数移动平均\n"));
    AppWindowFixture f(notes.path());
    f.window().reimport();
    REQUIRE(nextImport(f.window()).report);

    writeTextFile(file, QStringLiteral("# 优化器\n\n- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}\n- 坏的 {{c0::编号}}\n"));
    f.window().reimport();
    REQUIRE(nextImport(f.window()).report);
    ImportReportPanel* panel = f.window().reportPanel();
    const QStringList changes = rowsOf(panel->changeList());
    // Named by the side it asks: the cloze with its gap.
    CHECK(changes.contains(QStringLiteral("New  Adam 的二阶矩是[...]")));
    CHECK(changes.contains(QStringLiteral("Retired  Adam 的二阶矩是什么？")));
    CHECK(changes.contains(QStringLiteral("Now a cloze note (new cards; the old card is retired with its history)  Adam 的二阶矩是什么？")));
    const QStringList issues = rowsOf(panel->issueList());
    REQUIRE(issues.size() == 1);
    CHECK(issues[0].startsWith(QStringLiteral("opt.md:4  ")));
    CHECK(issues[0].contains(QStringLiteral("The cloze number \"0\" is not a positive whole number")));
}
