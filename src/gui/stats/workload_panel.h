#pragma once
// The simulator tab of the statistics view: expected reviews per day and share remembered for
// desired retentions 0.70 … 0.97 (service::simulateDeckWorkload) — averaged over the year by
// retention, and day by day for the current retention next to the one pointed at or selected —
// and "Interview on DATE": the
// expected recall per chapter on that date as the user studies now and with a higher daily load
// (service::forecastInterview). Both run on the statistics view's worker thread, with a busy bar
// and a Cancel button; a result for an older scope or date is dropped. GUI thread.
#include "core/deck_path.h"
#include "core/preset_rows.h"
#include "gui/app/latest_request.h"
#include "gui/card/card_theme.h"
#include "service/statistics/workload.h"

#include <QList>
#include <QWidget>

#include <optional>
#include <stop_token>

class QChartView;
class QComboBox;
class QDateEdit;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

namespace notedeck::gui {

class AppContext;
class DeckWorker;

class WorkloadPanel final : public QWidget {
    Q_OBJECT
public:
    WorkloadPanel(AppContext& context, DeckWorker& worker, QWidget* parent = nullptr);

    // Results for another scope are out of date; recomputed when the panel is (or becomes) visible.
    void setScope(const core::DeckPath& scope);
    void setInterviewDate(const QDate& date);
    // Runs both again now.
    void simulate();
    void forecast();
    // Stops what is running; its result is dropped.
    void cancel();
    bool isBusy() const { return m_simulating || m_forecasting; }

    const std::optional<service::WorkloadSimulation>& simulation() const { return m_simulation; }
    const std::optional<service::InterviewForecast>& interview() const { return m_interview; }

    // The runs (indices into simulation()->runs) the day-by-day chart shows: the current retention,
    // then the one pointed at in the chart by retention, else the one selected.
    QList<int> runsShownByDay() const;
    // Selects the run shown by day next to the current one (as choosing it in the list does).
    void selectRun(int run);
    int selectedRun() const { return m_selectedRun; }
    // Whose cards and options are simulated: every card with the deck's options, or one preset's.
    QComboBox* presetChoice() const { return m_preset; }

signals:
    void simulationShown();
    void interviewShown();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    // The mouse over the chart by retention: points at the nearest retention, a click selects it.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void drawSimulation();
    void drawDays();
    void fillRuns();
    int currentRun() const;
    int runAt(const QPointF& viewportPos) const;
    void pointAt(int run, const QPoint& globalPos);
    void drawInterview();
    void fillAlternatives();
    // The deck's presets in presetChoice(), the one chosen kept while it exists.
    void fillPresets();
    std::optional<core::PresetId> chosenPreset() const;
    void showBusy();
    CardTheme theme() const;

    AppContext& m_context;
    DeckWorker& m_worker;
    core::DeckPath m_scope;
    bool m_stale = true;
    LatestRequest m_simulationRequest;
    LatestRequest m_interviewRequest;
    // Whether the latest simulation / forecast asked for is still running (older ones may be too,
    // but their results are dropped).
    bool m_simulating = false;
    bool m_forecasting = false;
    std::stop_source m_simulationStop;
    std::stop_source m_interviewStop;
    std::optional<service::WorkloadSimulation> m_simulation;
    std::optional<service::InterviewForecast> m_interview;

    QLabel* m_simulationText = nullptr;
    QProgressBar* m_busy = nullptr;
    QPushButton* m_cancel = nullptr;
    QChartView* m_workloadChart = nullptr;
    QComboBox* m_daysAt = nullptr;
    QComboBox* m_preset = nullptr;
    QChartView* m_daysChart = nullptr;
    int m_selectedRun = -1;
    int m_pointedRun = -1;
    QDateEdit* m_date = nullptr;
    QComboBox* m_alternative = nullptr;
    QLabel* m_interviewText = nullptr;
    QChartView* m_interviewChart = nullptr;
    QTimer* m_dateSettle = nullptr;
};

} // namespace notedeck::gui
