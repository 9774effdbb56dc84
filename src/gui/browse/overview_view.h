#pragma once
// The overview of one node of the chapter tree: its path, its counts (new, learning, due today,
// mastery), what today's study would show within the daily limits, and the actions: Study now
// (this node, or everything), Read (the node as one document) and Drill (an interview drill).
// Counts come from the tree model; today's queue is computed in the worker. GUI thread.
#include "core/deck_path.h"
#include "gui/app/coalesced_refresh.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace notedeck::gui {

class AppContext;
class DeckTreeModel;

class OverviewView final : public QWidget {
    Q_OBJECT
public:
    OverviewView(AppContext& context, DeckTreeModel& model, QWidget* parent = nullptr);

    void setScope(const core::DeckPath& scope);
    const core::DeckPath& scope() const { return m_scope; }
    // Reads the counts again (after the tree model changed) and recomputes today's queue.
    void refresh();
    // True once today's queue for the current scope is shown.
    bool isLoaded() const { return m_loaded; }
    // Today's queue is computed once at a time; requests meanwhile make one more run after it.
    const CoalescedRefresh& queueRefresh() const { return m_queueRefresh; }

signals:
    void studyRequested(const notedeck::core::DeckPath& scope);
    void readRequested(const notedeck::core::DeckPath& scope);
    void drillRequested(const notedeck::core::DeckPath& scope);
    void loaded();

private:
    void showCounts();
    void loadQueue();
    bool computeQueue();
    void updateActions();

    AppContext& m_context;
    DeckTreeModel& m_model;
    core::DeckPath m_scope;
    bool m_loaded = false;
    CoalescedRefresh m_queueRefresh{[this] { return computeQueue(); }};
    int m_queued = 0;

    QLabel* m_title = nullptr;
    QLabel* m_path = nullptr;
    QLabel* m_counts = nullptr;
    QProgressBar* m_mastery = nullptr;
    QLabel* m_masteryText = nullptr;
    QLabel* m_today = nullptr;
    QPushButton* m_study = nullptr;
    QPushButton* m_studyAll = nullptr;
    QPushButton* m_read = nullptr;
    QPushButton* m_drill = nullptr;
};

} // namespace notedeck::gui
