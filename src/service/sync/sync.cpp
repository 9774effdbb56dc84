#include "service/sync/sync.h"

#include "service/sync/detail/bulk_replay.h"
#include "service/sync/detail/bulk_writing.h"
#include "service/sync/detail/card_identities.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/events_ahead.h"
#include "service/sync/detail/journal.h"
#include "service/sync/detail/journal_bounds.h"
#include "service/sync/detail/journal_file.h"
#include "service/sync/detail/unfinished_lines.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace notedeck::service {

namespace fs = std::filesystem;

namespace {

using Uids = std::unordered_set<std::string>;

fs::path besideDeckRoot(const Deck& deck)
{
    std::error_code ec;
    const fs::path file = fs::absolute(deck.file(), ec);
    return file.parent_path() / (file.stem().string() + ".notedeck");
}

struct Place {
    fs::path root;
    bool inNotes = false;
    std::string why;
};

Place choosePlace(const Deck& deck, bool besideDeck, const fs::path& notesDirGiven, bool bundled)
{
    // Absolute: the deck keeps it, and the next command may run from another folder.
    std::error_code ec;
    const fs::path notesDir = fs::absolute(notesDirGiven, ec);
    if (besideDeck)
        return {besideDeckRoot(deck), false, {}};
    if (bundled)
        return {besideDeckRoot(deck), false, "the notes are the ones that come with NoteDeck"};
    const fs::path root = notesDir / ".notedeck";
    if (!prepareJournalFolder(root))
        return {besideDeckRoot(deck), false, "the notes folder cannot be written"};
    return {root, true, {}};
}

core::Result<Journal*> journalOf(Deck& deck) { return DeckInternals::journal(deck); }

// Moves the journal: this device's file goes (it is written again where it now lives), the
// other devices' files are copied (they are theirs; they stay where they were).
void moveJournal(const fs::path& from, const fs::path& to, const std::string& device)
{
    std::error_code ec;
    if (!fs::exists(from / "journal", ec) || from == to)
        return;
    (void)prepareJournalFolder(to);
    copyDeviceFiles(from / "journal", to, "");
    const fs::path own = journalFileOf(from, device);
    const fs::path moved = journalFileOf(to, device);
    if (fs::exists(own, ec) && fs::exists(moved, ec) && fs::file_size(moved, ec) >= fs::file_size(own, ec) && !ec)
        fs::remove(own, ec);
}

// Reads one device's file from where the last merge stopped, a block of lines at a time. The uid of
// a Card event goes at once to the card here with its content (as resolveIdentities would give it
// after the reading, with one write less each), or waits unmapped.
// Times and states beyond what an event may record are bounded first (journal_bounds.h).
void readDevice(storage::DeckStore& store, const std::string& id, const fs::path& file, MergeReport& report,
                Uids& edited, bool& presets, ReadEvents& kept, DeckIdentities& identities, std::int64_t nowMs,
                UnfinishedLines& unfinished)
{
    if (unfinished.unchanged(id, file))
        return;
    auto known = store.journal().device(id);
    if (!known) {
        report.problems.push_back(file.string() + ": " + known.error().message);
        return;
    }
    storage::JournalDevice dev = known->value_or(storage::JournalDevice{id, {}, 0, 0, 0});
    auto reader = JournalReader::open(file, dev.readBytes, dev.readLines);
    if (!reader) {
        report.problems.push_back(reader.error().message);
        return;
    }
    unfinished.found(id, file, reader->fileBytes(), reader->unfinishedBytes());
    if (reader->unfinishedBytes() > kLongestJournalLine) {
        auto line = reader->lineAfterWholeLines();
        report.problems.push_back(file.string() + (line ? ":" + std::to_string(*line) : std::string()) +
                                  ": its last line has no end and is " + std::to_string(reader->unfinishedBytes() >> 20) +
                                  " MB long already; it is not read until the file changes");
    }
    MergeReport::FromDevice from{id, dev.name, 0, 0};
    // The uids the file gives, stored after it is read, in the order of their text: stored as they
    // come (in no order) each would land in a random place of the uid index. Each is held as its
    // number in `kept` (a Card event names a card, so it is kept).
    struct UidGiven {
        std::uint32_t uid = 0;
        std::optional<core::CardId> card;
        std::int64_t atMs = 0, seq = 0;
    };
    std::vector<UidGiven> uids;
    const auto storeUids = [&] {
        std::stable_sort(uids.begin(), uids.end(),
                         [&](const auto& a, const auto& b) { return kept.events.uid(a.uid) < kept.events.uid(b.uid); });
        for (const auto& u : uids)   // false: the uid is known already
            (void)store.journal().addUid({std::string(kept.events.uid(u.uid)), u.card, u.atMs, id, u.seq, {}});
    };
    EventsAhead events([&reader](JournalBlock& block) { return reader->next(block); }, id);
    while (EventsAhead::Block* block = events.next()) {
        for (size_t i = 0; i < block->lines.lines.size(); ++i) {
            const auto& [number, text, overlong] = block->lines.lines[i];
            const auto where = [&, number = number] { return file.string() + ":" + std::to_string(number) + ": "; };
            if (number == 1) {
                auto header = parseHeader(text);
                if (!header || header->device != id) {
                    // A file that cannot be read as a whole is left as it is, unread, for a
                    // NoteDeck that can (a newer format) or for the user to look at.
                    report.problems.push_back(where() +
                                              (header ? "the header names another device" : header.error().message));
                    return;
                }
                dev.name = header->name;
                from.name = header->name;
                continue;
            }
            if (overlong) {
                report.problems.push_back(where() + "the line is over 1 MB long; the line was skipped");
                continue;
            }
            if (text.empty())
                continue;
            auto& event = block->parsed[i].event;
            if (!event) {
                report.problems.push_back(where() + event.error().message + "; the line was skipped");
                continue;
            }
            if (auto late = boundEventTime(*event, nowMs, dev.lastAtMs))
                report.problems.push_back(where() + *late);
            if (auto beyond = boundRecordedState(*event)) {
                report.problems.push_back(where() + beyond->what + (beyond->refused ? "; the line was skipped" : ""));
                if (beyond->refused)
                    continue;
            }
            auto inserted = store.journal().insert(*event, &block->parsed[i].schedule);
            if (!inserted) {
                report.problems.push_back(where() + inserted.error().message);
                storeUids();
                return;
            }
            if (!*inserted)
                continue;
            dev.lastAtMs = std::max(dev.lastAtMs, event->atMs);
            if (event->kind == core::JournalKind::Name) {
                // The device's user renamed it: its later name is the one shown. No study change.
                dev.name = event->text;
                from.name = event->text;
                continue;
            }
            ++from.events;
            switch (event->kind) {
            case core::JournalKind::Answer: ++from.answers; break;
            case core::JournalKind::Edit: edited.insert(event->card); break;
            case core::JournalKind::Presets: presets = true; break;
            default: break;
            }
            if (!event->card.empty()) {
                kept.events.push_back(*event);
                if (event->kind == core::JournalKind::Card)
                    uids.push_back({kept.events.uidOf(kept.events.size() - 1), identities.cardFor(event->text),
                                    event->atMs, event->seq});
            }
        }
    }
    if (events.failure()) {   // the file was cut short while it was read: read again next time
        report.problems.push_back(events.failure()->toString());
        storeUids();
        return;
    }
    storeUids();
    dev.readBytes = reader->endOffset();
    dev.readLines = reader->endLine();
    if (auto saved = store.journal().saveDevice(dev); !saved)
        report.problems.push_back(file.string() + ": " + saved.error().message);
    if (from.events > 0)
        report.devices.push_back(from);
}

// Events naming cards this deck does not have change nothing here (they wait in the deck until
// notes give it the card): they are counted apart, not as merged.
void countUnknownCards(const ReadEvents& kept, const std::vector<bool>& unknown, MergeReport& report)
{
    std::unordered_map<std::string, std::pair<int, int>> byDevice;   // answers, events
    const PackedEvents& events = kept.events;
    for (size_t i = 0; i < events.size(); ++i) {
        const std::uint32_t uid = events.uidOf(i);
        if (uid == PackedEvents::kNone || !unknown[uid])
            continue;
        auto& [answers, count] = byDevice[events.device(i)];
        answers += events.kind(i) == core::JournalKind::Answer ? 1 : 0;
        ++count;
    }
    for (auto& d : report.devices)
        if (auto found = byDevice.find(d.device); found != byDevice.end()) {
            d.answers -= found->second.first;
            d.events -= found->second.second;
            d.unknownCards += found->second.second;
        }
}

core::Result<bool> adoptPresets(Deck& deck, const std::string& ownDevice)
{
    auto& store = storeOf(deck);
    auto latest = store.journal().latestPresets();
    if (!latest)
        return std::unexpected(latest.error());
    if (!*latest || (*latest)->device == ownDevice)
        return false;
    auto current = presetsSnapshot(store);
    if (!current)
        return std::unexpected(current.error());
    if (*current == (*latest)->text)
        return false;
    // A savepoint: options this NoteDeck cannot schedule with are refused, the deck keeps its own.
    auto applied = deck.transact([&](Deck& d) -> core::Result<void> {
        if (auto done = applyPresetsSnapshot(storeOf(d), (*latest)->text); !done)
            return done;
        if (auto check = PresetSchedulers::load(storeOf(d), d.zone()); !check)
            return std::unexpected(check.error());
        d.changes().settings = true;
        return {};
    });
    if (!applied)
        return core::fail("the study options from device " + (*latest)->device +
                          " were not taken: " + applied.error().message);
    return true;
}

// Whether the other devices' files hold many more events than the deck: then the journal's card
// index is dropped while they are read and built once after (JournalStore::dropIndex).
core::Result<bool> deferEventIndex(storage::DeckStore& store, const Journal& own)
{
    constexpr std::int64_t kBytesPerEvent = 200;   // an answer's line is about 280 bytes, a card's 110
    std::int64_t unread = 0;
    for (const auto& [id, file] : journalFiles(own.root())) {
        auto known = store.journal().device(id);
        if (!known)
            return std::unexpected(known.error());
        std::error_code ec;
        const auto size = static_cast<std::int64_t>(fs::file_size(file, ec));
        if (id != own.device() && !ec)
            unread += std::max<std::int64_t>(0, size - (*known ? (*known)->readBytes : 0));
    }
    auto held = store.journal().count();
    if (!held)
        return std::unexpected(held.error());
    if (unread / kBytesPerEvent <= std::max<std::int64_t>(*held, 10000))
        return false;
    if (auto dropped = store.journal().dropIndex(storage::JournalStore::BulkIndex::EventsByCard); !dropped)
        return std::unexpected(dropped.error());
    return true;
}

// Reads the other devices' files. `kept` gets the events added that name a card. True: the
// journal's card index was set aside to read many events (deferEventIndex); the caller builds it
// again before anything reads a card's events (a bulk replay does not), when the memory the
// replay held is given back: building it holds as much as the deck's cache.
core::Result<bool> readDevices(storage::DeckStore& store, const Journal& own, MergeReport& report, Uids& edited,
                               bool& presets, ReadEvents& kept, DeckIdentities& identities, std::int64_t nowMs)
{
    auto unfinished = UnfinishedLines::load(store);
    if (!unfinished)
        return std::unexpected(unfinished.error());
    auto deferred = deferEventIndex(store, own);
    if (!deferred)
        return std::unexpected(deferred.error());
    auto before = store.journal().lastRow();
    if (!before)
        return std::unexpected(before.error());
    for (const auto& [id, file] : journalFiles(own.root(), &report.problems))
        if (id != own.device())
            readDevice(store, id, file, report, edited, presets, kept, identities, nowMs, *unfinished);
    if (auto saved = unfinished->save(store); !saved)
        return std::unexpected(saved.error());
    auto after = store.journal().lastRow();
    if (!after)
        return std::unexpected(after.error());
    kept.firstRow = *before + 1;
    kept.lastRow = *after;
    return *deferred;
}

core::Result<void> restoreEventIndex(storage::DeckStore& store, bool aside)
{
    return aside ? store.journal().rebuildIndex(storage::JournalStore::BulkIndex::EventsByCard) : core::Result<void>();
}

} // namespace

