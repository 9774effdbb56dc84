#include "service/sync/detail/unfinished_lines.h"

#include "service/sync/detail/journal_file.h"
#include "storage/deck_store.h"

#include <nlohmann/json.hpp>

namespace notedeck::service {

namespace {
std::int64_t modifiedTicks(const std::filesystem::path& file)
{
    std::error_code ec;
    const auto time = std::filesystem::last_write_time(file, ec);
    return ec ? -1 : static_cast<std::int64_t>(time.time_since_epoch().count());
}
} // namespace

core::Result<UnfinishedLines> UnfinishedLines::load(storage::DeckStore& store)
{
    auto text = store.settings().get(kUnfinishedLinesKey);
    if (!text)
        return std::unexpected(text.error());
    UnfinishedLines out;
    if (!*text)
        return out;
    // A damaged value only means the files are read again: nothing is lost.
    const auto j = nlohmann::json::parse(**text, nullptr, false);
    if (!j.is_object())
        return out;
    for (const auto& [device, seen] : j.items())
        if (seen.is_array() && seen.size() == 2 && seen[0].is_number_integer() && seen[1].is_number_integer())
            out.m_files[device] = {seen[0].get<std::int64_t>(), seen[1].get<std::int64_t>()};
    return out;
}

bool UnfinishedLines::unchanged(const std::string& device, const std::filesystem::path& file) const
{
    const auto known = m_files.find(device);
    if (known == m_files.end())
        return false;
    std::error_code ec;
    const auto bytes = static_cast<std::int64_t>(std::filesystem::file_size(file, ec));
    return !ec && known->second == Seen{bytes, modifiedTicks(file)};
}

void UnfinishedLines::found(const std::string& device, const std::filesystem::path& file, std::int64_t fileBytes,
                            std::int64_t unfinishedBytes)
{
    if (unfinishedBytes > kLongestJournalLine) {
        m_files[device] = {fileBytes, modifiedTicks(file)};
        m_changed = true;
    } else if (m_files.erase(device) > 0) {
        m_changed = true;
    }
}

core::Result<void> UnfinishedLines::save(storage::DeckStore& store) const
{
    if (!m_changed)
        return {};
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [device, seen] : m_files)
        j[device] = {seen.bytes, seen.modified};
    return store.settings().set(kUnfinishedLinesKey, j.dump());
}

} // namespace notedeck::service
