#pragma once
// What Anki derives from a note's first field: the sort field (its text, the HTML tags taken out)
// and the duplicate checksum (the first 8 hex digits of the text's SHA-1, as a number).
#include <cstdint>
#include <string>
#include <string_view>

namespace notedeck::service::anki {

std::string fieldText(std::string_view html);
std::int64_t fieldChecksum(std::string_view text);
// The SHA-1 of `bytes` as 40 lowercase hex digits.
std::string sha1Hex(std::string_view bytes);

} // namespace notedeck::service::anki
