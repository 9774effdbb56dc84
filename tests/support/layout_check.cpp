#include "layout_check.h"

#include <QAbstractButton>
#include <QAbstractItemDelegate>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QStackedLayout>
#include <QTreeView>

#include <algorithm>
#include <functional>

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

} // namespace notedeck::gui::test
