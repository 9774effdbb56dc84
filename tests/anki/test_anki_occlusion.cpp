// Image occlusion cards in the .apkg export: Anki's own image occlusion note type, the masks in
// its Occlusion field as Anki writes them, the picture as a media file (docs/anki.md).
#include "anki_package.h"
#include "core/occlusion.h"
#include "service/anki/anki_export.h"
#include "service/anki/anki_import.h"
#include "service/anki/detail/anki_occlusion.h"
#include "service/statistics/demo_history.h"
#include "service/sync/sync.h"
#include "storage/deck_store.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

using namespace notedeck;
using notedeck::testing::AnkiPackage;
using notedeck::testing::exportTo;
using notedeck::testing::fieldsOf;
using notedeck::testing::TempNotes;

namespace {

core::OcclusionShape rect(std::string id, int card, double left, double top, double width, double height,
                          std::string label = {})
{
    return {std::move(id), card, core::OcclusionShapeKind::Rect, left, top, width, height, {}, std::move(label)};
}

core::OcclusionMasks transformerMasks(core::OcclusionMode mode)
{
    core::OcclusionMasks masks;
    masks.mode = mode;
    masks.shapes = {rect("enc", 1, 0.1, 0.2, 0.25, 0.12, "Encoder"),
                    {"dec", 2, core::OcclusionShapeKind::Ellipse, 0.6, 0.2, 0.25, 0.12, {}, {}}};
    return masks;
}

// The picture's cards as the notes would make them: one per card number, each with every mask.
void addOcclusionCards(TempNotes& t, const core::OcclusionMasks& masks)
{
    t.write("img/transformer.png", "\x89PNG the transformer block");
    core::ImportChanges changes;
    for (int number : masks.cardNumbers()) {
        core::CardRecord card;
        card.deck = core::DeckPath({"Models"});
        card.question = "The **Transformer** block";
        card.answer = core::occlusionCardAnswer({"img/transformer.png", false, number, masks});
        card.sourceFile = "models.md";
        card.sourceLine = 3;
        card.kind = core::CardKind::occlusion(number);
        changes.added.push_back(std::move(card));
    }
    REQUIRE(t.store().imports().apply(changes, t.clock.now()));
}

} // namespace

TEST_CASE("a coordinate is written as Anki writes it: four decimals, no leading or trailing zeros")
{
    using service::anki::ankiCoordinate;
    CHECK(ankiCoordinate(0.1) == ".1");
    CHECK(ankiCoordinate(0.25) == ".25");
    CHECK(ankiCoordinate(0.3734) == ".3734");
    CHECK(ankiCoordinate(0.12345678) == ".1235");
    CHECK(ankiCoordinate(1.0) == "1.");
    CHECK(ankiCoordinate(0.0) == ".0000");
    CHECK(ankiCoordinate(0.00001) == ".0000");   // Anki would write "." here, which it cannot read
    // An exact tie goes up, as JavaScript's toFixed rounds it (printf would make it .0312).
    CHECK(ankiCoordinate(0.03125) == ".0313");
    CHECK(ankiCoordinate(std::nan("")) == ".0000");
}

TEST_CASE("the Occlusion field holds one of Anki's clozes per shape, oi=1 on each in hide-all mode")
{
    using service::anki::ankiOcclusionField;
    CHECK(ankiOcclusionField(transformerMasks(core::OcclusionMode::HideOne)) ==
          "{{c1::image-occlusion:rect:left=.1:top=.2:width=.25:height=.12}}<br>"
          "{{c2::image-occlusion:ellipse:left=.6:top=.2:rx=.125:ry=.06}}<br>");
    CHECK(ankiOcclusionField(transformerMasks(core::OcclusionMode::HideAll)) ==
          "{{c1::image-occlusion:rect:left=.1:top=.2:width=.25:height=.12:oi=1}}<br>"
          "{{c2::image-occlusion:ellipse:left=.6:top=.2:rx=.125:ry=.06:oi=1}}<br>");
    core::OcclusionMasks polygon;
    polygon.shapes = {{"p1", 3, core::OcclusionShapeKind::Polygon, 0.1, 0.7, 0.2, 0.2, {{0.1, 0.7}, {0.3, 0.7}, {0.2, 0.9}}, {}}};
    CHECK(ankiOcclusionField(polygon) == "{{c3::image-occlusion:polygon:left=.1:top=.7:points=.1,.7 .3,.7 .2,.9}}<br>");
}

