#pragma once
// The entry points the fuzzers drive, shared with the regression test that replays every input
// the fuzzers ever found (tests/data/fuzz-regressions/) in the normal test build. Each aborts
// when an invariant of its module does not hold, so a fuzzer reports it like a crash.
#include <string_view>

namespace notedeck::fuzz {

// markdown::scanMath on the raw bytes, then notes::parseNoteFile on the input made valid for its
// contract (UTF-8, LF line endings, no BOM), as the notes folder reader would hand it over.
void notesEntry(std::string_view bytes);

// render::markdownToHtml and render::renderCard on the input made valid UTF-8.
void renderEntry(std::string_view bytes);

} // namespace notedeck::fuzz
