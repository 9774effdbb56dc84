#pragma once
// The chapter tree (part › chapter › section) as a Qt item model, from service::deckOverview:
// columns name, new, learning, due, mastery. Setting new counts with the same tree only updates
// the numbers, so the view keeps its selection and expanded nodes; a different tree resets the
// model. The whole deck is the first top-level row. A chapter shows its heading's name as a reader
// sees it (gui/widgets/card_names.h). GUI thread.
#include "service/deck/deck_overview.h"

#include <QAbstractItemModel>

#include <string>
#include <unordered_map>
#include <vector>

namespace notedeck::gui {

class DeckTreeModel final : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, NewColumn, LearningColumn, DueColumn, MasteryColumn, ColumnCount };
    enum Role {
        DeckKeyRole = Qt::UserRole + 1,   // QString: core::DeckPath::key(), "" for the whole deck
        MasteryRole,                      // double in [0, 1]
        NodeIndexRole,                    // int: position in nodes()
    };

    explicit DeckTreeModel(QObject* parent = nullptr);

    void setNodes(std::vector<service::DeckOverviewNode> nodes);
    const std::vector<service::DeckOverviewNode>& nodes() const { return m_nodes; }
    // The node for a deck path key, or nullptr.
    const service::DeckOverviewNode* node(const QString& key) const;
    QModelIndex indexOfKey(const QString& key) const;
    bool isEmpty() const { return m_nodes.empty(); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    // What a mastered card is (service::isMastered), in words for the tooltips.
    static QString masteryDefinition();
    void buildLinks();
    QModelIndex indexOfNode(int node, int column) const;

    std::vector<service::DeckOverviewNode> m_nodes;
    std::vector<int> m_parent;                  // node → parent node (-1: top level)
    std::vector<std::vector<int>> m_children;   // node → children; the last entry: top level
    std::vector<int> m_row;                     // node → row under its parent
    std::unordered_map<std::string, int> m_byKey;   // deck path key → node, for the views' lookups
    std::vector<QString> m_names;               // node → its heading's name (chapterName), read once
};

} // namespace notedeck::gui
