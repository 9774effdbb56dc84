#include "service/options/app_settings.h"

#include "service/deck/detail/deck_internals.h"
#include "service/options/scheduler_settings_store.h"
#include "storage/deck_store.h"

#include <charconv>

namespace notedeck::service {

namespace {

constexpr const char* kTheme = "app.theme";
constexpr const char* kFontSize = "app.card_font_size";
constexpr const char* kEditor = "app.editor_command";
constexpr const char* kLanguage = "app.language";

core::Result<void> store(Deck& deck, const AppSettings& s)
{
    for (auto [key, value] : {std::pair<const char*, std::string>{kTheme, s.theme},
                              {kFontSize, std::to_string(s.cardFontSize)},
                              {kEditor, s.editorCommand},
                              {kLanguage, s.language}}) {
        if (auto done = storeOf(deck).settings().set(key, value); !done)
            return done;
    }
    return {};
}

} // namespace

core::Result<AppSettings> loadAppSettings(Deck& deck)
{
    AppSettings s;
    auto read = [&deck](const char* key) { return storeOf(deck).settings().get(key); };
    auto theme = read(kTheme);
    auto font = read(kFontSize);
    auto editor = read(kEditor);
    auto language = read(kLanguage);
    for (const auto* r : {&theme, &font, &editor, &language})
        if (!*r)
            return std::unexpected(r->error());

    if (*theme && (**theme == "light" || **theme == "dark" || **theme == "system"))
        s.theme = **theme;
    if (*font) {
        int px = 0;
        const std::string& text = **font;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), px);
        if (ec == std::errc() && end == text.data() + text.size() && px >= kMinCardFontSize && px <= kMaxCardFontSize)
            s.cardFontSize = px;
    }
    if (*editor)
        s.editorCommand = **editor;
    if (*language && (**language == "en" || **language == "zh_CN"))
        s.language = **language;
    return s;
}

core::Result<void> saveAppSettings(Deck& deck, const AppSettings& settings)
{
    // The app's own options: nothing the deck's screens or its scheduler read.
    return transactVoid(deck, [&settings](Deck& d) { return store(d, settings); });
}

core::Result<void> saveAllSettings(Deck& deck, const scheduler::SchedulerSettings& scheduling,
                                   const AppSettings& app)
{
    if (auto valid = scheduler::validate(scheduling); !valid)
        return valid;
    return transactVoid(deck, [&](Deck& d) -> core::Result<void> {
        if (auto done = saveSchedulerSettings(d, scheduling); !done)
            return done;
        return store(d, app);
    });
}

} // namespace notedeck::service
