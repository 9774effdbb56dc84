#pragma once
// The pages a study screen (review, drill) stacks: first the card between the screen's bars, then
// its summary, then a line shown while the cards are drawn. Built here once, so that both screens
// fill their space, hand the keys to the card and show the card in the app's theme and size alike.
// GUI thread.
#include <QString>

class QLabel;
class QStackedWidget;
class QVBoxLayout;
class QWidget;

namespace notedeck::gui {

class AppContext;
class CardView;

struct StudyPages {
    QStackedWidget* stack = nullptr;
    QWidget* cardPage = nullptr;
    QVBoxLayout* cardColumn = nullptr;   // top to bottom; no margins, no spacing
};

// The stack, filling `screen` without margins, with the card page as its first page (empty).
StudyPages stackStudyPages(QWidget* screen);

// The card view in the card page's column, taking the room the bars leave; `screen` gives it the
// keys (focus proxy) and the app its theme and font size.
CardView* addStudyCard(const StudyPages& pages, AppContext& app, QWidget* screen);

// `summary` as the second page and, as the third, the line shown while loading (returned), named
// `loadingName`.
QLabel* addSummaryAndLoading(const StudyPages& pages, QWidget* summary, const QString& loadingName);

} // namespace notedeck::gui
