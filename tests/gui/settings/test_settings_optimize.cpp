// Settings › Optimize on a deck with a review history: the fit runs on the worker thread with a
// progress bar, the dialog shows the log loss and RMSE(bins) of the current and the optimized
// parameters, the deck adopts them only when their log loss is lower (and reschedules its cards
// when asked), a history that is too short is said so, Cancel stops a fit and changes nothing, and
// "Ignore reviews before" is stored and leaves out the earlier cards, with the health check shown.
// With NOTEDECK_SCREENSHOT_DIR set, the dialog after an optimization is saved there as
// settings-optimize.png, and the memory model part after a fit with a date to ignore reviews before
// as settings-health-check.png (the pictures in docs/images).
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/deck_worker.h"
#include "gui/settings/fsrs_parameters_panel.h"
#include "gui/settings/settings_dialog.h"
#include "service/deck/detail/deck_internals.h"
#include "service/statistics/demo_history.h"
#include "service/options/fsrs_optimize.h"
#include "service/options/scheduler_settings_store.h"
#include "core/iso_time.h"

#include <QCheckBox>
#include <QDateEdit>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <thread>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;

namespace {

// Weights of a learner who forgets much faster than this deck's history shows.
core::Weights forgetfulWeights()
{
    core::Weights w = core::kDefaultWeights;
    for (int i = 0; i < 4; ++i)
        w[i] *= 0.3;
    w[8] = 1.2;
    return w;
}

core::Weights deckWeights(AppContext& context)
{
    auto settings = service::loadSchedulerSettings(context.deck());
    REQUIRE(settings);
    return service::weightsInUse(*settings);
}

// Clicks Optimize and waits for the outcome to show.
void optimizeAndWait(FsrsParametersPanel& panel)
{
    QSignalSpy finished(&panel, &FsrsParametersPanel::finished);
    QTest::mouseClick(panel.optimizeButton(), Qt::LeftButton);
    REQUIRE(waitUntil([&] { return finished.count() > 0; }, 60000));
    CHECK_FALSE(panel.isRunning());
}

QString metric(double value)
{
    return QString::number(value, 'f', 4);
}

// Enough evening sessions on the bundled notes for a full fit.
void addFourMonthsOfHistory(AppWindowFixture& f)
{
    service::DemoHistoryOptions history;
    history.days = 120;
    REQUIRE(service::fabricateHistory(f.context().deck(), f.context().now(), history));
}

} // namespace

