// Not run by default (hidden tag): draws the session summary of docs/images after a session of
// 20 new cards answered from the keyboard, with a fake clock and stopwatch (4–16 s per card).
//
//   NOTEDECK_DOC_IMAGES=docs/images QT_QPA_PLATFORM=offscreen build/ci/tests/review/test_review "[docs-images]"
//
// The review screen itself comes from `notedeck --screenshot FILE --view review [--answer]`.
#include "review_fixture.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QImage>
#include <QPixmap>

#include <random>

using namespace notedeck;
using namespace notedeck::review_test;

TEST_CASE("documentation images of the session summary", "[.][docs-images]")
{
    const QString dir = qEnvironmentVariable("NOTEDECK_DOC_IMAGES");
    REQUIRE_FALSE(dir.isEmpty());
    ReviewFixture f(24);
    auto& view = f.view();
    qint64 stopwatchMs = 0;
    view.setStopwatch([&] { return stopwatchMs; });
    view.startSession();
    REQUIRE(f.waitForQuestion(1));

    std::mt19937 random(11);
    std::discrete_distribution<int> rating({12, 8, 62, 18});   // Again, Hard, Good, Easy
    std::uniform_int_distribution<int> seconds(4, 16);
    for (int step = 0; step < 200 && !view.isSummaryShown(); ++step) {
        const core::CardId id = *view.currentCard();
        f.press(Qt::Key_Space);
        REQUIRE(f.waitForAnswer(id));
        const int spent = seconds(random);
        stopwatchMs += spent * 1000 + 300;
        f.clock().advance(spent);
        f.press(Qt::Key_1 + rating(random));
        if (view.isLoading())   // the session's end: the summary is being counted
            REQUIRE(waitUntil([&] { return view.isSummaryShown(); }));
        else if (!view.isSummaryShown())
            REQUIRE(f.waitForQuestion(*view.currentCard()));
    }
    REQUIRE(view.isSummaryShown());
    for (const auto theme : {gui::CardTheme::Light, gui::CardTheme::Dark}) {
        f.app().setTheme(theme);
        settle(300);
        const QString file = QDir(dir).filePath(QStringLiteral("review-summary-%1.png").arg(gui::cardThemeName(theme)));
        CHECK(view.grab().toImage().save(file, "PNG"));
    }
}
