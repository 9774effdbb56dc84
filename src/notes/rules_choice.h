#pragma once
// The reader's choice of how a notes folder is imported — the rule for the files no section names
// and the files or folders left out — written into the folder's rules file (kRulesFileName) as
// NoteDeck reads it (docs/format.md, "For a folder: .notedeck.toml"). Text in, text out: no I/O.
#include "notes/question_rule.h"

#include <expected>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

struct RulesChoice {
    std::optional<QuestionRule> questions;   // for the files no section names; nothing: as it is
    // Paths relative to the notes folder, '/'-separated: a file, or a folder ending with '/'.
    std::vector<std::string> leaveOut;       // to leave out (`import = false`)
    std::vector<std::string> bringBack;      // left out now, to import again (`import = true`)

    bool empty() const { return !questions && leaveOut.empty() && bringBack.empty(); }
};

// `rulesText` (empty when the folder has no rules file) with the choice written in: the rule
// before any section replaced (or added before the first section), and a section per path
// appended, so that it wins over the sections above it. Every other line stays as it was. Fails,
// changing nothing, on a path that cannot be written as a section (a control character, or both
// kinds of quotes).
std::expected<std::string, std::string> rulesWithChoice(std::string_view rulesText, const RulesChoice& choice);

} // namespace notedeck::notes
