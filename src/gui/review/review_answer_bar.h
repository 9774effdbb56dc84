#pragma once
// The buttons under the card: "Show answer" while the question is up, then Again / Hard / Good /
// Easy, each with the interval it would give above it ("10m", "3d") and its key below it. The
// buttons never take the keyboard focus: the keys are the review view's. GUI thread.
#include "core/types.h"
#include "gui/card/card_theme.h"

#include <QWidget>

#include <array>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace notedeck::gui {

class ReviewAnswerBar final : public QWidget {
    Q_OBJECT
public:
    explicit ReviewAnswerBar(QWidget* parent = nullptr);

    void showQuestion();
    // Again, Hard, Good, Easy.
    // `intervals`: the scheduler's labels ("10m", "3d"), shown in the interface language.
    void showAnswer(const std::array<QString, 4>& intervals);
    static QString intervalLabel(const QString& interval);
    bool isAnswerShown() const;

    void setTheme(CardTheme resolved);

    QPushButton* showAnswerButton() const { return m_showAnswer; }
    QPushButton* answerButton(core::Rating rating) const;
    QString intervalText(core::Rating rating) const;

signals:
    void revealRequested();
    void answerChosen(notedeck::core::Rating rating);

private:
    QStackedWidget* m_pages = nullptr;
    QPushButton* m_showAnswer = nullptr;
    std::array<QPushButton*, 4> m_buttons{};
    std::array<QLabel*, 4> m_intervals{};
    std::array<QLabel*, 4> m_keys{};
    QLabel* m_showAnswerKey = nullptr;
};

} // namespace notedeck::gui
