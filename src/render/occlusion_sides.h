#pragma once
// What an occlusion card shows (docs/format.md, "Image occlusion"): its note's question, then its
// picture with masks over it. The question hides this card's shapes behind opaque masks — only
// those in "hide-one" mode, every shape in "hide-all", this card's in a colour of their own — and
// shows no label. The answer reveals this card's shapes (outlined, with their labels) and, in
// "hide-all", keeps the others hidden.
//
// For the card page the picture is written as
//   <div class="occlusion"><img …>
//     <span class="occlusion-shape" data-shape="rect" data-box="L T W H" data-role="ask">…</span> …</div>
// (data-points for a polygon's corners; role ask, hide or show; a shown shape's label as its
// escaped text), which the page turns into an SVG of opaque shapes stacked exactly over the
// picture (resources/web/card.js). The picture is looked up by the card's image resolver like any
// note image, so a picture that is not found is the usual framed reason, with no masks.
// Pure functions; safe on any thread.
#include "core/occlusion.h"
#include "markdown/image_html.h"

#include <string>
#include <vector>

namespace notedeck::render {

enum class OcclusionView {
    Question,   // this card's shapes hidden
    Answer,     // this card's shapes revealed
    Note,       // every shape revealed, with its label: the note read once, as in Read
};

// The picture with its masks, as HTML for the card page; the notes-folder URLs shown go to `shown`.
std::string occlusionPictureHtml(const core::OcclusionCard& card, OcclusionView view,
                                 const markdown::ImageContext& images, std::vector<std::string>& shown);

// The picture as one line of text, for a terminal or a list: "[picture img/x.png: card 2 of 3
// hidden]" (the highest card number after "of"), and on the answer "… card 2 of 3 shown: Encoder,
// Decoder" with the labels of this card's shapes. `escaped`: the brackets escaped, for Markdown
// that is read again.
std::string occlusionPictureText(const core::OcclusionCard& card, OcclusionView view, bool escaped);

} // namespace notedeck::render
