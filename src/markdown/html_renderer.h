#pragma once
// Markdown → HTML fragment for the card page, as GitHub shows it. Raw HTML is passed on for the
// page's sanitizer to keep GitHub's allowlist of (resources/web/sanitize.js), after raw_html.h
// took out its comments, looked up its images and made names that are no HTML text again. Links
// of Markdown syntax keep an href only for http(s) and mailto; every image goes through the image
// writer (image_html.h: a file of the notes folder, or a framed reason); Obsidian's ![[name.png]]
// embeds become images; footnotes are numbered and listed at the end. Math must already be
// replaced by inert tokens (see render::protectMath) because cmark-gfm would otherwise eat TeX
// backslashes.
// Pure function of its input (the resolver is asked on the calling thread); any thread.
#include "markdown/image_html.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

struct RenderedHtml {
    std::string html;
    std::vector<std::string> imageUrls;   // the notedeck-image: URLs shown, in order, repeats kept
};

// GitHub Flavored Markdown (tables, strikethrough, autolinks, task lists, footnotes) to HTML.
// Fenced code is emitted as <pre><code class="language-NAME"> with the first word of the info string.
RenderedHtml renderHtml(std::string_view markdown, const ImageContext& images = {});

} // namespace notedeck::markdown
