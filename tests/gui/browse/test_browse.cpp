// Browsing as a reader does it, in a real window: the Read view follows the chapter clicked in the
// tree and keeps its place when a card is brought back; the search's preview always shows one of
// the results listed (or nothing), with "Study this card" to match, and its rows draw code and
// formulas in a code style; the tree says what mastered means.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/browse/marked_text_delegate.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card/card_view.h"
#include "gui/shared/deck_tree_model.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"

#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QTest>
#include <QTreeView>

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::clickEach;
using notedeck::gui::test::evalIn;
using notedeck::gui::test::waitUntil;

namespace {

QString pageText(CardView& view)
{
    return evalIn(view, QStringLiteral("document.querySelector('main').innerText")).toString();
}

double scrollY(CardView& view)
{
    return evalIn(view, QStringLiteral("window.scrollY")).toDouble();
}

// Clicks the row of `deck` in the chapter tree with the mouse.
void clickInTree(MainWindow& window, const core::DeckPath& deck)
{
    QTreeView* tree = window.tree();
    const QModelIndex index = window.treeModel().indexOfKey(QString::fromStdString(deck.key()));
    REQUIRE(index.isValid());
    tree->scrollTo(index);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, Qt::NoModifier, tree->visualRect(index).center());
}

// Counts the Read view's documents as they are painted.
struct ReadRenders {
    explicit ReadRenders(ReadView* read)
    {
        QObject::connect(read, &ReadView::rendered, [this](int cards) {
            ++count;
            lastCards = cards;
        });
    }
    bool next(int timeoutMs = 30000)
    {
        const int before = seen;
        const bool arrived = waitUntil([&] { return count > before; }, timeoutMs);
        seen = count;
        return arrived;
    }
    int count = 0;
    int seen = 0;
    int lastCards = -1;
};

QPushButton* studyCardButton(SearchView& search)
{
    for (QPushButton* button : search.findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Study this card"))
            return button;
    return nullptr;
}

bool listed(const SearchView& search, core::CardId id)
{
    return std::any_of(search.hits().begin(), search.hits().end(), [id](const auto& hit) { return hit.card.id == id; });
}

} // namespace

TEST_CASE("the Read view follows the chapter clicked in the tree", "[app][read]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    const auto pytorch = core::DeckPath::parse("基础知识::PyTorch");
    const auto python = core::DeckPath::parse("基础知识::Python");
    ReadView* read = f.window().readView();
    ReadRenders renders(read);
    f.window().showRead(pytorch);
    REQUIRE(renders.next());
    CHECK(pageText(*read->cardView()).contains(QStringLiteral("PyTorch")));
    // Somewhere down the chapter, to see that another chapter opens at its top.
    evalIn(*read->cardView(), QStringLiteral("window.scrollTo(0, 600)"));
    REQUIRE(scrollY(*read->cardView()) > 0);

    clickInTree(f.window(), python);
    CHECK(f.window().selectedDeck() == python);
    REQUIRE(renders.next());
    CHECK(f.window().currentView() == read);
    CHECK(read->scope() == python);
    CHECK(renders.lastCards == f.window().treeModel().node(QString::fromStdString(python.key()))->total);
    const QString text = pageText(*read->cardView());
    CHECK(text.contains(QStringLiteral("讲一下 Python 的深拷贝和浅拷贝")));
    CHECK_FALSE(text.contains(QStringLiteral("什么是叶子张量")));
    CHECK(scrollY(*read->cardView()) == 0);

    // The keyboard in the tree too: the next row down is read.
    f.window().tree()->setFocus();
    QTest::keyClick(f.window().tree(), Qt::Key_Down);
    REQUIRE(renders.next());
    CHECK(read->scope() == f.window().selectedDeck());
    CHECK_FALSE(read->scope() == python);

    // Another view in front: the tree's selection is the overview's, Read is not rebuilt.
    f.window().showOverview();
    const int before = renders.count;
    clickInTree(f.window(), pytorch);
    notedeck::gui::test::settle(300);
    CHECK(renders.count == before);
    CHECK(f.window().currentView() == static_cast<QWidget*>(f.window().overview()));
}

TEST_CASE("the Read view keeps its place when a card is unsuspended or unburied", "[app][read]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    storage::DeckStore& deck = service::storeOf(f.context().deck());
    const auto python = core::DeckPath::parse("基础知识::Python");
    auto rows = deck.cards().list(python, false);
    REQUIRE(rows);
    REQUIRE(rows->size() >= 20);
    // Cards far down the chapter: one suspended, one buried.
    const core::CardId suspended = (*rows)[rows->size() - 6].card.id;
    const core::CardId buried = (*rows)[rows->size() - 3].card.id;
    const core::Timestamp now = f.context().now();
    REQUIRE(service::changeCard(f.context().deck(), suspended, service::CardAction::Suspend, now));
    REQUIRE(service::changeCard(f.context().deck(), buried, service::CardAction::Bury, now));

    ReadView* read = f.window().readView();
    ReadRenders renders(read);
    f.window().showRead(python);
    REQUIRE(renders.next());
    CardView& page = *read->cardView();

    for (const QString& link : {QStringLiteral("a[href*=\"/unsuspend/\"]"), QStringLiteral("a[href*=\"/unbury/\"]")}) {
        INFO(link.toStdString());
        // The reader has scrolled to the card (the click below scrolls it to the same place).
        evalIn(page, QStringLiteral("document.querySelector('%1').scrollIntoView({block: 'center'})").arg(link));
        const double before = scrollY(page);
        REQUIRE(before > 1000);
        REQUIRE(clickEach(page, link) == 1);
        REQUIRE(renders.next());
        CHECK(evalIn(page, QStringLiteral("document.querySelectorAll('%1').length").arg(link)).toInt() == 0);
        CHECK(std::abs(scrollY(page) - before) < 40);
    }
    CHECK_FALSE((*deck.cards().find(suspended))->schedule.suspended);
    CHECK((*deck.cards().find(buried))->schedule.buried_until == 0);
}

