#include "gui/drill_summary_view.h"

#include "gui/drill_history_chart.h"
#include "gui/review_theme.h"
#include "gui/session_summary_view.h"

#include <QDateTime>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace notedeck::gui {

namespace {

constexpr int kCardRole = Qt::UserRole + 1;   // qint64: the card an item opens

QString firstLine(const std::string& markdown)
{
    const QString text = QString::fromStdString(markdown).trimmed();
    return text.section(QLatin1Char('\n'), 0, 0);
}

// "40%", "37.5%": a decimal only when there is one.
QString percent(double share)
{
    const double tenths = std::round(share * 1000.0);
    return QLocale().toString(tenths / 10.0, 'f', std::fmod(tenths, 10.0) == 0.0 ? 0 : 1) + QStringLiteral("%");
}

QLabel* caption(const QString& text, QWidget* parent, QList<QLabel*>& captions)
{
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    captions.append(label);
    return label;
}

QListWidget* cardList(const QString& name, QWidget* parent)
{
    auto* list = new QListWidget(parent);
    list->setObjectName(name);
    list->setWordWrap(true);
    list->setMinimumHeight(64);
    list->setMaximumHeight(130);
    list->setToolTip(DrillSummaryView::tr("Double-click or Enter: study this card now"));
    return list;
}

} // namespace

DrillSummaryView::DrillSummaryView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("drillSummary"));
    setAutoFillBackground(true);
    auto* content = new QWidget();
    content->setObjectName(QStringLiteral("drillSummaryContent"));

    m_title = new QLabel(content);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_settings = new QLabel(content);
    m_settings->setWordWrap(true);
    m_captions.append(m_settings);

    m_score = new QLabel(content);
    m_score->setObjectName(QStringLiteral("drillScore"));
    QFont scoreFont = m_score->font();
    scoreFont.setPointSizeF(scoreFont.pointSizeF() * 2.4);
    scoreFont.setBold(true);
    m_score->setFont(scoreFont);
    m_counts = new QLabel(content);
    m_time = new QLabel(content);
    m_time->setObjectName(QStringLiteral("drillTime"));

    m_questions = new QTreeWidget(content);
    m_questions->setObjectName(QStringLiteral("drillQuestions"));
    m_questions->setRootIsDecorated(false);
    m_questions->setHeaderLabels({tr("#"), tr("Grade"), tr("Time"), tr("Section"), tr("Question")});
    m_questions->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_questions->header()->setStretchLastSection(true);
    m_questions->setToolTip(tr("Double-click a question to study its card"));

    m_missed = cardList(QStringLiteral("drillMissed"), content);
    m_partly = cardList(QStringLiteral("drillPartly"), content);

    m_sections = new QTreeWidget(content);
    m_sections->setObjectName(QStringLiteral("drillWeakest"));
    m_sections->setRootIsDecorated(false);
    m_sections->setHeaderLabels({tr("#"), tr("Section"), tr("Score"), tr("Answered"), tr("Per question")});
    m_sections->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_sections->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_sections->header()->setStretchLastSection(false);
    m_sections->setMinimumHeight(96);

    m_chart = new DrillHistoryChart(content);

    m_reviewMissed = new QPushButton(tr("Review the missed cards today"), content);
    m_reviewMissed->setObjectName(QStringLiteral("drillReviewMissed"));
    m_reviewMissed->setToolTip(tr("Make the missed cards due now, so today's study asks them again"));
    m_export = new QPushButton(tr("Export as Markdown…"), content);
    m_export->setObjectName(QStringLiteral("drillExport"));
    m_history = new QPushButton(tr("Drill history"), content);
    m_close = new QPushButton(tr("Back to the deck"), content);
    m_close->setToolTip(tr("Back to the deck (Esc)"));
    for (QPushButton* button : {m_reviewMissed, m_export, m_history, m_close})
        button->setFocusPolicy(Qt::NoFocus);
    m_message = new QLabel(content);
    m_message->setObjectName(QStringLiteral("drillSummaryMessage"));
    m_message->setWordWrap(true);

    connect(m_reviewMissed, &QPushButton::clicked, this, &DrillSummaryView::reviewMissedRequested);
    connect(m_export, &QPushButton::clicked, this, &DrillSummaryView::exportRequested);
    connect(m_history, &QPushButton::clicked, this, &DrillSummaryView::historyRequested);
    connect(m_close, &QPushButton::clicked, this, &DrillSummaryView::closeRequested);
    auto open = [this](QListWidgetItem* item) { emit openCardRequested(item->data(kCardRole).toLongLong()); };
    connect(m_missed, &QListWidget::itemActivated, this, open);
    connect(m_partly, &QListWidget::itemActivated, this, open);
    connect(m_questions, &QTreeWidget::itemActivated, this,
            [this](QTreeWidgetItem* item) { emit openCardRequested(item->data(0, kCardRole).toLongLong()); });

    // Left: the verdict and what to work on; right: every question and the trend.
    auto* left = new QVBoxLayout();
    left->setSpacing(6);
    left->addWidget(m_title);
    left->addWidget(m_settings);
    left->addWidget(m_score);
    left->addWidget(m_counts);
    left->addWidget(m_time);
    left->addSpacing(8);
    left->addWidget(caption(tr("Missed"), content, m_captions));
    left->addWidget(m_missed);
    left->addWidget(caption(tr("Partly known"), content, m_captions));
    left->addWidget(m_partly);
    left->addWidget(caption(tr("Weakest sections"), content, m_captions));
    left->addWidget(m_sections, 1);

    auto* right = new QVBoxLayout();
    right->setSpacing(6);
    right->addWidget(caption(tr("Questions"), content, m_captions));
    right->addWidget(m_questions, 3);
    right->addWidget(m_chart, 2);

    auto* columns = new QHBoxLayout();
    columns->setSpacing(24);
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);

    auto* buttons = new QHBoxLayout();
    buttons->addWidget(m_reviewMissed);
    buttons->addWidget(m_export);
    buttons->addWidget(m_history);
    buttons->addStretch(1);
    buttons->addWidget(m_close);

    auto* inner = new QVBoxLayout(content);
    inner->setContentsMargins(24, 18, 24, 18);
    inner->setSpacing(12);
    inner->addLayout(columns, 1);
    inner->addLayout(buttons);
    inner->addWidget(m_message);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    content->setMinimumHeight(520);   // below that, scroll rather than squeeze the tables
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

