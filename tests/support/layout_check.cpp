#include "layout_check.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemDelegate>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QListView>
#include <QPixmap>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedLayout>
#include <QStyle>
#include <QTableView>
#include <QTextLayout>
#include <QTreeView>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace notedeck::gui::test {

namespace {

// A widget as a failure names it: its class, object name and the start of its text.
QString describe(const QWidget* widget)
{
    QString text;
    if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
        text = button->text();
    else if (const auto* label = qobject_cast<const QLabel*>(widget))
        text = label->text();
    else if (const auto* combo = qobject_cast<const QComboBox*>(widget))
        text = combo->currentText();
    QString parents;
    for (const QWidget* up = widget->parentWidget(); up && parents.size() < 60; up = up->parentWidget())
        if (!up->objectName().isEmpty())
            parents += QLatin1Char('/') + up->objectName();
    return QStringLiteral("%1 \"%2\" \"%3\" in %4")
        .arg(QLatin1String(widget->metaObject()->className()), widget->objectName(), text.left(40), parents);
}

QString sizeText(const QSize& size)
{
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

// The scroll area whose viewport `widget` is, if it is one.
const QAbstractScrollArea* scrollAreaOfViewport(const QWidget* widget)
{
    const auto* area = qobject_cast<const QAbstractScrollArea*>(widget->parentWidget());
    return area && area->viewport() == widget ? area : nullptr;
}

// Lies inside every widget around it up to `window`; a page in a scroll area may stick out of the
// viewport in the directions the area scrolls (the reader scrolls to it).
QString outsideProblem(const QWidget* widget, const QWidget* window)
{
    QRect rect = widget->rect();
    const QWidget* child = widget;
    for (const QWidget* up = widget->parentWidget(); up && child != window; child = up, up = up->parentWidget()) {
        rect.translate(child->pos());
        QRect allowed = up->rect().adjusted(-1, -1, 1, 1);
        const QAbstractScrollArea* area = scrollAreaOfViewport(up);
        if (area) {
            if (area->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff) {
                allowed.setLeft(std::min(allowed.left(), rect.left()));
                allowed.setRight(std::max(allowed.right(), rect.right()));
            }
            if (area->verticalScrollBarPolicy() != Qt::ScrollBarAlwaysOff) {
                allowed.setTop(std::min(allowed.top(), rect.top()));
                allowed.setBottom(std::max(allowed.bottom(), rect.bottom()));
            }
        }
        if (!allowed.contains(rect))
            return QStringLiteral("%1 sticks out of %2 (%3,%4 %5 in %6)")
                .arg(describe(widget), describe(up))
                .arg(rect.x())
                .arg(rect.y())
                .arg(sizeText(rect.size()), sizeText(up->size()));
        if (area)
            rect = up->rect();   // what scrolls into view is seen through the viewport
    }
    return {};
}

// Big enough for its text (the minimum size hint), a wrapping label for its lines.
QString sizeProblem(const QWidget* widget)
{
    QSize needed;
    if (const auto* label = qobject_cast<const QLabel*>(widget)) {
        needed = label->minimumSizeHint();
        if (label->wordWrap())
            needed.setHeight(label->heightForWidth(label->width()));
    } else if (qobject_cast<const QAbstractButton*>(widget) || qobject_cast<const QComboBox*>(widget) ||
               qobject_cast<const QAbstractSpinBox*>(widget)) {
        needed = widget->minimumSizeHint();
    } else {
        return {};
    }
    if (widget->width() + 1 >= needed.width() && widget->height() + 1 >= needed.height())
        return {};
    return QStringLiteral("%1 is %2, needs %3").arg(describe(widget), sizeText(widget->size()), sizeText(needed));
}

QString layoutProblem(const QWidget* widget)
{
    // A stack's height for a width is that of its pages at their preferred sizes; each page is
    // checked on its own.
    const QLayout* layout = widget->layout();
    if (!layout || qobject_cast<const QStackedLayout*>(layout))
        return {};
    QSize needed = layout->totalMinimumSize();
    if (layout->hasHeightForWidth())
        needed.setHeight(layout->totalMinimumHeightForWidth(widget->width()));
    if (widget->width() + 1 >= needed.width() && widget->height() + 1 >= needed.height())
        return {};
    return QStringLiteral("%1 is %2, its layout needs %3").arg(describe(widget), sizeText(widget->size()), sizeText(needed));
}

// The height of `text` wrapped at `width` at word boundaries, as the style wraps an item's text;
// none (INT_MAX) when a word is wider than the line, which the style would cut — unless
// `anywhere`: the app's wrapping delegate breaks such a word.
int wrappedHeight(const QFont& font, const QString& text, int width, bool anywhere)
{
    qreal height = 0;
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font);
        QTextOption option;
        option.setWrapMode(anywhere ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(width, 1));
            if (line.naturalTextWidth() > width + 0.5)
                return std::numeric_limits<int>::max();
            height += line.height();
        }
        layout.endLayout();
    }
    return static_cast<int>(std::ceil(height));
}

} // namespace

QStringList clippedWidgets(QWidget* window)
{
    QStringList problems;
    const auto widgets = window->findChildren<QWidget*>();
    for (const QWidget* widget : widgets) {
        if (!widget->isVisibleTo(window) || widget->isWindow())
            continue;
        // The parts of a line edit (its clear button) or a spin box are the box's own business.
        if (qobject_cast<const QLineEdit*>(widget->parentWidget()) || qobject_cast<const QAbstractSpinBox*>(widget->parentWidget()))
            continue;
        for (const QString& problem : {sizeProblem(widget), layoutProblem(widget), outsideProblem(widget, window)})
            if (!problem.isEmpty())
                problems << problem;
    }
    if (const QString problem = layoutProblem(window); !problem.isEmpty())
        problems << problem;
    return problems;
}

