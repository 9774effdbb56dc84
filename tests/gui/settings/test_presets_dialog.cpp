// Settings › Presets for chapters…: the presets with their chapters and cards, a new preset's
// options saved, a chapter given it (its sections inherit it), a bad value named with nothing
// stored, and a preset deleted. With NOTEDECK_SCREENSHOT_DIR set, the dialog with two presets is
// saved there as settings-presets.png (the picture in docs/images).
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "layout_check.h"

#include "gui/settings/easy_days_edit.h"
#include "gui/settings/presets_dialog.h"
#include "gui/settings/settings_dialog.h"
#include "service/options/presets.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::settle;

TEST_CASE("Settings › Presets: a chapter gets options of its own", "[app][settings][presets]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    PresetsDialog dialog(f.context());
    dialog.show();
    QTableWidget& table = *dialog.table();
    REQUIRE(table.rowCount() == 1);
    CHECK(table.item(0, 0)->text() == QStringLiteral("Default (default)"));
    CHECK(table.item(0, 2)->text() == QStringLiteral("98"));

    REQUIRE(dialog.addPreset());
    REQUIRE(table.rowCount() == 2);
    CHECK(table.currentRow() == 1);
    dialog.name()->setText(QStringLiteral("面试"));
    dialog.desiredRetention()->setValue(0.95);
    dialog.newCardsPerDay()->setValue(5);
    // Its own Easy Days. A new retention and other Easy Days would move its cards' due dates, but
    // it covers no card yet: nothing to reschedule, nothing asked.
    QComboBox* sunday = dialog.easyDays()->day(6);
    sunday->setCurrentIndex(sunday->findData(static_cast<int>(core::DayWorkload::Minimum)));
    QSignalSpy suggested(&dialog, &PresetsDialog::rescheduleSuggested);
    REQUIRE(dialog.saveSelected());
    auto saved = service::findPreset(f.context().deck(), "面试");
    REQUIRE(saved);
    CHECK(saved->options.desired_retention == Approx(0.95));
    CHECK(saved->options.new_cards_per_day == 5);
    CHECK(saved->options.easy_days[6] == core::DayWorkload::Minimum);
    CHECK(saved->options.easy_days[5] == core::DayWorkload::Normal);
    CHECK(suggested.empty());
    dialog.newCardsPerDay()->setValue(6);   // a limit moves no due date
    REQUIRE(dialog.saveSelected());
    CHECK(suggested.empty());
    dialog.newCardsPerDay()->setValue(5);
    REQUIRE(dialog.saveSelected());

    const int python = dialog.chapter()->findText(QStringLiteral("基础知识 › Python"));
    REQUIRE(python >= 0);
    dialog.chapter()->setCurrentIndex(python);
    dialog.selectPreset(1);
    REQUIRE(dialog.assignSelected());
    CHECK(service::presetOfNode(f.context().deck(), core::DeckPath::parse("基础知识::Python::基本特性"))->name == "面试");
    CHECK(table.item(1, 1)->text() == QStringLiteral("基础知识 › Python"));
    CHECK(table.item(1, 2)->text() == QStringLiteral("33"));
    CHECK(table.item(0, 2)->text() == QStringLiteral("65"));
    CHECK(table.item(1, 3)->text() == QStringLiteral("95%"));

    // Now that it has cards, a new retention suggests rescheduling them.
    dialog.selectPreset(1);
    dialog.desiredRetention()->setValue(0.93);
    REQUIRE(dialog.saveSelected());
    REQUIRE(suggested.size() == 1);
    CHECK(suggested.front().front().value<core::PresetId>() == saved->id);

    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty()) {
        settle(100);
        CHECK(dialog.grab().save(QDir(dir).filePath(QStringLiteral("settings-presets.png")), "PNG"));
    }

    // A bad value is named and nothing is stored.
    dialog.selectPreset(1);
    dialog.newCardsPerDay()->setValue(9);
    auto edits = dialog.findChildren<QLineEdit*>();
    QLineEdit* learning = nullptr;
    for (QLineEdit* edit : edits) {
        if (edit->text() == QStringLiteral("1m 10m"))
            learning = edit;
    }
    REQUIRE(learning);
    learning->setText(QStringLiteral("soon"));
    CHECK_FALSE(dialog.saveSelected());
    CHECK(dialog.errorText().startsWith(QStringLiteral("Learning steps:")));
    CHECK(service::findPreset(f.context().deck(), "面试")->options.new_cards_per_day == 5);

    // Deleted, its chapter goes back to the default preset.
    dialog.selectPreset(1);
    REQUIRE(dialog.deleteSelected());
    CHECK(table.rowCount() == 1);
    CHECK(service::presetOfNode(f.context().deck(), core::DeckPath::parse("基础知识::Python"))->isDefault());
    dialog.selectPreset(0);
    CHECK_FALSE(dialog.deleteSelected());
}

TEST_CASE("Settings › Presets fits a small window and shows several presets without scrolling its table",
          "[app][settings][presets][layout]")
{
    const QSize size = GENERATE(QSize(640, 480), QSize(800, 600), QSize(1180, 780));
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    f.window().resize(size);
    PresetsDialog dialog(f.context(), &f.window());
    REQUIRE(dialog.addPreset());
    dialog.show();
    settle(150);
    INFO("at " << size.width() << "x" << size.height());
    CHECK(dialog.width() <= size.width());
    CHECK(dialog.height() <= size.height());
    // Both presets in view, and room for a few more: the table was two rows tall and scrolled.
    QTableWidget& table = *dialog.table();
    REQUIRE(table.rowCount() == 2);
    CHECK(table.verticalScrollBar()->maximum() == 0);
    CHECK(table.viewport()->height() >= 4 * table.rowHeight(0));
    // Nothing cut off, the page scrolls down only.
    const QStringList problems = test::clippedWidgets(&dialog) + test::sidewaysPages(&dialog);
    INFO(problems.join(QLatin1Char('\n')).toStdString());
    CHECK(problems.isEmpty());
    test::saveLayoutShot(&dialog, QStringLiteral("presets"), size);
}

TEST_CASE("Settings and Presets show the study options alike, tooltips included", "[app][settings][presets]")
{
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    SettingsDialog settings(f.context());
    PresetsDialog presets(f.context());
    // The fields both have, with the same ranges and the same tooltip (Presets had none before).
    CHECK_FALSE(settings.desiredRetention()->toolTip().isEmpty());
    CHECK(presets.desiredRetention()->toolTip() == settings.desiredRetention()->toolTip());
    CHECK(presets.desiredRetention()->minimum() == settings.desiredRetention()->minimum());
    CHECK(presets.desiredRetention()->maximum() == settings.desiredRetention()->maximum());
    CHECK(presets.newCardsPerDay()->maximum() == settings.newCardsPerDay()->maximum());
    CHECK(presets.reviewsPerDay()->maximum() == settings.reviewsPerDay()->maximum());
}
