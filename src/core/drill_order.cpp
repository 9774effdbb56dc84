#include "core/drill_order.h"

namespace notedeck::core {

std::string_view toString(DrillOrder order)
{
    switch (order) {
    case DrillOrder::Random: return "random";
    case DrillOrder::Weakest: return "weakest";
    case DrillOrder::Unseen: return "unseen";
    }
    return "random";
}

std::optional<DrillOrder> parseDrillOrder(std::string_view text)
{
    for (DrillOrder order : {DrillOrder::Random, DrillOrder::Weakest, DrillOrder::Unseen})
        if (text == toString(order))
            return order;
    return std::nullopt;
}

} // namespace notedeck::core
