// The devices a deck's study journal has seen (Settings › Sync, `notedeck-cli sync`): this one
// first, then every other device whose file was read, with the time of its latest event.
#include "service/sync/sync.h"

#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal.h"
#include "storage/deck_store.h"

namespace notedeck::service {

core::Result<std::vector<DeviceSeen>> devicesSeen(Deck& deck)
{
    auto& store = storeOf(deck);
    auto settings = readJournalSettings(store);
    if (!settings)
        return std::unexpected(settings.error());
    std::vector<DeviceSeen> out;
    if (settings->device.empty())
        return out;
    auto ownLast = store.journal().lastAtMs(settings->device);
    if (!ownLast)
        return std::unexpected(ownLast.error());
    out.push_back({settings->device, settings->name, *ownLast / 1000, true});
    auto devices = store.journal().devices();
    if (!devices)
        return std::unexpected(devices.error());
    for (const auto& d : *devices)
        if (d.device != settings->device)
            out.push_back({d.device, d.name, d.lastAtMs / 1000, false});
    return out;
}

} // namespace notedeck::service
