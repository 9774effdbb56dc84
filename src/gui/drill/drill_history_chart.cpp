#include "gui/drill/drill_history_chart.h"

#include "gui/stats/chart_text_room.h"
#include "gui/stats/stats_chart_style.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLabel>
#include <QLocale>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace notedeck::gui {

namespace {

// Percent of room above 100 % and below 0 % on the score axis.
constexpr double kScoreMargin = 8;

// The lines' colours, told apart from each other and from the grid in either theme (the chart
// themes' own series colours include a grey that vanishes into the dark theme's grid).
QColor lineColour(std::size_t index, CardTheme theme)
{
    static constexpr std::array<QRgb, DrillHistoryChart::kMaxLines> kLight = {0x1f6fb4, 0xd9730d, 0x2e9a48,
                                                                              0x8c4fc1, 0xc8344d, 0x13858f};
    static constexpr std::array<QRgb, DrillHistoryChart::kMaxLines> kDark = {0x5aa9f0, 0xf5a04a, 0x5ccf73,
                                                                             0xbc8cf0, 0xf2727f, 0x4fc9d3};
    const auto& colours = theme == CardTheme::Dark ? kDark : kLight;
    return QColor::fromRgb(colours[index % colours.size()]);
}

} // namespace

DrillHistoryChart::DrillHistoryChart(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("drillHistoryChart"));
    m_view = new QChartView(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    m_note = plainLabel(this);
    m_note->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note);
    rebuild();
}

void DrillHistoryChart::setHistory(const std::vector<service::ChapterSeries>& series)
{
    m_series = series;
    m_reading = false;
    rebuild();
}

void DrillHistoryChart::setReading()
{
    m_series.clear();
    m_reading = true;
    rebuild();
}

std::pair<double, double> DrillHistoryChart::scoreRange() const
{
    for (QAbstractAxis* axis : m_view->chart()->axes(Qt::Vertical))
        if (auto* score = qobject_cast<QValueAxis*>(axis))
            return {score->min(), score->max()};
    return {0, 0};
}

QString DrillHistoryChart::note() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

void DrillHistoryChart::setTheme(CardTheme resolved)
{
    m_theme = resolved;
    rebuild();
}

QStringList DrillHistoryChart::lineNames() const
{
    QStringList names;
    for (QAbstractSeries* series : m_view->chart()->series())
        names << series->name();
    return names;
}

int DrillHistoryChart::pointCount() const
{
    int points = 0;
    for (QAbstractSeries* series : m_view->chart()->series())
        points += static_cast<int>(static_cast<QLineSeries*>(series)->count());
    return points;
}

void DrillHistoryChart::rebuild()
{
    // The chapters drilled most often say the most over time; ties in chapter order.
    std::vector<const service::ChapterSeries*> lines;
    for (const auto& series : m_series)
        if (!series.points.empty())
            lines.push_back(&series);
    std::stable_sort(lines.begin(), lines.end(),
                     [](const auto* a, const auto* b) { return a->points.size() > b->points.size(); });
    const int left = std::max(0, static_cast<int>(lines.size()) - kMaxLines);
    if (lines.size() > static_cast<size_t>(kMaxLines))
        lines.resize(kMaxLines);

    auto* chart = new QChart();
    chart->setTheme(m_theme == CardTheme::Dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setTitle(tr("Score per chapter over your drills"));
    chart->setLocale(QLocale());

    auto* time = new QDateTimeAxis(chart);
    time->setFormat(dayMonthFormat());
    time->setTickCount(4);
    // Ticks every 20 % from 0, on an axis a little wider than 0–100 %: a point at 100 % or 0 %
    // is drawn whole inside the plot, and a line there does not run along its frame.
    auto* score = new QValueAxis(chart);
    score->setRange(-kScoreMargin, 100 + kScoreMargin);
    score->setTickType(QValueAxis::TicksDynamic);
    score->setTickAnchor(0);
    score->setTickInterval(20);
    score->setLabelFormat(QStringLiteral("%d%"));
    chart->addAxis(time, Qt::AlignBottom);
    chart->addAxis(score, Qt::AlignLeft);

    qint64 first = 0;
    qint64 last = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const service::ChapterSeries* line = lines[i];
        auto* series = new QLineSeries(chart);
        QPen pen(lineColour(i, m_theme));
        pen.setWidthF(2);
        series->setPen(pen);
        // A legend's label is rich text: a chapter's name from the notes is escaped.
        series->setName(line->chapter.empty() ? tr("Whole deck")
                                              : chapterName(line->chapter.components().back()).toHtmlEscaped());
        series->setPointsVisible(true);
        for (const service::ChapterPoint& point : line->points) {
            const qint64 ms = point.at * 1000;
            series->append(static_cast<qreal>(ms), point.score * 100.0);
            first = first == 0 ? ms : std::min(first, ms);
            last = std::max(last, ms);
        }
        chart->addSeries(series);
        series->attachAxis(time);
        series->attachAxis(score);
    }
    // A single drill still gets an axis a day wide, so its points are not on the frame.
    if (first == 0) {
        last = QDateTime::currentMSecsSinceEpoch();
        first = last - 7LL * 86'400'000;
    }
    const qint64 pad = std::max<qint64>((last - first) / 20, 43'200'000);
    time->setRange(QDateTime::fromMSecsSinceEpoch(first - pad), QDateTime::fromMSecsSinceEpoch(last + pad));

    QChart* old = m_view->chart();
    m_view->setChart(chart);
    delete old;   // setChart() leaves the previous chart to the caller
    makeRoomForTexts(m_view);

    if (m_reading)
        m_note->setText(tr("Reading the drill history…"));
    else if (lines.empty())
        m_note->setText(tr("No drills yet: the score per chapter appears here after the first one."));
    else if (left > 0)
        m_note->setText(tr("%n more chapter(s) drilled less often are not drawn.", nullptr, left));
    m_note->setVisible(m_reading || lines.empty() || left > 0);
}

} // namespace notedeck::gui
