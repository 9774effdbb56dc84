#pragma once
// Markdown → the text a reader sees, for places that show a card as text rather than as a page:
// a table cell, a list row, a tooltip. The marks go (emphasis, code backticks, heading #s, link
// targets); what they mark stays. Raw HTML stays as the text it is, as the card page shows it.
// Blocks and list items end with a newline, a hard break is a newline, a soft break a space.
// Math must already be replaced by inert tokens (see render::protectMath), as for renderHtml.
// Pure function of its input; safe to call from any thread.
#include <string>
#include <string_view>

namespace notedeck::markdown {

std::string renderPlainText(std::string_view markdown);

} // namespace notedeck::markdown
