#include "gui/drill/drill_setup_dialog.h"

#include "gui/widgets/card_names.h"
#include "gui/widgets/yielding_widgets.h"
#include "gui/widgets/plain_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <algorithm>

namespace notedeck::gui {

namespace {
constexpr int kKeyRole = Qt::UserRole + 1;     // QString: the deck's key
constexpr int kTotalRole = Qt::UserRole + 2;   // int: active cards here and below
constexpr int kMaxQuestions = 500;

// Ticked itself (QTreeWidgetItemIterator::Checked takes partly ticked items too).
bool isTicked(const QTreeWidgetItem* item)
{
    return item->checkState(0) == Qt::Checked;
}

bool hasTickedAncestor(const QTreeWidgetItem* item)
{
    for (const QTreeWidgetItem* up = item->parent(); up; up = up->parent())
        if (up->checkState(0) == Qt::Checked)
            return true;
    return false;
}

void setBelow(QTreeWidgetItem* item, Qt::CheckState state)
{
    for (int i = 0; i < item->childCount(); ++i) {
        item->child(i)->setCheckState(0, state);
        setBelow(item->child(i), state);
    }
}

// The chapters above `item` say what is ticked below them: ticked stays ticked only while all
// of it is (a ticked chapter holds its sections); some of it ticked shows as partly ticked.
// A chapter whose sections were ticked one by one stays partly ticked, so the drill draws from
// exactly the sections chosen.
void showAbove(QTreeWidgetItem* item)
{
    for (QTreeWidgetItem* up = item->parent(); up; up = up->parent()) {
        bool all = true;
        bool any = false;
        for (int i = 0; i < up->childCount(); ++i) {
            const Qt::CheckState state = up->child(i)->checkState(0);
            all = all && state == Qt::Checked;
            any = any || state != Qt::Unchecked;
        }
        up->setCheckState(0, up->checkState(0) == Qt::Checked && all ? Qt::Checked
                             : any                                     ? Qt::PartiallyChecked
                                                                       : Qt::Unchecked);
    }
}
} // namespace

DrillSetupDialog::DrillSetupDialog(const std::vector<service::DeckOverviewNode>& nodes,
                                   const std::vector<core::DeckPath>& chosen, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Interview drill"));
    setObjectName(QStringLiteral("drillSetup"));

    auto* intro = plainLabel(tr("Questions drawn from the chapters and sections you tick, asked one at a time "
                                "the way an interviewer would. Answer aloud, then reveal and grade yourself."),
                             this);
    intro->setWordWrap(true);

    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("drillScope"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Chapters and sections"), tr("Cards")});
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->setMinimumHeight(140);
    m_scopeText = plainLabel(this);
    m_scopeText->setObjectName(QStringLiteral("drillScopeText"));
    m_scopeText->setWordWrap(true);
    buildTree(nodes, chosen);

    m_count = new QSpinBox(this);
    m_count->setRange(1, kMaxQuestions);
    m_count->setValue(service::DrillOptions{}.count);
    m_count->setToolTip(tr("Fewer are asked when the chosen chapters hold fewer cards"));

    m_order = new QComboBox(this);
    m_order->addItem(tr("Random"), static_cast<int>(core::DrillOrder::Random));
    m_order->addItem(tr("Weakest first"), static_cast<int>(core::DrillOrder::Weakest));
    m_order->addItem(tr("Unseen first"), static_cast<int>(core::DrillOrder::Unseen));
    m_order->setItemData(1, tr("Lowest chance of recall first, then the cards forgotten most often"), Qt::ToolTipRole);
    m_order->setItemData(2, tr("Cards never studied first, then the others"), Qt::ToolTipRole);

    m_timed = new QCheckBox(tr("Time limit per question"), this);
    m_seconds = new QSpinBox(this);
    m_seconds->setRange(5, 3600);
    m_seconds->setSingleStep(15);
    m_seconds->setValue(kDefaultSeconds);
    m_seconds->setSuffix(tr(" s"));
    m_seconds->setEnabled(false);
    m_seconds->setToolTip(tr("A countdown runs above the question; when it reaches zero the answer is shown"));
    connect(m_timed, &QCheckBox::toggled, m_seconds, &QWidget::setEnabled);
    auto* timeRow = new QHBoxLayout();
    timeRow->addWidget(m_timed);
    timeRow->addWidget(m_seconds);
    timeRow->addStretch(1);

    m_updates = new QCheckBox(tr("Grades update the review schedule"), this);
    m_updates->setToolTip(tr("Off: the drill leaves the daily schedule alone. On: Knew counts as Good, Partly as "
                             "Hard and Missed as Again, as if answered in a review"));

    auto* form = new QFormLayout();
    form->addRow(tr("Questions"), m_count);
    form->addRow(tr("Order"), m_order);
    form->addRow(tr("Time"), timeRow);
    form->addRow(QString(), m_updates);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the drill"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Above the buttons, a page that scrolls when the window the dialog opens over is small.
    auto* page = new QWidget();
    auto* content = new QVBoxLayout(page);
    content->setContentsMargins(0, 0, 0, 0);
    content->addWidget(intro);
    content->addWidget(m_tree, 1);
    content->addWidget(m_scopeText);
    content->addLayout(form);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(scrollingPage(page, this), 1);
    layout->addWidget(buttons);
    fitToWindow(this, QSize(520, 600));
}

void DrillSetupDialog::buildTree(const std::vector<service::DeckOverviewNode>& nodes,
                                 const std::vector<core::DeckPath>& chosen)
{
    // Nodes come in tree order with their depth: the last item seen at each depth is the parent
    // of the next one a level deeper.
    std::vector<QTreeWidgetItem*> open;
    for (const service::DeckOverviewNode& node : nodes) {
        if (node.depth < 0) {
            m_wholeDeck = node.total;
            continue;
        }
        open.resize(static_cast<size_t>(node.depth));
        auto* item = open.empty() ? new QTreeWidgetItem(m_tree) : new QTreeWidgetItem(open.back());
        item->setText(0, chapterName(node.deck.components().back()));
        item->setText(1, QString::number(node.total));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(0, kKeyRole, QString::fromStdString(node.deck.key()));
        item->setData(0, kTotalRole, node.total);
        const bool ticked = std::find(chosen.begin(), chosen.end(), node.deck) != chosen.end();
        item->setCheckState(0, ticked ? Qt::Checked : Qt::Unchecked);
        if (ticked)
            for (QTreeWidgetItem* up = item->parent(); up; up = up->parent())
                up->setExpanded(true);
        open.push_back(item);
    }
    if (m_tree->topLevelItemCount() > 0 && chosen.empty())
        m_tree->topLevelItem(0)->setExpanded(true);
    QList<QTreeWidgetItem*> ticked;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if (isTicked(*it))
            ticked << *it;
    for (QTreeWidgetItem* item : ticked)
        onTicked(item);
    connect(m_tree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* item) {
        if (!m_ticking)
            onTicked(item);
    });
    updateScopeText();
}

void DrillSetupDialog::onTicked(QTreeWidgetItem* item)
{
    // A chapter ticked or unticked takes its sections along; the chapters above show the rest.
    m_ticking = true;
    if (item->checkState(0) != Qt::PartiallyChecked)
        setBelow(item, item->checkState(0));
    showAbove(item);
    m_ticking = false;
    updateScopeText();
}

std::vector<core::DeckPath> DrillSetupDialog::scope() const
{
    std::vector<core::DeckPath> decks;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if (isTicked(*it) && !hasTickedAncestor(*it))
            decks.push_back(core::DeckPath::fromKey((*it)->data(0, kKeyRole).toString().toStdString()));
    return decks;
}

void DrillSetupDialog::setTicked(const core::DeckPath& deck, bool ticked)
{
    const QString key = QString::fromStdString(deck.key());
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, kKeyRole).toString() == key)
            (*it)->setCheckState(0, ticked ? Qt::Checked : Qt::Unchecked);
}

void DrillSetupDialog::updateScopeText()
{
    int cards = 0;
    int decks = 0;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if (!isTicked(*it) || hasTickedAncestor(*it))
            continue;
        cards += (*it)->data(0, kTotalRole).toInt();
        ++decks;
    }
    m_scopeText->setText(decks == 0 ? tr("Nothing ticked: questions come from the whole deck (%n card(s)).", nullptr, m_wholeDeck)
                                    : tr("%1 ticked, %2 to draw from.")
                                          .arg(tr("%n chapter(s) or section(s)", nullptr, decks),
                                               tr("%n card(s)", nullptr, cards)));
}

service::DrillOptions DrillSetupDialog::options() const
{
    service::DrillOptions options;
    options.scope = scope();
    options.count = m_count->value();
    options.order = static_cast<core::DrillOrder>(m_order->currentData().toInt());
    options.secondsPerQuestion = m_timed->isChecked() ? m_seconds->value() : 0;
    options.updatesSchedule = m_updates->isChecked();
    return options;
}

} // namespace notedeck::gui
