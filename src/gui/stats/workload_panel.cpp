#include "gui/stats/workload_panel.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/shared/stats_chart_style.h"
#include "gui/stats/stats_charts.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"
#include "service/options/presets.h"

#include <QAbstractItemView>
#include <QChartView>
#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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

// A difference of recall in percentage points, "+3.1 points".
QString pointsMore(double share)
{
    return WorkloadPanel::tr("+%1 points").arg(QLocale().toString(std::max(0.0, share) * 100, 'f', 1));
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
    m_simulationText = plainLabel(this);
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

    // The year by retention on the left; on the right week by week at the current retention and
    // at the one pointed at (or selected), so that a choice can be seen over time.
    // In a narrow window the preset goes under the retention (a row of both pushed it out of view).
    auto* daysRow = new FlowLayout();
    daysRow->setSpacing(16);
    auto* daysLabel = plainLabel(tr("Week by week, &next to yours:"), this);
    m_daysAt = new QComboBox(this);
    m_daysAt->setObjectName(QStringLiteral("workloadDaysAt"));
    m_daysAt->setToolTip(tr("The desired retention drawn week by week next to yours; pointing at one in the chart on "
                            "the left shows it too, clicking keeps it"));
    daysLabel->setBuddy(m_daysAt);
    auto* presetLabel = plainLabel(tr("Pre&set:"), this);
    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("workloadPreset"));
    m_preset->setToolTip(tr("Simulate one preset's cards with its options, or every card with the deck's"));
    // A preset's name can be long: the box gives way, the list that opens shows it whole.
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_preset->setMinimumContentsLength(14);
    presetLabel->setBuddy(m_preset);
    daysRow->addWidget(keptTogether({daysLabel, m_daysAt}, this));
    daysRow->addWidget(keptTogether({presetLabel, m_preset}, this, m_preset));
    fillPresets();
    connect(m_preset, &QComboBox::currentIndexChanged, this, [this] {
        m_stale = true;
        cancel();
        if (isVisible()) {
            simulate();
            forecast();
        }
    });
    layout->addLayout(daysRow);
    auto* simulationRow = new ColumnsLayout(300, 2);
    m_workloadChart = chartView(this, QStringLiteral("workloadChart"));
    m_workloadChart->setToolTip(tr("Point at a retention to see it week by week on the right; click it to keep it there"));
    m_workloadChart->viewport()->setMouseTracking(true);
    m_workloadChart->viewport()->installEventFilter(this);
    m_daysChart = chartView(this, QStringLiteral("workloadDaysChart"));
    simulationRow->addWidget(m_workloadChart);
    simulationRow->addWidget(m_daysChart);
    layout->addLayout(simulationRow, 5);

    // The date and the load to compare; under one another in a narrow window.
    auto* interviewRow = new FlowLayout();
    interviewRow->setSpacing(16);
    auto* dateLabel = plainLabel(tr("&Interview on"), this);
    m_date = new QDateEdit(this);
    m_date->setObjectName(QStringLiteral("interviewDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
    const QDate today = QDateTime::fromSecsSinceEpoch(m_context.now()).date();
    m_date->setDateRange(today.addDays(1), today.addYears(10));
    m_date->setDate(today.addDays(30));
    m_date->setMinimumWidth(m_date->fontMetrics().horizontalAdvance(QLocale().toString(QDate(2000, 12, 31), QLocale::ShortFormat)) + 48);
    dateLabel->setBuddy(m_date);
    auto* alternativeLabel = plainLabel(tr("&Load to compare"), this);
    m_alternative = new QComboBox(this);
    m_alternative->setObjectName(QStringLiteral("interviewAlternative"));
    // As wide as the row allows; the list that opens shows the items whole.
    m_alternative->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_alternative->setMinimumContentsLength(16);
    m_alternative->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_alternative->setToolTip(tr("A higher daily load: more new cards a day or a higher desired retention, with the "
                                 "expected recall on the day and the points it adds. Only the choices no other one "
                                 "beats on both recall and minutes a day are listed."));
    alternativeLabel->setBuddy(m_alternative);
    interviewRow->addWidget(keptTogether({dateLabel, m_date}, this));
    interviewRow->addWidget(keptTogether({alternativeLabel, m_alternative}, this, m_alternative));
    layout->addLayout(interviewRow);

    m_interviewText = plainLabel(this);
    m_interviewText->setObjectName(QStringLiteral("interviewText"));
    m_interviewText->setWordWrap(true);
    m_interviewText->setTextFormat(Qt::RichText);
    layout->addWidget(m_interviewText);
    m_interviewChart = chartView(this, QStringLiteral("interviewChart"));
    layout->addWidget(m_interviewChart, 4);

    m_dateSettle = new QTimer(this);
    m_dateSettle->setSingleShot(true);
    m_dateSettle->setInterval(kDateSettleMs);
    connect(m_dateSettle, &QTimer::timeout, this, &WorkloadPanel::forecast);
    connect(m_date, &QDateEdit::dateChanged, m_dateSettle, qOverload<>(&QTimer::start));
    connect(m_alternative, &QComboBox::currentIndexChanged, this, &WorkloadPanel::drawInterview);
    connect(m_daysAt, &QComboBox::currentIndexChanged, this, [this] {
        m_selectedRun = m_daysAt->currentData().toInt();
        drawSimulation();
    });
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

void WorkloadPanel::fillPresets()
{
    if (!m_context.hasDeck())
        return;
    const std::optional<core::PresetId> chosen = chosenPreset();
    auto uses = service::presetUses(m_context.deck());
    const QSignalBlocker quiet(m_preset);
    m_preset->clear();
    m_preset->addItem(tr("Every card, the deck's options"));
    if (uses) {
        for (const service::PresetUse& use : *uses) {
            const QString name = use.preset.isDefault() ? tr("Default") : QString::fromStdString(use.preset.name);
            m_preset->addItem(tr("%1 (%n card(s))", nullptr, use.cards).arg(name), QVariant::fromValue(use.preset.id));
        }
    }
    const int at = chosen ? m_preset->findData(QVariant::fromValue(*chosen)) : 0;
    m_preset->setCurrentIndex(std::max(0, at));
    if (chosen && at < 0)
        m_stale = true;   // the preset is gone: every card again
}

std::optional<core::PresetId> WorkloadPanel::chosenPreset() const
{
    const QVariant data = m_preset->currentData();
    if (!data.isValid())
        return std::nullopt;
    return data.value<core::PresetId>();
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
    fillPresets();
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
    m_simulationRequest.dropAll();
    m_interviewRequest.dropAll();
    m_simulating = false;
    m_forecasting = false;
    showBusy();
}

void WorkloadPanel::showBusy()
{
    m_busy->setVisible(isBusy());
    m_cancel->setVisible(isBusy());
}

void WorkloadPanel::simulate()
{
    if (!m_context.hasDeck())
        return;
    m_stale = false;
    m_simulationStop.request_stop();   // an older run's result would be dropped anyway
    m_simulationStop = std::stop_source();
    const LatestRequest::Ticket request = m_simulationRequest.next();
    m_simulating = true;   // a run still on its way is superseded: its result is dropped
    showBusy();
    m_simulationText->setText(tr("Simulating the next year at each desired retention…"));
    service::WorkloadRequest options;
    options.stop = m_simulationStop.get_token();
    options.preset = chosenPreset();
    m_worker.run(
        this,
        [scope = m_scope, now = m_context.now(),
         options = std::move(options)](WorkerDeck& deck) -> core::Result<service::WorkloadSimulation> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::simulateDeckWorkload(**store, scope, now, options);
        },
        [this, request](core::Result<service::WorkloadSimulation> simulation) {
            if (!m_simulationRequest.isLatest(request))
                return;
            m_simulating = false;
            showBusy();
            if (!simulation) {
                m_simulation.reset();
                m_simulationText->setText(tr("The simulation failed: %1")
                                              .arg(QString::fromStdString(simulation.error().toString()).toHtmlEscaped()));
                return;
            }
            m_simulation = std::move(*simulation);
            m_pointedRun = -1;
            fillRuns();
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
    const LatestRequest::Ticket request = m_interviewRequest.next();
    m_forecasting = true;
    showBusy();
    const QDate date = m_date->date();
    const service::CalendarDate interview{date.year(), date.month(), date.day(), date.dayOfWeek() - 1};
    m_worker.run(
        this,
        [scope = m_scope, now = m_context.now(), interview, preset = chosenPreset(),
         stop = m_interviewStop.get_token()](WorkerDeck& deck) -> core::Result<service::InterviewForecast> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            service::InterviewRequest options;
            options.stop = stop;
            options.preset = preset;
            return service::forecastInterview(**store, scope, now, interview, options);
        },
        [this, request](core::Result<service::InterviewForecast> forecast) {
            if (!m_interviewRequest.isLatest(request))
                return;
            m_forecasting = false;
            showBusy();
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

int WorkloadPanel::currentRun() const
{
    if (!m_simulation)
        return -1;
    for (std::size_t i = 0; i < m_simulation->runs.size(); ++i) {
        if (std::abs(m_simulation->runs[i].desiredRetention - m_simulation->currentRetention) < 1e-9)
            return static_cast<int>(i);
    }
    return -1;
}

QList<int> WorkloadPanel::runsShownByDay() const
{
    QList<int> runs;
    if (const int current = currentRun(); current >= 0)
        runs << current;
    const int other = m_pointedRun >= 0 ? m_pointedRun : m_selectedRun;
    if (other >= 0 && !runs.contains(other))
        runs << other;
    return runs;
}

void WorkloadPanel::selectRun(int run)
{
    if (const int i = m_daysAt->findData(run); i >= 0)
        m_daysAt->setCurrentIndex(i);
}

void WorkloadPanel::fillRuns()
{
    const service::WorkloadSimulation& s = *m_simulation;
    const QSignalBlocker block(m_daysAt);
    const int previous = m_selectedRun;
    m_daysAt->clear();
    const int current = currentRun();
    // By default a retention about five points above yours: what a little more work would buy.
    int preferred = -1;
    double best = 1e9;
    for (std::size_t i = 0; i < s.runs.size(); ++i) {
        const double r = s.runs[i].desiredRetention;
        m_daysAt->addItem(static_cast<int>(i) == current ? StatsText::tr("%1 (yours)").arg(percent(r)) : percent(r), static_cast<int>(i));
        const double distance = std::abs(r - std::min(s.currentRetention + 0.05, s.runs.back().desiredRetention));
        if (static_cast<int>(i) != current && distance < best) {
            best = distance;
            preferred = static_cast<int>(i);
        }
    }
    m_selectedRun = previous >= 0 && previous < static_cast<int>(s.runs.size()) ? previous : preferred;
    m_daysAt->setCurrentIndex(std::max(0, m_daysAt->findData(m_selectedRun)));
}

void WorkloadPanel::drawSimulation()
{
    if (!m_simulation)
        return;
    const service::WorkloadSimulation& s = *m_simulation;
    replaceChart(m_workloadChart, workloadChart(s, m_selectedRun, theme()));
    drawDays();
    const int currentIndex = currentRun();
    const core::SimulationResult* current = currentIndex >= 0 ? &s.runs[static_cast<std::size_t>(currentIndex)] : nullptr;
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

void WorkloadPanel::drawDays()
{
    if (m_simulation)
        replaceChart(m_daysChart, workloadDaysChart(*m_simulation, runsShownByDay(), theme()));
}

int WorkloadPanel::runAt(const QPointF& viewportPos) const
{
    QChart* chart = m_workloadChart->chart();
    if (!m_simulation || m_simulation->runs.empty() || !chart || chart->series().isEmpty())
        return -1;
    const QPointF inChart = chart->mapFromScene(m_workloadChart->mapToScene(viewportPos.toPoint()));
    if (!chart->plotArea().contains(inChart))
        return -1;
    const double x = chart->mapToValue(inChart, chart->series().first()).x();
    int nearest = -1;
    double distance = 1e9;
    for (std::size_t i = 0; i < m_simulation->runs.size(); ++i) {
        const double d = std::abs(m_simulation->runs[i].desiredRetention * 100 - x);
        if (d < distance) {
            distance = d;
            nearest = static_cast<int>(i);
        }
    }
    return nearest;
}

void WorkloadPanel::pointAt(int run, const QPoint& globalPos)
{
    if (run == m_pointedRun)
        return;
    m_pointedRun = run;
    drawDays();
    if (run < 0) {
        QToolTip::hideText();
        return;
    }
    const core::SimulationResult& r = m_simulation->runs[static_cast<std::size_t>(run)];
    QToolTip::showText(globalPos,
                       tr("%1: %2 reviews and %3 min a day, %4 remembered (averages over the next %n day(s))", nullptr,
                          m_simulation->days)
                           .arg(percent(r.desiredRetention), QLocale().toString(r.averageReviewsPerDay, 'f', 1),
                                QLocale().toString(r.averageMinutesPerDay, 'f', 1), percent(r.averageShareRemembered)),
                       m_workloadChart);
}

bool WorkloadPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_workloadChart->viewport()) {
        switch (event->type()) {
        case QEvent::MouseMove: {
            auto* mouse = static_cast<QMouseEvent*>(event);
            pointAt(runAt(mouse->position()), mouse->globalPosition().toPoint());
            break;
        }
        case QEvent::MouseButtonPress: {
            auto* mouse = static_cast<QMouseEvent*>(event);
            if (const int run = runAt(mouse->position()); run >= 0 && mouse->button() == Qt::LeftButton)
                selectRun(run);
            break;
        }
        case QEvent::Leave:
            pointAt(-1, QPoint());
            break;
        case QEvent::ToolTip:
            // The chart's own tooltip only while no retention is pointed at (its numbers show then).
            if (m_pointedRun >= 0)
                return true;
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void WorkloadPanel::fillAlternatives()
{
    const QSignalBlocker block(m_alternative);
    m_alternative->clear();
    m_alternative->addItem(tr("nothing else"), -1);
    const service::InterviewForecast& f = *m_interview;
    // The load the service suggests first (the cheapest that raises recall by a point or more;
    // when none does, the one that raises it most, so that the chart shows how little it changes).
    int suggested = 0;
    for (std::size_t i = 0; i < f.alternatives.size(); ++i) {
        const service::InterviewScenario& a = f.alternatives[i];
        if (!a.efficient)
            continue;
        m_alternative->addItem(tr("%1 new a day at %2: recall %3 (%4), %5 min a day")
                                   .arg(a.newCardsPerDay)
                                   .arg(percent(a.desiredRetention), percent(a.recall), pointsMore(a.recall - f.current.recall),
                                        minutes(a.averageMinutesPerDay)),
                               static_cast<int>(i));
        if (static_cast<int>(i) == f.suggested)
            suggested = m_alternative->count() - 1;
    }
    m_alternative->setCurrentIndex(suggested);
    m_alternative->view()->setMinimumWidth(m_alternative->view()->sizeHintForColumn(0) + 16);
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
        text += QLatin1Char(' ') + tr("With %1 new cards a day at %2 retention (%3 min a day, at most %4): <b>%5</b> (%6).")
                                       .arg(QString::number(a.newCardsPerDay), percent(a.desiredRetention),
                                            minutes(a.averageMinutesPerDay), minutes(a.peakMinutes), percent(a.recall),
                                            pointsMore(a.recall - f.current.recall));
    }
    const double bestRaise = f.bestRaise;
    if (f.current.newCardsLeft >= 1) {
        text += QLatin1Char(' ') + tr("%1 cards would still be new on the day.").arg(minutes(f.current.newCardsLeft));
    } else if (bestRaise >= service::kWorthwhileRaise) {
        text += QLatin1Char(' ') + tr("Every card will have been studied by then: more new cards a day cannot help, a "
                                      "higher desired retention can.");
    }
    if (bestRaise < service::kWorthwhileRaise) {
        text += QLatin1Char(' ') + tr("More daily load would hardly change it (%1 at most): your reviews already keep "
                                      "what you studied near your desired retention until the day.")
                                       .arg(pointsMore(bestRaise));
    }
    m_interviewText->setText(text);
}

} // namespace notedeck::gui
