// The widgets around the card take the page's colours from card.css itself: in each theme the
// colours the bars and the view use are those the loaded page computes, and the reader of the
// style sheet finds a property only in its theme's block.
#include "card_view_harness.h"

#include "gui/card/card_theme.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

TEST_CASE("the colours around the card are the page's own, in both themes")
{
    CardViewHarness harness;
    REQUIRE(harness.show(makeCard(1, "colours", "answer")));
    const std::pair<CardColour, const char*> colours[] = {
        {CardColour::Background, "--bg"}, {CardColour::Text, "--fg"}, {CardColour::Muted, "--muted"}, {CardColour::Rule, "--rule"}};
    for (const CardTheme theme : {CardTheme::Light, CardTheme::Dark}) {
        const QString name = cardThemeName(theme);
        harness.view().setTheme(theme);
        REQUIRE(waitUntil([&] { return harness.eval(QStringLiteral("document.documentElement.dataset.theme")).toString() == name; }));
        for (const auto& [colour, property] : colours) {
            INFO(name.toStdString() << " " << property);
            const QColor ours = cardColour(colour, theme);
            REQUIRE(ours.isValid());
            const QString page = harness.eval(QStringLiteral("getComputedStyle(document.documentElement).getPropertyValue('%1').trim()")
                                                  .arg(QLatin1String(property)))
                                     .toString();
            CHECK(QColor(page) == ours);
        }
        CHECK(cardBackground(theme) == cardColour(CardColour::Background, theme));
    }
    CHECK(cardColour(CardColour::Background, CardTheme::Light) != cardColour(CardColour::Background, CardTheme::Dark));
}

TEST_CASE("a colour of card.css is read from its theme's block only")
{
    const QString css = QStringLiteral(":root {\n  --bg: #fbfbf8;\n  --code-bg: #000000;\n  --fg: #123;\n}\n"
                                       ":root[data-theme=\"dark\"] {\n  --bg: #1b1d21;\n}\n");
    CHECK(cssThemeColour(css, QStringLiteral("--bg"), CardTheme::Light) == QColor(0xfb, 0xfb, 0xf8));
    CHECK(cssThemeColour(css, QStringLiteral("--bg"), CardTheme::Dark) == QColor(0x1b, 0x1d, 0x21));
    CHECK(cssThemeColour(css, QStringLiteral("--fg"), CardTheme::Light) == QColor(0x11, 0x22, 0x33));
    // Not set in the dark block, not a property of its own, not there at all: no colour.
    CHECK_FALSE(cssThemeColour(css, QStringLiteral("--fg"), CardTheme::Dark).isValid());
    CHECK_FALSE(cssThemeColour(css, QStringLiteral("-bg"), CardTheme::Light).isValid());
    CHECK_FALSE(cssThemeColour(QString(), QStringLiteral("--bg"), CardTheme::Light).isValid());
}
