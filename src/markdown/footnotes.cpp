#include "markdown/footnotes.h"

#include "core/text.h"
#include "markdown/cmark_document.h"
#include "markdown/math_mask.h"
#include "markdown/math_scanner.h"

#include <algorithm>
#include <charconv>
#include <memory>
#include <set>

namespace notedeck::markdown {

namespace {

// Parsed as the renderer parses it, math masked so that a "[^x]" inside a formula is no reference.
CmarkDocument parseWithFootnotes(std::string_view markdown)
{
    return CmarkDocument(maskMath(markdown, scanMath(markdown)), CMARK_OPT_FOOTNOTES);
}

int linesBefore(std::string_view text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

// Every "[^label]:" in the text, each label once: the definitions there may be.
std::vector<std::string> candidateLabels(std::string_view text)
{
    std::vector<std::string> labels;
    for (size_t at = text.find("[^"); at != std::string_view::npos; at = text.find("[^", at + 2)) {
        const size_t close = text.find(']', at + 2);
        if (close == std::string_view::npos || close == at + 2 || close + 1 >= text.size() || text[close + 1] != ':')
            continue;
        const std::string_view label = text.substr(at + 2, close - at - 2);
        if (label.find_first_of(" \t\n[") != std::string_view::npos)
            continue;
        if (std::find(labels.begin(), labels.end(), label) == labels.end())
            labels.emplace_back(label);
    }
    return labels;
}

// The source of the definition cmark-gfm parsed at lines [first, last], starting at the "[^" before
// `contentColumn` (1-based) on the first line; continuation lines lose as much indentation.
std::string definitionSource(const std::vector<std::string_view>& lines, int first, int last, int contentColumn)
{
    const std::string_view head = lines[static_cast<size_t>(first - 1)];
    const size_t column = head.rfind("[^", static_cast<size_t>(std::max(contentColumn - 1, 0)));
    if (column == std::string_view::npos)
        return {};
    last = std::min(last, static_cast<int>(lines.size()));
    while (last > first && core::trim(lines[static_cast<size_t>(last - 1)]).empty())
        --last;
    std::string source(head.substr(column));
    for (int n = first + 1; n <= last; ++n) {
        std::string_view line = lines[static_cast<size_t>(n - 1)];
        size_t strip = 0;
        while (strip < line.size() && strip < column && (line[strip] == ' ' || line[strip] == '\t'))
            ++strip;
        source += '\n';
        source += line.substr(strip);
    }
    return source;
}

using NodeIter = std::unique_ptr<cmark_iter, decltype(&cmark_iter_free)>;

} // namespace

std::vector<FootnoteDefinition> footnoteDefinitions(std::string_view markdown)
{
    const std::vector<std::string> labels = candidateLabels(markdown);
    if (labels.empty())
        return {};
    // A paragraph after the text that refers to every candidate, so that cmark-gfm keeps every
    // definition (it drops the ones nothing refers to).
    std::string probe(markdown);
    probe += "\n\n";
    for (const std::string& label : labels)
        probe += "[^" + label + "] ";
    const int ownLines = linesBefore(markdown) + 1;
    const std::vector<std::string_view> lines = core::splitLines(markdown);

    const CmarkDocument doc = parseWithFootnotes(probe);
    std::vector<FootnoteDefinition> definitions;
    NodeIter iter(cmark_iter_new(doc.root()), &cmark_iter_free);
    for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
        cmark_node* node = cmark_iter_get_node(iter.get());
        if (ev != CMARK_EVENT_ENTER || cmark_node_get_type(node) != CMARK_NODE_FOOTNOTE_DEFINITION)
            continue;
        const int first = cmark_node_get_start_line(node);
        if (first < 1 || first > ownLines || first > static_cast<int>(lines.size()))
            continue;
        std::string source = definitionSource(lines, first, cmark_node_get_end_line(node), cmark_node_get_start_column(node));
        if (!source.empty())
            definitions.push_back({std::move(source), first});
    }
    std::sort(definitions.begin(), definitions.end(), [](const auto& a, const auto& b) { return a.line < b.line; });
    return definitions;
}

std::vector<size_t> footnotesNeeded(std::string_view markdown, const std::vector<FootnoteDefinition>& definitions)
{
    if (definitions.empty() || markdown.find("[^") == std::string_view::npos)
        return {};
    std::string combined(markdown);
    std::vector<int> startLines;   // of each appended definition
    for (const FootnoteDefinition& definition : definitions) {
        combined += "\n\n";
        startLines.push_back(linesBefore(combined) + 1);
        combined += definition.source;
    }

    // cmark-gfm numbers the definitions it keeps 1, 2, … in the order of their first reference and
    // puts them at the end of the document in that order; each reference's literal is that number.
    const CmarkDocument doc = parseWithFootnotes(combined);
    std::vector<cmark_node*> kept;
    std::vector<std::vector<int>> referencesInside;   // per kept definition
    std::vector<int> direct;                          // from the text itself
    int inside = -1;
    NodeIter iter(cmark_iter_new(doc.root()), &cmark_iter_free);
    for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
        cmark_node* node = cmark_iter_get_node(iter.get());
        const cmark_node_type type = cmark_node_get_type(node);
        if (type == CMARK_NODE_FOOTNOTE_DEFINITION) {
            if (ev == CMARK_EVENT_ENTER) {
                kept.push_back(node);
                referencesInside.emplace_back();
                inside = static_cast<int>(kept.size()) - 1;
            } else {
                inside = -1;
            }
            continue;
        }
        if (ev != CMARK_EVENT_ENTER || type != CMARK_NODE_FOOTNOTE_REFERENCE)
            continue;
        const char* literal = cmark_node_get_literal(node);
        const std::string_view number = literal ? literal : "";
        int index = 0;
        if (std::from_chars(number.data(), number.data() + number.size(), index).ec != std::errc{} || index < 1)
            continue;
        if (inside >= 0)
            referencesInside[static_cast<size_t>(inside)].push_back(index);
        else if (cmark_node_get_start_line(node) < startLines.front())
            direct.push_back(index);
    }

    std::set<int> used;
    std::vector<int> pending = direct;
    while (!pending.empty()) {
        const int index = pending.back();
        pending.pop_back();
        if (index > static_cast<int>(kept.size()) || !used.insert(index).second)
            continue;
        const auto& more = referencesInside[static_cast<size_t>(index - 1)];
        pending.insert(pending.end(), more.begin(), more.end());
    }
    std::set<size_t> needed;
    for (const int index : used) {
        const int line = cmark_node_get_start_line(kept[static_cast<size_t>(index - 1)]);
        const auto after = std::upper_bound(startLines.begin(), startLines.end(), line);
        if (after != startLines.begin())
            needed.insert(static_cast<size_t>(after - startLines.begin() - 1));
    }
    return {needed.begin(), needed.end()};
}

std::string withFootnotes(std::string_view markdown, const std::vector<FootnoteDefinition>& definitions)
{
    std::string out(markdown);
    for (const FootnoteDefinition& definition : definitions) {
        if (!out.empty())
            out += "\n\n";
        out += definition.source;
    }
    return out;
}

} // namespace notedeck::markdown
