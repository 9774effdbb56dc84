#pragma once
// The app's widgets follow the card theme: a light or dark Fusion palette, or, for "System", the
// palette the desktop gave the app at start (which the card page then follows too). GUI thread.
#include "gui/card/card_theme.h"

namespace notedeck::gui {

// Remembers the desktop's palette; call once after the QApplication exists, before any theme.
void rememberSystemPalette();
void applyWidgetTheme(CardTheme theme);

} // namespace notedeck::gui
