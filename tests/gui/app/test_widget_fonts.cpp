// Widget text in Chinese: Simplified Chinese glyphs, and the same weight on the light theme's
// white as on the dark theme's near-black (it came out almost bold in the dark before).
#include "gui/app/app_fonts.h"

#include <QApplication>
#include <QFontInfo>
#include <QGlyphRun>
#include <QImage>
#include <QPainter>
#include <QRawFont>
#include <QTextLayout>

#include <catch2/catch.hpp>

using namespace notedeck::gui;

namespace {

const QString kText = QStringLiteral("基础知识 › 分布式基础 · 多线程、多进程和协程的区别");

// How much of `text` is drawn, in pixels' worth of full coverage: each pixel counts for how far
// its grey lies from the background's towards the text colour's.
double ink(const QFont& font, const QColor& background, const QColor& text)
{
    QImage image(420, 40, QImage::Format_ARGB32_Premultiplied);
    image.fill(background);
    QPainter painter(&image);
    painter.setFont(font);
    painter.setPen(text);
    painter.drawText(image.rect(), Qt::AlignLeft | Qt::AlignVCenter, kText);
    painter.end();
    const double from = qGray(background.rgb());
    const double to = qGray(text.rgb());
    double sum = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            sum += (qGray(image.pixel(x, y)) - from) / (to - from);
    return sum;
}

} // namespace

TEST_CASE("Chinese in the widgets weighs the same in the light and the dark theme", "[app][fonts]")
{
    setUpWidgetFonts();
    QFont font = QApplication::font();
    font.setPixelSize(13);   // a size no widget used yet, so its glyphs are drawn afresh
    const double light = ink(font, Qt::white, QColor(0x1f, 0x23, 0x28));
    const double dark = ink(font, QColor(0x1b, 0x1d, 0x21), QColor(0xe3, 0xe5, 0xe8));
    INFO("light " << light << ", dark " << dark);
    REQUIRE(light > 100);   // something was drawn
    CHECK(dark / light == Approx(1.0).epsilon(0.08));
}

TEST_CASE("Chinese in the widgets uses a Simplified Chinese font when one is installed", "[app][fonts]")
{
    setUpWidgetFonts();
    QTextLayout layout(QStringLiteral("基础知识"), QApplication::font());
    layout.beginLayout();
    layout.createLine();
    layout.endLayout();
    const QList<QGlyphRun> runs = layout.glyphRuns();
    REQUIRE_FALSE(runs.isEmpty());
    const QString family = runs.front().rawFont().familyName();
    INFO(family.toStdString());
    for (const QString& japanese : {QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Source Han Sans JP")})
        CHECK(family != japanese);
    // The Latin text keeps the desktop's font.
    CHECK_FALSE(QApplication::font().families().isEmpty());
    CHECK(QApplication::font().families().front() == QFontInfo(QApplication::font()).family());
}
