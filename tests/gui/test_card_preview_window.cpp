// The interim window: Space reveals, then moves on; the keys reach the window even while the
// web view has the focus.
#include "card_view_harness.h"

#include "gui/card_preview_window.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QTest>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

TEST_CASE("the preview window pages through cards with Space")
{
    std::vector<storage::CardRow> rows(2);
    rows[0].card = makeCard(1, "first $x$", "first answer");
    rows[1].card = makeCard(2, "second", "second answer");
    CardPreviewWindow window(nullptr, rows, CardTheme::Light);
    window.show();
    auto* view = window.findChild<CardView*>();
    REQUIRE(view);
    std::vector<RenderReport> reports;
    QObject::connect(view, &CardView::rendered, [&](const RenderReport& r) { reports.push_back(r); });
    REQUIRE(waitUntil([&] { return reports.size() == 1; }, 30000));
    window.activateWindow();
    view->setFocus();

    auto press = [&](Qt::Key key) {
        QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : view;
        QTest::keyClick(target, key);
    };
    press(Qt::Key_Space);
    REQUIRE(waitUntil([&] { return reports.size() == 2; }));
    CHECK(reports[1].part == CardPart::Answer);
    CHECK(reports[1].cardId == 1);
    press(Qt::Key_Space);
    REQUIRE(waitUntil([&] { return reports.size() == 3; }));
    CHECK(reports[2].cardId == 2);
    CHECK(reports[2].part == CardPart::Question);
    press(Qt::Key_Left);
    REQUIRE(waitUntil([&] { return reports.size() == 4; }));
    CHECK(reports[3].cardId == 1);
}
