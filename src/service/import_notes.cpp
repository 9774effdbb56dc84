#include "service/import_notes.h"

#include "notes/card_matcher.h"
#include "notes/notes_folder.h"
#include "storage/deck_store.h"

#include <set>
#include <unordered_map>
#include <unordered_set>

namespace notedeck::service {

namespace {

core::CardRecord recordOf(const notes::CardDraft& draft, core::CardId id)
{
    core::CardRecord r;
    r.id = id;
    r.deck = draft.deck;
    r.question = draft.question;
    r.answer = draft.answer;
    r.sourceFile = draft.file;
    r.sourceLine = draft.line;
    r.ordinal = draft.ordinal;
    return r;
}

CardChange changeOf(const core::CardRecord& card, bool edited = false)
{
    return CardChange{card.id, card.question, card.deck, card.sourceFile, card.sourceLine, edited};
}

std::vector<core::DeckPath> decksInNoteOrder(const std::vector<notes::CardDraft>& drafts)
{
    std::vector<core::DeckPath> decks;
    std::unordered_set<std::string> seen;
    for (const auto& d : drafts)
        if (seen.insert(d.deck.key()).second)
            decks.push_back(d.deck);
    return decks;
}

} // namespace

core::Result<ImportReport> importNotes(storage::DeckStore& deck, const std::filesystem::path& notesDir,
                                       const core::Clock& clock)
{
    const core::Timestamp started = clock.now();
    auto folder = notes::readNotesFolder(notesDir);
    if (!folder)
        return std::unexpected(folder.error());
    auto existing = deck.allCards();
    if (!existing)
        return std::unexpected(existing.error());

    const std::set<std::string> frozen(folder->failedFiles.begin(), folder->failedFiles.end());
    const notes::MatchPlan plan = notes::matchCards(folder->cards, *existing, frozen);

    ImportReport report;
    report.notesDir = notesDir.string();
    report.issues = folder->issues;
    report.cardsInNotes = static_cast<int>(folder->cards.size());
    if (plan.changesNothing()) {
        report.unchanged = static_cast<int>(plan.matched.size());
        report.wroteNothing = true;
        return report;
    }

    std::unordered_map<core::CardId, const core::CardRecord*> byId;
    for (const auto& c : *existing)
        byId[c.id] = &c;

    storage::ImportChanges changes;
    changes.decksInNoteOrder = decksInNoteOrder(folder->cards);
    for (size_t d : plan.added)
        changes.added.push_back(recordOf(folder->cards[d], 0));
    for (const notes::CardMatch& m : plan.matched) {
        const core::CardRecord now = recordOf(folder->cards[m.draft], m.id);
        if (m.contentChanged || m.moved || m.restored || m.positionChanged)
            changes.changed.push_back(now);
        if (m.restored)
            report.restored.push_back(changeOf(now, m.contentChanged));
        else if (m.moved)
            report.moved.push_back(changeOf(now, m.contentChanged));
        else if (m.contentChanged)
            report.updated.push_back(changeOf(now, true));
        else
            ++report.unchanged;
    }
    changes.retired = plan.retired;
    for (core::CardId id : plan.retired)
        report.retired.push_back(changeOf(*byId.at(id)));

    changes.run.startedAt = started;
    changes.run.notesDir = report.notesDir;
    changes.run.added = static_cast<int>(plan.added.size());
    changes.run.updated = static_cast<int>(report.updated.size());
    changes.run.moved = static_cast<int>(report.moved.size());
    changes.run.retired = static_cast<int>(report.retired.size());
    changes.run.restored = static_cast<int>(report.restored.size());
    changes.run.warnings = report.warnings();
    changes.run.errors = report.errors();

    // Ids of new cards are known only after the write; the stored report carries the counts and
    // problems, the returned one the ids as well.
    changes.run.reportJson = report.toJson();
    auto ids = deck.applyImport(changes, clock.now());
    if (!ids)
        return std::unexpected(ids.error());
    for (size_t i = 0; i < changes.added.size(); ++i) {
        core::CardRecord card = changes.added[i];
        card.id = (*ids)[i];
        report.added.push_back(changeOf(card));
    }
    return report;
}

} // namespace notedeck::service
