#pragma once
// Escaping text for HTML element content and attribute values (core::escapeHtml, which the
// Markdown renderer uses too), under the render module's name its users know.
#include "core/html_escape.h"

namespace notedeck::render {

using core::appendEscapedHtml;
using core::escapeHtml;

} // namespace notedeck::render
