#include "gui/widgets/wrapping_layouts.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

namespace {

// The height `item` needs at `width`: its height for that width, else its size hint's.
int heightAt(const QLayoutItem* item, int width)
{
    const int hint = item->hasHeightForWidth() ? item->heightForWidth(width) : item->sizeHint().height();
    return std::clamp(hint, item->minimumSize().height(), std::max(item->minimumSize().height(), item->maximumSize().height()));
}

// The least height `item` can take at `width`.
int leastHeightAt(const QLayoutItem* item, int width)
{
    return item->hasHeightForWidth() ? item->minimumHeightForWidth(width) : item->minimumSize().height();
}

} // namespace

WidthLayout::~WidthLayout()
{
    while (QLayoutItem* item = WidthLayout::takeAt(0))
        delete item;
}

void WidthLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
    invalidate();
}

QLayoutItem* WidthLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items[index] : nullptr;
}

QLayoutItem* WidthLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem* item = m_items.takeAt(index);
    invalidate();
    return item;
}

int WidthLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize WidthLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : shownItems())
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

void WidthLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int WidthLayout::gap() const
{
    if (spacing() >= 0)
        return spacing();
    const QWidget* widget = parentWidget();
    const int styled = widget ? widget->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, widget) : -1;
    return styled >= 0 ? styled : 6;
}

QList<QLayoutItem*> WidthLayout::shownItems() const
{
    QList<QLayoutItem*> shown;
    for (QLayoutItem* item : m_items)
        if (!item->isEmpty())
            shown.append(item);
    return shown;
}

FlowLayout::FlowLayout(Spread spread, QWidget* parent) : WidthLayout(parent), m_spread(spread)
{
}

QSize FlowLayout::sizeHint() const
{
    QSize size;
    for (const QLayoutItem* item : shownItems()) {
        const QSize hint = item->sizeHint();
        size.rwidth() += (size.width() > 0 ? gap() : 0) + hint.width();
        size.rheight() = std::max(size.height(), hint.height());
    }
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int space = gap();
    const QList<QLayoutItem*> items = shownItems();
    // Lines of the items that fit at their preferred widths, at least one each (shrunk if need be).
    struct Placed {
        QLayoutItem* item;
        int width;
    };
    QList<QList<Placed>> lines;
    QList<int> used;
    for (QLayoutItem* item : items) {
        const int preferred = item->sizeHint().width();
        if (lines.isEmpty() || used.back() + space + preferred > area.width()) {
            lines.append({{item, std::max(item->minimumSize().width(), std::min(preferred, area.width()))}});
            used.append(lines.back().back().width);
        } else {
            lines.back().append({item, preferred});
            used.back() += space + preferred;
        }
    }
    // Spread out on one line; a row that had to wrap is centred line by line.
    const Spread spread = m_spread == Spread::Between && lines.size() > 1 ? Spread::Centre : m_spread;
    int y = area.top();
    for (qsizetype l = 0; l < lines.size(); ++l) {
        QList<Placed>& line = lines[l];
        int height = 0;
        for (const Placed& placed : line)
            height = std::max(height, heightAt(placed.item, placed.width));
        if (apply) {
            int extra = std::max(0, area.width() - used[l]);
            // Items that grow sideways share what is left of their line.
            const auto growing = std::count_if(line.begin(), line.end(), [](const Placed& placed) {
                return placed.item->expandingDirections() & Qt::Horizontal;
            });
            const int share = growing > 0 ? extra / static_cast<int>(growing) : 0;
            for (Placed& placed : line) {
                if (placed.item->expandingDirections() & Qt::Horizontal) {
                    const int more = std::clamp(placed.item->maximumSize().width() - placed.width, 0, share);
                    placed.width += more;
                    extra -= more;
                }
            }
            double x = area.left() + (spread == Spread::Centre ? extra / 2 : 0);
            const double between =
                space + (spread == Spread::Between && line.size() > 1 ? double(extra) / double(line.size() - 1) : 0.0);
            for (const Placed& placed : line) {
                const int h = heightAt(placed.item, placed.width);
                placed.item->setGeometry(QRect(static_cast<int>(std::lround(x)), y + (height - h) / 2, placed.width, h));
                x += placed.width + between;
            }
        }
        y += height + (l + 1 < lines.size() ? space : 0);
    }
    const QMargins margins = contentsMargins();
    return y - area.top() + margins.top() + margins.bottom();
}

