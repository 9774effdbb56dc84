#pragma once
// The end of an interview drill: the score, the time in all and per question, every question with
// its grade and time, the missed and the partly known questions (each opens its card), the
// weakest sections ranked, the score per chapter over past drills, and the actions: review the
// missed cards today, export as Markdown, the drill history, back to the deck; I (or a list's
// context menu) asks for a question's card info. Shows what it is
// given; the DrillView does the work. Every question and section name is shown in full (wrapped),
// questions as the text they read as (render::markdownToPlainText). GUI thread.
#include "core/types.h"
#include "gui/card/card_theme.h"
#include "service/drill/drill_history.h"
#include "service/drill/drill_summary.h"

#include <QWidget>

#include <optional>

#include <vector>

class QBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;

namespace notedeck::gui {

class DrillHistoryChart;

class DrillSummaryView final : public QWidget {
    Q_OBJECT
public:
    explicit DrillSummaryView(QWidget* parent = nullptr);

    // The plot says it is reading the history until setHistory() gives it.
    void setSummary(const service::DrillSummary& summary);
    // Non-empty when the deck cannot be written: "Review the missed cards today" is off, and its
    // tooltip says why.
    void setReadOnlyReason(const QString& reason);
    // One series per chapter over the past drills, for the plot.
    void setHistory(const std::vector<service::ChapterSeries>& history);
    void setTheme(CardTheme resolved);
    // A line under the buttons: what an action did, or why it failed.
    void setMessage(const QString& text, bool problem = false);

    const service::DrillSummary& summary() const { return m_summary; }
    QString scoreText() const;
    QString timeText() const;
    QString message() const;
    // The cards of the missed and partly lists, in their order; the weakest sections as shown.
    std::vector<core::CardId> missedCards() const;
    std::vector<core::CardId> partlyCards() const;
    QStringList weakestSections() const;
    // The card I opens the info of: the current item of the list or table that has the focus, else
    // the current (or first) question of the table; empty without questions.
    std::optional<core::CardId> chosenCard() const;
    // The time and question columns of the questions table.
    QStringList questionTimes() const;
    QStringList questionTexts() const;
    QTreeWidget* questionsTable() const { return m_questions; }
    QTreeWidget* sectionsTable() const { return m_sections; }
    QString settingsText() const;
    QListWidget* missedList() const { return m_missed; }
    QPushButton* reviewMissedButton() const { return m_reviewMissed; }
    DrillHistoryChart* chart() const { return m_chart; }

    // "Knew", "Partly", "Missed" in the interface language.
    static QString gradeText(service::DrillGrade grade);
    // "45 s", "1 min 5 s", "1 h 2 min".
    static QString secondsText(double seconds);

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    // setHistory() has put the history in the plot.
    void historyShown();
    void openCardRequested(notedeck::core::CardId card);
    // Card info of a question's card was asked for (I, or a list's context menu).
    void cardInfoRequested(notedeck::core::CardId card);
    void reviewMissedRequested();
    void exportRequested();
    void historyRequested();
    void closeRequested();

private:
    void fillQuestions();
    void fillLists();
    void fillSections();
    void updateReviewMissed();
    void showCardMenu(QWidget* list, const QPoint& pos, std::optional<core::CardId> card);

    service::DrillSummary m_summary;
    CardTheme m_theme = CardTheme::Light;
    QLabel* m_title = nullptr;
    QLabel* m_settings = nullptr;
    QLabel* m_score = nullptr;
    QLabel* m_counts = nullptr;
    QLabel* m_time = nullptr;
    QTreeWidget* m_questions = nullptr;
    QListWidget* m_missed = nullptr;
    QListWidget* m_partly = nullptr;
    QTreeWidget* m_sections = nullptr;
    DrillHistoryChart* m_chart = nullptr;
    QPushButton* m_reviewMissed = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_history = nullptr;
    QPushButton* m_close = nullptr;
    QLabel* m_message = nullptr;
    QBoxLayout* m_work = nullptr;   // the lists and the weakest sections
    QList<QLabel*> m_captions;
    QString m_readOnlyReason;
};

} // namespace notedeck::gui
