#include "gui/shared/stats_chart_style.h"

#include "gui/shared/chart_text_room.h"
#include "gui/shared/review_theme.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QCategoryAxis>
#include <QLocale>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace notedeck::gui {

QColor chartColour(ChartColour colour, CardTheme resolved)
{
    const bool dark = resolved == CardTheme::Dark;
    switch (colour) {
    // The answer buttons' colours, so a rating looks the same on the review screen and here.
    case ChartColour::Again: return reviewColour(ReviewColour::Again, resolved);
    case ChartColour::Hard: return reviewColour(ReviewColour::Hard, resolved);
    case ChartColour::Good: return reviewColour(ReviewColour::Good, resolved);
    case ChartColour::Easy: return reviewColour(ReviewColour::Easy, resolved);
    case ChartColour::New: return reviewColour(ReviewColour::New, resolved);
    case ChartColour::Learning: return dark ? QColor(0xff, 0xb3, 0x6b) : QColor(0xd0, 0x6a, 0x00);
    case ChartColour::Relearning: return reviewColour(ReviewColour::Learning, resolved);
    case ChartColour::Young: return dark ? QColor(0xa8, 0xe6, 0x9f) : QColor(0x5c, 0xb8, 0x5c);
    case ChartColour::Mature: return dark ? QColor(0x4c, 0xaf, 0x50) : QColor(0x1b, 0x6e, 0x2a);
    case ChartColour::Suspended: return dark ? QColor(0xd9, 0xc2, 0x5a) : QColor(0xa0, 0x86, 0x00);
    case ChartColour::Accent: return dark ? QColor(0x7c, 0xb7, 0xff) : QColor(0x2a, 0x5d, 0xb0);
    case ChartColour::Reference: break;
    }
    return reviewColour(ReviewColour::Muted, resolved);
}

QColor heatColour(int level, CardTheme resolved)
{
    // From the background towards a saturated green, so busier days stand out in both themes.
    static const QColor light[] = {QColor(0xe4, 0xe7, 0xeb), QColor(0xb7, 0xe1, 0xb0), QColor(0x72, 0xc2, 0x6c),
                                   QColor(0x2f, 0x95, 0x3d), QColor(0x14, 0x5c, 0x22)};
    // Dark: each level at least 1.5:1 against the one below it (WCAG contrast), level 1 nearly 3:1
    // against the window, so that the quietest days do not vanish into "none".
    static const QColor dark[] = {QColor(0x3b, 0x40, 0x48), QColor(0x2f, 0x7a, 0x40), QColor(0x4a, 0xa6, 0x5a),
                                  QColor(0x7f, 0xd0, 0x7c), QColor(0xc2, 0xf5, 0xb8)};
    const int i = level < 0 ? 0 : level > 4 ? 4 : level;
    return resolved == CardTheme::Dark ? dark[i] : light[i];
}

