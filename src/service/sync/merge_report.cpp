#include "service/sync/sync.h"

#include <map>

namespace notedeck::service {

int MergeReport::answers() const
{
    int n = 0;
    for (const auto& d : devices)
        n += d.answers;
    return n;
}

int MergeReport::unknownCardEvents() const
{
    int n = 0;
    for (const auto& d : devices)
        n += d.unknownCards;
    return n;
}

std::string MergeReport::summary() const
{
    std::string out;
    for (const auto& d : devices) {
        if (d.events == 0)
            continue;
        if (!out.empty())
            out += ", ";
        const std::string who = d.name.empty() ? d.device : d.name;
        if (d.answers > 0)
            out += std::to_string(d.answers) + (d.answers == 1 ? " answer" : " answers") + " from " + who;
        else
            out += std::to_string(d.events) + (d.events == 1 ? " change" : " changes") + " from " + who;
    }
    if (!out.empty())
        out += " merged";
    if (const int unknown = unknownCardEvents(); unknown > 0)
        out += std::string(out.empty() ? "" : "; ") + std::to_string(unknown) +
               (unknown == 1 ? " event names a card" : " events name cards") +
               " not in this deck (kept, for when its notes are imported)";
    return out;
}

std::vector<std::string> MergeReport::problemsInBrief(size_t perFile) const
{
    // A problem of a journal file starts with its path, which ends in ".jsonl" (the device files'
    // names are ids: no other ".jsonl" comes before it); other problems are always shown.
    const auto fileOf = [](const std::string& problem) {
        const size_t end = problem.find(".jsonl");
        return end == std::string::npos ? std::string() : problem.substr(0, end + 6);
    };
    std::map<std::string, size_t> shown, hidden;
    std::vector<std::string> out;
    for (const auto& problem : problems) {
        const std::string file = fileOf(problem);
        if (file.empty() || shown[file] < perFile) {
            ++shown[file];
            out.push_back(problem);
        } else {
            ++hidden[file];
        }
    }
    for (const auto& [file, count] : hidden)
        out.push_back(file + ": " + std::to_string(count) + " more problem" + (count == 1 ? "" : "s") +
                      " in this file (notedeck-cli sync --json lists them all)");
    return out;
}

} // namespace notedeck::service
