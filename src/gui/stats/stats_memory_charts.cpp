// Charts of what is remembered: true retention against the desired retention, cards by state,
// mastery per chapter and the distributions of stability, difficulty and retrievability.
#include "gui/shared/chart_text_room.h"
#include "gui/shared/stats_chart_style.h"
#include "gui/stats/stats_charts.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

namespace {

// A line through the periods that have a retention, broken where one has none (a gap, not 0%).
void addRetentionLine(QChart* chart, const std::vector<service::RetentionPeriod>& periods, std::size_t from,
                      const QString& name, QColor colour, qreal width, QAbstractAxis* x, QAbstractAxis* y)
{
    QLineSeries* segment = nullptr;
    bool named = false;
    for (std::size_t i = from; i < periods.size(); ++i) {
        const auto retention = periods[i].retention();
        if (!retention) {
            segment = nullptr;
            continue;
        }
        if (!segment) {
            segment = new QLineSeries(chart);
            segment->setName(name);
            chart->addSeries(segment);
            QPen pen(colour, width);
            segment->setPen(pen);
            segment->setPointsVisible(true);
            segment->attachAxis(x);
            segment->attachAxis(y);
            for (QLegendMarker* marker : chart->legend()->markers(segment))
                marker->setVisible(!named);
            named = true;
        }
        segment->append(static_cast<qreal>(dateTimeOf(periods[i].start).toMSecsSinceEpoch()), *retention * 100.0);
    }
}

QString bucketLabel(double edge, HistogramKind kind)
{
    if (kind == HistogramKind::Retrievability)
        return QString::number(std::lround(edge * 100));
    return QString::number(edge, 'g', 5);
}

} // namespace

QChart* retentionChart(const service::DeckStatistics& stats, bool monthly, CardTheme theme)
{
    QChart* chart = newChart(StatsText::tr("True retention"), theme);
    const auto& periods = monthly ? stats.monthlyRetention : stats.weeklyRetention;
    if (periods.empty())
        return chart;
    const service::RetentionRange& range = monthly ? stats.monthlyRange : stats.weeklyRange;
    const std::size_t from = std::min(range.firstShown, periods.size() - 1);
    const double low = std::min(stats.desiredRetention, range.lowest.value_or(stats.desiredRetention));
    // Each period is a point at its first day; the axis reaches half a period beyond the first
    // and the last, so that their points are drawn whole, and names every few periods counting
    // back from the current one.
    auto* x = new QCategoryAxis(chart);
    x->setTitleText(monthly ? StatsText::tr("Month") : StatsText::tr("Week starting"));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const qint64 firstMs = dateTimeOf(periods[from].start).toMSecsSinceEpoch();
    const qint64 lastMs = dateTimeOf(periods.back().start).toMSecsSinceEpoch();
    const qreal half = (monthly ? 15.0 : 3.5) * 86400000.0;
    x->setRange(static_cast<qreal>(firstMs) - half, static_cast<qreal>(lastMs) + half);
    const std::size_t shown = periods.size() - from;
    const std::size_t every = monthly ? (shown > 6 ? 2 : 1) : std::max<std::size_t>(1, (shown + 5) / 6);
    const QLocale locale;
    std::vector<std::pair<QString, double>> labels;
    for (std::size_t i = (shown - 1) % every; i < shown; i += every) {
        const auto& start = periods[from + i].start;
        labels.emplace_back(locale.toString(QDate(start.year, start.month, start.day),
                                            monthly ? monthYearFormat() : dayMonthFormat()),
                            static_cast<double>(dateTimeOf(start).toMSecsSinceEpoch()));
    }
    chart->addAxis(x, Qt::AlignBottom);
    labelWhatFits(chart, x, std::move(labels), true);   // fewer of them in a narrow chart
    QValueAxis* y = addPercentAxis(chart, StatsText::tr("Retention (%)"), low * 100, Qt::AlignLeft);

    auto* desired = new QLineSeries(chart);
    desired->setName(StatsText::tr("Desired retention %1%").arg(locale.toString(stats.desiredRetention * 100, 'f', 0)));
    chart->addSeries(desired);
    desired->setPen(QPen(chartColour(ChartColour::Reference, theme), 2, Qt::DashLine));
    desired->append(x->min(), stats.desiredRetention * 100);
    desired->append(x->max(), stats.desiredRetention * 100);
    desired->attachAxis(x);
    desired->attachAxis(y);
    addRetentionLine(chart, periods, from, monthly ? StatsText::tr("Per month") : StatsText::tr("Per week"),
                     chartColour(ChartColour::Accent, theme), 2.5, x, y);
    return chart;
}