TEST_CASE("an Occlusion field as Anki writes it is read back: rectangles, ellipses, polygons moved to left/top")
{
    const auto read = service::anki::readAnkiOcclusionField(
        "{{c1::image-occlusion:rect:left=.3734:top=.2508:width=.3858:height=.2429:oi=1}}<br>"
        "{{c1::image-occlusion:ellipse:left=.1734:top=.1508:rx=.1929:ry=.1214:oi=1}}<br>"
        "{{c2::image-occlusion:polygon:left=.3734:top=.2508:points=.0000,.0000 .3858,.0109 .0093,.2429:oi=1}}<br>");
    CHECK(read.problems.empty());
    CHECK(read.masks.mode == core::OcclusionMode::HideAll);
    REQUIRE(read.masks.shapes.size() == 3);
    const auto& r = read.masks.shapes[0];
    CHECK(r.card == 1);
    CHECK(r.shape == core::OcclusionShapeKind::Rect);
    CHECK(r.left == Approx(0.3734));
    CHECK(r.height == Approx(0.2429));
    const auto& e = read.masks.shapes[1];
    CHECK(e.shape == core::OcclusionShapeKind::Ellipse);
    CHECK(e.width == Approx(0.3858));
    CHECK(e.height == Approx(0.2428));
    const auto& p = read.masks.shapes[2];
    CHECK(p.card == 2);
    REQUIRE(p.points.size() == 3);
    CHECK(p.points[0].x == Approx(0.3734));
    CHECK(p.points[0].y == Approx(0.2508));
    CHECK(p.points[1].x == Approx(0.3734 + 0.3858));
    CHECK(p.left == Approx(0.3734));
    CHECK(p.height == Approx(0.2429));
    CHECK(read.masks.shapes[0].id != read.masks.shapes[1].id);
}

TEST_CASE("a hostile Occlusion field gives the shapes that are good and a problem for each other one")
{
    std::string field = "{{c1::image-occlusion:rect:left=nan:top=.2:width=.1:height=.1}}"
                        "{{c2::image-occlusion:rect:left=5:top=.2:width=.1:height=.1}}"
                        "{{c0::image-occlusion:text:left=.1:top=.1:text=Label}}"
                        "{{c99999999999::image-occlusion:rect:left=.1:top=.2:width=.1:height=.1}}"
                        "{{c3::image-occlusion:polygon:points=.1,.1 .2,.2}}"
                        "{{c4::image-occlusion:star:left=.1}}"
                        "{{c5::just text}}"
                        "{{c6::image-occlusion:rect:left=.1:top=.2:width=1.5:height=.1}}"
                        "{{c7::image-occlusion:rect:left=.1:top=.2:width=.1:height=.1}}"
                        "{{c8::image-occlusion:rect:left=.1";
    for (int i = 0; i < 600; ++i)
        field += "{{c9::image-occlusion:rect:left=.5:top=.5:width=.1:height=.1}}";
    const auto read = service::anki::readAnkiOcclusionField(field);
    REQUIRE(!read.masks.shapes.empty());
    CHECK(read.masks.shapes.front().card == 7);
    CHECK(read.masks.shapes.size() == static_cast<size_t>(core::OcclusionLimits::maxShapes));
    CHECK(read.masks.mode == core::OcclusionMode::HideOne);
    CHECK(read.problems.size() >= 7);
}

