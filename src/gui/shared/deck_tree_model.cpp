#include "gui/shared/deck_tree_model.h"

#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"

#include <QLocale>

#include <utility>

namespace notedeck::gui {

DeckTreeModel::DeckTreeModel(QObject* parent) : QAbstractItemModel(parent) {}

void DeckTreeModel::setNodes(std::vector<service::DeckOverviewNode> nodes)
{
    bool sameTree = nodes.size() == m_nodes.size();
    for (size_t i = 0; sameTree && i < nodes.size(); ++i)
        sameTree = nodes[i].deck == m_nodes[i].deck;
    if (sameTree) {
        m_nodes = std::move(nodes);
        if (!m_nodes.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        // Rows below the top level: one signal per parent keeps it cheap.
        for (size_t i = 0; i < m_nodes.size(); ++i)
            if (!m_children[i].empty())
                emit dataChanged(indexOfNode(m_children[i].front(), 0),
                                 indexOfNode(m_children[i].back(), ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_nodes = std::move(nodes);
    buildLinks();
    endResetModel();
}

void DeckTreeModel::buildLinks()
{
    const int n = static_cast<int>(m_nodes.size());
    m_parent.assign(n, -1);
    m_children.assign(n + 1, {});
    m_row.assign(n, 0);
    m_byKey.clear();
    m_byKey.reserve(static_cast<size_t>(n));
    m_names.assign(n, QString());
    for (int i = 0; i < n; ++i) {
        const auto& deck = m_nodes[i].deck;
        if (!deck.empty())
            m_names[i] = chapterName(deck.components().back());
        // The whole deck (empty path) and the parts are top-level rows.
        if (deck.components().size() > 1) {
            auto it = m_byKey.find(deck.parent().key());
            m_parent[i] = it == m_byKey.end() ? -1 : it->second;
        }
        m_byKey.emplace(deck.key(), i);
        auto& siblings = m_parent[i] < 0 ? m_children[n] : m_children[m_parent[i]];
        m_row[i] = static_cast<int>(siblings.size());
        siblings.push_back(i);
    }
}

const service::DeckOverviewNode* DeckTreeModel::node(const QString& key) const
{
    const auto it = m_byKey.find(key.toStdString());
    return it == m_byKey.end() ? nullptr : &m_nodes[static_cast<size_t>(it->second)];
}

QModelIndex DeckTreeModel::indexOfKey(const QString& key) const
{
    const auto it = m_byKey.find(key.toStdString());
    return it == m_byKey.end() ? QModelIndex() : indexOfNode(it->second, 0);
}

QModelIndex DeckTreeModel::indexOfNode(int node, int column) const
{
    return createIndex(m_row[node], column, quintptr(node));
}

QModelIndex DeckTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const auto& siblings = parent.isValid() ? m_children[parent.internalId()] : m_children.back();
    if (m_nodes.empty() || row >= static_cast<int>(siblings.size()))
        return {};
    return createIndex(row, column, quintptr(siblings[row]));
}

QModelIndex DeckTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const int p = m_parent[child.internalId()];
    return p < 0 ? QModelIndex() : indexOfNode(p, 0);
}

int DeckTreeModel::rowCount(const QModelIndex& parent) const
{
    if (m_nodes.empty())
        return 0;
    if (!parent.isValid())
        return static_cast<int>(m_children.back().size());
    if (parent.column() != 0)
        return 0;
    return static_cast<int>(m_children[parent.internalId()].size());
}

int DeckTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QVariant DeckTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const auto& node = m_nodes[index.internalId()];
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return node.deck.empty() ? tr("All cards") : m_names[index.internalId()];
        case NewColumn:
            return node.fresh;
        case LearningColumn:
            return node.learning;
        case DueColumn:
            return node.due;
        case MasteryColumn:
            return locale.toString(node.mastery() * 100, 'f', 0) + QLatin1Char('%');
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() != NameColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return node.deck.empty() ? tr("Every card of the deck") : plainTip(deckName(node.deck));
        case NewColumn:
            return tr("%n new card(s), never studied", nullptr, node.fresh);
        case LearningColumn:
            return tr("%n card(s) in learning", nullptr, node.learning);
        case DueColumn:
            return tr("%n review(s) due today", nullptr, node.due);
        case MasteryColumn:
            return tr("Mastered: %1 of %2 cards (%3%).")
                       .arg(node.mastered)
                       .arg(node.total)
                       .arg(locale.toString(node.mastery() * 100, 'f', 0)) +
                   QLatin1Char('\n') + masteryDefinition();
        }
        break;
    case DeckKeyRole:
        return QString::fromStdString(node.deck.key());
    case MasteryRole:
        return node.mastery();
    case NodeIndexRole:
        return static_cast<int>(index.internalId());
    }
    return {};
}

QString DeckTreeModel::masteryDefinition()
{
    const QLocale locale;
    return tr("A card is mastered when it is a review card (past its learning steps, not relearning after "
              "Again) that you would recall now with at least %1% probability and whose stability is at "
              "least %2 days (its recall takes that long to fall to %1%), as the memory model estimates. "
              "New cards and cards in learning are not mastered.")
        .arg(locale.toString(service::kMasteredRetrievability * 100, 'f', 0))
        .arg(locale.toString(service::kMasteredStabilityDays, 'f', 0));
}

QVariant DeckTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Chapter");
        case NewColumn:
            return tr("New");
        case LearningColumn:
            return tr("Learn");
        case DueColumn:
            return tr("Due");
        case MasteryColumn:
            return tr("Mastery");
        }
    }
    if (role == Qt::ToolTipRole && section == MasteryColumn)
        return tr("Share of the cards mastered.") + QLatin1Char('\n') + masteryDefinition();
    return {};
}

} // namespace notedeck::gui
