#pragma once
// The phone's side of a round trip (docs/anki.md): a package's review rows for notes that came from
// NoteDeck become answers in the study journal, and their cards are replayed from their whole
// history. Private to the service's Anki import.
#include "core/result.h"
#include "service/anki/anki_import.h"
#include "service/deck/deck.h"
#include "storage/anki/collection_reader.h"

#include <cstdint>
#include <set>
#include <unordered_map>

namespace notedeck::service {

// Inside a transaction. `ours` gets the ids of the package's notes whose GUID names a card of this
// deck (uid or alias), so that they are not written again as Markdown.
core::Result<void> importNoteDeckHistory(Deck& deck, const storage::anki::AnkiCollection& collection,
                                         std::set<std::int64_t>& ours, AnkiImportReport& report);

// Inside a transaction: the review rows of the package's cards in `cards` (Anki card id → the card
// here) that the card does not have yet (within a second), written to the journal as this device's
// answers with the memory the card's whole history gives them; the cards are then replayed.
core::Result<void> addAnkiAnswers(Deck& deck, const storage::anki::AnkiCollection& collection,
                                  const std::unordered_map<std::int64_t, core::CardId>& cards, AnkiImportReport& report);

} // namespace notedeck::service
