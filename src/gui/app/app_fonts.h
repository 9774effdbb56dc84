#pragma once
// The widgets' text for Chinese notes. Two things Qt does not do by itself:
//  - Simplified Chinese glyphs whatever the system's locale: outside a Chinese locale the
//    fallback for Han characters is the first CJK font fontconfig lists (Noto Sans CJK JP on
//    Debian), whose glyph forms differ from the card page's (lang="zh-Hans").
//  - The same weight in the light and the dark theme: the usual CJK fonts (Noto Sans CJK, Source
//    Han Sans) have CFF outlines, which Qt renders with FreeType's stem darkening and blends in
//    linear light. Dark text on white then looks right, but light text on a dark background comes
//    out about a third heavier, almost bold, while Latin text (TrueType) looks the same in both.
//    Turning stem darkening off makes Qt blend these fonts like the TrueType ones.
// Call once on the GUI thread after the QApplication exists and before any window shows.
namespace notedeck::gui {

void setUpWidgetFonts();

} // namespace notedeck::gui
