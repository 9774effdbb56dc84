#include "gui/stats/calendar_heatmap.h"

#include "gui/shared/chart_text_room.h"
#include "gui/shared/stats_chart_style.h"

#include <QCategoryAxis>
#include <QCursor>
#include <QHelpEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLocale>
#include <QScatterSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

namespace {
constexpr int kLevels = service::kHeatLevels;   // no answers, then four steps up to the busiest day

// Rows from the top: Monday first.
qreal rowOf(int weekday)
{
    return 6 - weekday;
}
} // namespace

CalendarHeatmap::CalendarHeatmap(QWidget* parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing, false);
    setMouseTracking(true);
}

void CalendarHeatmap::setDays(const std::vector<service::DayActivity>& days, const service::HeatScale& scale,
                              CardTheme theme)
{
    m_days = days;
    QChart* chart = newChart(StatsText::tr("Answers per day over the past year (point at a day for its count)"), theme);
    if (m_days.empty()) {
        m_weeks = 0;
        replaceChart(this, chart);
        return;
    }
    const int firstWeekday = m_days.front().date.weekday;
    m_weeks = (firstWeekday + static_cast<int>(m_days.size()) + 6) / 7;
    const auto& upper = scale.upper;

    QList<QScatterSeries*> levels;
    const QLocale locale;
    for (int level = 0; level < kLevels; ++level) {
        auto* series = new QScatterSeries(chart);
        series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        if (level == 0) {
            series->setName(StatsText::tr("None"));
        } else {
            const int from = upper[static_cast<std::size_t>(level) - 1] + 1;
            const int to = upper[static_cast<std::size_t>(level)];
            series->setName(from >= to ? locale.toString(to) : QStringLiteral("%1–%2").arg(locale.toString(from), locale.toString(to)));
        }
        levels << series;
    }
    for (std::size_t i = 0; i < m_days.size(); ++i) {
        const int cell = firstWeekday + static_cast<int>(i);
        const int level = std::clamp(m_days[i].level, 0, kLevels - 1);
        levels[level]->append(cell / 7, rowOf(m_days[i].date.weekday));
    }

    auto* weeks = new QCategoryAxis(chart);
    weeks->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    weeks->setRange(-0.5, m_weeks - 0.5);
    weeks->setGridLineVisible(false);
    weeks->setTitleText(StatsText::tr("Week (the month it starts in)"));
    int lastMonth = -1;
    std::vector<std::pair<QString, double>> labels;
    for (std::size_t i = 0; i < m_days.size(); ++i) {
        const auto& date = m_days[i].date;
        if (date.month == lastMonth)
            continue;
        const bool first = lastMonth < 0;
        lastMonth = date.month;
        if (first && date.day > 7)
            continue;   // the tail of a month: its label would crowd the next one's
        const int week = (firstWeekday + static_cast<int>(i)) / 7;
        // The same month a year later: the axis needs labels that differ, and a year does not fit.
        QString label = locale.toString(QDate(date.year, date.month, date.day), QStringLiteral("MMM"));
        while (std::any_of(labels.begin(), labels.end(), [&](const auto& named) { return named.first == label; }))
            label += QLatin1Char(' ');
        labels.emplace_back(label, week);
    }
    auto* rows = new QCategoryAxis(chart);
    rows->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    rows->setRange(-0.5, 6.5);
    rows->setGridLineVisible(false);
    for (int weekday : {6, 4, 2, 0})   // the axis takes its labels in increasing order
        rows->append(locale.dayName(weekday + 1, QLocale::ShortFormat), rowOf(weekday));
    chart->addAxis(weeks, Qt::AlignBottom);
    chart->addAxis(rows, Qt::AlignLeft);
    labelWhatFits(chart, weeks, std::move(labels), false);   // every other month in a narrow chart

    for (int level = 0; level < kLevels; ++level) {
        QScatterSeries* series = levels[level];
        chart->addSeries(series);
        series->setColor(heatColour(level, theme));
        series->setBorderColor(heatColour(level, theme));
        series->attachAxis(weeks);
        series->attachAxis(rows);
        for (QLegendMarker* marker : chart->legend()->markers(series))
            marker->setVisible(level == 0 || series->count() > 0);
        connect(series, &QScatterSeries::hovered, this, [this](const QPointF& point, bool entered) {
            const auto day = entered ? dayAt(point) : std::nullopt;
            if (day)
                QToolTip::showText(QCursor::pos(), describe(*day), this);
            else
                QToolTip::hideText();
        });
    }
    chart->legend()->setAlignment(Qt::AlignRight);
    connect(chart, &QChart::plotAreaChanged, this, &CalendarHeatmap::fitMarkers);
    replaceChart(this, chart);
    fitMarkers();
}

std::optional<service::DayActivity> CalendarHeatmap::dayAt(const QPointF& point) const
{
    if (m_days.empty())
        return std::nullopt;
    const int week = static_cast<int>(std::lround(point.x()));
    const int weekday = 6 - static_cast<int>(std::lround(point.y()));
    const long index = static_cast<long>(week) * 7 + weekday - m_days.front().date.weekday;
    if (weekday < 0 || weekday > 6 || index < 0 || index >= static_cast<long>(m_days.size()))
        return std::nullopt;
    return m_days[static_cast<std::size_t>(index)];
}

std::optional<service::DayActivity> CalendarHeatmap::dayUnder(const QPoint& viewportPos) const
{
    if (!chart() || chart()->series().isEmpty())
        return std::nullopt;
    const QPointF inChart = chart()->mapFromScene(mapToScene(viewportPos));
    if (!chart()->plotArea().contains(inChart))
        return std::nullopt;
    return dayAt(chart()->mapToValue(inChart, chart()->series().first()));
}

bool CalendarHeatmap::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto day = dayUnder(help->pos()))
            QToolTip::showText(help->globalPos(), describe(*day), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QChartView::viewportEvent(event);
}

QString CalendarHeatmap::describe(const service::DayActivity& day)
{
    const QLocale locale;
    const QString date = locale.toString(QDate(day.date.year, day.date.month, day.date.day), QLocale::LongFormat);
    return StatsText::tr("%1: %n answer(s)", nullptr, day.answers).arg(date);
}

void CalendarHeatmap::fitMarkers()
{
    if (!chart() || m_weeks == 0)
        return;
    const QRectF area = chart()->plotArea();
    const qreal cell = std::min(area.width() / m_weeks, area.height() / 7);
    for (QAbstractSeries* series : chart()->series()) {
        if (auto* scatter = qobject_cast<QScatterSeries*>(series))
            scatter->setMarkerSize(std::max<qreal>(2, cell * 0.8));
    }
}

} // namespace notedeck::gui
