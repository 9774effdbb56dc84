#pragma once
// The calendar heatmap of the statistics view: one square per study day of the past year, weeks
// as columns and weekdays as rows (Monday on top), coloured by the level the service gave the day
// (service::HeatScale, quartiles of the answers of the days studied); the
// mouse over a square shows the date and the count. Drawn with Qt Charts: a QScatterSeries of
// square markers per colour level, the markers sized to the plot area. GUI thread.
#include "gui/card/card_theme.h"
#include "service/statistics/statistics.h"

#include <QChartView>

#include <optional>
#include <vector>

namespace notedeck::gui {

class CalendarHeatmap final : public QChartView {
    Q_OBJECT
public:
    explicit CalendarHeatmap(QWidget* parent = nullptr);

    // `days`: oldest first (DeckStatistics::days), each with its level of `scale`.
    void setDays(const std::vector<service::DayActivity>& days, const service::HeatScale& scale, CardTheme theme);

    // The day drawn at `point` (week column, weekday row) of the chart, if any.
    std::optional<service::DayActivity> dayAt(const QPointF& point) const;
    // What hovering the square of `day` shows.
    static QString describe(const service::DayActivity& day);

protected:
    // Qt asks for a tooltip when the mouse rests; the chart's scene would answer with none and
    // hide the day's count the hover just showed, so the view answers with that day instead.
    bool viewportEvent(QEvent* event) override;

private:
    void fitMarkers();
    std::optional<service::DayActivity> dayUnder(const QPoint& viewportPos) const;

    std::vector<service::DayActivity> m_days;
    int m_weeks = 0;
};

} // namespace notedeck::gui
