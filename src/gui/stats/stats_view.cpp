#include "gui/stats/stats_view.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/shared/stats_chart_style.h"
#include "gui/shared/study_texts.h"
#include "gui/stats/calendar_heatmap.h"
#include "gui/stats/stats_charts.h"
#include "gui/stats/workload_panel.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"

#include <QButtonGroup>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QRadioButton>
#include <QShortcut>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {

// What the worker hands back: the numbers and the thread that computed them.
struct Computed {
    core::Result<service::DeckStatistics> stats;
    QThread* thread = nullptr;
};

QComboBox* rangeBox(QWidget* parent, const QString& name, const QList<std::pair<QString, int>>& items, int current)
{
    auto* box = new QComboBox(parent);
    box->setObjectName(name);
    for (const auto& [label, value] : items)
        box->addItem(label, value);
    box->setCurrentIndex(current);
    return box;
}

// Side by side, the charts get at least this width each.
constexpr int kChartColumn = 300;

QString percent(std::optional<double> share)
{
    return share ? QLocale().toString(*share * 100, 'f', 0) + QLatin1Char('%') : QStringLiteral("—");
}

} // namespace

StatsView::StatsView(AppContext& context, QWidget* parent)
    : QWidget(parent), m_context(context),
      m_worker(std::make_unique<DeckWorker>(context.workerSource(/*readOnly=*/true)))
{
    setObjectName(QStringLiteral("statsView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 10, 6, 8);   // narrow sides: the charts need the width in a small window
    layout->setSpacing(6);

    // The title and the scope; in a narrow window the scope goes under the title.
    auto* header = new FlowLayout();
    header->setSpacing(16);
    auto* title = plainLabel(tr("Statistics"), this);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    title->setFont(titleFont);
    header->addWidget(title);
    m_everything = new QRadioButton(tr("&Whole deck"), this);
    m_everything->setObjectName(QStringLiteral("statsScopeAll"));
    m_chapter = new QRadioButton(tr("Selected &chapter"), this);
    m_chapter->setObjectName(QStringLiteral("statsScopeChapter"));
    m_chapter->setToolTip(tr("The chapter selected in the chapter tree, with its sections"));
    m_scopeGroup = new QButtonGroup(this);
    m_scopeGroup->addButton(m_everything);
    m_scopeGroup->addButton(m_chapter);
    m_everything->setChecked(true);
    header->addWidget(keptTogether({m_everything, m_chapter}, this));
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("statsBusy"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(140);
    m_busy->setMaximumHeight(14);
    m_busy->setTextVisible(false);
    m_busy->setToolTip(tr("Computing the statistics…"));
    m_busy->hide();
    header->addWidget(m_busy);
    layout->addLayout(header);

    m_summary = plainLabel(this);
    m_summary->setObjectName(QStringLiteral("statsSummary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    // Each tab a page that scrolls down where the window is too small for its charts, never
    // sideways: its texts wrap and its rows stack at the window's width.
    m_tabs->addTab(downwardPage(buildActivityTab(), m_tabs), tr("&Activity"));
    m_tabs->addTab(downwardPage(buildProgressTab(), m_tabs), tr("&Progress"));
    m_tabs->addTab(downwardPage(buildMemoryTab(), m_tabs), tr("&Memory"));
    m_workload = new WorkloadPanel(m_context, *m_worker, m_tabs);
    m_tabs->addTab(downwardPage(m_workload, m_tabs), tr("&Simulator"));
    layout->addWidget(m_tabs, 1);

    connect(m_chapter, &QRadioButton::toggled, this, [this](bool on) { setChapterScope(on); });
    connect(m_activityRange, &QComboBox::currentIndexChanged, this, &StatsView::draw);
    connect(m_forecastRange, &QComboBox::currentIndexChanged, this, &StatsView::draw);
    connect(m_retentionPeriod, &QComboBox::currentIndexChanged, this, &StatsView::draw);
    auto* back = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(back, &QShortcut::activated, this, &StatsView::backRequested);

    // Answers, imports, new settings: the numbers shown are out of date.
    for (auto signal : {&AppContext::scheduleChanged, &AppContext::deckChanged}) {
        connect(&m_context, signal, this, [this] {
            m_stale = true;
            if (isVisible())
                refresh();
        });
    }
    connect(&m_context, &AppContext::aboutToCloseDeck, this, [this] {
        m_request.dropAll();   // whatever is being computed belongs to the deck being replaced
        m_workload->cancel();
        m_worker->run(this, [](WorkerDeck& deck) { deck.close(); return true; }, [](bool) {});
    });
    // Re-themed charts once the app's palette has changed.
    connect(&m_context, &AppContext::appearanceChanged, this, [this] { QTimer::singleShot(0, this, &StatsView::draw); });
}

StatsView::~StatsView()
{
    // A simulation stops at once; then the worker finishes its job and closes its deck.
    m_workload->cancel();
    m_worker.reset();
}

QChartView* StatsView::addChartView(const QString& name)
{
    auto* view = new QChartView(this);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(240, 170);
    return view;
}

QWidget* StatsView::buildActivityTab()
{
    auto* tab = new QWidget(this);
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 6, 0, 0);
    m_heatmap = new CalendarHeatmap(tab);
    m_heatmap->setObjectName(QStringLiteral("heatmapChart"));
    m_heatmap->setMinimumHeight(180);
    m_heatmap->setMaximumHeight(230);
    layout->addWidget(m_heatmap);

    auto* controls = new QHBoxLayout();
    m_activityRange = rangeBox(tab, QStringLiteral("activityRange"),
                               {{tr("Last 30 days"), 30}, {tr("Last 90 days"), 90}, {tr("Last 365 days"), 365}}, 0);
    auto* label = plainLabel(tr("&Days shown:"), tab);
    label->setBuddy(m_activityRange);
    controls->addWidget(label);
    controls->addWidget(m_activityRange);
    controls->addStretch(1);
    layout->addLayout(controls);

    auto* charts = new ColumnsLayout(kChartColumn, 2);
    m_reviews = addChartView(QStringLiteral("reviewsPerDayChart"));
    m_studyTime = addChartView(QStringLiteral("studyTimeChart"));
    charts->addWidget(m_reviews);
    charts->addWidget(m_studyTime);
    layout->addLayout(charts, 1);
    return tab;
}

QWidget* StatsView::buildProgressTab()
{
    auto* tab = new QWidget(this);
    auto* layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 6, 0, 0);
    auto* controls = new FlowLayout();
    m_forecastRange =
        rangeBox(tab, QStringLiteral("forecastRange"), {{tr("Next 30 days"), 30}, {tr("Next 90 days"), 90}}, 0);
    m_retentionPeriod =
        rangeBox(tab, QStringLiteral("retentionPeriod"), {{tr("Per week"), 0}, {tr("Per month"), 1}}, 0);
    auto* forecastLabel = plainLabel(tr("&Forecast:"), tab);
    forecastLabel->setBuddy(m_forecastRange);
    auto* retentionLabel = plainLabel(tr("&True retention:"), tab);
    retentionLabel->setBuddy(m_retentionPeriod);
    controls->setSpacing(16);
    controls->addWidget(keptTogether({forecastLabel, m_forecastRange}, tab));
    controls->addWidget(keptTogether({retentionLabel, m_retentionPeriod}, tab));
    layout->addLayout(controls);

    auto* grid = new ColumnsLayout(kChartColumn, 2);
    m_forecast = addChartView(QStringLiteral("forecastChart"));
    m_retention = addChartView(QStringLiteral("retentionChart"));
    m_states = addChartView(QStringLiteral("cardStatesChart"));
    m_mastery = addChartView(QStringLiteral("masteryChart"));
    for (QChartView* chart : {m_forecast, m_retention, m_states, m_mastery})
        grid->addWidget(chart);
    layout->addLayout(grid, 1);
    return tab;
}

QWidget* StatsView::buildMemoryTab()
{
    auto* tab = new QWidget(this);
    auto* grid = new QGridLayout(tab);
    grid->setContentsMargins(0, 6, 0, 0);
    m_stability = addChartView(QStringLiteral("stabilityChart"));
    m_difficulty = addChartView(QStringLiteral("difficultyChart"));
    m_retrievability = addChartView(QStringLiteral("retrievabilityChart"));
    // Twenty buckets of stability and of retrievability need the whole width for their labels.
    grid->addWidget(m_stability, 0, 0);
    grid->addWidget(m_retrievability, 1, 0);
    grid->addWidget(m_difficulty, 2, 0);
    return tab;
}

void StatsView::setSelectedDeck(const core::DeckPath& deck)
{
    if (deck == m_selected)
        return;
    m_selected = deck;
    // A long name is shortened (a radio button cannot wrap); its tooltip names it whole.
    const QFontMetrics metrics = m_chapter->fontMetrics();
    const QString name = deck.empty() ? QString() : chapterName(deck.components().back());
    m_chapter->setText(deck.empty() ? tr("Selected &chapter")
                                    : tr("Selected &chapter: %1")
                                          .arg(metrics.elidedText(name, Qt::ElideRight, 20 * metrics.averageCharWidth())));
    m_chapter->setToolTip(deck.empty() ? tr("The chapter selected in the chapter tree, with its sections")
                                       : plainTip(tr("%1, the chapter selected in the chapter tree, with its sections")
                                                      .arg(deckName(deck))));
    if (m_chapterScope)
        onScopeChanged();
}

void StatsView::setChapterScope(bool chapter)
{
    if (chapter == m_chapterScope)
        return;
    m_chapterScope = chapter;
    (chapter ? m_chapter : m_everything)->setChecked(true);
    onScopeChanged();
}

core::DeckPath StatsView::scope() const
{
    return m_chapterScope ? m_selected : core::DeckPath();
}

void StatsView::onScopeChanged()
{
    m_stale = true;
    m_request.dropAll();   // a result on its way is for the scope before
    m_workload->setScope(scope());
    if (isVisible()) {
        refresh();
    } else {
        m_computing = false;
        m_busy->hide();
    }
}

void StatsView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void StatsView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        draw();
}

void StatsView::refresh()
{
    if (!m_context.hasDeck())
        return;
    m_stale = false;
    m_computing = true;
    m_busy->show();
    const LatestRequest::Ticket request = m_request.next();
    m_worker->run(
        this,
        [scope = scope(), now = m_context.now()](WorkerDeck& deck) -> Computed {
            auto store = deck.open();
            if (!store)
                return {std::unexpected(store.error()), QThread::currentThread()};
            return {service::computeStatistics(**store, scope, now), QThread::currentThread()};
        },
        [this, request](Computed computed) {
            if (!m_request.isLatest(request))
                return;   // the scope changed (or the deck was replaced) meanwhile
            m_computing = false;
            m_busy->hide();
            if (!computed.stats) {
                m_stats.reset();
                m_summary->setText(tr("Cannot compute the statistics: %1")
                                       .arg(QString::fromStdString(computed.stats.error().toString()).toHtmlEscaped()));
                return;
            }
            m_stats = std::move(*computed.stats);
            m_computedOn = computed.thread;
            draw();
            emit statisticsShown();
        });
}

CardTheme StatsView::theme() const
{
    return resolvedTheme(m_context.theme(), palette());
}

void StatsView::draw()
{
    if (!m_stats)
        return;
    const service::DeckStatistics& s = *m_stats;
    const CardTheme t = theme();
    const int days = m_activityRange->currentData().toInt();
    m_heatmap->setDays(s.days, s.heat, t);
    replaceChart(m_reviews, reviewsPerDayChart(s, days, t));
    replaceChart(m_studyTime, studyTimeChart(s, days, t));
    replaceChart(m_forecast, forecastChart(s, m_forecastRange->currentData().toInt(), t));
    replaceChart(m_retention, retentionChart(s, m_retentionPeriod->currentData().toInt() == 1, t));
    replaceChart(m_states, cardStatesChart(s, t));
    replaceChart(m_mastery, masteryChart(s, t));
    replaceChart(m_stability, histogramChart(s, HistogramKind::Stability, t));
    replaceChart(m_difficulty, histogramChart(s, HistogramKind::Difficulty, t));
    replaceChart(m_retrievability, histogramChart(s, HistogramKind::Retrievability, t));
    drawSummary();
}

void StatsView::drawSummary()
{
    const service::DeckStatistics& s = *m_stats;
    const QLocale locale;
    const QString where = s.scope.empty() ? tr("Whole deck") : deckName(s.scope).toHtmlEscaped();
    const QString streak = s.streak.current == 0
                               ? tr("no streak yet")
                               : tr("<b>%n day(s)</b> in a row", nullptr, s.streak.current) +
                                     (s.streak.studiedToday ? QString() : tr(" (study today to keep it)"));
    m_summary->setText(
        tr("%1 · Streak: %2 (longest this year: %3) · Today: %4, %5 min · Past year: %6 on %7 "
           "· True retention, last 30 days: <b>%8</b> (desired %9) · Due tomorrow: %10")
            .arg(where, streak, tr("%Ln day(s)", nullptr, s.streak.longestInYear),
                 tr("<b>%Ln</b> answer(s)", nullptr, s.totals.answersToday),
                 locale.toString(static_cast<double>(s.totals.studyMsToday) / 60000.0, 'f', 0),
                 tr("%Ln answer(s)", nullptr, s.totals.answersPastYear),
                 tr("%Ln day(s)", nullptr, s.totals.daysStudiedPastYear), percent(s.totals.trueRetentionMonth),
                 percent(s.desiredRetention))
            .arg(StudyTexts::dueTomorrow({s.totals.dueTomorrow, s.totals.newTomorrow})));
}

void StatsView::showTab(const QString& name)
{
    static const QStringList names = {QStringLiteral("activity"), QStringLiteral("progress"), QStringLiteral("memory"),
                                      QStringLiteral("simulator")};
    if (const auto i = names.indexOf(name); i >= 0)
        m_tabs->setCurrentIndex(static_cast<int>(i));
}

} // namespace notedeck::gui
