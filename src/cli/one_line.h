#pragma once
// A field of the commands' tab-separated output, one line per card.
#include <string>
#include <string_view>

namespace notedeck::cli {

// `text` with every newline, tab and other control character shown as a space, so that a
// question written over several lines stays on its card's line and in its column.
std::string oneLine(std::string_view text);

} // namespace notedeck::cli