QString DrillSummaryView::gradeText(service::DrillGrade grade)
{
    switch (grade) {
    case service::DrillGrade::Knew: return tr("Knew");
    case service::DrillGrade::Partly: return tr("Partly");
    case service::DrillGrade::Missed: break;
    }
    return tr("Missed");
}

QString DrillSummaryView::secondsText(double seconds)
{
    return SessionSummaryView::durationText(std::llround(std::max(seconds, 0.0) * 1000.0));
}

void DrillSummaryView::setSummary(const service::DrillSummary& summary, const std::vector<service::ChapterSeries>& history)
{
    m_summary = summary;
    const auto& drill = summary.drill;
    m_title->setText(summary.answered == summary.questions ? tr("Drill complete")
                                                           : tr("Drill ended after %1 of %2 questions")
                                                                 .arg(summary.answered)
                                                                 .arg(summary.questions));
    QStringList scope;
    for (const core::DeckPath& deck : drill.scope)
        scope << QString::fromStdString(deck.display());
    const QString order = drill.order == "weakest" ? tr("weakest first")
                          : drill.order == "unseen" ? tr("unseen first")
                                                    : tr("random order");
    m_settings->setText(tr("%1 · %2 · %3 · %4")
                            .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(drill.startedAt), QLocale::ShortFormat),
                                 scope.isEmpty() ? tr("the whole deck") : scope.join(tr(", ")), order,
                                 drill.secondsPerQuestion > 0 ? tr("%1 s per question").arg(drill.secondsPerQuestion)
                                                              : tr("no time limit")));
    m_score->setText(summary.answered ? percent(summary.score) : tr("–"));
    m_counts->setText(tr("%1 knew · %2 partly · %3 missed, of %4 answered")
                          .arg(summary.knew)
                          .arg(summary.partly)
                          .arg(summary.missed)
                          .arg(summary.answered));
    m_time->setText(summary.answered ? tr("%1 in all, %2 per question")
                                           .arg(secondsText(summary.totalSeconds), secondsText(summary.averageSeconds))
                                     : tr("No question was answered."));
    fillQuestions();
    fillLists();
    fillSections();
    m_chart->setHistory(history);
    m_reviewMissed->setEnabled(!summary.missedItems.empty());
    m_message->clear();
}

