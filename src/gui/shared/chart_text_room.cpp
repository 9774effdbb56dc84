#include "gui/shared/chart_text_room.h"

#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QTextDocument>
#include <QTransform>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

namespace {

// Qt Charts' room on either side of an axis label and of an axis title, and around a text.
constexpr double kLabelPadding = 4;
constexpr double kTitlePadding = 2;
constexpr double kTextMargin = 0.5;
// Around a legend entry's text: its marker, its margins and the gap between them (Qt Charts'
// LegendMarkerItem); around the legend, above and below its entries.
constexpr double kLegendEntry = 28;
constexpr double kLegendMargins = 20;
// The chart layout's own margin on each side (the style's), when it cannot be asked.
constexpr qreal kLayoutMargin = 11;
// The most of the chart's width a legend beside the plot gets.
constexpr double kSideLegendShare = 0.4;
// The least plot: enough to read bars and lines by.
constexpr double kLeastPlotWidth = 120;
constexpr double kLeastPlotHeight = 80;

// Set on an axis labelWhatFits() labels: its labels fit by being fewer, not by more room.
constexpr const char* kFittedAxis = "notedeckLabelsFitted";
// The view's own minimum size, before any text asked for more.
constexpr const char* kOwnMinimum = "notedeckOwnMinimumSize";
// Set on a chart: whether its legend was meant to be below the plot.
constexpr const char* kLegendBelow = "notedeckLegendBelow";
// Set on a chart: its title on one line.
constexpr const char* kWholeTitle = "notedeckWholeTitle";
// Set on a chart whose size changes are followed.
constexpr const char* kFollowed = "notedeckTextRoomFollowed";
// Set on a legend: its width beside the plot, as it laid itself out there last.
constexpr const char* kWidthBeside = "notedeckLegendWidthBeside";
// Set on an axis labelWhatFits() labels: every how many of the labels it shows.
constexpr const char* kLabelStep = "notedeckLabelStep";

// The size Qt Charts gives `text` (in a text document, as its labels are), turned by `angle`
// degrees, with a pixel to spare for rounding.
QSizeF textSize(const QFont& font, const QString& text, double angle = 0)
{
    QTextDocument document;
    document.setDefaultFont(font);
    document.setDocumentMargin(kTextMargin);
    document.setHtml(text);
    QRectF rect(QPointF(), document.size() + QSizeF(1, 1));
    if (angle != 0)
        rect = QTransform().rotate(angle).mapRect(rect);
    return rect.size();
}

// How many ticks, so labels, a value axis shows over its range.
qsizetype tickCount(const QValueAxis* axis)
{
    if (axis->tickType() != QValueAxis::TicksDynamic || !(axis->tickInterval() > 0))
        return axis->tickCount();
    const double first = std::ceil((axis->min() - axis->tickAnchor()) / axis->tickInterval() - 1e-9);
    const double last = std::floor((axis->max() - axis->tickAnchor()) / axis->tickInterval() + 1e-9);
    return static_cast<qsizetype>(std::max(0.0, last - first + 1));
}

// The labels an axis draws side by side, and how many equal shares of the axis they get.
std::pair<QStringList, qsizetype> axisLabels(QAbstractAxis* axis, const QLocale& locale)
{
    if (auto* bars = qobject_cast<QBarCategoryAxis*>(axis)) {
        const QStringList labels = bars->categories();
        return {labels, labels.size() + 1};
    }
    if (auto* categories = qobject_cast<QCategoryAxis*>(axis)) {
        const QStringList labels = categories->categoriesLabels();
        return {labels, labels.size() + 1};
    }
    if (auto* dates = qobject_cast<QDateTimeAxis*>(axis)) {
        // A wide date in the axis's format stands for all of them.
        const QString sample = locale.toString(QDateTime(QDate(2000, 12, 28), QTime(23, 58)), dates->format());
        return {QStringList(dates->tickCount(), sample), dates->tickCount()};
    }
    if (auto* values = qobject_cast<QValueAxis*>(axis)) {
        // The ends stand for the widest label (beside the plot). Up a vertical axis each tick's
        // label needs its share of the height: Qt Charts cuts all of them short when they overlap.
        return {{locale.toString(values->min(), 'f', 1) + QLatin1Char('%'),
                 locale.toString(values->max(), 'f', 1) + QLatin1Char('%')},
                values->orientation() == Qt::Vertical ? tickCount(values) : 0};
    }
    return {};
}

// The entries a legend shows: their width side by side, the widest and the tallest, as their
// texts say.
struct LegendEntries {
    double sideBySide = 1;
    double widest = 0;
    double tallest = 0;
    int shown = 0;
};

LegendEntries legendEntries(QLegend* legend)
{
    LegendEntries entries;
    for (QLegendMarker* marker : legend->markers()) {
        if (!marker->isVisible())
            continue;
        const QSizeF text = textSize(legend->font(), marker->label());
        entries.sideBySide += text.width() + kLegendEntry;
        entries.widest = std::max(entries.widest, text.width() + kLegendEntry);
        entries.tallest = std::max(entries.tallest, text.height());
        ++entries.shown;
    }
    return entries;
}

// The room between the chart's edge and its contents: its margins and its layout's.
QSizeF edgesOf(const QChart* chart)
{
    const QMarginsF margins = chart->margins();
    qreal left = kLayoutMargin, top = kLayoutMargin, right = kLayoutMargin, bottom = kLayoutMargin;
    if (const QGraphicsLayout* layout = chart->layout())
        layout->getContentsMargins(&left, &top, &right, &bottom);
    return {margins.left() + margins.right() + left + right, margins.top() + margins.bottom() + top + bottom};
}

// `title` on two lines, broken at the space nearest its middle, rather one after a colon or a
// comma (or in the middle of a text without spaces).
QString onTwoLines(const QString& title)
{
    const double middle = static_cast<double>(title.size()) / 2;
    qsizetype at = -1;
    double best = 0;
    for (qsizetype i = 1; i < title.size(); ++i) {
        if (title[i] != QLatin1Char(' '))
            continue;
        const bool pause = title[i - 1] == QLatin1Char(':') || title[i - 1] == QLatin1Char(',');
        const double distance = std::abs(static_cast<double>(i) - middle) * (pause ? 0.5 : 1.0);
        if (at < 0 || distance < best) {
            at = i;
            best = distance;
        }
    }
    const qsizetype half = title.size() / 2;
    if (at < 0)
        return title.left(half) + QStringLiteral("<br>") + title.mid(half);
    return title.left(at) + QStringLiteral("<br>") + title.mid(at + 1);
}

// The width of a legend below the plot: its entries side by side (a legend there asks for less
// than it needs). Beside the plot: its widest entry, as the legend lays itself out when it is
// there (remembered for when it is not), else as its texts say.
double legendWidth(QLegend* legend, bool beside)
{
    const LegendEntries entries = legendEntries(legend);
    if (!beside)
        return entries.sideBySide;
    if (legend->alignment() & (Qt::AlignLeft | Qt::AlignRight)) {
        const double width = legend->effectiveSizeHint(Qt::PreferredSize).width();
        legend->setProperty(kWidthBeside, width);
        return width;
    }
    const QVariant width = legend->property(kWidthBeside);
    return width.isValid() ? width.toDouble() : entries.widest + kLegendMargins;
}

// What a chart's texts need with its legend below the plot or `beside` it: the least width of
// the chart, and its least height.
QSizeF textRoom(QChart* chart, bool beside)
{
    QSizeF plot(kLeastPlotWidth, kLeastPlotHeight);
    const QSizeF edges = edgesOf(chart);
    QSizeF around = edges;
    double width = 0;
    const QString title = chart->property(kWholeTitle).toString();
    if (!title.isEmpty()) {
        // The title takes two lines rather than more width (fit() breaks it when it must).
        around.rheight() += textSize(chart->titleFont(), chart->title()).height() + 1;
        width = textSize(chart->titleFont(), onTwoLines(title)).width() + edges.width();
    }
    for (QAbstractAxis* axis : chart->axes()) {
        if (!axis->isVisible())
            continue;
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        double& along = horizontal ? plot.rwidth() : plot.rheight();
        double& across = horizontal ? around.rheight() : around.rwidth();
        if (axis->isTitleVisible() && !axis->titleText().isEmpty()) {
            const QSizeF size = textSize(axis->titleFont(), axis->titleText());
            along = std::max(along, size.width() + 2 * kTitlePadding);
            across += size.height() + 2 * kTitlePadding;
        }
        if (!axis->labelsVisible())
            continue;
        const auto [labels, shares] = axisLabels(axis, chart->locale());
        double extent = 0;
        double depth = 0;
        for (const QString& label : labels) {
            const QSizeF size = textSize(axis->labelsFont(), label, axis->labelsAngle());
            extent = std::max(extent, horizontal ? size.width() : size.height());
            depth = std::max(depth, horizontal ? size.height() : size.width());
        }
        across += depth + 2 * kLabelPadding;
        if (!axis->property(kFittedAxis).toBool())
            along = std::max(along, static_cast<double>(shares) * (extent + 2 * kLabelPadding));
    }
    QLegend* legend = chart->legend();
    if (legend->isVisible() && legend->isAttachedToChart()) {
        const LegendEntries entries = legendEntries(legend);
        const double legendSize = legendWidth(legend, beside);
        if (beside) {
            // Qt Charts gives a legend beside the plot at most a share of the chart's width.
            around.rwidth() += legendSize;
            width = std::max(width, legendSize / kSideLegendShare + edges.width());
            plot.rheight() = std::max(plot.height(), entries.shown * (entries.tallest + kLabelPadding) + kLegendMargins);
        } else if (entries.shown > 0) {
            around.rheight() += entries.tallest + kLegendMargins;
            width = std::max(width, legendSize + edges.width());
        }
    }
    return {std::max(width, plot.width() + around.width()), plot.height() + around.height()};
}

void fit(QChartView* view)
{
    QChart* chart = view->chart();
    if (!chart)
        return;
    // A title too long for the view's width takes two lines.
    if (!chart->property(kWholeTitle).isValid())
        chart->setProperty(kWholeTitle, chart->title());
    const QString whole = chart->property(kWholeTitle).toString();
    const double titleRoom = view->width() - edgesOf(chart).width();
    const QString title = textSize(chart->titleFont(), whole).width() <= titleRoom ? whole : onTwoLines(whole);
    if (chart->title() != title)
        chart->setTitle(title);

    // A legend meant for below the plot goes beside it while the view is too narrow for its
    // entries side by side; the view may then be as narrow as either place allows.
    QLegend* legend = chart->legend();
    if (!chart->property(kLegendBelow).isValid())
        chart->setProperty(kLegendBelow, legend->alignment() == Qt::AlignBottom);
    const bool movable = chart->property(kLegendBelow).toBool() && legend->isVisible();
    if (movable) {
        const Qt::Alignment place = textRoom(chart, false).width() <= view->width() ? Qt::AlignBottom : Qt::AlignRight;
        if (legend->alignment() != place)
            legend->setAlignment(place);
    }
    const bool beside = legend->alignment() & (Qt::AlignLeft | Qt::AlignRight);
    QSizeF needed = textRoom(chart, beside);
    if (movable)
        needed.setWidth(std::min(needed.width(), textRoom(chart, !beside).width()));
    const int frame = 2 * view->frameWidth();
    const QSize least = view->property(kOwnMinimum).toSize().expandedTo(
        QSize(static_cast<int>(std::ceil(needed.width())) + frame, static_cast<int>(std::ceil(needed.height())) + frame));
    if (view->minimumSize() != least)
        view->setMinimumSize(least);
}

} // namespace

