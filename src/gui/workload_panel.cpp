#include "gui/workload_panel.h"

#include "gui/app_context.h"
#include "gui/deck_worker.h"
#include "gui/stats_chart_style.h"
#include "gui/stats_charts.h"

#include <QChartView>
#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {

// The date edit waits this long after the last change before forecasting.
constexpr int kDateSettleMs = 400;

QString percent(double share)
{
    return QLocale().toString(share * 100, 'f', 0) + QLatin1Char('%');
}

QString minutes(double m)
{
    return QLocale().toString(m, 'f', 0);
}

QChartView* chartView(QWidget* parent, const QString& name)
{
    auto* view = new QChartView(parent);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(280, 180);
    return view;
}

} // namespace

WorkloadPanel::WorkloadPanel(AppContext& context, DeckWorker& worker, QWidget* parent)
    : QWidget(parent), m_context(context), m_worker(worker)
{
    setObjectName(QStringLiteral("workloadPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);

    auto* top = new QHBoxLayout();
    m_simulationText = new QLabel(this);
    m_simulationText->setObjectName(QStringLiteral("workloadText"));
    m_simulationText->setWordWrap(true);
    m_simulationText->setTextFormat(Qt::RichText);
    top->addWidget(m_simulationText, 1);
    m_busy = new QProgressBar(this);
    m_busy->setObjectName(QStringLiteral("workloadBusy"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(14);
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setToolTip(tr("Stop the simulation"));
    m_cancel->hide();
    top->addWidget(m_busy);
    top->addWidget(m_cancel);
    layout->addLayout(top);

    m_workloadChart = chartView(this, QStringLiteral("workloadChart"));
    layout->addWidget(m_workloadChart, 1);

    auto* interviewRow = new QHBoxLayout();
    auto* dateLabel = new QLabel(tr("&Interview on"), this);
    m_date = new QDateEdit(this);
    m_date->setObjectName(QStringLiteral("interviewDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
    const QDate today = QDateTime::fromSecsSinceEpoch(m_context.now()).date();
    m_date->setDateRange(today.addDays(1), today.addYears(10));
    m_date->setDate(today.addDays(30));
    m_date->setMinimumWidth(m_date->fontMetrics().horizontalAdvance(QLocale().toString(QDate(2000, 12, 31), QLocale::ShortFormat)) + 48);
    dateLabel->setBuddy(m_date);
    auto* alternativeLabel = new QLabel(tr("&Compare with"), this);
    m_alternative = new QComboBox(this);
    m_alternative->setObjectName(QStringLiteral("interviewAlternative"));
    m_alternative->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_alternative->setToolTip(tr("A higher daily load: more new cards a day or a higher desired retention. Only the "
                                 "choices no other one beats on both recall and minutes a day are listed."));
    alternativeLabel->setBuddy(m_alternative);
    interviewRow->addWidget(dateLabel);
    interviewRow->addWidget(m_date);
    interviewRow->addSpacing(16);
    interviewRow->addWidget(alternativeLabel);
    interviewRow->addWidget(m_alternative, 1);
    layout->addLayout(interviewRow);

    m_interviewText = new QLabel(this);
    m_interviewText->setObjectName(QStringLiteral("interviewText"));
    m_interviewText->setWordWrap(true);
    m_interviewText->setTextFormat(Qt::RichText);
    layout->addWidget(m_interviewText);
    m_interviewChart = chartView(this, QStringLiteral("interviewChart"));
    layout->addWidget(m_interviewChart, 1);

    m_dateSettle = new QTimer(this);
    m_dateSettle->setSingleShot(true);
    m_dateSettle->setInterval(kDateSettleMs);
    connect(m_dateSettle, &QTimer::timeout, this, &WorkloadPanel::forecast);
    connect(m_date, &QDateEdit::dateChanged, m_dateSettle, qOverload<>(&QTimer::start));
    connect(m_alternative, &QComboBox::currentIndexChanged, this, &WorkloadPanel::drawInterview);
    connect(m_cancel, &QPushButton::clicked, this, &WorkloadPanel::cancel);
    connect(&m_context, &AppContext::appearanceChanged, this, [this] {
        QTimer::singleShot(0, this, [this] {
            drawSimulation();
            drawInterview();
        });
    });
}

void WorkloadPanel::setScope(const core::DeckPath& scope)
{
    m_scope = scope;
    m_stale = true;
    cancel();
    if (isVisible()) {
        simulate();
        forecast();
    }
}

void WorkloadPanel::setInterviewDate(const QDate& date)
{
    m_date->setDate(date);
    m_dateSettle->stop();
    forecast();
}

void WorkloadPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        simulate();
        forecast();
    }
}

void WorkloadPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        drawSimulation();
        drawInterview();
    }
}

void WorkloadPanel::cancel()
{
    m_simulationStop.request_stop();
    m_interviewStop.request_stop();
    ++m_simulationRequest;
    ++m_interviewRequest;
    m_running = 0;
    m_busy->hide();
    m_cancel->hide();
}

void WorkloadPanel::started()
{
    ++m_running;
    m_busy->show();
    m_cancel->show();
}

void WorkloadPanel::finished()
{
    if (m_running > 0)
        --m_running;
    if (m_running == 0) {
        m_busy->hide();
        m_cancel->hide();
    }
}

void WorkloadPanel::simulate()
{
    if (!m_context.hasDeck())
        return;
    m_stale = false;
    m_simulationStop.request_stop();   // an older run's result would be dropped anyway
    m_simulationStop = std::stop_source();
    const int request = ++m_simulationRequest;
    started();
    m_simulationText->setText(tr("Simulating the next year at each desired retention…"));
    service::WorkloadRequest options;
    options.stop = m_simulationStop.get_token();
    m_worker.run(
        this,
        [scheduler = m_context.scheduler(), scope = m_scope, now = m_context.now(),
         options = std::move(options)](WorkerDeck& deck) -> core::Result<service::WorkloadSimulation> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::simulateDeckWorkload(**store, scheduler, scope, now, options);
        },
        [this, request](core::Result<service::WorkloadSimulation> simulation) {
            if (request != m_simulationRequest)
                return;
            finished();
            if (!simulation) {
                m_simulation.reset();
                m_simulationText->setText(tr("The simulation failed: %1")
                                              .arg(QString::fromStdString(simulation.error().toString()).toHtmlEscaped()));
                return;
            }
            m_simulation = std::move(*simulation);
            drawSimulation();
            emit simulationShown();
        });
}

void WorkloadPanel::forecast()
{
    if (!m_context.hasDeck())
        return;
    m_interviewStop.request_stop();
    m_interviewStop = std::stop_source();
    const int request = ++m_interviewRequest;
    started();
    const QDate date = m_date->date();
    const service::CalendarDate interview{date.year(), date.month(), date.day(), date.dayOfWeek() - 1};
    m_worker.run(
        this,
        [scheduler = m_context.scheduler(), scope = m_scope, now = m_context.now(), interview,
         stop = m_interviewStop.get_token()](WorkerDeck& deck) -> core::Result<service::InterviewForecast> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            service::InterviewRequest options;
            options.stop = stop;
            return service::forecastInterview(**store, scheduler, scope, now, interview, options);
        },
        [this, request](core::Result<service::InterviewForecast> forecast) {
            if (request != m_interviewRequest)
                return;
            finished();
            if (!forecast) {
                m_interview.reset();
                m_interviewText->setText(
                    tr("No forecast: %1").arg(QString::fromStdString(forecast.error().toString()).toHtmlEscaped()));
                replaceChart(m_interviewChart, newChart(QString(), theme()));
                return;
            }
            m_interview = std::move(*forecast);
            fillAlternatives();
            drawInterview();
            emit interviewShown();
        });
}

