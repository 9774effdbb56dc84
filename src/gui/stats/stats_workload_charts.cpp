// Charts of the workload simulator: the cost and the payoff of each desired retention, and the
// expected recall per chapter on an interview date.
#include "gui/shared/chart_text_room.h"
#include "gui/shared/stats_chart_style.h"
#include "gui/stats/stats_charts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

namespace {

bool isCurrent(const service::WorkloadSimulation& simulation, const core::SimulationResult& run)
{
    return std::abs(run.desiredRetention - simulation.currentRetention) < 1e-9;
}

QString retentionName(const service::WorkloadSimulation& simulation, const core::SimulationResult& run)
{
    const QString value = QLocale().toString(run.desiredRetention * 100, 'f', 0) + QLatin1Char('%');
    return isCurrent(simulation, run) ? StatsText::tr("%1 (yours)").arg(value) : value;
}

// Reviews per day on the left, the share remembered on the right, each axis in the colour of its
// lines — which is why the lines need no legend entries of their own.
std::pair<QValueAxis*, QValueAxis*> addWorkloadAxes(QChart* chart, double maxReviews, double minShare, CardTheme theme)
{
    QValueAxis* left = addCountAxis(chart, StatsText::tr("Reviews per day"), maxReviews, Qt::AlignLeft);
    QValueAxis* right = addPercentAxis(chart, StatsText::tr("Remembered (%)"), minShare, Qt::AlignRight);
    colourAxis(left, chartColour(ChartColour::Accent, theme));
    colourAxis(right, chartColour(ChartColour::Good, theme));
    right->setGridLineVisible(false);
    return {left, right};
}

QLineSeries* workloadLine(QChart* chart, const QString& name, ChartColour colour, Qt::PenStyle style, CardTheme theme)
{
    auto* line = new QLineSeries(chart);
    line->setName(name);
    line->setPen(QPen(chartColour(colour, theme), 2.5, style));
    return line;
}

void hideFromLegend(QChart* chart, QAbstractSeries* series)
{
    for (QLegendMarker* marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

} // namespace

QChart* workloadChart(const service::WorkloadSimulation& simulation, int selected, CardTheme theme)
{
    QChart* chart = newChart(StatsText::tr("Next %n day(s): averages by desired retention", nullptr, simulation.days), theme);
    if (simulation.runs.empty())
        return chart;
    QLineSeries* reviews = workloadLine(chart, StatsText::tr("Reviews per day"), ChartColour::Accent, Qt::SolidLine, theme);
    reviews->setObjectName(QStringLiteral("reviews"));
    QLineSeries* remembered = workloadLine(chart, StatsText::tr("Share remembered (%)"), ChartColour::Good, Qt::SolidLine, theme);
    remembered->setObjectName(QStringLiteral("remembered"));
    auto* current = new QScatterSeries(chart);
    current->setObjectName(QStringLiteral("current"));
    current->setName(StatsText::tr("Yours now"));
    auto* ringed = new QScatterSeries(chart);
    ringed->setObjectName(QStringLiteral("selected"));
    ringed->setName(StatsText::tr("Shown week by week"));
    for (std::size_t i = 0; i < simulation.runs.size(); ++i) {
        const core::SimulationResult& run = simulation.runs[i];
        const double x = run.desiredRetention * 100.0;
        reviews->append(x, run.averageReviewsPerDay);
        remembered->append(x, run.averageShareRemembered * 100.0);
        if (isCurrent(simulation, run))
            current->append(x, run.averageReviewsPerDay);
        if (static_cast<int>(i) == selected && !isCurrent(simulation, run))
            ringed->append(x, run.averageReviewsPerDay);
    }
    for (QXYSeries* series : {static_cast<QXYSeries*>(reviews), static_cast<QXYSeries*>(remembered),
                              static_cast<QXYSeries*>(current), static_cast<QXYSeries*>(ringed)})
        chart->addSeries(series);
    reviews->setPointsVisible(true);
    remembered->setPointsVisible(true);
    current->setColor(chartColour(ChartColour::Again, theme));
    current->setBorderColor(chartColour(ChartColour::Again, theme));
    current->setMarkerSize(12);
    ringed->setColor(Qt::transparent);
    ringed->setBorderColor(chartColour(ChartColour::Again, theme));
    ringed->setPen(QPen(chartColour(ChartColour::Again, theme), 2));
    ringed->setMarkerSize(15);
    hideFromLegend(chart, reviews);
    hideFromLegend(chart, remembered);
    if (ringed->count() == 0)
        hideFromLegend(chart, ringed);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);   // a dot and a ring, as drawn

    const double first = simulation.runs.front().desiredRetention * 100;
    const double last = simulation.runs.back().desiredRetention * 100;
    QValueAxis* x = addPaddedAxis(chart, StatsText::tr("Desired retention (%)"), first, last, 3, Qt::AlignBottom);
    const auto [left, right] =
        addWorkloadAxes(chart, simulation.maxAverageReviews, simulation.minAverageShare * 100.0, theme);
    for (QXYSeries* series : {static_cast<QXYSeries*>(reviews), static_cast<QXYSeries*>(current), static_cast<QXYSeries*>(ringed)}) {
        series->attachAxis(x);
        series->attachAxis(left);
    }
    remembered->attachAxis(x);
    remembered->attachAxis(right);
    return chart;
}

QChart* workloadDaysChart(const service::WorkloadSimulation& simulation, const QList<int>& runs, CardTheme theme)
{
    QList<const core::SimulationResult*> shown;
    for (int i : runs) {
        if (i >= 0 && i < static_cast<int>(simulation.runs.size()) && !shown.contains(&simulation.runs[static_cast<std::size_t>(i)]))
            shown << &simulation.runs[static_cast<std::size_t>(i)];
    }
    QStringList names;
    for (const auto* run : shown)
        names << retentionName(simulation, *run);
    // The title tells the retentions apart: the lines' colours are those of their axes.
    QChart* chart = newChart(shown.size() > 1 ? StatsText::tr("Week by week: %1 solid, %2 dashed").arg(names[0], names[1])
                                              : StatsText::tr("Week by week at %1").arg(names.value(0)),
                             theme);
    if (shown.isEmpty() || shown.front()->days.empty())
        return chart;

    // Study days as values (day 0 is today), named by the first of every other month.
    const int days = static_cast<int>(shown.front()->days.size());
    auto* x = new QCategoryAxis(chart);
    x->setTitleText(StatsText::tr("Study day"));
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setRange(0, days - 1);
    const QDate start(simulation.start.year, simulation.start.month, simulation.start.day);
    const QLocale locale;
    int months = 0;
    std::vector<std::pair<QString, double>> labels;
    for (int d = 1; d < days; ++d) {
        const QDate date = start.addDays(d);
        if (date.day() != 1 || (days > 200 && months++ % 2 == 1))
            continue;
        QString label = locale.toString(date, QStringLiteral("MMM"));
        if (std::any_of(labels.begin(), labels.end(), [&](const auto& named) { return named.first == label; }))
            label = locale.toString(date, monthYearFormat());   // labels must differ
        labels.emplace_back(label, d);
    }
    chart->addAxis(x, Qt::AlignBottom);
    labelWhatFits(chart, x, std::move(labels), false);   // fewer of them in a narrow chart

    // Each week's mean of the expected values (the service's), drawn at the middle of its days.
    QList<QLineSeries*> reviews, remembered;
    double maxReviews = 0, minShare = 1;   // the service's ranges of the runs shown
    for (qsizetype k = 0; k < shown.size(); ++k) {
        const Qt::PenStyle style = k == 0 ? Qt::SolidLine : Qt::DashLine;
        // No legend: the series are named for what looks at them, by their index in simulation.runs.
        const auto index = shown[k] - simulation.runs.data();
        QLineSeries* r = workloadLine(chart, QString(), ChartColour::Accent, style, theme);
        r->setObjectName(QStringLiteral("reviews-%1").arg(index));
        QLineSeries* m = workloadLine(chart, QString(), ChartColour::Good, style, theme);
        m->setObjectName(QStringLiteral("remembered-%1").arg(index));
        if (static_cast<std::size_t>(index) < simulation.weeks.size()) {
            maxReviews = std::max(maxReviews, simulation.weeklyMaxReviews[static_cast<std::size_t>(index)]);
            minShare = std::min(minShare, simulation.weeklyMinShare[static_cast<std::size_t>(index)]);
            for (const service::WeekMean& week : simulation.weeks[static_cast<std::size_t>(index)]) {
                r->append(week.middleDay, week.reviews);
                m->append(week.middleDay, week.shareRemembered * 100.0);
            }
        }
        reviews << r;
        remembered << m;
    }
    const auto [left, right] =
        addWorkloadAxes(chart, maxReviews, minShare * 100.0, theme);
    for (QLineSeries* series : reviews + remembered) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(reviews.contains(series) ? left : right);
    }
    chart->legend()->setVisible(false);
    return chart;
}

