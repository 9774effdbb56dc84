#include "service/cards/search.h"

#include "render/card_html.h"
#include "render/card_sides.h"
#include "service/deck/detail/deck_internals.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <utility>

namespace notedeck::service {

namespace {

// Runs of white space as one space: a result is one or two lines of a list.
std::string oneLine(const std::string& text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const bool space = c == ' ' || c == '\n' || c == '\t' || c == '\r';
        if (!space)
            out += c;
        else if (!out.empty() && out.back() != ' ')
            out += ' ';
    }
    if (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

// Whether `text` up to `at` leaves a span of `open` … `close` open.
bool openAt(std::string_view text, size_t at, char open, char close)
{
    const std::string_view before = text.substr(0, at);
    return std::count(before.begin(), before.end(), open) > std::count(before.begin(), before.end(), close);
}

// About `radius` code points of `marked` before its first match and twice as many from it on.
// A cut inside a formula, code or a match opens or closes its mark again, so the view styles
// the excerpt as it would the whole text.
std::string excerpt(const std::string& marked, size_t radius = 40)
{
    const size_t at = marked.find(core::kMatchStart);
    if (at == std::string::npos)
        return {};
    const auto isContinuation = [&](size_t i) { return i < marked.size() && (static_cast<unsigned char>(marked[i]) & 0xC0) == 0x80; };
    size_t begin = at, end = at;
    for (size_t n = 0; n < radius && begin > 0; ++n)
        do --begin; while (begin > 0 && isContinuation(begin));
    for (size_t n = 0; n < radius * 2 && end < marked.size(); ++n)
        do ++end; while (end < marked.size() && isContinuation(end));
    std::string out = begin > 0 ? "…" : "";
    if (openAt(marked, begin, render::kCodeStart, render::kCodeEnd))
        out += render::kCodeStart;
    out.append(marked, begin, end - begin);
    for (const auto& [open, close] : {std::pair{core::kMatchStart, core::kMatchEnd}, std::pair{render::kCodeStart, render::kCodeEnd}})
        if (openAt(marked, end, open, close))
            out += close;
    if (end < marked.size())
        out += "…";
    return out;
}

// The text the result list shows: the side the card asks and an excerpt of the other side as
// they read, with formulas and code marked, and the matches marked, so that the cards of one
// note (a cloze's numbers, a pair's two directions) are told apart. A cloze card's excerpt is of
// its note with the deletions in the open: what the question hides may be what was found. A
// term found only in the Markdown's marks (a code fence's language) is marked nowhere.
void describe(core::SearchHit& hit, const std::vector<std::string>& terms)
{
    const render::CardSides sides = render::cardSides(hit.card, render::ClozeMarks::Escaped);
    hit.questionMarked = core::markMatches(oneLine(render::markdownToMarkedText(sides.front)), terms);
    hit.snippet = excerpt(core::markMatches(oneLine(render::markdownToMarkedText(sides.back)), terms));
}

core::Result<std::vector<core::SearchHit>> described(core::Result<std::vector<core::SearchHit>> hits,
                                                        const core::SearchQuery& query)
{
    if (hits) {
        const std::vector<std::string> terms = core::searchTerms(query.text);
        for (core::SearchHit& hit : *hits)
            describe(hit, terms);
    }
    return hits;
}

} // namespace

core::Result<int> refreshSearchIndex(Deck& deck)
{
    return storeOf(deck).search().refresh();
}

core::Result<std::vector<core::SearchHit>> searchCards(Deck& deck, const core::SearchQuery& query)
{
    auto index = storeOf(deck).search();
    if (deck.readOnlyReason().empty()) {
        if (auto refreshed = index.refresh(); !refreshed)
            return std::unexpected(refreshed.error());
        return described(index.find(query), query);
    }
    // A deck this NoteDeck may not write: its index cannot be brought up to date; when it is
    // behind, every term is found by the scan instead.
    auto stale = index.staleCount();
    if (!stale)
        return std::unexpected(stale.error());
    return described(index.find(query, *stale == 0), query);
}

} // namespace notedeck::service