core::Result<MergeReport> mergeJournals(Deck& deck)
{
    MergeReport report;
    if (deck.isReadOnly())
        return report;
    auto journal = journalOf(deck);
    if (!journal)
        return std::unexpected(journal.error());
    if (!*journal)
        return report;
    GiveMemoryBack back;   // after the bulk writing below ends
    BulkWriting bulk(storeOf(deck));
    auto repaired = (*journal)->repair(storeOf(deck));
    if (repaired)
        report.repaired = *repaired;
    else
        report.problems.push_back(repaired.error().message);
    for (auto& notice : (*journal)->takeNotices())
        report.problems.push_back(std::move(notice));
    // The repair's check may have given this deck a device id of its own (a copy of another deck):
    // the journal as the deck's setting says now.
    journal = journalOf(deck);
    if (!journal)
        return std::unexpected(journal.error());
    if (!*journal)
        return report;
    Journal& own = **journal;
    auto done = deck.transact([&](Deck& d) -> core::Result<void> {
        auto& store = storeOf(d);
        Uids edited;
        bool presets = false;
        ReadEvents kept;
        std::set<core::CardId> cards;
        bool indexAside = false;
        {   // the deck's cards by content: not held during the replay
            DeckIdentities identities(store, DeckIdentities::Stage::Merge);
            auto read = readDevices(store, own, report, edited, presets, kept, identities, d.now() * 1000);
            if (!read)
                return std::unexpected(read.error());
            indexAside = *read;
            if (auto resolved = resolveIdentities(store, identities, edited, cards); !resolved)
                return resolved;
        }
        // The cards of the uids the events read name (every one of them is in `kept`).
        std::vector<bool> unknown(kept.events.uidCount(), false);
        bool anyUnknown = false;
        for (std::uint32_t n = 0; n < kept.events.uidCount(); ++n) {
            auto found = store.journal().findUid(std::string(kept.events.uid(n)));
            if (!found)
                return std::unexpected(found.error());
            if (*found && (*found)->card)
                cards.insert(*(*found)->card);
            else
                unknown[n] = anyUnknown = true;
        }
        if (anyUnknown)
            countUnknownCards(kept, unknown, report);
        if (presets) {
            auto adopted = adoptPresets(d, own.device());
            if (adopted)
                report.presetsChanged = *adopted;
            else
                report.problems.push_back(adopted.error().message);
        }
        back.held(std::max(kept.events.size(), cards.size()));
        std::optional<ReplaySource> source;
        if (cards.size() > kBulkReplay) {
            auto loaded = loadReplaySource(store, &kept);
            if (!loaded)
                return std::unexpected(loaded.error());
            source.emplace(std::move(*loaded));
        } else if (auto restored = restoreEventIndex(store, indexAside); !restored) {
            return restored;   // a replay card by card reads each card's events through it
        }
        auto replayed = replayAllIntoDeck(d, cards, own.device(), source ? &*source : nullptr,
                                          [&](core::CardId card, bool changed) {
                                              own.replayed(card);
                                              if (changed)
                                                  ++report.cardsChanged;
                                          });
        if (!replayed || !source)
            return replayed;
        return restoreEventIndex(store, indexAside);   // the source given back by now
    });
    if (!done)
        return std::unexpected(done.error());
    return report;
}

