// Image occlusion in a deck (docs/format.md, "Image occlusion"): a mask file saved beside a picture
// is a change of the notes that show it, so the next import makes its cards; each card's history
// follows its number through moved and resized shapes and other cards' new shapes; a number that
// goes is retired and comes back with its history; two masked pictures in one note keep theirs
// apart; a mask file that cannot be read is one warning with its file and line, and no cards.
#include "core/occlusion.h"
#include "service/study/review_session.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <map>

using namespace notedeck;
using testing::TempNotes;

namespace {

const std::string kNote = "# 网络结构\n\n- Transformer 的结构？\n  - ![Transformer](img/transformer.png)\n";

std::string shape(const std::string& id, int card, double left, double top, const std::string& label = {})
{
    return R"({"id": ")" + id + R"(", "card": )" + std::to_string(card) + R"(, "shape": "rect", "left": )" +
           std::to_string(left) + R"(, "top": )" + std::to_string(top) + R"(, "width": 0.2, "height": 0.1)" +
           (label.empty() ? "" : R"(, "label": ")" + label + "\"") + "}";
}

std::string maskFile(const std::vector<std::string>& shapes, const std::string& mode = "hide-one")
{
    std::string text = "{\n  \"occlusion\": 1,\n  \"mode\": \"" + mode + "\",\n  \"shapes\": [\n";
    for (size_t i = 0; i < shapes.size(); ++i)
        text += "    " + shapes[i] + (i + 1 < shapes.size() ? ",\n" : "\n");
    return text + "  ]\n}\n";
}

// The deck's active cards, by (picture in the answer, variant).
std::map<std::string, core::CardRecord> activeCards(TempNotes& t)
{
    std::map<std::string, core::CardRecord> cards;
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    for (const auto& r : *rows) {
        const auto occlusion = core::parseOcclusionCardAnswer(r.card.answer);
        cards[(occlusion ? occlusion->image + " " : std::string()) + r.card.kind.stored()] = r.card;
    }
    return cards;
}

size_t reviewsOf(TempNotes& t, core::CardId id)
{
    auto reviews = t.store().reviewLog().of(id);
    REQUIRE(reviews);
    return reviews->size();
}

} // namespace

TEST_CASE("a mask file saved beside a picture makes its cards at the next import", "[occlusion][reimport]")
{
    TempNotes t;
    t.write("net.md", kNote);
    t.write("img/transformer.png", "png");
    CHECK(t.import().added.size() == 1);

    t.write("img/transformer.png.occlusion.json", maskFile({shape("enc", 1, 0.1, 0.2, "Encoder"), shape("dec", 2, 0.6, 0.2)}));
    const service::ImportReport report = t.import();
    CHECK(report.added.size() == 2);
    CHECK(report.retired.empty());
    const auto cards = activeCards(t);
    REQUIRE(cards.size() == 3);
    const core::CardRecord& first = cards.at("img/transformer.png o1");
    const core::CardRecord& basic = cards.at("");
    CHECK(first.kind == core::CardKind::occlusion(1));
    CHECK(first.question == basic.question);   // the note's question
    CHECK(first.ordinal == basic.ordinal);     // a sibling of the note's card
    CHECK(first.sourceFile == "net.md");
    const auto occlusion = core::parseOcclusionCardAnswer(first.answer);
    REQUIRE(occlusion);
    CHECK(occlusion->card == 1);
    CHECK_FALSE(occlusion->embed);
    CHECK(occlusion->masks.shapes.size() == 2);

    // Nothing changed: every card as it was.
    const service::ImportReport again = t.import();
    CHECK(again.unchanged == 3);
    CHECK(again.added.empty());
    CHECK(again.updated.empty());
}

