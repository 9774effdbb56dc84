#include "gui/shared/study_pages.h"

#include "gui/app/app_context.h"
#include "gui/card/card_view.h"
#include "gui/widgets/plain_text.h"

#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace notedeck::gui {

StudyPages stackStudyPages(QWidget* screen)
{
    StudyPages pages;
    pages.stack = new QStackedWidget(screen);
    pages.cardPage = new QWidget(pages.stack);
    pages.cardColumn = new QVBoxLayout(pages.cardPage);
    pages.cardColumn->setContentsMargins(0, 0, 0, 0);
    pages.cardColumn->setSpacing(0);
    pages.stack->addWidget(pages.cardPage);

    auto* layout = new QVBoxLayout(screen);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pages.stack);
    return pages;
}

CardView* addStudyCard(const StudyPages& pages, AppContext& app, QWidget* screen)
{
    auto* card = new CardView(app.cardProfile(), pages.cardPage);
    pages.cardColumn->addWidget(card, 1);
    screen->setFocusProxy(card);
    app.attachCardView(card);
    return card;
}

QLabel* addSummaryAndLoading(const StudyPages& pages, QWidget* summary, const QString& loadingName)
{
    QLabel* loading = plainLabel(pages.stack);
    loading->setObjectName(loadingName);
    loading->setAlignment(Qt::AlignCenter);
    loading->setAutoFillBackground(true);
    pages.stack->addWidget(summary);
    pages.stack->addWidget(loading);
    return loading;
}

} // namespace notedeck::gui
