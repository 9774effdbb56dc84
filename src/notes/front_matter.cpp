#include "notes/front_matter.h"

#include "core/text.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace notedeck::notes {

namespace {

// Front matter names a rule in a line; a megabyte of it is no note's, and is not given to YAML.
constexpr size_t kMaxFrontMatterBytes = 64 * 1024;

bool isFence(std::string_view line, std::string_view fence)
{
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t'))
        line.remove_suffix(1);
    return line == fence;
}

// Reads the `notedeck:` key of the YAML between the fences, which start on the file's line 2.
// `ruleMention`: the first line that starts with `notedeck:` (0: none), which, when YAML does not
// read it as the key, must not leave the file to another rule unnoticed.
void readRule(const std::string& yaml, int ruleMention, FrontMatter& front)
{
    if (ruleMention == 0 && yaml.find("notedeck") == std::string::npos)
        return;   // no rule in it (a quoted or flow-style key still names it)
    if (yaml.size() > kMaxFrontMatterBytes) {
        if (ruleMention == 0)
            return;
        front.ruleLine = ruleMention;
        front.problem = "the front matter is longer than " + std::to_string(kMaxFrontMatterBytes / 1024) +
                        " KB, more than NoteDeck reads, so the file's rule is unknown";
        return;
    }
    try {
        const YAML::Node root = YAML::Load(yaml);
        // A key given twice: the last one, as most YAML readers keep.
        for (const auto& entry : root.IsMap() ? root : YAML::Node(YAML::NodeType::Map)) {
            if (!entry.first.IsScalar() || entry.first.Scalar() != "notedeck")
                continue;
            front.ruleLine = 2 + entry.first.Mark().line;
            const YAML::Node& value = entry.second;
            // Scalars as written: YAML's types (dates, yes, numbers) are not applied to a rule's name.
            front.ruleValue = value.IsScalar() ? core::trim(value.Scalar()) : std::string();
            // A list or a map is never written out again: through aliases it may be huge.
            front.problem = value.IsSequence() || value.IsMap() ? "notedeck: is a list or a map, not the name of a rule"
                                                                : std::string();
        }
        if (ruleMention > 0 && front.ruleLine == 0) {
            front.ruleLine = ruleMention;
            front.problem = "YAML does not read this line as the key notedeck: (a space after the colon?), so the "
                            "file's rule is unknown";
        }
    } catch (const YAML::Exception& e) {
        // Front matter other tools own may be broken without harm; a rule that cannot be read may not.
        if (ruleMention == 0)
            return;
        front.ruleLine = 2 + std::max(e.mark.line, 0);
        front.problem = "the front matter cannot be read as YAML (" + e.msg + "), so the file's notedeck: rule is unknown";
    }
}

} // namespace

FrontMatter readFrontMatter(std::string_view text)
{
    FrontMatter front;
    if (!text.starts_with("---"))
        return front;
    const std::vector<std::string_view> lines = core::splitLines(text);
    if (lines.empty() || !isFence(lines[0], "---"))
        return front;
    std::string yaml;
    int ruleMention = 0;
    for (size_t i = 1; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        if (isFence(line, "---") || isFence(line, "...")) {
            front.lastLine = static_cast<int>(i) + 1;
            readRule(yaml, ruleMention, front);
            return front;
        }
        if (ruleMention == 0 && line.starts_with("notedeck:"))
            ruleMention = static_cast<int>(i) + 1;
        yaml.append(line).push_back('\n');
    }
    return {};   // never closed: not front matter, but the Markdown it looks like
}

std::string withoutFrontMatter(std::string_view text, const FrontMatter& front)
{
    size_t end = 0;
    for (int line = 0; line < front.lastLine && end < text.size(); ++line) {
        const size_t newline = text.find('\n', end);
        end = newline == std::string_view::npos ? text.size() : newline + 1;
    }
    std::string out(static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n')), '\n');
    out.append(text.substr(end));
    return out;
}

} // namespace notedeck::notes
