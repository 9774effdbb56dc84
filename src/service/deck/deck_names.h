#pragma once
// The deck tree's chapters by name: a heading as a reader sees it (render/card_names.h), where a
// tree, a list, a title or the command line shows a chapter or a deck path. The deck keeps the
// headings as written, its paths and keys unchanged; a path typed by a person may be either.
#include "core/deck_path.h"
#include "core/result.h"
#include "service/deck/deck.h"

#include <map>
#include <string>
#include <string_view>

namespace notedeck::service {

// "2.jieba分词用法" for the heading "**2.jieba分词用法**".
std::string chapterName(std::string_view heading);
// The names of a path's parts joined by " › ".
std::string deckName(const core::DeckPath& path);

// deckName for the many rows of a list, each path read once.
class DeckNames {
public:
    const std::string& of(const core::DeckPath& path);

private:
    std::map<std::string, std::string> m_names;   // by path key
};

// The deck's path for one a person typed ("A::B", "A › B"), whose parts are the headings as
// written or their names as the lists show them; the typed path itself when the deck has none
// (the caller says there is no such deck, as before).
core::Result<core::DeckPath> findDeckPath(Deck& deck, const core::DeckPath& typed);

} // namespace notedeck::service
