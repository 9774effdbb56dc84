#pragma once
// Names: a heading (a chapter of the deck tree, a part of a deck path) or a card where a tree, a
// list, a title or a report shows it as one line of text, as a reader sees it on the card page:
// emphasis and links reduced to their text, code as its text without backticks, math as its TeX,
// raw HTML as the text it shows, images as their alt text. Read through cmark-gfm
// (markdownToPlainText), never by patterns. The deck keeps its headings as written (its paths
// and their keys do not change); only what is shown does. Pure functions; safe on any thread.
#include "core/card.h"
#include "core/deck_path.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::render {

// A heading's text, read as the heading it was: "1. The **formula**" is "1. The formula", not a
// list. (A deck named after its file, for a file without a `#` heading, is read the same way.)
std::string headingName(std::string_view heading);
// The names of a path's parts, outermost first.
std::vector<std::string> deckPathNames(const core::DeckPath& path);
// Those names joined by " › ", as core::DeckPath::display() joins the headings.
std::string deckPathName(const core::DeckPath& path);

// Card Markdown on one line: the text of its blocks joined by spaces, each run of white space
// (newlines, tabs) one space.
std::string oneLineText(std::string_view markdown);

// The side a card asks, on one line (render::cardSides' front): a cloze card's note with its own
// deletions as [...] (or [hint]) and the others as their text; the reverse of a pair its answer;
// any other card its question. Without a mark of its kind: see service::cardName.
std::string askedSideName(const core::CardRecord& card);

} // namespace notedeck::render