TEST_CASE("occlusion cards go to Anki as one image occlusion note with the masks as Anki writes them")
{
    for (const auto mode : {core::OcclusionMode::HideOne, core::OcclusionMode::HideAll}) {
        TempNotes t;
        t.import();
        addOcclusionCards(t, transformerMasks(mode));
        const auto apkg = t.notes().parent_path() / "deck.apkg";
        const auto report = exportTo(t, apkg);
        AnkiPackage package(apkg);
        CHECK(report.notes == 1);
        CHECK(report.cards == 2);
        // The label cannot go (Anki shows text shapes on the question): told.
        REQUIRE(report.problems.size() == 1);
        CHECK(report.problems.front().find("labels") != std::string::npos);

        const auto rows = package.rows("SELECT mid, flds FROM notes");
        REQUIRE(rows.size() == 1);
        const auto models = nlohmann::json::parse(package.value("SELECT models FROM col"));
        const auto& type = models.at(rows[0][0]);
        CHECK(type["type"] == 1);
        CHECK(type["originalStockKind"] == 6);
        std::vector<std::string> names;
        for (const auto& f : type["flds"])
            names.push_back(f["name"].get<std::string>());
        CHECK(names == std::vector<std::string>{"Occlusion", "Image", "Header", "Back Extra", "Comments"});
        CHECK(type["flds"][1]["tag"] == 1);
        const std::string question = type["tmpls"][0]["qfmt"].get<std::string>();
        CHECK(question.find("{{cloze:Occlusion}}") != std::string::npos);
        CHECK(question.find("id=\"image-occlusion-container\"") != std::string::npos);
        CHECK(question.find("id=\"image-occlusion-canvas\"") != std::string::npos);
        CHECK(type["tmpls"][0]["afmt"].get<std::string>().find("id=\"toggle\"") != std::string::npos);
        CHECK(type["css"].get<std::string>().find("--active-shape-color") != std::string::npos);

        const auto fields = fieldsOf(rows[0][1]);
        REQUIRE(fields.size() == 5);
        const std::string oi = mode == core::OcclusionMode::HideAll ? ":oi=1" : "";
        CHECK(fields[0] == "{{c1::image-occlusion:rect:left=.1:top=.2:width=.25:height=.12" + oi + "}}<br>"
                           "{{c2::image-occlusion:ellipse:left=.6:top=.2:rx=.125:ry=.06" + oi + "}}<br>");
        CHECK(fields[1] == "<img src=\"transformer.png\">");
        CHECK(fields[2] == "<p>The <strong>Transformer</strong> block</p>\n");
        CHECK(fields[3].empty());
        CHECK(fields[4] == "models.md:3");
        CHECK(package.value("SELECT group_concat(ord) FROM (SELECT ord FROM cards ORDER BY ord)") == "0,1");
        const auto media = nlohmann::json::parse(package.entries().at("media"));
        REQUIRE(media.size() == 1);
        CHECK(media["0"] == "transformer.png");
        CHECK(package.entries().at("0") == "\x89PNG the transformer block");
    }
}

