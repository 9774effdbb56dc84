#include "gui/drill/drill_history_view.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/card/card_theme.h"
#include "gui/drill/drill_history_chart.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"
#include "gui/widgets/plain_text.h"

#include <QDateTime>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace notedeck::gui {

namespace {
constexpr int kDrillRole = Qt::UserRole + 1;   // qint64: the drill's id

QString noDrillsText()
{
    return DrillHistoryView::tr("No drills yet. Start one with Go › Interview drill… or from the chapter tree's menu.");
}
} // namespace

DrillHistoryView::DrillHistoryView(AppContext& app, QWidget* parent) : QWidget(parent), m_app(app)
{
    setObjectName(QStringLiteral("drillHistory"));
    auto* title = plainLabel(tr("Drill history"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    title->setFont(titleFont);
    m_empty = plainLabel(noDrillsText(), this);
    m_empty->setWordWrap(true);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("drillHistoryList"));
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Started"), tr("Chapters"), tr("Answered"), tr("Score"), tr("Per chapter")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    m_list->setToolTip(tr("Double-click a drill to see its summary again"));
    m_chart = new DrillHistoryChart(this);

    m_open = new QPushButton(tr("Open the summary"), this);
    m_remove = new QPushButton(tr("Remove from the history…"), this);
    auto* newDrill = new QPushButton(tr("New drill…"), this);
    auto* back = new QPushButton(tr("Back to the deck"), this);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (const auto drill = selectedDrill())
            emit openRequested(drill);
    });
    connect(m_remove, &QPushButton::clicked, this, &DrillHistoryView::removeSelected);
    connect(newDrill, &QPushButton::clicked, this, &DrillHistoryView::newDrillRequested);
    connect(back, &QPushButton::clicked, this, &DrillHistoryView::backRequested);
    connect(m_list, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { emit openRequested(item->data(0, kDrillRole).toLongLong()); });
    connect(&m_app, &AppContext::appearanceChanged, this, &DrillHistoryView::applyTheme);
    connect(&m_app, &AppContext::deckChanged, this, &DrillHistoryView::refresh);

    auto* buttons = new FlowLayout();
    buttons->addWidget(m_open);
    buttons->addWidget(m_remove);
    buttons->addWidget(newDrill);
    buttons->addWidget(back);

    // The page scrolls when the window is too small for the list and the plot.
    auto* page = new QWidget();
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 18, 24, 18);
    layout->setSpacing(10);
    layout->addWidget(title);
    layout->addWidget(m_empty);
    layout->addWidget(m_list, 3);
    layout->addWidget(m_chart, 2);
    layout->addLayout(buttons);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scrollingPage(page, this));
    applyTheme();
}

void DrillHistoryView::refresh()
{
    const LatestRequest::Ticket request = m_request.next();
    m_list->clear();
    m_history.clear();
    m_open->setEnabled(false);
    m_remove->setEnabled(false);
    if (!m_app.hasDeck())
        return;
    m_empty->setText(tr("Reading the drill history…"));
    m_empty->show();
    m_chart->setReading();
    m_app.worker().run(
        this,
        [](WorkerDeck& deck) -> core::Result<std::vector<service::DrillHistoryEntry>> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::drillHistory(**store);
        },
        [this, request](core::Result<std::vector<service::DrillHistoryEntry>> history) {
            if (m_request.isLatest(request) && m_app.hasDeck())
                showHistory(std::move(history));
        });
}

void DrillHistoryView::showHistory(core::Result<std::vector<service::DrillHistoryEntry>> history)
{
    if (!history) {
        m_empty->setText(tr("Cannot read the drill history: %1").arg(QString::fromStdString(history.error().toString())));
        m_empty->show();
        m_chart->setHistory({});
        return;
    }
    m_empty->setText(noDrillsText());
    m_history = std::move(*history);
    const QLocale locale;
    for (auto it = m_history.rbegin(); it != m_history.rend(); ++it) {
        const service::DrillHistoryEntry& entry = *it;
        QStringList chapters;
        QStringList scores;
        for (const service::ChapterScore& chapter : entry.chapters) {
            const QString name = chapter.chapter.empty() ? QString() : chapterName(chapter.chapter.components().back());
            chapters << name;
            scores << tr("%1 %2%").arg(name).arg(std::lround(chapter.score * 100.0));
        }
        auto* row = new QTreeWidgetItem(m_list);
        row->setText(0, locale.toString(QDateTime::fromSecsSinceEpoch(entry.drill.startedAt), QLocale::ShortFormat));
        row->setText(1, chapters.isEmpty() ? tr("–") : chapters.join(tr(", ")));
        row->setText(2, tr("%1 of %2").arg(entry.answered).arg(entry.drill.questionCount));
        row->setText(3, entry.answered ? tr("%1%").arg(std::lround(entry.score * 100.0)) : tr("–"));
        row->setText(4, scores.join(tr(" · ")));
        row->setData(0, kDrillRole, static_cast<qint64>(entry.drill.id));
    }
    m_empty->setVisible(m_history.empty());
    m_open->setEnabled(!m_history.empty());
    m_remove->setEnabled(!m_history.empty() && !m_app.isReadOnly());
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    m_chart->setHistory(service::chapterSeries(m_history));
    emit loaded();
}

std::int64_t DrillHistoryView::selectedDrill() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item ? item->data(0, kDrillRole).toLongLong() : 0;
}

void DrillHistoryView::removeSelected()
{
    const std::int64_t drill = selectedDrill();
    if (!drill || !m_app.hasDeck() || m_app.isReadOnly())
        return;
    if (QMessageBox::question(this, tr("Remove the drill"),
                              tr("Remove this drill and its answers from the history? The cards stay as they are.")) !=
        QMessageBox::Yes)
        return;
    if (auto removed = service::removeDrill(m_app.deck(), drill); !removed)
        openPlainWarning(this, tr("Remove the drill"), QString::fromStdString(removed.error().toString()));
    refresh();
}

void DrillHistoryView::applyTheme()
{
    m_chart->setTheme(resolvedTheme(m_app.theme(), palette()));
}

} // namespace notedeck::gui
