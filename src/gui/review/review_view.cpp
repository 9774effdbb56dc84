// ReviewView: the review loop (start, show, reveal, answer, undo, card actions, editor, summary).
// The widgets, keys and colours are in review_view_layout.cpp; the reactions to the rest of the
// app (re-imports, deck replaced, schedules changed elsewhere) in review_view_sync.cpp.
#include "gui/review/review_view.h"

#include "gui/app/app_context.h"
#include "gui/app/app_deck.h"
#include "gui/app/deck_worker.h"
#include "gui/app/editor_launcher.h"
#include "gui/card/card_view.h"
#include "gui/review/review_answer_bar.h"
#include "gui/review/review_counts_bar.h"
#include "gui/review/session_summary_view.h"
#include "gui/shared/error_text.h"
#include "gui/shared/study_pages.h"
#include "gui/widgets/plain_text.h"

#include <QFileInfo>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <limits>

namespace notedeck::gui {

namespace {
constexpr int kNotifyDelayMs = 500;
} // namespace

ReviewView::ReviewView(AppContext& app, QWidget* parent) : QWidget(parent), m_app(app)
{
    setObjectName(QStringLiteral("reviewView"));
    const StudyPages pages = stackStudyPages(this);
    m_pages = pages.stack;
    m_cardView = addStudyCard(pages, m_app, this);
    m_rule = new QWidget(pages.cardPage);   // a hairline between the card and the bar
    m_rule->setFixedHeight(1);
    m_rule->setAutoFillBackground(true);
    pages.cardColumn->addWidget(m_rule);
    m_bottom = buildBottomBar(pages.cardPage);
    pages.cardColumn->addWidget(m_bottom);
    m_summary = new SessionSummaryView(m_pages);
    m_loading = addSummaryAndLoading(pages, m_summary, QStringLiteral("reviewLoading"));

    connect(&m_app, &AppContext::appearanceChanged, this, &ReviewView::applyTheme);
    connect(&m_app, &AppContext::cardsChanged, this, &ReviewView::onCardsChanged);
    connect(&m_app, &AppContext::deckChanged, this, &ReviewView::onDeckChanged);
    connect(&m_app, &AppContext::scheduleChanged, this, &ReviewView::onScheduleChanged);
    connect(&m_app, &AppContext::aboutToCloseDeck, this, &ReviewView::onDeckClosing);

    connect(m_answerBar, &ReviewAnswerBar::revealRequested, this, &ReviewView::revealAnswer);
    connect(m_answerBar, &ReviewAnswerBar::answerChosen, this, &ReviewView::answer);
    connect(m_summary, &SessionSummaryView::continueRequested, this, &ReviewView::continueSession);
    connect(m_summary, &SessionSummaryView::closeRequested, this, &ReviewView::closeRequested);

    m_monotonic.start();
    m_stopwatch = [this] { return m_monotonic.elapsed(); };
    m_notifyTimer.setSingleShot(true);
    m_notifyTimer.setInterval(kNotifyDelayMs);
    connect(&m_notifyTimer, &QTimer::timeout, this, &ReviewView::flushNotify);

    installShortcuts();
    applyTheme();
    updateActions();
}

ReviewView::~ReviewView()
{
    // Hand over the last answers' notification while the context is still there.
    flushNotify();
}

core::Timestamp ReviewView::now() const
{
    return m_app.now();
}

bool ReviewView::ready() const
{
    return m_session && m_app.hasDeck();
}

std::optional<core::CardId> ReviewView::currentCard() const
{
    return m_current ? std::optional<core::CardId>(m_current->card.id) : std::nullopt;
}

bool ReviewView::isSummaryShown() const
{
    return m_pages->currentWidget() == m_summary;
}

bool ReviewView::isLoading() const
{
    return m_pages->currentWidget() == m_loading;
}

QString ReviewView::message() const
{
    return m_message->text();
}

void ReviewView::setStopwatch(std::function<qint64()> stopwatch)
{
    m_stopwatch = std::move(stopwatch);
    m_shownAtMs = m_stopwatch();
}

void ReviewView::startSession(const core::DeckPath& scope)
{
    m_scope = scope;
    m_single.reset();
    if (!m_app.hasDeck())
        return;
    flushNotify();   // the other screens count the last answers before the worker reads the deck
    m_session.reset();
    m_current.reset();
    m_answerShown = false;
    m_needsRestart = false;
    m_stale = false;
    m_summaryRequest.dropAll();
    showLoading(tr("Loading today's cards…"));
    readToday();
}

void ReviewView::showLoading(const QString& text)
{
    m_loading->setText(text);
    m_pages->setCurrentWidget(m_loading);
    setMessage({});
    updateCounts();
    updateActions();
}

void ReviewView::readToday()
{
    const LatestRequest::Ticket request = m_todayRequest.next();
    const std::optional<std::size_t> mark =
        m_session ? std::optional<std::size_t>(m_session->rebuildMark()) : std::nullopt;
    m_app.worker().run(
        this,
        [scope = m_scope, now = now()](WorkerDeck& deck)
            -> core::Result<service::TodaysCards> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::ReviewSession::readToday(**store, scope, now);
        },
        [this, request, mark](core::Result<service::TodaysCards> today) {
            if (!m_todayRequest.isLatest(request) || !m_app.hasDeck())
                return;   // superseded, or the deck is being replaced
            if (mark) {
                applyRebuild(std::move(today), *mark);
                return;
            }
            if (!today) {
                begin(std::unexpected(today.error()));
                return;
            }
            begin(service::ReviewSession::start(m_app.deck(), std::move(*today)));
        });
}