QChart* interviewChart(const service::InterviewForecast& forecast, int alternative, CardTheme theme)
{
    const QLocale locale;
    const QString date = locale.toString(QDate(forecast.date.year, forecast.date.month, forecast.date.day), QLocale::ShortFormat);
    QChart* chart = newChart(StatsText::tr("Expected recall per chapter on %1").arg(date), theme);
    auto* series = new QHorizontalBarSeries(chart);
    auto* now = new QBarSet(StatsText::tr("Today"));
    // The date is in the title and the text above says what the loads are: the legend stays
    // short enough for its entries side by side in a small window.
    auto* asNow = new QBarSet(StatsText::tr("As now"));
    QBarSet* more = nullptr;
    const service::InterviewScenario* scenario =
        alternative >= 0 && alternative < static_cast<int>(forecast.alternatives.size())
            ? &forecast.alternatives[static_cast<std::size_t>(alternative)]
            : nullptr;
    if (scenario) {
        more = new QBarSet(StatsText::tr("%1 new/day, %2%")
                               .arg(scenario->newCardsPerDay)
                               .arg(locale.toString(scenario->desiredRetention * 100, 'f', 0)));
    }
    QStringList names;
    for (std::size_t i = forecast.chapters.size(); i-- > 0;) {
        names << chapterCategory(forecast.chapters[i], names);
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
    // The axis fits the range of the forecast (all loads, so that it stays when another is chosen):
    // recall a few points apart must look apart.
    series->attachAxis(addPercentAxis(chart, StatsText::tr("Expected recall (%)"), forecast.lowestChapterRecall * 100,
                                      Qt::AlignBottom, percentStep(forecast.lowestChapterRecall)));
    return chart;
}

} // namespace notedeck::gui
