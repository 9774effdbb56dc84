// Charts of what happened per day and what is coming: answers per day stacked by rating, study
// time per day, the forecast of due cards.
#include "gui/shared/stats_chart_style.h"
#include "gui/stats/stats_charts.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <span>

namespace notedeck::gui {

namespace {

QBarSet* barSet(const QString& label, ChartColour colour, CardTheme theme)
{
    auto* set = new QBarSet(label);
    set->setColor(chartColour(colour, theme));
    set->setBorderColor(chartColour(colour, theme));
    return set;
}

// Bars per day, one set per layer (stacked when there are several), over the days from `first`
// to `last`, with a date axis below them; `max` is the tallest bar (the service's).
QChart* dailyBars(const QString& title, const QList<QBarSet*>& sets, const service::CalendarDate& first,
                  const service::CalendarDate& last, const QString& valueTitle, const QString& dayTitle, double max,
                  CardTheme theme)
{
    QChart* chart = newChart(title, theme);
    QAbstractBarSeries* series = sets.size() > 1 ? static_cast<QAbstractBarSeries*>(new QStackedBarSeries(chart))
                                                 : new QBarSeries(chart);
    series->append(sets);
    series->setBarWidth(0.8);
    chart->addSeries(series);
    const qsizetype days = sets.isEmpty() ? 0 : sets.first()->count();
    QStringList categories;
    for (qsizetype i = 0; i < days; ++i)
        categories << QString::number(i);
    // The categories only place the bars; the date axis below names the days.
    auto* places = new QBarCategoryAxis(chart);
    places->append(categories);
    chart->addAxis(places, Qt::AlignBottom);
    series->attachAxis(places);
    places->setVisible(false);
    series->attachAxis(addCountAxis(chart, valueTitle, max, Qt::AlignLeft));
    addDayAxis(chart, first, last, dayTitle);
    chart->legend()->setVisible(sets.size() > 1);
    return chart;
}

std::span<const service::DayActivity> lastDays(const service::DeckStatistics& stats, int days)
{
    const std::size_t n = std::min(stats.days.size(), static_cast<std::size_t>(std::max(days, 1)));
    return std::span<const service::DayActivity>(stats.days).last(n);
}

// The tallest bar of the last `days` days, as the service found it: answers, or minutes of study.
double peakOf(const service::DeckStatistics& stats, int days, bool minutes)
{
    const service::ActivityWindow* w = service::activityWindow(stats, days);
    if (!w)
        return 0;
    return minutes ? static_cast<double>(w->maxStudyMs) / 60000.0 : w->maxAnswers;
}

} // namespace

QChart* reviewsPerDayChart(const service::DeckStatistics& stats, int days, CardTheme theme)
{
    const auto shown = lastDays(stats, days);
    QList<QBarSet*> sets = {barSet(StatsText::tr("Again"), ChartColour::Again, theme), barSet(StatsText::tr("Hard"), ChartColour::Hard, theme),
                            barSet(StatsText::tr("Good"), ChartColour::Good, theme), barSet(StatsText::tr("Easy"), ChartColour::Easy, theme)};
    for (const service::DayActivity& day : shown) {
        for (int r = 0; r < 4; ++r)
            sets[r]->append(day.byRating[static_cast<std::size_t>(r)]);
    }
    if (shown.empty())
        return newChart(StatsText::tr("Answers per day"), theme);
    return dailyBars(StatsText::tr("Answers per day, by rating"), sets, shown.front().date, shown.back().date, StatsText::tr("Answers"),
                     StatsText::tr("Study day"), peakOf(stats, days, false), theme);
}

QChart* studyTimeChart(const service::DeckStatistics& stats, int days, CardTheme theme)
{
    const auto shown = lastDays(stats, days);
    QBarSet* minutes = barSet(StatsText::tr("Study time"), ChartColour::Accent, theme);
    for (const service::DayActivity& day : shown)
        minutes->append(static_cast<double>(day.studyMs) / 60000.0);
    if (shown.empty()) {
        delete minutes;
        return newChart(StatsText::tr("Study time per day"), theme);
    }
    return dailyBars(StatsText::tr("Study time per day"), {minutes}, shown.front().date, shown.back().date, StatsText::tr("Minutes"),
                     StatsText::tr("Study day"), peakOf(stats, days, true), theme);
}

QChart* forecastChart(const service::DeckStatistics& stats, int days, CardTheme theme)
{
    const std::size_t n = std::min(stats.forecast.size(), static_cast<std::size_t>(std::max(days, 1)));
    const auto shown = std::span<const service::ForecastDay>(stats.forecast).first(n);
    QList<QBarSet*> sets = {barSet(StatsText::tr("Review"), ChartColour::Good, theme),
                            barSet(StatsText::tr("Learning"), ChartColour::Learning, theme)};
    for (const service::ForecastDay& day : shown) {
        sets[0]->append(day.review);
        sets[1]->append(day.learning);
    }
    if (shown.empty())
        return newChart(StatsText::tr("Cards due"), theme);
    const service::ForecastWindow* window = service::forecastWindow(stats, days);
    return dailyBars(StatsText::tr("Cards due (today includes the overdue ones)"), sets, shown.front().date, shown.back().date,
                     StatsText::tr("Cards"), StatsText::tr("Study day"), window ? window->maxDue : 0, theme);
}

} // namespace notedeck::gui