TEST_CASE("moving and resizing shapes and adding another card's keep every card's history", "[occlusion][reimport]")
{
    TempNotes t;
    t.write("net.md", kNote);
    t.write("img/transformer.png", "png");
    t.write("img/transformer.png.occlusion.json", maskFile({shape("enc", 1, 0.1, 0.2), shape("dec", 2, 0.6, 0.2)}));
    t.import();
    const auto before = activeCards(t);
    REQUIRE(before.size() == 3);
    const core::CardId one = before.at("img/transformer.png o1").id, two = before.at("img/transformer.png o2").id;
    REQUIRE(service::answerCard(t.deck(), one, core::Rating::Good, t.clock.now(), 4000));
    REQUIRE(service::answerCard(t.deck(), two, core::Rating::Again, t.clock.now(), 4000));

    // Card 1's shape moved, card 2's resized and relabelled, card 3 new.
    std::string resized = shape("dec", 2, 0.55, 0.25, "Decoder");
    resized.replace(resized.find("\"width\": 0.2"), 12, "\"width\": 0.3");
    t.write("img/transformer.png.occlusion.json",
            maskFile({shape("enc", 1, 0.12, 0.3), resized, shape("ffn", 3, 0.4, 0.7)}));
    const service::ImportReport report = t.import();
    CHECK(report.added.size() == 1);
    CHECK(report.retired.empty());
    const auto after = activeCards(t);
    REQUIRE(after.size() == 4);
    CHECK(after.at("img/transformer.png o1").id == one);
    CHECK(after.at("img/transformer.png o2").id == two);
    CHECK(reviewsOf(t, one) == 1);
    CHECK(reviewsOf(t, two) == 1);
    CHECK(core::parseOcclusionCardAnswer(after.at("img/transformer.png o1").answer)->masks.shapes.size() == 3);
}

TEST_CASE("a card number that goes is retired, and restored with its history when it comes back", "[occlusion][reimport]")
{
    TempNotes t;
    t.write("net.md", kNote);
    t.write("img/transformer.png", "png");
    const std::string both = maskFile({shape("enc", 1, 0.1, 0.2), shape("dec", 2, 0.6, 0.2)});
    t.write("img/transformer.png.occlusion.json", both);
    t.import();
    const core::CardId two = activeCards(t).at("img/transformer.png o2").id;
    REQUIRE(service::answerCard(t.deck(), two, core::Rating::Good, t.clock.now(), 4000));

    t.write("img/transformer.png.occlusion.json", maskFile({shape("enc", 1, 0.1, 0.2)}));
    const service::ImportReport gone = t.import();
    REQUIRE(gone.retired.size() == 1);
    CHECK(gone.retired[0].id == two);
    CHECK(activeCards(t).count("img/transformer.png o2") == 0);

    t.write("img/transformer.png.occlusion.json", both);
    const service::ImportReport back = t.import();
    REQUIRE(back.restored.size() == 1);
    CHECK(back.restored[0].id == two);
    CHECK(back.added.empty());
    CHECK(reviewsOf(t, two) == 1);

    // The mask file removed: every occlusion card retires, the note's own card stays.
    t.remove("img/transformer.png.occlusion.json");
    const service::ImportReport removed = t.import();
    CHECK(removed.retired.size() == 2);
    CHECK(activeCards(t).size() == 1);
}

TEST_CASE("two masked pictures in one note keep their cards' histories apart", "[occlusion][reimport]")
{
    TempNotes t;
    t.write("net.md", "# 网络结构\n\n- 两个结构？\n  - ![[fcn.png]]\n  - <img src=\"img/resnet.png\" alt=\"ResNet\">\n");
    t.write("img/fcn.png", "png");
    t.write("img/resnet.png", "png");
    t.write("img/fcn.png.occlusion.json", maskFile({shape("a", 1, 0.1, 0.1)}));
    t.write("img/resnet.png.occlusion.json", maskFile({shape("b", 1, 0.5, 0.5)}));
    t.import();
    const auto before = activeCards(t);
    REQUIRE(before.size() == 3);
    const core::CardId fcn = before.at("fcn.png o1").id, resnet = before.at("img/resnet.png o1").id;
    CHECK(core::parseOcclusionCardAnswer(before.at("fcn.png o1").answer)->embed);
    REQUIRE(service::answerCard(t.deck(), fcn, core::Rating::Good, t.clock.now(), 4000));

    // Both pictures' shapes move at once: each card still follows its own picture.
    t.write("img/fcn.png.occlusion.json", maskFile({shape("a", 1, 0.2, 0.15)}));
    t.write("img/resnet.png.occlusion.json", maskFile({shape("b", 1, 0.45, 0.55)}));
    const service::ImportReport report = t.import();
    CHECK(report.added.empty());
    CHECK(report.retired.empty());
    const auto after = activeCards(t);
    CHECK(after.at("fcn.png o1").id == fcn);
    CHECK(after.at("img/resnet.png o1").id == resnet);
    CHECK(reviewsOf(t, fcn) == 1);
    CHECK(reviewsOf(t, resnet) == 0);
}

