// The main window driven like a user would: browse the chapter tree and read a section, search
// (Chinese substrings included), open a result.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/card_view.h"
#include "gui/deck_tree_model.h"
#include "gui/overview_view.h"
#include "gui/read_document.h"
#include "gui/read_view.h"
#include "gui/search_view.h"

#include <QTreeView>
#include <QWebEnginePage>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::waitUntil;

namespace {

// The text of the card page (tests only; the app never runs script of its own making).
QString pageText(CardView* view)
{
    QString text;
    bool done = false;
    view->page()->runJavaScript(QStringLiteral("document.querySelector('main').innerText"), [&](const QVariant& v) {
        text = v.toString();
        done = true;
    });
    waitUntil([&] { return done; }, 10000);
    return text;
}

} // namespace

TEST_CASE("browsing the chapter tree shows counts and reads a section as one document", "[app]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    DeckTreeModel& model = f.window().treeModel();
    const service::DeckOverviewNode* all = model.node(QString());
    REQUIRE(all);
    CHECK(all->total > 50);
    CHECK(all->fresh == all->total);

    const auto section = core::DeckPath::parse("基础知识::Python::基本特性");
    const QString key = QString::fromStdString(section.key());
    REQUIRE(model.indexOfKey(key).isValid());
    f.window().selectDeck(section);
    CHECK(f.window().selectedDeck() == section);
    REQUIRE(waitUntil([&] { return f.window().overview()->isLoaded(); }));
    CHECK(f.window().overview()->scope() == section);

    ReadView* read = f.window().readView();
    int rendered = -1;
    QObject::connect(read, &ReadView::rendered, [&](int cards) { rendered = cards; });
    f.window().showRead(section);
    REQUIRE(waitUntil([&] { return rendered >= 0; }, 30000));
    CHECK(rendered == model.node(key)->total);
    CHECK(f.window().currentView() == read);
    const QString text = pageText(read->cardView());
    CHECK(text.contains(QStringLiteral("讲一下 Python 的深拷贝和浅拷贝")));
    CHECK(text.contains(QStringLiteral("浅拷贝只复制顶层对象")));
    CHECK(text.contains(QStringLiteral("New")));
}

TEST_CASE("the study links of the Read view name their card and nothing else", "[app]")
{
    CHECK(studyLinkCard(studyLink(42)) == std::optional<core::CardId>(42));
    CHECK_FALSE(studyLinkCard(QUrl(QStringLiteral("https://example.org/card/42"))));
    CHECK_FALSE(studyLinkCard(QUrl(QStringLiteral("https://notedeck.invalid/card/x"))));
}

TEST_CASE("search finds Chinese substrings, filters by chapter and state, and opens a result", "[app]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    f.window().showSearch();
    SearchView* search = f.window().searchView();
    CHECK(f.window().currentView() == search);

    search->setQuery(QStringLiteral("拷贝"));
    search->search();
    REQUIRE_FALSE(search->hits().empty());
    for (const auto& hit : search->hits()) {
        const std::string text = hit.card.question + hit.card.answer;
        CHECK(text.find("拷贝") != std::string::npos);
        const bool marked = hit.questionMarked.find(storage::kMatchStart) != std::string::npos ||
                            hit.snippet.find(storage::kMatchStart) != std::string::npos;
        CHECK(marked);
    }
    const size_t everywhere = search->hits().size();

    search->setChapterFilter(core::DeckPath::parse("基础知识::Python"));
    search->search();
    REQUIRE_FALSE(search->hits().empty());
    CHECK(search->hits().size() < everywhere);
    for (const auto& hit : search->hits())
        CHECK(hit.card.deck.startsWith(core::DeckPath::parse("基础知识::Python")));

    search->setChapterFilter(core::DeckPath());
    search->setQuery(QStringLiteral("复制顶"));
    search->search();
    REQUIRE(search->hits().size() >= 1);
    CHECK(search->hits().front().card.question.find("深拷贝和浅拷贝") != std::string::npos);

    core::CardId shown = 0;
    QObject::connect(search, &SearchView::resultShown, [&](core::CardId id) { shown = id; });
    search->openResult(0);
    REQUIRE(waitUntil([&] { return shown != 0; }, 30000));
    CHECK(shown == search->hits().front().card.id);

    search->setQuery(QStringLiteral("zzqqxx不存在"));
    search->search();
    CHECK(search->hits().empty());
}
