#pragma once
// Markdown → HTML fragment for the card page, with every construct a note could use to run script
// or reach the network defused here, before the page sees it: raw HTML becomes visible text, and
// links keep an href only for http(s) and mailto. Math must already be replaced by inert tokens
// (see render::protectMath) because cmark-gfm would otherwise eat TeX backslashes.
// Pure function of its input; safe to call from any thread.
#include <string>
#include <string_view>

namespace notedeck::markdown {

// GitHub Flavored Markdown (tables, strikethrough, autolinks, task lists) to HTML. Fenced code is
// emitted as <pre><code class="language-NAME"> with the first word of the info string.
std::string renderHtml(std::string_view markdown);

} // namespace notedeck::markdown
