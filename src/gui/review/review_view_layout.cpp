// ReviewView: its widgets, keys and colours.
#include "gui/review/review_view.h"

#include "gui/app/app_context.h"
#include "gui/card/card_view.h"
#include "gui/review/review_answer_bar.h"
#include "gui/review/review_counts_bar.h"
#include "gui/review/session_summary_view.h"
#include "gui/shared/review_theme.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"

#include <QEvent>
#include <QLabel>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {
QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    return button;
}
} // namespace

QWidget* ReviewView::buildBottomBar(QWidget* parent)
{
    auto* bar = new QWidget(parent);
    bar->setObjectName(QStringLiteral("reviewBar"));
    bar->setAutoFillBackground(true);

    m_undoButton = toolButton(tr("Undo (U)"), tr("Undo the last answer or change (U or Ctrl+Z)"), bar);
    m_editButton = toolButton(tr("Edit (E)"), tr("Open the card's notes file at its line (E)"), bar);
    m_infoButton = toolButton(tr("Info (I)"), tr("The card's reviews, memory and forgetting curve (I)"), bar);
    m_flagButton = toolButton(tr("Flag (*)"), tr("Flag the card, or take the flag off (*)"), bar);
    m_flagButton->setCheckable(true);
    m_buryButton = toolButton(tr("Bury (-)"), tr("Hide the card until tomorrow (-)"), bar);
    m_suspendButton = toolButton(tr("Suspend (@)"), tr("Hide the card until you unsuspend it (@)"), bar);
    connect(m_undoButton, &QToolButton::clicked, this, &ReviewView::undo);
    connect(m_editButton, &QToolButton::clicked, this, &ReviewView::openInEditor);
    connect(m_infoButton, &QToolButton::clicked, this, &ReviewView::showCardInfo);
    connect(m_flagButton, &QToolButton::clicked, this, [this] {
        toggleFlag();
        updateActions();   // a click toggles the check mark itself; the card decides it
    });
    connect(m_buryButton, &QToolButton::clicked, this, &ReviewView::buryCard);
    connect(m_suspendButton, &QToolButton::clicked, this, &ReviewView::suspendCard);

    m_counts = new ReviewCountsBar(bar);
    m_answerBar = new ReviewAnswerBar(bar);
    m_message = plainLabel(bar);
    m_message->setObjectName(QStringLiteral("reviewMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setMinimumHeight(m_message->fontMetrics().height());

    // Undo and Edit on the left, the counts between, Flag, Bury and Suspend on the right; in a
    // narrow window the row wraps rather than cutting a button off.
    auto* tools = new FlowLayout(FlowLayout::Spread::Between);
    tools->addWidget(keptTogether({m_undoButton, m_editButton, m_infoButton}, bar));
    tools->addWidget(m_counts);
    tools->addWidget(keptTogether({m_flagButton, m_buryButton, m_suspendButton}, bar));

    auto* column = new QVBoxLayout(bar);
    column->setContentsMargins(12, 6, 12, 6);
    column->setSpacing(4);
    column->addLayout(tools);
    column->addWidget(m_answerBar, 0, Qt::AlignHCenter);
    column->addWidget(m_message);
    return bar;
}

void ReviewView::installShortcuts()
{
    auto add = [this](std::initializer_list<QKeySequence> keys, auto slot) {
        for (const QKeySequence& key : keys) {
            auto* shortcut = new QShortcut(key, this);
            shortcut->setContext(Qt::WidgetWithChildrenShortcut);
            connect(shortcut, &QShortcut::activated, this, slot);
        }
    };
    add({QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
        [this] { primaryAction(); });
    add({QKeySequence(Qt::Key_1)}, [this] { answer(core::Rating::Again); });
    add({QKeySequence(Qt::Key_2)}, [this] { answer(core::Rating::Hard); });
    add({QKeySequence(Qt::Key_3)}, [this] { answer(core::Rating::Good); });
    add({QKeySequence(Qt::Key_4)}, [this] { answer(core::Rating::Easy); });
    add({QKeySequence(Qt::Key_U), QKeySequence(QKeySequence::Undo)}, [this] { undo(); });
    add({QKeySequence(Qt::Key_E)}, [this] { openInEditor(); });
    add({QKeySequence(Qt::Key_I)}, [this] { showCardInfo(); });
    add({QKeySequence(Qt::Key_Asterisk)}, [this] { toggleFlag(); });
    add({QKeySequence(Qt::Key_Minus)}, [this] { buryCard(); });
    add({QKeySequence(Qt::Key_At)}, [this] { suspendCard(); });
    add({QKeySequence(Qt::Key_Escape)}, [this] { emit closeRequested(); });
}

void ReviewView::setMessage(const QString& text, bool problem)
{
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, reviewColour(problem ? ReviewColour::Again : ReviewColour::Muted,
                                                  m_cardView->effectiveTheme()));
    m_message->setPalette(p);
    m_message->setText(text);
}

void ReviewView::updateCounts()
{
    const auto counts = ready() ? m_session->counts(now()) : service::SessionCounts{};
    m_counts->setCounts(counts, m_current ? std::optional(service::queueKindOf(m_current->schedule.state))
                                          : std::nullopt);
}

void ReviewView::updateActions()
{
    const bool card = ready() && m_current.has_value();
    m_editButton->setEnabled(card);
    m_infoButton->setEnabled(card);
    m_flagButton->setEnabled(card);
    m_buryButton->setEnabled(card);
    m_suspendButton->setEnabled(card);
    m_undoButton->setEnabled(ready());
    const bool flagged = card && m_current->schedule.flag != core::Flag::None;
    m_flagButton->setChecked(flagged);
    m_flagButton->setText(flagged ? tr("Flagged (*)") : tr("Flag (*)"));
    // Red while the card carries its flag, like the flag itself.
    QPalette p = m_bottom->palette();
    if (flagged)
        p.setColor(QPalette::ButtonText, reviewColour(ReviewColour::Again, m_cardView->effectiveTheme()));
    m_flagButton->setPalette(p);
}

void ReviewView::applyTheme()
{
    const CardTheme theme = m_cardView->effectiveTheme();
    // The bars and the summary sit next to the card view, not around it: the card view keeps
    // resolving "system" against the desktop's palette.
    const QPalette palette = reviewPalette(theme, QWidget::palette());
    m_bottom->setPalette(palette);
    m_summary->setPalette(palette);
    m_loading->setPalette(palette);
    QPalette rule = palette;
    rule.setColor(QPalette::Window, palette.color(QPalette::Mid));
    m_rule->setPalette(rule);
    m_counts->setTheme(theme);
    m_answerBar->setTheme(theme);
    m_summary->setTheme(theme);
    updateActions();
    setMessage(m_message->text());
}

void ReviewView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        QTimer::singleShot(0, this, &ReviewView::applyTheme);   // after the card view followed the desktop
}

void ReviewView::showCardInfo()
{
    if (const auto card = currentCard())
        emit cardInfoRequested(*card);
}

} // namespace notedeck::gui
