// The review screen, offscreen on a temporary deck with a fake clock, driven from the keyboard
// only: a whole session (reveal, answer, undo, learning cards coming back, summary numbers), the
// flag / bury / suspend keys, the editor key, and a card re-imported while it is on screen.
#include "review_fixture.h"

#include "gui/app/deck_worker.h"
#include "gui/review/review_answer_bar.h"
#include "gui/review/review_counts_bar.h"
#include "gui/shared/review_theme.h"
#include "gui/review/session_summary_view.h"
#include "gui/shared/study_texts.h"
#include "service/import/import_notes.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>

using namespace notedeck;
using namespace notedeck::review_test;
using service::SessionCounts;

namespace {

int reviewCount(storage::DeckStore& deck, core::CardId card)
{
    auto log = deck.reviewLog().of(card);
    REQUIRE(log);
    return static_cast<int>(log->size());
}

} // namespace

TEST_CASE("a whole review session from the keyboard ends with its summary", "[review][gui]")
{
    ReviewFixture f(3);
    auto& view = f.view();
    qint64 stopwatchMs = 0;   // the time on each card, as the view measures it
    view.setStopwatch([&] { return stopwatchMs; });
    view.startSession();
    REQUIRE(f.waitForQuestion(1));
    CHECK(view.currentCard() == 1);
    CHECK(view.countsBar()->counts() == SessionCounts{3, 0, 0});
    CHECK_FALSE(view.answerBar()->isAnswerShown());

    // Space reveals the answer below the question; the buttons show their intervals.
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(1));
    CHECK(view.isAnswerShown());
    CHECK(view.cardView()->isAnswerShown());
    REQUIRE(view.answerBar()->isAnswerShown());
    CHECK(view.answerBar()->intervalText(core::Rating::Again) == QStringLiteral("1m"));
    CHECK(view.answerBar()->intervalText(core::Rating::Good) == QStringLiteral("10m"));
    CHECK(view.answerBar()->intervalText(core::Rating::Easy).endsWith(QLatin1Char('d')));

    stopwatchMs += 4200;   // from the question shown to the answer
    f.press(Qt::Key_3);
    REQUIRE(f.waitForQuestion(2));
    CHECK(view.countsBar()->counts() == SessionCounts{2, 1, 0});
    {
        auto log = f.store().reviewLog().of(1);
        REQUIRE(log);
        REQUIRE(log->size() == 1);
        CHECK((*log)[0].rating == core::Rating::Good);
        CHECK((*log)[0].durationMs == 4200);
        CHECK((*log)[0].reviewedAtMs == kNoon * 1000);
    }

    // u takes it back: card 1 is shown again, as new, and its log row is gone.
    f.press(Qt::Key_U);
    REQUIRE(f.waitForQuestion(1));
    CHECK(view.countsBar()->counts() == SessionCounts{3, 0, 0});
    CHECK(reviewCount(f.store(), 1) == 0);
    CHECK((*f.store().cards().find(1))->schedule.state == core::CardState::New);

    // Enter reveals too; once revealed, Space answers Good.
    f.press(Qt::Key_Return);
    REQUIRE(f.waitForAnswer(1));
    f.press(Qt::Key_Space);                  // Good: learning, 10 min
    REQUIRE(f.waitForQuestion(2));
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(2));
    f.press(Qt::Key_1);                      // Again: learning, 1 min
    REQUIRE(f.waitForQuestion(3));
    CHECK(view.countsBar()->counts() == SessionCounts{1, 2, 0});
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(3));
    stopwatchMs += 90'000;                   // left on screen: recorded as 60 s
    f.press(Qt::Key_4);                      // Easy: review in days
    // Nothing else is left: the learning cards due within 20 minutes come now, earliest first.
    REQUIRE(f.waitForQuestion(2));
    CHECK(view.countsBar()->counts() == SessionCounts{0, 2, 0});
    CHECK((*f.store().reviewLog().of(3))[0].durationMs == service::ReviewSession::kMaxAnswerMs);

    f.clock().advance(60);
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(2));
    f.press(Qt::Key_3);                      // Good: next step, 10 min from now
    REQUIRE(f.waitForQuestion(1));
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(1));
    f.press(Qt::Key_4);
    REQUIRE(f.waitForQuestion(2));
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(2));
    QSignalSpy finished(&view, &gui::ReviewView::sessionFinished);
    f.press(Qt::Key_4);
    REQUIRE(waitUntil([&] { return finished.count() == 1; }));

    REQUIRE(view.isSummaryShown());
    const auto& summary = view.summaryView()->summary();
    CHECK(summary.stats.answered == 6);
    CHECK(summary.stats.again == 1);
    CHECK(summary.stats.newCards == 3);
    auto log = f.store().reviewLog().all();
    REQUIRE(log);
    CHECK(log->size() == 6);
    std::int64_t loggedMs = 0;
    for (const auto& r : *log) {
        CHECK(r.durationMs >= 0);
        CHECK(r.durationMs <= service::ReviewSession::kMaxAnswerMs);
        loggedMs += r.durationMs;
    }
    CHECK(summary.stats.timeMs == loggedMs);
    CHECK(summary.tomorrow.newCards == 0);
    auto tomorrow = service::todaysQueue(f.deck(), {}, kNoon + 86400);
    REQUIRE(tomorrow);
    CHECK(summary.tomorrow.reviews == tomorrow->reviews + tomorrow->learning + tomorrow->learn_ahead);

    CHECK(view.summaryView()->valueText(QStringLiteral("cards")) == QStringLiteral("6 cards (3 new)"));
    CHECK(view.summaryView()->valueText(QStringLiteral("again")) == QStringLiteral("17% (1 of 6)"));
    CHECK(view.summaryView()->valueText(QStringLiteral("time")).startsWith(gui::StudyTexts::duration(loggedMs)));
    CHECK(view.summaryView()->valueText(QStringLiteral("tomorrow")).endsWith(QStringLiteral(", 0 new")));
    CHECK(view.countsBar()->counts() == SessionCounts{});

    // Undo works from the summary too: back to the last card.
    f.press(Qt::Key_U);
    REQUIRE(f.waitForQuestion(2));
    CHECK_FALSE(view.isSummaryShown());
    CHECK(view.countsBar()->counts() == SessionCounts{0, 1, 0});

    QSignalSpy close(&view, &gui::ReviewView::closeRequested);
    f.press(Qt::Key_Escape);
    CHECK(close.count() == 1);
}

