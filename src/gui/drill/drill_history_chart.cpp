#include "gui/drill/drill_history_chart.h"

#include "gui/shared/axis_ticks.h"
#include "gui/shared/chart_text_room.h"
#include "gui/shared/stats_chart_style.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QCategoryAxis>
#include <QLegendMarker>
#include <QLabel>
#include <QLocale>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace notedeck::gui {

namespace {

// Percent of room above 100 % and below 0 % on the score axis.
constexpr double kScoreMargin = 8;
// The most days named along the time axis (fewer when the plot is narrow).
constexpr int kMostDayLabels = 8;
// The object name of the invisible line that carries the time axis (not a chapter's).
constexpr const char* kCarrier = "timeAxisCarrier";

// The lines' colours, told apart from each other and from the grid in either theme (the chart
// themes' own series colours include a grey that vanishes into the dark theme's grid).
QColor lineColour(std::size_t index, CardTheme theme)
{
    static constexpr std::array<QRgb, DrillHistoryChart::kMaxLines> kLight = {0x1f6fb4, 0xd9730d, 0x2e9a48,
                                                                              0x8c4fc1, 0xc8344d, 0x13858f};
    static constexpr std::array<QRgb, DrillHistoryChart::kMaxLines> kDark = {0x5aa9f0, 0xf5a04a, 0x5ccf73,
                                                                             0xbc8cf0, 0xf2727f, 0x4fc9d3};
    const auto& colours = theme == CardTheme::Dark ? kDark : kLight;
    return QColor::fromRgb(colours[index % colours.size()]);
}

} // namespace

DrillHistoryChart::DrillHistoryChart(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("drillHistoryChart"));
    m_view = new QChartView(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    m_note = plainLabel(this);
    m_note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note);
    rebuild();
}

void DrillHistoryChart::setHistory(const std::vector<service::ChapterSeries>& series)
{
    m_series = series;
    m_reading = false;
    rebuild();
}

void DrillHistoryChart::setReading()
{
    m_series.clear();
    m_reading = true;
    rebuild();
}

std::pair<double, double> DrillHistoryChart::scoreRange() const
{
    for (QAbstractAxis* axis : m_view->chart()->axes(Qt::Vertical))
        if (auto* score = qobject_cast<QValueAxis*>(axis))
            return {score->min(), score->max()};
    return {0, 0};
}

QString DrillHistoryChart::note() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

void DrillHistoryChart::setTheme(CardTheme resolved)
{
    m_theme = resolved;
    rebuild();
}

QStringList DrillHistoryChart::lineNames() const
{
    QStringList names;
    for (QAbstractSeries* series : m_view->chart()->series())
        if (series->objectName() != QLatin1String(kCarrier))
            names << series->name();
    return names;
}

int DrillHistoryChart::pointCount() const
{
    int points = 0;
    for (QAbstractSeries* series : m_view->chart()->series())
        if (series->objectName() != QLatin1String(kCarrier))
            points += static_cast<int>(static_cast<QLineSeries*>(series)->count());
    return points;
}

