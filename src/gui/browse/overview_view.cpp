#include "gui/browse/overview_view.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"
#include "service/study/study.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace notedeck::gui {

OverviewView::OverviewView(AppContext& context, DeckTreeModel& model, QWidget* parent)
    : QWidget(parent), m_context(context), m_model(model)
{
    setObjectName(QStringLiteral("overview"));
    // The page scrolls when the window is too low for it; its lines wrap when it is narrow.
    auto* page = new QWidget();
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(32, 24, 32, 24);
    layout->setSpacing(14);

    m_path = plainLabel(this);
    m_path->setObjectName(QStringLiteral("overviewPath"));
    m_path->setForegroundRole(QPalette::PlaceholderText);
    m_path->setWordWrap(true);
    m_title = plainLabel(this);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    layout->addWidget(m_path);
    layout->addWidget(m_title);

    m_counts = plainLabel(this);
    m_counts->setTextFormat(Qt::RichText);
    m_counts->setWordWrap(true);
    layout->addWidget(m_counts);

    auto* masteryRow = new QHBoxLayout();
    m_mastery = new QProgressBar(this);
    m_mastery->setRange(0, 1000);
    m_mastery->setTextVisible(false);
    m_mastery->setMaximumHeight(10);
    m_mastery->setToolTip(m_model.headerData(DeckTreeModel::MasteryColumn, Qt::Horizontal, Qt::ToolTipRole).toString());
    m_masteryText = plainLabel(this);
    masteryRow->addWidget(plainLabel(tr("Mastery"), this));
    masteryRow->addWidget(m_mastery, 1);
    masteryRow->addWidget(m_masteryText);
    layout->addLayout(masteryRow);

    m_today = plainLabel(this);
    m_today->setWordWrap(true);
    m_today->setTextFormat(Qt::RichText);
    layout->addSpacing(8);
    layout->addWidget(m_today);

    auto* actions = new FlowLayout();
    m_study = new QPushButton(tr("&Study now"), this);
    m_study->setDefault(true);
    m_study->setToolTip(tr("Study the cards due today and new cards, within the daily limits, in this chapter (S)"));
    m_studyAll = new QPushButton(tr("Study &everything"), this);
    m_studyAll->setToolTip(tr("Study what is due in the whole deck"));
    m_read = new QPushButton(tr("&Read"), this);
    m_read->setToolTip(tr("Read this chapter as one document, question and answer in note order (Ctrl+2)"));
    actions->addWidget(m_study);
    actions->addWidget(m_studyAll);
    actions->addWidget(m_read);
    m_drill = new QPushButton(tr("&Drill…"), this);
    m_drill->setToolTip(tr("An interview drill: questions from this chapter against the clock, "
                           "without touching today's schedule (D in the chapter tree)"));
    actions->addWidget(m_drill);
    layout->addLayout(actions);
    layout->addStretch(1);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // Its lines wrap and its buttons flow: a narrow window scrolls it down, never sideways.
    outer->addWidget(downwardPage(page, this));

    connect(m_study, &QPushButton::clicked, this, [this] { emit studyRequested(m_scope); });
    connect(m_studyAll, &QPushButton::clicked, this, [this] { emit studyRequested(core::DeckPath()); });
    connect(m_read, &QPushButton::clicked, this, [this] { emit readRequested(m_scope); });
    connect(m_drill, &QPushButton::clicked, this, [this] { emit drillRequested(m_scope); });
    connect(&m_context, &AppContext::aboutToCloseDeck, this, [this] { m_loaded = false; });
    refresh();
}

void OverviewView::setScope(const core::DeckPath& scope)
{
    m_scope = scope;
    refresh();
}

void OverviewView::refresh()
{
    showCounts();
    loadQueue();
}

void OverviewView::showCounts()
{
    const QLocale locale;
    const service::DeckOverviewNode* node = m_model.node(QString::fromStdString(m_scope.key()));
    if (m_scope.empty()) {
        m_title->setText(tr("All cards"));
        m_path->setText(tr("The whole deck"));
    } else {
        m_title->setText(chapterName(m_scope.components().back()));
        m_path->setText(m_scope.parent().empty() ? QString() : deckName(m_scope.parent()));
    }
    if (!node) {
        m_counts->setText(m_model.isEmpty() ? tr("Counting cards…") : tr("No cards here."));
        m_mastery->setValue(0);
        m_masteryText->clear();
        return;
    }
    m_counts->setText(tr("<b>%1</b> cards · <b>%2</b> new · <b>%3</b> learning · <b>%4</b> due today%5")
                          .arg(node->total)
                          .arg(node->fresh)
                          .arg(node->learning)
                          .arg(node->due)
                          .arg((node->buried ? tr(" · %1 buried").arg(node->buried) : QString()) +
                               (node->suspended ? tr(" · %1 suspended").arg(node->suspended) : QString())));
    m_mastery->setValue(static_cast<int>(node->mastery() * 1000));
    m_masteryText->setText(tr("%1% (%2 of %3)")
                               .arg(locale.toString(node->mastery() * 100, 'f', 0))
                               .arg(node->mastered)
                               .arg(node->total));
}

void OverviewView::loadQueue()
{
    m_loaded = false;
    updateActions();
    m_queueRefresh.request();
}

bool OverviewView::computeQueue()
{
    if (!m_context.hasDeck())
        return false;
    m_context.worker().run(
        this,
        [scope = m_scope, now = m_context.now()](WorkerDeck& deck)
            -> core::Result<core::StudyQueue> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::todaysQueue(**store, scope, now);
        },
        [this, scope = m_scope](core::Result<core::StudyQueue> queue) {
            // Asked again meanwhile: that run starts now. Its scope's result is shown until then
            // (another scope's is not), so a stream of requests cannot keep the overview empty;
            // loaded() waits for the last.
            const bool newerFollows = m_queueRefresh.finished();
            if (!(scope == m_scope))
                return;
            if (!queue) {
                m_today->setText(tr("Cannot read today's cards: %1").arg(QString::fromStdString(queue.error().toString())));
                m_queued = 0;
            } else {
                m_queued = static_cast<int>(queue->cards.size());
                m_today->setText(
                    m_queued == 0
                        ? tr("Nothing to study here today. Come back tomorrow, or read the chapter.")
                        : tr("Today: <b>%1</b> to learn · <b>%2</b> to review · <b>%3</b> new, within the daily limits.")
                              .arg(queue->learning + queue->learn_ahead)
                              .arg(queue->reviews)
                              .arg(queue->new_cards));
            }
            if (newerFollows)
                return;
            m_loaded = true;
            updateActions();
            emit loaded();
        });
    return true;
}

void OverviewView::updateActions()
{
    const bool writable = m_context.hasDeck() && !m_context.isReadOnly();
    m_study->setEnabled(writable && m_loaded && m_queued > 0);
    m_studyAll->setEnabled(writable);
    m_read->setEnabled(m_model.node(QString::fromStdString(m_scope.key())) != nullptr);
    m_drill->setEnabled(writable && m_model.node(QString::fromStdString(m_scope.key())) != nullptr);
}

} // namespace notedeck::gui
