#pragma once
// Hides math from cmark-gfm without moving anything: every byte of TeX becomes 'x' (newlines
// stay), so block structure and source positions of the masked text equal the original's.
#include "markdown/math_scanner.h"

#include <string>
#include <string_view>

namespace notedeck::markdown {

std::string maskMath(std::string_view source, const MathScan& scan);

} // namespace notedeck::markdown
