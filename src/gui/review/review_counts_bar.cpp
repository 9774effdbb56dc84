#include "gui/review/review_counts_bar.h"

#include "gui/shared/review_theme.h"

namespace notedeck::gui {

ReviewCountsBar::ReviewCountsBar(QWidget* parent) : QLabel(parent)
{
    setObjectName(QStringLiteral("reviewCounts"));
    setAlignment(Qt::AlignCenter);
    setTextFormat(Qt::RichText);
    setToolTip(tr("Cards left now: new · learning · review"));
    refresh();
}

void ReviewCountsBar::setCounts(const service::SessionCounts& counts, std::optional<service::QueueKind> current)
{
    m_counts = counts;
    m_current = current;
    refresh();
}

void ReviewCountsBar::setTheme(CardTheme resolved)
{
    m_theme = resolved;
    refresh();
}

void ReviewCountsBar::refresh()
{
    using service::QueueKind;
    auto part = [this](int count, QueueKind kind, ReviewColour colour, const QString& label) {
        const QString number = m_current == kind ? QStringLiteral("<u>%1</u>").arg(count) : QString::number(count);
        return QStringLiteral("<span style=\"color:%1\" title=\"%2\">%3</span>")
            .arg(reviewColour(colour, m_theme).name(), label, number);
    };
    const QString dot = QStringLiteral("<span style=\"color:%1\">&nbsp;·&nbsp;</span>")
                            .arg(reviewColour(ReviewColour::Muted, m_theme).name());
    setText(QStringLiteral("<b>%1%2%3%4%5</b>")
                .arg(part(m_counts.newCards, QueueKind::New, ReviewColour::New, tr("new")), dot,
                     part(m_counts.learning, QueueKind::Learning, ReviewColour::Learning, tr("learning")), dot,
                     part(m_counts.reviews, QueueKind::Review, ReviewColour::Review, tr("review"))));
    setAccessibleName(tr("%1 new, %2 learning, %3 review cards left")
                          .arg(m_counts.newCards)
                          .arg(m_counts.learning)
                          .arg(m_counts.reviews));
}

} // namespace notedeck::gui
