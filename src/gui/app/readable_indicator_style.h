#pragma once
// Fusion draws the ring of a radio button and the box of a check box in the window colour made
// darker, and the mark in the text colour dimmed: on a dark palette the ring disappears into the
// window and the mark is a small grey dot. This style keeps Fusion and, on a dark palette only,
// hands those indicators a palette with a lighter window colour (a visible ring) and the link
// colour for the mark, so the checked choice stands out. GUI thread.
#include <QProxyStyle>

namespace notedeck::gui {

class ReadableIndicatorStyle final : public QProxyStyle {
    Q_OBJECT
public:
    // Wraps a new Fusion style.
    ReadableIndicatorStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
};

} // namespace notedeck::gui
