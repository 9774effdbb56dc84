// DrillView: its widgets, keys and colours.
#include "gui/drill/drill_view.h"

#include "gui/app/app_context.h"
#include "gui/card/card_theme.h"
#include "gui/card/card_view.h"
#include "gui/drill/drill_summary_view.h"
#include "gui/shared/review_theme.h"
#include "gui/shared/study_pages.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace notedeck::gui {

namespace {
// As wide as `width` where there is room, down to its text's width where there is not.
QPushButton* actionButton(const QString& text, const QString& tip, int width, QWidget* parent)
{
    auto* button = new RoomyButton(text, width, 34, parent);
    button->setToolTip(tip);
    button->setFocusPolicy(Qt::NoFocus);   // the keys belong to the card, not to a button
    return button;
}
} // namespace

DrillView::DrillView(AppContext& app, QWidget* parent) : QWidget(parent), m_app(app)
{
    setObjectName(QStringLiteral("drillView"));
    const StudyPages pages = stackStudyPages(this);
    m_pages = pages.stack;
    m_top = buildTopBar(pages.cardPage);
    pages.cardColumn->addWidget(m_top);
    m_cardView = addStudyCard(pages, m_app, this);
    m_cardView->setObjectName(QStringLiteral("drillCard"));
    m_bottom = buildBottomBar(pages.cardPage);
    pages.cardColumn->addWidget(m_bottom);
    m_summary = new DrillSummaryView(m_pages);
    m_loading = addSummaryAndLoading(pages, m_summary, QStringLiteral("drillLoading"));

    connect(&m_app, &AppContext::appearanceChanged, this, &DrillView::applyTheme);
    connect(&m_app, &AppContext::aboutToCloseDeck, this, &DrillView::onDeckClosing);

    connect(m_reveal, &QPushButton::clicked, this, &DrillView::reveal);
    connect(m_knew, &QPushButton::clicked, this, [this] { grade(service::DrillGrade::Knew); });
    connect(m_partly, &QPushButton::clicked, this, [this] { grade(service::DrillGrade::Partly); });
    connect(m_missed, &QPushButton::clicked, this, [this] { grade(service::DrillGrade::Missed); });
    connect(m_stop, &QToolButton::clicked, this, &DrillView::stop);
    connect(m_summary, &DrillSummaryView::openCardRequested, this, &DrillView::studyCardRequested);
    connect(m_summary, &DrillSummaryView::cardInfoRequested, this, &DrillView::cardInfoRequested);
    connect(m_summary, &DrillSummaryView::reviewMissedRequested, this, &DrillView::reviewMissedToday);
    connect(m_summary, &DrillSummaryView::exportRequested, this, &DrillView::chooseExportFile);
    connect(m_summary, &DrillSummaryView::historyRequested, this, &DrillView::historyRequested);
    connect(m_summary, &DrillSummaryView::closeRequested, this, &DrillView::closeRequested);

    m_ticker.setInterval(kTickMs);
    connect(&m_ticker, &QTimer::timeout, this, &DrillView::tick);
    m_endAsked.setSingleShot(true);
    m_endAsked.setInterval(kEndConfirmMs);
    connect(&m_endAsked, &QTimer::timeout, this, &DrillView::forgetEndAsked);

    installShortcuts();
    applyTheme();
    updateButtons();
}