void ReviewView::startSingle(core::CardId card)
{
    m_scope = {};
    m_single = card;
    if (!m_app.hasDeck())
        return;
    begin(service::ReviewSession::startSingle(m_app.deck(), card, now()));
}

void ReviewView::restart()
{
    if (m_single)
        startSingle(*m_single);
    else
        startSession(m_scope);
}

void ReviewView::begin(core::Result<std::unique_ptr<service::ReviewSession>> session)
{
    flushNotify();
    m_todayRequest.dropAll();   // reads started for the session this one replaces are not wanted
    m_summaryRequest.dropAll();
    m_needsRestart = false;
    m_stale = false;
    m_current.reset();
    if (!session) {
        m_session.reset();
        m_pages->setCurrentIndex(0);
        updateCounts();
        updateActions();
        setMessage(tr("Cannot start reviewing: %1").arg(errorText(session.error())), true);
        emit sessionStarted(false);
        return;
    }
    m_session = std::move(*session);
    emit sessionStarted(true);
    showNext();
}

void ReviewView::showNext()
{
    setMessage({});
    if (!ready())
        return;
    auto row = m_session->next(now());
    if (!row) {
        setMessage(errorText(row.error()), true);
        return;
    }
    if (!*row) {
        showSummary();
        return;
    }
    showRow(**row);
    m_shownAtMs = m_stopwatch();
}

void ReviewView::showRow(const core::CardRow& row)
{
    m_summaryRequest.dropAll();   // a summary still being counted is not wanted any more
    m_current = row;
    m_answerShown = false;
    m_pages->setCurrentIndex(0);
    m_answerBar->showQuestion();
    m_cardView->showCard(row.card);
    updateCounts();
    updateActions();
    emit cardShown(row.card.id);
}

void ReviewView::revealAnswer()
{
    if (!ready() || !m_current || m_answerShown || isSummaryShown())
        return;
    auto preview = m_session->preview(m_current->card.id, now());
    if (!preview) {
        setMessage(errorText(preview.error()), true);
        return;
    }
    std::array<QString, 4> intervals;
    for (std::size_t i = 0; i < 4; ++i)
        intervals[i] = QString::fromStdString(preview->outcomes[i].interval_text);
    m_answerShown = true;
    m_cardView->revealAnswer();
    m_answerBar->showAnswer(intervals);
}

void ReviewView::answer(core::Rating rating)
{
    if (!ready() || !m_current || !m_answerShown || isSummaryShown())
        return;
    const qint64 elapsed = std::max<qint64>(0, m_stopwatch() - m_shownAtMs);
    const int durationMs = static_cast<int>(std::min<qint64>(elapsed, std::numeric_limits<int>::max()));
    auto answered = [&] {
        const AppContext::HeldChanges held(m_app);   // told by flushNotify()
        return m_session->answer(m_current->card.id, rating, now(), durationMs);
    }();
    if (!answered) {
        setMessage(tr("The answer was not saved: %1").arg(errorText(answered.error())), true);
        return;
    }
    scheduleNotify();
    showNext();
}

