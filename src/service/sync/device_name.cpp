// This device's name in the study journal (docs/sync.md): the default a new device gets, and the
// user's rename, which reaches the other devices as a `name` event in this device's own file.
#include "service/sync/sync.h"

#include "core/text.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal.h"
#include "storage/deck_store.h"

#include <unistd.h>

namespace notedeck::service {

namespace {

std::string hostName()
{
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) != 0 || name[0] == '\0')
        return "device";
    return name;
}

int characters(std::string_view text)
{
    int n = 0;
    for (const char c : text)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0;
    return n;
}

// The name as kept, or why it is refused.
core::Result<std::string> checkedName(std::string_view typed)
{
    const std::string name = core::trim(core::withValidUtf8(std::string(typed)));
    if (name.empty())
        return core::fail("a device name cannot be empty");
    for (const char c : name)
        if (static_cast<unsigned char>(c) < 0x20 || c == '\x7f')
            return core::fail("a device name is one line of text, without tabs or line breaks");
    if (characters(name) > kDeviceNameLength)
        return core::fail("a device name has at most " + std::to_string(kDeviceNameLength) + " characters");
    return name;
}

} // namespace

std::string defaultDeviceName(const std::string& device)
{
    return hostName() + "-" + device.substr(0, 4);
}

bool isDefaultDeviceName(const std::string& name, const std::string& device)
{
    return name == defaultDeviceName(device) || name == hostName();
}

core::Result<std::string> renameDevice(Deck& deck, std::string_view typed)
{
    auto name = checkedName(typed);
    if (!name)
        return name;
    if (deck.isReadOnly())
        return core::fail("the deck cannot be written: " + deck.readOnlyReason());
    auto done = transactVoid(deck, [&](Deck& d) -> core::Result<void> {
        auto settings = readJournalSettings(storeOf(d));
        if (!settings)
            return std::unexpected(settings.error());
        if (settings->root.empty() || settings->device.empty())
            return core::fail("this deck has no study journal yet: import its notes first");
        if (settings->name == *name)
            return {};
        settings->name = *name;
        if (auto saved = writeJournalSettings(storeOf(d), *settings); !saved)
            return saved;
        // The journal as the settings now say (the deck reads it again when they change), so
        // that the event's line is appended once the rename commits.
        auto journal = DeckInternals::journal(d);
        if (!journal)
            return std::unexpected(journal.error());
        if (!*journal)
            return core::fail("this deck has no study journal yet: import its notes first");
        return (*journal)->recordName(d, *name);
    });
    if (!done)
        return std::unexpected(done.error());
    return name;
}

} // namespace notedeck::service
