#include "service/sync/detail/bulk_replay.h"

#include "service/sync/detail/blocks_ahead.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal_replay.h"
#include "storage/deck_store.h"

#include <malloc.h>

#include <algorithm>
#include <limits>
#include <span>

namespace notedeck::service {

const ReplaySource::Card* ReplaySource::card(core::CardId id) const
{
    auto at = std::lower_bound(cards.begin(), cards.end(), id, [](const Card& c, core::CardId i) { return c.id < i; });
    return at != cards.end() && at->id == id ? &*at : nullptr;
}

namespace {
// A card's part of a source. It only reads the source (but for the card's answers, moved out: each
// card is replayed once), so the cards of one block can be taken on another thread while another
// block's are written.
std::optional<CardHistory> takeHistory(ReplaySource& source, core::CardId id)
{
    const ReplaySource::Card* card = source.card(id);
    if (!card || card->uidCount == 0)
        return std::nullopt;
    CardHistory h;
    h.deck = source.decks[card->deck];
    h.schedule = card->schedule;
    h.uidIsRight = card->uidIsRight;
    const auto uids = std::span(source.uidsOfCards).subspan(card->uidsFrom, card->uidCount);
    size_t count = 0;
    for (std::uint32_t n : uids) {
        h.uids.emplace_back(source.events.uid(n));
        count += source.eventsFrom[n + 1] - source.eventsFrom[n];
    }
    h.events.reserve(count);
    for (std::uint32_t n : uids)
        for (std::uint32_t k = source.eventsFrom[n]; k < source.eventsFrom[n + 1]; ++k)
            h.events.push_back(source.events.unpack(source.eventsOfUid[k]));
    if (uids.size() > 1)
        std::stable_sort(h.events.begin(), h.events.end(),
                         [](const auto& a, const auto& b) { return a.orderKey() < b.orderKey(); });
    if (auto logged = source.answersOfCard.find(id); logged != source.answersOfCard.end())
        h.logged = std::move(logged->second);
    return h;
}

// Event positions by uid number, each uid's in merged order (most are already: one device's, in
// its order), in one list.
void listEventsByUid(ReplaySource& source)
{
    const PackedEvents& events = source.events;
    source.eventsFrom.assign(events.uidCount() + 1, 0);
    for (size_t i = 0; i < events.size(); ++i)
        if (events.uidOf(i) != PackedEvents::kNone)   // every event here names a card
            ++source.eventsFrom[events.uidOf(i) + 1];
    for (size_t n = 1; n < source.eventsFrom.size(); ++n)
        source.eventsFrom[n] += source.eventsFrom[n - 1];
    source.eventsOfUid.resize(source.eventsFrom.back());
    std::vector<std::uint32_t> next(source.eventsFrom.begin(), source.eventsFrom.end() - 1);
    for (size_t i = 0; i < events.size(); ++i)
        if (events.uidOf(i) != PackedEvents::kNone)
            source.eventsOfUid[next[events.uidOf(i)]++] = static_cast<std::uint32_t>(i);
    const auto inOrder = [&](std::uint32_t a, std::uint32_t b) { return events.orderKey(a) < events.orderKey(b); };
    for (size_t n = 0; n + 1 < source.eventsFrom.size(); ++n) {
        const auto from = source.eventsOfUid.begin() + source.eventsFrom[n];
        const auto to = source.eventsOfUid.begin() + source.eventsFrom[n + 1];
        if (!std::is_sorted(from, to, inOrder))
            std::stable_sort(from, to, inOrder);
    }
}

// Each card's row without its texts, and its uids (`cardOfUid[k]` is the card of uid number
// uidsOfCards[k]; both by card).
core::Result<void> readCards(storage::DeckStore& store, ReplaySource& source, const std::vector<core::CardId>& cardOfUid)
{
    auto nodes = store.presets().deckNodes();
    if (!nodes)
        return std::unexpected(nodes.error());
    std::unordered_map<std::int64_t, std::uint32_t> deckOf;
    for (auto& node : *nodes) {
        deckOf.emplace(node.id, static_cast<std::uint32_t>(source.decks.size()));
        source.decks.push_back(std::move(node.path));
    }
    size_t k = 0;   // the first uid of a card not read yet
    return store.journal().eachCardSchedule([&](storage::CardSchedule&& row) {
        auto deck = deckOf.find(row.deck);
        if (deck == deckOf.end())
            return;   // in no deck node (the deck's foreign keys forbid it): nothing to replay it with
        ReplaySource::Card card{row.id, row.schedule, deck->second, 0, 0, false};
        while (k < cardOfUid.size() && cardOfUid[k] < row.id)
            ++k;   // the uids of a card the deck no longer has
        card.uidsFrom = static_cast<std::uint32_t>(k);
        while (k < cardOfUid.size() && cardOfUid[k] == row.id)
            ++k;
        card.uidCount = static_cast<std::uint32_t>(k - card.uidsFrom);
        card.uidIsRight = card.uidCount > 0 && !row.uid.empty() &&
                          source.events.uid(source.uidsOfCards[card.uidsFrom]) == row.uid;
        source.cards.push_back(card);
    });
}

} // namespace

core::Result<std::optional<CardHistory>> historyOf(storage::DeckStore& store, core::CardId card)
{
    CardHistory h;
    auto row = store.cards().find(card);
    if (!row)
        return std::unexpected(row.error());
    auto uids = store.journal().uidsOf(card);
    if (!uids)
        return std::unexpected(uids.error());
    if (!*row || uids->empty())
        return std::optional<CardHistory>();
    h.deck = std::move((*row)->card.deck);
    h.retired = (*row)->card.retired;
    h.schedule = (*row)->schedule;
    for (const auto& u : *uids)
        h.uids.push_back(u.uid);
    auto events = store.journal().ofCards(h.uids);
    if (!events)
        return std::unexpected(events.error());
    h.events = std::move(*events);
    auto logged = store.journal().answersOf(card);
    if (!logged)
        return std::unexpected(logged.error());
    h.logged = std::move(*logged);
    return std::optional<CardHistory>(std::move(h));
}

core::Result<ReplaySource> loadReplaySource(storage::DeckStore& store, ReadEvents* read,
                                            std::vector<storage::CardUid>* mapped)
{
    ReplaySource source;
    if (read)   // the merge's own events first, in one move
        source.events = std::move(read->events);
    // The deck's other events; a Card or Edit event changes nothing in a replay (replayCard).
    const auto add = [&](core::JournalEvent&& e) {
        if (e.kind != core::JournalKind::Card && e.kind != core::JournalKind::Edit)
            source.events.push_back(e);
    };
    auto events = read ? store.journal().eachWithCard(add, read->firstRow, read->lastRow) : store.journal().eachWithCard(add);
    if (!events)
        return std::unexpected(events.error());
    if (source.events.size() >= PackedEvents::kNone)
        return core::fail("the journal holds too many events to replay at once", store.file().string());
    // The uids given cards here, numbered with those of the events, by card.
    std::vector<core::CardId> cardOfUid;
    const auto addUid = [&](core::CardId card, std::string_view uid) {
        cardOfUid.push_back(card);
        source.uidsOfCards.push_back(source.events.numberUid(uid));
    };
    if (mapped) {
        for (const auto& u : *mapped)
            addUid(*u.card, u.uid);
        std::vector<storage::CardUid>().swap(*mapped);
    } else if (auto uids = store.journal().eachMappedUid([&](core::CardId card, std::string&& uid) { addUid(card, uid); });
               !uids) {
        return std::unexpected(uids.error());
    }
    listEventsByUid(source);
    if (auto cards = readCards(store, source, cardOfUid); !cards)
        return std::unexpected(cards.error());
    auto answers = store.journal().eachAnswer(
        [&](core::CardId card, storage::LoggedAnswer&& a) { source.answersOfCard[card].push_back(std::move(a)); });
    if (!answers)
        return std::unexpected(answers.error());
    return source;
}

namespace {
// Indexes set aside while a bulk replay writes (JournalStore::dropIndex): the statistics index
// when the replay writes more answers than the review log holds; the cards' scheduling indexes
// when it replays more than a third of the deck's cards (an update of a card's schedule keeps four
// of them up to date, and building them again costs about what updating a third of the cards does).
using BulkIndex = storage::JournalStore::BulkIndex;
core::Result<std::vector<BulkIndex>> setIndexesAside(storage::DeckStore& store, const ReplaySource* source,
                                                    const std::set<core::CardId>& cards)
{
    std::vector<BulkIndex> aside;
    if (!source)
        return aside;
    std::int64_t answers = 0;   // what the replay will write, at most
    for (core::CardId id : cards)
        if (const ReplaySource::Card* card = source->card(id))
            for (std::uint32_t n : std::span(source->uidsOfCards).subspan(card->uidsFrom, card->uidCount))
                for (std::uint32_t k = source->eventsFrom[n]; k < source->eventsFrom[n + 1]; ++k)
                    answers += source->events.kind(source->eventsOfUid[k]) == core::JournalKind::Answer ? 1 : 0;
    auto logged = store.journal().answerCount();
    if (!logged)
        return std::unexpected(logged.error());
    if (answers > *logged)
        aside.push_back(BulkIndex::AnswerStats);
    if (cards.size() * 3 > source->cards.size())
        aside.push_back(BulkIndex::CardSchedules);
    for (BulkIndex index : aside)
        if (auto dropped = store.journal().dropIndex(index); !dropped)
            return std::unexpected(dropped.error());
    return aside;
}

core::Result<void> restoreIndexes(storage::DeckStore& store, const std::vector<BulkIndex>& aside)
{
    for (BulkIndex index : aside)
        if (auto built = store.journal().rebuildIndex(index); !built)
            return built;
    return {};
}

// A card's replay worked out, not yet written.
struct ReplayedCard {
    core::CardId card = 0;
    std::optional<CardHistory> history;   // none: the card has no uid (nothing to replay)
    CardReplay replay;
};

ReplayedCard replayOf(core::CardId card, std::optional<CardHistory> history, const PresetSchedulers& presets,
                      const std::string& ownDevice)
{
    ReplayedCard out{card, std::move(history), {}};
    if (!out.history)
        return out;
    out.replay = replayCard(out.history->events, core::ScheduleState{}, presets.forDeck(out.history->deck),
                            ownDevice);
    // The answers' states as the review log stores them, worked out here: a bulk replay does this
    // on its second thread, not while it writes the rows.
    for (auto& answer : out.replay.answers)
        answer.beforeText = storage::storedSchedule(answer.before);
    return out;
}

// Writes a card's replay when it differs from the deck's; whether it did.
core::Result<bool> writeReplay(Deck& deck, const ReplayedCard& r, const ReplaySource* source)
{
    auto& store = storeOf(deck);
    const IdentityDue* due = nullptr;   // the card's uid and fingerprint, written here
    if (source)
        if (auto found = source->identityDue.find(r.card); found != source->identityDue.end())
            due = &found->second;
    if (!r.history) {
        if (due)
            if (auto done = store.journal().setCardIdentity(r.card, due->uid, due->fingerprint); !done)
                return std::unexpected(done.error());
        return false;
    }
    const CardHistory& h = *r.history;
    // The card's uid is the one whose Card event came first, on whichever device; as the source
    // read it, it may be already (then it needs no update).
    const bool uidIsRight = source && h.uidIsRight;
    const CardReplay& replay = r.replay;
    bool same = replay.schedule == h.schedule && replay.answers.size() == h.logged.size();
    for (size_t i = 0; same && i < h.logged.size(); ++i)
        same = h.logged[i].event == replay.answers[i].event && h.logged[i].before == replay.answers[i].before;
    // A card whose identity is due has no uid yet, and the one given is its earliest (h.uids.front()).
    if (same) {
        if (due) {
            if (auto done = store.journal().setCardIdentity(r.card, h.uids.front(), due->fingerprint); !done)
                return std::unexpected(done.error());
        } else if (!uidIsRight) {
            if (auto done = store.journal().setCardUid(r.card, h.uids.front()); !done)
                return std::unexpected(done.error());
        }
        return false;
    }
    if (auto done = store.journal().replaceAnswers(r.card, replay.answers, replay.schedule, !h.logged.empty(),
                                                   uidIsRight && !due ? std::string() : h.uids.front(),
                                                   due ? due->fingerprint : std::string());
        !done)
        return std::unexpected(done.error());
    auto& changed = deck.changes().schedules;
    changed.insert(changed.end(), r.card);   // cards are replayed in the order of their ids
    return true;
}

// Cards a block a second thread works out ahead: a few milliseconds of replaying.
constexpr size_t kReplayBlock = 512;
} // namespace

core::Result<void> replayAllIntoDeck(Deck& deck, const std::set<core::CardId>& cards, const std::string& ownDevice,
                                     ReplaySource* source, const std::function<void(core::CardId, bool)>& replayed)
{
    auto& store = storeOf(deck);
    if (!source) {
        for (core::CardId card : cards) {
            auto history = historyOf(store, card);
            if (!history)
                return std::unexpected(history.error());
            auto changed = writeReplay(deck, replayOf(card, std::move(*history), presetsOf(deck), ownDevice), nullptr);
            if (!changed)
                return std::unexpected(changed.error());
            replayed(card, *changed);
        }
        return {};
    }
    auto aside = setIndexesAside(store, source, cards);
    if (!aside)
        return std::unexpected(aside.error());
    {
        // Working a card's replay out takes only its part of the source and the deck's schedulers
        // (a plain value nothing changes during the loop); writing it touches neither.
        const std::vector<core::CardId> order(cards.begin(), cards.end());
        const PresetSchedulers& presets = presetsOf(deck);
        BlocksAhead<ReplayedCard> ahead(order.size(), kReplayBlock, [&](size_t i) {
            return replayOf(order[i], takeHistory(*source, order[i]), presets, ownDevice);
        });
        for (size_t i = 0; i < order.size(); ++i) {
            auto changed = writeReplay(deck, ahead.at(i), source);
            if (!changed)
                return std::unexpected(changed.error());
            replayed(order[i], *changed);
        }
    }
    // Every card taken: the source goes, and the memory it held goes back to the system (the C
    // library would keep it, between the deck's cached pages) before the indexes are built, which
    // holds as much again as the deck's cache.
    *source = ReplaySource();
    ::malloc_trim(0);
    return restoreIndexes(store, *aside);
}

} // namespace notedeck::service
