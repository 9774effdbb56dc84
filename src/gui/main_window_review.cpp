// MainWindow: the review screen (ReviewView) is created when first needed.
#include "gui/main_window.h"

#include <QLabel>
#include <QStackedWidget>

namespace notedeck::gui {

QWidget* MainWindow::reviewView()
{
    if (!m_review) {
        auto* label = new QLabel(tr("Reviewing is not available in this build."), m_stack);
        label->setAlignment(Qt::AlignCenter);
        m_review = label;
    }
    return m_review;
}

void MainWindow::startReview(QWidget* review, const core::DeckPath*, core::CardId)
{
    showView(review);
}

} // namespace notedeck::gui
