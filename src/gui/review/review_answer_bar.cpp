#include "gui/review/review_answer_bar.h"

#include "gui/shared/review_theme.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/yielding_widgets.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {

constexpr int kButtonWidth = 112;
constexpr int kButtonHeight = 36;

std::size_t slot(core::Rating rating)
{
    return static_cast<std::size_t>(static_cast<int>(rating) - 1);
}

QLabel* smallLabel(QWidget* parent)
{
    auto* label = plainLabel(parent);
    label->setAlignment(Qt::AlignCenter);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    return label;
}

// As wide as `width` where there is room, down to its text's width where there is not.
QPushButton* barButton(const QString& text, int width, QWidget* parent)
{
    auto* button = new RoomyButton(text, width, kButtonHeight, parent);
    button->setFocusPolicy(Qt::NoFocus);
    QFont font = button->font();
    font.setBold(true);
    button->setFont(font);
    return button;
}

} // namespace

ReviewAnswerBar::ReviewAnswerBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewAnswerBar"));
    m_pages = new QStackedWidget(this);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);

    // Question side: one wide button, laid out on the same three rows as the answer side so that
    // nothing jumps when the answer is revealed.
    auto* question = new QWidget(m_pages);
    auto* qGrid = new QGridLayout(question);
    qGrid->setContentsMargins(0, 0, 0, 0);
    qGrid->setVerticalSpacing(3);
    qGrid->addWidget(smallLabel(question), 0, 0);
    m_showAnswer = barButton(tr("Show answer"), kButtonWidth * 2, question);
    m_showAnswer->setObjectName(QStringLiteral("showAnswerButton"));
    m_showAnswer->setToolTip(tr("Show the answer (Space or Enter)"));
    qGrid->addWidget(m_showAnswer, 1, 0, Qt::AlignHCenter);
    m_showAnswerKey = smallLabel(question);
    m_showAnswerKey->setText(tr("Space"));
    qGrid->addWidget(m_showAnswerKey, 2, 0);
    connect(m_showAnswer, &QPushButton::clicked, this, &ReviewAnswerBar::revealRequested);

    auto* answer = new QWidget(m_pages);
    auto* aGrid = new QGridLayout(answer);
    aGrid->setContentsMargins(0, 0, 0, 0);
    aGrid->setVerticalSpacing(3);
    aGrid->setHorizontalSpacing(10);
    const std::array<QString, 4> names{tr("Again"), tr("Hard"), tr("Good"), tr("Easy")};
    const std::array<const char*, 4> objectNames{"againButton", "hardButton", "goodButton", "easyButton"};
    for (std::size_t i = 0; i < 4; ++i) {
        const auto rating = static_cast<core::Rating>(static_cast<int>(i) + 1);
        const int column = static_cast<int>(i);
        m_intervals[i] = smallLabel(answer);
        m_intervals[i]->setObjectName(QString::fromLatin1(objectNames[i]).replace(QLatin1String("Button"), QLatin1String("Interval")));
        aGrid->addWidget(m_intervals[i], 0, column);
        m_buttons[i] = barButton(names[i], kButtonWidth, answer);
        m_buttons[i]->setObjectName(QString::fromLatin1(objectNames[i]));
        m_buttons[i]->setToolTip(tr("%1 (key %2)").arg(names[i]).arg(column + 1));
        aGrid->addWidget(m_buttons[i], 1, column);
        m_keys[i] = smallLabel(answer);
        m_keys[i]->setText(QString::number(column + 1));
        aGrid->addWidget(m_keys[i], 2, column);
        connect(m_buttons[i], &QPushButton::clicked, this, [this, rating] { emit answerChosen(rating); });
    }

    m_pages->addWidget(question);
    m_pages->addWidget(answer);
    setTheme(CardTheme::Light);
    showQuestion();
}

void ReviewAnswerBar::showQuestion()
{
    m_pages->setCurrentIndex(0);
}

QString ReviewAnswerBar::intervalLabel(const QString& interval)
{
    // The scheduler's labels: "<1m", "10m", "1.5h", "3d", "2.1mo", "1.4y".
    static const QRegularExpression pattern(QStringLiteral("^(<?)(\\d+(?:\\.\\d)?)(mo|m|h|d|y)$"));
    const auto match = pattern.match(interval);
    if (!match.hasMatch())
        return interval;
    const QString number = match.captured(2);
    const QString unit = match.captured(3);
    QString label;
    if (unit == QLatin1String("m"))
        label = tr("%1m", "interval in minutes").arg(number);
    else if (unit == QLatin1String("h"))
        label = tr("%1h", "interval in hours").arg(number);
    else if (unit == QLatin1String("d"))
        label = tr("%1d", "interval in days").arg(number);
    else if (unit == QLatin1String("mo"))
        label = tr("%1mo", "interval in months").arg(number);
    else
        label = tr("%1y", "interval in years").arg(number);
    return match.captured(1).isEmpty() ? label : tr("<%1", "an interval shorter than a minute").arg(label);
}

void ReviewAnswerBar::showAnswer(const std::array<QString, 4>& intervals)
{
    for (std::size_t i = 0; i < 4; ++i) {
        m_intervals[i]->setText(intervalLabel(intervals[i]));
        m_buttons[i]->setAccessibleDescription(intervals[i]);
    }
    m_pages->setCurrentIndex(1);
}

bool ReviewAnswerBar::isAnswerShown() const
{
    return m_pages->currentIndex() == 1;
}

QPushButton* ReviewAnswerBar::answerButton(core::Rating rating) const
{
    return m_buttons[slot(rating)];
}

QString ReviewAnswerBar::intervalText(core::Rating rating) const
{
    return m_intervals[slot(rating)]->text();
}

void ReviewAnswerBar::setTheme(CardTheme resolved)
{
    const std::array<ReviewColour, 4> colours{ReviewColour::Again, ReviewColour::Hard, ReviewColour::Good,
                                              ReviewColour::Easy};
    for (std::size_t i = 0; i < 4; ++i) {
        QPalette p = m_buttons[i]->palette();
        p.setColor(QPalette::ButtonText, reviewColour(colours[i], resolved));
        m_buttons[i]->setPalette(p);
    }
    const QColor muted = reviewColour(ReviewColour::Muted, resolved);
    auto mute = [&](QLabel* label) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, muted);
        label->setPalette(p);
    };
    for (QLabel* label : m_keys)
        mute(label);
    mute(m_showAnswerKey);
}

} // namespace notedeck::gui
