#include "service/import/import_notes.h"

#include "markdown/cloze_scanner.h"
#include "notes/card_matcher.h"
#include "notes/folder_rules.h"
#include "notes/notes_folder.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/detail/notes_preview.h"
#include "service/import/notes_source.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

namespace notedeck::service {

const char* const kNotesRulesFile = notes::kRulesFileName;

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
    r.kind = draft.kind;
    return r;
}

CardChange changeOf(const core::CardRecord& card, bool edited = false)
{
    return CardChange{card.id, card.question, card.deck, card.sourceFile, card.sourceLine, edited, card.answer, card.kind};
}

// Which files this import looks at again, and which it leaves alone.
struct FileDelta {
    std::vector<std::string> changed;    // parsed now: new or edited
    std::vector<std::string> removed;    // gone from the folder
    std::vector<std::string> unchanged;  // same content as last time
};

FileDelta fileDelta(const notes::NotesFolder& folder, const std::map<std::string, core::NoteFile>& known)
{
    FileDelta delta;
    const std::set<std::string> unchanged(folder.unchangedFiles.begin(), folder.unchangedFiles.end());
    for (const auto& [path, hash] : folder.fileHashes)
        (unchanged.count(path) ? delta.unchanged : delta.changed).push_back(path);
    const std::set<std::string> present(folder.files.begin(), folder.files.end());
    for (const auto& [path, file] : known)
        if (!present.count(path))
            delta.removed.push_back(path);
    return delta;
}

// This import's problems, plus the remembered ones of files that were not parsed again, in the
// order of the notes (file, then line): each check of a file (math first, then the outline)
// reports its own in turn.
std::vector<notes::NoteIssue> allIssues(const notes::NotesFolder& folder, const FileDelta& delta,
                                        const std::map<std::string, core::NoteFile>& known)
{
    std::vector<notes::NoteIssue> issues = folder.issues;
    for (const std::string& path : delta.unchanged)
        for (notes::NoteIssue& issue : issuesFromJson(known.at(path).issuesJson))
            issues.push_back(std::move(issue));
    std::stable_sort(issues.begin(), issues.end(), [](const notes::NoteIssue& a, const notes::NoteIssue& b) {
        return std::tie(a.file, a.line) < std::tie(b.file, b.line);
    });
    return issues;
}

std::vector<core::NoteFile> fileRecords(const notes::NotesFolder& folder, const FileDelta& delta)
{
    std::vector<core::NoteFile> records;
    for (const std::string& path : delta.changed) {
        std::vector<notes::NoteIssue> own;
        for (const auto& issue : folder.issues)
            if (issue.file == path)
                own.push_back(issue);
        records.push_back({path, folder.fileHashes.at(path), issuesToJson(own)});
    }
    return records;
}

// Retired question → answer cards whose note is now a cloze note (the same place, or the same
// words once the clozes are shown): their history stays with them, and the report says why the
// note's cards start anew.
std::vector<CardChange> becameClozeNotes(const notes::MatchPlan& plan, const std::vector<notes::CardDraft>& drafts,
                                         const std::unordered_map<core::CardId, const core::CardRecord*>& byId)
{
    std::vector<CardChange> found;
    std::vector<const notes::CardDraft*> newNotes;
    for (size_t d : plan.added) {
        // A cloze note's occlusion cards (its pictures') are not the note.
        const bool clozeNote = drafts[d].form == notes::NoteForm::Cloze && drafts[d].kind.isCloze();
        if (clozeNote && (newNotes.empty() || newNotes.back()->question != drafts[d].question ||
                          newNotes.back()->file != drafts[d].file))
            newNotes.push_back(&drafts[d]);
    }
    if (newNotes.empty())
        return found;
    for (core::CardId id : plan.retired) {
        const core::CardRecord& old = *byId.at(id);
        if (!old.kind.isBasic())
            continue;
        const std::string oldText = old.question + '\n' + old.answer;
        for (const notes::CardDraft* note : newNotes) {
            if (note->file != old.sourceFile)
                continue;
            if (note->line == old.sourceLine || notes::textSimilarity(markdown::revealClozes(note->question), oldText) >= 0.6) {
                found.push_back(CardChange{old.id, old.question, note->deck, note->file, note->line, true, old.answer, old.kind});
                break;
            }
        }
    }
    return found;
}

// What an import of a folder would do, worked out without writing: the folder read, the files
// that changed, and the drafts matched to the deck's cards.
struct ImportPlan {
    std::map<std::string, core::NoteFile> known;
    notes::NotesFolder folder;
    FileDelta delta;
    std::vector<core::CardRecord> candidates;
    notes::MatchPlan plan;
};

// What a plan reads: a preview reads every file (the cards of unchanged ones too) under the rules
// it is given in place of the rules file's.
struct PlanReading {
    bool everyFile = false;
    std::optional<std::string> rulesText;
};

