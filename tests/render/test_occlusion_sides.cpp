// An occlusion card's two sides (render/occlusion_sides.h): the picture, looked up like any note
// image, with the shapes the page draws over it — on the question only what hides (never a
// label), on the answer this card's shapes revealed with their labels, escaped — and as one line
// of text for the terminal.
#include "core/occlusion.h"
#include "render/card_html.h"
#include "render/card_names.h"
#include "render/card_sides.h"

#include <catch2/catch.hpp>

using namespace notedeck;

namespace {

class OnePicture final : public core::ImageResolver {
public:
    core::ImageLookup resolve(const core::ImageReference& reference) const override
    {
        if (reference.target == "img/x.png" || (reference.syntax == core::ImageSyntax::Embed && reference.target == "x.png"))
            return core::imageUrl(std::string(reference.noteFile).starts_with("ml/") ? "ml/img/x.png" : "img/x.png");
        return std::unexpected(core::ImageProblem::NotFound);
    }
};

core::OcclusionShape rect(const std::string& id, int card, double left, const std::string& label = {})
{
    core::OcclusionShape shape;
    shape.id = id;
    shape.card = card;
    shape.left = left;
    shape.top = 0.25;
    shape.width = 0.2;
    shape.height = 0.5;
    shape.label = label;
    return shape;
}

core::CardRecord occlusionCard(int number, core::OcclusionMode mode, bool embed = false)
{
    core::OcclusionCard occlusion;
    occlusion.image = embed ? "x.png" : "img/x.png";
    occlusion.embed = embed;
    occlusion.card = number;
    occlusion.masks.mode = mode;
    occlusion.masks.shapes = {rect("a", 1, 0.1, "<b>Encoder</b> & co"), rect("b", 2, 0.6, "Decoder")};
    core::OcclusionShape triangle;
    triangle.id = "t";
    triangle.card = 2;
    triangle.shape = core::OcclusionShapeKind::Polygon;
    triangle.points = {{0.1, 0.7}, {0.3, 0.7}, {0.2, 0.9}};
    triangle.left = 0.1;
    triangle.top = 0.7;
    triangle.width = 0.2;
    triangle.height = 0.2;
    occlusion.masks.shapes.push_back(triangle);
    core::CardRecord card;
    card.id = 7;
    card.question = "Transformer 的结构？";
    card.answer = core::occlusionCardAnswer(occlusion);
    card.kind = core::CardKind::occlusion(number);
    card.sourceFile = "net.md";
    return card;
}

size_t count(const std::string& text, const std::string& part)
{
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
        ++n;
    return n;
}

} // namespace

TEST_CASE("hide-one: the question hides only this card's shapes, the answer reveals them with their labels", "[occlusion]")
{
    const OnePicture images;
    const render::CardHtml html = render::renderCard(occlusionCard(1, core::OcclusionMode::HideOne), &images);
    CHECK(html.question.starts_with("<p>Transformer 的结构？</p>"));
    CHECK(html.question.find("<div class=\"occlusion\"><img src=\"notedeck-image:img/x.png\" alt=\"img/x.png\">") != std::string::npos);
    CHECK(count(html.question, "occlusion-shape") == 1);
    CHECK(html.question.find("data-shape=\"rect\" data-box=\"0.10000 0.25000 0.20000 0.50000\" data-role=\"ask\"></span>") !=
          std::string::npos);
    CHECK(html.question.find("Encoder") == std::string::npos);   // a label is the answer
    CHECK(count(html.answer, "occlusion-shape") == 1);
    CHECK(html.answer.find("data-role=\"show\">&lt;b&gt;Encoder&lt;/b&gt; &amp; co</span>") != std::string::npos);
    CHECK(html.answerReplacesQuestion);
    CHECK(html.images == std::vector<std::string>{"img/x.png"});
}

TEST_CASE("hide-all: every shape hides, this card's marked, and the answer keeps the others hidden", "[occlusion]")
{
    const OnePicture images;
    const render::CardHtml html = render::renderCard(occlusionCard(2, core::OcclusionMode::HideAll, true), &images);
    CHECK(count(html.question, "data-role=\"hide\"") == 1);
    CHECK(count(html.question, "data-role=\"ask\"") == 2);
    CHECK(html.question.find("data-shape=\"polygon\"") != std::string::npos);
    CHECK(html.question.find("data-points=\"0.10000,0.70000 0.30000,0.70000 0.20000,0.90000\"") != std::string::npos);
    CHECK(count(html.answer, "data-role=\"hide\"") == 1);
    CHECK(count(html.answer, "data-role=\"show\"") == 2);
    CHECK(html.answer.find("Encoder") == std::string::npos);
    CHECK(html.answer.find(">Decoder</span>") != std::string::npos);
}

TEST_CASE("a picture that is not found is its framed reason, with no masks", "[occlusion]")
{
    const render::CardHtml html = render::renderCard(occlusionCard(1, core::OcclusionMode::HideOne), nullptr);
    CHECK(html.question.find("missing-image") != std::string::npos);
    CHECK(html.question.find("occlusion-shape") == std::string::npos);
    CHECK(html.answer.find("occlusion-shape") == std::string::npos);
}

TEST_CASE("the note read once shows every shape revealed, and a damaged card reads as its text", "[occlusion]")
{
    const OnePicture images;
    const render::CardHtml note = render::renderNote(occlusionCard(1, core::OcclusionMode::HideOne), &images);
    CHECK(count(note.question, "data-role=\"show\"") == 3);
    CHECK(note.answer.empty());

    core::CardRecord damaged = occlusionCard(1, core::OcclusionMode::HideOne);
    damaged.answer = "```notedeck-occlusion\n{not json\n```\n";
    const render::CardHtml plain = render::renderCard(damaged, &images);
    CHECK(plain.question.find("occlusion") == std::string::npos);
    CHECK(plain.answer.find("not json") != std::string::npos);
}

TEST_CASE("in text an occlusion card is its question and one line for its picture", "[occlusion]")
{
    const core::CardRecord card = occlusionCard(2, core::OcclusionMode::HideOne);
    const render::CardSides text = render::cardSides(card, render::ClozeMarks::Text);
    CHECK(text.front == "Transformer 的结构？\n\n[picture img/x.png: card 2 of 2 hidden]");
    CHECK(text.back == "Transformer 的结构？\n\n[picture img/x.png: card 2 of 2 shown: Decoder]");
    CHECK(render::askedSideName(card) == "Transformer 的结构？ [picture img/x.png: card 2 of 2 hidden]");
}
