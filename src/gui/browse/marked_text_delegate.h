#pragma once
// Draws list entries whose text carries search matches marked with core::kMatchStart /
// kMatchEnd (\x01 … \x02) and code and formulas marked with render::kCodeStart / kCodeEnd
// (\x03 … \x04): the matches highlighted, code and formulas in a monospace code style, the rest
// plain; an optional second line (Qt::UserRole + 1) in a muted colour. GUI thread.
#include <QStyledItemDelegate>

namespace notedeck::gui {

class MarkedTextDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    static constexpr int kSecondLineRole = Qt::UserRole + 1;

    using QStyledItemDelegate::QStyledItemDelegate;

    // Marked text → HTML with the matches in highlighted spans and code in <code>; everything
    // else escaped. A mark left open runs to the end.
    static QString toHtml(const QString& marked, const QColor& highlight, const QColor& highlightText);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    QString documentHtml(const QStyleOptionViewItem& option, const QModelIndex& index) const;
};

} // namespace notedeck::gui
