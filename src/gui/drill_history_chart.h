#pragma once
// The score per chapter over past drills as a small line plot (Qt Charts): one line per chapter,
// a point per drill that asked questions from it, time along the bottom, 0–100 % up the side.
// The chapters with the most drills get a line; a note says how many were left out. GUI thread.
#include "gui/card_theme.h"
#include "service/drill_history.h"

#include <QWidget>

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
    void setTheme(CardTheme resolved);

    // The chapters drawn, in legend order, and how many points each has (for tests).
    QStringList lineNames() const;
    int pointCount() const;

private:
    void rebuild();

    std::vector<service::ChapterSeries> m_series;
    CardTheme m_theme = CardTheme::Light;
    QChartView* m_view = nullptr;
    QLabel* m_note = nullptr;
};

} // namespace notedeck::gui
