#pragma once
// Draws the chapter tree's mastery column as a small bar (the share of mastered cards) with the
// percentage beside it. GUI thread.
#include <QStyledItemDelegate>

namespace notedeck::gui {

class MasteryDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    // The width the bar and the percentage take, whatever the row.
    static int columnWidth(const QFontMetrics& metrics);
};

} // namespace notedeck::gui
