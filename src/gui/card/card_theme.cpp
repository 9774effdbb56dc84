#include "gui/card/card_theme.h"

#include <QFile>
#include <QRegularExpression>

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

QColor cssThemeColour(const QString& css, const QString& name, CardTheme resolved)
{
    const QString selector = resolved == CardTheme::Dark ? QStringLiteral(":root[data-theme=\"dark\"]")
                                                         : QStringLiteral(":root");
    const QRegularExpression block(QRegularExpression::escape(selector) + QStringLiteral("\\s*\\{([^}]*)\\}"));
    const QRegularExpressionMatch inBlock = block.match(css);
    if (!inBlock.hasMatch())
        return {};
    const QRegularExpression property(QStringLiteral("(?:^|[;{\\s])") + QRegularExpression::escape(name) +
                                      QStringLiteral("\\s*:\\s*(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})\\s*;"));
    const QRegularExpressionMatch value = property.match(inBlock.captured(1));
    return value.hasMatch() ? QColor(value.captured(1)) : QColor();
}

QColor cardColour(CardColour colour, CardTheme resolved)
{
    static const QString css = [] {
        QFile file(QStringLiteral(":/web/card.css"));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }();
    QString name = QStringLiteral("--bg");
    switch (colour) {
    case CardColour::Background: break;
    case CardColour::Text: name = QStringLiteral("--fg"); break;
    case CardColour::Muted: name = QStringLiteral("--muted"); break;
    case CardColour::Rule: name = QStringLiteral("--rule"); break;
    }
    return cssThemeColour(css, name, resolved == CardTheme::Dark ? CardTheme::Dark : CardTheme::Light);
}

QColor cardBackground(CardTheme resolved)
{
    return cardColour(CardColour::Background, resolved);
}

} // namespace notedeck::gui