QWidget* DrillView::buildTopBar(QWidget* parent)
{
    auto* bar = new QWidget(parent);
    bar->setObjectName(QStringLiteral("drillTopBar"));
    bar->setAutoFillBackground(true);
    m_progress = plainLabel(bar);
    m_progress->setObjectName(QStringLiteral("drillProgress"));
    m_progress->setToolTip(tr("This question / questions in the drill"));
    QFont big = m_progress->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_progress->setFont(big);
    m_scope = new ElidedLabel(bar);
    m_scope->setObjectName(QStringLiteral("drillScopeLabel"));
    m_countdown = plainLabel(bar);
    m_countdown->setObjectName(QStringLiteral("drillCountdown"));
    QFont clock = big;
    clock.setFamily(QStringLiteral("monospace"));
    clock.setStyleHint(QFont::TypeWriter);
    m_countdown->setFont(clock);
    m_countdown->setMinimumWidth(m_countdown->fontMetrics().horizontalAdvance(tr("Time is up")) + 8);
    m_countdown->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_countdownBar = new QProgressBar(bar);
    m_countdownBar->setTextVisible(false);
    m_countdownBar->setFixedHeight(8);
    m_countdownBar->setMinimumWidth(40);
    m_countdownBar->setMaximumWidth(160);
    m_stop = new QToolButton(bar);
    m_stop->setText(tr("End the drill"));
    m_stop->setToolTip(tr("End now and see the summary; questions not graded do not count (Esc twice)"));
    m_stop->setAutoRaise(true);
    m_stop->setFocusPolicy(Qt::NoFocus);

    // Where and how far on the left, the time and the way out on the right; in a narrow window
    // the time goes under the progress rather than cutting something off.
    auto* row = new FlowLayout(FlowLayout::Spread::Between, bar);
    row->setContentsMargins(14, 6, 10, 6);
    row->setSpacing(12);
    row->addWidget(keptTogether({m_progress, m_scope}, bar, m_scope));
    row->addWidget(keptTogether({m_countdownBar, m_countdown, m_stop}, bar, m_countdownBar));
    return bar;
}