TEST_CASE("after new results the search's preview shows one of them or nothing, and Study this card matches",
          "[app][search]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    f.window().showSearch();
    SearchView* search = f.window().searchView();
    auto* results = search->findChild<QListWidget*>();
    QPushButton* study = studyCardButton(*search);
    REQUIRE(results);
    REQUIRE(study);
    int searches = 0;
    QObject::connect(search, &SearchView::searched, [&] { ++searches; });
    const auto searchFor = [&](const QString& text) {
        const int before = searches;
        search->setQuery(text);
        search->search();
        return waitUntil([&] { return searches > before && !search->isSearching(); }, 30000);
    };
    // The preview shows a listed card, the list's current row is that card, and it can be studied.
    const auto previewIsListed = [&] {
        const auto shown = search->cardView()->currentCard();
        const int row = results->currentRow();
        return shown && listed(*search, *shown) && row >= 0 &&
               search->hits()[static_cast<size_t>(row)].card.id == *shown && study->isEnabled();
    };

    // A result outside PyTorch is opened.
    REQUIRE(searchFor(QStringLiteral("梯度")));
    const auto pytorch = core::DeckPath::parse("基础知识::PyTorch");
    int outside = -1;
    for (size_t i = 0; i < search->hits().size() && outside < 0; ++i)
        if (!search->hits()[i].card.deck.startsWith(pytorch))
            outside = static_cast<int>(i);
    REQUIRE(outside >= 0);
    const core::CardId opened = search->hits()[static_cast<size_t>(outside)].card.id;
    core::CardId painted = 0;
    QObject::connect(search, &SearchView::resultShown, [&](core::CardId id) { painted = id; });
    results->setCurrentRow(outside);
    CHECK(search->cardView()->currentCard() == opened);
    CHECK(study->isEnabled());
    REQUIRE(waitUntil([&] { return painted == opened; }, 30000));   // on screen, the page loaded

    // The chapter filter drops it: the preview moves to a card that is listed.
    QComboBox* chapter = search->findChildren<QComboBox*>().at(0);
    const int before = searches;
    chapter->setCurrentIndex(chapter->findData(QString::fromStdString(pytorch.key())));
    REQUIRE(waitUntil([&] { return searches > before && !search->isSearching(); }, 30000));
    REQUIRE(search->hits().size() >= 2);
    CHECK_FALSE(listed(*search, opened));
    CHECK(previewIsListed());
    CHECK(search->cardView()->currentCard() == search->hits().front().card.id);

    // A card still listed after a new query stays in the preview.
    const int last = static_cast<int>(search->hits().size()) - 1;
    const core::CardId kept = search->hits().back().card.id;
    results->setCurrentRow(last);
    REQUIRE(searchFor(QStringLiteral("梯")));
    CHECK(listed(*search, kept));
    CHECK(previewIsListed());
    CHECK(search->cardView()->currentCard() == kept);

    // No results: nothing in the preview, nothing to study.
    REQUIRE(searchFor(QStringLiteral("zzqqxx不存在")));
    CHECK(search->hits().empty());
    CHECK_FALSE(search->cardView()->currentCard());
    CHECK_FALSE(study->isEnabled());
    REQUIRE(waitUntil([&] { return evalIn(*search->cardView(), QStringLiteral("document.getElementById('card').hidden")).toBool(); }));

    // Results again: the first one is shown.
    REQUIRE(searchFor(QStringLiteral("拷贝")));
    CHECK(previewIsListed());
    CHECK(search->cardView()->currentCard() == search->hits().front().card.id);
}

TEST_CASE("the chapter tree's mastery tooltips say what mastered means", "[app][mastery]")
{
    DeckTreeModel model;
    service::DeckOverviewNode all;
    all.total = 33;
    all.fresh = 28;
    all.mastered = 2;
    model.setNodes({all});
    const QModelIndex mastery = model.index(0, DeckTreeModel::MasteryColumn);
    REQUIRE(mastery.isValid());
    const QString tip = mastery.data(Qt::ToolTipRole).toString();
    CHECK(tip.startsWith(QStringLiteral("Mastered: 2 of 33 cards (6%).")));
    for (const QString& text : {tip, model.headerData(DeckTreeModel::MasteryColumn, Qt::Horizontal, Qt::ToolTipRole).toString()}) {
        CHECK(text.contains(QStringLiteral("review card")));
        CHECK(text.contains(QStringLiteral("at least 90% probability")));
        CHECK(text.contains(QStringLiteral("stability is at least 21 days")));
    }
}

TEST_CASE("search rows draw code and formulas in a code style, matches highlighted inside them too", "[search]")
{
    const QColor highlight(Qt::yellow), onHighlight(Qt::black);
    const QString marked = QStringLiteral("即 \x03\\frac{1}{\x01x\x02}\x04 <b>");
    const QString html = MarkedTextDelegate::toHtml(marked, highlight, onHighlight);
    CHECK(html == QStringLiteral("即 <code>\\frac{1}{</code><code><span style=\"background-color:#ffff00;color:#000000\">x</span></code>"
                                 "<code>}</code> &lt;b&gt;"));
    // A mark cut off at the end of a row runs to the end.
    CHECK(MarkedTextDelegate::toHtml(QStringLiteral("a \x03" "def f"), highlight, onHighlight) == QStringLiteral("a <code>def f</code>"));
}
