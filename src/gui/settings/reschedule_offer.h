#pragma once
// Rescheduling the deck's review cards after their options changed, as the app offers it: a
// question ("reschedule now?"), then the work on the app's worker thread with its own Deck, a
// progress dialog with Cancel over the window, and a report of how many cards moved and by how
// much, with Undo, which takes the whole run back in one step (unless a card was answered since).
// The app hears the changes through the worker Deck's changes (AppContext). GUI thread.
#include "core/card_row.h"
#include "core/preset_rows.h"

#include <QMessageBox>
#include <QObject>
#include <QPointer>
#include <QProgressDialog>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

class QTimer;
class QWidget;

namespace notedeck::gui {

class AppContext;

class RescheduleOffer final : public QObject {
    Q_OBJECT
public:
    // Dialogs open over `window`.
    RescheduleOffer(AppContext& context, QWidget* window);
    ~RescheduleOffer() override;

    // Asks, window-modal; Yes starts the run on the cards of `preset`. `replayHistory`: after new
    // FSRS parameters.
    void offer(bool replayHistory = false, core::PresetId preset = core::kDefaultPresetId);
    // Starts at once.
    void start(bool replayHistory = false, core::PresetId preset = core::kDefaultPresetId);
    // Takes the last run back.
    void undo();

    bool isRunning() const { return m_run != nullptr; }
    // The last run's report as shown, or why it failed; empty before.
    QString reportText() const { return m_report; }
    // The question, the progress and the report, while shown (for tests and keyboard users).
    QMessageBox* question() const { return m_question; }
    QProgressDialog* progress() const { return m_progress; }
    QMessageBox* reportBox() const { return m_reportBox; }

signals:
    // A run ended: `ok` when it rescheduled (even nothing), false when it failed or was cancelled.
    void finished(bool ok);
    // An undo ended: `ok` when every card got its schedule back.
    void undone(bool ok);

private:
    struct Run {
        std::atomic<int> done{0};
        std::atomic<int> total{0};
        std::atomic<bool> cancel{false};
    };
    void showReport();

    AppContext& m_context;
    QPointer<QWidget> m_window;
    std::shared_ptr<Run> m_run;
    std::vector<core::ScheduleChange> m_changes;   // the last run's, for undo
    QString m_report;
    QPointer<QMessageBox> m_question;
    QPointer<QProgressDialog> m_progress;
    QPointer<QMessageBox> m_reportBox;
    QTimer* m_poll = nullptr;
};

} // namespace notedeck::gui
