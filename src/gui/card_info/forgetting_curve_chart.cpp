#include "gui/card_info/forgetting_curve_chart.h"

#include "gui/shared/axis_ticks.h"
#include "gui/shared/stats_chart_style.h"

#include <QChart>
#include <QCoreApplication>
#include <QDateTime>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace notedeck::gui {

namespace {

// The most steps along the days axis: its labels stay apart in the dialog's narrowest chart.
constexpr int kMostDayTicks = 6;

class CardInfoChartText {
    Q_DECLARE_TR_FUNCTIONS(CardInfoChartText)
};

QString percent(double share)
{
    return QLocale().toString(share * 100, 'f', 0) + QLatin1Char('%');
}

} // namespace

QChart* forgettingCurveChart(const service::CardInfo& info, CardTheme resolved)
{
    if (!info.current || info.curve.empty())
        return nullptr;
    const service::CurrentMemory& memory = *info.current;
    QChart* chart = newChart(CardInfoChartText::tr("Forgetting curve"), resolved);

    double lowest = 1.0;
    for (const service::CurvePoint& point : info.curve)
        lowest = std::min(lowest, point.retrievability);
    const double end = info.curve.back().days;

    // Whole days from 0, each tick a day count of its own (Qt's nice numbers gave half days
    // labelled "0, 1, 1, 2").
    const NumberTicks ticks = numberTicks(end, kMostDayTicks, true);
    auto* x = new QValueAxis(chart);
    x->setTitleText(CardInfoChartText::tr("Days since the last review"));
    x->setRange(0, ticks.top);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(ticks.step);
    x->setLabelFormat(QStringLiteral("%.%1f").arg(ticks.decimals));
    chart->addAxis(x, Qt::AlignBottom);
    QValueAxis* y = addPercentAxis(chart, CardInfoChartText::tr("Recall probability (%)"), lowest * 100, Qt::AlignLeft,
                                   percentStep(lowest));

    auto* curve = new QLineSeries(chart);
    curve->setName(CardInfoChartText::tr("R at stability %1 days").arg(QLocale().toString(memory.stability, 'f', 1)));
    curve->setPen(QPen(chartColour(ChartColour::Accent, resolved), 2.5));
    for (const service::CurvePoint& point : info.curve)
        curve->append(point.days, point.retrievability * 100);

    // The due day: a dashed line across the plot.
    auto* due = new QLineSeries(chart);
    const core::Timestamp dueAt = info.details.row.schedule.due;
    due->setName(CardInfoChartText::tr("Due %1").arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(dueAt).date(), QLocale::ShortFormat)));
    due->setPen(QPen(chartColour(ChartColour::Again, resolved), 1.5, Qt::DashLine));
    due->append(memory.dueDays, y->min());
    due->append(memory.dueDays, y->max());

    auto* today = new QScatterSeries(chart);
    today->setName(memory.retrievability ? CardInfoChartText::tr("Today: %1").arg(percent(*memory.retrievability))
                                         : CardInfoChartText::tr("Today"));
    today->setMarkerSize(11);
    today->setColor(chartColour(ChartColour::Good, resolved));
    today->setBorderColor(chartColour(ChartColour::Good, resolved));
    if (memory.retrievability)
        today->append(memory.daysSinceReview, *memory.retrievability * 100);

    for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{curve, due, today}) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    return chart;
}

} // namespace notedeck::gui
