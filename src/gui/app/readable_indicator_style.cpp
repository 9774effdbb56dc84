#include "gui/app/readable_indicator_style.h"

#include <QStyleFactory>
#include <QStyleOption>

namespace notedeck::gui {

ReadableIndicatorStyle::ReadableIndicatorStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

void ReadableIndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                                           const QWidget* widget) const
{
    const bool indicator = element == PE_IndicatorRadioButton || element == PE_IndicatorCheckBox ||
                           element == PE_IndicatorItemViewItemCheck;
    if (!indicator || !option || option->palette.color(QPalette::Window).lightness() >= 128)
        return QProxyStyle::drawPrimitive(element, option, painter, widget);
    // Fusion's ring is the window colour darker by half: from the window text at about 60% it
    // becomes a mid grey that stands out on the dark window and on the darker base inside it.
    QStyleOption readable(*option);
    const QColor text = option->palette.color(QPalette::WindowText);
    readable.palette.setColor(QPalette::Window, QColor(text.red() * 3 / 5 + 40, text.green() * 3 / 5 + 40,
                                                       text.blue() * 3 / 5 + 40));
    readable.palette.setColor(QPalette::Text, option->palette.color(QPalette::Link));
    QProxyStyle::drawPrimitive(element, &readable, painter, widget);
}

} // namespace notedeck::gui
