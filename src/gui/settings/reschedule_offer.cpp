#include "gui/settings/reschedule_offer.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "service/options/reschedule.h"

#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QTimer>

namespace notedeck::gui {

namespace {

QString signedDays(double days)
{
    const QString number = QString::number(days, 'f', 1).replace(QStringLiteral(".0"), QString());
    return days > 0 ? QLatin1Char('+') + number : number;
}

QString describe(const service::RescheduleReport& r)
{
    if (r.moved == 0)
        return RescheduleOffer::tr("No review card moved (%n looked at).", nullptr, r.reviewCards);
    return RescheduleOffer::tr("%1 of %2 review cards moved: %3 earlier, %4 later. Mean shift %5 days, median %6, "
                               "largest %7.")
        .arg(r.moved)
        .arg(r.reviewCards)
        .arg(r.earlier)
        .arg(r.later)
        .arg(signedDays(r.meanShiftDays), signedDays(r.medianShiftDays))
        .arg(r.largestShiftDays);
}

} // namespace

RescheduleOffer::RescheduleOffer(AppContext& context, QWidget* window)
    : QObject(window), m_context(context), m_window(window), m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_run && m_progress) {
            m_progress->setMaximum(std::max(1, m_run->total.load()));
            m_progress->setValue(m_run->done.load());
        }
    });
}

RescheduleOffer::~RescheduleOffer()
{
    if (m_run)
        m_run->cancel = true;
}

void RescheduleOffer::offer(bool replayHistory, core::PresetId preset)
{
    if (isRunning() || m_context.isReadOnly())
        return;
    auto* box = new QMessageBox(QMessageBox::Question, tr("Reschedule review cards?"),
                                tr("The options changed. Give the review cards the due dates the new options give "
                                   "from their last review? This can be undone."),
                                QMessageBox::Yes | QMessageBox::No, m_window);
    box->button(QMessageBox::Yes)->setText(tr("Reschedule"));
    box->button(QMessageBox::No)->setText(tr("Not now"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    m_question = box;
    connect(box, &QMessageBox::finished, this, [this, box, replayHistory, preset] {
        if (box->clickedButton() == box->button(QMessageBox::Yes))
            start(replayHistory, preset);
    });
    box->open();
}

void RescheduleOffer::start(bool replayHistory, core::PresetId preset)
{
    if (isRunning() || m_context.isReadOnly())
        return;
    auto run = std::make_shared<Run>();
    m_run = run;
    auto* progress = new QProgressDialog(tr("Rescheduling review cards…"), tr("Cancel"), 0, 1, m_window);
    progress->setWindowTitle(tr("Reschedule"));
    progress->setAttribute(Qt::WA_DeleteOnClose);
    progress->setMinimumDuration(0);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, this, [run] { run->cancel = true; });
    m_progress = progress;
    progress->open();
    m_poll->start();

    auto work = [run, replayHistory, preset](WorkerDeck& deck) -> core::Result<service::Rescheduled> {
        auto store = deck.open();
        if (!store)
            return std::unexpected(store.error());
        service::RescheduleRequest request;
        request.replayHistory = replayHistory;
        request.preset = preset;
        request.cancel = &run->cancel;
        request.progress = [run](std::size_t done, std::size_t total) {
            run->done = static_cast<int>(done);
            run->total = static_cast<int>(total);
        };
        return service::reschedule(**store, request);
    };
    auto done = [this, run](core::Result<service::Rescheduled> result) {
        m_poll->stop();
        m_run.reset();
        if (m_progress)
            m_progress->close();
        if (!result) {
            m_report = run->cancel ? tr("Rescheduling was cancelled; no card changed.")
                                   : tr("Could not reschedule: %1").arg(QString::fromStdString(result.error().toString()));
            m_changes.clear();
        } else {
            m_changes = std::move(result->changes);
            m_report = describe(result->report);
        }
        showReport();
        emit finished(result.has_value());
    };
    m_context.worker().run(this, std::move(work), std::move(done));
}

void RescheduleOffer::showReport()
{
    auto* box = new QMessageBox(QMessageBox::Information, tr("Reschedule"), QString(), QMessageBox::Ok, m_window);
    box->setTextFormat(Qt::PlainText);   // an error may name a file
    box->setText(m_report);
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (!m_changes.empty()) {
        QPushButton* undoButton = box->addButton(tr("&Undo"), QMessageBox::ActionRole);
        connect(undoButton, &QPushButton::clicked, this, &RescheduleOffer::undo);
    }
    m_reportBox = box;
    box->open();
}

void RescheduleOffer::undo()
{
    if (isRunning() || m_changes.empty())
        return;
    auto changes = std::make_shared<std::vector<core::ScheduleChange>>(std::move(m_changes));
    m_changes.clear();
    auto work = [changes](WorkerDeck& deck) -> core::Result<bool> {
        auto store = deck.open();
        if (!store)
            return std::unexpected(store.error());
        return service::undoReschedule(**store, *changes);
    };
    auto done = [this](core::Result<bool> refused) {
        const bool ok = refused && !*refused;
        m_report = ok       ? tr("Rescheduling undone: every card has its earlier due date back.")
                   : refused ? tr("Cannot undo: a card was answered since. Nothing was changed.")
                             : tr("Cannot undo: %1").arg(QString::fromStdString(refused.error().toString()));
        if (m_reportBox)
            m_reportBox->setText(m_report);
        else
            showReport();
        emit undone(ok);
    };
    m_context.worker().run(this, std::move(work), std::move(done));
}

} // namespace notedeck::gui
