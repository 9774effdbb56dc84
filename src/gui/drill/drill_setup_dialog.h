#pragma once
// "Drill…": the settings of an interview drill before it starts. The chapters and sections to
// draw from are ticked in a copy of the chapter tree (nothing ticked: the whole deck; a chapter
// ticked takes its sections along, a chapter with only some of them ticked shows partly ticked);
// then the
// number of questions (10), the order (random, weakest first, unseen first), an optional time
// limit per question (90 s when switched on) and whether the grades update the review schedule
// (off, so the daily schedule is not disturbed). GUI thread.
#include "core/deck_path.h"
#include "service/deck/deck_overview.h"
#include "service/drill/drill_session.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace notedeck::gui {

class DrillSetupDialog final : public QDialog {
    Q_OBJECT
public:
    static constexpr int kDefaultSeconds = 90;

    // `nodes`: the chapter tree as service::deckOverview lists it; `chosen`: the decks ticked at
    // first (the chapters selected in the tree).
    DrillSetupDialog(const std::vector<service::DeckOverviewNode>& nodes, const std::vector<core::DeckPath>& chosen,
                     QWidget* parent = nullptr);

    // What the dialog says now; the seed is left to the start time.
    service::DrillOptions options() const;

    // The decks ticked, outermost first; a section under a ticked chapter is left out (the
    // chapter holds it already).
    std::vector<core::DeckPath> scope() const;
    void setTicked(const core::DeckPath& deck, bool ticked);

    QSpinBox* countBox() const { return m_count; }
    QComboBox* orderBox() const { return m_order; }
    QCheckBox* timeLimitBox() const { return m_timed; }
    QSpinBox* secondsBox() const { return m_seconds; }
    QCheckBox* updatesScheduleBox() const { return m_updates; }

private:
    void buildTree(const std::vector<service::DeckOverviewNode>& nodes, const std::vector<core::DeckPath>& chosen);
    // `item` was ticked or unticked: its sections follow, the chapters above show the rest.
    void onTicked(QTreeWidgetItem* item);
    void updateScopeText();

    QTreeWidget* m_tree = nullptr;
    QLabel* m_scopeText = nullptr;
    QSpinBox* m_count = nullptr;
    QComboBox* m_order = nullptr;
    QCheckBox* m_timed = nullptr;
    QSpinBox* m_seconds = nullptr;
    QCheckBox* m_updates = nullptr;
    int m_wholeDeck = 0;     // cards in the whole deck, for "nothing ticked"
    bool m_ticking = false;  // onTicked() is setting the states of the items around one
};

} // namespace notedeck::gui
