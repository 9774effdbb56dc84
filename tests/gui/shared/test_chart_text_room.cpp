// A chart asks for the room its texts need: up a count axis with many ticks, a view too short for
// all their labels grows tall enough instead of letting Qt Charts cut every label to "...".
#include "card_view_harness.h"
#include "layout_check.h"

#include "gui/shared/chart_text_room.h"
#include "gui/shared/stats_chart_style.h"

#include <catch2/catch.hpp>

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QScrollArea>
#include <QValueAxis>
#include <QVBoxLayout>

using namespace notedeck;
using namespace notedeck::gui;

TEST_CASE("a chart with many ticks up its count axis is given the height their labels need", "[stats][layout]")
{
    // In a scroll area, as the statistics tabs are, whose page is far shorter than the labels need.
    QScrollArea area;
    area.resize(500, 120);
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    area.setWidget(page);
    area.setWidgetResizable(true);

    auto* view = new QChartView(page);
    view->setMinimumSize(280, 60);
    layout->addWidget(view);
    QChart* chart = newChart(QStringLiteral("Retrievability now"), CardTheme::Light);
    auto* bars = new QBarSet(QStringLiteral("Cards"));
    *bars << 1 << 2 << 8 << 39 << 48;   // 0 … 60 in steps of 10: seven labels up the axis
    auto* series = new QBarSeries(chart);
    series->append(bars);
    chart->addSeries(series);
    QValueAxis* axis = addCountAxis(chart, QStringLiteral("Cards"), 48, Qt::AlignLeft);
    series->attachAxis(axis);
    view->setChart(chart);
    makeRoomForTexts(view);

    area.show();
    test::settle(200);
    CHECK(view->height() == view->minimumHeight());   // as short as it may be
    const QStringList cut = test::cutChartTexts(page);
    INFO(cut.join(QLatin1Char('\n')).toStdString());
    CHECK(cut.isEmpty());
}
