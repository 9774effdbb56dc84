// The review screen on each kind of card, through `notedeck --screenshot`: a cloze card's front
// (its deletion as [...] in the page's link colour) and back (revealed, highlighted), the same
// inside a formula (a box, revealed in colour), and both cards of a reversed pair (each asks its
// own side), and an image occlusion card at each window size the screenshot tests use (its masked
// block's colour nowhere on the question, back on the answer). With NOTEDECK_SCREENSHOT_DIR set, the pictures are kept there (docs/images).
#include "core/clock.h"
#include "service/cards/cards.h"
#include "service/deck/deck.h"
#include "service/import/import_notes.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

#include <fstream>

using namespace notedeck;

namespace {

const char* kNotes = R"(# 优化器与注意力

- Adam 的二阶矩是{{c1::梯度平方的指数移动平均}}，一阶矩是{{c2::梯度的指数移动平均::动量}}。

- 缩放点积注意力：$\mathrm{Attention}(Q,K,V)=\mathrm{softmax}\left(\frac{QK^T}{ {{c1::\sqrt{d_k}}} }\right)V$，除以它是为了{{c2::防止 softmax 饱和}}。

- Epoch ::: 把整个训练集完整地过一遍
)";

// Pixels of `image` within `tolerance` of `colour` in each channel.
int pixelsNear(const QImage& image, const QColor& colour, int tolerance = 6)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor p = image.pixelColor(x, y);
            n += std::abs(p.red() - colour.red()) <= tolerance && std::abs(p.green() - colour.green()) <= tolerance &&
                         std::abs(p.blue() - colour.blue()) <= tolerance
                     ? 1
                     : 0;
        }
    return n;
}

QImage shoot(const QString& deck, const QString& png, core::CardId card, bool answer, QSize size = QSize(900, 420))
{
    QStringList arguments{QStringLiteral("--db"), deck, QStringLiteral("--screenshot"), png, QStringLiteral("--card"),
                          QString::number(card), QStringLiteral("--theme"), QStringLiteral("light"), QStringLiteral("--size"),
                          QStringLiteral("%1x%2").arg(size.width()).arg(size.height())};
    if (answer)
        arguments << QStringLiteral("--answer");
    QProcess process;
    process.start(QStringLiteral(NOTEDECK_GUI_EXE), arguments);
    process.waitForFinished(60000);
    INFO(QString::fromUtf8(process.readAllStandardError()).toStdString());
    REQUIRE(process.exitStatus() == QProcess::NormalExit);
    REQUIRE(process.exitCode() == 0);
    QImage image(png);
    REQUIRE_FALSE(image.isNull());
    if (const QString keep = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !keep.isEmpty()) {
        const QString target = QDir(keep).filePath(QFileInfo(png).fileName());
        QFile::remove(target);
        REQUIRE(QFile::copy(png, target));
    }
    return image;
}

// Imports `notes` into a new deck `deckFile` (expecting `added` cards): each card by (line, variant).
std::map<std::pair<int, std::string>, core::CardId> importedCards(const QString& notes, const QString& deckFile, size_t added)
{
    std::map<std::pair<int, std::string>, core::CardId> ids;
    auto deck = service::Deck::open(deckFile.toStdString());
    REQUIRE(deck);
    const core::FixedClock clock(1'700'000'000);
    auto report = service::importNotes(**deck, notes.toStdString(), clock);
    REQUIRE(report);
    REQUIRE(report->added.size() == added);
    auto rows = service::listCards(**deck, {});
    REQUIRE(rows);
    for (const auto& row : *rows)
        ids[{row.card.sourceLine, row.card.kind.stored()}] = row.card.id;
    return ids;
}

} // namespace

TEST_CASE("screenshots of a cloze card, in text and in math, and of a reversed pair", "[screenshot][cloze]")
{
    QTemporaryDir dir;
    const QString notes = dir.filePath(QStringLiteral("notes"));
    REQUIRE(QDir().mkpath(notes));
    std::ofstream(QDir(notes).filePath(QStringLiteral("kinds.md")).toStdString()) << kNotes;
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    const auto ids = importedCards(notes, deckFile, 6);
    const QColor link(0x0b, 0x5c, 0xc2), highlight(0xff, 0xf3, 0xa3), mathShown(0xe8, 0x59, 0x0c);

    const QImage textFront = shoot(deckFile, dir.filePath(QStringLiteral("card-cloze-front.png")), ids.at({3, "c1"}), false);
    CHECK(pixelsNear(textFront, link) > 50);          // [...] in the link colour
    CHECK(pixelsNear(textFront, highlight) == 0);
    const QImage textBack = shoot(deckFile, dir.filePath(QStringLiteral("card-cloze-back.png")), ids.at({3, "c1"}), true);
    CHECK(pixelsNear(textBack, highlight) > 500);     // the revealed deletion, highlighted

    const QImage mathFront = shoot(deckFile, dir.filePath(QStringLiteral("card-cloze-math-front.png")), ids.at({5, "c1"}), false);
    CHECK(pixelsNear(mathFront, mathShown, 30) == 0);
    const QImage mathBack = shoot(deckFile, dir.filePath(QStringLiteral("card-cloze-math-back.png")), ids.at({5, "c1"}), true);
    CHECK(pixelsNear(mathBack, mathShown, 30) > 30);  // the box revealed in colour

    const QImage forward = shoot(deckFile, dir.filePath(QStringLiteral("card-reversed-forward.png")), ids.at({7, ""}), true);
    const QImage reverse = shoot(deckFile, dir.filePath(QStringLiteral("card-reversed-reverse.png")), ids.at({7, "r"}), true);
    CHECK(forward != reverse);
}

