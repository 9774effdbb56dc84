#pragma once
// Fallible calls below the GUI return Result<T>: a value or an Error a user can act on.
#include <expected>
#include <string>

namespace notedeck::core {

struct Error {
    std::string message;   // what went wrong and, where possible, what to do about it
    std::string file;      // the notes file or deck file concerned, empty when none
    int line = 0;          // 1-based line in `file`, 0 when not applicable

    // "file:line: message" (or the parts that exist).
    std::string toString() const;
};

template <typename T>
using Result = std::expected<T, Error>;

inline std::unexpected<Error> fail(std::string message, std::string file = {}, int line = 0)
{
    return std::unexpected<Error>(Error{std::move(message), std::move(file), line});
}

} // namespace notedeck::core
