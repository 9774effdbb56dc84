#pragma once
// The statistics view: activity over the past year (calendar heatmap, answers per day by rating,
// study time), the forecast of due cards, true retention against the desired retention, cards by
// state, mastery per chapter, the distributions of stability, difficulty and retrievability, the
// streak — and the workload simulator. Scope: the whole deck or the chapter selected in the tree.
//
// The numbers come from service::computeStatistics() run on a worker thread of the view's own
// with a read-only Deck of its own, so the GUI thread only draws; a busy bar
// shows while it computes, and a result for a scope no longer shown is dropped. GUI thread.
#include "core/deck_path.h"
#include "gui/app/latest_request.h"
#include "gui/card/card_theme.h"
#include "service/statistics/statistics.h"

#include <QWidget>

#include <memory>
#include <optional>

class QButtonGroup;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QRadioButton;
class QTabWidget;
class QThread;

namespace notedeck::gui {

class AppContext;
class CalendarHeatmap;
class DeckWorker;
class WorkloadPanel;

class StatsView final : public QWidget {
    Q_OBJECT
public:
    explicit StatsView(AppContext& context, QWidget* parent = nullptr);
    ~StatsView() override;

    // The chapter selected in the tree: the scope while "Selected chapter" is on.
    void setSelectedDeck(const core::DeckPath& deck);
    // true: the selected chapter; false: the whole deck.
    void setChapterScope(bool chapter);
    core::DeckPath scope() const;

    // Computes the statistics of the scope again (after answers or an import).
    void refresh();
    bool isComputing() const { return m_computing; }
    // The statistics drawn, and the thread that computed them (never the GUI thread).
    const std::optional<service::DeckStatistics>& statistics() const { return m_stats; }
    QThread* computedOn() const { return m_computedOn; }

    // "activity", "progress", "memory" or "simulator".
    void showTab(const QString& name);
    WorkloadPanel* workloadPanel() const { return m_workload; }

signals:
    // The statistics of the current scope are drawn.
    void statisticsShown();
    void backRequested();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildActivityTab();
    QWidget* buildProgressTab();
    QWidget* buildMemoryTab();
    QChartView* addChartView(const QString& name);
    void onScopeChanged();
    void draw();
    void drawSummary();
    CardTheme theme() const;

    AppContext& m_context;
    std::unique_ptr<DeckWorker> m_worker;   // read-only deck, the statistics' and simulator's thread
    core::DeckPath m_selected;
    bool m_chapterScope = false;
    bool m_stale = true;
    bool m_computing = false;
    LatestRequest m_request;   // the statistics asked for last; older results are dropped
    std::optional<service::DeckStatistics> m_stats;
    QThread* m_computedOn = nullptr;

    QRadioButton* m_everything = nullptr;
    QRadioButton* m_chapter = nullptr;
    QButtonGroup* m_scopeGroup = nullptr;
    QLabel* m_summary = nullptr;
    QProgressBar* m_busy = nullptr;
    QTabWidget* m_tabs = nullptr;
    QComboBox* m_activityRange = nullptr;
    QComboBox* m_forecastRange = nullptr;
    QComboBox* m_retentionPeriod = nullptr;
    CalendarHeatmap* m_heatmap = nullptr;
    QChartView* m_reviews = nullptr;
    QChartView* m_studyTime = nullptr;
    QChartView* m_forecast = nullptr;
    QChartView* m_retention = nullptr;
    QChartView* m_states = nullptr;
    QChartView* m_mastery = nullptr;
    QChartView* m_stability = nullptr;
    QChartView* m_difficulty = nullptr;
    QChartView* m_retrievability = nullptr;
    WorkloadPanel* m_workload = nullptr;
};

} // namespace notedeck::gui