namespace {

// A picture of four coloured blocks on white, 480 × 240: red and green above, blue and grey below.
const QColor kRed(200, 30, 30), kGreen(30, 160, 60), kBlue(30, 60, 200), kGrey(90, 90, 90);

bool writeBlocks(const QString& file)
{
    QImage image(480, 240, QImage::Format_RGB32);
    image.fill(Qt::white);
    const std::pair<QRect, QColor> blocks[] = {{QRect(20, 20, 200, 90), kRed}, {QRect(260, 20, 200, 90), kGreen},
                                              {QRect(20, 130, 200, 90), kBlue}, {QRect(260, 130, 200, 90), kGrey}};
    for (const auto& [rect, colour] : blocks)
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x)
                image.setPixelColor(x, y, colour);
    return image.save(file, "PNG");
}

// Card 1 hides the green block (with a margin), card 2 the blue one.
const char* kBlockMasks = R"({"occlusion": 1, "mode": "%1", "shapes": [
  {"id": "green", "card": 1, "shape": "rect", "left": 0.5208, "top": 0.0417, "width": 0.4583, "height": 0.4583, "label": "Green"},
  {"id": "blue", "card": 2, "shape": "rect", "left": 0.0208, "top": 0.5, "width": 0.4583, "height": 0.4583}
]}
)";

} // namespace

TEST_CASE("screenshots of an occlusion card: the masked block never shows on the question, and shows on the answer",
          "[screenshot][occlusion]")
{
    QTemporaryDir dir;
    const QString notes = dir.filePath(QStringLiteral("notes"));
    REQUIRE(QDir().mkpath(notes + QStringLiteral("/img")));
    REQUIRE(writeBlocks(notes + QStringLiteral("/img/blocks.png")));
    std::ofstream(QDir(notes).filePath(QStringLiteral("blocks.md")).toStdString())
        << "# 色块\n\n## 哪种颜色？\n\n![色块](img/blocks.png)\n\n## 哪一块？\n\n![[blocks-all.png]]\n";
    REQUIRE(QFile::copy(notes + QStringLiteral("/img/blocks.png"), notes + QStringLiteral("/img/blocks-all.png")));
    std::ofstream((notes + QStringLiteral("/img/blocks.png.occlusion.json")).toStdString())
        << QString::fromUtf8(kBlockMasks).arg(QStringLiteral("hide-one")).toStdString();
    std::ofstream((notes + QStringLiteral("/img/blocks-all.png.occlusion.json")).toStdString())
        << QString::fromUtf8(kBlockMasks).arg(QStringLiteral("hide-all")).toStdString();
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    const auto ids = importedCards(notes, deckFile, 6);
    for (const QSize size : {QSize(640, 480), QSize(900, 420), QSize(1200, 800)}) {
        const QString at = QStringLiteral("-%1x%2.png").arg(size.width()).arg(size.height());
        INFO("window " << size.width() << "x" << size.height());
        // hide-one: only card 1's shape is drawn, opaque; the blue block (card 2's) shows.
        const QImage front = shoot(deckFile, dir.filePath(QStringLiteral("card-occlusion-front") + at), ids.at({3, "o1"}), false, size);
        CHECK(pixelsNear(front, kGreen) == 0);
        CHECK(pixelsNear(front, kRed) > 2000);
        CHECK(pixelsNear(front, kBlue) > 2000);
        const QImage back = shoot(deckFile, dir.filePath(QStringLiteral("card-occlusion-back") + at), ids.at({3, "o1"}), true, size);
        CHECK(pixelsNear(back, kGreen) > 2000);
        // hide-all: every shape hidden on the question; the answer reveals only this card's.
        const QImage allFront = shoot(deckFile, dir.filePath(QStringLiteral("card-occlusion-all-front") + at), ids.at({7, "o1"}), false, size);
        CHECK(pixelsNear(allFront, kGreen) == 0);
        CHECK(pixelsNear(allFront, kBlue) == 0);
        CHECK(pixelsNear(allFront, kGrey) > 2000);
        const QImage allBack = shoot(deckFile, dir.filePath(QStringLiteral("card-occlusion-all-back") + at), ids.at({7, "o1"}), true, size);
        CHECK(pixelsNear(allBack, kGreen) > 2000);
        CHECK(pixelsNear(allBack, kBlue) == 0);
    }
}