void DrillSummaryView::fillQuestions()
{
    m_questions->clear();
    for (const service::DrillSummaryItem& item : m_summary.items) {
        auto* row = new QTreeWidgetItem(m_questions);
        row->setText(0, QString::number(item.position + 1));
        row->setText(1, item.grade ? gradeText(*item.grade) : tr("not answered"));
        row->setText(2, item.grade ? secondsText(item.seconds) : QString());
        row->setText(3, item.deck.empty() ? QString() : QString::fromStdString(item.deck.components().back()));
        row->setText(4, firstLine(item.question));
        row->setToolTip(3, QString::fromStdString(item.deck.display()));
        row->setToolTip(4, QString::fromStdString(item.question));
        row->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        row->setData(0, kCardRole, static_cast<qint64>(item.card));
        if (item.grade) {
            const ReviewColour colour = *item.grade == service::DrillGrade::Knew     ? ReviewColour::Good
                                        : *item.grade == service::DrillGrade::Partly ? ReviewColour::Hard
                                                                                     : ReviewColour::Again;
            row->setForeground(1, reviewColour(colour, m_theme));
        }
    }
}

void DrillSummaryView::fillLists()
{
    auto fill = [](QListWidget* list, const std::vector<service::DrillSummaryItem>& items, const QString& none) {
        list->clear();
        for (const service::DrillSummaryItem& item : items) {
            QString text = firstLine(item.question);
            if (!item.notes.empty())
                text += QStringLiteral("\n    ") + tr("Your notes: %1").arg(QString::fromStdString(item.notes).simplified());
            auto* row = new QListWidgetItem(text, list);
            row->setData(kCardRole, static_cast<qint64>(item.card));
            row->setToolTip(QString::fromStdString(item.deck.display()));
        }
        if (items.empty()) {
            auto* row = new QListWidgetItem(none, list);
            row->setFlags(Qt::NoItemFlags);
        }
    };
    fill(m_missed, m_summary.missedItems, tr("None missed."));
    fill(m_partly, m_summary.partlyItems, tr("None partly known."));
}

void DrillSummaryView::fillSections()
{
    m_sections->clear();
    int rank = 0;
    for (const service::SectionScore& section : m_summary.weakestSections) {
        auto* row = new QTreeWidgetItem(m_sections);
        row->setText(0, QString::number(++rank));
        // Chapter › section: the part above them is the same for most decks and crowds the column.
        const auto& parts = section.deck.components();
        const auto shown = parts.size() > 2 ? core::DeckPath({parts.end() - 2, parts.end()}) : section.deck;
        row->setText(1, QString::fromStdString(shown.display()));
        row->setToolTip(1, QString::fromStdString(section.deck.display()));
        row->setText(2, percent(section.score));
        row->setText(3, QString::number(section.answered));
        row->setText(4, secondsText(section.averageSeconds));
        for (int c : {0, 2, 3, 4})
            row->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    }
}

void DrillSummaryView::setTheme(CardTheme resolved)
{
    m_theme = resolved;
    QPalette own = palette();
    own.setColor(QPalette::Window, cardBackground(resolved));
    setPalette(own);
    const QColor muted = reviewColour(ReviewColour::Muted, resolved);
    for (QLabel* label : m_captions) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, muted);
        label->setPalette(p);
    }
    m_chart->setTheme(resolved);
    fillQuestions();
}

void DrillSummaryView::setMessage(const QString& text, bool problem)
{
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, reviewColour(problem ? ReviewColour::Again : ReviewColour::Muted, m_theme));
    m_message->setPalette(p);
    m_message->setText(text);
}

QString DrillSummaryView::scoreText() const
{
    return m_score->text();
}

QString DrillSummaryView::timeText() const
{
    return m_time->text();
}

QString DrillSummaryView::message() const
{
    return m_message->text();
}

namespace {
std::vector<core::CardId> listedCards(const QListWidget* list)
{
    std::vector<core::CardId> cards;
    for (int i = 0; i < list->count(); ++i)
        if (const QVariant card = list->item(i)->data(kCardRole); card.isValid())
            cards.push_back(card.toLongLong());
    return cards;
}
} // namespace

std::vector<core::CardId> DrillSummaryView::missedCards() const
{
    return listedCards(m_missed);
}

std::vector<core::CardId> DrillSummaryView::partlyCards() const
{
    return listedCards(m_partly);
}

QStringList DrillSummaryView::weakestSections() const
{
    QStringList names;
    for (int i = 0; i < m_sections->topLevelItemCount(); ++i)
        names << m_sections->topLevelItem(i)->text(1);
    return names;
}

QStringList DrillSummaryView::questionTimes() const
{
    QStringList times;
    for (int i = 0; i < m_questions->topLevelItemCount(); ++i)
        times << m_questions->topLevelItem(i)->text(2);
    return times;
}

} // namespace notedeck::gui
