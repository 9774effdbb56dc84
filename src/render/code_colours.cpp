#include "render/code_colours.h"

#include "markdown/html_tokens.h"

#include <srchilite/langmap.h>
#include <srchilite/settings.h>
#include <srchilite/sourcehighlight.h>

#include <algorithm>
#include <cctype>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>

namespace notedeck::render {

namespace {

constexpr std::string_view kBlockStart = "<pre><code class=\"language-";
constexpr std::string_view kBlockEnd = "</code></pre>";

// The block's text as the Markdown renderer escaped it; none when it holds anything else (markup
// written by hand, an entity the renderer does not write), which is then left alone.
std::optional<std::string> codeText(std::string_view html)
{
    static constexpr std::pair<std::string_view, char> kEntities[] = {
        {"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}};
    std::string out;
    out.reserve(html.size());
    for (size_t i = 0; i < html.size();) {
        if (html[i] == '<' || html[i] == '>')
            return std::nullopt;
        if (html[i] != '&') {
            out += html[i++];
            continue;
        }
        const auto known = std::find_if(std::begin(kEntities), std::end(kEntities),
                                        [&](const auto& e) { return html.substr(i).starts_with(e.first); });
        if (known == std::end(kEntities))
            return std::nullopt;
        out += known->second;
        i += known->first.size();
    }
    return out;
}

// The names fenced code uses that source-highlight's language map spells otherwise.
std::string languageName(std::string_view info)
{
    std::string name(info);
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
    if (name == "c++" || name == "cuda")
        return "cpp";
    if (name == "shell" || name == "zsh" || name == "console" || name == "shell-session")
        return "sh";
    if (name == "python3" || name == "ipython" || name == "pycon")
        return "python";
    return name;
}

// source-highlight keeps its language definitions in shared caches: one highlighter, one caller
// at a time.
class Highlighter {
public:
    Highlighter()
        : m_dataDir(srchilite::Settings::retrieveDataDir()), m_languages(m_dataDir, "lang.map"),
          m_html("htmlcss.outlang")
    {
        m_html.setDataDir(m_dataDir);
        m_html.setGenerateEntireDoc(false);
        m_html.setGenerateVersion(false);
        m_html.setCanUseStdOut(false);
        m_html.setOptimize(true);
        m_languages.open();
    }

    // The highlighter's HTML for `code`, or none for a language it does not know.
    std::optional<std::string> html(const std::string& code, const std::string& language)
    {
        const std::string definition = m_languages.getMappedFileName(language);
        if (definition.empty())
            return std::nullopt;
        std::istringstream in(code);
        std::ostringstream out;
        m_html.highlight(in, out, definition);
        return out.str();
    }

private:
    std::string m_dataDir;
    srchilite::LangMap m_languages;
    srchilite::SourceHighlight m_html;
};

// The highlighter's `<span class="X">…</span>` as ours: plain text bare, any other class
// prefixed, so that no style sheet of Anki's or of another note type colours it by accident. The
// text between the spans is copied; its escapes are the highlighter's (&, <, >).
std::optional<std::string> ourSpans(std::string_view out)
{
    constexpr std::string_view kOpen = "<pre><tt>", kClose = "</tt></pre>";
    const size_t open = out.find(kOpen), close = out.rfind(kClose);
    if (open == std::string_view::npos || close == std::string_view::npos || close < open)
        return std::nullopt;
    std::string_view body = out.substr(open + kOpen.size(), close - open - kOpen.size());
    std::string html;
    html.reserve(body.size());
    constexpr std::string_view kSpan = "<span class=\"", kSpanEnd = "</span>";
    while (!body.empty()) {
        if (!body.starts_with(kSpan)) {
            const size_t next = body.find(kSpan);
            html += body.substr(0, next);
            body.remove_prefix(next == std::string_view::npos ? body.size() : next);
            continue;
        }
        const size_t nameEnd = body.find("\">", kSpan.size());
        const size_t end = body.find(kSpanEnd, nameEnd);
        if (nameEnd == std::string_view::npos || end == std::string_view::npos)
            return std::nullopt;
        const std::string_view name = body.substr(kSpan.size(), nameEnd - kSpan.size());
        const std::string_view text = body.substr(nameEnd + 2, end - nameEnd - 2);
        // Plain text and punctuation take the block's own colour: no span for them.
        if (name == "normal" || name == "symbol" || name == "cbracket" || text.empty()) {
            html += text;
        } else {
            html += "<span class=\"nd-";
            html += name;
            html += "\">";
            html += text;
            html += kSpanEnd;
        }
        body.remove_prefix(end + kSpanEnd.size());
    }
    return html;
}

// The text a coloured block shows, to check that colouring changed nothing of it.
std::string shownText(std::string_view html)
{
    std::string text;
    for (const markdown::HtmlToken& token : markdown::tokenizeHtml(html))
        if (token.kind == markdown::HtmlToken::Kind::Text)
            text += token.raw;
    return markdown::decodeCharacterReferences(text);
}

std::optional<std::string> colouredBlock(std::string_view escaped, std::string_view info)
{
    if (escaped.size() > kLargestColouredCode || escaped.find("{{c") != std::string_view::npos)
        return std::nullopt;
    const std::optional<std::string> code = codeText(escaped);
    if (!code)
        return std::nullopt;
    static std::mutex lock;
    static std::unique_ptr<Highlighter> highlighter;
    std::optional<std::string> out;
    try {
        const std::lock_guard<std::mutex> held(lock);
        if (!highlighter)
            highlighter = std::make_unique<Highlighter>();
        out = highlighter->html(*code, languageName(info));
    } catch (...) {
        // A language file the highlighter cannot read, or a regex past its limits on this text:
        // the block stays plain.
        return std::nullopt;
    }
    if (!out)
        return std::nullopt;
    std::optional<std::string> html = ourSpans(*out);
    if (!html || shownText(*html) != *code)
        return std::nullopt;
    return html;
}

} // namespace

std::string withColouredCode(std::string_view html)
{
    std::string out;
    out.reserve(html.size() + html.size() / 2);
    size_t at = 0;
    while (true) {
        const size_t start = html.find(kBlockStart, at);
        if (start == std::string_view::npos)
            break;
        const size_t infoStart = start + kBlockStart.size();
        const size_t infoEnd = html.find('"', infoStart);
        const size_t bodyStart = infoEnd == std::string_view::npos ? infoEnd : html.find('>', infoEnd);
        const size_t end = bodyStart == std::string_view::npos ? bodyStart : html.find(kBlockEnd, bodyStart);
        if (end == std::string_view::npos)
            break;
        out += html.substr(at, bodyStart + 1 - at);
        const std::string_view body = html.substr(bodyStart + 1, end - bodyStart - 1);
        const std::string_view info = html.substr(infoStart, infoEnd - infoStart);
        if (const auto coloured = colouredBlock(body, info))
            out += *coloured;
        else
            out += body;
        out += kBlockEnd;
        at = end + kBlockEnd.size();
    }
    out += html.substr(at);
    return out;
}

// The card page's token colours (resources/web/card.css), for the same kinds of token.
const std::string_view kCodeColourCss = R"css(.nd-keyword, .nd-preproc { color: #c2185b; }
.nd-string, .nd-regexp, .nd-specialchar { color: #1b6b2e; }
.nd-number { color: #0b57a8; }
.nd-comment, .nd-todo { color: #7a818b; }
.nd-function, .nd-classname { color: #6a3fbf; }
.nd-type, .nd-usertype, .nd-predef_func, .nd-predef_var { color: #a54a00; }
.nightMode .nd-keyword, .nightMode .nd-preproc, .night_mode .nd-keyword, .night_mode .nd-preproc { color: #f78fb3; }
.nightMode .nd-string, .nightMode .nd-regexp, .nightMode .nd-specialchar,
.night_mode .nd-string, .night_mode .nd-regexp, .night_mode .nd-specialchar { color: #9fd99a; }
.nightMode .nd-number, .night_mode .nd-number { color: #8ac4ff; }
.nightMode .nd-comment, .nightMode .nd-todo, .night_mode .nd-comment, .night_mode .nd-todo { color: #868e99; }
.nightMode .nd-function, .nightMode .nd-classname, .night_mode .nd-function, .night_mode .nd-classname { color: #c9a7ff; }
.nightMode .nd-type, .nightMode .nd-usertype, .nightMode .nd-predef_func, .nightMode .nd-predef_var,
.night_mode .nd-type, .night_mode .nd-usertype, .night_mode .nd-predef_func, .night_mode .nd-predef_var { color: #f5b36b; }
)css";

} // namespace notedeck::render
