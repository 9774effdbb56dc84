#pragma once
// Room for the texts of a chart (Qt Charts), which cuts any text short with "..." that does not
// get the room it needs: each axis label gets an equal share of its axis, titles the length of
// the plot, a legend the chart's width. GUI thread.
#include <QString>

#include <utility>
#include <vector>

class QCategoryAxis;
class QChart;
class QChartView;

namespace notedeck::gui {

// Keeps `view` at least as large as its chart's texts need: the chart's title (on two lines when
// the view is narrower than it) and its legend's entries (side by side below the plot, or beside
// it while the view is too narrow for that), the axis titles along the plot, and each category's
// label on a category axis or each tick's on a date axis. Follows the view's size. Call it again
// for each new chart of the view.
void makeRoomForTexts(QChartView* view);

// Labels `axis` of `chart` with as many of `labels` (each at its value, in increasing order) as
// fit the plot's width, again whenever that width changes: every one, or every second, third …
// counted back from the last when `fromEnd`. makeRoomForTexts() leaves such an axis to this.
void labelWhatFits(QChart* chart, QCategoryAxis* axis, std::vector<std::pair<QString, double>> labels, bool fromEnd);

} // namespace notedeck::gui
