#pragma once
// UTF-8 text helpers used by the notes importer and identity matching (no locale involved).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::core {

// Byte offset of the first byte that is not valid UTF-8, or nullopt when all of it is.
std::optional<size_t> findInvalidUtf8(std::string_view text);

// `text` with every byte that is not part of valid UTF-8 replaced by U+FFFD (one per byte), as a
// browser shows it; valid text comes back unchanged.
std::string withValidUtf8(std::string text);

// Decodes valid UTF-8 into code points (invalid bytes become U+FFFD).
std::vector<char32_t> decodeUtf8(std::string_view text);
void appendUtf8(std::string& out, char32_t codePoint);

std::string trim(std::string_view text);

// `text` with A–Z lowered, every other byte kept: case-insensitive matching that keeps byte offsets.
std::string asciiLower(std::string text);

// The identity of a question: case-folded (ASCII), whitespace, punctuation and Markdown
// markup removed, full-width forms folded, so "讲一下 X？" and "讲一下X?" compare equal.
std::string normalizeForIdentity(std::string_view text);

// Stable 64-bit content hash (FNV-1a), as 16 hex digits.
std::string contentHash(std::string_view text);

// 1-based line number of a byte offset.
int lineOfOffset(std::string_view text, size_t offset);

// The lines of `text` without their '\n' (views into it); a final newline ends the last line
// rather than starting an empty one.
std::vector<std::string_view> splitLines(std::string_view text);

} // namespace notedeck::core
