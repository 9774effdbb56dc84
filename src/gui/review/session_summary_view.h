#pragma once
// The end of a review session: cards done, time spent, the share of Again, what is due tomorrow,
// and whether learning cards come back later today. Shows what it is given; owns nothing else.
// GUI thread.
#include "core/types.h"
#include "gui/card/card_theme.h"
#include "service/study/review_session.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace notedeck::gui {

class SessionSummaryView final : public QWidget {
    Q_OBJECT
public:
    explicit SessionSummaryView(QWidget* parent = nullptr);

    // `now` and `dayStartHour` word the learning cards due later today ("at 14:35").
    void setSummary(const service::SessionSummary& summary, core::Timestamp now);
    void setTheme(CardTheme resolved);

    const service::SessionSummary& summary() const { return m_summary; }
    // The value shown for each line, for tests: "cards", "time", "again", "tomorrow", "later".
    QString valueText(const QString& line) const;

signals:
    void continueRequested();   // learning cards may be due by now: look again
    void closeRequested();      // back to the deck

private:
    // The Again share in red when some answers were Again, else in the colour of the other numbers.
    void colourAgain();

    service::SessionSummary m_summary;
    CardTheme m_theme = CardTheme::Light;
    QLabel* m_title = nullptr;
    QLabel* m_cards = nullptr;
    QLabel* m_time = nullptr;
    QLabel* m_again = nullptr;
    QLabel* m_tomorrow = nullptr;
    QLabel* m_later = nullptr;
    QLabel* m_keys = nullptr;
    QPushButton* m_continue = nullptr;
    QPushButton* m_close = nullptr;
    QList<QLabel*> m_captions;
};

} // namespace notedeck::gui
