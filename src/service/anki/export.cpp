#include "service/anki/anki_export.h"

#include "core/html_escape.h"
#include "core/image_resolver.h"
#include "core/occlusion.h"
#include "core/text.h"
#include "render/anki_fields.h"
#include "service/anki/detail/anki_collection_json.h"
#include "service/anki/detail/anki_media.h"
#include "service/anki/detail/anki_note_text.h"
#include "service/anki/detail/anki_occlusion.h"
#include "service/anki/detail/anki_schedule.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/detail/preset_schedulers.h"
#include "service/import/note_images.h"
#include "service/import/notes_source.h"
#include "storage/anki/collection_writer.h"
#include "storage/anki/package_writer.h"
#include "storage/deck_store.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

namespace notedeck::service {

namespace {

// The cards of one note (the same source file and position), ordered by their Anki `ord`. The
// occlusion cards of a note are a note of their own, one per picture: Anki's image occlusion note.
struct ExportNote {
    std::vector<const core::CardRow*> cards;
    std::int64_t typeId = anki::kBasicType;
    std::optional<core::OcclusionCard> occlusion;   // the picture and its masks, read from a card
};

// The Anki note type of each kind's note (core::AnkiNoteType).
std::int64_t ankiTypeId(core::AnkiNoteType type)
{
    switch (type) {
    case core::AnkiNoteType::Basic: return anki::kBasicType;
    case core::AnkiNoteType::BasicAndReversed: return anki::kReversedType;
    case core::AnkiNoteType::Cloze: return anki::kClozeType;
    case core::AnkiNoteType::ImageOcclusion: return anki::kOcclusionType;
    }
    return anki::kBasicType;
}

// An occlusion card whose content cannot be read (a damaged deck) is left out, told in `problems`.
std::vector<ExportNote> notesOf(const std::vector<core::CardRow>& rows, std::vector<std::string>& problems)
{
    std::vector<ExportNote> notes;
    std::map<std::tuple<std::string, int, std::string>, size_t> byPlace;   // file, position, picture
    for (const auto& row : rows) {
        std::optional<core::OcclusionCard> occlusion;
        if (row.card.kind.traits().ankiNote == core::AnkiNoteType::ImageOcclusion) {
            occlusion = core::parseOcclusionCardAnswer(row.card.answer);
            if (!occlusion) {
                problems.push_back(row.card.sourceFile + ":" + std::to_string(row.card.sourceLine) + ": card " +
                                   row.card.kind.stored() + ": its masks cannot be read; not exported");
                continue;
            }
        }
        const auto key = std::make_tuple(row.card.sourceFile, row.card.ordinal,
                                         occlusion ? (occlusion->embed ? "[[" : "(") + occlusion->image : std::string());
        auto [at, added] = byPlace.try_emplace(key, notes.size());
        if (added)
            notes.emplace_back();
        ExportNote& note = notes[at->second];
        // The same picture twice in a note: its cards once.
        if (occlusion && note.occlusion &&
            std::ranges::any_of(note.cards, [&](const auto* c) { return c->card.kind == row.card.kind; }))
            continue;
        note.cards.push_back(&row);
        if (occlusion && !note.occlusion)
            note.occlusion = std::move(occlusion);
    }
    for (auto& note : notes) {
        std::stable_sort(note.cards.begin(), note.cards.end(),
                         [](const auto* a, const auto* b) { return a->card.kind.ankiOrd() < b->card.kind.ankiOrd(); });
        // The note is of the last type any of its cards asks for (core::AnkiNoteType's order).
        core::AnkiNoteType type = core::AnkiNoteType::Basic;
        for (const auto* c : note.cards)
            type = std::max(type, c->card.kind.traits().ankiNote);
        note.typeId = ankiTypeId(type);
    }
    return notes;
}

// An image occlusion note's fields: the masks as Anki's clozes, the picture as a media file, the
// Header (the card's question, as the other types show it) and the source in Comments.
std::vector<std::string> occlusionFields(const core::OcclusionCard& occlusion, const core::CardRecord& card,
                                         const render::AnkiFields& header, const core::ImageResolver* images,
                                         anki::MediaNames& media, const std::string& where,
                                         std::vector<std::string>& problems)
{
    std::string picture = "<img src=\"" + core::escapeHtml(occlusion.image) + "\">";
    const core::ImageLookup url =
        images ? images->resolve({occlusion.image, occlusion.embed ? core::ImageSyntax::Embed : core::ImageSyntax::Path,
                                  card.sourceFile})
               : std::unexpected(core::ImageProblem::NoNotesFolder);
    if (url)
        picture = media.rewrite("<img src=\"" + *url + "\">", {*url}, where, problems);
    else
        problems.push_back(where + ": image " + occlusion.image + ": " + std::string(core::imageProblemText(url.error())));
    if (std::ranges::any_of(occlusion.masks.shapes, [](const auto& shape) { return !shape.label.empty(); }))
        problems.push_back(where + ": image " + occlusion.image +
                           ": the labels of its masks stay out (Anki shows a text on the question too)");
    return {anki::ankiOcclusionField(occlusion.masks), picture,
            media.rewrite(header.first, header.imageUrls, where, problems), "", core::escapeHtml(where)};
}

// An Anki deck name: the chapter path's levels joined by "::" (a level's own "::" would be read
// as another level, so it becomes ":"); the deck's root chapter when the path is empty.
std::string ankiDeckName(const core::DeckPath& path)
{
    std::string name;
    for (std::string level : path.components()) {
        for (size_t at = level.find("::"); at != std::string::npos; at = level.find("::", at))
            level.erase(at, 1);
        name += (name.empty() ? "" : "::") + (level.empty() ? std::string("-") : level);
    }
    return name.empty() ? "NoteDeck" : name;
}

// The journal's uid, or (on a deck whose journal is not set up) one made from the card's id in
// this deck: stable for this deck, but not known to another device.
std::string guidOf(const core::CardRecord& card, const std::unordered_map<core::CardId, std::string>& uids)
{
    if (auto found = uids.find(card.id); found != uids.end() && !found->second.empty())
        return found->second;
    const std::string hash = core::contentHash("notedeck-card:" + std::to_string(card.id));
    return hash + core::contentHash(hash);
}

struct ExportState {
    core::AnkiCollectionRows rows;
    std::vector<anki::AnkiDeckEntry> decks;
    std::map<std::string, size_t> deckByName;
    AnkiExportReport report;
};

std::int64_t deckIdFor(ExportState& state, const core::DeckPath& path, const PresetSchedulers& presets)
{
    const std::string name = ankiDeckName(path);
    if (auto known = state.deckByName.find(name); known != state.deckByName.end())
        return state.decks[known->second].id;
    // Its parents first, so each level is a deck of its own with its own option group.
    if (path.components().size() > 1) {
        std::vector<std::string> parent = path.components();
        parent.pop_back();
        deckIdFor(state, core::DeckPath(parent), presets);
    }
    const std::int64_t id = anki::ankiDeckId(name);
    state.deckByName[name] = state.decks.size();
    state.decks.push_back({id, name, presets.presetOf(path) == core::kDefaultPresetId ? 1 : presets.presetOf(path)});
    return id;
}

core::Result<std::filesystem::path> notesFolderOf(Deck& deck, const AnkiExportOptions& options)
{
    if (!options.notesDir.empty())
        return options.notesDir;
    // Only the folder is wanted here, not whether it is the bundled one.
    auto source = notesSourceOf(deck, {});
    if (!source)
        return std::unexpected(source.error());
    return *source ? (*source)->folder : std::filesystem::path();
}

// A folder beside the package for its two collections, removed when done.
struct ScratchFolder {
    std::filesystem::path path;
    ~ScratchFolder()
    {
        std::error_code ignored;
        if (!path.empty())
            std::filesystem::remove_all(path, ignored);
    }
};

} // namespace

core::Result<AnkiExportReport> exportToAnki(Deck& deck, const AnkiExportOptions& options)
{
    storage::DeckStore& store = storeOf(deck);
    const PresetSchedulers& presets = presetsOf(deck);
    const core::Timestamp now = deck.now();
    auto cards = store.cards().list(options.scope, false);
    if (!cards)
        return std::unexpected(cards.error());
    if (cards->empty())
        return core::fail(options.scope.empty() ? "the deck has no cards to export"
                                                : "no cards in " + ankiDeckName(options.scope) + " to export");
    auto identities = store.journal().allIdentities();
    if (!identities)
        return std::unexpected(identities.error());
    std::unordered_map<core::CardId, std::string> uids;
    for (auto& identity : *identities)
        uids.emplace(identity.id, std::move(identity.uid));
    std::unordered_map<core::CardId, std::vector<const core::ReviewRecord*>> answers;
    std::vector<core::ReviewRecord> log;
    if (options.history) {
        auto all = store.reviewLog().all();
        if (!all)
            return std::unexpected(all.error());
        log = std::move(*all);
        for (const auto& r : log)
            answers[r.card].push_back(&r);
    }
    auto notesDir = notesFolderOf(deck, options);
    if (!notesDir)
        return std::unexpected(notesDir.error());
    const auto images = notesDir->empty() ? nullptr : openNoteImages(*notesDir);

    ExportState state;
    const core::DayClock& days = presets.deckWide().clock();
    // Review days count from `crt`: the start of the study day of the earliest answer, so no
    // exported due day is before it.
    core::Timestamp earliest = now;
    for (const auto& r : log)
        earliest = std::min(earliest, r.reviewedAtMs / 1000);
    state.rows.created = days.startOfDay(days.dayIndex(earliest));
    state.rows.modifiedMs = now * 1000;
    anki::MediaNames media(*notesDir);
    const std::vector<ExportNote> notes = notesOf(*cards, state.report.problems);
    std::int64_t nextId = now * 1000;
    int position = 0;
    for (const ExportNote& note : notes) {
        const core::CardRecord& first = note.cards.front()->card;
        const std::string where = first.sourceFile + ":" + std::to_string(first.sourceLine);
        const render::AnkiFields fields = render::ankiFields(first, images.get());
        core::AnkiNoteRow row;
        row.id = ++nextId;
        row.guid = guidOf(first, uids);
        row.noteType = note.typeId;
        row.modified = now;
        if (note.typeId == anki::kOcclusionType)
            row.fields = occlusionFields(*note.occlusion, first, fields, images.get(), media, where, state.report.problems);
        else
            row.fields = {media.rewrite(fields.first, fields.imageUrls, where, state.report.problems),
                          media.rewrite(fields.second, fields.imageUrls, where, state.report.problems),
                          core::escapeHtml(where)};
        row.sortField = anki::fieldText(row.fields.front());
        row.checksum = anki::fieldChecksum(row.sortField);
        ++position;
        for (const core::CardRow* card : note.cards) {
            const scheduler::Scheduler& scheduler = presets.forDeck(card->card.deck);
            core::AnkiCardRow c;
            c.id = ++nextId;
            c.note = row.id;
            c.deck = deckIdFor(state, card->card.deck, presets);
            c.ord = card->card.kind.ankiOrd();
            c.modified = now;
            if (!options.history) {
                anki::setAnkiNewCard(c, card->schedule, position);
            } else {
                const auto& settings = scheduler.settings();
                anki::ScheduleContext context{&days, now, state.rows.created, settings.desired_retention,
                                              scheduler.model().decay(), static_cast<int>(settings.learning_steps.size()),
                                              static_cast<int>(settings.relearning_steps.size())};
                anki::setAnkiSchedule(c, card->schedule, context, position);
                if (auto found = answers.find(card->card.id); found != answers.end())
                    anki::appendAnkiReviews(state.rows.reviews, c.id, found->second);
            }
            state.rows.cards.push_back(std::move(c));
        }
        state.rows.notes.push_back(std::move(row));
    }
    anki::uniqueReviewIds(state.rows.reviews);

    std::vector<anki::AnkiOptionGroup> groups;
    for (const auto& preset : presets.presets())
        groups.push_back({preset.id == core::kDefaultPresetId ? 1 : preset.id, preset.name, preset.scheduler.settings()});
    state.rows.conf = anki::ankiConf(position + 1, days.dayStartHour(), state.decks.front().id);
    state.rows.models = anki::ankiNoteTypes(now);
    state.rows.decks = anki::ankiDecks(state.decks, now);
    state.rows.deckOptions = anki::ankiOptionGroups(groups, now);
    state.rows.tags = "{}";

    ScratchFolder scratch{options.file.parent_path() / (options.file.filename().string() + ".collections")};
    std::error_code error;
    std::filesystem::remove_all(scratch.path, error);
    if (std::filesystem::create_directories(scratch.path, error); error)
        return core::fail("cannot write the Anki package: " + error.message(), scratch.path.string());
    storage::AnkiPackageParts parts{scratch.path / "collection.anki21", scratch.path / "collection.anki2", media.files()};
    if (auto done = storage::writeAnkiCollection(parts.collection, state.rows); !done)
        return std::unexpected(done.error());
    if (auto done = storage::writeAnkiDummyCollection(parts.dummyCollection, state.rows, anki::kBasicType); !done)
        return std::unexpected(done.error());
    if (auto done = storage::writeAnkiPackage(options.file, parts); !done)
        return std::unexpected(done.error());

    state.report.notes = static_cast<int>(state.rows.notes.size());
    state.report.cards = static_cast<int>(state.rows.cards.size());
    state.report.reviews = static_cast<int>(state.rows.reviews.size());
    state.report.decks = static_cast<int>(state.decks.size());
    state.report.media = static_cast<int>(media.files().size());
    return state.report;
}

} // namespace notedeck::service
