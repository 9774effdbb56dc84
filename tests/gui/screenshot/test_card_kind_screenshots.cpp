// The review screen on each kind of card, through `notedeck --screenshot`: a cloze card's front
// (its deletion as [...] in the page's link colour) and back (revealed, highlighted), the same
// inside a formula (a box, revealed in colour), and both cards of a reversed pair (each asks its
// own side). With NOTEDECK_SCREENSHOT_DIR set, the pictures are kept there (docs/images).
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

QImage shoot(const QString& deck, const QString& png, core::CardId card, bool answer)
{
    QStringList arguments{QStringLiteral("--db"), deck, QStringLiteral("--screenshot"), png, QStringLiteral("--card"),
                          QString::number(card), QStringLiteral("--theme"), QStringLiteral("light"), QStringLiteral("--size"),
                          QStringLiteral("900x420")};
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

} // namespace

TEST_CASE("screenshots of a cloze card, in text and in math, and of a reversed pair", "[screenshot][cloze]")
{
    QTemporaryDir dir;
    const QString notes = dir.filePath(QStringLiteral("notes"));
    REQUIRE(QDir().mkpath(notes));
    std::ofstream(QDir(notes).filePath(QStringLiteral("kinds.md")).toStdString()) << kNotes;
    const QString deckFile = dir.filePath(QStringLiteral("deck.sqlite"));
    std::map<std::pair<int, std::string>, core::CardId> ids;   // (line, variant) → card
    {
        auto deck = service::Deck::open(deckFile.toStdString());
        REQUIRE(deck);
        const core::FixedClock clock(1'700'000'000);
        auto report = service::importNotes(**deck, notes.toStdString(), clock);
        REQUIRE(report);
        REQUIRE(report->added.size() == 6);
        auto rows = service::listCards(**deck, {});
        REQUIRE(rows);
        for (const auto& row : *rows)
            ids[{row.card.sourceLine, row.card.kind.stored()}] = row.card.id;
    }
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
