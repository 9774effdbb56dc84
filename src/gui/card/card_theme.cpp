#include "gui/card/card_theme.h"

namespace notedeck::gui {

std::optional<CardTheme> cardThemeFromName(const QString& name)
{
    if (name == QLatin1String("light"))
        return CardTheme::Light;
    if (name == QLatin1String("dark"))
        return CardTheme::Dark;
    if (name == QLatin1String("system"))
        return CardTheme::System;
    return std::nullopt;
}

QString cardThemeName(CardTheme theme)
{
    switch (theme) {
    case CardTheme::Light: return QStringLiteral("light");
    case CardTheme::Dark: return QStringLiteral("dark");
    case CardTheme::System: break;
    }
    return QStringLiteral("system");
}

CardTheme resolvedTheme(CardTheme theme, const QPalette& palette)
{
    if (theme != CardTheme::System)
        return theme;
    return palette.color(QPalette::Window).lightness() < 128 ? CardTheme::Dark : CardTheme::Light;
}

QColor cardBackground(CardTheme resolved)
{
    // Keep in step with --bg in card.css.
    return resolved == CardTheme::Dark ? QColor(0x1b, 0x1d, 0x21) : QColor(0xfb, 0xfb, 0xf8);
}

} // namespace notedeck::gui
