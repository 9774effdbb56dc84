#include "render/occlusion_sides.h"

#include "render/html_escape.h"

#include <algorithm>
#include <cstdio>

namespace notedeck::render {

namespace {

using core::OcclusionShape;

// A coordinate as the page reads it: a plain decimal, 0 … 1, five places (a 100,000th of the
// picture: well below a pixel).
std::string number(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.5f", std::clamp(value, 0.0, 1.0));
    return buffer;
}

// How a shape is drawn in `view` of card `card`, or "" when it is not drawn.
std::string_view roleOf(const OcclusionShape& shape, const core::OcclusionCard& card, OcclusionView view)
{
    const bool own = shape.card == card.card;
    const bool hideAll = card.masks.mode == core::OcclusionMode::HideAll;
    switch (view) {
    case OcclusionView::Question: return own ? "ask" : hideAll ? "hide" : "";
    case OcclusionView::Answer: return own ? "show" : hideAll ? "hide" : "";
    case OcclusionView::Note: return "show";
    }
    return "";
}

void appendShape(std::string& out, const OcclusionShape& shape, std::string_view role)
{
    static constexpr std::string_view kShapeNames[] = {"rect", "ellipse", "polygon"};
    out += "<span class=\"occlusion-shape\" data-shape=\"";
    out += kShapeNames[static_cast<int>(shape.shape)];
    out += "\" data-box=\"" + number(shape.left) + ' ' + number(shape.top) + ' ' + number(shape.width) + ' ' +
           number(shape.height) + '"';
    if (shape.shape == core::OcclusionShapeKind::Polygon) {
        out += " data-points=\"";
        for (size_t i = 0; i < shape.points.size(); ++i)
            out += (i ? " " : "") + number(shape.points[i].x) + ',' + number(shape.points[i].y);
        out += '"';
    }
    out += " data-role=\"" + std::string(role) + "\">";
    // A label is the answer: never on a hidden shape.
    if (role == "show")
        appendEscapedHtml(out, shape.label);
    out += "</span>";
}

int highestCard(const core::OcclusionMasks& masks)
{
    const std::vector<int> numbers = masks.cardNumbers();
    return numbers.empty() ? 0 : numbers.back();
}

} // namespace

std::string occlusionPictureHtml(const core::OcclusionCard& card, OcclusionView view,
                                 const markdown::ImageContext& images, std::vector<std::string>& shown)
{
    std::string out = "<div class=\"occlusion\">";
    const size_t before = shown.size();
    const markdown::NoteImage picture{card.image, card.embed ? core::ImageSyntax::Embed : core::ImageSyntax::Path,
                                      card.image, {}, {}, {}, {}};
    markdown::appendImageHtml(out, picture, images, shown);
    // Masks only over a picture of the notes folder that is shown (not over a framed reason).
    if (shown.size() > before)
        for (const OcclusionShape& shape : card.masks.shapes)
            if (const std::string_view role = roleOf(shape, card, view); !role.empty())
                appendShape(out, shape, role);
    out += "</div>\n";
    return out;
}

std::string occlusionPictureText(const core::OcclusionCard& card, OcclusionView view, bool escaped)
{
    std::string text = std::string(escaped ? "\\[" : "[") + "picture " + card.image;
    if (view == OcclusionView::Note) {
        text += ": " + std::to_string(card.masks.cardNumbers().size()) + " cards";
    } else {
        text += ": card " + std::to_string(card.card) + " of " + std::to_string(highestCard(card.masks));
        text += view == OcclusionView::Question ? " hidden" : " shown";
        if (view == OcclusionView::Answer) {
            std::string labels;
            for (const OcclusionShape& shape : card.masks.shapes)
                if (shape.card == card.card && !shape.label.empty())
                    labels += (labels.empty() ? "" : ", ") + shape.label;
            if (!labels.empty())
                text += ": " + labels;
        }
    }
    return text + (escaped ? "\\]" : "]");
}

} // namespace notedeck::render
