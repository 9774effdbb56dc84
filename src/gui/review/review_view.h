#pragma once
// The review screen: one card at a time in a CardView (question with its breadcrumb, then the
// answer below it), the remaining new · learning · review counts, the answer buttons with the
// interval each would give, and at the end of the session its summary. Everything works from the
// keyboard while the screen has the focus:
//
//   Space, Enter   show the answer; once shown, answer Good
//   1 2 3 4        Again, Hard, Good, Easy (once the answer is shown)
//   U, Ctrl+Z      undo the last answer, bury, suspend or flag (the card comes back as it was)
//   E              open the card's Markdown file at its line in the editor
//   *              flag the card (red) or take the flag off
//   -              bury the card until tomorrow
//   @              suspend the card
//   Esc            leave the screen (closeRequested())
//
// Owns the ReviewSession it drives and the widgets; works on the AppContext's deck and scheduler,
// reacting to its signals (cards re-imported, deck replaced, schedules changed elsewhere).
// Reading the scope's cards (today's queue when a session starts or is rebuilt, what is due
// tomorrow for the summary) runs on the app's worker thread, since it reads every card: the
// screen shows "Loading…" and ignores the study keys meanwhile. Lives on the GUI thread.
#include "core/deck_path.h"
#include "core/types.h"
#include "gui/app/latest_request.h"
#include "service/study/review_session.h"
#include "service/deck/deck.h"

#include <QElapsedTimer>
#include <QSet>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>

class QLabel;
class QStackedWidget;
class QToolButton;

namespace notedeck::gui {

class AppContext;
class CardView;
class ReviewAnswerBar;
class ReviewCountsBar;
class SessionSummaryView;

class ReviewView final : public QWidget {
    Q_OBJECT
public:
    explicit ReviewView(AppContext& app, QWidget* parent = nullptr);
    ~ReviewView() override;

    // Starts a session on today's cards of `scope` (empty: the whole deck) and shows the first
    // card, or the summary when nothing is due, once the worker has read them (sessionStarted()).
    void startSession(const core::DeckPath& scope = {});
    // Studies this one card, due or not (and again through its learning steps today).
    void startSingle(core::CardId card);

    void revealAnswer();
    void answer(core::Rating rating);
    void undo();
    void openInEditor();
    void toggleFlag();
    void buryCard();
    void suspendCard();
    // Asks for the card info of the card on screen (cardInfoRequested).
    void showCardInfo();
    // Ends the session for now and shows its summary.
    void showSummary();

    // Milliseconds since any fixed point, for the time spent on each card: a monotonic clock,
    // unless a test (or the documentation's screenshots) sets another.
    void setStopwatch(std::function<qint64()> stopwatch);

    const service::ReviewSession* session() const { return m_session.get(); }
    std::optional<core::CardId> currentCard() const;
    const std::optional<core::CardRow>& currentRow() const { return m_current; }
    bool isAnswerShown() const { return m_answerShown; }
    bool isSummaryShown() const;
    // Waiting for the worker: today's cards or the summary's numbers.
    bool isLoading() const;
    // The last notice shown under the buttons ("Buried until tomorrow …", an error).
    QString message() const;

    CardView* cardView() const { return m_cardView; }
    ReviewAnswerBar* answerBar() const { return m_answerBar; }
    ReviewCountsBar* countsBar() const { return m_counts; }
    SessionSummaryView* summaryView() const { return m_summary; }

signals:
    // A session was started (its first card or its summary follows), or could not be (message()).
    void sessionStarted(bool ok);
    // A card's question was put on screen (its rendering follows: cardView()->rendered()).
    void cardShown(qint64 cardId);
    // The summary is on screen.
    void sessionFinished();
    // The reader wants to leave the screen (Esc, "Back to the deck").
    void closeRequested();
    // Card info of the card on screen was asked for (I, the Info button).
    void cardInfoRequested(notedeck::core::CardId card);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void begin(core::Result<std::unique_ptr<service::ReviewSession>> session);
    void showLoading(const QString& text);
    // Reads today's cards of m_scope in the worker; then starts the session, or rebuilds the
    // running one when there is one.
    void readToday();
    void applyRebuild(core::Result<service::TodaysCards> today, std::size_t mark);
    void restart();
    void showNext();
    void showRow(const core::CardRow& row);
    void primaryAction();
    void continueSession();
    void changeCurrent(service::CardAction action, core::Flag flag, const QString& done);
    void setMessage(const QString& text, bool problem = false);
    void updateCounts();
    void updateActions();
    void applyTheme();
    void installShortcuts();
    QWidget* buildBottomBar(QWidget* parent);

    void onCardsChanged(const QSet<qint64>& ids);
    void onDeckChanged();
    void onScheduleChanged();
    void onDeckClosing();
    // Tells the other screens that schedules changed, at most every half second while answering.
    void scheduleNotify();
    void flushNotify();

    core::Timestamp now() const;
    bool ready() const;

    AppContext& m_app;
    std::unique_ptr<service::ReviewSession> m_session;
    core::DeckPath m_scope;
    std::optional<core::CardId> m_single;
    std::optional<core::CardRow> m_current;
    bool m_answerShown = false;
    QElapsedTimer m_monotonic;
    std::function<qint64()> m_stopwatch;
    qint64 m_shownAtMs = 0;   // the stopwatch when the current card was shown

    QStackedWidget* m_pages = nullptr;
    QLabel* m_loading = nullptr;
    QWidget* m_bottom = nullptr;
    QWidget* m_rule = nullptr;
    CardView* m_cardView = nullptr;
    ReviewAnswerBar* m_answerBar = nullptr;
    ReviewCountsBar* m_counts = nullptr;
    SessionSummaryView* m_summary = nullptr;
    QLabel* m_message = nullptr;
    QToolButton* m_undoButton = nullptr;
    QToolButton* m_editButton = nullptr;
    QToolButton* m_infoButton = nullptr;
    QToolButton* m_flagButton = nullptr;
    QToolButton* m_buryButton = nullptr;
    QToolButton* m_suspendButton = nullptr;

    QTimer m_notifyTimer;
    bool m_notifyPending = false;
    bool m_notifying = false;      // our own scheduleChanged() is being delivered
    bool m_stale = false;          // schedules changed elsewhere while hidden
    bool m_needsRestart = false;   // the deck was closed (a restore); start again once it is back
    LatestRequest m_todayRequest;     // the worker's latest read of today's cards; older ones are dropped
    LatestRequest m_summaryRequest;   // the same for the summary's numbers
};

} // namespace notedeck::gui
