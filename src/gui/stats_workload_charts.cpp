// Charts of the workload simulator: the cost and the payoff of each desired retention, and the
// expected recall per chapter on an interview date.
#include "gui/stats_chart_style.h"
#include "gui/stats_charts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

QChart* workloadChart(const service::WorkloadSimulation& simulation, CardTheme theme)
{
    QChart* chart = newChart(StatsText::tr("The next %n day(s) at each desired retention", nullptr, simulation.days), theme);
    if (simulation.runs.empty())
        return chart;
    auto* reviews = new QLineSeries(chart);
    reviews->setName(StatsText::tr("Reviews per day (average)"));
    auto* remembered = new QLineSeries(chart);
    remembered->setName(StatsText::tr("Share remembered (average, %)"));
    auto* current = new QScatterSeries(chart);
    current->setName(StatsText::tr("Your desired retention now"));
    double maxReviews = 0;
    double minShare = 100;
    for (const scheduler::SimulationResult& run : simulation.runs) {
        const double x = run.desiredRetention * 100.0;
        reviews->append(x, run.averageReviewsPerDay);
        remembered->append(x, run.averageShareRemembered * 100.0);
        maxReviews = std::max(maxReviews, run.averageReviewsPerDay);
        minShare = std::min(minShare, run.averageShareRemembered * 100.0);
        if (std::abs(run.desiredRetention - simulation.currentRetention) < 1e-9)
            current->append(x, run.averageReviewsPerDay);
    }
    for (QXYSeries* series : {static_cast<QXYSeries*>(reviews), static_cast<QXYSeries*>(remembered),
                              static_cast<QXYSeries*>(current)})
        chart->addSeries(series);
    reviews->setPen(QPen(chartColour(ChartColour::Accent, theme), 2.5));
    reviews->setPointsVisible(true);
    remembered->setPen(QPen(chartColour(ChartColour::Good, theme), 2.5));
    remembered->setPointsVisible(true);
    current->setColor(chartColour(ChartColour::Again, theme));
    current->setBorderColor(chartColour(ChartColour::Again, theme));
    current->setMarkerSize(12);

    QValueAxis* x = addValueAxis(chart, StatsText::tr("Desired retention (%)"), 70, 97, Qt::AlignBottom);
    x->setTickCount(10);
    QValueAxis* left = addValueAxis(chart, StatsText::tr("Reviews per day"), 0, niceAxisMax(maxReviews), Qt::AlignLeft);
    left->applyNiceNumbers();
    const double shareBottom = std::max(0.0, std::floor(minShare / 10.0 - 1.0) * 10.0);
    QValueAxis* right = addValueAxis(chart, StatsText::tr("Remembered (%)"), shareBottom, 100, Qt::AlignRight);
    right->setTickCount(static_cast<int>(std::lround((100 - shareBottom) / 10)) + 1);
    left->setLinePenColor(chartColour(ChartColour::Accent, theme));
    right->setLinePenColor(chartColour(ChartColour::Good, theme));
    right->setGridLineVisible(false);
    for (QXYSeries* series : {static_cast<QXYSeries*>(reviews), static_cast<QXYSeries*>(current)}) {
        series->attachAxis(x);
        series->attachAxis(left);
    }
    remembered->attachAxis(x);
    remembered->attachAxis(right);
    return chart;
}

QChart* interviewChart(const service::InterviewForecast& forecast, int alternative, CardTheme theme)
{
    const QLocale locale;
    const QString date = locale.toString(QDate(forecast.date.year, forecast.date.month, forecast.date.day), QLocale::ShortFormat);
    QChart* chart = newChart(StatsText::tr("Expected recall per chapter on %1").arg(date), theme);
    auto* series = new QHorizontalBarSeries(chart);
    auto* now = new QBarSet(StatsText::tr("Today"));
    auto* asNow = new QBarSet(StatsText::tr("On %1, studying as now").arg(date));
    QBarSet* more = nullptr;
    const service::InterviewScenario* scenario =
        alternative >= 0 && alternative < static_cast<int>(forecast.alternatives.size())
            ? &forecast.alternatives[static_cast<std::size_t>(alternative)]
            : nullptr;
    if (scenario) {
        more = new QBarSet(StatsText::tr("On %1, %2 new a day at %3% retention")
                               .arg(date)
                               .arg(scenario->newCardsPerDay)
                               .arg(locale.toString(scenario->desiredRetention * 100, 'f', 0)));
    }
    QStringList names;
    for (std::size_t i = forecast.chapters.size(); i-- > 0;) {
        const auto& parts = forecast.chapters[i].components();
        QString name = parts.empty() ? StatsText::tr("(the whole deck)") : QString::fromStdString(parts.back());
        if (names.contains(name))
            name = QString::fromStdString(forecast.chapters[i].display());
        names << name;
        now->append(i < forecast.chapterRecallNow.size() ? forecast.chapterRecallNow[i] * 100 : 0);
        asNow->append(i < forecast.current.chapterRecall.size() ? forecast.current.chapterRecall[i] * 100 : 0);
        if (more)
            more->append(i < scenario->chapterRecall.size() ? scenario->chapterRecall[i] * 100 : 0);
    }
    const std::pair<QBarSet*, ChartColour> sets[] = {
        {now, ChartColour::Reference}, {asNow, ChartColour::Accent}, {more, ChartColour::Good}};
    for (const auto& [set, colour] : sets) {
        if (!set)
            continue;
        set->setColor(chartColour(colour, theme));
        set->setBorderColor(chartColour(colour, theme));
        series->append(set);
    }
    chart->addSeries(series);
    auto* chapters = new QBarCategoryAxis(chart);
    chapters->append(names);
    chart->addAxis(chapters, Qt::AlignLeft);
    series->attachAxis(chapters);
    QValueAxis* values = addValueAxis(chart, StatsText::tr("Expected recall (%)"), 0, 100, Qt::AlignBottom);
    values->setTickCount(6);
    series->attachAxis(values);
    return chart;
}

} // namespace notedeck::gui
