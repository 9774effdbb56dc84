#pragma once
// A journal file's lines (docs/sync.md): one JSON object per line. The first line of a device's
// file names the format version and the device; every later line is one event.
#include "core/journal_event.h"
#include "core/result.h"

#include <string>
#include <string_view>

namespace notedeck::service {

inline constexpr int kJournalFormat = 1;

struct JournalHeader {
    int format = kJournalFormat;
    std::string device;
    std::string name;
};

std::string headerLine(const JournalHeader& header);
std::string eventLine(const core::JournalEvent& event);   // without the device: the file names it

// A line read back: a header, or an event of `device`. Errors say what is wrong with the line.
core::Result<JournalHeader> parseHeader(std::string_view line);
core::Result<core::JournalEvent> parseEvent(std::string_view line, const std::string& device);

// A device's name as a journal line gives it (its header, a Name event): at most 200 bytes of
// it, whole characters, valid UTF-8. Shown as text, never as markup.
inline constexpr size_t kLongestDeviceName = 200;
std::string boundedDeviceName(std::string_view name);

// Ids: a device's (16 hex digits) and a card's (32), from a random source.
std::string newDeviceId();
std::string newCardUid();
bool isValidId(std::string_view id);

} // namespace notedeck::service