void makeRoomForTexts(QChartView* view)
{
    if (!view->property(kOwnMinimum).isValid())
        view->setProperty(kOwnMinimum, view->minimumSize());
    QChart* chart = view->chart();
    if (chart && !chart->property(kFollowed).toBool()) {
        chart->setProperty(kFollowed, true);
        // The room around the plot is known once the chart is laid out (and changes with its size).
        QObject::connect(chart, &QChart::plotAreaChanged, view, [view, chart] {
            if (view->chart() == chart)
                fit(view);
        });
    }
    fit(view);
}

void labelWhatFits(QChart* chart, QCategoryAxis* axis, std::vector<std::pair<QString, double>> labels, bool fromEnd)
{
    axis->setProperty(kFittedAxis, true);
    double widest = 0;
    for (const auto& label : labels)
        widest = std::max(widest, textSize(axis->labelsFont(), label.first).width());
    auto apply = [axis, labels = std::move(labels), share = widest + 2 * kLabelPadding, fromEnd](double plotWidth) {
        const auto n = static_cast<int>(labels.size());
        // The axis is shared by its labels and the stretch before the first one.
        int step = 1;
        while (step < n && ((n + step - 1) / step + 1) * share > plotWidth)
            ++step;
        if (axis->property(kLabelStep).toInt() == step)
            return;
        axis->setProperty(kLabelStep, step);
        for (const QString& label : axis->categoriesLabels())
            axis->remove(label);
        for (int i = 0; i < n; ++i)
            if ((fromEnd ? n - 1 - i : i) % step == 0)
                axis->append(labels[static_cast<std::size_t>(i)].first, labels[static_cast<std::size_t>(i)].second);
    };
    apply(chart->plotArea().width() > 1 ? chart->plotArea().width() : 1e9);
    QObject::connect(chart, &QChart::plotAreaChanged, axis, [apply](const QRectF& plot) { apply(plot.width()); });
}

} // namespace notedeck::gui