core::Result<MergeReport> followNotes(Deck& deck, const fs::path& notesDir, bool bundled)
{
    if (deck.isReadOnly())
        return MergeReport{};
    auto& store = storeOf(deck);
    auto settings = readJournalSettings(store);
    if (!settings)
        return std::unexpected(settings.error());
    if (settings->device.empty()) {
        settings->device = newDeviceId();
        settings->name = defaultDeviceName(settings->device);
    }
    const Place place = choosePlace(deck, settings->besideDeck, notesDir, bundled);
    if (!settings->root.empty() && settings->root != place.root)
        moveJournal(settings->root, place.root, settings->device);
    const bool moved = settings->root != place.root;
    settings->root = place.root;
    MergeReport first;
    if (moved) {
        GiveMemoryBack back;
        BulkWriting bulk(store);
        auto done = deck.transact([&](Deck& d) -> core::Result<void> {
            if (auto saved = writeJournalSettings(storeOf(d), *settings); !saved)
                return saved;
            auto journal = journalOf(d);
            if (!journal)
                return std::unexpected(journal.error());
            auto ownEvents = storeOf(d).journal().lastSeq(settings->device);
            if (!ownEvents)
                return std::unexpected(ownEvents.error());
            if (*ownEvents > 0)
                return {};
            // The first time. What other devices wrote is read first, so that this deck's cards
            // take the ids those devices gave them (and their histories) and the presets they
            // use, instead of making new ones; then everything studied here so far goes into the
            // journal, once.
            Uids edited;
            bool presets = false;
            ReadEvents kept;
            {   // the deck's cards by content: not held during the replay
                DeckIdentities identities(storeOf(d), DeckIdentities::Stage::BeforeFirstRecord);
                auto read = readDevices(storeOf(d), **journal, first, edited, presets, kept, identities, d.now() * 1000);
                if (!read)
                    return std::unexpected(read.error());
                if (auto restored = restoreEventIndex(storeOf(d), *read); !restored)
                    return restored;   // recording a card's schedule reads its events through it
            }
            back.held(kept.events.size());
            if (presets) {
                auto adopted = adoptPresets(d, settings->device);
                if (adopted)
                    first.presetsChanged = *adopted;
                else
                    first.problems.push_back(adopted.error().message);
            }
            return (*journal)->recordEverything(d, &kept);
        });
        if (!done)
            return std::unexpected(done.error());
    }
    auto merged = mergeJournals(deck);
    if (!merged)
        return merged;
    // One report for the caller: what the first reading brought, then the merge.
    for (auto& d : merged->devices) {
        auto same = std::find_if(first.devices.begin(), first.devices.end(),
                                 [&](const auto& f) { return f.device == d.device; });
        if (same == first.devices.end()) {
            first.devices.push_back(d);
        } else {
            same->answers += d.answers;
            same->events += d.events;
            same->unknownCards += d.unknownCards;
        }
    }
    first.cardsChanged += merged->cardsChanged;
    first.presetsChanged = first.presetsChanged || merged->presetsChanged;
    first.repaired = merged->repaired;
    first.problems.insert(first.problems.end(), merged->problems.begin(), merged->problems.end());
    return first;
}

