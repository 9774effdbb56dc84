// A day's study in the real main window, from the keyboard, on a temporary deck of two chapters:
// a chapter chosen in the tree, Study now on its overview, reveal, answer, undo, the summary; and
// Read → "Study this card" clicked with the mouse in the document.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/browse/overview_view.h"
#include "gui/browse/read_document.h"
#include "gui/browse/read_view.h"
#include "gui/card/card_view.h"
#include "gui/review/review_counts_bar.h"
#include "gui/review/review_view.h"
#include "gui/review/session_summary_view.h"
#include "gui/shared/study_texts.h"
#include "gui/shared/deck_tree_model.h"
#include "service/deck/detail/deck_internals.h"
#include "service/study/study.h"

#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::nextImport;
using notedeck::gui::test::pressKey;
using notedeck::gui::test::RenderLog;
using notedeck::gui::test::waitUntil;
using notedeck::gui::test::writeTextFile;
using service::SessionCounts;

namespace {

const core::DeckPath kFirst = core::DeckPath::parse("测试::甲章");
const core::DeckPath kSecond = core::DeckPath::parse("测试::乙章");

// Three cards in the first chapter, two in the second.
const char* kNotes = "# 测试\n\n## 甲章\n\n"
                     "- 问题 A？\n  - 答案 A\n- 问题 B？\n  - 答案 B\n- 问题 C？\n  - 答案 C\n\n"
                     "## 乙章\n\n"
                     "- 问题 D？\n  - 答案 D\n- 问题 E？\n  - 答案 E\n";

// A window on a fresh deck imported from kNotes, the tree loaded.
struct StudyDeck {
    QTemporaryDir notes;
    std::unique_ptr<AppWindowFixture> app;

    StudyDeck()
    {
        writeTextFile(notes.filePath(QStringLiteral("cards.md")), QString::fromUtf8(kNotes));
        app = std::make_unique<AppWindowFixture>(notes.path());
        app->window().reimport();
        const ImportOutcome imported = nextImport(app->window());
        REQUIRE(imported.report);
        REQUIRE(imported.report->added.size() == 5);
        REQUIRE(waitUntil([this] {
            const auto* all = app->window().treeModel().node(QString());
            return all && all->total == 5;
        }));
        app->window().activateWindow();
    }

    MainWindow& window() { return app->window(); }
    service::Deck& deck() { return app->context().deck(); }
    storage::DeckStore& store() { return service::storeOf(app->context().deck()); }

    std::vector<core::CardId> cardsOf(const core::DeckPath& scope)
    {
        auto rows = store().cards().list(scope, false);
        REQUIRE(rows);
        std::vector<core::CardId> ids;
        for (const auto& row : *rows)
            ids.push_back(row.card.id);
        return ids;
    }
    core::CardState stateOf(core::CardId id) { return (*store().cards().find(id))->schedule.state; }
    int answersOf(core::CardId id) { return static_cast<int>(store().reviewLog().of(id)->size()); }
};

QPushButton* buttonNamed(QWidget& parent, const QString& text)
{
    for (auto* button : parent.findChildren<QPushButton*>())
        if (button->text() == text)
            return button;
    return nullptr;
}

} // namespace

