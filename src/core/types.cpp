#include "core/types.h"

namespace notedeck::core {

const char* toString(CardState state)
{
    switch (state) {
    case CardState::New: return "new";
    case CardState::Learning: return "learning";
    case CardState::Review: return "review";
    case CardState::Relearning: return "relearning";
    }
    return "unknown";
}


} // namespace notedeck::core
