#include "gui/app/app_fonts.h"

#include <QApplication>
#include <QFont>
#include <QFontInfo>

#if NOTEDECK_QT_SYSTEM_FREETYPE
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_DRIVER_H
#include FT_MODULE_H

// The FreeType library Qt draws the calling thread's text with. Exported by QtGui (declared in
// its private qfontengine_ft_p.h); only used when QtGui is linked to the system FreeType, the one
// these headers describe (see src/gui/CMakeLists.txt).
FT_Library qt_getFreetype();
#endif

namespace notedeck::gui {

void setUpWidgetFonts()
{
#if NOTEDECK_QT_SYSTEM_FREETYPE
    // Qt turns the CFF driver's stem darkening on when it creates the library, so this comes after.
    FT_Bool noStemDarkening = 1;
    FT_Property_Set(qt_getFreetype(), "cff", "no-stem-darkening", &noStemDarkening);
#endif
    // The resolved family first (a generic name such as "Sans Serif" would let a CJK font take
    // the Latin text too), then Simplified Chinese fonts for the characters it lacks.
    QFont font = QApplication::font();
    font.setFamilies({QFontInfo(font).family(), QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Source Han Sans SC"),
                      QStringLiteral("Source Han Sans CN"), QStringLiteral("WenQuanYi Micro Hei")});
    QApplication::setFont(font);
}

} // namespace notedeck::gui