TEST_CASE("a session in the main window: Study now on a chapter, keys, undo, summary", "[app][session]")
{
    StudyDeck d;
    MainWindow& window = d.window();
    const std::vector<core::CardId> first = d.cardsOf(kFirst);
    const std::vector<core::CardId> second = d.cardsOf(kSecond);
    REQUIRE(first.size() == 3);
    REQUIRE(second.size() == 2);

    window.selectDeck(kFirst);
    REQUIRE(waitUntil([&] { return window.overview()->isLoaded() && window.overview()->scope() == kFirst; }));
    QPushButton* studyNow = buttonNamed(*window.overview(), QStringLiteral("&Study now"));
    REQUIRE(studyNow);
    REQUIRE(studyNow->isEnabled());

    auto* review = qobject_cast<ReviewView*>(window.reviewView());
    REQUIRE(review);
    RenderLog log(*review->cardView());
    QTest::mouseClick(studyNow, Qt::LeftButton);
    CHECK(window.currentView() == review);

    // Only the chapter's cards: three new ones, in note order.
    REQUIRE(log.waitFor(first[0], CardPart::Question));
    REQUIRE(review->session());
    CHECK(review->session()->scope() == kFirst);
    CHECK(review->countsBar()->counts() == SessionCounts{3, 0, 0});
    CHECK(review->currentRow()->card.deck == kFirst);

    pressKey(*review, Qt::Key_Space);
    REQUIRE(log.waitFor(first[0], CardPart::Answer));
    CHECK(review->isAnswerShown());
    pressKey(*review, Qt::Key_3);   // Good: into learning
    REQUIRE(log.waitFor(first[1], CardPart::Question));
    CHECK(d.stateOf(first[0]) == core::CardState::Learning);
    CHECK(d.answersOf(first[0]) == 1);
    CHECK(review->countsBar()->counts() == SessionCounts{2, 1, 0});

    // u: the first card again, new as it was, its answer gone from the log.
    pressKey(*review, Qt::Key_U);
    REQUIRE(log.waitFor(first[0], CardPart::Question));
    CHECK(*review->currentCard() == first[0]);
    CHECK_FALSE(review->isAnswerShown());
    CHECK(d.stateOf(first[0]) == core::CardState::New);
    CHECK(d.answersOf(first[0]) == 0);
    CHECK(review->countsBar()->counts() == SessionCounts{3, 0, 0});

    pressKey(*review, Qt::Key_Space);
    REQUIRE(log.waitFor(first[0], CardPart::Answer));
    pressKey(*review, Qt::Key_4);   // Easy: a review card, days away
    REQUIRE(log.waitFor(first[1], CardPart::Question));
    pressKey(*review, Qt::Key_Space);
    REQUIRE(log.waitFor(first[1], CardPart::Answer));
    pressKey(*review, Qt::Key_1);   // Again: back in a minute
    REQUIRE(log.waitFor(first[2], CardPart::Question));
    CHECK(review->countsBar()->counts() == SessionCounts{1, 1, 0});
    pressKey(*review, Qt::Key_Return);
    REQUIRE(log.waitFor(first[2], CardPart::Answer));
    pressKey(*review, Qt::Key_2);   // Hard
    // Nothing new is left: the learning cards come now, the one answered Again first.
    REQUIRE(log.waitFor(first[1], CardPart::Question));
    pressKey(*review, Qt::Key_Space);
    REQUIRE(log.waitFor(first[1], CardPart::Answer));
    pressKey(*review, Qt::Key_4);
    REQUIRE(log.waitFor(first[2], CardPart::Question));
    pressKey(*review, Qt::Key_Space);
    REQUIRE(log.waitFor(first[2], CardPart::Answer));
    pressKey(*review, Qt::Key_4);
    REQUIRE(waitUntil([&] { return review->isSummaryShown(); }, 30000));

    const service::SessionSummary& summary = review->summaryView()->summary();
    CHECK(summary.stats.answered == 5);
    CHECK(summary.stats.again == 1);
    CHECK(summary.stats.newCards == 3);
    std::int64_t loggedMs = 0;
    for (const core::CardId id : first) {
        const auto answers = d.store().reviewLog().of(id);
        REQUIRE(answers);
        for (const auto& answer : *answers)
            loggedMs += answer.durationMs;
    }
    CHECK(summary.stats.timeMs == loggedMs);
    CHECK(review->summaryView()->valueText(QStringLiteral("cards")) == QStringLiteral("5 cards (3 new)"));
    CHECK(review->summaryView()->valueText(QStringLiteral("again")) == QStringLiteral("20% (1 of 5)"));
    CHECK(review->summaryView()->valueText(QStringLiteral("time")).startsWith(StudyTexts::duration(loggedMs)));
    // Tomorrow, for the chapter studied: its reviews due by then, and no new cards (the other
    // chapter's two new cards are not in this session's scope).
    auto tomorrow = service::todaysQueue(d.deck(), kFirst, d.app->context().now() + 86400);
    REQUIRE(tomorrow);
    CHECK(summary.tomorrow.reviews == tomorrow->reviews + tomorrow->learning + tomorrow->learn_ahead);
    CHECK(summary.tomorrow.newCards == 0);
    CHECK(review->summaryView()->valueText(QStringLiteral("tomorrow")).endsWith(QStringLiteral(", 0 new")));

    // The other chapter was left alone, and the tree says what was done.
    for (const core::CardId id : second) {
        CHECK(d.stateOf(id) == core::CardState::New);
        CHECK(d.answersOf(id) == 0);
    }
    pressKey(*review, Qt::Key_Escape);
    CHECK(window.currentView() == window.overview());
    REQUIRE(waitUntil([&] {
        const auto* node = window.treeModel().node(QString::fromStdString(kFirst.key()));
        return node && node->fresh == 0;
    }));
    CHECK(window.treeModel().node(QString::fromStdString(kSecond.key()))->fresh == 2);
}

TEST_CASE("clicking a card's Study this card link in the Read view studies that card", "[app][session]")
{
    StudyDeck d;
    MainWindow& window = d.window();
    const std::vector<core::CardId> first = d.cardsOf(kFirst);
    REQUIRE(first.size() == 3);

    ReadView* read = window.readView();
    int rendered = -1;
    QObject::connect(read, &ReadView::rendered, [&](int cards) { rendered = cards; });
    window.showRead(kFirst);
    REQUIRE(waitUntil([&] { return rendered == 3; }, 30000));

    auto* review = qobject_cast<ReviewView*>(window.reviewView());
    REQUIRE(review);
    RenderLog log(*review->cardView());
    // The middle card's link, clicked with the mouse where the page shows it.
    const core::CardId chosen = first[1];
    const QString selector = QStringLiteral("a[href=\"%1\"]").arg(studyLink(chosen).toString());
    REQUIRE(test::clickEach(*read->cardView(), selector) == 1);
    REQUIRE(log.waitFor(chosen, CardPart::Question));
    CHECK(window.currentView() == review);
    REQUIRE(review->session());
    CHECK(review->session()->singleCard() == std::optional<core::CardId>(chosen));
    CHECK(*review->currentCard() == chosen);
    CHECK(review->countsBar()->counts() == SessionCounts{1, 0, 0});

    pressKey(*review, Qt::Key_Space);
    REQUIRE(log.waitFor(chosen, CardPart::Answer));
    pressKey(*review, Qt::Key_4);
    REQUIRE(waitUntil([&] { return review->isSummaryShown(); }, 30000));
    CHECK(d.answersOf(chosen) == 1);
    CHECK(d.answersOf(first[0]) == 0);
    CHECK(d.answersOf(first[2]) == 0);
    CHECK(review->summaryView()->valueText(QStringLiteral("cards")) == QStringLiteral("1 card (1 new)"));
}
