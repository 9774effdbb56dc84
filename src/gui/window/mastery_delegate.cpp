#include "gui/window/mastery_delegate.h"

#include "gui/shared/deck_tree_model.h"

#include <QApplication>
#include <QPainter>

#include <algorithm>

namespace notedeck::gui {

namespace {
constexpr int kBarWidth = 24;   // short: the tree keeps every count column in a small window
constexpr int kBarHeight = 6;
} // namespace

void MasteryDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const double share = std::clamp(index.data(DeckTreeModel::MasteryRole).toDouble(), 0.0, 1.0);
    const QRect area = option.rect.adjusted(4, 0, -4, 0);
    const QRect bar(area.left(), area.center().y() - kBarHeight / 2, kBarWidth, kBarHeight);
    const QPalette& pal = option.palette;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    QColor track = pal.color(QPalette::Text);
    track.setAlphaF(0.15);
    painter->setBrush(track);
    painter->drawRoundedRect(bar, 3, 3);
    if (share > 0) {
        QRect filled = bar;
        filled.setWidth(std::max(3, static_cast<int>(bar.width() * share)));
        // Green once most of the node is mastered, amber on the way, red when little is.
        const QColor colour = share >= 0.8 ? QColor(0x3f, 0xa3, 0x5b) : share >= 0.4 ? QColor(0xd9, 0x9a, 0x25)
                                                                                   : QColor(0xd0, 0x5a, 0x4e);
        painter->setBrush(colour);
        painter->drawRoundedRect(filled, 3, 3);
    }
    painter->setPen(pal.color(option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    const QRect textRect(bar.right() + 6, area.top(), area.right() - bar.right() - 6, area.height());
    painter->drawText(textRect, Qt::AlignRight | Qt::AlignVCenter, text);
    painter->restore();
}

QSize MasteryDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(columnWidth(option.fontMetrics));
    return size;
}

int MasteryDelegate::columnWidth(const QFontMetrics& metrics)
{
    return kBarWidth + 6 + metrics.horizontalAdvance(QStringLiteral("100%")) + 8;
}

} // namespace notedeck::gui
