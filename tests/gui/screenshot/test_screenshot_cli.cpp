// `notedeck --screenshot`: writes a PNG of each view (overview, read, search, review, and each tab
// of the statistics view) with the view's content drawn, and exits 0; refuses views that do not
// exist yet and bad arguments with exit code 2.
#include "core/clock.h"
#include "gui/app/app_deck.h"
#include "gui/shared/stats_chart_style.h"
#include "service/statistics/demo_history.h"
#include "service/study/study.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QImage>
#include <QProcess>
#include <QRectF>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdlib>

using namespace notedeck;

namespace {

struct Run {
    int exitCode = -1;
    QString errors;
};

Run runNotedeck(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(NOTEDECK_GUI_EXE), arguments);
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardError())};
}

// Share of the pixels of `area` (in fractions of the image's size) that clearly differ from the
// area's commonest colour: text, bars, rules, highlights. A view that drew nothing (an empty
// card page, a blank list) has none.
double inkShare(const QImage& image, const QRectF& area)
{
    const QRect pixels(qRound(area.x() * image.width()), qRound(area.y() * image.height()),
                       qRound(area.width() * image.width()), qRound(area.height() * image.height()));
    QHash<QRgb, int> counts;
    for (int y = pixels.top(); y <= pixels.bottom(); ++y)
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            ++counts[image.pixel(x, y)];
    QRgb common = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > most) {
            most = it.value();
            common = it.key();
        }
    }
    int ink = 0;
    for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
        for (int x = pixels.left(); x <= pixels.right(); ++x) {
            const QRgb p = image.pixel(x, y);
            const int difference = std::max({std::abs(qRed(p) - qRed(common)), std::abs(qGreen(p) - qGreen(common)),
                                             std::abs(qBlue(p) - qBlue(common))});
            if (difference > 48)
                ++ink;
        }
    }
    return double(ink) / (pixels.width() * pixels.height());
}

// A screenshot of `view` of the bundled deck, light theme, in a window of `size` (1200x800); the
// window keeps that size.
QImage screenshotOf(const QString& view, const QStringList& more = {}, QSize size = QSize(1200, 800))
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("view.png"));
    const Run run = runNotedeck(QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("deck.sqlite")),
                                            QStringLiteral("--screenshot"), png, QStringLiteral("--view"), view,
                                            QStringLiteral("--theme"), QStringLiteral("light"), QStringLiteral("--size"),
                                            QStringLiteral("%1x%2").arg(size.width()).arg(size.height())} +
                                more);
    INFO(run.errors.toStdString());
    REQUIRE(run.exitCode == 0);
    QImage image(png);
    REQUIRE_FALSE(image.isNull());
    INFO(view.toStdString() << " at " << size.width() << "x" << size.height() << ": the window became "
                            << image.width() << "x" << image.height());
    REQUIRE(image.size() == size);
    return image;
}

// The chapter tree on the left: its rows of names, counts and mastery bars.
const QRectF kTree(0.0, 0.05, 0.25, 0.10);

// Pixels of exactly `colour` in `image` (bars and squares are filled with the chart colours).
int pixelsOf(const QImage& image, const QColor& colour)
{
    const QRgb wanted = colour.rgb();
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            n += (line[x] | 0xff000000u) == (wanted | 0xff000000u) ? 1 : 0;
    }
    return n;
}

// The share of the image in its most common colour (the background, in a blank capture all of it).
double backgroundShare(const QImage& image)
{
    QHash<QRgb, int> counts;
    int most = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            most = std::max(most, ++counts[line[x]]);
    }
    return static_cast<double>(most) / (image.width() * image.height());
}

} // namespace

TEST_CASE("screenshot of the overview: the chapter tree and the chapter's counts and actions", "[screenshot]")
{
    const QImage image = screenshotOf(QStringLiteral("overview"));
    CHECK(inkShare(image, kTree) > 0.05);
    CHECK(inkShare(image, QRectF(0.45, 0.0, 0.5, 0.3)) > 0.02);   // title, counts, mastery, buttons
    CHECK(inkShare(image, QRectF(0.45, 0.5, 0.5, 0.4)) < 0.01);   // and nothing else below them
}

TEST_CASE("screenshot of the read view: the section's document with its cards", "[screenshot]")
{
    const QImage image = screenshotOf(QStringLiteral("read"), {QStringLiteral("--deck"), QStringLiteral("基础知识::Python::迭代器和生成器")});
    CHECK(inkShare(image, kTree) > 0.05);
    // The document fills the page: headings, questions, answers, code, the study links.
    CHECK(inkShare(image, QRectF(0.4, 0.1, 0.55, 0.4)) > 0.04);
    CHECK(inkShare(image, QRectF(0.4, 0.5, 0.55, 0.45)) > 0.04);
}

