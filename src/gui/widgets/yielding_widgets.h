#pragma once
// Widgets that give way in a small window instead of making it bigger or being cut off: a label
// that shortens its line with "…" (the whole text in its tooltip), a button that likes some room
// but makes do with its text's width, a page that scrolls, and dialogs sized to the window they
// open over. GUI thread.
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>

#include <initializer_list>

class QDialog;

namespace notedeck::gui {

// One line of plain text, shortened at its end with "…" when narrower than the text; the whole
// text is then its tooltip. text() is always the whole text.
class ElidedLabel final : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    void setText(const QString& text);
    // The whole text's width, up to 40 average characters (a longer text is shortened anyway).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Whether the text is shortened now.
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateTip();
};

// A push button that asks for `preferredWidth` (the big buttons of the review and the drill
// screens) but shrinks to its text's width when the window is narrow.
class RoomyButton final : public QPushButton {
    Q_OBJECT
public:
    RoomyButton(const QString& text, int preferredWidth, int height, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    int m_preferredWidth;
    int m_height;
};

// `widgets` side by side in a widget of their own, so that a FlowLayout keeps them on one line
// (a label and its box, a group of buttons); `stretching`, if one of them, takes the room left.
QWidget* keptTogether(std::initializer_list<QWidget*> widgets, QWidget* parent, QWidget* stretching = nullptr);

// `content` in a frameless scroll area that makes it as wide as the area and scrolls when the
// content needs more room (down, or sideways when it cannot be narrower).
QScrollArea* scrollingPage(QWidget* content, QWidget* parent);
// The same page that only ever scrolls down: its content is made as narrow as the area (labels
// wrap, rows stack), for pages of text and charts that a sideways scroll would cut mid-line; the
// page asks for its content's least width, so a splitter or a window never squeezes it narrower.
QScrollArea* downwardPage(QWidget* content, QWidget* parent);

// Sizes `dialog` to `preferred`, but never larger than the window it opens over (its parent's),
// so that a dialog fits the window however small it is.
void fitToWindow(QDialog* dialog, QSize preferred);

} // namespace notedeck::gui
