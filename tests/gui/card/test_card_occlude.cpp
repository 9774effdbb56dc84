// "Occlude…" in a card's context menu: offered on a picture of the notes folder (its path, as the
// occlusion editor takes it) once someone listens for it; in the review's menu also elsewhere on
// the card, for the card's first picture.
#include "card_view_harness.h"

#include "gui/card/card_profile.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QMenu>
#include <QTemporaryDir>
#include <QTest>
#include <QWebEngineView>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

// Right-clicks the centre of the first element matching `selector` and returns the menu that
// opens (closed again by the caller), or null.
QMenu* contextMenuAt(test::CardViewHarness& h, const QString& selector)
{
    const QVariantList centre = h.eval(QStringLiteral("(() => { const r = document.querySelector('%1').getBoundingClientRect();"
                                                      " return [r.left + r.width / 2, r.top + r.height / 2]; })()")
                                           .arg(selector))
                                    .toList();
    REQUIRE(centre.size() == 2);
    QWidget* input = h.view().findChild<QWebEngineView*>()->focusProxy();
    QTest::mouseClick(input, Qt::RightButton, Qt::NoModifier, QPoint(qRound(centre[0].toDouble()), qRound(centre[1].toDouble())));
    QMenu* menu = nullptr;
    waitUntil([&] {
        for (QWidget* top : QApplication::topLevelWidgets())
            if (auto* m = qobject_cast<QMenu*>(top); m && m->isVisible())
                menu = m;
        return menu != nullptr;
    });
    return menu;
}

QAction* occludeAction(QMenu* menu)
{
    for (QAction* action : menu->actions())
        if (action->text().startsWith(QStringLiteral("Occlude")))
            return action;
    return nullptr;
}

} // namespace

TEST_CASE("the card's context menu offers Occlude… on a picture of the notes folder", "[card][occlusion]")
{
    QTemporaryDir notes;
    REQUIRE(QDir(notes.path()).mkpath(QStringLiteral("img")));
    QImage image(200, 120, QImage::Format_RGB32);
    image.fill(Qt::darkCyan);
    REQUIRE(image.save(notes.filePath(QStringLiteral("img/网络 1.png"))));
    CardProfile profile;
    profile.setNotesFolder(notes.path().toStdString());
    test::CardViewHarness h(&profile);
    core::CardRecord card = test::makeCard(3, "Which parts does the network have?", "![net](img/网络%201.png)\n");
    card.sourceFile = "nn.md";
    REQUIRE(h.show(card));
    REQUIRE(h.reveal());
    REQUIRE(waitUntil([&] { return h.eval(QStringLiteral("document.querySelector('img[alt=\"net\"]').naturalWidth")).toInt() == 200; }));
    CHECK(h.view().firstPicture() == QStringLiteral("img/网络 1.png"));

    // Nobody listens: the menu is as before.
    QMenu* menu = contextMenuAt(h, QStringLiteral("img[alt=\"net\"]"));
    REQUIRE(menu);
    CHECK_FALSE(occludeAction(menu));
    menu->close();

    QStringList asked;
    QObject::connect(&h.view(), &CardView::occludeRequested, [&](const QString& picture) { asked << picture; });
    menu = contextMenuAt(h, QStringLiteral("img[alt=\"net\"]"));
    REQUIRE(menu);
    QAction* occlude = occludeAction(menu);
    REQUIRE(occlude);
    CHECK(occlude->isEnabled());
    occlude->trigger();
    menu->close();
    CHECK(asked == QStringList{QStringLiteral("img/网络 1.png")});

    // On the question's text: nothing in Read, the card's picture in the review.
    menu = contextMenuAt(h, QStringLiteral("#question"));
    REQUIRE(menu);
    CHECK_FALSE(occludeAction(menu));
    menu->close();
    h.view().setOccludesCardPicture(true);
    menu = contextMenuAt(h, QStringLiteral("#question"));
    REQUIRE(menu);
    REQUIRE(occludeAction(menu));
    occludeAction(menu)->trigger();
    menu->close();
    CHECK(asked.size() == 2);
    CHECK(asked.last() == QStringLiteral("img/网络 1.png"));
}
