// The round trip: the studied bundled deck exported to Anki and the package imported into an empty
// notes folder with a fresh deck gives the same cards, in the same chapters, with the same answers
// and the same FSRS memory.
#include "service/anki/anki_export.h"
#include "service/anki/anki_import.h"
#include "service/statistics/demo_history.h"
#include "service/sync/sync.h"
#include "storage/deck_store.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <map>
#include <set>
#include <tuple>

using namespace notedeck;
using testing::TempNotes;

namespace {

// What a card keeps through the trip: its kind as Anki has it (a ==highlight== cloze is a cloze
// there), how many answers it has, and its memory to four significant digits.
using CardTrace = std::tuple<std::string, size_t, std::string, std::string>;
// Chapter ("基础知识 › Python") → the cards in it.
using DeckTrace = std::map<std::string, std::multiset<CardTrace>>;

std::string fourDigits(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

std::string kindOf(const std::string& variant)
{
    if (variant.empty())
        return "basic";
    if (variant == "r")
        return "reverse";
    return "cloze";
}

DeckTrace traceOf(TempNotes& t)
{
    DeckTrace trace;
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    for (const auto& row : *rows) {
        auto log = t.store().reviewLog().of(row.card.id);
        REQUIRE(log);
        trace[row.card.deck.display()].insert({kindOf(row.card.kind.stored()), log->size(),
                                               fourDigits(row.schedule.stability), fourDigits(row.schedule.difficulty)});
    }
    return trace;
}

size_t answersIn(const DeckTrace& trace)
{
    size_t answers = 0;
    for (const auto& [chapter, cards] : trace)
        for (const auto& card : cards)
            answers += std::get<1>(card);
    return answers;
}

} // namespace

TEST_CASE("the studied bundled deck goes to Anki and back with the same cards, chapters, answers and memory")
{
    TempNotes studied;
    std::filesystem::copy(NOTEDECK_CONTENT_DIR, studied.notes(),
                          std::filesystem::copy_options::recursive | std::filesystem::copy_options::overwrite_existing);
    studied.import();
    REQUIRE(service::followNotes(studied.deck(), studied.notes(), false));
    service::DemoHistoryOptions history;
    history.days = 30;
    REQUIRE(service::fabricateHistory(studied.deck(), studied.clock.now(), history));

    service::AnkiExportOptions out;
    out.file = studied.notes().parent_path() / "studied.apkg";
    auto exported = service::exportToAnki(studied.deck(), out);
    INFO((exported ? std::string() : exported.error().toString()));
    REQUIRE(exported);
    CHECK(exported->problems.empty());

    TempNotes fresh;
    fresh.clock.set(studied.clock.now());
    fresh.import();   // an empty notes folder: a deck with no card
    REQUIRE(service::followNotes(fresh.deck(), fresh.notes(), false));
    auto imported = service::importAnkiPackage(fresh.deck(), {out.file, fresh.notes() / "Anki", fresh.notes()});
    INFO((imported ? imported->toText() : imported.error().toString()));
    REQUIRE(imported);
    CHECK(imported->problems.empty());
    CHECK(imported->fromNoteDeck == 0);
    CHECK(imported->notesWritten == exported->notes);
    CHECK(imported->notesImported);
    CHECK(imported->otherKinds.empty());

    const DeckTrace before = traceOf(studied);
    const DeckTrace after = traceOf(fresh);
    REQUIRE(answersIn(before) == static_cast<size_t>(exported->reviews));
    CHECK(answersIn(before) > 500);   // studied for a month, so the memory is worth comparing
    CHECK(answersIn(after) == answersIn(before));
    // Chapter by chapter, card by card.
    std::set<std::string> chaptersBefore, chaptersAfter;
    for (const auto& [chapter, cards] : before)
        chaptersBefore.insert(chapter);
    for (const auto& [chapter, cards] : after)
        chaptersAfter.insert(chapter);
    CHECK(chaptersAfter == chaptersBefore);
    for (const auto& [chapter, cards] : before) {
        INFO(chapter);
        CHECK(after.count(chapter) == 1);
        if (after.count(chapter))
            CHECK(after.at(chapter) == cards);
    }
}