ColumnsLayout::ColumnsLayout(int columnWidth, int maxColumns, QWidget* parent)
    : WidthLayout(parent), m_columnWidth(columnWidth), m_maxColumns(std::max(1, maxColumns))
{
}

void ColumnsLayout::addLayout(QLayout* layout)
{
    addChildLayout(layout);
    addItem(layout);
}

int ColumnsLayout::columnsFor(int width) const
{
    const QList<QLayoutItem*> items = shownItems();
    int widest = 0;
    for (const QLayoutItem* item : items)
        widest = std::max(widest, item->minimumSize().width());
    const int space = gap();
    int columns = std::clamp((width + space) / (m_columnWidth + space), 1,
                             std::max(1, std::min(m_maxColumns, static_cast<int>(items.size()))));
    while (columns > 1 && (width - (columns - 1) * space) / columns < widest)
        --columns;
    return columns;
}

QSize ColumnsLayout::sizeHint() const
{
    const QList<QLayoutItem*> items = shownItems();
    QSize item;
    for (const QLayoutItem* shown : items)
        item = item.expandedTo(shown->sizeHint());
    const int columns = std::max(1, std::min(m_maxColumns, static_cast<int>(items.size())));
    const int rows = items.isEmpty() ? 0 : static_cast<int>((items.size() + columns - 1) / columns);
    const QMargins margins = contentsMargins();
    return QSize(columns * item.width() + (columns - 1) * gap() + margins.left() + margins.right(),
                 rows * item.height() + std::max(0, rows - 1) * gap() + margins.top() + margins.bottom());
}

Qt::Orientations ColumnsLayout::expandingDirections() const
{
    Qt::Orientations directions;
    for (const QLayoutItem* item : shownItems())
        directions |= item->expandingDirections();
    return directions;
}

int ColumnsLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int space = gap();
    const QList<QLayoutItem*> items = shownItems();
    const int columns = columnsFor(area.width());
    const int width = std::max(0, (area.width() - (columns - 1) * space) / columns);
    // Each row's least and preferred height.
    QList<int> least;
    QList<int> preferred;
    QList<bool> grows;
    for (qsizetype first = 0; first < items.size(); first += columns) {
        int low = 0;
        int want = 0;
        bool expanding = false;
        for (qsizetype i = first; i < std::min(items.size(), first + columns); ++i) {
            low = std::max(low, leastHeightAt(items[i], width));
            want = std::max(want, heightAt(items[i], width));
            expanding = expanding || (items[i]->expandingDirections() & Qt::Vertical);
        }
        least.append(low);
        preferred.append(std::max(low, want));
        grows.append(expanding);
    }
    int total = std::max(0, static_cast<int>(least.size()) - 1) * space;
    for (int h : least)
        total += h;
    if (apply) {
        // The rows get their least height, then what they prefer, then the rows that grow share the rest.
        QList<int> heights = least;
        int spare = std::max(0, area.height() - total);
        for (qsizetype r = 0; r < heights.size() && spare > 0; ++r) {
            const int more = std::min(spare, preferred[r] - heights[r]);
            heights[r] += more;
            spare -= more;
        }
        const auto growing = std::count(grows.begin(), grows.end(), true);
        for (qsizetype r = 0; r < heights.size() && growing > 0; ++r)
            if (grows[r])
                heights[r] += spare / static_cast<int>(growing);
        int y = area.top();
        for (qsizetype i = 0; i < items.size(); ++i) {
            const qsizetype row = i / columns;
            const auto column = static_cast<int>(i % columns);
            items[i]->setGeometry(QRect(area.left() + column * (width + space), y, width, heights[row]));
            if (column == columns - 1 || i + 1 == items.size())
                y += heights[row] + space;
        }
    }
    const QMargins margins = contentsMargins();
    return total + margins.top() + margins.bottom();
}

} // namespace notedeck::gui
