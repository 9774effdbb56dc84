#include "service/detail/bulk_replay.h"

#include "service/detail/blocks_ahead.h"
#include "service/detail/deck_internals.h"
#include "service/detail/journal_replay.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <limits>

namespace notedeck::service {

namespace {
// A card's part of a source, moved out (each card is replayed once). It touches only that card's
// entries, so the cards of one block can be taken on another thread while another block's are
// written (nothing is added to or removed from the source meanwhile).
std::optional<CardHistory> takeHistory(ReplaySource& source, core::CardId card)
{
    auto row = source.rows.find(card);
    auto uids = source.uidsOfCard.find(card);
    if (row == source.rows.end() || uids == source.uidsOfCard.end())
        return std::nullopt;
    CardHistory h;
    h.row = std::move(row->second);
    h.uids = std::move(uids->second);
    std::vector<std::vector<std::uint32_t>*> lists;
    size_t count = 0;
    for (const auto& uid : h.uids)
        if (const std::uint32_t n = source.events.findUid(uid); n != PackedEvents::kNone) {
            lists.push_back(&source.eventsOfUid[n]);
            count += lists.back()->size();
        }
    h.events.reserve(count);
    for (auto* list : lists) {
        for (std::uint32_t i : *list)
            h.events.push_back(source.events.unpack(i));
        std::vector<std::uint32_t>().swap(*list);   // taken: its memory goes
    }
    if (h.uids.size() > 1)
        std::stable_sort(h.events.begin(), h.events.end(),
                         [](const auto& a, const auto& b) { return a.orderKey() < b.orderKey(); });
    if (auto logged = source.answersOfCard.find(card); logged != source.answersOfCard.end())
        h.logged = std::move(logged->second);
    return h;
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
    h.row = std::move(**row);
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
    const auto add = [&](core::JournalEvent&& e) { source.events.push_back(e); };
    auto events = read ? store.journal().eachWithCard(add, read->firstRow, read->lastRow) : store.journal().eachWithCard(add);
    if (!events)
        return std::unexpected(events.error());
    if (source.events.size() >= PackedEvents::kNone)
        return core::fail("the journal holds too many events to replay at once", store.file().string());
    source.eventsOfUid.resize(source.events.uidCount());
    for (size_t i = 0; i < source.events.size(); ++i)
        source.eventsOfUid[source.events.uidOf(i)].push_back(static_cast<std::uint32_t>(i));
    const auto inOrder = [&](std::uint32_t a, std::uint32_t b) {
        return source.events.orderKey(a) < source.events.orderKey(b);
    };
    for (auto& list : source.eventsOfUid)
        if (!std::is_sorted(list.begin(), list.end(), inOrder))   // mostly they are: one device's, in its order
            std::stable_sort(list.begin(), list.end(), inOrder);
    auto identities = store.journal().allIdentities();
    if (!identities)
        return std::unexpected(identities.error());
    for (auto& card : *identities)
        if (!card.uid.empty())
            source.uidOfCard.emplace(card.id, std::move(card.uid));
    auto uids = mapped ? core::Result<std::vector<storage::CardUid>>(std::move(*mapped)) : store.journal().mappedUids();
    if (!uids)
        return std::unexpected(uids.error());
    for (auto& u : *uids)
        source.uidsOfCard[*u.card].push_back(std::move(u.uid));
    auto answers = store.journal().eachAnswer(
        [&](core::CardId card, storage::LoggedAnswer&& a) { source.answersOfCard[card].push_back(std::move(a)); });
    if (!answers)
        return std::unexpected(answers.error());
    auto rows = store.cards().list(core::DeckPath(), true);
    if (!rows)
        return std::unexpected(rows.error());
    for (auto& row : *rows)
        source.rows.emplace(row.card.id, std::move(row));
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
    for (core::CardId card : cards)
        if (auto uids = source->uidsOfCard.find(card); uids != source->uidsOfCard.end())
            for (const auto& uid : uids->second)
                if (const std::uint32_t n = source->events.findUid(uid); n != PackedEvents::kNone)
                    answers += std::count_if(source->eventsOfUid[n].begin(), source->eventsOfUid[n].end(),
                                             [&](std::uint32_t i) {
                                                 return source->events.kind(i) == core::JournalKind::Answer;
                                             });
    auto logged = store.journal().answerCount();
    if (!logged)
        return std::unexpected(logged.error());
    if (answers > *logged)
        aside.push_back(BulkIndex::AnswerStats);
    if (cards.size() * 3 > source->rows.size())
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
    out.replay = replayCard(out.history->events, core::ScheduleState{}, presets.forDeck(out.history->row.card.deck),
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
    // The card's uid is the one whose Card event came first, on whichever device.
    bool uidIsRight = false;   // as the source read it: then it needs no update
    if (source)
        if (auto current = source->uidOfCard.find(r.card); current != source->uidOfCard.end())
            uidIsRight = current->second == h.uids.front();
    const CardReplay& replay = r.replay;
    bool same = replay.schedule == h.row.schedule && replay.answers.size() == h.logged.size();
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
    return restoreIndexes(store, *aside);
}

} // namespace notedeck::service
