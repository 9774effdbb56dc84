// The labels along the days and dates axes are each distinct and evenly spaced: the steps the
// pure helpers choose (whole days for days, whole days for dates, never "0, 1, 1, 2"), the
// forgetting curve of Card info in a window of 640 × 480, 800 × 600 and the default size, and the
// drill history plot over a day and a half at the widths the drill summary gives it.
//
// With NOTEDECK_LAYOUT_SHOTS=DIR the dialogs and plots are written to DIR, to look at.
#include "app_window_fixture.h"
#include "card_view_harness.h"
#include "layout_check.h"

#include "gui/card_info/card_info_dialog.h"
#include "gui/drill/drill_history_chart.h"
#include "gui/shared/axis_ticks.h"
#include "service/study/study.h"

#include <catch2/catch.hpp>

#include <QChartView>
#include <QDateTime>
#include <QSet>

#include <cmath>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

bool distinct(const QStringList& labels)
{
    return QSet<QString>(labels.begin(), labels.end()).size() == labels.size();
}

// The gaps between neighbouring centres differ by at most a few pixels (rounding, text widths).
bool evenlySpaced(const QList<double>& centres)
{
    for (qsizetype i = 2; i < centres.size(); ++i)
        if (std::abs((centres[i] - centres[i - 1]) - (centres[1] - centres[0])) > 4)
            return false;
    return true;
}

} // namespace

TEST_CASE("number ticks: a step of 1, 2 or 5 × 10^k, whole where asked, every label distinct", "[unit][axis]")
{
    for (double max : {0.01, 0.04, 0.3, 0.95, 1.0, 1.25, 2.4, 3.0, 7.5, 12.5, 37.0, 99.0, 365.0, 1234.5}) {
        for (bool whole : {false, true}) {
            for (int intervals : {2, 4, 6, 10}) {
                const NumberTicks ticks = numberTicks(max, intervals, whole);
                INFO("max " << max << " whole " << whole << " intervals " << intervals);
                const QStringList labels = numberTickLabels(ticks);
                CHECK(distinct(labels));
                CHECK(ticks.top >= max - 1e-9);
                CHECK(ticks.top - ticks.step < max);   // no step beyond the data
                CHECK(labels.size() <= intervals + 1);
                if (whole)
                    CHECK(ticks.step == std::round(ticks.step));
                const double mantissa = ticks.step / std::pow(10.0, std::floor(std::log10(ticks.step) + 1e-9));
                CHECK((std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 || std::abs(mantissa - 5) < 1e-9));
            }
        }
    }
    // The reported axis: a curve 1.25 days long read "0, 1, 1, 2".
    CHECK(numberTickLabels(numberTicks(1.25, 6, true)) == QStringList{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2")});
    CHECK(numberTickLabels(numberTicks(0.3, 3, false)) == QStringList{QStringLiteral("0.0"), QStringLiteral("0.1"), QStringLiteral("0.2"), QStringLiteral("0.3")});
    CHECK(numberTicks(0, 5, true).top > 0);
}

TEST_CASE("day ticks: whole days, at most the labels asked for", "[unit][axis]")
{
    CHECK(dayTickStep(1, 8) == 1);
    CHECK(dayTickStep(7, 8) == 1);
    CHECK(dayTickStep(8, 8) == 2);
    CHECK(dayTickStep(30, 8) == 7);
    CHECK(dayTickStep(90, 8) == 14);
    CHECK(dayTickStep(0, 1) == 1);
    for (int days = 0; days < 2000; days += 7)
        for (int labels : {2, 4, 8}) {
            const int step = dayTickStep(days, labels);
            INFO(days << " days, " << labels << " labels: every " << step);
            CHECK(step >= 1);
            CHECK(days / step + 1 <= std::max(labels, 2));
        }
}

TEST_CASE("the forgetting curve's days axis names each whole day once", "[app][card-info][axis][layout]")
{
    const QSize size = GENERATE(QSize(640, 480), QSize(800, 600), QSize(1180, 780));
    test::AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();
    window.resize(size);
    // Answered Good two days ago and Again an hour ago: relearning, due today, so the curve spans
    // a day and a quarter, the axis whose labels read "0, 1, 1, 2".
    const core::CardId card = 1;
    const core::Timestamp now = f.context().now();
    REQUIRE(service::answerCard(f.context().deck(), card, core::Rating::Good, now - 2 * 86400, 4000));
    REQUIRE(service::answerCard(f.context().deck(), card, core::Rating::Again, now - 3600, 6000));
    CardInfoDialog* dialog = window.showCardInfo(card);
    REQUIRE(dialog);
    REQUIRE(waitUntil([&] { return dialog->info().has_value() && dialog->chartView()->isVisible(); }, 20000));
    test::settle(200);
    QList<double> centres;
    const QStringList labels = test::bottomAxisLabels(dialog->chartView(), &centres);
    INFO(labels.join(QStringLiteral(", ")).toStdString() << " at " << size.width() << "x" << size.height());
    CHECK(labels.size() >= 2);
    CHECK(distinct(labels));
    CHECK(evenlySpaced(centres));
    CHECK(test::cutChartTexts(dialog).isEmpty());
    test::saveLayoutShot(dialog, QStringLiteral("card-info"), size);
    dialog->close();
}

TEST_CASE("the drill history's dates axis names each day once, evenly spaced", "[drill][axis][layout]")
{
    // The widths the drill summary gives its plot in windows of 640, 800 and 1180 pixels.
    const int width = GENERATE(300, 440, 700);
    // Drills on a Dec 5 evening and three times on Dec 6: "Dec 5, Dec 6, Dec 6, Dec 6".
    const qint64 evening = QDateTime(QDate(2026, 12, 5), QTime(20, 0)).toSecsSinceEpoch();
    service::ChapterSeries python{core::DeckPath::parse("基础知识::Python"),
                                  {{1, evening, 0.5, 2}, {2, evening + 12 * 3600, 0.7, 2}, {3, evening + 16 * 3600, 0.9, 2},
                                   {4, evening + 22 * 3600, 1.0, 2}}};
    service::ChapterSeries torch{core::DeckPath::parse("基础知识::PyTorch"), {{2, evening + 12 * 3600, 0.2, 1}}};
    DrillHistoryChart chart;
    chart.resize(width, 300);
    chart.setHistory({python, torch});
    chart.show();
    test::settle(200);
    auto* view = chart.findChild<QChartView*>();
    REQUIRE(view);
    QList<double> centres;
    const QStringList labels = test::bottomAxisLabels(view, &centres);
    INFO(labels.join(QStringLiteral(", ")).toStdString() << " at " << width);
    CHECK(labels.size() >= 2);
    CHECK(distinct(labels));
    CHECK(evenlySpaced(centres));
    CHECK(test::cutChartTexts(&chart).isEmpty());
    CHECK(chart.pointCount() == 5);
    CHECK(chart.lineNames().size() == 2);
    test::saveLayoutShot(&chart, QStringLiteral("drill-history-chart"), QSize(width, 300));
}
