// The occlusion editor (gui/occlusion): shapes drawn with the mouse on the picture, selected,
// grouped into one card and saved as the picture's mask file; undo and redo, delete, the label
// kept as plain text, the question before closing with unsaved changes, and the pictures it
// refuses to open.
#include "card_view_harness.h"

#include "core/clock.h"
#include "core/occlusion.h"
#include "gui/occlusion/occlusion_canvas.h"
#include "gui/occlusion/occlusion_document.h"
#include "gui/occlusion/occlusion_editor.h"
#include "service/deck/deck.h"
#include "service/import/import_notes.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPointer>
#include <QTemporaryDir>
#include <QTest>

#include <catch2/catch.hpp>

#include <fstream>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

// A notes folder with a picture of four coloured blocks in img/blocks.png.
struct PictureNotes {
    QTemporaryDir dir;
    PictureNotes()
    {
        REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("img")));
        QImage image(400, 300, QImage::Format_RGB32);
        image.fill(Qt::white);
        const QColor colours[] = {Qt::red, Qt::green, Qt::blue, Qt::yellow};
        for (int i = 0; i < 4; ++i)
            for (int y = 0; y < 100; ++y)
                for (int x = 0; x < 80; ++x)
                    image.setPixelColor(20 + i * 95 + x, 100 + y, colours[i]);
        REQUIRE(image.save(dir.filePath(QStringLiteral("img/blocks.png"))));
    }
    QString notes() const { return dir.path(); }
    QString maskFile() const { return dir.filePath(QStringLiteral("img/blocks.png.occlusion.json")); }
};

// The editor on the picture, shown (the canvas fits the picture once it has its size).
OcclusionEditor* openEditor(const PictureNotes& notes)
{
    auto editor = OcclusionEditor::create(notes.notes(), QStringLiteral("img/blocks.png"));
    REQUIRE(editor);
    (*editor)->setAttribute(Qt::WA_DeleteOnClose, false);
    (*editor)->resize(800, 600);
    (*editor)->show();
    REQUIRE(QTest::qWaitForWindowExposed(*editor));
    return *editor;
}

// A drag with the left button from one point of the picture to another (fractions of its size).
void drag(OcclusionCanvas& canvas, QPointF from, QPointF to)
{
    QWidget* viewport = canvas.viewport();
    const QPoint a = canvas.viewportPoint(from);
    const QPoint b = canvas.viewportPoint(to);
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, a);
    QTest::mouseMove(viewport, (a + b) / 2);
    QTest::mouseMove(viewport, b);
    QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, b);
}

core::OcclusionMasks savedMasks(const PictureNotes& notes)
{
    QFile file(notes.maskFile());
    REQUIRE(file.open(QIODevice::ReadOnly));
    auto masks = core::parseOcclusionFile(file.readAll().toStdString());
    REQUIRE(masks);
    return *masks;
}

} // namespace