TEST_CASE("screenshot of the search view: the results and the card opened", "[screenshot]")
{
    const QImage image = screenshotOf(QStringLiteral("search"), {QStringLiteral("--query"), QStringLiteral("拷贝")});
    CHECK(inkShare(image, QRectF(0.4, 0.1, 0.15, 0.6)) > 0.04);   // the result list
    CHECK(inkShare(image, QRectF(0.75, 0.1, 0.2, 0.6)) > 0.04);   // the card shown with its answer
}

TEST_CASE("a 640 x 480 window stays 640 x 480 whatever view it shows", "[screenshot][layout]")
{
    // Every view of the main window gives way (wraps, scrolls) instead of making the window bigger.
    for (const char* view : {"overview", "read", "drill-summary", "stats"}) {
        const QImage image = screenshotOf(QLatin1String(view), {}, QSize(640, 480));
        CHECK(inkShare(image, QRectF(0.45, 0.05, 0.5, 0.4)) > 0.01);   // and it drew something there
    }
}

TEST_CASE("screenshot of a card's info: its facts and history, at the size asked for, small too", "[screenshot][card-info]")
{
    for (const QSize size : {QSize(1000, 760), QSize(640, 480)}) {
        const QImage image = screenshotOf(QStringLiteral("card-info"), {QStringLiteral("--card"), QStringLiteral("1")}, size);
        CHECK(inkShare(image, QRectF(0.0, 0.0, 0.5, 0.3)) > 0.01);   // the question and the facts
    }
}

TEST_CASE("screenshot of the review view: the card with its answer and the buttons", "[screenshot]")
{
    const QImage image = screenshotOf(QStringLiteral("review"), {QStringLiteral("--answer")});
    CHECK(inkShare(image, QRectF(0.05, 0.05, 0.9, 0.6)) > 0.02);   // breadcrumb, question, answer
    CHECK(inkShare(image, QRectF(0.05, 0.85, 0.9, 0.15)) > 0.01);  // counts and the answer buttons
}

TEST_CASE("screenshot of a card from a notes folder with a diagram: the picture is drawn", "[screenshot][images]")
{
    // tests/data/image-notes: card 1 shows _assets/mlp.png, boxes filled #dbe7fb, #fde9d2, #d8f0df.
    const QString notes = QStringLiteral(NOTEDECK_TEST_DATA "/image-notes");
    const QImage image = screenshotOf(QStringLiteral("review"),
                                      {QStringLiteral("--notes"), notes, QStringLiteral("--card"), QStringLiteral("1"),
                                       QStringLiteral("--answer")},
                                      QSize(900, 640));
    for (const QColor colour : {QColor(0xdb, 0xe7, 0xfb), QColor(0xfd, 0xe9, 0xd2), QColor(0xd8, 0xf0, 0xdf)}) {
        INFO(colour.name().toStdString());
        int near = 0;   // the page draws the picture's colours a shade off
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor p = image.pixelColor(x, y);
                near += std::abs(p.red() - colour.red()) <= 4 && std::abs(p.green() - colour.green()) <= 4 &&
                        std::abs(p.blue() - colour.blue()) <= 4;
            }
        CHECK(near > 2000);   // each box, scaled to 420 px wide, is about 90 × 70
    }
}