QWidget* DrillView::buildBottomBar(QWidget* parent)
{
    auto* bar = new QWidget(parent);
    bar->setObjectName(QStringLiteral("drillBar"));
    bar->setAutoFillBackground(true);

    m_notes = new QPlainTextEdit(bar);
    m_notes->setObjectName(QStringLiteral("drillNotes"));
    m_notes->setPlaceholderText(tr("Key points of your answer (optional; kept with the drill). Ctrl+Enter shows the answer."));
    m_notes->setFixedHeight(m_notes->fontMetrics().lineSpacing() * 3 + 14);
    m_notes->setTabChangesFocus(true);
    m_notes->installEventFilter(this);

    m_reveal = actionButton(tr("Show the answer  (Space)"), tr("Show the answer below the question (Space or Enter)"),
                            240, bar);
    // From the worst to the best, left to right, like Again … Easy on the review screen; each
    // button says its key.
    m_missed = actionButton(tr("1  Missed"), tr("You did not know it (1)"), 130, bar);
    m_partly = actionButton(tr("2  Partly"), tr("You knew part of it (2)"), 130, bar);
    m_knew = actionButton(tr("3  Knew"), tr("You knew it (3)"), 130, bar);

    m_actions = new QStackedWidget(bar);
    auto* revealPage = new QWidget(m_actions);
    auto* revealRow = new QHBoxLayout(revealPage);
    revealRow->setContentsMargins(0, 0, 0, 0);
    revealRow->addStretch(1);
    revealRow->addWidget(m_reveal);
    revealRow->addStretch(1);
    auto* gradePage = new QWidget(m_actions);
    auto* gradeRow = new QHBoxLayout(gradePage);
    gradeRow->setContentsMargins(0, 0, 0, 0);
    gradeRow->addStretch(1);
    gradeRow->addWidget(m_missed);
    gradeRow->addWidget(m_partly);
    gradeRow->addWidget(m_knew);
    gradeRow->addStretch(1);
    m_actions->addWidget(revealPage);
    m_actions->addWidget(gradePage);
    m_actions->setFixedHeight(std::max(m_missed->minimumHeight(), m_missed->sizeHint().height()) + 4);

    m_message = plainLabel(bar);
    m_message->setObjectName(QStringLiteral("drillMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setMinimumHeight(m_message->fontMetrics().height());

    auto* column = new QVBoxLayout(bar);
    column->setContentsMargins(14, 8, 14, 8);
    column->setSpacing(6);
    column->addWidget(m_notes);
    column->addWidget(m_actions);
    column->addWidget(m_message);
    return bar;
}

void DrillView::installShortcuts()
{
    auto add = [this](QWidget* scope, std::initializer_list<QKeySequence> keys, auto slot) {
        for (const QKeySequence& key : keys) {
            auto* shortcut = new QShortcut(key, scope);
            shortcut->setContext(Qt::WidgetWithChildrenShortcut);
            connect(shortcut, &QShortcut::activated, this, slot);
        }
    };
    // The question's keys live on the question page only, so Enter on the summary's lists opens
    // a card. The key-points box takes plain keys as text (it asks for them first), so typing
    // "1" or a space there never grades or reveals.
    QWidget* questionPage = m_pages->widget(0);
    add(questionPage, {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)},
        [this] { reveal(); });
    // The same direction as the review screen's 1 = Again … 4 = Easy: the higher, the better.
    add(questionPage, {QKeySequence(Qt::Key_1)}, [this] { grade(service::DrillGrade::Missed); });
    add(questionPage, {QKeySequence(Qt::Key_2)}, [this] { grade(service::DrillGrade::Partly); });
    add(questionPage, {QKeySequence(Qt::Key_3)}, [this] { grade(service::DrillGrade::Knew); });
    add(this, {QKeySequence(Qt::Key_Escape)}, [this] {
        if (isSummaryShown())
            emit closeRequested();
        else if (m_notes->hasFocus())
            m_cardView->setFocus();
        else
            askToEnd();
    });
}

bool DrillView::eventFilter(QObject* watched, QEvent* event)
{
    const bool key = event->type() == QEvent::KeyPress || event->type() == QEvent::ShortcutOverride;
    if (watched == m_notes && key) {
        auto* press = static_cast<QKeyEvent*>(event);
        const bool enter = press->key() == Qt::Key_Return || press->key() == Qt::Key_Enter;
        if (enter && press->modifiers().testFlag(Qt::ControlModifier)) {
            // Ctrl+Enter studies the chapter elsewhere in the window; in the key-points box it
            // shows the answer, so the box claims it before the window's shortcut does.
            if (event->type() == QEvent::ShortcutOverride) {
                event->accept();
                return true;
            }
            if (m_session && m_session->phase() == service::DrillPhase::Asking)
                reveal();
            else
                m_cardView->setFocus();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DrillView::updateButtons()
{
    const bool running = m_session && !m_session->finished();
    const bool revealed = running && m_session->phase() == service::DrillPhase::Revealed;
    m_actions->setCurrentIndex(revealed ? 1 : 0);
    m_reveal->setEnabled(running && !revealed);
    for (QPushButton* button : {m_knew, m_partly, m_missed})
        button->setEnabled(revealed);
    m_stop->setEnabled(running);
    m_notes->setEnabled(running);
    if (!running)
        m_progress->setText(progressText());
}

void DrillView::setMessage(const QString& text, bool problem)
{
    m_problem = problem;
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, reviewColour(problem ? ReviewColour::Again : ReviewColour::Muted,
                                                  m_cardView->effectiveTheme()));
    m_message->setPalette(p);
    m_message->setText(text);
}

void DrillView::applyCountdownColour(const service::DrillTimer& timer)
{
    // Muted while there is time; amber in the last fifth; red once it is up.
    const CardTheme theme = m_cardView->effectiveTheme();
    ReviewColour colour = ReviewColour::Muted;
    if (timer.enabled && timer.timeUp)
        colour = ReviewColour::Again;
    else if (timer.enabled && timer.remainingSeconds * 5 <= timer.limitSeconds)
        colour = ReviewColour::Hard;
    QPalette p = m_countdown->palette();
    p.setColor(QPalette::WindowText, colour == ReviewColour::Muted ? m_top->palette().color(QPalette::WindowText)
                                                                   : reviewColour(colour, theme));
    m_countdown->setPalette(p);
}

void DrillView::applyTheme()
{
    const CardTheme theme = m_cardView->effectiveTheme();
    // Like the review screen: the bars take the card's colours, so a dark card has dark bars.
    const QPalette palette = reviewPalette(theme, QWidget::palette());
    m_top->setPalette(palette);
    m_bottom->setPalette(palette);
    m_summary->setPalette(palette);
    m_summary->setTheme(theme);
    QPalette loading = palette;
    loading.setColor(QPalette::Window, cardBackground(theme));
    loading.setColor(QPalette::WindowText, reviewColour(ReviewColour::Muted, theme));
    m_loading->setPalette(loading);
    QPalette muted = palette;
    muted.setColor(QPalette::WindowText, reviewColour(ReviewColour::Muted, theme));
    m_scope->setPalette(muted);
    QPalette bar = palette;
    bar.setColor(QPalette::Highlight, reviewColour(ReviewColour::Review, theme));
    m_countdownBar->setPalette(bar);
    updateTimer();
    setMessage(m_message->text(), m_problem);
}

void DrillView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        QTimer::singleShot(0, this, &DrillView::applyTheme);   // after the card view followed the desktop
}

} // namespace notedeck::gui
