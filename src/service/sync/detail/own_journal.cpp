#include "service/sync/detail/own_journal.h"

#include "service/files/durable_file.h"
#include "service/sync/detail/journal_file.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace notedeck::service {

namespace fs = std::filesystem;

namespace {

OwnFileCheck edited(std::int64_t line, std::string what)
{
    OwnFileCheck check;
    check.verdict = OwnFileCheck::Verdict::Edited;
    check.line = line;
    check.what = std::move(what);
    return check;
}

// Whether an event read from the file is the deck's: field by field (the quick way, for nearly
// every event), else as this NoteDeck writes them (a presets event's options as JSON).
bool sameEvent(const core::JournalEvent& read, const core::JournalEvent& mine)
{
    const bool equal = read.atMs == mine.atMs && read.kind == mine.kind && read.card == mine.card &&
                       read.text == mine.text && read.rating == mine.rating && read.durationMs == mine.durationMs &&
                       read.before == mine.before && read.fields == mine.fields && read.schedule == mine.schedule;
    return equal || eventLine(read) == eventLine(mine);
}

} // namespace

core::Result<OwnFileCheck> checkOwnFile(storage::DeckStore& store, const fs::path& file, const std::string& device)
{
    std::error_code ec;
    if (!fs::exists(file, ec))
        return OwnFileCheck{};
    auto lines = readJournalLines(file, 0, 0);   // whole lines: a torn last one is the repair's
    if (!lines)
        return std::unexpected(lines.error());
    auto own = store.journal().ofDevice(device, 0);   // by seq
    if (!own)
        return std::unexpected(own.error());
    const std::int64_t last = own->empty() ? 0 : own->back().seq;
    const auto deckEvent = [&](std::int64_t seq) -> const core::JournalEvent* {
        auto at = std::lower_bound(own->begin(), own->end(), seq, [](const auto& e, std::int64_t s) { return e.seq < s; });
        return at != own->end() && at->seq == seq ? &*at : nullptr;
    };
    std::unordered_map<std::int64_t, std::string_view> seen;
    std::vector<std::pair<std::int64_t, std::int64_t>> ahead;   // seq, line
    for (const auto& [number, text] : lines->lines) {
        if (number == 1) {
            auto header = parseHeader(text);
            if (!header)
                return edited(number, header.error().message);
            if (header->device != device)
                return edited(number, "the header names another device");
            continue;
        }
        if (text.empty())
            continue;
        auto event = parseEvent(text, device);
        if (!event)
            return edited(number, "a line that is not an event: " + event.error().message);
        const std::string n = std::to_string(event->seq);
        // The same line twice is two repairs that crossed (the app's two Decks): harmless.
        if (auto [at, added] = seen.emplace(event->seq, text); !added) {
            if (at->second != text)
                return edited(number, "event " + n + " is there twice, each time otherwise");
            continue;
        }
        if (event->seq > last) {
            ahead.emplace_back(event->seq, number);
            continue;
        }
        const core::JournalEvent* mine = deckEvent(event->seq);
        if (!mine)
            return edited(number, "event " + n + " is not one this deck wrote");
        if (!sameEvent(*event, *mine))
            return edited(number, "event " + n + " differs from the deck's");
    }
    if (ahead.empty())
        return OwnFileCheck{};
    std::sort(ahead.begin(), ahead.end());
    for (size_t i = 0; i < ahead.size(); ++i)
        if (ahead[i].first != last + 1 + static_cast<std::int64_t>(i))
            return edited(ahead[i].second, "event " + std::to_string(ahead[i].first) +
                                               " does not follow on from this deck's last (" + std::to_string(last) + ")");
    OwnFileCheck check;
    check.verdict = OwnFileCheck::Verdict::Ahead;
    check.ahead = static_cast<std::int64_t>(ahead.size());
    check.firstAhead = last + 1;
    return check;
}

core::Result<void> rewriteOwnFile(storage::DeckStore& store, const fs::path& root, const JournalHeader& header)
{
    auto own = store.journal().ofDevice(header.device, 0);
    if (!own)
        return std::unexpected(own.error());
    std::string text = headerLine(header) + '\n';
    for (const auto& e : *own)
        text += eventLine(e) + '\n';
    const fs::path file = journalFileOf(root, header.device);
    const fs::path fresh = fs::path(file) += ".new";      // neither is a device file: no merge reads them
    const fs::path asItWas = fs::path(file) += ".edited";
    if (auto written = writeWholeFile(fresh, text); !written)
        return written;
    std::error_code ec;
    fs::copy_file(file, asItWas, fs::copy_options::overwrite_existing, ec);
    if (!ec)
        fs::rename(fresh, file, ec);
    if (ec) {
        const std::string why = ec.message();
        fs::remove(fresh, ec);
        return core::fail("cannot write the journal again: " + why, file.string());
    }
    return {};
}

} // namespace notedeck::service