TEST_CASE("screenshot mode draws each tab of the statistics view of a deck with a study history", "[stats]")
{
    QTemporaryDir dir;
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    {
        // The bundled notes and 30 days of study up to now (the screenshot takes the real clock).
        auto deck = gui::openAppDeck(deckFile.toStdString(), QCoreApplication::applicationFilePath().toStdString());
        REQUIRE(deck);
        service::DemoHistoryOptions options;
        options.days = 30;
        auto history = service::fabricateHistory(**deck, core::SystemClock().now(), options);
        REQUIRE(history);
        REQUIRE(history->answers > 100);
    }
    using gui::CardTheme;
    using gui::ChartColour;
    struct Tab {
        const char* name;
        CardTheme theme;
    };
    for (const Tab& tab : {Tab{"activity", CardTheme::Light}, Tab{"progress", CardTheme::Dark}, Tab{"memory", CardTheme::Dark},
                           Tab{"simulator", CardTheme::Light}}) {
        const QString png = dir.filePath(QStringLiteral("stats-%1.png").arg(QLatin1String(tab.name)));
        QStringList arguments = {QStringLiteral("--db"), deckFile, QStringLiteral("--screenshot"), png,
                                 QStringLiteral("--view"), QStringLiteral("stats"), QStringLiteral("--tab"),
                                 QLatin1String(tab.name), QStringLiteral("--theme"),
                                 tab.theme == CardTheme::Dark ? QStringLiteral("dark") : QStringLiteral("light"),
                                 QStringLiteral("--size"), QStringLiteral("1200x800")};   // the docs' size: charts two abreast
        if (QLatin1String(tab.name) == QLatin1String("simulator"))
            arguments << QStringLiteral("--interview") << QDate::currentDate().addDays(182).toString(Qt::ISODate);
        const Run run = runNotedeck(arguments);
        INFO("tab " << tab.name << ": " << run.errors.toStdString());
        REQUIRE(run.exitCode == 0);
        const QImage image = QImage(png).convertToFormat(QImage::Format_RGB32);
        REQUIRE_FALSE(image.isNull());
        CHECK(image.size() == QSize(1200, 800));
        CHECK(backgroundShare(image) < 0.9);
        const auto colour = [&](ChartColour c) { return pixelsOf(image, gui::chartColour(c, tab.theme)); };
        int heat = 0;
        for (int level = 1; level <= 4; ++level)
            heat += pixelsOf(image, gui::heatColour(level, tab.theme));
        const std::string name = tab.name;
        INFO("heatmap pixels " << heat << ", accent " << colour(ChartColour::Accent) << ", good " << colour(ChartColour::Good)
                               << ", mature " << colour(ChartColour::Mature) << ", again " << colour(ChartColour::Again));
        if (name == "activity") {
            CHECK(heat > 1000);                             // the studied days of the heatmap
            CHECK(colour(ChartColour::Good) > 1000);        // answers rated Good
            CHECK(colour(ChartColour::Accent) > 1000);      // study time
        } else if (name == "progress") {
            CHECK(heat == 0);
            CHECK(colour(ChartColour::Mature) + colour(ChartColour::Young) > 1000);   // the state ring
            CHECK(colour(ChartColour::Accent) > 3000);      // mastery bars and the retention line
            CHECK(colour(ChartColour::Good) > 100);         // review cards due
        } else if (name == "memory") {
            CHECK(heat == 0);
            CHECK(colour(ChartColour::Accent) > 5000);      // three histograms
        } else {
            CHECK(heat == 0);
            CHECK(colour(ChartColour::Accent) > 1000);      // reviews per day, recall on the interview day
            CHECK(colour(ChartColour::Good) > 300);         // share remembered
            CHECK(colour(ChartColour::Again) > 50);         // the current retention's marker
        }
    }
}

TEST_CASE("screenshot mode writes the review view of a card with its answer")
{
    QTemporaryDir dir;
    const QString deck = dir.filePath(QStringLiteral("deck.sqlite"));
    const QString png = dir.filePath(QStringLiteral("card.png"));
    // An empty deck is filled from the bundled notes first, so card 1 exists.
    const Run run = runNotedeck({QStringLiteral("--db"), deck, QStringLiteral("--screenshot"), png, QStringLiteral("--card"),
                                 QStringLiteral("1"), QStringLiteral("--answer"), QStringLiteral("--theme"),
                                 QStringLiteral("dark"), QStringLiteral("--size"), QStringLiteral("640x480")});
    INFO(run.errors.toStdString());
    REQUIRE(run.exitCode == 0);
    const QImage image(png);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.size() == QSize(640, 480));
    CHECK(image.pixelColor(2, 2) == QColor(0x1b, 0x1d, 0x21));   // dark theme background
}

TEST_CASE("screenshot mode refuses views that do not exist yet and bad arguments")
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("x.png"));
    CHECK(runNotedeck({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("nonsense")}).exitCode == 2);
    CHECK(runNotedeck({QStringLiteral("--screenshot"), png, QStringLiteral("--size"), QStringLiteral("big")}).exitCode == 2);
    CHECK(runNotedeck({QStringLiteral("--screenshot"), png, QStringLiteral("--card"), QStringLiteral("x")}).exitCode == 2);
    CHECK(runNotedeck({QStringLiteral("--card"), QStringLiteral("3")}).exitCode == 2);
    CHECK(runNotedeck({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("stats"),
                       QStringLiteral("--tab"), QStringLiteral("nonsense")})
              .exitCode == 2);
    CHECK(runNotedeck({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("stats"),
                       QStringLiteral("--tab"), QStringLiteral("memory"), QStringLiteral("--interview"),
                       QStringLiteral("2030-01-01")})
              .exitCode == 2);
    CHECK(runNotedeck({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), QStringLiteral("stats"),
                       QStringLiteral("--tab"), QStringLiteral("simulator"), QStringLiteral("--interview"),
                       QStringLiteral("2030-02-30")})
              .exitCode == 2);
    CHECK_FALSE(QFile::exists(png));
}

TEST_CASE("screenshot mode with a card the deck does not have fails with a message")
{
    QTemporaryDir dir;
    const Run run = runNotedeck({QStringLiteral("--db"), dir.filePath(QStringLiteral("deck.sqlite")),
                                 QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png")),
                                 QStringLiteral("--card"), QStringLiteral("999999")});
    CHECK(run.exitCode == 1);
    CHECK(run.errors.contains(QStringLiteral("no active card with id 999999")));
}