TEST_CASE("Settings › Optimize fits the deck's history and adopts only better parameters", "[app][settings][optimize]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());

    {
        // A deck nobody has studied yet.
        SettingsDialog dialog(f.context());
        dialog.show();
        FsrsParametersPanel& panel = *dialog.fsrsParameters();
        CHECK(panel.summaryText().contains(QStringLiteral("defaults")));
        optimizeAndWait(panel);
        CHECK(panel.resultText().contains(QStringLiteral("Too little review history")));
        CHECK(panel.resultText().contains(QStringLiteral("current parameters are kept")));
        CHECK(service::usesDefaultWeights(*service::loadSchedulerSettings(f.context().deck())));
    }

    // Four months of evening sessions, then weights that do not describe this learner.
    service::DemoHistoryOptions history;
    history.days = 120;
    history.seed = 5;
    auto made = service::fabricateHistory(f.context().deck(), f.context().now(), history);
    REQUIRE(made);
    REQUIRE(made->answers > 500);
    {
        auto settings = service::loadSchedulerSettings(f.context().deck());
        REQUIRE(settings);
        const auto forgetful = forgetfulWeights();
        settings->parameters.assign(forgetful.begin(), forgetful.end());
        REQUIRE(service::saveSchedulerSettings(f.context().deck(), *settings));
        REQUIRE(f.context().reloadScheduler());
    }
    const auto reviewsBefore = service::storeOf(f.context().deck()).reviewLog().all();
    REQUIRE(reviewsBefore);

    SettingsDialog dialog(f.context());
    dialog.show();
    FsrsParametersPanel& panel = *dialog.fsrsParameters();
    CHECK(panel.summaryText() == QStringLiteral("Personal parameters."));
    CHECK_FALSE(panel.progressBar()->isVisible());
    panel.rescheduleBox()->setChecked(true);

    QSignalSpy running(&panel, &FsrsParametersPanel::runningChanged);
    QSignalSpy scheduleChanged(&f.context(), &AppContext::scheduleChanged);
    optimizeAndWait(panel);
    REQUIRE(running.count() == 2);   // on while the fit ran (progress bar and Cancel shown, OK off), then off
    CHECK(running.at(0).at(0).toBool());

    auto record = service::lastOptimization(f.context().deck());
    REQUIRE(record);
    REQUIRE(*record);
    const QString shown = panel.resultText();
    CHECK(shown.contains(QStringLiteral("Log loss")));
    CHECK(shown.contains(QStringLiteral("RMSE (bins)")));
    CHECK(shown.contains(metric((*record)->logLossBefore)));
    CHECK(shown.contains(metric((*record)->logLossAfter)));
    CHECK(shown.contains(metric((*record)->rmseBinsBefore)));
    CHECK(shown.contains(metric((*record)->rmseBinsAfter)));
    CHECK(shown.contains(QStringLiteral("Reviews used: %1,").arg(reviewsBefore->size())));
    CHECK(shown.contains(QStringLiteral("now in use")));
    CHECK(shown.contains(QStringLiteral("Cards rescheduled: ")));
    CHECK((*record)->logLossAfter < (*record)->logLossBefore);
    const auto adopted = deckWeights(f.context());
    CHECK(adopted != forgetfulWeights());
    CHECK(service::schedulerOf(f.context().deck()).model().weights() == adopted);   // the app schedules with them now
    CHECK(scheduleChanged.count() >= 1);
    CHECK(panel.summaryText().contains(QStringLiteral("optimized on")));
    CHECK(service::storeOf(f.context().deck()).reviewLog().all()->size() == reviewsBefore->size());

    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty()) {
        settle(100);
        CHECK(dialog.grab().save(QDir(dir).filePath(QStringLiteral("settings-optimize.png")), "PNG"));
    }

    // OK keeps the adopted parameters (the form does not store the ones it was opened with).
    dialog.newCardsPerDay()->setValue(25);
    REQUIRE(dialog.apply());
    CHECK(deckWeights(f.context()) == adopted);

    // The same history fits the same weights: no better than those in use, so they are kept.
    optimizeAndWait(panel);
    CHECK(panel.resultText().contains(QStringLiteral("no better")));
    CHECK(panel.resultText().contains(QStringLiteral("current ones are kept")));
    CHECK(deckWeights(f.context()) == adopted);
}