void ReviewView::primaryAction()
{
    if (isSummaryShown()) {
        continueSession();
        return;
    }
    if (!m_answerShown)
        revealAnswer();
    else
        answer(core::Rating::Good);
}

void ReviewView::continueSession()
{
    if (!ready())
        return;
    if (!m_session->peek(now())) {
        showSummary();   // refreshed: "in N min" moves on
        return;
    }
    showNext();
}

void ReviewView::undo()
{
    if (!ready())
        return;
    auto undone = [&] {
        const AppContext::HeldChanges held(m_app);
        return m_session->undo(now());
    }();
    if (!undone) {
        setMessage(tr("Cannot undo: %1").arg(errorText(undone.error())), true);
        return;
    }
    if (!*undone) {
        setMessage(tr("There is nothing to undo."));
        return;
    }
    scheduleNotify();
    showNext();
    setMessage((*undone)->wasAnswer ? tr("The answer was undone.") : tr("The change was undone."));
}

void ReviewView::changeCurrent(service::CardAction action, core::Flag flag, const QString& done)
{
    if (!ready() || !m_current || isSummaryShown())
        return;
    auto changed = [&] {
        const AppContext::HeldChanges held(m_app);
        return m_session->change(m_current->card.id, action, now(), flag);
    }();
    if (!changed) {
        setMessage(errorText(changed.error()), true);
        return;
    }
    scheduleNotify();
    if (action == service::CardAction::Flag) {
        m_current->schedule = *changed;
        updateActions();
    } else {
        showNext();
    }
    setMessage(done);
}

void ReviewView::toggleFlag()
{
    if (!m_current)
        return;
    const bool flagged = m_current->schedule.flag != core::Flag::None;
    changeCurrent(service::CardAction::Flag, flagged ? core::Flag::None : core::Flag::Red,
                  flagged ? tr("The flag was taken off.") : tr("Flagged. U undoes it."));
}

void ReviewView::buryCard()
{
    changeCurrent(service::CardAction::Bury, core::Flag::None, tr("Buried until tomorrow. U undoes it."));
}

void ReviewView::suspendCard()
{
    changeCurrent(service::CardAction::Suspend, core::Flag::None, tr("Suspended. U undoes it."));
}

void ReviewView::openInEditor()
{
    if (!m_app.hasDeck() || !m_current || isSummaryShown())
        return;
    const auto& card = m_current->card;
    const QString file = QString::fromStdString((notesFolder(m_app.deck()) / card.sourceFile).string());
    if (card.sourceFile.empty() || !QFileInfo(file).isFile()) {
        setMessage(tr("The notes file %1 is not there any more.").arg(file), true);
        return;
    }
    QString error;
    if (!gui::openInEditor(configuredEditorCommand(m_app.deck()), file, card.sourceLine, &error)) {
        setMessage(error, true);
        return;
    }
    setMessage(tr("Opened %1 at line %2.").arg(QFileInfo(file).fileName()).arg(card.sourceLine));
}

void ReviewView::showSummary()
{
    if (!ready())
        return;
    flushNotify();
    m_current.reset();
    m_answerShown = false;
    showLoading(tr("Counting what is due tomorrow…"));
    // What is due tomorrow is counted from the deck: in the worker.
    const LatestRequest::Ticket request = m_summaryRequest.next();
    m_app.worker().run(
        this,
        [scope = m_session->scope(), now = now()](WorkerDeck& deck)
            -> core::Result<service::DueTomorrow> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::ReviewSession::readDueTomorrow(**store, scope, now);
        },
        [this, request](core::Result<service::DueTomorrow> tomorrow) {
            if (!m_summaryRequest.isLatest(request) || !ready())
                return;   // a card came back meanwhile (undo), or the session ended
            if (!tomorrow) {
                m_loading->setText(errorText(tomorrow.error()));
                return;
            }
            m_summary->setSummary(m_session->summary(now(), *tomorrow), now());
            m_pages->setCurrentWidget(m_summary);
            updateCounts();
            updateActions();
            emit sessionFinished();
        });
}

} // namespace notedeck::gui
