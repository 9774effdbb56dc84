#include "gui/shared/review_theme.h"

namespace notedeck::gui {

QPalette reviewPalette(CardTheme resolved, const QPalette& base)
{
    const bool dark = resolved == CardTheme::Dark;
    // The page's colours (card.css --bg, --fg, --rule, --muted), and a shade apart from its
    // background for the bars and buttons.
    const QColor background = cardColour(CardColour::Background, resolved);
    const QColor bar = dark ? QColor(0x22, 0x25, 0x2a) : QColor(0xf1, 0xf2, 0xef);
    const QColor text = cardColour(CardColour::Text, resolved);
    const QColor button = dark ? QColor(0x2d, 0x31, 0x37) : QColor(0xfd, 0xfd, 0xfb);
    const QColor rule = cardColour(CardColour::Rule, resolved);
    const QColor muted = cardColour(CardColour::Muted, resolved);

    QPalette p = base;
    for (const auto group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Window, bar);
        p.setColor(group, QPalette::Base, background);
        p.setColor(group, QPalette::AlternateBase, bar);
        p.setColor(group, QPalette::WindowText, text);
        p.setColor(group, QPalette::Text, text);
        p.setColor(group, QPalette::Button, button);
        p.setColor(group, QPalette::ButtonText, text);
        p.setColor(group, QPalette::Mid, rule);
        p.setColor(group, QPalette::Midlight, rule);
        p.setColor(group, QPalette::Dark, rule.darker(130));
        p.setColor(group, QPalette::Light, dark ? button.lighter(115) : QColor(Qt::white));
        p.setColor(group, QPalette::PlaceholderText, muted);
        p.setColor(group, QPalette::ToolTipBase, button);
        p.setColor(group, QPalette::ToolTipText, text);
    }
    p.setColor(QPalette::Disabled, QPalette::Window, bar);
    p.setColor(QPalette::Disabled, QPalette::Button, bar);
    p.setColor(QPalette::Disabled, QPalette::WindowText, muted);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, muted);
    p.setColor(QPalette::Disabled, QPalette::Text, muted);
    return p;
}

QColor reviewColour(ReviewColour colour, CardTheme resolved)
{
    const bool dark = resolved == CardTheme::Dark;
    switch (colour) {
    case ReviewColour::New: return dark ? QColor(0x7c, 0xb7, 0xff) : QColor(0x0b, 0x5c, 0xc2);
    case ReviewColour::Learning: return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
    case ReviewColour::Review: return dark ? QColor(0x8f, 0xd9, 0x8a) : QColor(0x1b, 0x7a, 0x2e);
    case ReviewColour::Again: return dark ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
    case ReviewColour::Hard: return dark ? QColor(0xf5, 0xb3, 0x6b) : QColor(0xa5, 0x4a, 0x00);
    case ReviewColour::Good: return dark ? QColor(0x8f, 0xd9, 0x8a) : QColor(0x1b, 0x7a, 0x2e);
    case ReviewColour::Easy: return dark ? QColor(0x7c, 0xb7, 0xff) : QColor(0x0b, 0x5c, 0xc2);
    case ReviewColour::Muted: break;
    }
    return cardColour(CardColour::Muted, resolved);
}

} // namespace notedeck::gui