TEST_CASE("a mask file that cannot be read is a warning with its file and line, and gives no cards", "[occlusion][bad-input]")
{
    TempNotes t;
    t.write("net.md", kNote);
    t.write("img/transformer.png", "png");
    t.write("img/transformer.png.occlusion.json", "{\n  \"occlusion\": 1,\n  \"mode\": \"hide-one\",\n  \"shapes\": [\n    {\"id\": \"a\", \"card\": 0, \"shape\": \"rect\"}\n  ]\n}\n");
    const service::ImportReport report = t.import();
    CHECK(report.added.size() == 1);   // the note's own card
    REQUIRE(report.warnings() >= 1);
    const auto warning = std::find_if(report.issues.begin(), report.issues.end(), [](const core::NoteIssue& issue) {
        return issue.file == "img/transformer.png.occlusion.json";
    });
    REQUIRE(warning != report.issues.end());
    CHECK(warning->severity == core::Severity::Warning);
    CHECK(warning->line == 5);
    // Still said at the next import, until it is fixed; then the cards come.
    const service::ImportReport again = t.import();
    CHECK(std::any_of(again.issues.begin(), again.issues.end(),
                      [](const core::NoteIssue& issue) { return issue.file == "img/transformer.png.occlusion.json"; }));
    t.write("img/transformer.png.occlusion.json", maskFile({shape("a", 1, 0.1, 0.1)}));
    CHECK(t.import().added.size() == 1);

    // Not JSON at all, or a link out of the notes folder: a warning, no crash, no cards.
    t.write("img/transformer.png.occlusion.json", "{ \"occlusion\": 1, \"shapes\": [ {\n");
    const service::ImportReport broken = t.import();
    CHECK(broken.retired.size() == 1);
    CHECK(std::any_of(broken.issues.begin(), broken.issues.end(),
                      [](const core::NoteIssue& issue) { return issue.file == "img/transformer.png.occlusion.json" && issue.line >= 1; }));
}

TEST_CASE("an occlusion card is a sibling of its note's cards: answering one buries the others for the day",
          "[occlusion][siblings]")
{
    TempNotes t;
    t.write("net.md", kNote);
    t.write("img/transformer.png", "png");
    t.write("img/transformer.png.occlusion.json", maskFile({shape("enc", 1, 0.1, 0.2), shape("dec", 2, 0.6, 0.2)}));
    REQUIRE(t.import().added.size() == 3);
    const core::Timestamp now = t.clock.now();
    auto session = service::ReviewSession::start(t.deck(), {}, now);
    REQUIRE(session);
    int shown = 0;
    for (int i = 0; i < 5; ++i) {
        auto next = (*session)->next(now);
        REQUIRE(next);
        if (!*next)
            break;
        ++shown;
        REQUIRE((*session)->answer((*next)->card.id, core::Rating::Easy, now, 3000));
    }
    CHECK(shown == 1);   // the note's card or one of its pictures' cards, and then none of the others
    auto tomorrow = service::todaysQueue(t.deck(), {}, now + 86'400);
    REQUIRE(tomorrow);
    CHECK(tomorrow->cards.size() == 2);
}