TEST_CASE("occlusion cards exported to Anki and imported again give back the picture and its masks")
{
    TempNotes t;
    t.import();
    core::OcclusionMasks masks = transformerMasks(core::OcclusionMode::HideAll);
    masks.shapes.front().label.clear();   // labels stay in NoteDeck (see above)
    masks.shapes.push_back({"p1", 2, core::OcclusionShapeKind::Polygon, 0.1, 0.7, 0.2, 0.2,
                            {{0.1, 0.7}, {0.3, 0.7}, {0.2, 0.9}}, {}});
    addOcclusionCards(t, masks);
    const auto apkg = t.notes().parent_path() / "deck.apkg";
    CHECK(exportTo(t, apkg).problems.empty());

    TempNotes fresh;
    fresh.clock.set(t.clock.now());
    fresh.import();
    REQUIRE(service::followNotes(fresh.deck(), fresh.notes(), false));
    auto imported = service::importAnkiPackage(fresh.deck(), {apkg, fresh.notes() / "Anki", fresh.notes()});
    INFO((imported ? imported->toText() : imported.error().toString()));
    REQUIRE(imported);
    INFO(imported->problems.size());
    CHECK(imported->problems.empty());
    CHECK(imported->occlusionNotes == 1);
    CHECK(imported->otherKinds.empty());
    const auto media = fresh.notes() / "Anki" / "media";
    CHECK(testing::fileBytes(media / "transformer.png") == "\x89PNG the transformer block");
    auto back = core::parseOcclusionFile(testing::fileBytes(media / "transformer.png.occlusion.json"));
    INFO((back ? std::string() : back.error().toString()));
    REQUIRE(back);
    CHECK(back->mode == core::OcclusionMode::HideAll);
    REQUIRE(back->shapes.size() == masks.shapes.size());
    // Equal to the four decimals Anki writes (an ellipse's size goes as its radii).
    for (size_t i = 0; i < masks.shapes.size(); ++i) {
        const auto &was = masks.shapes[i], &is = back->shapes[i];
        INFO("shape " << i);
        CHECK(is.card == was.card);
        CHECK(is.shape == was.shape);
        for (const auto& [a, b] : {std::pair{is.left, was.left}, {is.top, was.top}, {is.width, was.width}, {is.height, was.height}})
            CHECK(std::abs(a - b) <= 1e-4);
        REQUIRE(is.points.size() == was.points.size());
        for (size_t k = 0; k < was.points.size(); ++k)
            CHECK((std::abs(is.points[k].x - was.points[k].x) <= 1e-4 && std::abs(is.points[k].y - was.points[k].y) <= 1e-4));
    }
    // The note shows the picture, with the header as its question.
    const std::string note = testing::fileBytes(fresh.notes() / "Anki" / "Models.md");
    INFO(note);
    CHECK(note.find("- The **Transformer** block\n\n  ![](<media/transformer.png>)\n") != std::string::npos);
}

namespace {

// Each occlusion card's number → how many answers it has, in a deck.
std::map<int, size_t> occlusionAnswers(TempNotes& t)
{
    std::map<int, size_t> answers;
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    for (const auto& row : *rows) {
        if (!row.card.kind.isOcclusion())
            continue;
        auto log = t.store().reviewLog().of(row.card.id);
        REQUIRE(log);
        answers[row.card.kind.number()] = log->size();
    }
    return answers;
}

} // namespace

TEST_CASE("a studied picture's occlusion cards go to Anki and back with each card's answers")
{
    TempNotes studied;
    studied.write("models.md", "# Models\n\n- The **Transformer** block\n  - ![](img/transformer.png)\n");
    studied.write("img/transformer.png", "\x89PNG the transformer block");
    core::OcclusionMasks masks = transformerMasks(core::OcclusionMode::HideOne);
    masks.shapes.front().label.clear();
    studied.write("img/transformer.png.occlusion.json", core::occlusionFileText(masks));
    studied.import();
    REQUIRE(service::followNotes(studied.deck(), studied.notes(), false));
    service::DemoHistoryOptions history;
    history.days = 20;
    REQUIRE(service::fabricateHistory(studied.deck(), studied.clock.now(), history));
    const std::map<int, size_t> before = occlusionAnswers(studied);
    REQUIRE(before.size() == 2);
    REQUIRE(before.at(1) + before.at(2) > 0);
    const auto apkg = studied.notes().parent_path() / "studied.apkg";
    CHECK(exportTo(studied, apkg).problems.empty());

    TempNotes fresh;
    fresh.clock.set(studied.clock.now());
    fresh.import();
    REQUIRE(service::followNotes(fresh.deck(), fresh.notes(), false));
    auto imported = service::importAnkiPackage(fresh.deck(), {apkg, fresh.notes() / "Anki", fresh.notes()});
    INFO((imported ? imported->toText() : imported.error().toString()));
    REQUIRE(imported);
    CHECK(imported->occlusionNotes == 1);
    // The written picture and mask file make the same occlusion cards, each with its own answers.
    CHECK(occlusionAnswers(fresh) == before);
}
