#pragma once
// The JSON columns of an exported Anki collection's `col` row (schema 11): its configuration, the
// note types NoteDeck writes, the decks and the option groups (docs/anki.md).
#include "core/scheduler_settings.h"

#include <cstdint>
#include <string>
#include <vector>

namespace notedeck::service::anki {

// The note types, by fixed ids: equal in every export, so Anki keeps using the ones it has.
inline constexpr std::int64_t kBasicType = 1733000000001;
inline constexpr std::int64_t kReversedType = 1733000000002;
inline constexpr std::int64_t kClozeType = 1733000000003;
// Anki's own image occlusion type (Anki 23.10+), five fields: Occlusion, Image, Header, Back Extra,
// and Comments, which holds the Source.
inline constexpr std::int64_t kOcclusionType = 1733000000004;
inline constexpr int kFieldsPerNote = 3;   // the other types: two fields of the note and its Source

struct AnkiDeckEntry {
    std::int64_t id = 0;
    std::string name;            // levels joined by "::"
    std::int64_t optionGroup = 1;
};

struct AnkiOptionGroup {
    std::int64_t id = 1;
    std::string name;
    core::SchedulerSettings options;
};

std::string ankiConf(std::int64_t nextNewPosition, int dayStartHour, std::int64_t firstDeck);
std::string ankiNoteTypes(std::int64_t modified);
// Also writes Anki's "Default" deck (id 1), which every collection has.
std::string ankiDecks(const std::vector<AnkiDeckEntry>& decks, std::int64_t modified);
std::string ankiOptionGroups(const std::vector<AnkiOptionGroup>& groups, std::int64_t modified);

// A deck id from its name: the same deck gets the same id in every export.
std::int64_t ankiDeckId(const std::string& name);

} // namespace notedeck::service::anki
