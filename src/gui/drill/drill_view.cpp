// DrillView: the drill loop (start, the timer, reveal, grade, stop, summary and its actions).
// The widgets, keys and colours are in drill_view_layout.cpp.
#include "gui/drill/drill_view.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/card/card_view.h"
#include "gui/drill/drill_export_labels.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/shared/error_text.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/yielding_widgets.h"

#include <QDateTime>
#include <QFileDialog>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QStackedWidget>
#include <QToolButton>

namespace notedeck::gui {

namespace {

// "1:05" for a countdown or a stopwatch.
QString clockText(long long seconds)
{
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

DrillView::~DrillView() = default;

bool DrillView::start(service::DrillOptions options)
{
    m_ticker.stop();
    if (m_session && !m_session->finished())
        (void)m_session->stop();   // the drill replaced ends here; its answers stay in the history
    m_session.reset();
    m_shownSummary.reset();
    m_historyRequest.dropAll();
    if (!m_app.hasDeck()) {
        setMessage(tr("The deck is closed."), true);
        return false;
    }
    if (m_app.isReadOnly()) {   // a drill is stored as it goes: not on a deck this NoteDeck may not write
        setMessage(tr("Drills are off: the deck is open read-only (%1).").arg(m_app.readOnlyReason()), true);
        return false;
    }
    setMessage({});
    m_loading->setText(tr("Drawing the questions…"));
    m_pages->setCurrentWidget(m_loading);
    updateButtons();
    const LatestRequest::Ticket request = m_drawRequest.next();
    // Every card of the scope is read to draw from: on the worker, with its own connection.
    m_app.worker().run(
        this,
        [options = std::move(options), now = m_app.now()](
            WorkerDeck& deck) mutable -> core::Result<service::DrillPlan> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::DrillSession::prepare(**store, std::move(options), now);
        },
        [this, request](core::Result<service::DrillPlan> plan) {
            if (!m_drawRequest.isLatest(request) || !m_app.hasDeck())
                return;   // superseded, or the deck is being replaced
            begin(std::move(plan));
        });
    return true;
}

void DrillView::begin(core::Result<service::DrillPlan> plan)
{
    core::Result<std::unique_ptr<service::DrillSession>> session =
        plan ? service::DrillSession::start(m_app.deck(), m_app.clock(), std::move(*plan))
             : std::unexpected(plan.error());
    if (!session) {
        m_pages->setCurrentIndex(0);
        updateButtons();
        setMessage(tr("Cannot start the drill: %1").arg(errorText(session.error())), true);
        emit started(false);
        return;
    }
    m_session = std::move(*session);
    QStringList scope;
    for (const core::DeckPath& deck : m_session->options().scope)
        scope << deckName(deck);
    m_scope->setText(scope.isEmpty() ? tr("The whole deck") : scope.join(tr(", ")));
    emit started(true);
    showQuestion();
}

void DrillView::showQuestion()
{
    const service::DrillQuestion* question = m_session ? m_session->current() : nullptr;
    if (!question) {
        showSummary();
        return;
    }
    // As review asks it: a cloze card with its deletion hidden, a reversed card by its answer.
    const core::CardRecord card = service::cardOf(*question);
    m_pages->setCurrentIndex(0);
    m_endAsked.stop();
    m_asking = false;
    m_notes->clear();
    m_cardView->showCard(card);
    m_progress->setText(progressText());
    setMessage({});
    updateTimer();
    updateButtons();
    m_ticker.start();
    if (!m_notes->hasFocus())
        m_cardView->setFocus();
    emit questionShown(question->card);
}

void DrillView::tick()
{
    if (!m_session || m_session->finished())
        return;
    updateTimer();
    // Time up: the session has revealed by itself; the page follows.
    if (m_session->phase() == service::DrillPhase::Revealed && !m_cardView->isAnswerShown()) {
        showRevealed();
        setMessage(tr("Time is up. How well did you know it?"), true);
    }
}

void DrillView::updateTimer()
{
    const service::DrillTimer timer = m_session ? m_session->timer() : service::DrillTimer{};
    m_countdownBar->setVisible(timer.enabled);
    if (timer.enabled) {
        m_countdownBar->setRange(0, timer.limitSeconds);
        m_countdownBar->setValue(static_cast<int>(timer.remainingSeconds));
        m_countdown->setText(timer.timeUp ? tr("Time is up") : clockText(timer.remainingSeconds));
        m_countdown->setToolTip(tr("Time left for this question (%1 s in all)").arg(timer.limitSeconds));
    } else {
        m_countdown->setText(clockText(timer.elapsedSeconds));
        m_countdown->setToolTip(tr("Time on this question"));
    }
    applyCountdownColour(timer);
}

void DrillView::reveal()
{
    if (!m_session || m_session->finished() || isSummaryShown())
        return;
    m_session->reveal();
    showRevealed();
}

void DrillView::showRevealed()
{
    forgetEndAsked();   // revealing is going on with the drill
    m_ticker.stop();
    updateTimer();
    m_cardView->revealAnswer();
    updateButtons();
    m_cardView->setFocus();   // 1–3 grade from here, also after typing notes
}

void DrillView::grade(service::DrillGrade grade)
{
    if (!m_session || m_session->finished() || isSummaryShown())
        return;
    if (m_session->phase() != service::DrillPhase::Revealed)
        return;   // a grade before the answer was seen would not mean much
    auto graded = m_session->grade(grade, m_notes->toPlainText().trimmed().toStdString());
    if (!graded) {
        setMessage(tr("The grade was not saved: %1").arg(errorText(graded.error())), true);
        return;
    }
    showQuestion();
}

void DrillView::stop()
{
    if (!m_session || isSummaryShown())
        return;
    if (auto stopped = m_session->stop(); !stopped) {
        setMessage(errorText(stopped.error()), true);
        return;
    }
    showSummary();
}

void DrillView::askToEnd()
{
    if (!m_session || m_session->finished() || isSummaryShown() || isLoading())
        return;
    if (m_endAsked.isActive()) {
        m_endAsked.stop();
        stop();
        return;
    }
    m_asking = true;
    m_messageBeforeAsking = m_message->text();
    m_problemBeforeAsking = m_problem;
    setMessage(tr("Esc again ends the drill and shows the summary of the %n question(s) answered.", nullptr,
                  m_session->position()));
    m_endAsked.start();
}

void DrillView::forgetEndAsked()
{
    if (!m_asking)
        return;
    m_asking = false;
    m_endAsked.stop();
    setMessage(m_messageBeforeAsking, m_problemBeforeAsking);
}

void DrillView::showSummary()
{
    m_ticker.stop();
    if (!m_session)
        return;
    auto summary = m_session->summary();
    if (!summary) {
        setMessage(errorText(summary.error()), true);
        return;
    }
    showSummaryOf(*summary);
}

bool DrillView::showStoredSummary(std::int64_t drill)
{
    if (!m_app.hasDeck())
        return false;
    auto summary = service::loadDrillSummary(m_app.deck(), drill);
    if (!summary) {
        setMessage(errorText(summary.error()), true);
        return false;
    }
    m_ticker.stop();
    if (m_session && !m_session->finished())
        (void)m_session->stop();
    m_session.reset();
    showSummaryOf(*summary);
    return true;
}

void DrillView::showSummaryOf(const service::DrillSummary& summary)
{
    m_drawRequest.dropAll();   // a draw still running would replace this summary: it is dropped
    m_shownSummary = summary;
    m_summary->setSummary(summary);
    m_summary->setReadOnlyReason(m_app.hasDeck() ? m_app.readOnlyReason() : QString());
    m_pages->setCurrentWidget(m_summary);
    updateButtons();
    setFocus();
    readHistory();
    emit summaryShown();
}

void DrillView::readHistory()
{
    const LatestRequest::Ticket request = m_historyRequest.next();
    m_app.worker().run(
        this,
        [](WorkerDeck& deck) -> core::Result<std::vector<service::ChapterSeries>> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            auto history = service::drillHistory(**store);
            if (!history)
                return std::unexpected(history.error());
            return service::chapterSeries(*history);
        },
        [this, request](core::Result<std::vector<service::ChapterSeries>> series) {
            if (!m_historyRequest.isLatest(request) || !isSummaryShown())
                return;
            if (series)
                m_summary->setHistory(*series);
            else
                m_summary->setMessage(tr("Cannot read the drill history: %1").arg(errorText(series.error())), true);
        });
}

void DrillView::reviewMissedToday()
{
    if (!m_shownSummary || !m_app.hasDeck() || m_app.isReadOnly())
        return;
    auto changed =
        service::reviewMissedToday(m_app.deck(), m_shownSummary->drill.id, m_app.now());
    if (!changed) {
        m_summary->setMessage(tr("The missed cards were not changed: %1").arg(errorText(changed.error())), true);
        return;
    }
    QStringList said;
    if (changed->dueNow > 0)
        said << tr("%n missed card(s) are due now; Study now asks them.", nullptr, changed->dueNow);
    if (changed->newToday > 0)
        said << tr("%n missed new card(s) come in today's study, beyond the daily limit of new cards.", nullptr,
                   changed->newToday);
    m_summary->setMessage(said.isEmpty() ? tr("The missed cards are due today already.") : said.join(QLatin1Char(' ')));
}

void DrillView::chooseExportFile()
{
    if (!m_shownSummary)
        return;
    if (m_exportDialog) {   // asked again while it is open: the same dialog
        m_exportDialog->raise();
        m_exportDialog->activateWindow();
        return;
    }
    const QString name = QStringLiteral("drill-%1.md")
                             .arg(QDateTime::fromSecsSinceEpoch(m_shownSummary->drill.startedAt).toString(QStringLiteral("yyyy-MM-dd-HHmm")));
    // Window-modal and opened with open(), not exec(): the event loop goes on (the drill's worker
    // replies, the app's timers) while the user picks the file.
    auto* dialog = new QFileDialog(this, tr("Export the drill summary"), name, tr("Markdown (*.md);;All files (*)"));
    dialog->setObjectName(QStringLiteral("drillExportDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
    dialog->setDefaultSuffix(QStringLiteral("md"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The summary the dialog was opened for, even if another is shown before it is answered.
    connect(dialog, &QFileDialog::fileSelected, this, [this, summary = *m_shownSummary](const QString& file) {
        if (!file.isEmpty())
            writeMarkdown(summary, file);
    });
    m_exportDialog = dialog;
    dialog->open();
}

void DrillView::writeMarkdown(const service::DrillSummary& summary, const QString& file)
{
    const std::string markdown = service::drillSummaryMarkdown(summary, drillExportLabels());
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(markdown.data(), static_cast<qint64>(markdown.size())) != static_cast<qint64>(markdown.size()) ||
        !out.commit()) {
        m_summary->setMessage(tr("Cannot write %1: %2").arg(file, out.errorString()), true);
        return;
    }
    m_summary->setMessage(tr("Saved the summary to %1.").arg(file));
}

void DrillView::onDeckClosing()
{
    // The session holds the deck that is about to go; what was graded is stored already.
    m_ticker.stop();
    const bool drawing = isLoading();
    m_drawRequest.dropAll();
    m_historyRequest.dropAll();
    m_session.reset();
    m_shownSummary.reset();
    m_pages->setCurrentIndex(0);
    updateButtons();
    setMessage(tr("The drill ended because the deck was closed."), true);
    if (drawing)
        emit started(false);
}

bool DrillView::isAnswerShown() const
{
    return m_session && !m_session->finished() && m_session->phase() == service::DrillPhase::Revealed &&
           m_cardView->isAnswerShown();
}

bool DrillView::isSummaryShown() const
{
    return m_pages->currentWidget() == m_summary;
}

bool DrillView::isLoading() const
{
    return m_pages->currentWidget() == m_loading;
}

QString DrillView::progressText() const
{
    if (!m_session)
        return {};
    return tr("%1 / %2").arg(std::min(m_session->position() + 1, m_session->questionCount())).arg(m_session->questionCount());
}

QString DrillView::countdownText() const
{
    return m_countdown->text();
}

QString DrillView::message() const
{
    return m_message->text();
}

} // namespace notedeck::gui
