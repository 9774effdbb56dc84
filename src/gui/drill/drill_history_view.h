#pragma once
// "Drill history": every past drill, newest first, with its chapters, questions answered and
// score, and the score per chapter over time as a plot. Opening a drill shows its summary again
// (openRequested); a drill can be removed from the history. The history is read on the app's
// worker thread (it grows with every drill); loaded() says when it is shown. GUI thread.
#include "gui/app/latest_request.h"
#include "service/drill/drill_history.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace notedeck::gui {

class AppContext;
class DrillHistoryChart;

class DrillHistoryView final : public QWidget {
    Q_OBJECT
public:
    explicit DrillHistoryView(AppContext& app, QWidget* parent = nullptr);

    // Reads the history again, on the worker; loaded() follows.
    void refresh();
    const std::vector<service::DrillHistoryEntry>& history() const { return m_history; }
    QTreeWidget* list() const { return m_list; }
    DrillHistoryChart* chart() const { return m_chart; }

signals:
    void loaded();
    void openRequested(std::int64_t drill);
    void newDrillRequested();
    void backRequested();

private:
    std::int64_t selectedDrill() const;
    void removeSelected();
    void applyTheme();
    void showHistory(core::Result<std::vector<service::DrillHistoryEntry>> history);

    AppContext& m_app;
    std::vector<service::DrillHistoryEntry> m_history;
    QLabel* m_empty = nullptr;
    QTreeWidget* m_list = nullptr;
    DrillHistoryChart* m_chart = nullptr;
    QPushButton* m_open = nullptr;
    QPushButton* m_remove = nullptr;
    LatestRequest m_request;   // the worker's latest read; older ones are dropped
};

} // namespace notedeck::gui
