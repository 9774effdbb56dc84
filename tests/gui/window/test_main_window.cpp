// The main window driven like a user would: browse the chapter tree and read a section, search
// (Chinese typed into the search view, filters, highlighting, coalesced searches), open a result.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/deck_worker.h"
#include "gui/browse/marked_text_delegate.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_document.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card/card_view.h"
#include "gui/shared/deck_tree_model.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"

#include <QApplication>
#include <QComboBox>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QTest>
#include <QTreeView>
#include <QWebEnginePage>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::clickEach;
using notedeck::gui::test::evalIn;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;

namespace {

// The text of the card page (tests only; the app never runs script of its own making).
QString pageText(CardView* view)
{
    return notedeck::gui::test::evalIn(*view, QStringLiteral("document.querySelector('main').innerText")).toString();
}

// Types `text` into `field` as an input method commits it: a character at a time.
void typeText(QWidget& field, const QString& text)
{
    for (const QChar c : text) {
        QInputMethodEvent commit;
        commit.setCommitString(QString(c));
        QApplication::sendEvent(&field, &commit);
    }
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
    CHECK_FALSE(studyLinkCard(readLink(ReadLinkAction::Unsuspend, 42)));
    const auto unbury = readLinkOf(readLink(ReadLinkAction::Unbury, 7));
    REQUIRE(unbury);
    CHECK(unbury->action == ReadLinkAction::Unbury);
    CHECK(unbury->card == 7);
    CHECK(readLinkOf(readLink(ReadLinkAction::Unsuspend, 9))->action == ReadLinkAction::Unsuspend);
    CHECK_FALSE(readLinkOf(QUrl(QStringLiteral("https://notedeck.invalid/unsuspend/"))));
    CHECK_FALSE(readLinkOf(QUrl(QStringLiteral("https://notedeck.invalid/delete/3"))));
}

TEST_CASE("the Read view marks suspended, leech and buried cards and brings them back from their links", "[app][read]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    storage::DeckStore& deck = service::storeOf(f.context().deck());
    const auto section = core::DeckPath::parse("基础知识::Python::基本特性");
    auto rows = deck.cards().list(section, false);
    REQUIRE(rows);
    REQUIRE(rows->size() >= 3);
    const core::CardId leech = (*rows)[0].card.id;
    const core::CardId buried = (*rows)[1].card.id;
    const core::Timestamp now = f.context().now();
    // A leech, suspended at its 8th lapse, and a card buried until tomorrow.
    core::ScheduleState lapsed;
    lapsed.state = core::CardState::Relearning;
    lapsed.due = now - 60;
    lapsed.stability = 0.8;
    lapsed.difficulty = 8.5;
    lapsed.reps = 20;
    lapsed.lapses = 8;
    lapsed.last_review = now - 60;
    lapsed.leech = true;
    lapsed.suspended = true;
    REQUIRE(deck.cards().setSchedule(leech, lapsed));
    REQUIRE(service::changeCard(f.context().deck(), buried, service::CardAction::Bury, now));

    ReadView* read = f.window().readView();
    int rendered = -1;
    QObject::connect(read, &ReadView::rendered, [&](int cards) { rendered = cards; });
    std::vector<core::CardId> broughtBack;
    QObject::connect(read, &ReadView::cardBroughtBack, [&](core::CardId id) { broughtBack.push_back(id); });
    f.window().showRead(section);
    REQUIRE(waitUntil([&] { return rendered >= 0; }, 30000));
    QString text = pageText(read->cardView());
    CHECK(text.contains(QStringLiteral("Relearning · suspended · leech")));
    CHECK(text.contains(QStringLiteral("New · buried until tomorrow")));
    CHECK(evalIn(*read->cardView(), QStringLiteral("document.querySelectorAll('a[href*=\"/unsuspend/\"]').length")).toInt() == 1);
    CHECK(evalIn(*read->cardView(), QStringLiteral("document.querySelectorAll('a[href*=\"/unbury/\"]').length")).toInt() == 1);
    CHECK(text.count(QStringLiteral("Study this card")) == static_cast<int>(rows->size()));

    // Unsuspend, clicked as a reader would: stored, and the page shows the card's new state.
    rendered = -1;
    REQUIRE(clickEach(*read->cardView(), QStringLiteral("a[href*=\"/unsuspend/\"]")) == 1);
    REQUIRE(waitUntil([&] { return !broughtBack.empty(); }, 10000));
    CHECK(broughtBack.front() == leech);
    const auto back = deck.cards().find(leech);
    REQUIRE(back);
    CHECK_FALSE((*back)->schedule.suspended);
    CHECK((*back)->schedule.leech);   // still listed as a leech
    CHECK(deck.reviewLog().of(leech)->empty());
    REQUIRE(waitUntil([&] { return rendered >= 0; }, 30000));
    text = pageText(read->cardView());
    CHECK_FALSE(text.contains(QStringLiteral("Unsuspend")));
    CHECK(text.contains(QStringLiteral("Relearning · due now")));
    CHECK(text.contains(QStringLiteral("· leech")));

    rendered = -1;
    REQUIRE(clickEach(*read->cardView(), QStringLiteral("a[href*=\"/unbury/\"]")) == 1);
    REQUIRE(waitUntil([&] { return broughtBack.size() == 2; }, 10000));
    CHECK(broughtBack.back() == buried);
    CHECK((*deck.cards().find(buried))->schedule.buried_until == 0);
    REQUIRE(waitUntil([&] { return rendered >= 0; }, 30000));
    text = pageText(read->cardView());
    CHECK_FALSE(text.contains(QStringLiteral("Unbury")));
    CHECK_FALSE(text.contains(QStringLiteral("buried")));
}

TEST_CASE("search: typed Chinese is found on the worker, highlighted, filtered by chapter and state, and opened",
          "[app][search]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    f.window().activateWindow();
    REQUIRE(waitUntil([&] { return QApplication::activeWindow() == &f.window(); }, 5000));
    f.window().showSearch();
    SearchView* search = f.window().searchView();
    CHECK(f.window().currentView() == search);
    auto* query = search->findChild<QLineEdit*>();
    auto* results = search->findChild<QListWidget*>();
    REQUIRE(query);
    REQUIRE(results);
    CHECK(query->hasFocus());
    int searches = 0;
    QObject::connect(search, &SearchView::searched, [&] { ++searches; });
    const auto searchedOnce = [&] {
        const int before = searches;
        return waitUntil([&] { return searches > before && !search->isSearching(); }, 30000);
    };

    // A 2-character Chinese word, typed as an input method commits it, a character at a time: the
    // trigram index cannot match it, the scan does. The typing pause starts one search, on the worker.
    const int before = searches;
    typeText(*query, QStringLiteral("梯度"));
    CHECK(search->isSearching() == false);   // nothing runs until the typing pauses
    REQUIRE(waitUntil([&] { return searches > before && !search->isSearching(); }, 30000));
    CHECK(searches == before + 1);
    REQUIRE_FALSE(search->hits().empty());
    REQUIRE(results->count() == static_cast<int>(search->hits().size()));
    for (const auto& hit : search->hits())
        CHECK((hit.card.question + hit.card.answer).find("梯度") != std::string::npos);
    // The match is highlighted: the list shows the marked question, or the marked excerpt below it.
    int highlighted = 0;
    for (int row = 0; row < results->count(); ++row) {
        const QString shown = results->item(row)->text() + results->item(row)->data(MarkedTextDelegate::kSecondLineRole).toString();
        highlighted += shown.contains(QStringLiteral("\x01梯度\x02")) ? 1 : 0;
    }
    CHECK(highlighted == results->count());
    const size_t everywhere = search->hits().size();

    // Two more characters (4 in all, through the trigram index); typed quickly, one search again.
    typeText(*query, QStringLiteral("累积"));
    REQUIRE(searchedOnce());
    REQUIRE_FALSE(search->hits().empty());
    CHECK(search->hits().size() < everywhere);
    for (const auto& hit : search->hits())
        CHECK((hit.card.question + hit.card.answer).find("梯度累积") != std::string::npos);
    const size_t accumulation = search->hits().size();

    // The chapter filter, chosen in its box.
    const auto pytorch = core::DeckPath::parse("基础知识::PyTorch");
    auto boxes = search->findChildren<QComboBox*>();
    REQUIRE(boxes.size() == 2);
    QComboBox* chapter = boxes[0];
    QComboBox* state = boxes[1];
    const int at = chapter->findData(QString::fromStdString(pytorch.key()));
    REQUIRE(at > 0);
    query->setText(QStringLiteral("梯度"));
    REQUIRE(searchedOnce());
    chapter->setCurrentIndex(at);
    REQUIRE(searchedOnce());
    REQUIRE_FALSE(search->hits().empty());
    CHECK(search->hits().size() < everywhere);
    for (const auto& hit : search->hits())
        CHECK(hit.card.deck.startsWith(pytorch));

    // The state filter: one of those cards made a review card; "Review" lists just it.
    const core::CardId reviewed = search->hits().back().card.id;
    core::ScheduleState schedule = search->hits().back().schedule;
    schedule.state = core::CardState::Review;
    schedule.due = f.context().now() + 86'400;
    schedule.stability = 3;
    schedule.difficulty = 5;
    schedule.reps = 1;
    schedule.last_review = f.context().now();
    REQUIRE(service::storeOf(f.context().deck()).cards().setSchedule(reviewed, schedule));
    state->setCurrentIndex(state->findData(static_cast<int>(core::CardState::Review)));
    REQUIRE(searchedOnce());
    REQUIRE(search->hits().size() == 1);
    CHECK(search->hits().front().card.id == reviewed);
    state->setCurrentIndex(state->findData(static_cast<int>(core::CardState::New)));
    REQUIRE(searchedOnce());
    CHECK_FALSE(search->hits().empty());
    for (const auto& hit : search->hits())
        CHECK(hit.card.id != reviewed);

    // Filters off; Enter opens the first result, and the card is shown with its answer.
    state->setCurrentIndex(0);
    REQUIRE(searchedOnce());
    chapter->setCurrentIndex(0);
    REQUIRE(searchedOnce());
    query->setText(QStringLiteral("复制顶"));
    REQUIRE(searchedOnce());
    REQUIRE(search->hits().size() >= 1);
    CHECK(search->hits().front().card.question.find("深拷贝和浅拷贝") != std::string::npos);
    core::CardId shown = 0;
    QObject::connect(search, &SearchView::resultShown, [&](core::CardId id) { shown = id; });
    query->setFocus();
    QTest::keyClick(query, Qt::Key_Return);
    REQUIRE(waitUntil([&] { return shown != 0; }, 30000));
    CHECK(shown == search->hits().front().card.id);
    CHECK(results->currentRow() == 0);
    CHECK(results->hasFocus());
    CHECK(pageText(search->cardView()).contains(QStringLiteral("深拷贝和浅拷贝")));
    CHECK(accumulation > 0);

    query->setText(QStringLiteral("zzqqxx不存在"));
    REQUIRE(searchedOnce());
    CHECK(search->hits().empty());
    CHECK(results->count() == 0);
}

TEST_CASE("searches started while one runs are coalesced: one at a time, the latest query last", "[app][search]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    f.window().showSearch();
    SearchView* search = f.window().searchView();
    std::vector<int> listed;
    QObject::connect(search, &SearchView::searched, [&](int n) { listed.push_back(n); });
    // Other views' jobs may be queued too; the search view adds at most one. (The count drops on
    // this thread's event loop, which does not run in between.)
    const int others = f.context().worker().pending();
    int mostPending = others;
    for (const char* text : {"梯", "梯度", "梯度累", "梯度累积", "拷贝"}) {
        search->setQuery(QString::fromUtf8(text));
        search->search();
        mostPending = std::max(mostPending, f.context().worker().pending());
    }
    CHECK(search->isSearching());
    CHECK(mostPending == others + 1);   // one search on the worker; the others waited for it
    REQUIRE(waitUntil([&] { return !search->isSearching(); }, 30000));
    settle(50);
    // The first search's (stale) results were dropped; only the latest query's were listed.
    REQUIRE(listed.size() == 1);
    REQUIRE_FALSE(search->hits().empty());
    for (const auto& hit : search->hits())
        CHECK((hit.card.question + hit.card.answer).find("拷贝") != std::string::npos);

    // Clearing the query while a search runs drops its results.
    listed.clear();
    search->setQuery(QStringLiteral("梯度"));
    search->search();
    search->setQuery(QString());
    search->search();
    REQUIRE(listed == std::vector<int>{0});
    REQUIRE(waitUntil([&] { return !search->isSearching(); }, 30000));
    settle(100);
    CHECK(listed == std::vector<int>{0});
    CHECK(search->hits().empty());
}

TEST_CASE("a 1200-pixel window shows every part, chapter and section name whole, and search gives the card room",
          "[app][layout]")
{
    AppWindowFixture f;
    f.window().resize(1200, 800);   // before the first counts, which size the tree
    REQUIRE(f.waitForTree());
    QTreeView* tree = f.window().tree();
    tree->expandAll();
    settle(50);
    const DeckTreeModel& model = f.window().treeModel();
    int checked = 0;
    for (const service::DeckOverviewNode& node : model.nodes()) {
        if (node.depth > 2)
            continue;
        const QModelIndex index = model.indexOfKey(QString::fromStdString(node.deck.key()));
        const QString name = index.data().toString();
        const int needed = tree->fontMetrics().horizontalAdvance(name) + 6;   // the text and its margins
        INFO(name.toStdString() << ": " << tree->visualRect(index).width() << " px for " << needed);
        CHECK(tree->visualRect(index).width() >= needed);
        ++checked;
    }
    CHECK(checked > 20);
    CHECK(tree->width() <= f.window().width() * 2 / 5 + 4);   // the views keep most of the window

    // The card opened from the results is wider than the list, so its code blocks fit.
    f.window().showSearch();
    SearchView* search = f.window().searchView();
    search->setQuery(QStringLiteral("拷贝"));
    search->search();
    REQUIRE(waitUntil([&] { return !search->isSearching(); }, 30000));
    REQUIRE_FALSE(search->hits().empty());
    settle(50);
    auto* results = search->findChild<QListWidget*>();
    REQUIRE(results);
    CHECK(search->cardView()->width() > results->width());
}
