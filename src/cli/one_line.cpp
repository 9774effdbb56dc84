#include "cli/one_line.h"

namespace notedeck::cli {

std::string oneLine(std::string_view text)
{
    std::string line(text);
    for (char& c : line)
        if (static_cast<unsigned char>(c) < 0x20 || c == '\x7f')
            c = ' ';
    return line;
}

} // namespace notedeck::cli
