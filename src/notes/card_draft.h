#pragma once
// A card as written in the notes, before it is matched to the deck.
#include "core/deck_path.h"

#include <string>

namespace notedeck::notes {

enum class CardKind { ListItem, Heading };

struct CardDraft {
    core::DeckPath deck;      // heading path, e.g. 基础知识 › Python › 基本特性
    std::string question;     // Markdown, exactly as written (de-indented)
    std::string answer;       // Markdown, exactly as written (de-indented)
    std::string file;         // path relative to the notes folder, '/'-separated
    int line = 0;             // 1-based line of the question
    int ordinal = 0;          // position within its file; note order is (file, ordinal)
    CardKind kind = CardKind::ListItem;
};

} // namespace notedeck::notes