core::Result<std::optional<JournalSetup>> journalSetup(Deck& deck)
{
    auto settings = readJournalSettings(storeOf(deck));
    if (!settings)
        return std::unexpected(settings.error());
    if (settings->root.empty())
        return std::optional<JournalSetup>();
    JournalSetup setup;
    setup.root = settings->root;
    setup.inNotes = settings->root.filename() == ".notedeck";
    setup.besideDeckChosen = settings->besideDeck;
    if (!setup.inNotes && !setup.besideDeckChosen)
        setup.whyBesideDeck = "the notes are NoteDeck's own or cannot be written";
    setup.device = settings->device;
    setup.deviceName = settings->name;
    return std::optional<JournalSetup>(std::move(setup));
}

core::Result<void> keepJournalBesideDeck(Deck& deck, bool besideDeck, const fs::path& notesDir, bool bundled)
{
    auto settings = readJournalSettings(storeOf(deck));
    if (!settings)
        return std::unexpected(settings.error());
    settings->besideDeck = besideDeck;
    const bool setUp = !settings->root.empty();
    if (auto saved = transactVoid(deck, [&](Deck& d) { return writeJournalSettings(storeOf(d), *settings); }); !saved)
        return saved;
    if (!setUp)
        return {};
    auto followed = followNotes(deck, notesDir, bundled);
    if (!followed)
        return std::unexpected(followed.error());
    return {};
}

