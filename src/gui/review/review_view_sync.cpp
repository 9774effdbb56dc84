// ReviewView: following the rest of the app. Re-imported cards are shown anew, an import or new
// settings rebuild the queue, answers given elsewhere are picked up, a deck being replaced (a
// backup restored) ends the session and starts a new one; and the other screens hear of this
// screen's answers, at most every half second.
#include "gui/review/review_view.h"

#include "gui/app/app_context.h"
#include "gui/card/card_view.h"
#include "gui/review/review_counts_bar.h"
#include "gui/shared/error_text.h"
#include "service/cards/cards.h"

#include <QSet>

#include <vector>

namespace notedeck::gui {

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
        auto row = service::findCard(m_app.deck(), m_current->card.id);
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
    if (!m_session) {
        // A session is starting: what the worker read may be from before this change.
        if (isLoading() && !m_single)
            readToday();
        return;
    }
    if (m_session->singleCard()) {
        // One card: a single read, here.
        if (auto rebuilt = m_session->rebuild(now()); !rebuilt) {
            setMessage(errorText(rebuilt.error()), true);
            return;
        }
        updateCounts();
        return;
    }
    readToday();   // the session goes on meanwhile; applyRebuild() follows
}

void ReviewView::applyRebuild(core::Result<service::TodaysCards> today, std::size_t mark)
{
    if (!ready())
        return;
    if (!today) {
        setMessage(errorText(today.error()), true);
        return;
    }
    if (auto rebuilt = m_session->rebuild(std::move(*today), mark, now()); !rebuilt) {
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
    m_todayRequest.dropAll();
    m_summaryRequest.dropAll();
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
    m_app.releaseHeldChanges();
    m_notifying = false;
}

} // namespace notedeck::gui
