// MainWindow: the review screen (ReviewView), created when first needed; leaving it returns to
// the overview. Card info, which the review screen and the browsing views open.
#include "gui/window/main_window.h"

#include "gui/app/app_context.h"
#include "gui/card_info/card_info_dialog.h"
#include "gui/review/review_view.h"

#include <QStackedWidget>
#include <QStatusBar>

namespace notedeck::gui {

QWidget* MainWindow::reviewView()
{
    if (!m_review) {
        auto* review = new ReviewView(m_context, m_stack);
        connect(review, &ReviewView::closeRequested, this, &MainWindow::showOverview);
        connect(review, &ReviewView::cardInfoRequested, this, &MainWindow::showCardInfo);
        m_review = review;
    }
    return m_review;
}

void MainWindow::startReview(QWidget* view, const core::DeckPath* scope, core::CardId card)
{
    // The study actions are off then; this covers the ways around them (a link in a Read page).
    if (m_context.isReadOnly()) {
        statusBar()->showMessage(tr("Studying is off: the deck is open read-only (%1).").arg(m_context.readOnlyReason()),
                                 15000);
        return;
    }
    auto* review = static_cast<ReviewView*>(view);
    showView(review);
    if (scope)
        review->startSession(*scope);
    else
        review->startSingle(card);
    review->setFocus();
}

CardInfoDialog* MainWindow::showCardInfo(core::CardId id)
{
    if (m_cardInfo)
        m_cardInfo->close();
    auto* dialog = new CardInfoDialog(m_context, id, this);
    m_cardInfo = dialog;
    dialog->show();
    return dialog;
}

CardInfoDialog* MainWindow::cardInfoDialog() const
{
    return static_cast<CardInfoDialog*>(m_cardInfo.data());
}

} // namespace notedeck::gui
