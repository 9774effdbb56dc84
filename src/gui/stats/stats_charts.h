#pragma once
// The charts of the statistics view, built from the numbers service::computeStatistics() and the
// workload simulator hand over — nothing is computed here beyond choosing what to draw. Each
// function returns a new QChart (owning its series and axes) in the theme's colours, with axis
// titles and units. GUI thread.
#include "gui/card/card_theme.h"
#include "service/statistics/statistics.h"
#include "service/statistics/workload.h"

#include <QList>

class QChart;

namespace notedeck::gui {

// The last `days` (30, 90 or 365) study days.
QChart* reviewsPerDayChart(const service::DeckStatistics& stats, int days, CardTheme theme);   // stacked by rating
QChart* studyTimeChart(const service::DeckStatistics& stats, int days, CardTheme theme);      // minutes per day
// The next `days` (30 or 90) study days: review and learning cards due, stacked.
QChart* forecastChart(const service::DeckStatistics& stats, int days, CardTheme theme);
// True retention per week or per month against the desired retention.
QChart* retentionChart(const service::DeckStatistics& stats, bool monthly, CardTheme theme);
QChart* cardStatesChart(const service::DeckStatistics& stats, CardTheme theme);
// Mastery per chapter: the average retrievability now of its studied cards, as bars.
QChart* masteryChart(const service::DeckStatistics& stats, CardTheme theme);

enum class HistogramKind { Stability, Difficulty, Retrievability };
QChart* histogramChart(const service::DeckStatistics& stats, HistogramKind kind, CardTheme theme);

// Expected reviews per day and share remembered (averages over the days) for each desired
// retention simulated, the current one marked, and `selected` (an index into simulation.runs;
// -1: none) ringed. Its series are named (QObject::objectName) "reviews", "remembered", "current"
// and "selected", for the view to connect to the points.
QChart* workloadChart(const service::WorkloadSimulation& simulation, int selected, CardTheme theme);
// Over the simulated days, at the runs `runs` (indices into simulation.runs; the first drawn with
// solid lines, the second dashed): expected reviews per day and share remembered, as the mean of
// each week (service::WorkloadSimulation::weeks). Its lines' object names are "reviews-I" and "remembered-I", I the run's
// index.
QChart* workloadDaysChart(const service::WorkloadSimulation& simulation, const QList<int>& runs, CardTheme theme);

// Expected recall per chapter now, on the interview date as things are, and with `alternative`
// (an index into forecast.alternatives; -1: none), on an axis that fits the forecast's range.
QChart* interviewChart(const service::InterviewForecast& forecast, int alternative, CardTheme theme);

} // namespace notedeck::gui
