// Names in the window as a reader sees them (gui/widgets/card_names.h): the chapter tree, the
// overview, the import report, the search's results and card info show headings and questions
// without Markdown's marks (emphasis, link targets, backticks), as plain text; the cards of one
// note read apart (a cloze by its own gap, the reverse of a pair by its meaning, marked).
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/browse/overview_view.h"
#include "gui/browse/search_view.h"
#include "gui/card_info/card_info_dialog.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/window/import_report_panel.h"
#include "service/deck/detail/deck_internals.h"

#include <QLabel>
#include <QListWidget>
#include <QTemporaryDir>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;

namespace {

const QString kNotes = QStringLiteral("# **2.jieba分词用法**\n\n"
                                      "## 1. The 9-Step Formula ([Template](./mlsd-template.md))\n\n"
                                      "- 讲一下 `*args` 和 `**kwargs`\n  - 可变参数\n"
                                      "- batch ::: a group of samples processed together\n"
                                      "- 优化器{{c1::Adam}}结合了{{c2::动量}}\n");

QStringList rowsOf(const QListWidget* list)
{
    QStringList rows;
    for (int i = 0; i < list->count(); ++i)
        rows << list->item(i)->text();
    return rows;
}

} // namespace

TEST_CASE("the window names chapters and cards as a reader sees them, and siblings apart", "[app][names]")
{
    QTemporaryDir notes;
    writeTextFile(notes.filePath(QStringLiteral("ml.md")), kNotes);
    AppWindowFixture f(notes.path());
    f.window().reimport();
    REQUIRE(nextImport(f.window()).report);
    REQUIRE(f.waitForTree());

    // The tree: the headings' text, their marks read.
    DeckTreeModel& tree = f.window().treeModel();
    REQUIRE(waitUntil([&] { return tree.rowCount() > 1; }, 20000));   // the imported part beside "All cards"
    QModelIndex part;
    QStringList top;
    for (int row = 0; row < tree.rowCount(); ++row) {
        top << tree.data(tree.index(row, 0)).toString();
        if (top.back() == QStringLiteral("2.jieba分词用法"))
            part = tree.index(row, 0);
    }
    INFO(top.join(QStringLiteral(" | ")).toStdString());
    REQUIRE(part.isValid());
    REQUIRE(tree.rowCount(part) == 1);
    CHECK(tree.data(tree.index(0, 0, part)).toString() == QStringLiteral("1. The 9-Step Formula (Template)"));
    CHECK(tree.data(tree.index(0, 0, part), Qt::ToolTipRole).toString() ==
          QStringLiteral("2.jieba分词用法 \u203a 1. The 9-Step Formula (Template)"));

    // The overview of the chapter: its name and the part above it.
    const core::DeckPath chapter({"**2.jieba分词用法**", "1. The 9-Step Formula ([Template](./mlsd-template.md))"});
    f.window().selectDeck(chapter);
    settle(200);
    QStringList labels;
    for (const QLabel* label : f.window().overview()->findChildren<QLabel*>())
        labels << label->text();
    CHECK(labels.contains(QStringLiteral("1. The 9-Step Formula (Template)")));
    CHECK(labels.contains(QStringLiteral("2.jieba分词用法")));
    CHECK(labels.filter(QStringLiteral("**")).isEmpty());

    // The import report: five cards, five different names, none with Markdown.
    const QStringList changes = rowsOf(f.window().reportPanel()->changeList());
    CHECK(changes == QStringList{QStringLiteral("New  讲一下 *args 和 **kwargs"), QStringLiteral("New  batch"),
                                 QStringLiteral("New  a group of samples processed together (reverse)"),
                                 QStringLiteral("New  优化器[...]结合了动量"), QStringLiteral("New  优化器Adam结合了[...]")});

    // Search: the pair's two cards read apart.
    f.window().showSearch();
    SearchView* search = f.window().searchView();
    auto* results = search->findChild<QListWidget*>();
    REQUIRE(results);
    search->setQuery(QStringLiteral("batch"));
    search->search();
    REQUIRE(waitUntil([&] { return results->count() == 2 && !search->isSearching(); }, 30000));
    QStringList found;
    for (int i = 0; i < results->count(); ++i)
        found << results->item(i)->text().remove(QChar(1)).remove(QChar(2));
    found.sort();
    CHECK(found == QStringList{QStringLiteral("a group of samples processed together (reverse)"), QStringLiteral("batch")});

    // Card info: the card's name at the top, its deck by name.
    auto rows = service::storeOf(f.context().deck()).cards().list(core::DeckPath(), false);
    REQUIRE(rows);
    const auto code = std::find_if(rows->begin(), rows->end(), [](const core::CardRow& r) { return r.card.question.find("kwargs") != std::string::npos; });
    REQUIRE(code != rows->end());
    f.window().showCardInfo(code->card.id);
    REQUIRE(waitUntil([&] { return f.window().cardInfoDialog() && f.window().cardInfoDialog()->info().has_value(); }, 20000));
    CardInfoDialog* info = f.window().cardInfoDialog();
    CHECK(info->title() == QStringLiteral("讲一下 *args 和 **kwargs"));
    bool deckShown = false;
    for (const auto& [label, value] : info->facts())
        deckShown = deckShown || value == QStringLiteral("2.jieba分词用法 \u203a 1. The 9-Step Formula (Template)");
    CHECK(deckShown);
    info->close();
}