core::Result<int> exportJournal(Deck& deck, const fs::path& dir)
{
    auto journal = journalOf(deck);
    if (!journal)
        return std::unexpected(journal.error());
    if (!*journal)
        return core::fail("this deck has no journal yet: import its notes first");
    if (auto repaired = (*journal)->repair(storeOf(deck)); !repaired)
        return std::unexpected(repaired.error());
    if (auto ready = prepareJournalFolder(dir); !ready)
        return std::unexpected(ready.error());
    return copyDeviceFiles((*journal)->root() / "journal", dir, "");
}

core::Result<MergeReport> importJournal(Deck& deck, const fs::path& dir)
{
    auto journal = journalOf(deck);
    if (!journal)
        return std::unexpected(journal.error());
    if (!*journal)
        return core::fail("this deck has no journal yet: import its notes first");
    // A notes folder, a journal's root, or the folder of device files itself.
    fs::path from;
    for (const fs::path& candidate : {dir / ".notedeck" / "journal", dir / "journal", dir})
        if (from.empty() && !deviceFilesIn(candidate).empty())
            from = candidate;
    if (from.empty())
        return core::fail("no journal files (*.jsonl) in " + dir.string());
    std::vector<std::string> refused;
    copyDeviceFiles(from, (*journal)->root(), (*journal)->device(), &refused);
    auto merged = mergeJournals(deck);
    if (merged)
        merged->problems.insert(merged->problems.begin(), refused.begin(), refused.end());
    return merged;
}

} // namespace notedeck::service