TEST_CASE("two rectangles drawn with the mouse, grouped and saved are one new card of two shapes", "[occlusion]")
{
    PictureNotes notes;
    // A note showing the picture, imported before the picture has masks: one card, its question.
    std::ofstream(QDir(notes.notes()).filePath(QStringLiteral("blocks.md")).toStdString(), std::ios::binary)
        << "# Blocks\n\n## Which colour is second?\n\n![blocks](img/blocks.png)\n";
    QTemporaryDir deckDir;
    core::FixedClock clock(1'764'417'600);
    auto deck = service::Deck::open(deckDir.filePath(QStringLiteral("deck.sqlite")).toStdString(), {});
    REQUIRE(deck);
    const auto before = service::importNotes(**deck, notes.notes().toStdString(), clock);
    REQUIRE(before);
    REQUIRE(before->added.size() == 1);

    std::unique_ptr<OcclusionEditor> editor(openEditor(notes));
    OcclusionCanvas& canvas = *editor->canvas();
    QTest::keyClick(&canvas, Qt::Key_R);   // the rectangle tool
    REQUIRE(canvas.tool() == OcclusionTool::Rect);
    drag(canvas, {0.05, 0.33}, {0.25, 0.66});
    drag(canvas, {0.53, 0.33}, {0.72, 0.66});
    REQUIRE(editor->document().masks().shapes.size() == 2);
    const auto& drawn = editor->document().masks().shapes;
    CHECK(drawn[0].card != drawn[1].card);   // each drawn shape is a card of its own
    CHECK(drawn[0].id != drawn[1].id);
    CHECK(drawn[0].left == Approx(0.05).margin(0.01));
    CHECK(drawn[0].width == Approx(0.20).margin(0.01));
    CHECK(drawn[1].top == Approx(0.33).margin(0.01));

    QTest::keyClick(&canvas, Qt::Key_V);
    QTest::keyClick(&canvas, Qt::Key_A, Qt::ControlModifier);
    CHECK(canvas.selectedIds().size() == 2);
    QTest::keyClick(&canvas, Qt::Key_G, Qt::ControlModifier);
    CHECK(editor->document().isModified());
    QTest::keyClick(&canvas, Qt::Key_S, Qt::ControlModifier);
    CHECK_FALSE(editor->document().isModified());

    const core::OcclusionMasks saved = savedMasks(notes);
    REQUIRE(saved.shapes.size() == 2);
    CHECK(saved.shapes[0].card == saved.shapes[1].card);
    CHECK(saved.cardNumbers().size() == 1);
    CHECK(saved.shapes[0].id == drawn[0].id);
    CHECK(saved.shapes[1].id == drawn[1].id);
    CHECK(saved.shapes[1].left == Approx(drawn[1].left).margin(1e-4));   // the file may round

    // The notes read again: the saved masks give one new card, an occlusion card of the picture.
    const auto after = service::importNotes(**deck, notes.notes().toStdString(), clock);
    REQUIRE(after);
    REQUIRE(after->added.size() == 1);
    CHECK(after->added[0].kind.isOcclusion());
    CHECK(after->unchanged == 1);

    // Ungroup gives each its own number again; the ids stay.
    QTest::keyClick(&canvas, Qt::Key_G, Qt::ControlModifier | Qt::ShiftModifier);
    const auto& apart = editor->document().masks().shapes;
    CHECK(apart[0].card != apart[1].card);
    CHECK(apart[0].id == saved.shapes[0].id);
    CHECK(apart[1].id == saved.shapes[1].id);
}

TEST_CASE("the editor's undo and redo give back each step exactly", "[occlusion]")
{
    PictureNotes notes;
    std::unique_ptr<OcclusionEditor> editor(openEditor(notes));
    OcclusionCanvas& canvas = *editor->canvas();
    QTest::keyClick(&canvas, Qt::Key_E);   // an ellipse
    drag(canvas, {0.1, 0.1}, {0.3, 0.3});
    const core::OcclusionMasks one = editor->document().masks();
    REQUIRE(one.shapes.size() == 1);
    CHECK(one.shapes[0].shape == core::OcclusionShapeKind::Ellipse);

    // Moved with the arrow keys (the new shape is selected), then undone step by step.
    QTest::keyClick(&canvas, Qt::Key_V);
    QTest::keyClick(&canvas, Qt::Key_Right, Qt::ShiftModifier);
    const core::OcclusionMasks movedOnce = editor->document().masks();
    CHECK(movedOnce.shapes[0].left > one.shapes[0].left);
    CHECK(movedOnce.shapes[0].top == one.shapes[0].top);

    QTest::keyClick(&canvas, Qt::Key_Z, Qt::ControlModifier);
    CHECK(editor->document().masks() == one);
    QTest::keyClick(&canvas, Qt::Key_Z, Qt::ControlModifier);
    CHECK(editor->document().masks().shapes.empty());
    QTest::keyClick(&canvas, Qt::Key_Z, Qt::ShiftModifier | Qt::ControlModifier);
    CHECK(editor->document().masks() == one);   // the same id back
    QTest::keyClick(&canvas, Qt::Key_Z, Qt::ShiftModifier | Qt::ControlModifier);
    CHECK(editor->document().masks() == movedOnce);
}

TEST_CASE("a shape is moved by dragging it and resized by dragging a handle", "[occlusion]")
{
    PictureNotes notes;
    std::unique_ptr<OcclusionEditor> editor(openEditor(notes));
    OcclusionCanvas& canvas = *editor->canvas();
    QTest::keyClick(&canvas, Qt::Key_R);
    drag(canvas, {0.1, 0.1}, {0.3, 0.3});
    QTest::keyClick(&canvas, Qt::Key_V);
    drag(canvas, {0.2, 0.2}, {0.4, 0.5});   // from its middle
    const core::OcclusionShape moved = editor->document().masks().shapes.at(0);
    CHECK(moved.left == Approx(0.3).margin(0.01));
    CHECK(moved.top == Approx(0.4).margin(0.01));
    CHECK(moved.width == Approx(0.2).margin(0.01));

    drag(canvas, {0.5, 0.6}, {0.7, 0.9});   // its bottom right handle
    const core::OcclusionShape grown = editor->document().masks().shapes.at(0);
    CHECK(grown.left == Approx(0.3).margin(0.01));
    CHECK(grown.width == Approx(0.4).margin(0.01));
    CHECK(grown.height == Approx(0.5).margin(0.01));
    CHECK(grown.id == moved.id);
    CHECK(editor->document().undoStack().count() == 3);   // drawn, moved, resized: a step each
}

TEST_CASE("Del deletes the selected shapes, and a polygon closes on Enter", "[occlusion]")
{
    PictureNotes notes;
    std::unique_ptr<OcclusionEditor> editor(openEditor(notes));
    OcclusionCanvas& canvas = *editor->canvas();
    QTest::keyClick(&canvas, Qt::Key_P);
    for (QPointF p : {QPointF(0.2, 0.2), QPointF(0.4, 0.2), QPointF(0.3, 0.5)})
        QTest::mouseClick(canvas.viewport(), Qt::LeftButton, Qt::NoModifier, canvas.viewportPoint(p));
    QTest::keyClick(&canvas, Qt::Key_Return);
    REQUIRE(editor->document().masks().shapes.size() == 1);
    const core::OcclusionShape polygon = editor->document().masks().shapes[0];
    CHECK(polygon.shape == core::OcclusionShapeKind::Polygon);
    CHECK(polygon.points.size() == 3);

    QTest::keyClick(&canvas, Qt::Key_R);
    drag(canvas, {0.6, 0.6}, {0.8, 0.8});
    REQUIRE(editor->document().masks().shapes.size() == 2);
    // Select the polygon alone with a click inside it, then delete it.
    QTest::keyClick(&canvas, Qt::Key_V);
    QTest::mouseClick(canvas.viewport(), Qt::LeftButton, Qt::NoModifier, canvas.viewportPoint({0.3, 0.3}));
    REQUIRE(canvas.selectedIds() == ShapeIds{QString::fromStdString(polygon.id)});
    QTest::keyClick(&canvas, Qt::Key_Delete);
    REQUIRE(editor->document().masks().shapes.size() == 1);
    CHECK(editor->document().masks().shapes[0].shape == core::OcclusionShapeKind::Rect);
}

TEST_CASE("a label is kept as the plain text typed", "[occlusion]")
{
    PictureNotes notes;
    std::unique_ptr<OcclusionEditor> editor(openEditor(notes));
    OcclusionCanvas& canvas = *editor->canvas();
    QTest::keyClick(&canvas, Qt::Key_Insert);   // a rectangle in the middle, without the mouse
    REQUIRE(editor->document().masks().shapes.size() == 1);
    QTest::keyClick(&canvas, Qt::Key_F2);
    REQUIRE(editor->labelEdit()->hasFocus());
    QTest::keyClicks(editor->labelEdit(), QStringLiteral("<img src=/dev/zero> "));
    QTest::sendKeyEvent(QTest::Click, editor->labelEdit(), Qt::Key_unknown, QStringLiteral("编码器"), Qt::NoModifier);
    QTest::keyClick(editor->labelEdit(), Qt::Key_Return);
    CHECK(editor->document().masks().shapes[0].label == "<img src=/dev/zero> 编码器");
    CHECK(editor->canvas()->hasFocus());
}

TEST_CASE("closing with unsaved masks asks first", "[occlusion]")
{
    PictureNotes notes;
    QPointer<OcclusionEditor> editor(openEditor(notes));
    editor->setAttribute(Qt::WA_DeleteOnClose);
    UnsavedChoice choice = UnsavedChoice::Cancel;
    int asked = 0;
    editor->setUnsavedQuestion([&](QWidget*, std::function<void(UnsavedChoice)> answer) {
        ++asked;
        answer(choice);
    });
    QTest::keyClick(editor->canvas(), Qt::Key_Insert);
    editor->close();
    CHECK(asked == 1);
    REQUIRE(editor);
    CHECK(editor->isVisible());
    choice = UnsavedChoice::Save;
    editor->close();
    CHECK(asked == 2);
    REQUIRE(waitUntil([&] { return !editor || !editor->isVisible(); }));
    CHECK(savedMasks(notes).shapes.size() == 1);
}

TEST_CASE("the editor refuses a picture outside the notes folder, a missing one and an invalid mask file", "[occlusion]")
{
    PictureNotes notes;
    QTemporaryDir outside;
    QImage(10, 10, QImage::Format_RGB32).save(outside.filePath(QStringLiteral("x.png")));
    QFile::link(outside.filePath(QStringLiteral("x.png")), notes.dir.filePath(QStringLiteral("img/link.png")));
    const QString up = QDir(notes.notes()).relativeFilePath(outside.filePath(QStringLiteral("x.png")));
    for (const QString& picture : {up, QStringLiteral("img/link.png")}) {
        auto refused = OcclusionEditor::create(notes.notes(), picture);
        REQUIRE_FALSE(refused);
        CHECK(refused.error().message.find("not inside the notes folder") != std::string::npos);
    }
    auto missing = OcclusionEditor::create(notes.notes(), QStringLiteral("img/none.png"));
    REQUIRE_FALSE(missing);
    CHECK(missing.error().message == "the picture does not exist");

    QFile mask(notes.maskFile());
    REQUIRE(mask.open(QIODevice::WriteOnly));
    mask.write("{\"occlusion\": 1,\n\"shapes\": 7}\n");
    mask.close();
    auto invalid = OcclusionEditor::create(notes.notes(), QStringLiteral("img/blocks.png"));
    REQUIRE_FALSE(invalid);
    CHECK(invalid.error().file == "img/blocks.png.occlusion.json");
    CHECK(invalid.error().line >= 1);
}
