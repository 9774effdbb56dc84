#pragma once
// Splits a piece of raw HTML from a note (an inline tag or an HTML block, as cmark-gfm hands them
// over) into text, tags and comments, the way an HTML tokenizer reads them, closely enough to
// find the images and the names that are no HTML (raw_html.h). Whatever this reading gets wrong
// is only shown differently, never let through: the card page sanitizes what its own parser reads.
// Also decodes the character references of text and attribute values. Pure functions.
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

struct HtmlAttribute {
    std::string name;    // lower case
    std::string value;   // as written, quotes removed, character references not decoded
};

struct HtmlToken {
    enum class Kind {
        Text,       // `raw` is the text
        StartTag,   // <name attributes…> or <name …/>
        EndTag,     // </name>
        Comment,    // <!-- … -->
        Other,      // <!DOCTYPE …>, <?…>, <![CDATA[…]]>: markup that is never shown
    };
    Kind kind = Kind::Text;
    std::string_view raw;   // the token's source
    std::string name;       // tags: lower case
    std::vector<HtmlAttribute> attributes;   // start tags: the first of each name
    bool selfClosing = false;                // start tags written <name/>

    const std::string* attribute(std::string_view attributeName) const;
};

// A '<' that starts no tag, and a tag that never ends (no '>' before the end of `html`), are text.
std::vector<HtmlToken> tokenizeHtml(std::string_view html);

// Decodes numeric character references and the named ones notes use (&nbsp; &emsp; &ensp; &amp;
// &lt; &gt; &quot; &hellip; &mdash; &times; &rarr; and some forty in all, see the .cpp); any other
// stays as written. For the text a card reads as and for the values of attributes.
std::string decodeCharacterReferences(std::string_view text);

} // namespace notedeck::markdown