QChart* newChart(const QString& title, CardTheme resolved)
{
    auto* chart = new QChart();
    chart->setTheme(resolved == CardTheme::Dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // The window's colour instead of the theme's own, so the charts sit in the app like its other
    // widgets do.
    chart->setBackgroundBrush(QApplication::palette().color(QPalette::Window));
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setTitle(title);
    chart->setLocale(QLocale());   // date axes name months in the interface language
    QFont titleFont = QApplication::font();
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setTitleBrush(QApplication::palette().color(QPalette::WindowText));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(QApplication::palette().color(QPalette::WindowText));
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

namespace {

QValueAxis* newAxis(QChart* chart, const QString& title, Qt::Alignment alignment)
{
    auto* axis = new QValueAxis(chart);
    axis->setTitleText(title);
    chart->addAxis(axis, alignment);
    return axis;
}

// Ticks every `step` from `anchor` on, whatever the range (its ends need not be ticks).
void setTicks(QValueAxis* axis, double anchor, double step)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(anchor);
    axis->setTickInterval(step);
    axis->setLabelFormat(step < 1 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
}

} // namespace

AxisScale countScale(double max)
{
    if (!(max > 0))
        return {};
    // About five steps under the data, then whole steps up to 5% above it.
    const double raw = max / 5;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * power;
    for (double m : {1.0, 2.0, 5.0}) {
        if (m * power >= raw - 1e-12) {
            step = m * power;
            break;
        }
    }
    if (max >= 1)
        step = std::max(step, 1.0);   // whole numbers of answers or cards
    return {step * std::ceil(max * 1.05 / step - 1e-9), step};
}

QValueAxis* addCountAxis(QChart* chart, const QString& title, double max, Qt::Alignment alignment)
{
    const AxisScale scale = countScale(max);
    QValueAxis* axis = newAxis(chart, title, alignment);
    axis->setRange(0, scale.top);
    setTicks(axis, 0, scale.step);
    return axis;
}

QValueAxis* addPercentAxis(QChart* chart, const QString& title, double lowest, Qt::Alignment alignment, double step)
{
    const double bottom = std::clamp(std::floor(lowest / 10.0 - 1.0) * 10.0, 0.0, 90.0);
    const double margin = (100 - bottom) * kAxisMargin;
    QValueAxis* axis = newAxis(chart, title, alignment);
    axis->setRange(bottom > 0 ? bottom - margin : 0, 100 + margin);
    setTicks(axis, bottom, step);
    return axis;
}

double percentStep(double lowestShare)
{
    return lowestShare >= 0.6 ? 5 : lowestShare >= 0.3 ? 10 : 20;
}

QValueAxis* addPaddedAxis(QChart* chart, const QString& title, double first, double last, double step,
                          Qt::Alignment alignment)
{
    QValueAxis* axis = newAxis(chart, title, alignment);
    axis->setRange(first - step / 2, std::max(last, first + step) + step / 2);
    setTicks(axis, first, step);
    return axis;
}

void colourAxis(QValueAxis* axis, const QColor& colour)
{
    axis->setLinePenColor(colour);
    axis->setTitleBrush(colour);
}

QDateTime dateTimeOf(const service::CalendarDate& date)
{
    return QDateTime(QDate(date.year, date.month, date.day), QTime(0, 0));
}

QString chapterCategory(const core::DeckPath& chapter, const QStringList& taken)
{
    // A name as long as real notes have them would make the chart, and the page it is on, wider
    // than a window: shortened in its middle.
    const QFontMetrics metrics(QApplication::font());
    const auto& parts = chapter.components();
    QString name = parts.empty() ? StatsText::tr("(the whole deck)")
                                 : elidedName(chapterName(parts.back()), metrics, kCategoryCharacters).toHtmlEscaped();
    if (taken.contains(name))
        name = elidedName(deckName(chapter), metrics, kCategoryCharacters).toHtmlEscaped();
    const QString shortened = name;
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(shortened).arg(n);
    return name;
}

QString dayMonthFormat()
{
    return StatsText::tr("MMM d", "date format of chart labels (QDate::toString): month and day");
}

QString monthYearFormat()
{
    return StatsText::tr("MMM yyyy", "date format of chart labels (QDate::toString): month and year");
}

void addDayAxis(QChart* chart, const service::CalendarDate& first, const service::CalendarDate& last, const QString& title)
{
    // The bars stand at 0 … n - 1 on the hidden category axis; this axis spans the same range and
    // names a day every week or so, counting back from the last day (today, or the forecast's end).
    const QDate from(first.year, first.month, first.day);
    const int days = static_cast<int>(from.daysTo(QDate(last.year, last.month, last.day))) + 1;
    const int step = days <= 31 ? 7 : days <= 92 ? 14 : 61;
    const QLocale locale;
    std::vector<std::pair<QString, double>> labels;
    for (int i = (days - 1) % step; i < days; i += step)
        labels.emplace_back(locale.toString(from.addDays(i), dayMonthFormat()), i);
    addBarLabelAxis(chart, days, std::move(labels), title, true);
}

void addBarLabelAxis(QChart* chart, int bars, std::vector<std::pair<QString, double>> labels, const QString& title,
                     bool fromEnd)
{
    auto* axis = new QCategoryAxis(chart);
    axis->setTitleText(title);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(-0.5, bars - 0.5);
    axis->setGridLineVisible(false);
    chart->addAxis(axis, Qt::AlignBottom);
    // As many of the labels named as the axis has room for (the last one always when `fromEnd`).
    labelWhatFits(chart, axis, std::move(labels), fromEnd);
    // An axis is only laid out with a series on it: an invisible line across the range carries it.
    auto* carrier = new QLineSeries(chart);
    carrier->append(-0.5, 0);
    carrier->append(bars - 0.5, 0);
    chart->addSeries(carrier);
    carrier->setPen(Qt::NoPen);
    carrier->attachAxis(axis);
    if (const auto vertical = chart->axes(Qt::Vertical); !vertical.isEmpty())
        carrier->attachAxis(vertical.first());
    for (QLegendMarker* marker : chart->legend()->markers(carrier))
        marker->setVisible(false);
}

void replaceChart(QChartView* view, QChart* chart)
{
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
    makeRoomForTexts(view);
}

} // namespace notedeck::gui