void DrillHistoryChart::rebuild()
{
    // The chapters drilled most often say the most over time; ties in chapter order.
    std::vector<const service::ChapterSeries*> lines;
    for (const auto& series : m_series)
        if (!series.points.empty())
            lines.push_back(&series);
    std::stable_sort(lines.begin(), lines.end(),
                     [](const auto* a, const auto* b) { return a->points.size() > b->points.size(); });
    const int left = std::max(0, static_cast<int>(lines.size()) - kMaxLines);
    if (lines.size() > static_cast<size_t>(kMaxLines))
        lines.resize(kMaxLines);

    auto* chart = new QChart();
    chart->setTheme(m_theme == CardTheme::Dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setTitle(tr("Score per chapter over your drills"));
    chart->setLocale(QLocale());

    // Time in days from the first drill's day (its local midnight), named by whole days: every
    // label a day of its own, evenly spaced (a date axis with a fixed tick count named one day
    // three times over a day and a half).
    std::optional<QDate> firstDay;
    for (const service::ChapterSeries* line : lines)
        for (const service::ChapterPoint& point : line->points) {
            const QDate day = QDateTime::fromSecsSinceEpoch(point.at).date();
            firstDay = firstDay ? std::min(*firstDay, day) : day;
        }
    const QDate origin = firstDay.value_or(QDate::currentDate().addDays(-7));
    auto dayOf = [&origin](core::Timestamp at) {
        const QDateTime time = QDateTime::fromSecsSinceEpoch(at);
        return static_cast<double>(origin.daysTo(time.date())) + time.time().msecsSinceStartOfDay() / 86'400'000.0;
    };
    auto* time = new QCategoryAxis(chart);
    time->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Ticks every 20 % from 0, on an axis a little wider than 0–100 %: a point at 100 % or 0 %
    // is drawn whole inside the plot, and a line there does not run along its frame.
    auto* score = new QValueAxis(chart);
    score->setRange(-kScoreMargin, 100 + kScoreMargin);
    score->setTickType(QValueAxis::TicksDynamic);
    score->setTickAnchor(0);
    score->setTickInterval(20);
    score->setLabelFormat(QStringLiteral("%d%"));
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(score, Qt::AlignLeft);

    std::optional<double> first, last;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const service::ChapterSeries* line = lines[i];
        auto* series = new QLineSeries(chart);
        QPen pen(lineColour(i, m_theme));
        pen.setWidthF(2);
        series->setPen(pen);
        // A legend's label is rich text: a chapter's name from the notes is escaped.
        series->setName(line->chapter.empty() ? tr("Whole deck")
                                              : chapterName(line->chapter.components().back()).toHtmlEscaped());
        series->setPointsVisible(true);
        for (const service::ChapterPoint& point : line->points) {
            const double day = dayOf(point.at);
            series->append(day, point.score * 100.0);
            first = std::min(first.value_or(day), day);
            last = std::max(last.value_or(day), day);
        }
        chart->addSeries(series);
        series->attachAxis(time);
        series->attachAxis(score);
    }
    // No drill yet: the week before today. A single day still gets an axis a day wide, so its
    // points are not on the frame.
    const double from = first.value_or(0.0);
    const double to = last.value_or(7.0);
    const double pad = std::max((to - from) / 20, 0.5);
    const double low = from - pad;
    const double high = to + pad;
    time->setRange(low, high);
    // An axis is only laid out with a series on it: an invisible line across the range carries it.
    auto* carrier = new QLineSeries(chart);
    carrier->setObjectName(QLatin1String(kCarrier));
    carrier->append(low, 0);
    carrier->append(high, 0);
    carrier->setPen(Qt::NoPen);
    chart->addSeries(carrier);
    carrier->attachAxis(time);
    carrier->attachAxis(score);
    for (QLegendMarker* marker : chart->legend()->markers(carrier))
        marker->setVisible(false);
    // Whole days inside the range, every `step` of them counted back from the last; as many of
    // those as the plot's width has room for.
    const int firstLabel = static_cast<int>(std::ceil(low));
    const int lastLabel = static_cast<int>(std::floor(high));
    const int step = dayTickStep(lastLabel - firstLabel, kMostDayLabels);
    const QLocale locale;
    std::vector<std::pair<QString, double>> labels;
    for (int day = lastLabel - (lastLabel - firstLabel) / step * step; day <= lastLabel; day += step)
        labels.emplace_back(locale.toString(origin.addDays(day), dayMonthFormat()), day);
    // Over a year the same day and month come back: then the year says which.
    QStringList texts;
    for (const auto& label : labels)
        texts << label.first;
    if (texts.removeDuplicates() > 0)
        for (auto& label : labels)
            label.first = locale.toString(origin.addDays(static_cast<int>(label.second)), QLocale::ShortFormat);
    labelWhatFits(chart, time, std::move(labels), true);

    QChart* old = m_view->chart();
    m_view->setChart(chart);
    delete old;   // setChart() leaves the previous chart to the caller
    makeRoomForTexts(m_view);

    if (m_reading)
        m_note->setText(tr("Reading the drill history…"));
    else if (lines.empty())
        m_note->setText(tr("No drills yet: the score per chapter appears here after the first one."));
    else if (left > 0)
        m_note->setText(tr("%n more chapter(s) drilled less often are not drawn.", nullptr, left));
    m_note->setVisible(m_reading || lines.empty() || left > 0);
}

} // namespace notedeck::gui
