#include "scheduler/optimizer/review_log.h"

#include "core/iso_time.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <fstream>
#include <sstream>

namespace notedeck::optimizer {

namespace {

struct CsvRecord {
    std::vector<std::string> fields;
    int line = 0; // 1-based line on which the record starts
};

// Splits CSV text into records (RFC 4180: quoted fields may hold commas, doubled quotes
// and line breaks). Fails only on a quote that is never closed.
core::Result<std::vector<CsvRecord>> splitCsv(std::string_view text, const std::string& source)
{
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    std::vector<CsvRecord> records;
    CsvRecord current;
    std::string field;
    int line = 1;
    current.line = 1;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int quoteLine = 0;
    auto endField = [&] {
        current.fields.push_back(std::move(field));
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRecord = [&](int nextLine) {
        endField();
        const bool blank = current.fields.size() == 1 && current.fields[0].empty();
        if (!blank)
            records.push_back(std::move(current));
        current = CsvRecord{};
        current.line = nextLine;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        switch (c) {
        case '"':
            if (field.empty() && !fieldWasQuoted) {
                inQuotes = true;
                fieldWasQuoted = true;
                quoteLine = line;
            } else {
                field += c;
            }
            break;
        case ',':
            endField();
            break;
        case '\r':
            break;
        case '\n':
            ++line;
            endRecord(line);
            break;
        default:
            field += c;
        }
    }
    if (inQuotes)
        return core::fail("quoted field is never closed", source, quoteLine);
    if (!field.empty() || !current.fields.empty() || fieldWasQuoted)
        endRecord(line + 1);
    return records;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

template <typename Int>
std::optional<Int> parseInteger(std::string_view s)
{
    s = trim(s);
    if (s.starts_with('+'))
        s.remove_prefix(1);
    Int value{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc{} || end != s.data() + s.size() || s.empty())
        return std::nullopt;
    return value;
}

std::string quoted(std::string_view s)
{
    return "'" + std::string(s) + "'";
}

} // namespace

std::optional<std::int64_t> parseReviewTime(std::string_view text)
{
    const std::string_view s = trim(text);
    if (s.empty())
        return std::nullopt;
    const std::string_view unsignedPart = s.starts_with('-') ? s.substr(1) : s;
    if (!unsignedPart.empty() &&
        std::all_of(unsignedPart.begin(), unsignedPart.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return parseInteger<std::int64_t>(s);

    return core::parseIsoTimeMs(s);
}

core::Result<std::vector<ReviewLogEntry>> parseReviewLogCsv(std::string_view text,
                                                            const std::string& sourceName)
{
    auto records = splitCsv(text, sourceName);
    if (!records)
        return std::unexpected(records.error());
    if (records->empty())
        return core::fail("the review log is empty: expected a header line with card_id, "
                          "review_rating, review_time",
                          sourceName);

    const CsvRecord& header = records->front();
    constexpr std::array<std::string_view, 4> kColumns = {"card_id", "review_rating",
                                                           "review_time", "review_duration"};
    std::array<int, 4> column = {-1, -1, -1, -1};
    for (std::size_t i = 0; i < header.fields.size(); ++i) {
        const std::string_view name = trim(header.fields[i]);
        for (std::size_t c = 0; c < kColumns.size(); ++c) {
            if (name == kColumns[c]) {
                if (column[c] >= 0)
                    return core::fail("column '" + std::string(name) + "' appears twice",
                                      sourceName, header.line);
                column[c] = static_cast<int>(i);
            }
        }
    }
    for (std::size_t c = 0; c < 3; ++c) {
        if (column[c] < 0)
            return core::fail("missing column '" + std::string(kColumns[c]) +
                                  "' (the header needs card_id, review_rating, review_time)",
                              sourceName, header.line);
    }

    std::vector<ReviewLogEntry> entries;
    entries.reserve(records->size() - 1);
    for (std::size_t r = 1; r < records->size(); ++r) {
        const CsvRecord& rec = (*records)[r];
        auto field = [&](std::size_t c) -> std::optional<std::string_view> {
            if (column[c] < 0 || static_cast<std::size_t>(column[c]) >= rec.fields.size())
                return std::nullopt;
            return trim(rec.fields[static_cast<std::size_t>(column[c])]);
        };
        if (rec.fields.size() != header.fields.size())
            return core::fail("expected " + std::to_string(header.fields.size()) +
                                  " fields as in the header, found " +
                                  std::to_string(rec.fields.size()),
                              sourceName, rec.line);
        ReviewLogEntry entry;
        const auto id = parseInteger<core::CardId>(*field(0));
        if (!id)
            return core::fail("card_id must be an integer, got " + quoted(*field(0)), sourceName,
                              rec.line);
        entry.cardId = *id;
        const auto rating = parseInteger<int>(*field(1));
        if (!rating || *rating < 1 || *rating > 4)
            return core::fail("review_rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy), "
                              "got " + quoted(*field(1)),
                              sourceName, rec.line);
        entry.rating = *rating;
        const auto time = parseReviewTime(*field(2));
        if (!time)
            return core::fail("review_time must be an ISO 8601 date-time such as "
                              "2024-03-29T20:32:32.250+00:00 or milliseconds since 1970, got " +
                                  quoted(*field(2)),
                              sourceName, rec.line);
        entry.timeMs = *time;
        if (const auto duration = field(3); duration && !duration->empty()) {
            const auto ms = parseInteger<std::int64_t>(*duration);
            if (!ms || *ms < 0)
                return core::fail("review_duration must be a whole number of milliseconds, got " +
                                      quoted(*duration),
                                  sourceName, rec.line);
            entry.durationMs = *ms;
        }
        entries.push_back(entry);
    }
    return entries;
}

std::vector<ReviewLogEntry> fromReviewRecords(std::span<const core::ReviewRecord> records)
{
    std::vector<ReviewLogEntry> log;
    log.reserve(records.size());
    for (const core::ReviewRecord& r : records)
        log.push_back({r.card, static_cast<int>(r.rating), r.reviewedAtMs, r.durationMs,
                       r.stateBefore == core::CardState::New});
    return log;
}

core::Result<std::vector<ReviewLogEntry>> readReviewLogCsv(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return core::fail("cannot open the review log for reading", path.string());
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        return core::fail("cannot read the review log", path.string());
    return parseReviewLogCsv(buffer.str(), path.string());
}

} // namespace notedeck::optimizer
