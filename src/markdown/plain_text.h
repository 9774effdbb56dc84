#pragma once
// Markdown → the text a reader sees, for places that show a card as text rather than as a page:
// a table cell, a list row, a tooltip, the search. The marks go (emphasis, code backticks, heading
// #s, link targets, HTML tags); what they mark stays, and an image reads as its alt text (also a
// raw <img alt> and an Obsidian embed). Names that are no HTML (vector<int>) stay as text; what
// the card page removes with its content (<script>, <svg>, …) is left out; footnote definitions a
// card refers to come after its text.
// Blocks and list items end with a newline, a hard break is a newline, a soft break a space.
// Math must already be replaced by inert tokens (see render::protectMath), as for renderHtml.
// `codeOpen` and `codeClose`, when given, enclose each code span and code block (the block's
// text without its fences and language), for a view that shows code in its own style.
// Pure function of its input; safe to call from any thread.
#include <string>
#include <string_view>

namespace notedeck::markdown {

std::string renderPlainText(std::string_view markdown, std::string_view codeOpen = {}, std::string_view codeClose = {});

} // namespace notedeck::markdown
