#pragma once
// Command-line words of notedeck-cli: `--db PATH` and `--json` anywhere, the command, its options
// and positional arguments.
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::cli {

// Exit codes shared by every command.
enum ExitCode { kOk = 0, kProblems = 1, kFatal = 2 };

class Arguments {
public:
    // `valueOptions` are the options that take a value (e.g. "--db", "--deck").
    static std::optional<Arguments> parse(int argc, char** argv, std::string& error);

    const std::string& command() const { return m_command; }
    const std::string& program() const { return m_program; }
    const std::vector<std::string>& positional() const { return m_positional; }
    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> value(const std::string& name) const;
    std::vector<std::string> values(const std::string& name) const;
    // Options given that the command does not know; empty when all are known.
    std::vector<std::string> unknown(const std::vector<std::string>& known) const;

private:
    std::string m_program;
    std::string m_command;
    std::vector<std::string> m_positional;
    std::map<std::string, int> m_flags;
    std::multimap<std::string, std::string> m_values;
};

} // namespace notedeck::cli
