#include "gui/app/app_theme.h"

#include "gui/app/readable_indicator_style.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>

#include <optional>

namespace notedeck::gui {

namespace {

std::optional<QPalette>& systemPalette()
{
    static std::optional<QPalette> palette;   // GUI thread only
    return palette;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x25, 0x27, 0x2c), base(0x1b, 0x1d, 0x21), text(0xe3, 0xe5, 0xe8);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2c, 0x2f, 0x35));
    p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x36, 0x3d));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8d, 0x93, 0x9c));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x30, 0x33, 0x39));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x3a, 0x3d, 0x44));
    p.setColor(QPalette::Midlight, QColor(0x33, 0x36, 0x3c));
    p.setColor(QPalette::Mid, QColor(0x2a, 0x2d, 0x32));
    p.setColor(QPalette::Dark, QColor(0x16, 0x17, 0x1a));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xb6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x74, 0x78, 0x80));
    return p;
}

QPalette lightPalette()
{
    QPalette p = QApplication::style()->standardPalette();
    p.setColor(QPalette::Window, QColor(0xf4, 0xf5, 0xf7));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf0, 0xf2, 0xf5));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xb6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

} // namespace

void rememberSystemPalette()
{
    if (!systemPalette())
        systemPalette() = QApplication::palette();
}

void applyWidgetTheme(CardTheme theme)
{
    rememberSystemPalette();
    // Fusion, with radio buttons and check boxes that stay readable on the dark palette.
    if (theme != CardTheme::System && !qobject_cast<ReadableIndicatorStyle*>(QApplication::style()))
        QApplication::setStyle(new ReadableIndicatorStyle());
    switch (theme) {
    case CardTheme::System:
        QApplication::setPalette(*systemPalette());
        break;
    case CardTheme::Light:
        QApplication::setPalette(lightPalette());
        break;
    case CardTheme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}

} // namespace notedeck::gui
