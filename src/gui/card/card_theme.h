#pragma once
// Light or dark card page. "System" follows the desktop: Qt 6.4 has no colour-scheme hint, so the
// desktop's choice is read from the application palette (a dark window colour means a dark theme).
#include <QColor>
#include <QPalette>
#include <QString>

#include <optional>

namespace notedeck::gui {

enum class CardTheme { System, Light, Dark };

// "light" / "dark" / "system" ↔ CardTheme; nullopt for anything else.
std::optional<CardTheme> cardThemeFromName(const QString& name);
QString cardThemeName(CardTheme theme);

// System resolved against the palette; Light and Dark unchanged.
CardTheme resolvedTheme(CardTheme theme, const QPalette& palette);

// Colours of the card page that the widgets around it take on. They are read from the page's own
// style sheet (resources/web/card.css, compiled in as :/web/card.css), its custom properties of
// the theme's block: one source, so the bars and the page cannot drift apart.
enum class CardColour { Background, Text, Muted, Rule };   // --bg, --fg, --muted, --rule
QColor cardColour(CardColour colour, CardTheme resolved);

// The page's background, used for the view before the page paints so nothing flashes white.
QColor cardBackground(CardTheme resolved);

// The colour custom property `name` ("--bg") of `css` in the block of the resolved theme (":root"
// for Light, ":root[data-theme=\"dark\"]" for Dark); invalid when the block does not set it as #rgb
// or #rrggbb.
QColor cssThemeColour(const QString& css, const QString& name, CardTheme resolved);

} // namespace notedeck::gui
