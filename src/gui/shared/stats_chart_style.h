#pragma once
// The look shared by the statistics charts (Qt Charts): the light or dark chart theme on the
// window's own background, the colours of ratings, card states and reference lines readable on
// both, axes with titles, and the date axis that labels a row of daily bars. GUI thread.
#include "core/deck_path.h"
#include "gui/card/card_theme.h"
#include "service/statistics/statistics_calendar.h"

#include <QColor>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

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
// Axes leave room around the data: the highest bar stays below the top of its axis, and a point
// at 100% or at either end of a line is drawn whole inside the plot instead of on its edge.
//
// The ticks of an axis of counts (or minutes) from 0: a readable step (1, 2 or 5 × a power of
// ten) and a top that is a whole number of steps at least 5% above `max`.
struct AxisScale {
    double top = 5;
    double step = 1;
};
AxisScale countScale(double max);
// A value axis from 0 to countScale(max).top, titled `title` (with its unit).
QValueAxis* addCountAxis(QChart* chart, const QString& title, double max, Qt::Alignment alignment);
// A percentage axis with ticks every `step` from the multiple of 10 below `lowest` (with a step
// of room under it; 0 at least) up to 100, and a margin above 100 — and below the bottom unless
// that is 0, where bars start.
QValueAxis* addPercentAxis(QChart* chart, const QString& title, double lowest, Qt::Alignment alignment,
                           double step = 10);
// A tick step for a percentage axis whose data reach down to `lowestShare` (0 … 1): 5 points for
// an axis from 50% or more, 10 from 20%, else 20.
double percentStep(double lowestShare);
// Ticks every `step` from `first` to `last`, the range half a step wider at both ends.
QValueAxis* addPaddedAxis(QChart* chart, const QString& title, double first, double last, double step,
                          Qt::Alignment alignment);
// Draws the axis line and title in `colour`, for a chart whose two value axes belong to lines of
// two colours.
void colourAxis(QValueAxis* axis, const QColor& colour);
// How far beyond its end ticks a percentage axis reaches, as a share of the ticks' span.
inline constexpr double kAxisMargin = 0.05;

// A chapter's name as a category of a chart's axis: its last part, or its whole path when a
// category before (in `taken`) has that name already (categories must differ; a number is added
// when even that is taken), shortened in its middle to kCategoryCharacters. Qt Charts draws axis
// and legend labels as rich text, so the name from the notes is escaped: an <img> in a heading is
// shown, never loaded.
inline constexpr int kCategoryCharacters = 18;
QString chapterCategory(const core::DeckPath& chapter, const QStringList& taken);

QDateTime dateTimeOf(const service::CalendarDate& date);

// Date formats of axis labels in the interface language: "Mar 5" / "3/5", "Mar 2025" / "2025年3月".
QString dayMonthFormat();
QString monthYearFormat();

// Daily bars drawn on a hidden category axis get a date axis underneath that spans the same
// days (each bar centred on its day), added to `chart` at the bottom; it names as many days as
// its width has room for.
void addDayAxis(QChart* chart, const service::CalendarDate& first, const service::CalendarDate& last, const QString& title);
// Names `bars` bars on a hidden category axis (at 0 … bars - 1) from an axis added below them:
// each label at its bar's value, as many of them as the plot's width has room for (every one,
// every second … counted back from the last when `fromEnd`), so a narrow chart needs no more
// width for them. Add the vertical axis first.
void addBarLabelAxis(QChart* chart, int bars, std::vector<std::pair<QString, double>> labels, const QString& title,
                     bool fromEnd);

// Shows `chart` in `view` and deletes the chart it showed before (QChartView only lets it go);
// the view keeps room for the chart's texts (makeRoomForTexts).
void replaceChart(QChartView* view, QChart* chart);

} // namespace notedeck::gui
