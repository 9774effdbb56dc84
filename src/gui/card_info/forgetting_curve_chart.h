#pragma once
// The forgetting curve of Card info (Qt Charts): the card's retrievability from its last review
// on, as the scheduler's model gives it for its current stability, with the due day and today
// marked. GUI thread.
#include "gui/card/card_theme.h"
#include "service/cards/card_info.h"

class QChart;

namespace notedeck::gui {

// A new chart of `info`'s curve; null when the card has none (never answered).
QChart* forgettingCurveChart(const service::CardInfo& info, CardTheme resolved);

} // namespace notedeck::gui
