#include "gui/review/session_summary_view.h"

#include "gui/shared/review_theme.h"
#include "gui/shared/study_texts.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"

#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace notedeck::gui {

namespace {

QLabel* valueLabel(const QString& name, QWidget* parent)
{
    auto* label = plainLabel(parent);
    label->setObjectName(name);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    label->setFont(font);
    return label;
}

} // namespace

SessionSummaryView::SessionSummaryView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sessionSummary"));
    setAutoFillBackground(true);

    m_title = plainLabel(this);
    m_title->setObjectName(QStringLiteral("summaryTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    auto* form = new QFormLayout();
    form->setLabelAlignment(Qt::AlignRight);
    form->setHorizontalSpacing(18);
    form->setVerticalSpacing(10);
    auto row = [&](const QString& caption, QLabel* value) {
        auto* label = plainLabel(caption, this);
        m_captions.append(label);
        form->addRow(label, value);
    };
    m_cards = valueLabel(QStringLiteral("summaryCards"), this);
    m_time = valueLabel(QStringLiteral("summaryTime"), this);
    m_again = valueLabel(QStringLiteral("summaryAgain"), this);
    m_tomorrow = valueLabel(QStringLiteral("summaryTomorrow"), this);
    row(tr("Cards done"), m_cards);
    row(tr("Time spent"), m_time);
    row(tr("Again"), m_again);
    row(tr("Due tomorrow"), m_tomorrow);

    m_later = plainLabel(this);
    m_later->setObjectName(QStringLiteral("summaryLater"));
    m_later->setAlignment(Qt::AlignCenter);
    m_later->setWordWrap(true);

    m_continue = new RoomyButton(tr("Study the learning cards"), 200, 34, this);
    m_continue->setObjectName(QStringLiteral("summaryContinue"));
    m_continue->setFocusPolicy(Qt::NoFocus);
    m_continue->setToolTip(tr("Show the learning cards that are due by now (Space or Enter)"));
    m_close = new RoomyButton(tr("Back to the deck"), 160, 34, this);
    m_close->setObjectName(QStringLiteral("summaryClose"));
    m_close->setFocusPolicy(Qt::NoFocus);
    m_close->setToolTip(tr("Back to the deck (Esc)"));
    connect(m_continue, &QPushButton::clicked, this, &SessionSummaryView::continueRequested);
    connect(m_close, &QPushButton::clicked, this, &SessionSummaryView::closeRequested);

    m_keys = plainLabel(tr("Esc: back to the deck · U: undo the last answer"), this);
    m_keys->setAlignment(Qt::AlignCenter);
    m_keys->setWordWrap(true);

    auto* buttons = new FlowLayout(FlowLayout::Spread::Centre);
    buttons->addWidget(m_continue);
    buttons->addWidget(m_close);

    auto* centre = new QHBoxLayout();
    centre->addStretch(1);
    centre->addLayout(form);
    centre->addStretch(1);

    // The page scrolls when the window is too low for it.
    auto* page = new QWidget();
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->setSpacing(18);
    layout->addStretch(2);
    layout->addWidget(m_title);
    layout->addLayout(centre);
    layout->addWidget(m_later);
    layout->addLayout(buttons);
    layout->addWidget(m_keys);
    layout->addStretch(3);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scrollingPage(page, this));
}

void SessionSummaryView::setSummary(const service::SessionSummary& summary, core::Timestamp now)
{
    m_summary = summary;
    const auto& stats = summary.stats;
    const QLocale locale;
    m_title->setText(stats.answered ? tr("Session complete") : tr("Nothing is due now"));
    const QString cards = stats.answered == 1 ? tr("1 card") : tr("%1 cards").arg(stats.answered);
    m_cards->setText(stats.newCards ? tr("%1 (%2 new)").arg(cards).arg(stats.newCards) : cards);
    m_time->setText(stats.answered ? tr("%1 (%2 per card)")
                                         .arg(StudyTexts::duration(stats.timeMs),
                                              locale.toString(static_cast<double>(stats.timeMs) / 1000.0 / stats.answered, 'f', 1) +
                                                  tr(" s"))
                                   : StudyTexts::duration(0));
    m_again->setText(stats.answered ? tr("%1% (%2 of %3)")
                                          .arg(std::lround(summary.againShare() * 100.0))
                                          .arg(stats.again)
                                          .arg(stats.answered)
                                    : tr("–"));
    colourAgain();
    m_tomorrow->setText(StudyTexts::dueTomorrow(summary.tomorrow));

    if (summary.laterToday > 0 && summary.nextLaterToday) {
        const QString at = locale.toString(QDateTime::fromSecsSinceEpoch(*summary.nextLaterToday).time(), QLocale::ShortFormat);
        const auto minutes = std::max<std::int64_t>(1, (*summary.nextLaterToday - now + 59) / 60);
        m_later->setText(summary.laterToday == 1
                             ? tr("1 learning card comes back later today, at %1 (in %2 min).").arg(at).arg(minutes)
                             : tr("%1 learning cards come back later today, the first at %2 (in %3 min).")
                                   .arg(summary.laterToday)
                                   .arg(at)
                                   .arg(minutes));
        m_later->show();
        m_continue->show();
    } else {
        m_later->hide();
        m_continue->hide();
    }
}

void SessionSummaryView::setTheme(CardTheme resolved)
{
    // The card page's own background: the summary takes the card's place.
    QPalette own = palette();
    own.setColor(QPalette::Window, cardBackground(resolved));
    setPalette(own);
    const QColor muted = reviewColour(ReviewColour::Muted, resolved);
    for (QLabel* label : m_captions + QList<QLabel*>{m_keys, m_later}) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, muted);
        label->setPalette(p);
    }
    m_theme = resolved;
    colourAgain();
}

void SessionSummaryView::colourAgain()
{
    if (m_summary.stats.again == 0) {
        m_again->setPalette(QPalette());   // nothing set of its own: the summary's colours, like the other numbers
        return;
    }
    QPalette p = m_again->palette();
    p.setColor(QPalette::WindowText, reviewColour(ReviewColour::Again, m_theme));
    m_again->setPalette(p);
}

QString SessionSummaryView::valueText(const QString& line) const
{
    if (line == QLatin1String("cards"))
        return m_cards->text();
    if (line == QLatin1String("time"))
        return m_time->text();
    if (line == QLatin1String("again"))
        return m_again->text();
    if (line == QLatin1String("tomorrow"))
        return m_tomorrow->text();
    if (line == QLatin1String("later"))
        return m_later->isVisibleTo(this) ? m_later->text() : QString();
    return {};
}

} // namespace notedeck::gui
