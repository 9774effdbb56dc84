// `notedeck --screenshot`: writes a PNG of the review view and exits 0; refuses views that do
// not exist yet with exit code 2.
#include <catch2/catch.hpp>

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

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

} // namespace

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