QStringList cutChartTexts(QWidget* window)
{
    QStringList cut;
    for (const QChartView* view : window->findChildren<QChartView*>()) {
        if (!view->isVisibleTo(window) || !view->scene())
            continue;
        for (const QGraphicsItem* item : view->scene()->items()) {
            const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
            if (text && text->isVisible() && text->toPlainText().endsWith(QLatin1String("...")))
                cut << QStringLiteral("\"%1\" in the chart \"%2\" (%3)")
                           .arg(text->toPlainText(), view->chart()->title(), view->objectName());
        }
    }
    return cut;
}

QStringList elidedTreeNames(QTreeView* tree, int maxDepth)
{
    QStringList elided;
    const QRect shown = tree->viewport()->rect();
    std::function<void(const QModelIndex&, int)> visit = [&](const QModelIndex& parent, int depth) {
        for (int row = 0; row < tree->model()->rowCount(parent); ++row) {
            const QModelIndex index = tree->model()->index(row, 0, parent);
            const QRect rect = tree->visualRect(index);
            if (depth <= maxDepth && shown.intersects(rect) && rect.width() + 1 < tree->sizeHintForIndex(index).width())
                elided << index.data().toString();
            if (tree->isExpanded(index))
                visit(index, depth + 1);
        }
    };
    visit(tree->rootIndex(), 0);
    return elided;
}

QStringList sidewaysPages(QWidget* window)
{
    QStringList sideways;
    for (const QScrollArea* area : window->findChildren<QScrollArea*>()) {
        if (!area->isVisibleTo(window) || !area->widget())
            continue;
        const bool bar = area->horizontalScrollBar()->isVisibleTo(window) && area->horizontalScrollBar()->maximum() > 0;
        const int over = area->widget()->width() - area->viewport()->width();
        if (bar || over > 0)
            sideways << QStringLiteral("%1 scrolls sideways: page %2 wide in a viewport of %3 (needs %4)")
                            .arg(describe(area))
                            .arg(area->widget()->width())
                            .arg(area->viewport()->width())
                            .arg(area->widget()->minimumSizeHint().width());
    }
    return sideways;
}

QStringList cutItemTexts(QAbstractItemView* view)
{
    auto wraps = [](const QAbstractItemView* v) {
        if (const auto* tree = qobject_cast<const QTreeView*>(v))
            return tree->wordWrap();
        if (const auto* list = qobject_cast<const QListView*>(v))
            return list->wordWrap();
        if (const auto* table = qobject_cast<const QTableView*>(v))
            return table->wordWrap();
        return false;
    };
    QStringList cut;
    QAbstractItemModel* model = view->model();
    const QRect shown = view->viewport()->rect();
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    std::function<void(const QModelIndex&)> visit = [&](const QModelIndex& parent) {
        for (int row = 0; row < model->rowCount(parent); ++row) {
            for (int column = 0; column < model->columnCount(parent); ++column) {
                const QModelIndex index = model->index(row, column, parent);
                const QRect rect = view->visualRect(index);
                const QString text = index.data().toString();
                if (text.isEmpty() || !shown.intersects(rect) || rect.width() <= 0)
                    continue;
                const QFontMetrics metrics(view->font());
                const int room = rect.width() - 2 * margin;
                bool fits = metrics.horizontalAdvance(text) <= room && !text.contains(QLatin1Char('\n'));
                if (!fits && wraps(view))
                    fits = wrappedHeight(view->font(), text, room,
                                         view->itemDelegateForIndex(index)->property("notedeckWrapsAnywhere").toBool()) <=
                           rect.height();
                if (!fits)
                    cut << QStringLiteral("\"%1\" in %2 (cell %3x%4)")
                               .arg(text.left(60), describe(view))
                               .arg(rect.width())
                               .arg(rect.height());
            }
            if (auto* tree = qobject_cast<QTreeView*>(view); tree && tree->isExpanded(model->index(row, 0, parent)))
                visit(model->index(row, 0, parent));
        }
    };
    visit(view->rootIndex());
    return cut;
}

QStringList bottomAxisLabels(QChartView* view, QList<double>* centres)
{
    QChart* chart = view->chart();
    const QRectF plot = chart->plotArea();
    const qreal line = QFontMetricsF(chart->font()).height();
    QStringList titles;
    for (QAbstractAxis* axis : chart->axes(Qt::Horizontal))
        titles << axis->titleText();
    QList<std::pair<double, QString>> found;
    for (const QGraphicsItem* item : view->scene()->items()) {
        const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
        if (!text || !text->isVisible() || text->toPlainText().isEmpty() || titles.contains(text->toPlainText()))
            continue;
        const QRectF box = text->sceneBoundingRect();
        // Just under the plot, above the axis title and the legend.
        if (box.center().y() > plot.bottom() && box.center().y() < plot.bottom() + 2 * line &&
            box.center().x() >= plot.left() - line && box.center().x() <= plot.right() + line)
            found.append({box.center().x(), text->toPlainText()});
    }
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    QStringList labels;
    for (const auto& [x, text] : found) {
        labels << text;
        if (centres)
            centres->append(x);
    }
    return labels;
}

void saveLayoutShot(QWidget* widget, const QString& name, const QSize& size)
{
    const QString folder = qEnvironmentVariable("NOTEDECK_LAYOUT_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    widget->grab().save(QDir(folder).filePath(QStringLiteral("%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height())));
}

} // namespace notedeck::gui::test
