#pragma once
// What the card page shows for a card: its two sides as HTML fragments and its place in the deck.
// Pure functions of the card (and of the image files the resolver finds); safe to call from any
// thread.
#include "core/card.h"
#include "core/image_resolver.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::render {

struct CardHtml {
    core::CardId id = 0;
    std::vector<std::string> deckPath;   // breadcrumb, outermost first: the headings' names (plain text, not HTML)
    std::string question;                // HTML fragment
    std::string answer;                  // HTML fragment, empty when the card has no answer
    // The notes folder's image files the card shows (relative paths, each once, question first):
    // the card is out of date when one of them changes.
    std::vector<std::string> images{};
    // The answer is the question again with its deletion revealed (a cloze card): shown in its
    // place rather than below it.
    bool answerReplacesQuestion = false;
};

// Card Markdown → HTML fragment: GFM via cmark-gfm with footnotes; raw HTML passed on for the
// card page's sanitizer, which keeps GitHub's allowlist (markdown/raw_html.h,
// resources/web/sanitize.js); links of Markdown syntax only to http(s)/mailto; math as
// <span class="math"> / <div class="math display"> for KaTeX; code as
// <pre><code class="language-…">. Local images are looked up by `images` relative to `noteFile`
// (the note's path in the notes folder) and shown from NoteDeck's image scheme; without a
// resolver, or when it refuses, an image is its alt text in a frame that says why.
std::string markdownToHtml(std::string_view markdown, const core::ImageResolver* images = nullptr,
                           std::string_view noteFile = {});

// Card Markdown → the text it reads as, without the marks (markdown::renderPlainText), formulas
// as their TeX, images as their alt text: for a card shown in a table cell, a list row or a tooltip.
std::string markdownToPlainText(std::string_view markdown);

// The same with code and formulas between kCodeStart and kCodeEnd, for a view that shows them in
// a code style (the search's result list). Control characters 1–4 of the Markdown itself are
// dropped, so a note cannot forge these marks or the search's match marks (1 and 2).
inline constexpr char kCodeStart = '\x03';
inline constexpr char kCodeEnd = '\x04';
std::string markdownToMarkedText(std::string_view markdown);

// Both sides of a card, its images looked up relative to its source file. The question also
// shows the footnotes it refers to that are defined in the answer (where the importer puts the
// definitions a card needs from elsewhere in its file).
CardHtml renderCard(const core::CardRecord& card, const core::ImageResolver* images = nullptr);

// A card as its note reads where the notes are read as a document: a cloze card's note once,
// every deletion revealed and marked, with no answer; any other card as renderCard shows it.
CardHtml renderNote(const core::CardRecord& card, const core::ImageResolver* images = nullptr);

} // namespace notedeck::render
