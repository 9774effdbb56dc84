// Card info from the keyboard: I opens the card info of the card in front of the reader in the
// review screen, the Read view (the first card in view; each card's Card info link too), the
// search (the opened result; I typed in the query stays a letter) and the drill summary (the
// chosen question), and the window shows the card's figures as the scheduler works them out.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/browse/read_document.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card/card_view.h"
#include "gui/card_info/card_info_dialog.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/drill/drill_view.h"
#include "gui/review/review_view.h"
#include "service/drill/drill_session.h"
#include "service/study/study.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QChartView>
#include <QLineEdit>
#include <QListWidget>
#include <QTreeWidget>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::evalIn;
using notedeck::gui::test::pressKey;
using notedeck::gui::test::waitUntil;

namespace {

const core::DeckPath kPython = core::DeckPath::parse("基础知识::Python");

void activate(MainWindow& window)
{
    window.activateWindow();
    REQUIRE(waitUntil([&] { return QApplication::activeWindow() == &window; }, 5000));
}

// Presses I on `view` and waits for the card info it opens, read and shown; returns its card.
core::CardId infoWithKey(MainWindow& window, QWidget& view)
{
    CardInfoDialog* before = window.cardInfoDialog();
    pressKey(view, Qt::Key_I);
    REQUIRE(waitUntil([&] { return window.cardInfoDialog() && window.cardInfoDialog() != before; }, 10000));
    CardInfoDialog* dialog = window.cardInfoDialog();
    REQUIRE(waitUntil([&] { return dialog->info().has_value(); }, 20000));
    const core::CardId card = dialog->card();
    dialog->close();
    activate(window);
    return card;
}

QString factOf(const CardInfoDialog& dialog, const QString& label)
{
    for (const auto& [name, value] : dialog.facts())
        if (name == label)
            return value;
    return {};
}

} // namespace

TEST_CASE("I opens card info in the review screen, with the card's answers and the scheduler's figures",
          "[app][card-info]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();
    const core::CardId card = 1;
    // Two answers a day apart: a history with R before the second.
    const core::Timestamp now = f.context().now();
    REQUIRE(service::answerCard(f.context().deck(), card, core::Rating::Good, now - 3 * 86400, 4000));
    REQUIRE(service::answerCard(f.context().deck(), card, core::Rating::Good, now - 2 * 86400, 6000));

    auto* review = qobject_cast<ReviewView*>(window.reviewView());
    window.studyCard(card);
    REQUIRE(waitUntil([&] { return review->currentCard() == std::optional(card); }, 20000));
    activate(window);
    review->setFocus();
    CardInfoDialog* before = window.cardInfoDialog();
    pressKey(*review, Qt::Key_I);
    REQUIRE(waitUntil([&] { return window.cardInfoDialog() && window.cardInfoDialog() != before; }, 10000));
    CardInfoDialog* dialog = window.cardInfoDialog();
    REQUIRE(waitUntil([&] { return dialog->info().has_value(); }, 20000));
    CHECK(dialog->card() == card);
    CHECK(dialog->isVisible());
    CHECK(factOf(*dialog, QStringLiteral("Preset")) == QStringLiteral("Default"));
    CHECK(factOf(*dialog, QStringLiteral("Source")) ==
          QStringLiteral("%1:%2").arg(QString::fromStdString(dialog->info()->details.row.card.sourceFile))
              .arg(dialog->info()->details.row.card.sourceLine));
    CHECK(factOf(*dialog, QStringLiteral("Lapses")) == QStringLiteral("0"));
    CHECK(factOf(*dialog, QStringLiteral("Retrievability now")).endsWith(QLatin1Char('%')));
    // Both answers, newest first, each with S and D after it; R before the second only.
    QTreeWidget* history = dialog->historyTable();
    REQUIRE(history->topLevelItemCount() == 2);
    CHECK(history->topLevelItem(0)->text(3) == QStringLiteral("6.0 s"));
    CHECK(history->topLevelItem(0)->text(4).endsWith(QLatin1Char('%')));
    CHECK(history->topLevelItem(1)->text(4) == QStringLiteral("—"));
    CHECK(history->topLevelItem(1)->text(5) != QStringLiteral("—"));
    const auto& figures = dialog->info()->reviews;
    REQUIRE(figures.size() == 2);
    CHECK(figures[1].stability == dialog->info()->current->stability);
    CHECK(dialog->chartView()->isVisible());
    CHECK(dialog->historyNote().isEmpty());
    dialog->close();
}

