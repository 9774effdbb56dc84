// Settings › Easy Days and rescheduling on change: the seven weekday choices round-trip through the
// deck; saving another desired retention or other Easy Days suggests a rescheduling; the offer asks
// first, runs on the worker with a progress dialog, reports how many review cards moved and by how
// much, and Undo gives every card its earlier schedule back. With NOTEDECK_SCREENSHOT_DIR set, the
// dialog with Easy Days set is saved there as settings-easy-days.png.
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/app_context.h"
#include "gui/settings/reschedule_offer.h"
#include "gui/settings/settings_dialog.h"
#include "gui/window/main_window.h"
#include "service/statistics/demo_history.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/scheduler_settings_store.h"
#include "storage/deck_store.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>

#include <catch2/catch.hpp>

#include <map>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::settle;
using notedeck::gui::test::waitUntil;

namespace {
std::map<core::CardId, core::ScheduleState> schedules(AppContext& context)
{
    auto cards = service::storeOf(context.deck()).cards().list(core::DeckPath(), false);
    REQUIRE(cards);
    std::map<core::CardId, core::ScheduleState> out;
    for (const auto& row : *cards)
        out[row.card.id] = row.schedule;
    return out;
}
} // namespace

TEST_CASE("Settings › Easy Days round-trip, and a new retention suggests rescheduling", "[app][settings][easy-days]")
{
    AppWindowFixture f;
    {
        SettingsDialog dialog(f.context());
        CHECK(dialog.easyDay(5)->currentData().toInt() == static_cast<int>(core::DayWorkload::Normal));
        QSignalSpy suggested(&dialog, &SettingsDialog::rescheduleSuggested);
        dialog.reviewsPerDay()->setValue(150);
        REQUIRE(dialog.apply());
        CHECK(suggested.isEmpty());   // nothing that moves due dates
        dialog.easyDay(5)->setCurrentIndex(dialog.easyDay(5)->findData(static_cast<int>(core::DayWorkload::Reduced)));
        dialog.easyDay(6)->setCurrentIndex(dialog.easyDay(6)->findData(static_cast<int>(core::DayWorkload::Minimum)));
        REQUIRE(dialog.apply());
        CHECK(suggested.count() == 1);
        dialog.desiredRetention()->setValue(0.93);
        REQUIRE(dialog.apply());
        CHECK(suggested.count() == 2);
    }
    const auto stored = service::loadSchedulerSettings(f.context().deck());
    REQUIRE(stored);
    CHECK(stored->easy_days == core::EasyDays{core::DayWorkload::Normal, core::DayWorkload::Normal,
                                              core::DayWorkload::Normal, core::DayWorkload::Normal,
                                              core::DayWorkload::Normal, core::DayWorkload::Reduced,
                                              core::DayWorkload::Minimum});
    SettingsDialog again(f.context());
    CHECK(again.easyDay(6)->currentText() == QStringLiteral("Minimum"));
    CHECK(again.easyDay(0)->currentText() == QStringLiteral("Normal"));
    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty()) {
        again.resize(900, 760);
        again.show();
        settle(100);
        CHECK(again.grab().save(QDir(dir).filePath(QStringLiteral("settings-easy-days.png")), "PNG"));
    }
}

TEST_CASE("Rescheduling on change: asked first, run off the GUI thread, reported, and undone in one step",
          "[app][settings][reschedule]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    service::DemoHistoryOptions history;
    history.days = 120;
    REQUIRE(service::fabricateHistory(f.context().deck(), f.context().now(), history));
    const auto before = schedules(f.context());

    auto settings = service::loadSchedulerSettings(f.context().deck());
    REQUIRE(settings);
    settings->desired_retention = 0.96;
    REQUIRE(service::saveSchedulerSettings(f.context().deck(), *settings));
    REQUIRE(f.context().reloadScheduler());

    RescheduleOffer& offer = f.window().rescheduleOffer();
    // "Not now" leaves the cards alone.
    offer.offer();
    REQUIRE(offer.question());
    offer.question()->button(QMessageBox::No)->click();
    CHECK_FALSE(offer.isRunning());
    CHECK(schedules(f.context()) == before);

    QSignalSpy finished(&offer, &RescheduleOffer::finished);
    QSignalSpy scheduleChanged(&f.context(), &AppContext::scheduleChanged);
    offer.offer();
    REQUIRE(offer.question());
    offer.question()->button(QMessageBox::Yes)->click();
    CHECK(offer.isRunning());
    CHECK(offer.progress());   // shown while the worker runs
    REQUIRE(waitUntil([&] { return finished.count() > 0; }, 60000));
    CHECK(finished.at(0).at(0).toBool());
    CHECK(scheduleChanged.count() > 0);   // the app hears the worker's changes
    INFO(offer.reportText().toStdString());
    CHECK(offer.reportText().contains(QStringLiteral(" review cards moved: ")));
    CHECK(offer.reportText().contains(QStringLiteral(" later. Mean shift -")));
    REQUIRE(offer.reportBox());
    const auto rescheduled = schedules(f.context());
    CHECK(rescheduled != before);

    QSignalSpy undone(&offer, &RescheduleOffer::undone);
    QPushButton* undo = nullptr;
    for (QAbstractButton* button : offer.reportBox()->buttons()) {
        if (button->text() == QStringLiteral("&Undo"))
            undo = qobject_cast<QPushButton*>(button);
    }
    REQUIRE(undo);
    undo->click();
    REQUIRE(waitUntil([&] { return undone.count() > 0; }, 60000));
    CHECK(undone.at(0).at(0).toBool());
    CHECK(offer.reportText().contains(QStringLiteral("undone")));
    CHECK(schedules(f.context()) == before);
}
