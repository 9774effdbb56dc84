#pragma once
// Code blocks coloured by token ahead of time, for pages that run no script (the Anki export,
// docs/anki.md): each `<pre><code class="language-X">` block of rendered HTML gets its tokens in
// `<span class="nd-…">` elements, which a style sheet colours (kCodeColourCss). The card page
// colours code itself, at show time, with highlight.js; this is the same idea done by GNU
// source-highlight, which knows the languages of the notes (Python, C++, shell, SQL, JSON, …).
// Safe on any thread.
#include <string>
#include <string_view>

namespace notedeck::render {

// `html` with every code block of a known language coloured. A block of an unknown or no language,
// a block holding an Anki cloze (`{{c1::…}}`, whose braces must stay together) and a block larger
// than kLargestColouredCode are left as they are; so is any block the highlighter fails on.
std::string withColouredCode(std::string_view html);

inline constexpr std::size_t kLargestColouredCode = 64 * 1024;

// The colours of the classes withColouredCode writes, in light and night mode (Anki's .nightMode).
extern const std::string_view kCodeColourCss;

} // namespace notedeck::render