QChart* cardStatesChart(const service::DeckStatistics& stats, CardTheme theme)
{
    QChart* chart = newChart(StatsText::tr("Cards by state"), theme);
    auto* pie = new QPieSeries(chart);
    pie->setHoleSize(0.45);
    const service::CardStateCounts& s = stats.states;
    const std::pair<QString, std::pair<int, ChartColour>> parts[] = {
        {StatsText::tr("New"), {s.fresh, ChartColour::New}},
        {StatsText::tr("Learning"), {s.learning, ChartColour::Learning}},
        {StatsText::tr("Relearning"), {s.relearning, ChartColour::Relearning}},
        {StatsText::tr("Young"), {s.young, ChartColour::Young}},
        {StatsText::tr("Mature"), {s.mature, ChartColour::Mature}},
        {StatsText::tr("Suspended"), {s.suspended, ChartColour::Suspended}},
        {StatsText::tr("Buried"), {s.buried, ChartColour::Reference}},
    };
    chart->addSeries(pie);
    const QLocale locale;
    for (const auto& [label, part] : parts) {
        QPieSlice* slice = pie->append(StatsText::tr("%1: %2").arg(label, locale.toString(part.first)), part.first);
        slice->setColor(chartColour(part.second, theme));
        slice->setBorderColor(QApplication::palette().color(QPalette::Window));
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    return chart;
}

QChart* masteryChart(const service::DeckStatistics& stats, CardTheme theme)
{
    QChart* chart = newChart(StatsText::tr("Mastery per chapter"), theme);
    auto* series = new QHorizontalBarSeries(chart);
    auto* mastered = new QBarSet(StatsText::tr("Cards mastered"));
    mastered->setColor(chartColour(ChartColour::Accent, theme));
    mastered->setBorderColor(chartColour(ChartColour::Accent, theme));
    QStringList names;
    // The first chapter on top: horizontal bars are drawn from the bottom up.
    for (auto it = stats.chapters.rbegin(); it != stats.chapters.rend(); ++it) {
        names << chapterCategory(it->deck, names);
        mastered->append(it->masteredShare() * 100.0);
    }
    series->append(mastered);
    series->setBarWidth(0.7);
    chart->addSeries(series);
    auto* chapters = new QBarCategoryAxis(chart);
    chapters->append(names);
    chart->addAxis(chapters, Qt::AlignLeft);
    series->attachAxis(chapters);
    // The axis fits the chapters' range, so that chapters a few points apart look apart.
    const double lowest = stats.lowestMastery.value_or(0.0);
    series->attachAxis(addPercentAxis(chart, StatsText::tr("Cards mastered (%)"), lowest * 100,
                                      Qt::AlignBottom, percentStep(lowest)));
    chart->legend()->setVisible(false);
    return chart;
}

QChart* histogramChart(const service::DeckStatistics& stats, HistogramKind kind, CardTheme theme)
{
    const service::Histogram& h = kind == HistogramKind::Stability ? stats.stability
                                  : kind == HistogramKind::Difficulty ? stats.difficulty
                                                                      : stats.retrievability;
    const QString title = kind == HistogramKind::Stability ? StatsText::tr("Stability")
                          : kind == HistogramKind::Difficulty ? StatsText::tr("Difficulty")
                                                              : StatsText::tr("Retrievability now");
    const QString unit = kind == HistogramKind::Stability ? StatsText::tr("Stability (days, from)")
                         : kind == HistogramKind::Difficulty ? StatsText::tr("Difficulty (1 easy … 10 hard, from)")
                                                             : StatsText::tr("Retrievability now (%, from)");
    QChart* chart = newChart(title, theme);
    auto* cards = new QBarSet(StatsText::tr("Cards"));
    cards->setColor(chartColour(ChartColour::Accent, theme));
    cards->setBorderColor(chartColour(ChartColour::Accent, theme));
    QStringList places;
    std::vector<std::pair<QString, double>> labels;
    for (std::size_t i = 0; i < h.counts.size() && i < h.edges.size(); ++i) {
        cards->append(h.counts[i]);
        places << QString::number(i);
        labels.emplace_back(bucketLabel(h.edges[i], kind), static_cast<double>(i));
    }
    auto* series = new QBarSeries(chart);
    series->append(cards);
    series->setBarWidth(0.85);
    chart->addSeries(series);
    // The categories only place the bars; the axis below names as many buckets as fit, so that
    // twenty of them need no more width than a small window has.
    auto* buckets = new QBarCategoryAxis(chart);
    buckets->append(places);
    chart->addAxis(buckets, Qt::AlignBottom);
    series->attachAxis(buckets);
    buckets->setVisible(false);
    series->attachAxis(addCountAxis(chart, StatsText::tr("Cards"), h.peak, Qt::AlignLeft));
    addBarLabelAxis(chart, static_cast<int>(places.size()), std::move(labels), unit, false);
    chart->legend()->setVisible(false);
    return chart;
}

} // namespace notedeck::gui
