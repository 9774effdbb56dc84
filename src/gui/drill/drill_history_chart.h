#pragma once
// The score per chapter over past drills as a small line plot (Qt Charts): one line per chapter,
// a point per drill that asked questions from it, time along the bottom, 0–100 % up the side.
// The chapters with the most drills get a line; a note says how many were left out. The score
// axis has a little room above 100 % and below 0 %, so points there are drawn whole, off the
// plot's frame. GUI thread.
#include "gui/card/card_theme.h"
#include "service/drill/drill_history.h"

#include <QWidget>

#include <utility>
#include <vector>

class QChartView;
class QLabel;

namespace notedeck::gui {

class DrillHistoryChart final : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxLines = 6;

    explicit DrillHistoryChart(QWidget* parent = nullptr);

    void setHistory(const std::vector<service::ChapterSeries>& series);
    // No lines, and a note that the history is being read (until setHistory()).
    void setReading();
    void setTheme(CardTheme resolved);

    // The chapters drawn, in legend order, and how many points each has (for tests).
    QStringList lineNames() const;
    int pointCount() const;
    // The score axis's range, in percent.
    std::pair<double, double> scoreRange() const;
    QString note() const;

private:
    void rebuild();

    std::vector<service::ChapterSeries> m_series;
    CardTheme m_theme = CardTheme::Light;
    bool m_reading = false;
    QChartView* m_view = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace notedeck::gui
