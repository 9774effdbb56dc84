#include "cli/arguments.h"

#include <algorithm>

namespace notedeck::cli {

namespace {
// Options that take a value, for every command.
bool takesValue(const std::string& name)
{
    static const char* names[] = {"--db", "--deck", "--now", "--count", "--order", "--seed", "--revlog", "--interview", "--days", "--ignore-before", "--preset", "--retention", "--easy-days", "--export", "--import", "--in-notes", "--notes", "--into", "--name"};
    return std::any_of(std::begin(names), std::end(names), [&](const char* n) { return name == n; });
}
} // namespace

std::optional<Arguments> Arguments::parse(int argc, char** argv, std::string& error)
{
    Arguments args;
    args.m_program = argc > 0 ? argv[0] : "notedeck-cli";
    for (int i = 1; i < argc; ++i) {
        std::string word = argv[i];
        if (word.starts_with("--") && word.size() > 2) {
            std::string name = word, value;
            const size_t eq = word.find('=');
            const bool inlineValue = eq != std::string::npos;
            if (inlineValue) {
                name = word.substr(0, eq);
                value = word.substr(eq + 1);
            }
            if (takesValue(name)) {
                if (!inlineValue) {
                    if (i + 1 >= argc) {
                        error = name + " needs a value";
                        return std::nullopt;
                    }
                    value = argv[++i];
                }
                args.m_values.emplace(name, value);
            } else {
                args.m_flags[name]++;
            }
        } else if (word == "-h") {
            args.m_flags["--help"]++;
        } else if (args.m_command.empty()) {
            args.m_command = word;
        } else {
            args.m_positional.push_back(word);
        }
    }
    return args;
}

std::optional<std::string> Arguments::value(const std::string& name) const
{
    auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

std::vector<std::string> Arguments::values(const std::string& name) const
{
    std::vector<std::string> out;
    auto [b, e] = m_values.equal_range(name);
    for (auto it = b; it != e; ++it)
        out.push_back(it->second);
    return out;
}

std::vector<std::string> Arguments::unknown(const std::vector<std::string>& known) const
{
    std::vector<std::string> out;
    auto isKnown = [&](const std::string& n) {
        return n == "--db" || n == "--help" || std::find(known.begin(), known.end(), n) != known.end();
    };
    for (const auto& [name, count] : m_flags)
        if (!isKnown(name))
            out.push_back(name);
    for (const auto& [name, value] : m_values)
        if (!isKnown(name))
            out.push_back(name);
    return out;
}

} // namespace notedeck::cli
