#include "gui/widgets/yielding_widgets.h"

#include "gui/widgets/plain_text.h"

#include <QDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QPainter>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>

#include <algorithm>

namespace notedeck::gui {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setText(const QString& text)
{
    QLabel::setText(text);
    updateTip();
}

QSize ElidedLabel::sizeHint() const
{
    const QSize whole = QLabel::sizeHint();
    return {std::min(whole.width(), 40 * fontMetrics().averageCharWidth()), whole.height()};
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for "…" and a little of the text; the rest gives way.
    const int margins = contentsMargins().left() + contentsMargins().right() + 2 * margin();
    return {fontMetrics().horizontalAdvance(QStringLiteral("……")) + margins, QLabel::minimumSizeHint().height()};
}

bool ElidedLabel::isElided() const
{
    const QRect area = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    return fontMetrics().horizontalAdvance(text()) > area.width();
}

void ElidedLabel::paintEvent(QPaintEvent* /*event*/)
{
    // Also when the text was set through QLabel::setText, which this class cannot see.
    updateTip();
    QPainter painter(this);
    drawFrame(&painter);
    const QRect area = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, area.width());
    style()->drawItemText(&painter, area, QStyle::visualAlignment(layoutDirection(), alignment()), palette(),
                          isEnabled(), shown, foregroundRole());
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    updateTip();
}

void ElidedLabel::updateTip()
{
    const QString tip = isElided() ? plainTip(text()) : QString();
    if (toolTip() != tip)
        setToolTip(tip);
}

RoomyButton::RoomyButton(const QString& text, int preferredWidth, int height, QWidget* parent)
    : QPushButton(text, parent), m_preferredWidth(preferredWidth), m_height(height)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QSize RoomyButton::sizeHint() const
{
    return QPushButton::sizeHint().expandedTo(QSize(m_preferredWidth, m_height));
}

QSize RoomyButton::minimumSizeHint() const
{
    return QPushButton::sizeHint().expandedTo(QSize(0, m_height));
}

QWidget* keptTogether(std::initializer_list<QWidget*> widgets, QWidget* parent, QWidget* stretching)
{
    auto* together = new QWidget(parent);
    auto* row = new QHBoxLayout(together);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget* widget : widgets)
        row->addWidget(widget, widget == stretching ? 1 : 0);
    return together;
}

namespace {
// Asks for its page's whole size (a QScrollArea asks for at most 36 × 24 lines), so that a dialog
// opens as large as its contents where the screen and the window allow.
class ScrollingPage final : public QScrollArea {
public:
    using QScrollArea::QScrollArea;

    // A page that scrolls down only: as narrow as its content can be, never narrower, so that a
    // splitter or a window does not squeeze it into cutting its content off at the right.
    void scrollDownOnly()
    {
        m_downward = true;
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        if (widget())
            widget()->installEventFilter(this);
        updateGeometry();
    }

    QSize sizeHint() const override
    {
        if (!widget())
            return QScrollArea::sizeHint();
        const int frame = 2 * frameWidth();
        return widget()->sizeHint() + QSize(frame + verticalScrollBar()->sizeHint().width(), frame);
    }

    QSize minimumSizeHint() const override
    {
        QSize least = QScrollArea::minimumSizeHint();
        if (m_downward && widget())
            least.setWidth(widget()->minimumSizeHint().width() + 2 * frameWidth() +
                           verticalScrollBar()->sizeHint().width());
        return least;
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // The content's least width changed (a chart's texts, a longer name): so does the page's.
        if (m_downward && watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }

private:
    bool m_downward = false;
};
} // namespace

QScrollArea* scrollingPage(QWidget* content, QWidget* parent)
{
    auto* area = new ScrollingPage(parent);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

QScrollArea* downwardPage(QWidget* content, QWidget* parent)
{
    auto* area = static_cast<ScrollingPage*>(scrollingPage(content, parent));
    area->scrollDownOnly();
    return area;
}

void fitToWindow(QDialog* dialog, QSize preferred)
{
    QSize room = preferred;
    if (const QWidget* over = dialog->parentWidget())
        room = room.boundedTo(over->window()->size());
    if (const QScreen* screen = dialog->screen())
        room = room.boundedTo(screen->availableGeometry().size());
    dialog->resize(room);
}

} // namespace notedeck::gui
