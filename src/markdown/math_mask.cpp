#include "markdown/math_mask.h"

namespace notedeck::markdown {

std::string maskMath(std::string_view source, const MathScan& scan)
{
    std::string masked(source);
    for (const MathSpan& span : scan.spans)
        for (size_t i = span.texBegin; i < span.texEnd; ++i)
            if (masked[i] != '\n')
                masked[i] = 'x';
    return masked;
}

} // namespace notedeck::markdown
