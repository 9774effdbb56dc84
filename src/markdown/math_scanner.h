#pragma once
// Finds $…$ and $$…$$ math in Markdown source before cmark-gfm parses it, so that TeX
// backslashes, underscores and asterisks survive. Shared by the importer and the renderer.
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

struct MathSpan {
    size_t begin = 0;      // byte offset of the opening delimiter
    size_t end = 0;        // byte offset just past the closing delimiter
    size_t texBegin = 0;   // byte range of the TeX between the delimiters
    size_t texEnd = 0;
    bool display = false;  // $$…$$
    int line = 0;          // 1-based line of the opening delimiter
};

struct SourceProblem {
    enum class Kind { DisplayMathNotClosed, CodeFenceNotClosed };
    int line = 0;
    std::string message;
    Kind kind = Kind::DisplayMathNotClosed;
};

struct MathScan {
    std::vector<MathSpan> spans;          // in source order, never overlapping
    std::vector<SourceProblem> problems;  // an unterminated $$, a code fence never closed
};

// Code spans, fenced and indented code blocks and \$ are not math; a $ that cannot open or
// close inline math by Pandoc's rule ("$5 and $10") stays text.
MathScan scanMath(std::string_view source);

// The TeX of a span.
inline std::string_view texOf(std::string_view source, const MathSpan& span)
{
    return source.substr(span.texBegin, span.texEnd - span.texBegin);
}

} // namespace notedeck::markdown
