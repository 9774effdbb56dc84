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

// The page's background, used for the view before the page paints so nothing flashes white.
QColor cardBackground(CardTheme resolved);

} // namespace notedeck::gui
