#pragma once
// What the card page shows for a card: its two sides as HTML fragments and its place in the deck.
// Pure functions of the card; safe to call from any thread.
#include "core/card.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::render {

struct CardHtml {
    core::CardId id = 0;
    std::vector<std::string> deckPath;   // breadcrumb, outermost first (plain text, not HTML)
    std::string question;                // HTML fragment
    std::string answer;                  // HTML fragment, empty when the card has no answer
};

// Card Markdown → HTML fragment: GFM via cmark-gfm, raw HTML shown as text, links only to
// http(s)/mailto, math as <span class="math"> / <div class="math display"> for KaTeX, code as
// <pre><code class="language-…">.
std::string markdownToHtml(std::string_view markdown);

// Card Markdown → the text it reads as, without the marks (markdown::renderPlainText), formulas
// as their TeX: for a card shown in a table cell, a list row or a tooltip.
std::string markdownToPlainText(std::string_view markdown);

// The same with code and formulas between kCodeStart and kCodeEnd, for a view that shows them in
// a code style (the search's result list). Control characters 1–4 of the Markdown itself are
// dropped, so a note cannot forge these marks or the search's match marks (1 and 2).
inline constexpr char kCodeStart = '\x03';
inline constexpr char kCodeEnd = '\x04';
std::string markdownToMarkedText(std::string_view markdown);

CardHtml renderCard(const core::CardRecord& card);

} // namespace notedeck::render
