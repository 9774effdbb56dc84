#pragma once
// Cards and chapters by name in the interface language (service/cards/card_text.h,
// service/deck/deck_names.h): a heading or a card's asked side as a reader sees it, on one line. What
// they return is plain text, for the labels, items and tooltips of plain_text.h. GUI thread.
#include "core/card.h"
#include "core/deck_path.h"
#include "service/cards/card_text.h"

#include <QString>

#include <string>

namespace notedeck::gui {

// The words of a card's kind, translated.
service::CardKindWords cardKindWords();
// "Basic", "Reverse", "Cloze 2".
QString cardKindLabel(const core::CardRecord& card);
// The side the card asks, the reverse of a pair marked "(reverse)".
QString cardName(const core::CardRecord& card);
// A text of the card (the search's marked question) with the same mark.
QString withKindMark(const QString& name, const core::CardRecord& card);

QString chapterName(const std::string& heading);
QString deckName(const core::DeckPath& path);

} // namespace notedeck::gui
