#pragma once
// The drill screen: one question at a time in a CardView (breadcrumb and question; the answer
// below it once revealed), above it the progress ("3 / 10") and the countdown, which never
// covers the question, below it a box for the key points and the buttons. At the end, the
// summary (DrillSummaryView). From the keyboard:
//
//   Space, Enter     show the answer
//   Ctrl+Enter       show the answer from the key-points box
//   1  2  3          Missed, Partly, Knew (once the answer is shown), as 1 = Again in a review
//   Esc              from the key-points box: back to the card; on the card: asks to end the
//                    drill, and Esc again (within a few seconds) ends it and shows the summary
//                    of what was answered; on the summary: back to the deck
//
// Owns the DrillSession it drives. Time comes from the AppContext's clock (tests give it a
// FixedClock): the session measures it, the view only asks the session four times a second and
// shows the answer when the time is up. Drawing the questions (every card of the scope is read)
// and reading the drill history for the summary's plot run on the app's worker thread: the
// screen shows "Drawing the questions…" meanwhile and ignores the drill's keys. Lives on the GUI
// thread.
#include "core/types.h"
#include "gui/app/latest_request.h"
#include "service/drill/drill_session.h"

#include <QFileDialog>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <cstdint>
#include <memory>
#include <optional>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QToolButton;

namespace notedeck::gui {

class AppContext;
class CardView;
class DrillSummaryView;
class ElidedLabel;

class DrillView final : public QWidget {
    Q_OBJECT
public:
    static constexpr int kTickMs = 250;
    static constexpr int kEndConfirmMs = 4000;

    explicit DrillView(AppContext& app, QWidget* parent = nullptr);
    ~DrillView() override;

    // Starts a drill: the worker draws its questions, then the first one is shown and started()
    // says true. False at once when the deck is closed; started(false), with the reason in
    // message(), when the drill cannot start (no cards in the chosen chapters, options out of
    // range, the deck cannot be written). A drill in progress ends here.
    bool start(service::DrillOptions options);
    // Shows the summary of a drill from the history.
    bool showStoredSummary(std::int64_t drill);

    void reveal();
    void grade(service::DrillGrade grade);
    // Ends the drill now (questions not graded do not count) and shows the summary.
    void stop();
    // Esc on the card: the first time says that Esc again ends the drill; again within
    // kEndConfirmMs, ends it (stop()).
    void askToEnd();
    // Reads the session's timer: the countdown, and the answer shown when the time is up.
    void tick();
    // "Export as Markdown…": the save dialog, opened without blocking (QDialog::open); the file
    // chosen there gets the summary as Markdown. Null when no such dialog is open.
    QFileDialog* exportDialog() const { return m_exportDialog; }
    // "Review the missed cards today" for the summary shown.
    void reviewMissedToday();

    const service::DrillSession* session() const { return m_session.get(); }
    bool isAnswerShown() const;
    bool isSummaryShown() const;
    // Waiting for the worker to draw the questions.
    bool isLoading() const;
    QString progressText() const;
    QString countdownText() const;
    QString message() const;

    CardView* cardView() const { return m_cardView; }
    QPlainTextEdit* notesBox() const { return m_notes; }
    DrillSummaryView* summaryView() const { return m_summary; }

signals:
    // A drill asked for with start() has begun (its first question follows), or could not
    // (message() says why).
    void started(bool ok);
    // A question was put on screen (its rendering follows: cardView()->rendered()).
    void questionShown(qint64 cardId);
    // The summary is on screen.
    void summaryShown();
    void closeRequested();
    void studyCardRequested(notedeck::core::CardId card);
    // Card info of a card of the summary was asked for.
    void cardInfoRequested(notedeck::core::CardId card);
    void historyRequested();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void begin(core::Result<service::DrillPlan> plan);
    // The drill goes on: a first Esc no longer ends it; the line under the buttons says again
    // what it said before.
    void forgetEndAsked();
    // Reads the drill history on the worker and hands it to the summary's plot.
    void readHistory();
    void showQuestion();
    void showRevealed();
    void showSummary();
    void showSummaryOf(const service::DrillSummary& summary);
    void updateTimer();
    void applyCountdownColour(const service::DrillTimer& timer);
    void updateButtons();
    void setMessage(const QString& text, bool problem = false);
    void applyTheme();
    void installShortcuts();
    QWidget* buildTopBar(QWidget* parent);
    QWidget* buildBottomBar(QWidget* parent);
    void onDeckClosing();
    void chooseExportFile();
    // Writes `summary` as Markdown to `file`; says in the summary's message whether it could.
    void writeMarkdown(const service::DrillSummary& summary, const QString& file);

    AppContext& m_app;
    std::unique_ptr<service::DrillSession> m_session;
    std::optional<service::DrillSummary> m_shownSummary;
    QTimer m_ticker;
    QTimer m_endAsked;   // running while a second Esc ends the drill
    bool m_asking = false;   // the line under the buttons asks for the second Esc
    QString m_messageBeforeAsking;
    bool m_problemBeforeAsking = false;
    QPointer<QFileDialog> m_exportDialog;

    QStackedWidget* m_pages = nullptr;
    QLabel* m_loading = nullptr;
    QWidget* m_top = nullptr;
    QWidget* m_bottom = nullptr;
    CardView* m_cardView = nullptr;
    QLabel* m_progress = nullptr;
    ElidedLabel* m_scope = nullptr;
    QLabel* m_countdown = nullptr;
    QProgressBar* m_countdownBar = nullptr;
    QPlainTextEdit* m_notes = nullptr;
    QStackedWidget* m_actions = nullptr;
    QPushButton* m_reveal = nullptr;
    QPushButton* m_knew = nullptr;
    QPushButton* m_partly = nullptr;
    QPushButton* m_missed = nullptr;
    QToolButton* m_stop = nullptr;
    QLabel* m_message = nullptr;
    DrillSummaryView* m_summary = nullptr;
    bool m_problem = false;
    LatestRequest m_drawRequest;      // the worker's latest draw; older ones are dropped
    LatestRequest m_historyRequest;   // the same for the history under the summary
};

} // namespace notedeck::gui
