#include "service/sync/detail/journal.h"

#include "service/sync/detail/bulk_replay.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal_file.h"
#include "service/sync/detail/journal_replay.h"
#include "service/sync/detail/own_journal.h"
#include "storage/deck_store.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <utility>
#include <unordered_map>

namespace notedeck::service {

namespace {
using json = nlohmann::json;
namespace fs = std::filesystem;

} // namespace

core::Result<JournalSettings> readJournalSettings(storage::DeckStore& store)
{
    auto text = store.settings().get(kJournalSettingsKey);
    if (!text)
        return std::unexpected(text.error());
    JournalSettings s;
    if (!*text)
        return s;
    json j = json::parse(**text, nullptr, false);
    if (!j.is_object())
        return core::fail("the deck's journal setting is damaged", store.file().string());
    s.device = j.value("device", "");
    s.name = j.value("name", "");
    s.root = j.value("root", "");
    s.besideDeck = j.value("beside_deck", false);
    if (!s.device.empty() && !isValidId(s.device))
        return core::fail("the deck's journal setting names no valid device", store.file().string());
    return s;
}

core::Result<void> writeJournalSettings(storage::DeckStore& store, const JournalSettings& s)
{
    json j = {{"device", s.device}, {"name", s.name}, {"root", s.root.string()}, {"beside_deck", s.besideDeck}};
    return store.settings().set(kJournalSettingsKey, j.dump());
}

core::Result<void> Journal::recordName(Deck& deck, const std::string& name)
{
    auto& store = storeOf(deck);
    m_lastSeq.reset();
    if (auto claimed = claimDevice(store); !claimed)
        return claimed;
    m_settings.name = name;
    core::JournalEvent e;
    e.kind = core::JournalKind::Name;
    e.atMs = deck.now() * 1000;
    e.text = name;
    return emit(store, e);
}

core::Result<void> Journal::emit(storage::DeckStore& store, core::JournalEvent event)
{
    if (!m_lastSeq) {
        auto last = store.journal().lastSeq(device());
        if (!last)
            return std::unexpected(last.error());
        m_lastSeq = *last;
    }
    event.device = device();
    event.seq = ++*m_lastSeq;
    auto inserted = store.journal().insert(event);
    if (!inserted)
        return std::unexpected(inserted.error());
    if (!*inserted)
        return core::fail("the journal already has event " + event.ref(), store.file().string());
    m_pending.push_back(eventLine(event));
    return {};
}

core::Result<void> Journal::record(Deck& deck, const DeckChanges& changes, ReadEvents* read)
{
    if (changes.cards.empty() && changes.schedules.empty() && !changes.settings)
        return {};
    m_lastSeq.reset();   // another Deck on the file (the app's worker) may have written since
    if (auto claimed = claimDevice(storeOf(deck)); !claimed)
        return claimed;
    std::set<core::CardId> ids(changes.cards.begin(), changes.cards.end());
    for (core::CardId id : changes.schedules)
        if (!m_replayed.contains(id))   // a merge's: its events are the journal's already
            ids.insert(id);
    std::set<core::CardId> adopted;
    std::optional<std::vector<storage::CardUid>> mapped;   // the deck's mapped uids, if recordCards read them
    std::unordered_map<core::CardId, IdentityDue> due;
    if (auto done = recordCards(deck, {ids.begin(), ids.end()}, adopted, mapped, due); !done)
        return done;
    const core::Timestamp nowMs = deck.now() * 1000;
    for (core::CardId id : changes.schedules)
        if (!m_replayed.contains(id) && !adopted.contains(id))
            if (auto done = recordSchedule(deck, id, nowMs); !done)
                return done;
    std::optional<ReplaySource> source;
    if (adopted.size() > kBulkReplay) {
        auto loaded = loadReplaySource(storeOf(deck), read, mapped ? &*mapped : nullptr);
        if (!loaded)
            return std::unexpected(loaded.error());
        source.emplace(std::move(*loaded));
        source->identityDue = std::move(due);
    }
    // Cards made here for notes another device studied: their histories are that device's.
    auto replayed = replayAllIntoDeck(deck, adopted, device(), source ? &*source : nullptr,
                                      [&](core::CardId id, bool) { m_replayed.insert(m_replayed.end(), id); });
    if (!replayed)
        return replayed;
    if (changes.settings)
        return recordPresets(deck);
    return {};
}

core::Result<void> Journal::claimDevice(storage::DeckStore& store)
{
    if (m_claimed)
        return {};
    // This device's file holds events the deck does not know: the deck may be a copy (a restored
    // backup, a deck file copied to another machine) of the one that wrote them, or the file was
    // edited. The whole file tells which (verifyOwnFile); only its end is read to see whether to
    // look.
    auto tail = ownFileTail(journalFileOf(root(), device()), false, 64 * 1024);
    if (!tail)
        return std::unexpected(tail.error());
    auto last = store.journal().lastSeq(device());
    if (!last)
        return std::unexpected(last.error());
    if (tail->seqs.empty()) {
        m_verified = true;   // no event in it yet: whatever it gets from now on is this Journal's
        m_unwritten = *last > 0;
    } else if (*tail->seqs.rbegin() < *last) {
        m_unwritten = true;   // an earlier append failed (a full disk): written first, in order
    } else if (*tail->seqs.rbegin() > *last) {
        auto notice = verifyOwnFile(store);
        if (!notice)
            return std::unexpected(notice.error());
        if (*notice)
            m_notices.push_back(std::move(**notice));   // told once the action commits
    }
    m_claimed = true;
    return {};
}

core::Result<std::optional<std::string>> Journal::verifyOwnFile(storage::DeckStore& store)
{
    const fs::path file = journalFileOf(root(), device());
    auto check = checkOwnFile(store, file, device());
    if (!check)
        return std::unexpected(check.error());
    m_verified = true;
    switch (check->verdict) {
    case OwnFileCheck::Verdict::Faithful:
        return std::optional<std::string>();
    case OwnFileCheck::Verdict::Edited: {
        // The deck's record is the truth: other devices get the events as this deck studied them.
        const std::string told = file.string() + ":" + std::to_string(check->line) +
                                 ": this device's journal file was changed outside NoteDeck (" + check->what + ")";
        if (auto rewritten = rewriteOwnFile(store, root(), header()); !rewritten)
            return told + "; it could not be written again from the deck: " + rewritten.error().message;
        return told + "; it is written again from the deck's record of its events, and the file as it was is kept as " +
               file.filename().string() + ".edited";
    }
    case OwnFileCheck::Verdict::Ahead: {
        // Appending under the same id would give two events one number, and other devices would
        // keep only one of them. So the deck becomes a device of its own, and the file's events are
        // another device's, merged like any other (nothing the other deck studied is lost).
        const std::string before = device();
        m_settings.device = newDeviceId();
        // A name the user did not choose names the new id too (the copy is another machine's).
        if (isDefaultDeviceName(m_settings.name, before))
            m_settings.name = defaultDeviceName(device());
        m_lastSeq.reset();
        if (auto saved = writeJournalSettings(store, m_settings); !saved)
            return std::unexpected(saved.error());
        m_claimed = true;
        return file.string() + ": this device's journal file holds " + std::to_string(check->ahead) +
               " events this deck does not have (from event " + std::to_string(check->firstAhead) +
               " on): this deck is a copy of the deck that wrote them (a restored backup, or a deck file copied from "
               "another machine), or they were added by hand. This deck now writes as device " + device() +
               ", and merges those events as device " + before + "'s";
    }
    }
    return std::optional<std::string>();
}

std::vector<std::string> Journal::takeNotices() { return std::exchange(m_notices, {}); }

core::Result<void> Journal::recordEverything(Deck& deck, ReadEvents* read)
{
    auto all = storeOf(deck).journal().allIdentities();
    if (!all)
        return std::unexpected(all.error());
    DeckChanges everything;
    for (const auto& card : *all) {
        everything.cards.insert(card.id);
        everything.schedules.insert(card.id);
    }
    everything.settings = true;
    return record(deck, everything, read);
}

namespace {
// The uids a merge gave cards of `cards` that had none of their own yet, as it read them (the
// deck's first reading of other devices' files): each card's earliest.
// With many such cards the deck's every mapped uid is read once, and kept in `mapped`.
core::Result<std::unordered_map<core::CardId, std::string>> uidsGiven(storage::DeckStore& store,
                                                                      const std::vector<storage::CardIdentity>& cards,
                                                                      std::optional<std::vector<storage::CardUid>>& mapped)
{
    std::unordered_map<core::CardId, std::string> given;
    const auto without = std::count_if(cards.begin(), cards.end(), [](const auto& c) { return c.uid.empty() && !c.retired; });
    if (static_cast<size_t>(without) > kBulkReplay) {
        auto all = store.journal().mappedUids();   // by card, the earliest first
        if (!all)
            return std::unexpected(all.error());
        for (const auto& u : *all)
            given.try_emplace(*u.card, u.uid);
        mapped = std::move(*all);
        return given;
    }
    for (const auto& card : cards) {
        if (!card.uid.empty() || card.retired)
            continue;
        auto uids = store.journal().uidsOf(card.id);   // the earliest first
        if (!uids)
            return std::unexpected(uids.error());
        if (!uids->empty())
            given.emplace(card.id, std::move(uids->front().uid));
    }
    return given;
}
} // namespace

core::Result<void> Journal::recordCards(Deck& deck, const std::vector<core::CardId>& ids, std::set<core::CardId>& adopted,
                                        std::optional<std::vector<storage::CardUid>>& mapped,
                                        std::unordered_map<core::CardId, IdentityDue>& due)
{
    auto& store = storeOf(deck);
    auto cards = store.journal().identities(ids);
    if (!cards)
        return std::unexpected(cards.error());
    // Uids other devices gave cards this deck did not have yet, by fingerprint: a new card here
    // takes the earliest, so that no second id is made for it.
    std::optional<std::unordered_multimap<std::string, std::string>> waiting;
    auto given = uidsGiven(store, *cards, mapped);
    if (!given)
        return std::unexpected(given.error());
    std::vector<std::pair<core::CardId, IdentityDue>> givenNow;   // written after the loop
    for (const auto& card : *cards) {
        if (card.uid.empty() && card.retired)
            continue;   // gone from the notes before it had a uid: nothing to say about it
        const std::string& fingerprint = card.fingerprint;
        if (card.uid.empty()) {
            if (auto found = given->find(card.id); found != given->end()) {
                givenNow.push_back({card.id, {found->second, fingerprint}});
                adopted.insert(card.id);
                continue;
            }
            if (!waiting) {
                auto unmapped = store.journal().unmappedUids();
                if (!unmapped)
                    return std::unexpected(unmapped.error());
                waiting.emplace();
                for (const auto& u : *unmapped)
                    waiting->emplace(u.fingerprint, u.uid);
            }
            std::string uid;
            if (auto found = waiting->find(fingerprint); found != waiting->end()) {
                uid = found->second;
                waiting->erase(found);
                if (auto done = store.journal().mapUid(uid, card.id); !done)
                    return done;
                mapped.reset();   // no longer what the deck holds
                adopted.insert(card.id);
            } else {
                uid = newCardUid();
                core::JournalEvent e;
                e.kind = core::JournalKind::Card;
                e.atMs = card.createdAt * 1000;
                e.card = uid;
                e.text = fingerprint;
                if (auto done = emit(store, e); !done)
                    return done;
                if (auto added = store.journal().addUid({uid, card.id, e.atMs, device(), *m_lastSeq, fingerprint}); !added)
                    return std::unexpected(added.error());
                mapped.reset();
            }
            if (auto done = store.journal().setCardIdentity(card.id, uid, fingerprint); !done)
                return done;
        } else if (!card.retired && card.journalFingerprint != fingerprint) {
            core::JournalEvent e;
            e.kind = core::JournalKind::Edit;
            e.atMs = deck.now() * 1000;
            e.card = card.uid;
            e.text = fingerprint;
            if (auto done = emit(store, e); !done)
                return done;
            if (auto done = store.journal().setJournalFingerprint(card.id, fingerprint); !done)
                return done;
        }
    }
    // Many: the replay that follows writes each one's uid and fingerprint in the update it makes
    // of the card anyway (ReplaySource::identityDue), rather than in an update of their own first.
    if (adopted.size() > kBulkReplay) {
        due.insert(givenNow.begin(), givenNow.end());
        return {};
    }
    for (const auto& [id, identity] : givenNow)
        if (auto done = store.journal().setCardIdentity(id, identity.uid, identity.fingerprint); !done)
            return done;
    return {};
}

core::Result<void> Journal::recordSchedule(Deck& deck, core::CardId id, core::Timestamp nowMs)
{
    auto& store = storeOf(deck);
    auto history = historyOf(store, id);
    if (!history)
        return std::unexpected(history.error());
    if (!*history)
        return {};   // no uid yet (a retired card never journaled)
    CardHistory& h = **history;
    if (h.retired && h.schedule == core::ScheduleState{})
        return {};
    const std::string& uid = h.uids.front();
    const core::ScheduleState& now = h.schedule;
    std::int64_t latestMs = nowMs;
    for (const auto& e : h.events)
        latestMs = std::max(latestMs, e.atMs);

    // Answers given since the last record.
    std::set<std::string> live;
    for (size_t i = 0; i < h.logged.size(); ++i) {
        const storage::LoggedAnswer& a = h.logged[i];
        if (!a.event.empty()) {
            live.insert(a.event);
            continue;
        }
        core::JournalEvent e;
        e.kind = core::JournalKind::Answer;
        e.atMs = a.reviewedAtMs;
        e.card = uid;
        e.rating = static_cast<int>(a.rating);
        e.durationMs = a.durationMs;
        e.before = core::memoryDigest(a.before);
        e.schedule = i + 1 < h.logged.size() ? h.logged[i + 1].before : now;
        e.fields = core::field::kMemoryFields;
        if (auto done = emit(store, e); !done)
            return done;
        e.device = device();
        e.seq = *m_lastSeq;
        live.insert(e.ref());
        if (auto done = store.journal().setAnswerEvent(a.rowId, e.ref()); !done)
            return done;
        latestMs = std::max(latestMs, e.atMs);
        h.events.push_back(std::move(e));
    }
    // Answers taken back: a compensating event each.
    std::set<std::string> undone;
    for (const auto& e : h.events)
        if (e.kind == core::JournalKind::Undo)
            undone.insert(e.text);
    std::vector<core::JournalEvent> undos;
    for (const auto& e : h.events) {
        if (e.kind != core::JournalKind::Answer || live.contains(e.ref()) || undone.contains(e.ref()))
            continue;
        core::JournalEvent u;
        u.kind = core::JournalKind::Undo;
        u.atMs = latestMs;
        u.card = uid;
        u.text = e.ref();
        if (auto done = emit(store, u); !done)
            return done;
        u.device = device();
        u.seq = *m_lastSeq;
        undos.push_back(std::move(u));
    }
    h.events.insert(h.events.end(), undos.begin(), undos.end());
    std::stable_sort(h.events.begin(), h.events.end(),
                     [](const auto& a, const auto& b) { return a.orderKey() < b.orderKey(); });
    // Whatever else the action set (bury, suspend, flag, a leech mark, rescheduling): the fields
    // in which the card differs from what its events replay to.
    const scheduler::Scheduler& scheduler = schedulerFor(deck, h.deck);
    const CardReplay replay = replayCard(h.events, core::ScheduleState{}, scheduler, device());
    const int differing = core::differingFields(replay.schedule, now);
    if (differing == 0)
        return {};
    core::JournalEvent c;
    c.kind = core::JournalKind::Change;
    c.atMs = latestMs;
    c.card = uid;
    c.schedule = now;
    c.fields = differing;
    return emit(store, c);
}

core::Result<void> Journal::recordPresets(Deck& deck)
{
    auto& store = storeOf(deck);
    auto snapshot = presetsSnapshot(store);
    if (!snapshot)
        return std::unexpected(snapshot.error());
    auto latest = store.journal().latestPresets();
    if (!latest)
        return std::unexpected(latest.error());
    if (*latest && json::parse((*latest)->text, nullptr, false) == json::parse(*snapshot, nullptr, false))
        return {};
    core::JournalEvent e;
    e.kind = core::JournalKind::Presets;
    e.atMs = deck.now() * 1000;
    if (*latest)
        e.atMs = std::max(e.atMs, (*latest)->atMs);
    e.text = *snapshot;
    return emit(store, e);
}

core::Result<void> Journal::committed(storage::DeckStore& store)
{
    m_replayed.clear();
    m_lastSeq.reset();
    if (m_pending.empty())
        return {};
    std::vector<std::string> lines;
    lines.swap(m_pending);
    if (m_unwritten) {
        // The file lacks earlier events: written in their order, with these.
        auto repaired = writeMissing(store);
        m_unwritten = !repaired;
        if (!repaired)
            return std::unexpected(repaired.error());
        return {};
    }
    auto appended = appendJournalLines(root(), header(), lines);
    m_unwritten = !appended;
    return appended;
}

void Journal::rolledBack()
{
    m_pending.clear();
    m_replayed.clear();
    m_lastSeq.reset();
}

core::Result<int> Journal::repair(storage::DeckStore& store)
{
    if (!m_verified) {
        auto notice = verifyOwnFile(store);
        if (!notice)
            return std::unexpected(notice.error());
        if (*notice)
            m_notices.push_back(std::move(**notice));
    }
    auto written = writeMissing(store);
    if (!written)
        return core::fail(written.error().file + ": this device's journal could not be written (" +
                              written.error().message + "); the deck keeps its events and writes them once it can",
                          written.error().file);
    return written;
}

core::Result<int> Journal::writeMissing(storage::DeckStore& store)
{
    const auto file = journalFileOf(root(), device());
    auto tail = ownFileTail(file, true);
    if (!tail)
        return std::unexpected(tail.error());
    auto own = store.journal().ofDevice(device(), tail->firstSeq > 0 ? tail->firstSeq - 1 : 0);
    if (!own)
        return std::unexpected(own.error());
    std::vector<std::string> missing;
    for (const auto& e : *own)
        if (!tail->seqs.contains(e.seq))
            missing.push_back(eventLine(e));
    if (missing.empty() && tail->exists)
        return 0;
    if (auto done = appendJournalLines(root(), header(), missing); !done)
        return std::unexpected(done.error());
    m_unwritten = false;
    return static_cast<int>(missing.size());
}

core::Result<std::string> presetsSnapshot(storage::DeckStore& store)
{
    auto deckWide = store.settings().get("scheduler");
    if (!deckWide)
        return std::unexpected(deckWide.error());
    auto presets = store.presets().all();
    if (!presets)
        return std::unexpected(presets.error());
    auto assignments = store.presets().assignments();
    if (!assignments)
        return std::unexpected(assignments.error());
    json out;
    out["deck"] = *deckWide ? json::parse(**deckWide, nullptr, false) : json(nullptr);
    std::map<core::PresetId, std::string> names;
    json list = json::array();
    for (const auto& p : *presets) {
        names[p.id] = p.name;
        list.push_back({{"name", p.name}, {"options", json::parse(p.options, nullptr, false)}});
    }
    out["presets"] = list;
    json chapters = json::object();
    for (const auto& a : *assignments)
        chapters[a.node.key()] = names[a.preset];
    out["chapters"] = chapters;
    return out.dump();
}

core::Result<void> applyPresetsSnapshot(storage::DeckStore& store, const std::string& snapshot)
{
    const json in = json::parse(snapshot, nullptr, false);
    if (!in.is_object() || !in.contains("presets") || !in["presets"].is_array() || in["presets"].empty())
        return core::fail("the presets in the journal cannot be read");
    if (in.contains("deck") && in["deck"].is_object())
        if (auto done = store.settings().set("scheduler", in["deck"].dump()); !done)
            return done;
    std::set<std::string> kept;
    std::map<std::string, core::PresetId> ids;
    bool first = true;
    for (const auto& p : in["presets"]) {
        if (!p.is_object() || !p.contains("name") || !p["name"].is_string() || !p.contains("options") ||
            !p["options"].is_object())
            return core::fail("a preset in the journal cannot be read");
        const std::string name = p["name"].get<std::string>();
        const std::string options = p["options"].dump();
        kept.insert(name);
        core::PresetId id = core::kDefaultPresetId;
        if (!first) {
            auto found = store.presets().findByName(name);
            if (!found)
                return std::unexpected(found.error());
            if (*found && (*found)->id != core::kDefaultPresetId) {
                id = (*found)->id;
            } else {
                auto made = store.presets().create(name, options);
                if (!made)
                    return std::unexpected(made.error());
                id = *made;
            }
        } else if (auto renamed = store.presets().rename(id, name); !renamed) {
            return renamed;
        }
        first = false;
        ids[name] = id;
        if (auto done = store.presets().setOptions(id, options); !done)
            return done;
    }
    auto all = store.presets().all();
    if (!all)
        return std::unexpected(all.error());
    for (const auto& p : *all)
        if (p.id != core::kDefaultPresetId && !kept.contains(p.name))
            if (auto done = store.presets().remove(p.id); !done)
                return done;
    auto assignments = store.presets().assignments();
    if (!assignments)
        return std::unexpected(assignments.error());
    const json chapters = in.value("chapters", json::object());
    for (const auto& a : *assignments)
        if (!chapters.contains(a.node.key()))
            if (auto done = store.presets().unassign(a.node); !done)
                return done;
    for (const auto& [key, name] : chapters.items()) {
        if (!name.is_string() || !ids.contains(name.get<std::string>()))
            return core::fail("a chapter in the journal names no preset");
        if (auto done = store.presets().assign(core::DeckPath::fromKey(key), ids[name.get<std::string>()]); !done)
            return done;
    }
    return {};
}

} // namespace notedeck::service
