#include "gui/review_view.h"

#include "gui/app_context.h"
#include "gui/card_view.h"
#include "gui/review_answer_bar.h"
#include "gui/review_counts_bar.h"
#include "gui/review_editor_launcher.h"
#include "gui/review_theme.h"
#include "gui/session_summary_view.h"

#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QShortcut>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>
#include <vector>

namespace notedeck::gui {

namespace {
constexpr int kNotifyDelayMs = 500;

QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent)
{
    auto* button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    button->setFocusPolicy(Qt::NoFocus);
    return button;
}

QString errorText(const core::Error& error)
{
    return QString::fromStdString(error.toString());
}
} // namespace

ReviewView::ReviewView(AppContext& app, QWidget* parent) : QWidget(parent), m_app(app)
{
    setObjectName(QStringLiteral("reviewView"));
    m_pages = new QStackedWidget(this);

    auto* cardPage = new QWidget(m_pages);
    auto* cardLayout = new QVBoxLayout(cardPage);
    cardLayout->setContentsMargins(0, 0, 0, 0);
    cardLayout->setSpacing(0);
    m_cardView = new CardView(m_app.cardProfile(), cardPage);
    cardLayout->addWidget(m_cardView, 1);
    m_rule = new QWidget(cardPage);   // a hairline between the card and the bar
    m_rule->setFixedHeight(1);
    m_rule->setAutoFillBackground(true);
    cardLayout->addWidget(m_rule);
    m_bottom = buildBottomBar(cardPage);
    cardLayout->addWidget(m_bottom);

    m_summary = new SessionSummaryView(m_pages);
    m_pages->addWidget(cardPage);
    m_pages->addWidget(m_summary);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
    setFocusProxy(m_cardView);

    m_app.attachCardView(m_cardView);
    connect(&m_app, &AppContext::appearanceChanged, this, &ReviewView::applyTheme);
    connect(&m_app, &AppContext::cardsChanged, this, &ReviewView::onCardsChanged);
    connect(&m_app, &AppContext::deckChanged, this, &ReviewView::onDeckChanged);
    connect(&m_app, &AppContext::scheduleChanged, this, &ReviewView::onScheduleChanged);
    connect(&m_app, &AppContext::aboutToCloseDeck, this, &ReviewView::onDeckClosing);

    connect(m_answerBar, &ReviewAnswerBar::revealRequested, this, &ReviewView::revealAnswer);
    connect(m_answerBar, &ReviewAnswerBar::answerChosen, this, &ReviewView::answer);
    connect(m_summary, &SessionSummaryView::continueRequested, this, &ReviewView::continueSession);
    connect(m_summary, &SessionSummaryView::closeRequested, this, &ReviewView::closeRequested);

    m_monotonic.start();
    m_stopwatch = [this] { return m_monotonic.elapsed(); };
    m_notifyTimer.setSingleShot(true);
    m_notifyTimer.setInterval(kNotifyDelayMs);
    connect(&m_notifyTimer, &QTimer::timeout, this, &ReviewView::flushNotify);

    installShortcuts();
    applyTheme();
    updateActions();
}

ReviewView::~ReviewView()
{
    // Hand over the last answers' notification while the context is still there.
    flushNotify();
}