TEST_CASE("the flag and bury and suspend keys change the card and u or Ctrl+Z take them back", "[review][gui]")
{
    ReviewFixture f(4);
    auto& view = f.view();
    view.startSession();
    REQUIRE(f.waitForQuestion(1));

    f.press(Qt::Key_Asterisk);
    CHECK((*f.store().cards().find(1))->schedule.flag == core::Flag::Red);
    CHECK(view.currentCard() == 1);
    f.press(Qt::Key_Asterisk);
    CHECK((*f.store().cards().find(1))->schedule.flag == core::Flag::None);
    f.press(Qt::Key_Asterisk);
    CHECK((*f.store().cards().find(1))->schedule.flag == core::Flag::Red);

    f.press(Qt::Key_Minus);
    REQUIRE(f.waitForQuestion(2));
    CHECK((*f.store().cards().find(1))->schedule.buried_until > kNoon);
    CHECK(view.countsBar()->counts() == SessionCounts{3, 0, 0});
    CHECK(view.message().contains(QStringLiteral("Buried")));

    f.press(Qt::Key_At);
    REQUIRE(f.waitForQuestion(3));
    CHECK((*f.store().cards().find(2))->schedule.suspended);
    CHECK(view.countsBar()->counts() == SessionCounts{2, 0, 0});

    f.press(Qt::Key_U);
    REQUIRE(f.waitForQuestion(2));
    CHECK_FALSE((*f.store().cards().find(2))->schedule.suspended);
    f.press(Qt::Key_Z, Qt::ControlModifier);
    REQUIRE(f.waitForQuestion(1));
    CHECK((*f.store().cards().find(1))->schedule.buried_until == 0);
    CHECK((*f.store().cards().find(1))->schedule.flag == core::Flag::Red);
    CHECK(view.countsBar()->counts() == SessionCounts{4, 0, 0});
    // None of these is an answer.
    auto log = f.store().reviewLog().all();
    REQUIRE(log);
    CHECK(log->empty());
}

TEST_CASE("e opens the card's notes file at its line with the configured command", "[review][gui]")
{
    ReviewFixture f(3);
    const QString out = QString::fromStdString((f.notes().notes().parent_path() / "editor.txt").string());
    REQUIRE(f.store().settings().set("app.editor_command", "sh -c \"echo {line} {file} > '" + out.toStdString() + "'\""));
    f.view().startSession();
    REQUIRE(f.waitForQuestion(1));
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(1));
    f.press(Qt::Key_3);
    REQUIRE(f.waitForQuestion(2));
    f.press(Qt::Key_E);
    QFile file(out);
    REQUIRE(waitUntil([&] { return file.exists() && file.size() > 0; }));
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString written = QString::fromUtf8(file.readAll()).trimmed();
    const auto row = *f.store().cards().find(2);
    CHECK(written == QStringLiteral("%1 %2").arg(row->card.sourceLine).arg(
                         QString::fromStdString((f.notes().notes() / "cards.md").string())));
    CHECK(row->card.sourceLine == 7);
}

