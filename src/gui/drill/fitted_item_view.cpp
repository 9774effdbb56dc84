#include "gui/drill/fitted_item_view.h"

#include <QAbstractItemModel>
#include <QList>
#include <QEvent>
#include <QHeaderView>
#include <QListView>
#include <QPainter>
#include <QPointer>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

namespace {

// The room around a cell's text, as the style leaves it.
int textMargin(const QWidget* view)
{
    return view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
}

// Lays `text` out in lines of `width`: at word boundaries, and inside a word that is longer than
// a line (an identifier such as contextlib.contextmanager_…), which the style would cut off.
// Returns the height the lines take; draws them at `origin` when `painter` is given.
qreal layOutText(const QString& text, const QFont& font, qreal width, QPainter* painter = nullptr, QPointF origin = {})
{
    qreal height = 0;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(width, 1.0));
            line.setPosition(QPointF(0, height));
            height += line.height();
        }
        layout.endLayout();
        if (painter)
            layout.draw(painter, origin);   // the lines sit at their heights already
    }
    return height;
}

// Measures a wrapping cell at the width it is shown in, so its text asks for the lines it needs
// (the standard delegate measures unwrapped text, and a row stays one line high), and draws its
// text wrapped the same way. The other columns never wrap: they fit their contents.
class WrappingDelegate final : public QStyledItemDelegate {
public:
    // `wrapped`: the columns that wrap; empty: all of them (a list).
    WrappingDelegate(QAbstractItemView* view, QList<int> wrapped)
        : QStyledItemDelegate(view), m_view(view), m_wrapped(std::move(wrapped))
    {
        setProperty("notedeckWrapsAnywhere", true);   // for the layout checks of the tests
    }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (!wraps(index.column()))
            return QStyledItemDelegate::sizeHint(option, index);
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        int width = m_view->viewport()->width();
        if (auto* tree = qobject_cast<QTreeView*>(m_view))
            width = tree->header()->sectionSize(index.column());
        const int margin = textMargin(m_view);
        const qreal text = layOutText(opt.text, opt.font, width - 2 * margin);
        // One line of text as the style measures it, for the room it leaves around a line.
        QStyleOptionViewItem one = opt;
        one.text = QStringLiteral("X");
        one.features &= ~QStyleOptionViewItem::WrapText;
        one.rect = QRect();
        const QStyle* style = m_view->style();
        const int oneLine = style->sizeFromContents(QStyle::CT_ItemViewItem, &one, QSize(), m_view).height();
        const int lineHeight = QFontMetrics(opt.font).height();
        // The style's own room above and below one line of text, and a pixel under the last line
        // for the descenders of "_" and "g".
        return {width, static_cast<int>(std::ceil(text)) + std::max(oneLine - lineHeight, 0) + 2};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        if (!wraps(index.column())) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        const QString text = opt.text;
        opt.text.clear();
        const QWidget* widget = option.widget;
        QStyle* style = widget ? widget->style() : m_view->style();
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
        const int margin = textMargin(m_view);
        const QRect area = option.rect.adjusted(margin, 0, -margin, 0);
        const qreal height = layOutText(text, opt.font, area.width());
        const qreal top = opt.displayAlignment & Qt::AlignTop ? area.top() + 1
                                                             : area.top() + (area.height() - height) / 2;
        painter->save();
        const bool selected = opt.state & QStyle::State_Selected;
        const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        painter->setPen(opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text));
        painter->setClipRect(option.rect);
        layOutText(text, opt.font, area.width(), painter, QPointF(area.left(), top));
        painter->restore();
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
