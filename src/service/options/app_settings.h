#pragma once
// The desktop app's own options, kept in the deck (settings table, keys "app.*") next to the
// scheduling options, so they travel with the deck and its backups. Saving both kinds together is
// one transaction: the Settings dialog's OK either stores everything or nothing.
#include "core/result.h"
#include "core/scheduler_settings.h"
#include "service/deck/deck.h"

#include <string>

namespace notedeck::service {

struct AppSettings {
    std::string theme = "system";   // "light", "dark" or "system" (follow the desktop)
    int cardFontSize = 17;          // CSS pixels on the card page
    // Opens a notes file at a line: "{file}" and "{line}" are replaced, e.g. "kate --line {line} {file}".
    // Empty: the desktop's default application for the file.
    std::string editorCommand;
    std::string language;           // "" follows the system locale; else "en" or "zh_CN"

    friend bool operator==(const AppSettings&, const AppSettings&) = default;
};

inline constexpr int kMinCardFontSize = 11;
inline constexpr int kMaxCardFontSize = 36;

// The stored options, with the defaults for what was never set; values out of range are
// replaced by their default.
core::Result<AppSettings> loadAppSettings(Deck& deck);
core::Result<void> saveAppSettings(Deck& deck, const AppSettings& settings);
// Both kinds of options in one transaction; the scheduling options are validated first.
core::Result<void> saveAllSettings(Deck& deck, const core::SchedulerSettings& scheduling,
                                   const AppSettings& app);

} // namespace notedeck::service
