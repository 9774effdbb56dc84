#pragma once
// The look shared by the statistics charts (Qt Charts): the light or dark chart theme on the
// window's own background, the colours of ratings, card states and reference lines readable on
// both, axes with titles, and the date axis that labels a row of daily bars. GUI thread.
#include "gui/card_theme.h"
#include "service/statistics_calendar.h"

#include <QColor>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>

class QAbstractAxis;
class QChart;
class QChartView;
class QValueAxis;

namespace notedeck::gui {

// Translation context of the texts of the statistics charts.
class StatsText {
    Q_DECLARE_TR_FUNCTIONS(StatsText)
};

enum class ChartColour { Again, Hard, Good, Easy, New, Learning, Relearning, Young, Mature, Suspended, Accent, Reference };
QColor chartColour(ChartColour colour, CardTheme resolved);
// The heatmap's scale: level 0 (no answers) to 4 (the busiest days).
QColor heatColour(int level, CardTheme resolved);

// A chart in the theme, with `title`, its legend below, on the window's background.
QChart* newChart(const QString& title, CardTheme resolved);
// A value axis from `min` to `max` titled `title` (with its unit), added to `chart` at `alignment`.
QValueAxis* addValueAxis(QChart* chart, const QString& title, double min, double max, Qt::Alignment alignment);
// Rounds `max` up to a readable axis end (1, 2, 2.5 or 5 × a power of ten; at least 1).
double niceAxisMax(double max);

QDateTime dateTimeOf(const service::CalendarDate& date);

// Date formats of axis labels in the interface language: "Mar 5" / "3/5", "Mar 2025" / "2025年3月".
QString dayMonthFormat();
QString monthYearFormat();

// Daily bars drawn on a hidden category axis get a date axis underneath that spans the same
// days (each bar centred on its day), added to `chart` at the bottom.
void addDayAxis(QChart* chart, const service::CalendarDate& first, const service::CalendarDate& last, const QString& title);

// Shows `chart` in `view` and deletes the chart it showed before (QChartView only lets it go).
void replaceChart(QChartView* view, QChart* chart);

} // namespace notedeck::gui
