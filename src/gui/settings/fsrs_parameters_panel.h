#pragma once
// The FSRS parameters part of Settings: whether the deck schedules with the defaults or with
// personal parameters (and when they were fitted), the 21 weights, and Optimize. Optimize fits
// the weights to the deck's review log on the app's worker thread (service::optimizeAndAdopt)
// with a progress bar and Cancel, then shows the log loss and RMSE(bins) of the current and the
// fitted weights and adopts the fitted ones only when their log loss is lower, optionally
// rescheduling the cards with them, in one transaction, and shows the health check of the
// history. "Ignore reviews before" (a date the Settings dialog saves with the other options) is
// stored before each fit, which leaves out the cards first answered before it. GUI thread.
#include "core/optimize_report.h"
#include "core/result.h"

#include <QGroupBox>
#include <QTimer>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QDateEdit;
class QLabel;
class QProgressBar;
class QPushButton;

namespace notedeck::optimizer {
struct OptimizeProgress;
}
namespace notedeck::service {
struct DeckOptimization;
}

namespace notedeck::gui {

class AppContext;

class FsrsParametersPanel final : public QGroupBox {
    Q_OBJECT
public:
    explicit FsrsParametersPanel(AppContext& context, QWidget* parent = nullptr);
    // Cancels a fit still running; its result is then dropped.
    ~FsrsParametersPanel() override;

    QPushButton* optimizeButton() const { return m_optimize; }
    QPushButton* cancelButton() const { return m_cancel; }
    QCheckBox* rescheduleBox() const { return m_reschedule; }
    QProgressBar* progressBar() const { return m_progress; }
    QCheckBox* ignoreBeforeBox() const { return m_ignoreBefore; }
    QDateEdit* ignoreBeforeDate() const { return m_ignoreBeforeDate; }
    // "Ignore reviews before" as the form shows it: a day number (core::parseIsoDate) or nothing.
    std::optional<std::int64_t> ignoreReviewsBefore() const;
    void setIgnoreReviewsBefore(std::optional<std::int64_t> day);
    // What the last run found, as shown (plain text).
    QString resultText() const;
    QString summaryText() const;
    bool isRunning() const { return m_run != nullptr; }

    void optimize();
    void cancel();

    // Called on the worker thread after each progress report of a fit (after every mini-batch).
    // A fit is far too quick on a test deck for the GUI to catch it half-way; a test holds it
    // there through this probe to watch the progress bar move and to cancel it mid-fit.
    using ProgressProbe = std::function<void(const core::OptimizeProgress&)>;
    void setProgressProbe(ProgressProbe probe) { m_probe = std::move(probe); }

signals:
    void runningChanged(bool running);
    // The deck now schedules with new weights.
    void adopted();
    // A run ended (finished, cancelled or failed) and its outcome is shown.
    void finished();

private:
    struct Run;
    void showParameters();
    void showProgress();
    // The health check's findings and the cards left out, as paragraphs.
    QString healthHtml(const core::OptimizeReport& report);
    void setRunning(bool running);
    // The outcome of a run, on the GUI thread; `problem`: the app could not take up adopted weights.
    void showOutcome(const core::Result<service::DeckOptimization>& result, bool cancelled, bool reschedule,
                     const QString& problem);

    AppContext& m_context;
    std::shared_ptr<Run> m_run;
    QTimer m_progressTimer;
    ProgressProbe m_probe;

    QLabel* m_summary = nullptr;
    QLabel* m_weights = nullptr;
    QCheckBox* m_reschedule = nullptr;
    QCheckBox* m_ignoreBefore = nullptr;
    QDateEdit* m_ignoreBeforeDate = nullptr;
    QPushButton* m_optimize = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_result = nullptr;
};

} // namespace notedeck::gui