CardTheme WorkloadPanel::theme() const
{
    return resolvedTheme(m_context.theme(), palette());
}

void WorkloadPanel::drawSimulation()
{
    if (!m_simulation)
        return;
    const service::WorkloadSimulation& s = *m_simulation;
    replaceChart(m_workloadChart, workloadChart(s, theme()));
    const scheduler::SimulationResult* current = nullptr;
    for (const auto& run : s.runs) {
        if (std::abs(run.desiredRetention - s.currentRetention) < 1e-9)
            current = &run;
    }
    QString text = tr("%n card(s), %1 new a day, at most %2 reviews a day, your own answer times and ratings.", nullptr, s.cards)
                       .arg(s.newCardsPerDay)
                       .arg(s.reviewsPerDay);
    if (current) {
        text += QLatin1Char(' ') + tr("At your desired retention of <b>%1</b>: about <b>%2</b> reviews and <b>%3</b> "
                                      "min a day, <b>%4</b> of what you studied remembered.")
                                       .arg(percent(current->desiredRetention),
                                            QLocale().toString(current->averageReviewsPerDay, 'f', 0),
                                            minutes(current->averageMinutesPerDay),
                                            percent(current->averageShareRemembered));
    }
    m_simulationText->setText(text);
}

void WorkloadPanel::fillAlternatives()
{
    const QSignalBlocker block(m_alternative);
    m_alternative->clear();
    m_alternative->addItem(tr("nothing else"), -1);
    const service::InterviewForecast& f = *m_interview;
    int preferred = -1;
    for (std::size_t i = 0; i < f.alternatives.size(); ++i) {
        const service::InterviewScenario& a = f.alternatives[i];
        if (!a.efficient)
            continue;
        m_alternative->addItem(tr("%1 new a day at %2 retention: recall %3, %4 min a day")
                                   .arg(a.newCardsPerDay)
                                   .arg(percent(a.desiredRetention), percent(a.recall), minutes(a.averageMinutesPerDay)),
                               static_cast<int>(i));
        if (preferred < 0 && a.recall > f.current.recall)
            preferred = m_alternative->count() - 1;
    }
    m_alternative->setCurrentIndex(preferred < 0 ? 0 : preferred);
}

void WorkloadPanel::drawInterview()
{
    if (!m_interview)
        return;
    const service::InterviewForecast& f = *m_interview;
    const int alternative = m_alternative->currentData().toInt();
    replaceChart(m_interviewChart, interviewChart(f, alternative, theme()));
    QString text = tr("In %n study day(s), studying as now (%1 min a day): expected recall <b>%2</b>.", nullptr, f.daysLeft)
                       .arg(minutes(f.current.averageMinutesPerDay), percent(f.current.recall));
    if (alternative >= 0 && alternative < static_cast<int>(f.alternatives.size())) {
        const service::InterviewScenario& a = f.alternatives[static_cast<std::size_t>(alternative)];
        text += QLatin1Char(' ') + tr("With %1 new cards a day at %2 retention (%3 min a day, at most %4): <b>%5</b>.")
                                       .arg(QString::number(a.newCardsPerDay), percent(a.desiredRetention),
                                            minutes(a.averageMinutesPerDay), minutes(a.peakMinutes), percent(a.recall));
    }
    if (f.current.newCardsLeft >= 1)
        text += QLatin1Char(' ') + tr("%1 cards would still be new on the day.").arg(minutes(f.current.newCardsLeft));
    m_interviewText->setText(text);
}

} // namespace notedeck::gui
