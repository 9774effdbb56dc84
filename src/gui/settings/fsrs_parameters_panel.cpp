#include "gui/settings/fsrs_parameters_panel.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/widgets/plain_text.h"
#include "service/options/fsrs_optimize.h"
#include "service/options/scheduler_settings_store.h"

#include <QCheckBox>
#include <QDateEdit>
#include <QDateTime>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

namespace notedeck::gui {

// What the worker thread and the GUI thread share while a fit runs.
struct FsrsParametersPanel::Run {
    std::atomic<bool> cancel{false};
    std::atomic<int> permille{0};
    std::atomic<int> epoch{0};
    std::atomic<int> epochCount{0};
};

namespace {

constexpr int kProgressMs = 50;

QString fourDecimals(double value)
{
    return QString::number(value, 'f', 4);
}

// Day numbers count from 1970-01-01, as QDate's Julian days do from their own epoch.
const qint64 kJulianDayOfEpoch = QDate(1970, 1, 1).toJulianDay();

} // namespace

FsrsParametersPanel::FsrsParametersPanel(AppContext& context, QWidget* parent)
    : QGroupBox(tr("Memory model (FSRS parameters)"), parent), m_context(context)
{
    setObjectName(QStringLiteral("fsrsParameters"));
    auto* layout = new QVBoxLayout(this);
    m_summary = plainLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_weights = plainLabel(this);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(mono.pointSizeF() * 0.9);
    m_weights->setFont(mono);
    m_weights->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_weights->setToolTip(tr("The 21 weights w0 … w20 of the FSRS-6 memory model, row by row"));
    layout->addWidget(m_weights);

    auto* rule = plainLabel(tr("Optimize fits the parameters to your own review history. The fitted parameters "
                               "are adopted only when they predict your past answers better than the current "
                               "ones, that is, when their log loss is lower."),
                            this);
    rule->setWordWrap(true);
    layout->addWidget(rule);

    m_reschedule = new QCheckBox(tr("&Reschedule existing cards with the new parameters"), this);
    m_reschedule->setToolTip(tr("Works out each card's memory again from its answers and moves its next review "
                                "accordingly; your review history is not changed"));
    layout->addWidget(m_reschedule);

    auto* ignoreRow = new QHBoxLayout();
    m_ignoreBefore = new QCheckBox(tr("Ignore reviews before"), this);
    m_ignoreBefore->setObjectName(QStringLiteral("ignoreBefore"));
    m_ignoreBeforeDate = new QDateEdit(this);
    m_ignoreBeforeDate->setObjectName(QStringLiteral("ignoreBeforeDate"));
    m_ignoreBeforeDate->setCalendarPopup(true);
    m_ignoreBeforeDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_ignoreBeforeDate->setDateRange(QDate(1970, 1, 1), QDate(9999, 12, 31));
    const QString ignoreTip = tr("Cards first answered before this day are left out of the fit, and a card's memory "
                                 "is worked out again from its answers on this day and later. Useful after importing "
                                 "someone else's history, or after changing how you use the answer buttons.");
    m_ignoreBefore->setToolTip(ignoreTip);
    m_ignoreBeforeDate->setToolTip(ignoreTip);
    ignoreRow->addWidget(m_ignoreBefore);
    ignoreRow->addWidget(m_ignoreBeforeDate);
    ignoreRow->addStretch(1);
    layout->addLayout(ignoreRow);
    connect(m_ignoreBefore, &QCheckBox::toggled, m_ignoreBeforeDate, &QWidget::setEnabled);

    auto* row = new QHBoxLayout();
    m_optimize = new QPushButton(tr("&Optimize"), this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelOptimize"));
    row->addWidget(m_optimize);
    row->addWidget(m_progress, 1);
    row->addWidget(m_cancel);
    layout->addLayout(row);

    m_result = plainLabel(this);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->hide();
    layout->addWidget(m_result);

    connect(m_optimize, &QPushButton::clicked, this, &FsrsParametersPanel::optimize);
    connect(m_cancel, &QPushButton::clicked, this, &FsrsParametersPanel::cancel);
    m_progressTimer.setInterval(kProgressMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &FsrsParametersPanel::showProgress);
    m_optimize->setEnabled(!m_context.isReadOnly());
    setRunning(false);
    showParameters();
    auto settings = service::loadSchedulerSettings(m_context.deck());
    setIgnoreReviewsBefore(settings ? settings->ignore_reviews_before : std::nullopt);
}

std::optional<std::int64_t> FsrsParametersPanel::ignoreReviewsBefore() const
{
    if (!m_ignoreBefore->isChecked())
        return std::nullopt;
    return m_ignoreBeforeDate->date().toJulianDay() - kJulianDayOfEpoch;
}

void FsrsParametersPanel::setIgnoreReviewsBefore(std::optional<std::int64_t> day)
{
    m_ignoreBefore->setChecked(day.has_value());
    m_ignoreBeforeDate->setEnabled(day.has_value());
    // Unset, the field offers today minus a year, a usual choice, once ticked.
    m_ignoreBeforeDate->setDate(day ? QDate::fromJulianDay(*day + kJulianDayOfEpoch)
                                    : QDateTime::fromSecsSinceEpoch(m_context.now()).date().addYears(-1));
}

QString FsrsParametersPanel::healthHtml(const core::OptimizeReport& report)
{
    QStringList lines;
    if (report.cardsLeftOut > 0) {
        lines << tr("Left out: %1 cards (%2 reviews) whose history does not start with their first answer, or "
                    "starts before the date to ignore reviews before.")
                     .arg(report.cardsLeftOut)
                     .arg(report.reviewsLeftOut);
    }
    for (const core::HealthWarning& w : report.health) {
        switch (w.kind) {
        case core::HealthWarningKind::TooFewReviews:
            lines << tr("Health check: too few reviews for a reliable fit: %1 predicted; %2 or more make a "
                        "reliable fit.")
                         .arg(w.reviews)
                         .arg(core::kReliableFitReviews);
            break;
        case core::HealthWarningKind::HardAsFailing:
            lines << tr("Health check: Hard seems to be used as a failing grade: of %1 reviews a day or more apart, "
                        "%2 were answered Again and %3 Hard. Hard means you recalled the answer with effort; "
                        "answer Again when you forgot.")
                         .arg(w.reviews)
                         .arg(w.again)
                         .arg(w.hard);
            break;
        }
    }
    if (report.health.empty())
        lines << tr("Health check: no problems found.");
    QString html;
    for (const QString& line : lines)
        html += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    return html;
}

FsrsParametersPanel::~FsrsParametersPanel()
{
    if (m_run)
        m_run->cancel = true;
}

QString FsrsParametersPanel::resultText() const
{
    return m_result->isHidden() ? QString() : QTextDocumentFragment::fromHtml(m_result->text()).toPlainText();
}

QString FsrsParametersPanel::summaryText() const
{
    return m_summary->text();
}

void FsrsParametersPanel::showParameters()
{
    auto settings = service::loadSchedulerSettings(m_context.deck());
    auto record = service::lastOptimization(m_context.deck());
    if (!settings || !record) {
        m_summary->setText(tr("Cannot read the parameters: %1")
                               .arg(QString::fromStdString((!settings ? settings.error() : record.error()).toString())));
        m_weights->clear();
        return;
    }
    const core::Weights weights = service::weightsInUse(*settings);
    QStringList rows;
    for (std::size_t start = 0; start < weights.size(); start += 7) {
        QStringList cells;
        for (std::size_t i = start; i < std::min(weights.size(), start + 7); ++i)
            cells << QString::number(weights[i], 'f', 4).rightJustified(8);
        rows << cells.join(QString());
    }
    m_weights->setText(rows.join(QLatin1Char('\n')));

    if (service::usesDefaultWeights(*settings)) {
        m_summary->setText(tr("The FSRS-6 defaults, fitted to many learners. Optimize fits them to you."));
    } else if (*record) {
        const QLocale locale;
        const QString when = locale.toString(QDateTime::fromSecsSinceEpoch((*record)->at).date(), QLocale::ShortFormat);
        m_summary->setText(tr("Personal parameters, optimized on %1 (reviews used: %2).")
                               .arg(when, locale.toString(static_cast<qulonglong>((*record)->reviews))));
    } else {
        m_summary->setText(tr("Personal parameters."));
    }
}

void FsrsParametersPanel::setRunning(bool running)
{
    m_optimize->setVisible(!running);
    m_reschedule->setEnabled(!running);
    m_ignoreBefore->setEnabled(!running);
    m_ignoreBeforeDate->setEnabled(!running && m_ignoreBefore->isChecked());
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    if (running) {
        m_progress->setValue(0);
        m_progress->setFormat(tr("Waiting for the deck…"));
        m_progressTimer.start();
    } else {
        m_progressTimer.stop();
    }
    emit runningChanged(running);
}

void FsrsParametersPanel::showProgress()
{
    if (!m_run)
        return;
    const int epoch = m_run->epoch.load();
    if (epoch == 0)
        return;
    m_progress->setValue(m_run->permille.load());
    m_progress->setFormat(tr("Epoch %1 of %2 — %p%").arg(epoch).arg(m_run->epochCount.load()));
}

void FsrsParametersPanel::cancel()
{
    if (!m_run)
        return;
    m_run->cancel = true;
    m_cancel->setEnabled(false);
    m_progress->setFormat(tr("Cancelling…"));
}

void FsrsParametersPanel::showOutcome(const core::Result<service::DeckOptimization>& result, bool cancelled,
                                      bool reschedule, const QString& problem)
{
    m_run.reset();
    setRunning(false);

    QString html;
    if (!result) {
        html = cancelled ? tr("Cancelled; nothing was changed.")
                         : tr("Optimizing failed: %1").arg(QString::fromStdString(result.error().toString()).toHtmlEscaped());
    } else {
        const core::OptimizeReport& r = result->report;
        if (result->verdict == service::OptimizeVerdict::TooLittleData) {
            html = tr("Too little review history to fit. Reviews: %1; answers on a later day than the card's "
                      "previous one, which the fit learns from: %2. At least 8 of those are needed, and a few "
                      "hundred for a reliable fit. The current parameters are kept.")
                       .arg(r.reviews)
                       .arg(r.items);
            html += healthHtml(r);
        } else {
            html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">"
                                  "<tr><th></th><th align=\"right\">&nbsp;&nbsp;%1</th><th align=\"right\">&nbsp;&nbsp;%2</th></tr>"
                                  "<tr><td>%3&nbsp;&nbsp;</td><td align=\"right\">%4</td><td align=\"right\">%5</td></tr>"
                                  "<tr><td>%6&nbsp;&nbsp;</td><td align=\"right\">%7</td><td align=\"right\">%8</td></tr>"
                                  "</table>")
                       .arg(tr("Current"), tr("Optimized"), tr("Log loss"), fourDecimals(r.before.logLoss),
                            fourDecimals(r.after.logLoss), tr("RMSE (bins)"), fourDecimals(r.before.rmseBins),
                            fourDecimals(r.after.rmseBins));
            html += QStringLiteral("<p>%1</p>")
                        .arg(tr("Reviews used: %1, of which predicted: %2. Fitted in %3.")
                                 .arg(r.reviews)
                                 .arg(r.items)
                                 .arg(r.seconds < 1.0 ? tr("%1 ms").arg(std::max(1, qRound(r.seconds * 1000.0)))
                                                      : tr("%1 s").arg(QString::number(r.seconds, 'f', 1))));
            if (r.status == core::OptimizeStatus::PretrainedOnly)
                html += QStringLiteral("<p>%1</p>").arg(
                    tr("With this little history only the first four parameters, the memory after a card's "
                       "first answer, were fitted."));
            QString verdict;
            if (result->adopted) {
                verdict = tr("Lower log loss: the optimized parameters are now in use.");
                if (reschedule)
                    verdict += QLatin1Char(' ') + tr("Cards rescheduled: %1.").arg(result->rescheduled);
            } else {
                verdict = tr("The optimized parameters predict your reviews no better; the current ones are kept.");
            }
            html += QStringLiteral("<p><b>%1</b></p>").arg(verdict);
            html += healthHtml(r);
        }
    }
    if (!problem.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(problem.toHtmlEscaped());
    m_result->setText(html);
    m_result->show();
    // Let the dialog grow to the outcome's height rather than squeeze it.
    if (QWidget* top = window())
        top->adjustSize();
    showParameters();
    if (result && result->adopted)
        emit adopted();
    emit finished();
}

void FsrsParametersPanel::optimize()
{
    if (m_run || m_context.isReadOnly())
        return;
    auto run = std::make_shared<Run>();
    m_run = run;
    const bool reschedule = m_reschedule->isChecked();
    const std::optional<std::int64_t> ignoreBefore = ignoreReviewsBefore();
    const core::Timestamp now = m_context.now();
    m_cancel->setEnabled(true);
    m_result->hide();
    setRunning(true);

    QPointer<FsrsParametersPanel> panel(this);
    // Runs on the worker thread with the worker's own Deck; only `run` is shared.
    auto work = [run, reschedule, ignoreBefore, now,
                 probe = m_probe](WorkerDeck& deck) -> core::Result<service::DeckOptimization> {
        auto store = deck.open();
        if (!store)
            return std::unexpected(store.error());
        // The fit reads the date from the deck's options, where OK would put it as well.
        if (auto stored = service::setIgnoreReviewsBefore(**store, ignoreBefore); !stored)
            return std::unexpected(stored.error());
        auto progress = [run, &probe](const core::OptimizeProgress& p) {
            run->permille = static_cast<int>(p.fraction() * 1000.0);
            run->epochCount = p.epochCount;
            run->epoch = p.epoch;
            if (probe)
                probe(p);
        };
        return service::optimizeAndAdopt(**store, now, reschedule, progress, &run->cancel);
    };
    // On the GUI thread. The adopted weights reach the app's scheduler through the worker Deck's
    // changes (AppContext), even when Settings was closed meanwhile.
    auto done = [panel, run, reschedule](core::Result<service::DeckOptimization> result) {
        if (panel && panel->m_run == run)
            panel->showOutcome(result, run->cancel.load(), reschedule, QString());
    };
    m_context.worker().run(&m_context, std::move(work), std::move(done));
}

} // namespace notedeck::gui