TEST_CASE("a card re-imported while on screen is shown again with its new content", "[review][gui]")
{
    ReviewFixture f(3);
    auto& view = f.view();
    view.startSession();
    REQUIRE(f.waitForQuestion(1));
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(1));

    f.notes().write("cards.md", notesText(3, "新答案"));
    auto report = service::importNotes(f.deck(), f.notes().notes(), f.clock());
    REQUIRE(report);
    REQUIRE(f.waitForQuestion(1));
    REQUIRE(f.waitForAnswer(1));   // it was revealed, and stays so
    REQUIRE(view.currentRow());
    CHECK(view.currentRow()->card.answer.find("新答案") != std::string::npos);
    CHECK(view.isAnswerShown());
    CHECK(view.countsBar()->counts() == SessionCounts{3, 0, 0});

    // Retired from the notes: the next card comes.
    f.notes().write("cards.md", "# 测试\n\n## 第一节\n\n- 问题 B？\n  - 答案 B\n- 问题 C？\n  - 答案 C\n");
    REQUIRE(service::importNotes(f.deck(), f.notes().notes(), f.clock()));
    REQUIRE(f.waitForQuestion(2));
    CHECK(view.countsBar()->counts() == SessionCounts{2, 0, 0});
}

TEST_CASE("the buttons answer too and single-card study shows a card that is not due", "[review][gui]")
{
    ReviewFixture f(3);
    auto& view = f.view();
    REQUIRE(service::answerCard(f.deck(), 3, core::Rating::Easy, kNoon - 3600, 1000));
    view.startSingle(3);
    REQUIRE(f.waitForQuestion(3));
    CHECK(view.countsBar()->counts() == SessionCounts{0, 0, 1});
    view.answerBar()->showAnswerButton()->click();
    REQUIRE(f.waitForAnswer(3));
    QSignalSpy finished(&view, &gui::ReviewView::sessionFinished);
    view.answerBar()->answerButton(core::Rating::Good)->click();
    REQUIRE(waitUntil([&] { return finished.count() == 1; }));
    CHECK(reviewCount(f.store(), 3) == 2);
    CHECK(view.summaryView()->valueText(QStringLiteral("cards")) == QStringLiteral("1 card"));
}

TEST_CASE("today's cards are read in the background: the screen ignores the keys until they are there", "[review][gui]")
{
    ReviewFixture f(3);
    auto& view = f.view();
    view.startSession();
    CHECK(view.isLoading());
    CHECK_FALSE(view.session());
    f.press(Qt::Key_Space);
    f.press(Qt::Key_3);
    f.press(Qt::Key_Minus);
    REQUIRE(f.waitForQuestion(1));
    CHECK_FALSE(view.isLoading());
    CHECK_FALSE(view.isAnswerShown());
    CHECK((*f.store().cards().find(1))->schedule.buried_until == 0);
    CHECK(f.store().reviewLog().all()->empty());

    // A rebuild (the deck changed elsewhere) is read in the background too; the answer given
    // meanwhile stays given.
    f.press(Qt::Key_Space);
    REQUIRE(f.waitForAnswer(1));
    REQUIRE(f.app().reloadScheduler());   // tells the screens the deck changed
    f.press(Qt::Key_3);
    REQUIRE(f.waitForQuestion(2));
    REQUIRE(waitUntil([&] { return f.app().worker().pending() == 0; }));
    CHECK(view.countsBar()->counts() == SessionCounts{2, 1, 0});
    CHECK(view.currentCard() == 2);
}

TEST_CASE("the summary shows the Again share in red only when some answers were Again", "[review][gui]")
{
    for (const gui::CardTheme theme : {gui::CardTheme::Light, gui::CardTheme::Dark}) {
        INFO((theme == gui::CardTheme::Dark ? "dark" : "light"));
        gui::SessionSummaryView summary;
        summary.setTheme(theme);
        auto* again = summary.findChild<QLabel*>(QStringLiteral("summaryAgain"));
        auto* cards = summary.findChild<QLabel*>(QStringLiteral("summaryCards"));
        REQUIRE(again);
        REQUIRE(cards);
        const QColor red = gui::reviewColour(gui::ReviewColour::Again, theme);
        const auto colourOf = [](const QLabel* label) { return label->palette().color(QPalette::WindowText); };

        service::SessionSummary none;
        none.stats.answered = 3;
        summary.setSummary(none, kNoon);
        CHECK(summary.valueText(QStringLiteral("again")) == QStringLiteral("0% (0 of 3)"));
        CHECK(colourOf(again) != red);
        CHECK(colourOf(again) == colourOf(cards));   // as the other numbers

        service::SessionSummary lapses = none;
        lapses.stats.again = 1;
        summary.setSummary(lapses, kNoon);
        CHECK(colourOf(again) == red);

        // Back to none, and the theme set after the summary: the colour follows both.
        summary.setSummary(none, kNoon);
        CHECK(colourOf(again) == colourOf(cards));
        summary.setTheme(theme);
        CHECK(colourOf(again) == colourOf(cards));
        summary.setSummary(lapses, kNoon);
        summary.setTheme(theme);
        CHECK(colourOf(again) == red);
    }
}
