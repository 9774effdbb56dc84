#pragma once
// A node of the deck as one document for the Read view: the node's title as the page's question
// side and, as its answer side, every card in note order — sub-section headings, each question
// and its answer rendered like a card, then the card's state and next due date (suspended, leech,
// buried) with a link that studies just that card (https://notedeck.invalid/card/<id>) and, for a
// suspended or buried card, one that brings it back (…/unsuspend/<id>, …/unbury/<id>), and one
// that opens its card info (…/info/<id>); the app
// handles these links, they are never opened.
// Plain functions; safe on any thread (the worker builds documents).
#include "core/deck_path.h"
#include "core/result.h"
#include "core/types.h"
#include "render/card_html.h"

#include <QUrl>

#include <optional>

namespace notedeck::service {
class Deck;
}

namespace notedeck::gui {

struct ReadDocument {
    render::CardHtml html;
    int cards = 0;       // cards in the node
    int shown = 0;       // cards in the document (at most the limit)
};

inline constexpr int kReadLimit = 400;

// The cards of `scope` as one page (the first `limit`), their images looked up in `images`.
core::Result<ReadDocument> buildReadDocument(service::Deck& deck, const core::DeckPath& scope, core::Timestamp now,
                                             const core::ImageResolver* images = nullptr, int limit = kReadLimit);

// What a link of the document asks for.
enum class ReadLinkAction { Study, Unsuspend, Unbury, Info };
struct ReadLink {
    ReadLinkAction action = ReadLinkAction::Study;
    core::CardId card = 0;
};
QUrl readLink(ReadLinkAction action, core::CardId id);
// The action a clicked link means (nullopt: an ordinary link).
std::optional<ReadLink> readLinkOf(const QUrl& url);

// The link that studies card `id`, and the card a clicked study link means.
QUrl studyLink(core::CardId id);
std::optional<core::CardId> studyLinkCard(const QUrl& url);

} // namespace notedeck::gui
