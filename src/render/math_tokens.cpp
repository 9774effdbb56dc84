#include "render/math_tokens.h"

#include "markdown/math_scanner.h"
#include "render/html_escape.h"

#include <algorithm>
#include <charconv>

namespace notedeck::render {

namespace {

// U+E000 and U+E001, private-use characters: never markup to cmark-gfm, never in real notes
// (protectMath replaces any that are, so a note cannot forge a token).
constexpr std::string_view kOpen = "\xEE\x80\x80";
constexpr std::string_view kClose = "\xEE\x80\x81";
constexpr std::string_view kReplacement = "\xEF\xBF\xBD";   // U+FFFD, also three bytes

std::string withoutTokenCharacters(std::string_view text)
{
    std::string out(text);
    for (std::string_view marker : {kOpen, kClose})
        for (size_t at = out.find(marker); at != std::string::npos; at = out.find(marker, at))
            out.replace(at, marker.size(), kReplacement);
    return out;
}

void appendMathJax(std::string& out, const MathFormula& formula)
{
    out += formula.display ? "\\[" : "\\(";
    appendEscapedHtml(out, formula.tex);
    out += formula.display ? "\\]" : "\\)";
}

void appendMathElement(std::string& out, const MathFormula& formula, bool ownParagraph)
{
    if (!formula.display)
        out += "<span class=\"math\">";
    else if (ownParagraph)
        out += "<div class=\"math display\">";
    else
        out += "<span class=\"math display\">";
    appendEscapedHtml(out, formula.tex);
    out += formula.display && ownParagraph ? "</div>" : "</span>";
}

} // namespace

ProtectedMarkdown protectMath(std::string_view markdown)
{
    // Same length as the input: the scan's offsets stay valid for `source`.
    const std::string source = withoutTokenCharacters(markdown);
    const markdown::MathScan scan = markdown::scanMath(source);
    ProtectedMarkdown out;
    out.markdown.reserve(source.size());
    size_t copied = 0;
    for (const markdown::MathSpan& span : scan.spans) {
        out.markdown.append(source, copied, span.begin - copied);
        out.markdown += kOpen;
        out.markdown += std::to_string(out.formulas.size());
        out.markdown += kClose;
        out.formulas.push_back({std::string(markdown::texOf(source, span)), span.display});
        copied = span.end;
    }
    out.markdown.append(source, copied);
    return out;
}

std::string restoreMath(std::string_view html, const std::vector<MathFormula>& formulas, MathMarkup markup)
{
    std::string out;
    out.reserve(html.size() + formulas.size() * 40);
    bool inTag = false;   // cmark-gfm escapes < and > everywhere else, so this tracking is exact
    size_t i = 0;
    while (i < html.size()) {
        if (html.substr(i, kOpen.size()) != kOpen) {
            if (html[i] == '<')
                inTag = true;
            else if (html[i] == '>')
                inTag = false;
            out += html[i++];
            continue;
        }
        const size_t digits = i + kOpen.size();
        size_t index = 0;
        const auto [end, ec] = std::from_chars(html.data() + digits, html.data() + html.size(), index);
        const size_t after = static_cast<size_t>(end - html.data());
        if (ec != std::errc{} || index >= formulas.size() || html.substr(after, kClose.size()) != kClose) {
            out += html[i++];   // not a token of ours; cannot happen after protectMath
            continue;
        }
        const MathFormula& formula = formulas[index];
        i = after + kClose.size();
        if (inTag && markup == MathMarkup::MathJax) {
            appendMathJax(out, formula);
            continue;
        }
        if (inTag) {
            const std::string_view delimiter = formula.display ? "$$" : "$";
            appendEscapedHtml(out, delimiter);
            appendEscapedHtml(out, formula.tex);
            appendEscapedHtml(out, delimiter);
            continue;
        }
        // A display formula alone in its paragraph replaces the paragraph: a <div> may not sit
        // inside a <p>.
        constexpr std::string_view kParagraphOpen = "<p>";
        constexpr std::string_view kParagraphClose = "</p>";
        const bool ownParagraph = formula.display && out.ends_with(kParagraphOpen) &&
                                  html.substr(i, kParagraphClose.size()) == kParagraphClose;
        if (ownParagraph) {
            out.resize(out.size() - kParagraphOpen.size());
            i += kParagraphClose.size();
        }
        if (markup == MathMarkup::MathJax)
            appendMathJax(out, formula);
        else
            appendMathElement(out, formula, ownParagraph);
    }
    return out;
}

std::string restoreMathText(std::string_view text, const std::vector<MathFormula>& formulas, std::string_view markOpen,
                            std::string_view markClose)
{
    std::string out;
    out.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        const size_t open = text.find(kOpen, i);
        if (open == std::string_view::npos)
            break;
        const size_t digits = open + kOpen.size();
        size_t index = 0;
        const auto [end, ec] = std::from_chars(text.data() + digits, text.data() + text.size(), index);
        const size_t after = static_cast<size_t>(end - text.data());
        out.append(text, i, open - i);
        if (ec != std::errc{} || index >= formulas.size() || text.substr(after, kClose.size()) != kClose) {
            out += kOpen;   // not a token of ours; cannot happen after protectMath
            i = digits;
            continue;
        }
        out += markOpen;
        out += formulas[index].tex;
        out += markClose;
        i = after + kClose.size();
    }
    out.append(text.substr(std::min(i, text.size())));
    return out;
}

} // namespace notedeck::render
