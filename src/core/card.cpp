#include "core/card.h"

#include <charconv>

namespace notedeck::core {

int clozeNumberOf(std::string_view variant)
{
    if (variant.size() < 2 || (variant[0] != 'c' && variant[0] != 'h'))
        return 0;
    int number = 0;
    const auto [end, ec] = std::from_chars(variant.data() + 1, variant.data() + variant.size(), number);
    return ec == std::errc() && end == variant.data() + variant.size() && number > 0 ? number : 0;
}

} // namespace notedeck::core