TEST_CASE("Settings › Optimize can be cancelled and then changes nothing", "[app][settings][optimize]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    addFourMonthsOfHistory(f);
    const auto before = deckWeights(f.context());

    SettingsDialog dialog(f.context());
    dialog.show();
    FsrsParametersPanel& panel = *dialog.fsrsParameters();

    // Keep the worker busy so the fit is still waiting when Cancel is clicked.
    std::atomic<bool> release{false};
    QObject owner;
    f.context().worker().run(
        &owner,
        [&release](WorkerDeck&) {
            while (!release)
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            return 0;
        },
        [](int) {});
    QSignalSpy finished(&panel, &FsrsParametersPanel::finished);
    QTest::mouseClick(panel.optimizeButton(), Qt::LeftButton);
    CHECK(panel.isRunning());
    CHECK(panel.cancelButton()->isVisible());
    CHECK(panel.progressBar()->isVisible());
    CHECK_FALSE(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
    release = true;
    REQUIRE(waitUntil([&] { return finished.count() > 0; }, 60000));
    CHECK(panel.resultText().contains(QStringLiteral("Cancelled")));
    CHECK(deckWeights(f.context()) == before);
    CHECK_FALSE(*service::lastOptimization(f.context().deck()));
    CHECK(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    CHECK(panel.optimizeButton()->isVisible());
}

TEST_CASE("Settings › Optimize shows the fit's progress and Cancel stops it half-way", "[app][settings][optimize]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    addFourMonthsOfHistory(f);
    const auto before = deckWeights(f.context());

    SettingsDialog dialog(f.context());
    dialog.show();
    FsrsParametersPanel& panel = *dialog.fsrsParameters();

    // The fit waits at the first mini-batch of epoch 5 until the GUI thread has seen it there
    // and clicked Cancel (or 30 s have passed, so a broken panel fails the test instead of hanging).
    std::atomic<bool> halfway{false};
    std::atomic<bool> goOn{false};
    std::atomic<int> reportsAfterCancel{0};
    panel.setProgressProbe([&](const core::OptimizeProgress& p) {
        if (goOn) {
            ++reportsAfterCancel;
            return;
        }
        if (p.epoch < 5)
            return;
        halfway = true;
        for (int i = 0; i < 6000 && !goOn; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
    });

    QSignalSpy finished(&panel, &FsrsParametersPanel::finished);
    QTest::mouseClick(panel.optimizeButton(), Qt::LeftButton);
    REQUIRE(waitUntil([&] { return halfway.load(); }, 60000));
    // The bar follows the fit: a few hundred per mille in, labelled with the epoch.
    REQUIRE(waitUntil([&] { return panel.progressBar()->text().startsWith(QStringLiteral("Epoch 5 of 10")); }, 10000));
    CHECK(panel.progressBar()->value() >= 400);
    CHECK(panel.progressBar()->value() <= 500);
    CHECK(panel.progressBar()->isVisible());
    CHECK(panel.isRunning());

    QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
    CHECK(panel.progressBar()->text() == QStringLiteral("Cancelling…"));
    goOn = true;
    REQUIRE(waitUntil([&] { return finished.count() > 0; }, 60000));
    CHECK(panel.resultText().contains(QStringLiteral("Cancelled")));
    CHECK(reportsAfterCancel.load() == 0);   // no further mini-batch ran after Cancel
    CHECK(deckWeights(f.context()) == before);
    CHECK_FALSE(*service::lastOptimization(f.context().deck()));
    CHECK_FALSE(panel.isRunning());
}

TEST_CASE("Settings › Optimize honours \"Ignore reviews before\" and shows the health check",
          "[app][settings][optimize][ignore-before]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    // Ten evenings: a fit runs, but on too few reviews to be reliable.
    service::DemoHistoryOptions history;
    history.days = 10;
    REQUIRE(service::fabricateHistory(f.context().deck(), f.context().now(), history));

    const QDate today = QDateTime::fromSecsSinceEpoch(f.context().now()).date();
    {
        SettingsDialog dialog(f.context());
        dialog.show();
        FsrsParametersPanel& panel = *dialog.fsrsParameters();
        CHECK_FALSE(panel.ignoreBeforeBox()->isChecked());
        CHECK_FALSE(panel.ignoreBeforeDate()->isEnabled());
        CHECK_FALSE(panel.ignoreReviewsBefore());
        optimizeAndWait(panel);
        CHECK(panel.resultText().contains(QStringLiteral("Health check: too few reviews for a reliable fit")));
        CHECK(panel.resultText().contains(QStringLiteral("400 or more")));
        CHECK_FALSE(panel.resultText().contains(QStringLiteral("Left out:")));

        // The last five days only: the cards first answered before are left out, and the date is kept.
        panel.ignoreBeforeBox()->setChecked(true);
        CHECK(panel.ignoreBeforeDate()->isEnabled());
        panel.ignoreBeforeDate()->setDate(today.addDays(-5));
        optimizeAndWait(panel);
        CHECK(panel.resultText().contains(QStringLiteral("Left out: ")));
        if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty()) {
            settle(100);
            CHECK(panel.grab().save(QDir(dir).filePath(QStringLiteral("settings-health-check.png")), "PNG"));
        }
        const auto stored = service::loadSchedulerSettings(f.context().deck());
        REQUIRE(stored);
        REQUIRE(stored->ignore_reviews_before);
        CHECK(core::formatIsoDate(*stored->ignore_reviews_before) ==
              today.addDays(-5).toString(Qt::ISODate).toStdString());
        dialog.reject();
    }
    {
        // Opened again, the form shows the stored date; OK with the box cleared removes it.
        SettingsDialog dialog(f.context());
        FsrsParametersPanel& panel = *dialog.fsrsParameters();
        CHECK(panel.ignoreBeforeBox()->isChecked());
        CHECK(panel.ignoreBeforeDate()->date() == today.addDays(-5));
        panel.ignoreBeforeBox()->setChecked(false);
        REQUIRE(dialog.apply());
        CHECK_FALSE(service::loadSchedulerSettings(f.context().deck())->ignore_reviews_before);
    }
}
