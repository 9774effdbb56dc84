#pragma once
// A node of the deck as one document for the Read view: the node's title as the page's question
// side and, as its answer side, every card in note order — sub-section headings, each question
// and its answer rendered like a card, then the card's state and next due date with a link that
// studies just that card (https://notedeck.invalid/card/<id>, handled by the app, never opened).
// Plain functions; safe on any thread (the worker builds documents).
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "render/card_html.h"

#include <QUrl>

#include <optional>

namespace notedeck::scheduler {
class Scheduler;
}
namespace notedeck::storage {
class DeckStore;
}

namespace notedeck::gui {

struct ReadDocument {
    render::CardHtml html;
    int cards = 0;       // cards in the node
    int shown = 0;       // cards in the document (at most the limit)
};

inline constexpr int kReadLimit = 400;

core::Result<ReadDocument> buildReadDocument(storage::DeckStore& deck, const scheduler::Scheduler& scheduler,
                                             const core::DeckPath& scope, core::Timestamp now, int limit = kReadLimit);

// The link that studies card `id`, and the card a clicked link means (nullopt: an ordinary link).
QUrl studyLink(core::CardId id);
std::optional<core::CardId> studyLinkCard(const QUrl& url);

} // namespace notedeck::gui
