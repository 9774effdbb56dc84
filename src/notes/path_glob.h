#pragma once
// Glob patterns over '/'-separated paths relative to the notes folder, as the rules file writes
// them: `*` any characters but '/', `?` one character but '/', `**` as a whole part any number of
// folders. A pattern that matches a folder matches every file below it.
#include <string_view>

namespace notedeck::notes {

bool globMatches(std::string_view pattern, std::string_view path);

} // namespace notedeck::notes
