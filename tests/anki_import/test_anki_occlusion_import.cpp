// Anki's own image occlusion notes imported: the picture with a mask file beside it, and a note
// showing the picture with the Header as its question (docs/anki.md, "Image occlusion"); the
// package is untrusted: shapes that are wrong are told, naming the note, never a crash.
#include "anki_package.h"
#include "core/occlusion.h"
#include "service/anki/anki_import.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace notedeck;
using testing::TempNotes;

namespace {

bool anyProblem(const service::AnkiImportReport& report, const std::string& part)
{
    return std::ranges::any_of(report.problems, [&](const std::string& p) { return p.find(part) != std::string::npos; });
}

} // namespace

TEST_CASE("an Anki image occlusion note becomes a picture with its mask file and a note showing it")
{
    for (const int schema : {11, 18}) {
        INFO("schema " << schema);
        TempNotes t;
        t.import();
        REQUIRE(service::followNotes(t.deck(), t.notes(), false));
        testing::AnkiPackageBuilder anki(schema);
        const auto heart = anki.addNote(
            "guid0000001", testing::kAnkiOcclusionType,
            {"{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1:oi=1}}<br>"
             "{{c2::image-occlusion:ellipse:left=.5:top=.5:rx=.1:ry=.05:oi=1}}<br>"
             "{{c2::image-occlusion:polygon:left=.2:top=.6:points=.0,.0 .2,.0 .1,.2:oi=1}}<br>"
             "{{c0::image-occlusion:text:left=.7:top=.1:text=Aorta:scale=1}}<br>"
             "{{c3::image-occlusion:rect:left=9:top=.2:width=.3:height=.1:oi=1}}<br>",
             "<img src=\"heart.png\">", "The <b>heart</b>", "Back <i>extra</i>", ""},
            testing::kDefaultDeck, {0, 1, 2});
        anki.addMedia("heart.png", "\x89PNG a heart");
        // A note whose picture is not in the package: kept as a card of its fields.
        const auto lost = anki.addNote("guid0000002", testing::kAnkiOcclusionType,
                                       {"{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.1}}",
                                        "<img src=\"lost.png\">", "Lost", "", ""},
                                       testing::kDefaultDeck, {0});
        const auto file = t.notes().parent_path() / "io.apkg";
        if (schema == 11)
            anki.writeLegacy(file);
        else
            anki.writeCurrent(file);

        const auto into = t.notes() / "Anki";
        auto report = service::importAnkiPackage(t.deck(), {file, into, t.notes()});
        INFO((report ? report->toText() : report.error().toString()));
        REQUIRE(report);
        CHECK(report->notesWritten == 2);
        CHECK(report->occlusionNotes == 1);
        CHECK(report->otherKinds == std::vector<std::string>{"Image Occlusion+: 1 note"});
        // What could not be kept is told, naming its note.
        const std::string who = "note " + std::to_string(heart) + ": image occlusion: ";
        CHECK(anyProblem(*report, who + "1 text labels"));
        CHECK(anyProblem(*report, who + "shape 4 (rect)"));
        CHECK(anyProblem(*report, "note " + std::to_string(lost) + ": image occlusion: its picture is not in the package"));

        CHECK(testing::fileBytes(into / "media" / "heart.png") == "\x89PNG a heart");
        auto masks = core::parseOcclusionFile(testing::fileBytes(into / "media" / "heart.png.occlusion.json"));
        INFO((masks ? std::string() : masks.error().toString()));
        REQUIRE(masks);
        CHECK(masks->mode == core::OcclusionMode::HideAll);
        CHECK(masks->cardNumbers() == std::vector<int>{1, 2});
        REQUIRE(masks->shapes.size() == 3);
        CHECK(masks->shapes[1].shape == core::OcclusionShapeKind::Ellipse);
        CHECK(masks->shapes[1].width == Approx(0.2));
        CHECK(masks->shapes[2].points.front().x == Approx(0.2));
        CHECK(masks->shapes[2].points.front().y == Approx(0.6));
        const std::string note = testing::fileBytes(into / "Default.md");
        INFO(note);
        CHECK(note.find("- The **heart**\n\n  ![](<media/heart.png>)\n\n  Back *extra*\n") != std::string::npos);

        // Masks edited in NoteDeck since are kept when the package comes again.
        const std::string edited = core::occlusionFileText({core::OcclusionMode::HideOne, masks->shapes});
        t.write("Anki/media/heart.png.occlusion.json", edited);
        auto again = service::importAnkiPackage(t.deck(), {file, into, t.notes()});
        REQUIRE(again);
        CHECK(testing::fileBytes(into / "media" / "heart.png.occlusion.json") == edited);
        CHECK(anyProblem(*again, "heart.png.occlusion.json is there already with other masks; it is kept"));
    }
}
