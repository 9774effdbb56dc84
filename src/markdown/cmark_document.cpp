#include "markdown/cmark_document.h"

#include <cmark-gfm-core-extensions.h>

#include <mutex>

namespace notedeck::markdown {

namespace {
// Registering the core extensions touches global state inside cmark-gfm: do it once.
void ensureExtensionsRegistered()
{
    static std::once_flag once;
    std::call_once(once, [] { cmark_gfm_core_extensions_ensure_registered(); });
}
} // namespace

CmarkDocument::CmarkDocument(std::string_view markdown, int options)
{
    ensureExtensionsRegistered();
    m_parser.reset(cmark_parser_new(options));
    for (const char* name : {"table", "strikethrough", "autolink", "tasklist"}) {
        if (cmark_syntax_extension* ext = cmark_find_syntax_extension(name))
            cmark_parser_attach_syntax_extension(m_parser.get(), ext);
    }
    cmark_parser_feed(m_parser.get(), markdown.data(), markdown.size());
    m_root.reset(cmark_parser_finish(m_parser.get()));
}

cmark_llist* CmarkDocument::extensions() const
{
    return cmark_parser_get_syntax_extensions(m_parser.get());
}

} // namespace notedeck::markdown
