#pragma once
// One-line cards (docs/format.md, "One-line and reversed cards"): `question :: answer` is one
// card, `term ::: meaning` two, one each way. The separator stands between spaces, and never
// counts inside code, math or a link.
#include "notes/card_draft.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::notes {

struct OneLineCard {
    std::string question;   // before the separator, trimmed
    std::string answer;     // after it, trimmed
    bool reversed = false;  // `:::`: asked both ways
};

// The card a line makes, if it makes one: both sides must hold something.
std::optional<OneLineCard> readOneLineCard(std::string_view line);

// Its drafts, at `line`: one, or the pair (forward, then reverse). Deck, file and ordinal are the caller's.
std::vector<CardDraft> oneLineDrafts(const OneLineCard& card, int line);

} // namespace notedeck::notes
