#include "service/anki/detail/import_history.h"

#include "core/card.h"
#include "core/occlusion.h"
#include "service/anki/detail/anki_occlusion.h"
#include "service/sync/detail/bulk_replay.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal.h"
#include "service/sync/detail/journal_bounds.h"
#include "service/sync/detail/journal_line.h"
#include "service/sync/detail/journal_replay.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

namespace notedeck::service {

namespace {

// A review row that was an answer: a rating, given while learning, reviewing, relearning or in a
// filtered deck (manual changes and reschedulings have no rating to replay).
bool isAnswer(const storage::anki::AnkiReview& r) { return r.ease >= 1 && r.ease <= 4 && r.type >= 0 && r.type <= 3; }

// The times of the answers a card has (not taken back), in order.
std::vector<std::int64_t> answerTimes(const CardHistory& h)
{
    std::set<std::string> undone;
    for (const auto& e : h.events)
        if (e.kind == core::JournalKind::Undo)
            undone.insert(e.text);
    std::vector<std::int64_t> times;
    for (const auto& e : h.events)
        if (e.kind == core::JournalKind::Answer && !undone.contains(e.ref()))
            times.push_back(e.atMs);
    for (const auto& a : h.logged)
        times.push_back(a.reviewedAtMs);
    std::sort(times.begin(), times.end());
    return times;
}

// The same answer, as NoteDeck and Anki keep its time: within a second.
bool hasAnswerNear(const std::vector<std::int64_t>& times, std::int64_t atMs)
{
    auto it = std::lower_bound(times.begin(), times.end(), atMs - 999);
    return it != times.end() && *it <= atMs + 999;
}

// The picture an occlusion card masks (as its note writes it), or nullopt for other cards.
std::optional<std::pair<std::string, bool>> pictureOf(const core::CardRow& row)
{
    if (row.card.kind.traits().ankiNote != core::AnkiNoteType::ImageOcclusion)
        return std::nullopt;
    const auto card = core::parseOcclusionCardAnswer(row.card.answer);
    return card ? std::optional(std::make_pair(card->image, card->embed)) : std::nullopt;
}

// The package's notes whose GUID names a card here: Anki card id → this deck's card.
core::Result<std::unordered_map<std::int64_t, core::CardId>> cardsOfOurNotes(
    storage::DeckStore& store, const storage::anki::AnkiCollection& collection, std::set<std::int64_t>& ours,
    AnkiImportReport& report)
{
    std::unordered_map<std::int64_t, std::vector<const storage::anki::AnkiCard*>> cardsOfNote;
    for (const auto& card : collection.cards)
        cardsOfNote[card.note].push_back(&card);
    std::unordered_map<std::int64_t, core::CardId> mapped;
    for (const auto& note : collection.notes) {
        if (!isValidId(note.guid) || note.guid.size() != 32)
            continue;
        auto uid = store.journal().findUid(note.guid);
        if (!uid)
            return std::unexpected(uid.error());
        if (!*uid)
            continue;
        ours.insert(note.id);
        ++report.fromNoteDeck;
        if (!(*uid)->card) {
            report.problems.push_back("note " + note.guid + ": its card is not in this deck's notes now; its answers are not imported");
            continue;
        }
        auto row = store.cards().find(*(*uid)->card);
        if (!row)
            return std::unexpected(row.error());
        auto siblings = store.cards().siblingsOf(*(*uid)->card);
        if (!siblings)
            return std::unexpected(siblings.error());
        // An image occlusion note holds the occlusion cards of one picture of the note; any other
        // note, the note's other cards.
        const auto picture = *row ? pictureOf(**row) : std::nullopt;
        if (*row)
            siblings->push_back(std::move(**row));
        const bool occlusion = !note.fields.empty() && anki::holdsAnkiOcclusions(note.fields.front());
        std::erase_if(*siblings, [&](const core::CardRow& r) {
            const bool occluding = r.card.kind.traits().ankiNote == core::AnkiNoteType::ImageOcclusion;
            return occlusion ? !occluding || !picture || pictureOf(r) != picture : occluding;
        });
        for (const auto* card : cardsOfNote[note.id]) {
            auto here = std::find_if(siblings->begin(), siblings->end(),
                                     [&](const core::CardRow& r) { return r.card.kind.ankiOrd() == card->ord; });
            if (here == siblings->end()) {
                report.problems.push_back("note " + note.guid + ": its card " + std::to_string(card->ord + 1) +
                                          " is not in this deck's notes now; its answers are not imported");
                continue;
            }
            mapped.emplace(card->id, here->card.id);
        }
    }
    return mapped;
}

} // namespace

core::Result<void> importNoteDeckHistory(Deck& deck, const storage::anki::AnkiCollection& collection,
                                         std::set<std::int64_t>& ours, AnkiImportReport& report)
{
    auto mapped = cardsOfOurNotes(storeOf(deck), collection, ours, report);
    if (!mapped)
        return std::unexpected(mapped.error());
    return addAnkiAnswers(deck, collection, *mapped, report);
}

core::Result<void> addAnkiAnswers(Deck& deck, const storage::anki::AnkiCollection& collection,
                                  const std::unordered_map<std::int64_t, core::CardId>& cards, AnkiImportReport& report)
{
    auto& store = storeOf(deck);
    if (cards.empty())
        return {};
    auto journalFound = DeckInternals::journal(deck);
    if (!journalFound)
        return std::unexpected(journalFound.error());
    Journal* journal = *journalFound;
    if (!journal)
        return core::fail("the deck has no study journal yet, which the answers from Anki go through: import your "
                          "notes first (notedeck-cli import NOTES_DIR)");

    const std::int64_t latestMs = (deck.now() + 24 * 3600) * 1000;   // Anki's own bound on ids ahead
    std::map<core::CardId, std::vector<const storage::anki::AnkiReview*>> rowsOfCard;
    for (const auto& r : collection.reviews) {
        auto card = cards.find(r.card);
        if (card == cards.end())
            continue;   // another note's, or a card the package lacks (told for the whole package)
        if (!isAnswer(r))
            continue;
        if (r.atMs <= 0 || r.atMs > latestMs) {
            report.problems.push_back("review " + std::to_string(r.atMs) + ": its time is not a time NoteDeck takes; not imported");
            continue;
        }
        rowsOfCard[card->second].push_back(&r);
    }
    std::set<core::CardId> touched;
    for (const auto& [card, rows] : rowsOfCard) {
        auto history = historyOf(store, card);
        if (!history)
            return std::unexpected(history.error());
        if (!*history)
            continue;   // no uid: the journal never named it
        CardHistory& h = **history;
        std::vector<std::int64_t> times = answerTimes(h);
        auto last = store.journal().lastSeq(journal->device());
        if (!last)
            return std::unexpected(last.error());
        std::vector<core::JournalEvent> added;
        for (const auto* r : rows) {
            if (hasAnswerNear(times, r->atMs)) {
                ++report.answersHere;
                continue;
            }
            times.insert(std::upper_bound(times.begin(), times.end(), r->atMs), r->atMs);
            core::JournalEvent e;
            e.kind = core::JournalKind::Answer;
            e.device = journal->device();
            e.seq = *last + static_cast<std::int64_t>(added.size()) + 1;   // as emit() numbers them
            e.atMs = r->atMs;
            e.card = h.uids.front();
            e.rating = r->ease;
            e.durationMs = std::clamp(r->timeMs, 0, 60'000);
            e.before = kWorkedOutAgain;
            added.push_back(std::move(e));
        }
        if (added.empty())
            continue;
        // The answers' memories as the card's whole history gives them, recorded in the events so
        // that every device replays them the same.
        std::vector<core::JournalEvent> all = h.events;
        all.insert(all.end(), added.begin(), added.end());
        std::stable_sort(all.begin(), all.end(), [](const auto& a, const auto& b) { return a.orderKey() < b.orderKey(); });
        const CardReplay replay =
            replayCard(all, core::ScheduleState{}, schedulerFor(deck, h.deck), journal->device());
        std::unordered_map<std::string, const storage::ReplayedAnswer*> byRef;
        for (const auto& a : replay.answers)
            byRef.emplace(a.event, &a);
        for (auto& e : added) {
            const std::string ref = e.ref();
            if (auto found = byRef.find(ref); found != byRef.end()) {
                e.before = core::memoryDigest(found->second->before);
                e.schedule = found->second->after;
                e.fields = core::field::kMemoryFields;
            }
            if (auto done = journal->emit(store, e); !done)
                return done;
            auto now = store.journal().lastSeq(journal->device());
            if (!now)
                return std::unexpected(now.error());
            if (*now != e.seq)
                return core::fail("the study journal numbered an answer from Anki unexpectedly; nothing was imported");
            ++report.answersAdded;
        }
        touched.insert(card);
    }
    // Many cards: what their replay reads is read once, and worked out on the second core.
    std::optional<ReplaySource> source;
    if (touched.size() > kBulkReplay) {
        auto loaded = loadReplaySource(store);
        if (!loaded)
            return std::unexpected(loaded.error());
        source.emplace(std::move(*loaded));
    }
    return replayAllIntoDeck(deck, touched, journal->device(), source ? &*source : nullptr,
                             [&](core::CardId id, bool changed) {
        journal->replayed(id);
        report.cardsRescheduled += changed ? 1 : 0;
    });
}

} // namespace notedeck::service
