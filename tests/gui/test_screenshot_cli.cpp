// `notedeck --screenshot`: writes a PNG of each view (overview, read, search, review) with the
// view's content drawn, and exits 0; refuses views that do not exist yet with exit code 2.
#include <catch2/catch.hpp>

#include <QHash>
#include <QRectF>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdlib>

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

// A screenshot of `view` of the bundled deck, light theme, 1200x800.
QImage screenshotOf(const QString& view, const QStringList& more = {})
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("view.png"));
    const Run run = runNotedeck(QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("deck.sqlite")),
                                            QStringLiteral("--screenshot"), png, QStringLiteral("--view"), view,
                                            QStringLiteral("--theme"), QStringLiteral("light"), QStringLiteral("--size"),
                                            QStringLiteral("1200x800")} +
                                more);
    INFO(run.errors.toStdString());
    REQUIRE(run.exitCode == 0);
    QImage image(png);
    REQUIRE_FALSE(image.isNull());
    REQUIRE(image.size() == QSize(1200, 800));
    return image;
}

// The chapter tree on the left: its rows of names, counts and mastery bars.
const QRectF kTree(0.0, 0.05, 0.25, 0.10);

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

TEST_CASE("screenshot of the review view: the card with its answer and the buttons", "[screenshot]")
{
    const QImage image = screenshotOf(QStringLiteral("review"), {QStringLiteral("--answer")});
    CHECK(inkShare(image, QRectF(0.05, 0.05, 0.9, 0.6)) > 0.02);   // breadcrumb, question, answer
    CHECK(inkShare(image, QRectF(0.05, 0.85, 0.9, 0.15)) > 0.01);  // counts and the answer buttons
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
