#pragma once
// Escaping text for HTML element content and attribute values, for every module that writes HTML.
#include <string>
#include <string_view>

namespace notedeck::core {

// Escapes & < > " so the text is inert both in element content and in a quoted attribute.
std::string escapeHtml(std::string_view text);
void appendEscapedHtml(std::string& out, std::string_view text);

} // namespace notedeck::core
