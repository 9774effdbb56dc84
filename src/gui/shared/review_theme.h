#pragma once
// The colours of the review screen's bars and summary, taken from the card theme, so that the
// buttons around a dark card are dark too. Plain functions; GUI thread.
#include "gui/card/card_theme.h"

#include <QColor>
#include <QPalette>

namespace notedeck::gui {

// `base` with the window, text and button colours of the resolved card theme.
QPalette reviewPalette(CardTheme resolved, const QPalette& base);

// Colours of the three counts and of the four answers, readable on the theme's background.
enum class ReviewColour { New, Learning, Review, Again, Hard, Good, Easy, Muted };
QColor reviewColour(ReviewColour colour, CardTheme resolved);

} // namespace notedeck::gui