QWidget* ReviewView::buildBottomBar(QWidget* parent)
{
    auto* bar = new QWidget(parent);
    bar->setObjectName(QStringLiteral("reviewBar"));
    bar->setAutoFillBackground(true);

    m_undoButton = toolButton(tr("Undo (U)"), tr("Undo the last answer or change (U or Ctrl+Z)"), bar);
    m_editButton = toolButton(tr("Edit (E)"), tr("Open the card's notes file at its line (E)"), bar);
    m_flagButton = toolButton(tr("Flag (*)"), tr("Flag the card, or take the flag off (*)"), bar);
    m_flagButton->setCheckable(true);
    m_buryButton = toolButton(tr("Bury (-)"), tr("Hide the card until tomorrow (-)"), bar);
    m_suspendButton = toolButton(tr("Suspend (@)"), tr("Hide the card until you unsuspend it (@)"), bar);
    connect(m_undoButton, &QToolButton::clicked, this, &ReviewView::undo);
    connect(m_editButton, &QToolButton::clicked, this, &ReviewView::openInEditor);
    connect(m_flagButton, &QToolButton::clicked, this, [this] {
        toggleFlag();
        updateActions();   // a click toggles the check mark itself; the card decides it
    });
    connect(m_buryButton, &QToolButton::clicked, this, &ReviewView::buryCard);
    connect(m_suspendButton, &QToolButton::clicked, this, &ReviewView::suspendCard);

    m_counts = new ReviewCountsBar(bar);
    m_answerBar = new ReviewAnswerBar(bar);
    m_message = new QLabel(bar);
    m_message->setObjectName(QStringLiteral("reviewMessage"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setMinimumHeight(m_message->fontMetrics().height());

    auto* grid = new QGridLayout(bar);
    grid->setContentsMargins(12, 6, 12, 6);
    grid->setVerticalSpacing(4);
    auto* left = new QHBoxLayout();
    left->addWidget(m_undoButton);
    left->addWidget(m_editButton);
    left->addStretch(1);
    auto* right = new QHBoxLayout();
    right->addStretch(1);
    right->addWidget(m_flagButton);
    right->addWidget(m_buryButton);
    right->addWidget(m_suspendButton);
    // Three equal columns keep the counts and the buttons centred whatever the side buttons say.
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 0);
    grid->setColumnStretch(2, 1);
    grid->addLayout(left, 0, 0);
    grid->addWidget(m_counts, 0, 1);
    grid->addLayout(right, 0, 2);
    grid->addWidget(m_answerBar, 1, 0, 1, 3, Qt::AlignHCenter);
    grid->addWidget(m_message, 2, 0, 1, 3);
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
    add({QKeySequence(Qt::Key_Asterisk)}, [this] { toggleFlag(); });
    add({QKeySequence(Qt::Key_Minus)}, [this] { buryCard(); });
    add({QKeySequence(Qt::Key_At)}, [this] { suspendCard(); });
    add({QKeySequence(Qt::Key_Escape)}, [this] { emit closeRequested(); });
}

core::Timestamp ReviewView::now() const
{
    return m_app.now();
}

bool ReviewView::ready() const
{
    return m_session && m_app.hasDeck();
}

std::optional<core::CardId> ReviewView::currentCard() const
{
    return m_current ? std::optional<core::CardId>(m_current->card.id) : std::nullopt;
}

bool ReviewView::isSummaryShown() const
{
    return m_pages->currentWidget() == m_summary;
}

QString ReviewView::message() const
{
    return m_message->text();
}

void ReviewView::setStopwatch(std::function<qint64()> stopwatch)
{
    m_stopwatch = std::move(stopwatch);
    m_shownAtMs = m_stopwatch();
}

void ReviewView::startSession(const core::DeckPath& scope)
{
    m_scope = scope;
    m_single.reset();
    if (!m_app.hasDeck())
        return;
    begin(service::ReviewSession::start(m_app.deck(), m_app.scheduler(), scope, now()));
}

void ReviewView::startSingle(core::CardId card)
{
    m_scope = {};
    m_single = card;
    if (!m_app.hasDeck())
        return;
    begin(service::ReviewSession::startSingle(m_app.deck(), m_app.scheduler(), card, now()));
}

void ReviewView::restart()
{
    if (m_single)
        startSingle(*m_single);
    else
        startSession(m_scope);
}

void ReviewView::begin(core::Result<std::unique_ptr<service::ReviewSession>> session)
{
    flushNotify();
    m_needsRestart = false;
    m_stale = false;
    m_current.reset();
    if (!session) {
        m_session.reset();
        m_pages->setCurrentIndex(0);
        updateCounts();
        updateActions();
        setMessage(tr("Cannot start reviewing: %1").arg(errorText(session.error())), true);
        return;
    }
    m_session = std::move(*session);
    showNext();
}

void ReviewView::showNext()
{
    setMessage({});
    if (!ready())
        return;
    auto row = m_session->next(now());
    if (!row) {
        setMessage(errorText(row.error()), true);
        return;
    }
    if (!*row) {
        showSummary();
        return;
    }
    showRow(**row);
    m_shownAtMs = m_stopwatch();
}

void ReviewView::showRow(const storage::CardRow& row)
{
    m_current = row;
    m_answerShown = false;
    m_pages->setCurrentIndex(0);
    m_answerBar->showQuestion();
    m_cardView->showCard(row.card);
    updateCounts();
    updateActions();
    emit cardShown(row.card.id);
}

void ReviewView::revealAnswer()
{
    if (!ready() || !m_current || m_answerShown || isSummaryShown())
        return;
    auto preview = m_session->preview(m_current->card.id, now());
    if (!preview) {
        setMessage(errorText(preview.error()), true);
        return;
    }
    std::array<QString, 4> intervals;
    for (std::size_t i = 0; i < 4; ++i)
        intervals[i] = QString::fromStdString(preview->outcomes[i].interval_text);
    m_answerShown = true;
    m_cardView->revealAnswer();
    m_answerBar->showAnswer(intervals);
}

void ReviewView::answer(core::Rating rating)
{
    if (!ready() || !m_current || !m_answerShown || isSummaryShown())
        return;
    const qint64 elapsed = std::max<qint64>(0, m_stopwatch() - m_shownAtMs);
    const int durationMs = static_cast<int>(std::min<qint64>(elapsed, std::numeric_limits<int>::max()));
    auto answered = m_session->answer(m_current->card.id, rating, now(), durationMs);
    if (!answered) {
        setMessage(tr("The answer was not saved: %1").arg(errorText(answered.error())), true);
        return;
    }
    scheduleNotify();
    showNext();
}

void ReviewView::primaryAction()
{
    if (isSummaryShown()) {
        continueSession();
        return;
    }
    if (!m_answerShown)
        revealAnswer();
    else
        answer(core::Rating::Good);
}

void ReviewView::continueSession()
{
    if (!ready())
        return;
    if (!m_session->peek(now())) {
        showSummary();   // refreshed: "in N min" moves on
        return;
    }
    showNext();
}

void ReviewView::undo()
{
    if (!ready())
        return;
    auto undone = m_session->undo(now());
    if (!undone) {
        setMessage(tr("Cannot undo: %1").arg(errorText(undone.error())), true);
        return;
    }
    if (!*undone) {
        setMessage(tr("There is nothing to undo."));
        return;
    }
    scheduleNotify();
    showNext();
    setMessage((*undone)->wasAnswer ? tr("The answer was undone.") : tr("The change was undone."));
}

void ReviewView::changeCurrent(service::CardAction action, core::Flag flag, const QString& done)
{
    if (!ready() || !m_current || isSummaryShown())
        return;
    auto changed = m_session->change(m_current->card.id, action, now(), flag);
    if (!changed) {
        setMessage(errorText(changed.error()), true);
        return;
    }
    scheduleNotify();
    if (action == service::CardAction::Flag) {
        m_current->schedule = *changed;
        updateActions();
    } else {
        showNext();
    }
    setMessage(done);
}

void ReviewView::toggleFlag()
{
    if (!m_current)
        return;
    const bool flagged = m_current->schedule.flag != core::Flag::None;
    changeCurrent(service::CardAction::Flag, flagged ? core::Flag::None : core::Flag::Red,
                  flagged ? tr("The flag was taken off.") : tr("Flagged. U undoes it."));
}

void ReviewView::buryCard()
{
    changeCurrent(service::CardAction::Bury, core::Flag::None, tr("Buried until tomorrow. U undoes it."));
}

void ReviewView::suspendCard()
{
    changeCurrent(service::CardAction::Suspend, core::Flag::None, tr("Suspended. U undoes it."));
}

void ReviewView::openInEditor()
{
    if (!m_app.hasDeck() || !m_current || isSummaryShown())
        return;
    const auto& card = m_current->card;
    const QString file = QString::fromStdString((notesFolder(m_app.deck()) / card.sourceFile).string());
    if (card.sourceFile.empty() || !QFileInfo(file).isFile()) {
        setMessage(tr("The notes file %1 is not there any more.").arg(file), true);
        return;
    }
    const EditorLaunch launch =
        planEditorLaunch(configuredEditorCommand(m_app.deck()), QProcessEnvironment::systemEnvironment(), file, card.sourceLine);
    QString error;
    if (!launchEditor(launch, &error)) {
        setMessage(error, true);
        return;
    }
    setMessage(tr("Opened %1 at line %2.").arg(QFileInfo(file).fileName()).arg(card.sourceLine));
}

void ReviewView::showSummary()
{
    if (!ready())
        return;
    flushNotify();
    auto summary = m_session->summary(now());
    if (!summary) {
        setMessage(errorText(summary.error()), true);
        return;
    }
    m_current.reset();
    m_answerShown = false;
    m_summary->setSummary(*summary, now());
    m_pages->setCurrentWidget(m_summary);
    updateCounts();
    updateActions();
    emit sessionFinished();
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

void ReviewView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (m_stale && ready()) {
        m_stale = false;
        onDeckChanged();
    }
    m_cardView->setFocus();
}

void ReviewView::hideEvent(QHideEvent* event)
{
    flushNotify();
    QWidget::hideEvent(event);
}

void ReviewView::onCardsChanged(const QSet<qint64>& ids)
{
    if (!ready())
        return;
    const std::vector<core::CardId> cards(ids.begin(), ids.end());
    if (auto changed = m_session->cardsChanged(cards, now()); !changed) {
        setMessage(errorText(changed.error()), true);
        return;
    }
    if (m_current && ids.contains(m_current->card.id) && !isSummaryShown()) {
        // The card on screen was re-imported: show its new content (the time on it keeps running).
        auto row = m_app.deck().card(m_current->card.id);
        if (!row) {
            setMessage(errorText(row.error()), true);
            return;
        }
        if (!*row || (*row)->card.retired) {
            showNext();
            setMessage(tr("The card was removed from the notes."));
            return;
        }
        const bool revealed = m_answerShown;
        showRow(**row);
        if (revealed)
            revealAnswer();
        setMessage(tr("The card changed in the notes and is shown as it is now."));
        return;
    }
    updateCounts();
}

void ReviewView::onDeckChanged()
{
    if (!m_app.hasDeck())
        return;
    if (m_needsRestart) {
        restart();
        return;
    }
    if (!m_session)
        return;
    if (auto rebuilt = m_session->rebuild(now()); !rebuilt) {
        setMessage(errorText(rebuilt.error()), true);
        return;
    }
    updateCounts();
}

void ReviewView::onScheduleChanged()
{
    if (m_notifying || !ready())
        return;
    // Another screen answered, buried or suspended cards: rebuild, now or when shown again.
    if (isVisible())
        onDeckChanged();
    else
        m_stale = true;
}

void ReviewView::onDeckClosing()
{
    // A backup is being restored: the session's deck goes away. Start again when it is back.
    m_notifyTimer.stop();
    m_notifyPending = false;
    m_session.reset();
    m_current.reset();
    m_answerShown = false;
    m_needsRestart = true;
    updateActions();
}

void ReviewView::scheduleNotify()
{
    m_notifyPending = true;
    if (!m_notifyTimer.isActive())
        m_notifyTimer.start();
}

void ReviewView::flushNotify()
{
    m_notifyTimer.stop();
    if (!m_notifyPending)
        return;
    m_notifyPending = false;
    m_notifying = true;
    m_app.notifyScheduleChanged();
    m_notifying = false;
}

} // namespace notedeck::gui
