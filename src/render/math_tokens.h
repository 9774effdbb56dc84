#pragma once
// Carries math through cmark-gfm untouched: each $…$ / $$…$$ span (found by markdown::scanMath,
// the same scanner the importer uses) is swapped for a token of private-use characters that
// Markdown treats as a plain word, and after HTML conversion each token becomes the element
// the page hands to KaTeX.
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::render {

struct MathFormula {
    std::string tex;
    bool display = false;
};

struct ProtectedMarkdown {
    std::string markdown;               // the source with every formula replaced by a token
    std::vector<MathFormula> formulas;  // indexed by the number inside each token
};

ProtectedMarkdown protectMath(std::string_view markdown);

// Replaces the tokens in `html` (the HTML of ProtectedMarkdown::markdown):
// inline math → <span class="math">TeX</span>, display math → <div class="math display">TeX</div>
// when it is a paragraph of its own (else a <span class="math display">), TeX HTML-escaped.
// A token inside a tag (an image's alt text) becomes the escaped source text, delimiters included.
// With MathJax (for Anki, which typesets fields with MathJax): \(TeX\) inline and \[TeX\] display,
// TeX HTML-escaped, also inside a tag; a display formula alone in its paragraph replaces it.
enum class MathMarkup { KaTeXElements, MathJax };
std::string restoreMath(std::string_view html, const std::vector<MathFormula>& formulas,
                        MathMarkup markup = MathMarkup::KaTeXElements);

// Replaces the tokens in plain text (markdown::renderPlainText of ProtectedMarkdown::markdown)
// with each formula's TeX as written, without the $ delimiters, between `markOpen` and `markClose`.
std::string restoreMathText(std::string_view text, const std::vector<MathFormula>& formulas, std::string_view markOpen = {},
                            std::string_view markClose = {});

} // namespace notedeck::render