core::Result<ImportPlan> planImport(Deck& deck, const std::filesystem::path& notesDir,
                                    const std::function<bool()>& cancelled, const ImportProgress& progress,
                                    const PlanReading& reading = {})
{
    ImportPlan p;
    auto knownFiles = storeOf(deck).imports().noteFiles();
    if (!knownFiles)
        return std::unexpected(knownFiles.error());
    std::map<std::string, std::string> knownHashes;
    for (auto& f : *knownFiles) {
        knownHashes[f.path] = f.contentHash;
        p.known.emplace(f.path, std::move(f));
    }

    if (reading.everyFile)
        knownHashes.clear();
    auto folder = notes::readNotesFolder(
        notesDir, knownHashes,
        [&](std::size_t done, std::size_t total) {
            if (progress)
                progress(static_cast<int>(done), static_cast<int>(total));
            return !cancelled();
        },
        reading.rulesText);
    if (!folder)
        return std::unexpected(folder.error());
    if (folder->stopped || cancelled())
        return core::fail(kImportCancelled);
    p.folder = std::move(*folder);
    p.delta = fileDelta(p.folder, p.known);

    // Only cards of changed or removed files (and retired ones) can be affected: cards of files
    // that are unchanged or failed to read stay exactly as they are.
    std::vector<std::string> touched = p.delta.changed;
    touched.insert(touched.end(), p.delta.removed.begin(), p.delta.removed.end());
    auto candidates = storeOf(deck).imports().cardsForMatching(touched);
    if (!candidates)
        return std::unexpected(candidates.error());
    p.candidates = std::move(*candidates);
    p.plan = notes::matchCards(p.folder.cards, p.candidates);
    return p;
}

} // namespace

core::Result<ImportPreview> previewImport(Deck& deck, const std::filesystem::path& notesDir, const NotesChoice& choice)
{
    auto rulesText = rulesTextFor(notesDir, choice);
    if (!rulesText)
        return std::unexpected(rulesText.error());
    auto p = planImport(deck, notesDir, [] { return false; }, {}, {true, *rulesText});
    if (!p)
        return std::unexpected(p.error());
    ImportPreview preview = describeFolder(p->folder, notesDir);
    preview.hasDeck = true;
    preview.added = static_cast<int>(p->plan.added.size());
    preview.retired = static_cast<int>(p->plan.retired.size());
    auto count = storeOf(deck).cards().activeCount();
    if (!count)
        return std::unexpected(count.error());
    preview.cards = static_cast<int>(*count);
    return preview;
}

core::Result<ImportReport> importNotes(Deck& deck, const std::filesystem::path& notesDir,
                                       const core::Clock& clock, const std::atomic<bool>* cancel,
                                       const ImportProgress& progress)
{
    auto cancelled = [cancel] { return cancel && cancel->load(std::memory_order_relaxed); };
    if (cancelled())
        return core::fail(kImportCancelled);
    const core::Timestamp started = clock.now();
    auto planned = planImport(deck, notesDir, cancelled, progress);
    if (!planned)
        return std::unexpected(planned.error());
    const std::map<std::string, core::NoteFile>& known = planned->known;
    const notes::NotesFolder* folder = &planned->folder;
    const FileDelta& delta = planned->delta;
    const std::vector<core::CardRecord>* candidates = &planned->candidates;
    const notes::MatchPlan& plan = planned->plan;

    ImportReport report;
    report.notesDir = notesDir.string();
    report.issues = allIssues(*folder, delta, known);
    if (plan.changesNothing() && delta.changed.empty() && delta.removed.empty()) {
        auto count = storeOf(deck).cards().activeCount();
        if (!count)
            return std::unexpected(count.error());
        report.cardsInNotes = report.unchanged = *count;
        report.wroteNothing = true;
        // The same notes in another place (a folder moved or synced elsewhere) are still this
        // deck's notes folder from now on.
        if (!deck.isReadOnly())
            if (auto kept = keepNotesFolder(deck, notesDir); !kept)
                return std::unexpected(kept.error());
        return report;
    }

    std::unordered_map<core::CardId, const core::CardRecord*> byId;
    for (const auto& c : *candidates)
        byId[c.id] = &c;

    core::ImportChanges changes;
    changes.files = fileRecords(*folder, delta);
    changes.removedFiles = delta.removed;
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
    }
    changes.retired = plan.retired;
    for (core::CardId id : plan.retired)
        report.retired.push_back(changeOf(*byId.at(id)));
    report.becameClozeNotes = becameClozeNotes(plan, folder->cards, byId);

    changes.run.startedAt = started;
    changes.run.notesDir = report.notesDir;
    changes.run.added = static_cast<int>(plan.added.size());
    changes.run.updated = static_cast<int>(report.updated.size());
    changes.run.moved = static_cast<int>(report.moved.size());
    changes.run.retired = static_cast<int>(report.retired.size());
    changes.run.restored = static_cast<int>(report.restored.size());
    changes.run.warnings = report.warnings();
    changes.run.errors = report.errors();
    // The stored report has the counts and problems; ids of new cards exist only after the write.
    changes.run.reportJson = report.toJson();

    if (cancelled())
        return core::fail(kImportCancelled);
    auto ids = transactFor(deck, [&](Deck& d) {
        // Whoever imports (the app, the command line), the deck knows its notes folder. First: a
        // transaction joined inside moves what d.changes() refers to.
        if (auto kept = keepNotesFolder(d, notesDir); !kept)
            return core::Result<std::vector<core::CardId>>(std::unexpected(kept.error()));
        DeckChanges& changed = d.changes();
        changed.tree = true;
        for (const core::CardRecord& card : changes.changed)
            changed.cards.insert(card.id);
        changed.cards.insert(changes.retired.begin(), changes.retired.end());
        auto added = storeOf(d).imports().apply(changes, clock.now());
        if (added)
            changed.cards.insert(added->begin(), added->end());
        return added;
    });
    if (!ids)
        return std::unexpected(ids.error());
    for (size_t i = 0; i < changes.added.size(); ++i) {
        core::CardRecord card = changes.added[i];
        card.id = (*ids)[i];
        report.added.push_back(changeOf(card));
    }
    auto active = storeOf(deck).cards().activeCount();
    if (!active)
        return std::unexpected(active.error());
    report.cardsInNotes = *active;
    report.unchanged = report.cardsInNotes - static_cast<int>(report.added.size() + report.updated.size() +
                                                               report.moved.size() + report.restored.size());
    return report;
}

} // namespace notedeck::service
