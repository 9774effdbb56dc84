// The notes folder's images on a card, through NoteDeck's own scheme: a note's image loads; what
// leaves the notes folder (by "../", an absolute path or a symbolic link) loads nothing and shows
// its frame, even when the page itself asks for it; an image file changed on disk is shown again.
#include "card_view_harness.h"

#include "gui/card/card_profile.h"
#include "gui/card/image_scheme_handler.h"

#include <catch2/catch.hpp>

#include <QColor>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>

#include <filesystem>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

// A PNG of `width` × `height` at `path`, written to a new file renamed over the old one, as
// editors save.
void writePng(const QString& path, int width, int height)
{
    QImage image(width, height, QImage::Format_RGB32);
    image.fill(QColor(70, 120, 200));
    const QString fresh = path + QStringLiteral(".new");
    REQUIRE(image.save(fresh, "PNG"));
    QFile::remove(path);
    REQUIRE(QFile::rename(fresh, path));
}

// A notes folder with img/net.png (120 × 60), a picture beside the folder (outside it), and a
// symbolic link inside the folder to that outside picture.
struct ImageNotes {
    QTemporaryDir root;
    QString notes = root.filePath(QStringLiteral("notes"));
    ImageNotes()
    {
        REQUIRE(QDir().mkpath(notes + QStringLiteral("/img")));
        writePng(notes + QStringLiteral("/img/net.png"), 120, 60);
        writePng(root.filePath(QStringLiteral("outside.png")), 90, 90);
        std::filesystem::create_symlink(root.filePath(QStringLiteral("outside.png")).toStdString(),
                                        (notes + QStringLiteral("/img/link.png")).toStdString());
    }
};

int naturalWidth(test::CardViewHarness& h, const QString& alt)
{
    return h.eval(QStringLiteral("(document.querySelector('img[alt=\"%1\"]') || {naturalWidth: -1}).naturalWidth").arg(alt)).toInt();
}

} // namespace

TEST_CASE("a note's image shows on the card, what leaves the notes folder loads nothing", "[card][images]")
{
    ImageNotes folder;
    CardProfile profile;
    profile.setNotesFolder(folder.notes.toStdString());
    test::CardViewHarness h(&profile);

    core::CardRecord card = test::makeCard(7, "神经网络有哪些常用模型结构？",
                                           "下图：\n\n![net](img/net.png)\n\n![up](../outside.png)\n\n![link](img/link.png)\n\n"
                                           "<img src=\"/etc/hostname\" alt=\"absolute\">\n");
    card.sourceFile = "nn.md";
    REQUIRE(h.show(card));
    REQUIRE(h.reveal());
    REQUIRE(waitUntil([&] { return naturalWidth(h, QStringLiteral("net")) == 120; }));
    CHECK(profile.imageHandler()->servedCount() == 1);
    // The others are frames with their alt text and the reason on hover.
    CHECK(h.eval(QStringLiteral("Array.from(document.querySelectorAll('#answer .missing-image')).map(f => f.textContent + ':' + f.dataset.problem).join(',')"))
              .toString() == QStringLiteral("up:outside-notes-folder,link:symlink-outside,absolute:absolute-path"));
    CHECK(h.eval(QStringLiteral("document.querySelector('.missing-image').title")).toString().contains(QStringLiteral("../outside.png")));

    // The page asking for them itself (as a hostile page would) gets nothing either: the handler
    // checks every request again.
    const QString ask = QStringLiteral(
        "(() => { const i = new Image(); i.id = 'asked%1'; i.src = '%2'; document.body.append(i); return true; })()");
    const QStringList refused = {QStringLiteral("notedeck-image:..%2Foutside.png"), QStringLiteral("notedeck-image:../outside.png"),
                                 QStringLiteral("notedeck-image:img/link.png"), QStringLiteral("notedeck-image:%2Fetc%2Fhostname"),
                                 QStringLiteral("notedeck-image:img/missing.png")};
    for (int i = 0; i < refused.size(); ++i)
        h.eval(ask.arg(i).arg(refused[i]));
    REQUIRE(waitUntil([&] {
        return h.eval(QStringLiteral("Array.from(document.querySelectorAll('img[id^=asked]')).every(i => i.complete)")).toBool();
    }));
    for (int i = 0; i < refused.size(); ++i) {
        INFO(refused[i].toStdString());
        CHECK(h.eval(QStringLiteral("document.getElementById('asked%1').naturalWidth").arg(i)).toInt() == 0);
    }
    CHECK(profile.imageHandler()->servedCount() == 1);
    CHECK(h.blocked.empty());
}

TEST_CASE("an image file changed on disk is shown again on the card that shows it", "[card][images]")
{
    ImageNotes folder;
    CardProfile profile;
    profile.setNotesFolder(folder.notes.toStdString());
    test::CardViewHarness h(&profile);

    core::CardRecord card = test::makeCard(8, "图？", "![net](img/net.png)\n");
    card.sourceFile = "nn.md";
    REQUIRE(h.show(card));
    REQUIRE(h.reveal());
    REQUIRE(waitUntil([&] { return naturalWidth(h, QStringLiteral("net")) == 120; }));

    writePng(folder.notes + QStringLiteral("/img/net.png"), 200, 80);
    CHECK(waitUntil([&] { return naturalWidth(h, QStringLiteral("net")) == 200; }, 10000));
    // And again: the file is still watched after being replaced.
    writePng(folder.notes + QStringLiteral("/img/net.png"), 64, 64);
    CHECK(waitUntil([&] { return naturalWidth(h, QStringLiteral("net")) == 64; }, 10000));
}

TEST_CASE("a card's image removed from disk after the card was made shows its frame, not a broken icon", "[card][images]")
{
    ImageNotes folder;
    CardProfile profile;
    profile.setNotesFolder(folder.notes.toStdString());
    test::CardViewHarness h(&profile);

    core::CardRecord card = test::makeCard(9, "图？", "![net](img/net.png)\n");
    card.sourceFile = "nn.md";
    const render::CardHtml html = render::renderCard(card, profile.images().get());
    REQUIRE(QFile::remove(folder.notes + QStringLiteral("/img/net.png")));
    REQUIRE(h.show(html));
    REQUIRE(h.reveal());
    REQUIRE(waitUntil([&] { return h.eval(QStringLiteral("document.querySelectorAll('#answer .missing-image').length")).toInt() == 1; }));
    CHECK(h.eval(QStringLiteral("document.querySelector('#answer .missing-image').textContent")).toString() == QStringLiteral("net"));
    CHECK(h.eval(QStringLiteral("document.querySelector('#answer .missing-image').dataset.problem")).toString() == QStringLiteral("load-failed"));
    CHECK(h.eval(QStringLiteral("document.querySelector('#answer .missing-image').title")).toString() ==
          QStringLiteral("Could not be loaded (gone, or not a valid image): img/net.png"));
}