TEST_CASE("I opens card info from Read (the first card in view), Search and the drill summary", "[app][card-info]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();
    activate(window);

    SECTION("Read: the first card in view, and each card's Card info link")
    {
        ReadView* read = window.readView();
        int rendered = 0;
        QObject::connect(read, &ReadView::rendered, [&](int) { ++rendered; });
        window.showRead(kPython);
        REQUIRE(waitUntil([&] { return rendered > 0; }, 30000));
        const QString firstInView = QStringLiteral(
            "(() => { for (const a of document.querySelectorAll('a[href*=\"/info/\"]'))"
            " if (a.getBoundingClientRect().bottom > 0) return a.href; return ''; })()");
        const auto top = readLinkOf(QUrl(evalIn(*read->cardView(), firstInView).toString()));
        REQUIRE(top);
        read->setFocus();
        CHECK(infoWithKey(window, *read) == top->card);
        // Further down the page, I opens a card further down.
        evalIn(*read->cardView(), QStringLiteral("window.scrollTo(0, 1500)"));
        const auto lower = readLinkOf(QUrl(evalIn(*read->cardView(), firstInView).toString()));
        REQUIRE(lower);
        CHECK(lower->card != top->card);
        read->setFocus();
        CHECK(infoWithKey(window, *read) == lower->card);
        // The link of a card.
        const QString selector = QStringLiteral("a[href=\"%1\"]").arg(readLink(ReadLinkAction::Info, top->card).toString());
        CardInfoDialog* before = window.cardInfoDialog();
        evalIn(*read->cardView(), QStringLiteral("window.scrollTo(0, 0)"));
        REQUIRE(test::clickEach(*read->cardView(), selector) == 1);
        REQUIRE(waitUntil([&] { return window.cardInfoDialog() && window.cardInfoDialog() != before; }, 10000));
        CHECK(window.cardInfoDialog()->card() == top->card);
        window.cardInfoDialog()->close();
    }

    SECTION("Search: the opened result; I in the query is a letter")
    {
        window.showSearch();
        SearchView* search = window.searchView();
        int searched = 0;
        QObject::connect(search, &SearchView::searched, [&] { ++searched; });
        search->setQuery(QStringLiteral("拷贝"));
        search->search();
        REQUIRE(waitUntil([&] { return searched > 0 && !search->isSearching(); }, 30000));
        REQUIRE(!search->hits().empty());
        auto* results = search->findChild<QListWidget*>();
        results->setCurrentRow(1);
        REQUIRE(waitUntil([&] { return search->cardView()->currentCard() == std::optional(search->hits()[1].card.id); }));
        results->setFocus();
        CHECK(infoWithKey(window, *results) == search->hits()[1].card.id);

        auto* query = search->findChild<QLineEdit*>();
        CardInfoDialog* before = window.cardInfoDialog();
        query->setFocus();
        query->end(false);
        pressKey(*query, Qt::Key_I);
        CHECK(query->text() == QStringLiteral("拷贝i"));
        test::settle(200);
        CHECK(window.cardInfoDialog() == before);
    }

    SECTION("the drill summary: the chosen question")
    {
        service::DrillOptions options;
        options.count = 2;
        REQUIRE(window.startDrill(options));
        DrillView* drill = window.drillView();
        REQUIRE(waitUntil([&] { return drill->session() && drill->session()->current(); }, 20000));
        activate(window);
        drill->setFocus();
        for (Qt::Key grade : {Qt::Key_3, Qt::Key_1}) {
            pressKey(*drill, Qt::Key_Space);
            pressKey(*drill, grade);
        }
        REQUIRE(waitUntil([&] { return drill->isSummaryShown(); }, 20000));
        DrillSummaryView* summary = drill->summaryView();
        const auto chosen = summary->chosenCard();
        REQUIRE(chosen);
        CHECK(*chosen == summary->summary().items.front().card);
        summary->setFocus();
        CHECK(infoWithKey(window, *summary) == *chosen);
        // The missed list chosen: its card.
        QListWidget* missed = summary->missedList();
        REQUIRE(missed->count() == 1);
        missed->setCurrentRow(0);
        missed->setFocus();
        CHECK(infoWithKey(window, *missed) == summary->missedCards().front());
    }
}
