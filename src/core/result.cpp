#include "core/result.h"

namespace notedeck::core {

std::string Error::toString() const
{
    std::string out;
    if (!file.empty()) {
        out += file;
        if (line > 0)
            out += ":" + std::to_string(line);
        out += ": ";
    }
    return out + message;
}

} // namespace notedeck::core
