#include "gui/drill/fitted_item_view.h"

#include <QAbstractItemModel>
#include <QList>
#include <QEvent>
#include <QHeaderView>
#include <QListView>
#include <QPointer>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeView>

#include <algorithm>

namespace notedeck::gui {

namespace {

// Measures a wrapping cell at the width it is shown in, so its text asks for the lines it needs
// (the standard delegate measures unwrapped text, and a row stays one line high). The other
// columns never wrap: they fit their contents.
class WrappingDelegate final : public QStyledItemDelegate {
public:
    // `wrapped`: the columns that wrap; empty: all of them (a list).
    WrappingDelegate(QAbstractItemView* view, QList<int> wrapped)
        : QStyledItemDelegate(view), m_view(view), m_wrapped(std::move(wrapped))
    {
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (!wraps(index.column()))
            return QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem opt = option;
        int width = m_view->viewport()->width();
        if (auto* tree = qobject_cast<QTreeView*>(m_view))
            width = tree->header()->sectionSize(index.column());
        // A rect of no height counts as none, and the style would then measure the text unwrapped.
        opt.rect = QRect(option.rect.topLeft(), QSize(std::max(width, 1), std::max(option.rect.height(), 1)));
        opt.features |= QStyleOptionViewItem::WrapText;
        return QStyledItemDelegate::sizeHint(opt, index);
    }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (wraps(index.column()))
            option->features |= QStyleOptionViewItem::WrapText;
        else
            option->features &= ~QStyleOptionViewItem::WrapText;
    }

private:
    bool wraps(int column) const { return m_wrapped.isEmpty() || m_wrapped.contains(column); }

    QAbstractItemView* m_view;
    QList<int> m_wrapped;
};

// Refits the view, once per turn of the event loop however many changes came.
class RowFitter final : public QObject {
public:
    RowFitter(QAbstractItemView* view, int capped, double cap) : QObject(view), m_view(view), m_capped(capped), m_cap(cap)
    {
        view->installEventFilter(this);
        m_timer.setSingleShot(true);
        m_timer.setInterval(0);
        connect(&m_timer, &QTimer::timeout, this, &RowFitter::refit);
        QAbstractItemModel* model = view->model();
        for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(model, signal, this, &RowFitter::schedule);
        connect(model, &QAbstractItemModel::modelReset, this, &RowFitter::schedule);
        connect(model, &QAbstractItemModel::dataChanged, this, &RowFitter::schedule);
        if (auto* tree = qobject_cast<QTreeView*>(view))
            connect(tree->header(), &QHeaderView::sectionResized, this, &RowFitter::schedule);
        schedule();
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange ||
                                  event->type() == QEvent::Show))
            schedule();
        return QObject::eventFilter(watched, event);
    }

private:
    void schedule() { m_timer.start(); }

    void refit()
    {
        if (auto* tree = qobject_cast<QTreeView*>(m_view); tree && m_capped >= 0)
            capColumn(tree);
        m_view->doItemsLayout();   // row heights follow the new widths
        const int height = rowsHeight(m_view);
        if (height != m_view->height() || m_view->minimumHeight() != height)
            m_view->setFixedHeight(height);
    }

    // The capped column fits its widest text, up to its share of the width.
    void capColumn(QTreeView* tree)
    {
        const QFontMetrics metrics(tree->font());
        QAbstractItemModel* model = tree->model();
        int widest = metrics.horizontalAdvance(model->headerData(m_capped, Qt::Horizontal).toString());
        for (int row = 0; row < model->rowCount(); ++row)
            widest = std::max(widest, metrics.horizontalAdvance(model->index(row, m_capped).data().toString()));
        const int margin = 2 * (tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 4);
        const int width = std::min(widest + margin, static_cast<int>(tree->viewport()->width() * m_cap));
        if (tree->header()->sectionSize(m_capped) != width)
            tree->header()->resizeSection(m_capped, width);
    }

    QPointer<QAbstractItemView> m_view;
    int m_capped;
    double m_cap;
    QTimer m_timer;
};

void prepare(QAbstractItemView* view, QList<int> wrapped)
{
    view->setItemDelegate(new WrappingDelegate(view, std::move(wrapped)));
    view->setTextElideMode(Qt::ElideNone);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    view->setSizePolicy(view->sizePolicy().horizontalPolicy(), QSizePolicy::Fixed);
}

} // namespace

void fitToRows(QAbstractItemView* view)
{
    prepare(view, {});
    if (auto* list = qobject_cast<QListView*>(view)) {
        list->setWordWrap(true);
        list->setUniformItemSizes(false);
        list->setResizeMode(QListView::Adjust);
    }
    new RowFitter(view, -1, 0);
}

void fitToRows(QTreeView* tree, int stretchColumn, int cappedColumn, double cap)
{
    prepare(tree, cappedColumn >= 0 ? QList<int>{stretchColumn, cappedColumn} : QList<int>{stretchColumn});
    tree->setWordWrap(true);
    tree->setUniformRowHeights(false);
    QHeaderView* header = tree->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    if (cappedColumn >= 0)
        header->setSectionResizeMode(cappedColumn, QHeaderView::Interactive);
    new RowFitter(tree, cappedColumn, cap);
}

int rowsHeight(QAbstractItemView* view)
{
    int height = 2 * view->frameWidth();
    if (auto* tree = qobject_cast<QTreeView*>(view); tree && !tree->isHeaderHidden())
        height += tree->header()->sizeHint().height();
    QAbstractItemModel* model = view->model();
    for (int row = 0; row < model->rowCount(); ++row)
        height += view->visualRect(model->index(row, 0)).height();
    // An empty view keeps a line, so it does not collapse to its frame.
    return model->rowCount() == 0 ? height + view->fontMetrics().height() : height;
}

} // namespace notedeck::gui
