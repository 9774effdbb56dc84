#include "gui/drill/drill_summary_view.h"

#include "gui/drill/drill_history_chart.h"
#include "gui/drill/fitted_item_view.h"
#include "gui/shared/review_theme.h"
#include "gui/shared/study_texts.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"
#include "render/card_html.h"
#include "render/card_sides.h"

#include <QDateTime>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QShortcut>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace notedeck::gui {

namespace {

constexpr int kCardRole = Qt::UserRole + 1;   // qint64: the card an item opens
// Below this width the missed and partly lists go above the weakest sections, not beside them.
constexpr int kSideBySideWidth = 760;

// Columns of the questions table.
enum QuestionColumn { kNumber, kGrade, kTime, kQuestion, kSection };

// A question as the reader sees it on one line: the card's name (the side it asked).
QString questionText(const service::DrillSummaryItem& item)
{
    return cardName(service::cardOf(item));
}

// A tooltip with the whole question, as text (a tooltip would take "<b>" for markup) that wraps.
QString questionTip(const service::DrillSummaryItem& item)
{
    const core::CardRecord card = service::cardOf(item);
    const std::string asked = render::cardSides(card, render::ClozeMarks::Escaped).front;
    return QStringLiteral("<p>") +
           withKindMark(QString::fromStdString(render::markdownToPlainText(asked)), card).toHtmlEscaped() +
           QStringLiteral("</p>");
}

// A setting that must not be split over two lines ("90 s per question"): its spaces do not break.
QString unbroken(QString text)
{
    return text.replace(QLatin1Char(' '), QChar(QChar::Nbsp));
}

// "40%", "37.5%": a decimal only when there is one.
QString percent(double share)
{
    const double tenths = std::round(share * 1000.0);
    return QLocale().toString(tenths / 10.0, 'f', std::fmod(tenths, 10.0) == 0.0 ? 0 : 1) + QStringLiteral("%");
}

QLabel* caption(const QString& text, QWidget* parent, QList<QLabel*>& captions)
{
    auto* label = plainLabel(text, parent);
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
    list->setToolTip(DrillSummaryView::tr("Double-click or Enter: study this card now"));
    fitToRows(list);
    return list;
}

QTreeWidget* table(const QString& name, const QStringList& headers, QWidget* parent)
{
    auto* tree = new QTreeWidget(parent);
    tree->setObjectName(name);
    tree->setRootIsDecorated(false);
    tree->setHeaderLabels(headers);
    return tree;
}

} // namespace

DrillSummaryView::DrillSummaryView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("drillSummary"));
    setAutoFillBackground(true);
    auto* content = new QWidget();
    content->setObjectName(QStringLiteral("drillSummaryContent"));

    m_title = plainLabel(content);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_settings = plainLabel(content);
    m_settings->setWordWrap(true);
    m_captions.append(m_settings);

    m_score = plainLabel(content);
    m_score->setObjectName(QStringLiteral("drillScore"));
    QFont scoreFont = m_score->font();
    scoreFont.setPointSizeF(scoreFont.pointSizeF() * 2.4);
    scoreFont.setBold(true);
    m_score->setFont(scoreFont);
    m_counts = plainLabel(content);
    m_counts->setWordWrap(true);
    m_time = plainLabel(content);
    m_time->setObjectName(QStringLiteral("drillTime"));
    m_time->setWordWrap(true);

    // Every question in full: the question wraps in the width the short columns leave, the
    // section takes what its names need up to a quarter of it (and wraps beyond).
    m_questions = table(QStringLiteral("drillQuestions"), {tr("#"), tr("Grade"), tr("Time"), tr("Question"), tr("Section")},
                        content);
    m_questions->setToolTip(tr("Double-click a question to study its card"));
    fitToRows(m_questions, kQuestion, kSection, 0.25);

    m_missed = cardList(QStringLiteral("drillMissed"), content);
    m_partly = cardList(QStringLiteral("drillPartly"), content);

    m_sections = table(QStringLiteral("drillWeakest"),
                       {tr("#"), tr("Section"), tr("Score"), tr("Answered"), tr("Per question")}, content);
    fitToRows(m_sections, 1);

    m_chart = new DrillHistoryChart(content);

    m_reviewMissed = new QPushButton(tr("Review the missed cards today"), content);
    m_reviewMissed->setObjectName(QStringLiteral("drillReviewMissed"));
    m_export = new QPushButton(tr("Export as Markdown…"), content);
    m_export->setObjectName(QStringLiteral("drillExport"));
    m_history = new QPushButton(tr("Drill history"), content);
    m_close = new QPushButton(tr("Back to the deck"), content);
    m_close->setToolTip(tr("Back to the deck (Esc)"));
    for (QPushButton* button : {m_reviewMissed, m_export, m_history, m_close})
        button->setFocusPolicy(Qt::NoFocus);
    m_message = plainLabel(content);
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
    auto* info = new QShortcut(QKeySequence(Qt::Key_I), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(info, &QShortcut::activated, this, [this] {
        if (const auto card = chosenCard())
            emit cardInfoRequested(*card);
    });
    for (QListWidget* list : {m_missed, m_partly}) {
        list->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(list, &QWidget::customContextMenuRequested, this, [this, list](const QPoint& pos) {
            const QListWidgetItem* item = list->itemAt(pos);
            const QVariant card = item ? item->data(kCardRole) : QVariant();
            showCardMenu(list, pos, card.isValid() ? std::optional<core::CardId>(card.toLongLong()) : std::nullopt);
        });
    }
    m_questions->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_questions, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        const QTreeWidgetItem* item = m_questions->itemAt(pos);
        showCardMenu(m_questions, pos,
                     item ? std::optional<core::CardId>(item->data(0, kCardRole).toLongLong()) : std::nullopt);
    });

    // At the top the verdict and the trend side by side; below, every question across the whole
    // width; then what to work on: the missed and partly known questions, the weakest sections.
    auto* verdict = new QVBoxLayout();
    verdict->setSpacing(6);
    verdict->addWidget(m_title);
    verdict->addWidget(m_settings);
    verdict->addWidget(m_score);
    verdict->addWidget(m_counts);
    verdict->addWidget(m_time);
    verdict->addStretch(1);
    // Side by side where both have room, else the plot under the verdict.
    auto* top = new ColumnsLayout(280, 2);
    top->setSpacing(24);
    top->addLayout(verdict);
    top->addWidget(m_chart);

    auto* lists = new QVBoxLayout();
    lists->setSpacing(6);
    lists->addWidget(caption(tr("Missed"), content, m_captions));
    lists->addWidget(m_missed);
    lists->addWidget(caption(tr("Partly known"), content, m_captions));
    lists->addWidget(m_partly);
    lists->addStretch(1);
    auto* sections = new QVBoxLayout();
    sections->setSpacing(6);
    sections->addWidget(caption(tr("Weakest sections"), content, m_captions));
    sections->addWidget(m_sections);
    sections->addStretch(1);
    // Side by side when there is room for the sections' names beside their numbers, else stacked.
    m_work = new QBoxLayout(QBoxLayout::LeftToRight);
    m_work->setSpacing(24);
    m_work->addLayout(lists, 2);
    m_work->addLayout(sections, 3);   // its numbers take room; the names need the rest

    auto* buttons = new FlowLayout();
    buttons->addWidget(m_reviewMissed);
    buttons->addWidget(m_export);
    buttons->addWidget(m_history);
    buttons->addWidget(m_close);

    auto* inner = new QVBoxLayout(content);
    inner->setContentsMargins(24, 18, 24, 18);
    inner->setSpacing(8);
    inner->addLayout(top);
    inner->addSpacing(4);
    inner->addWidget(caption(tr("Questions"), content, m_captions));
    inner->addWidget(m_questions);
    inner->addSpacing(4);
    inner->addLayout(m_work);
    inner->addStretch(1);
    inner->addLayout(buttons);
    inner->addWidget(m_message);

    // The page scrolls as a whole, down only: the tables and lists wrap at its width.
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(downwardPage(content, this));
}

void DrillSummaryView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const auto direction = width() >= kSideBySideWidth ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (m_work->direction() != direction)
        m_work->setDirection(direction);
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
    return StudyTexts::duration(std::llround(std::max(seconds, 0.0) * 1000.0));
}

void DrillSummaryView::setSummary(const service::DrillSummary& summary)
{
    m_summary = summary;
    const auto& drill = summary.drill;
    m_title->setText(summary.answered == summary.questions ? tr("Drill complete")
                                                           : tr("Drill ended after %1 of %2 questions")
                                                                 .arg(summary.answered)
                                                                 .arg(summary.questions));
    QStringList scope;
    for (const core::DeckPath& deck : drill.scope)
        scope << deckName(deck);
    const QString order = drill.order == "weakest" ? tr("weakest first")
                          : drill.order == "unseen" ? tr("unseen first")
                                                    : tr("random order");
    // The line breaks between the settings, never inside one; only the chapters, which can be
    // many, break where they like.
    m_settings->setText(tr("%1 · %2 · %3 · %4")
                            .arg(unbroken(QLocale().toString(QDateTime::fromSecsSinceEpoch(drill.startedAt),
                                                             QLocale::ShortFormat)),
                                 scope.isEmpty() ? unbroken(tr("the whole deck")) : scope.join(tr(", ")),
                                 unbroken(order),
                                 unbroken(drill.secondsPerQuestion > 0 ? tr("%1 s per question").arg(drill.secondsPerQuestion)
                                                                       : tr("no time limit"))));
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
    m_chart->setReading();
    updateReviewMissed();
    m_message->clear();
}

void DrillSummaryView::setReadOnlyReason(const QString& reason)
{
    m_readOnlyReason = reason;
    updateReviewMissed();
}

void DrillSummaryView::updateReviewMissed()
{
    // The tooltip says what the button does, or why it is off (a disabled button shows it too).
    if (!m_readOnlyReason.isEmpty())
        m_reviewMissed->setToolTip(
            tr("Off: the deck is open read-only (%1), so the missed cards cannot be made due.").arg(m_readOnlyReason));
    else if (m_summary.missedItems.empty())
        m_reviewMissed->setToolTip(tr("Off: no question was missed."));
    else
        m_reviewMissed->setToolTip(tr("Make the missed cards due now, so today's study asks them again"));
    m_reviewMissed->setEnabled(m_readOnlyReason.isEmpty() && !m_summary.missedItems.empty());
}

void DrillSummaryView::setHistory(const std::vector<service::ChapterSeries>& history)
{
    m_chart->setHistory(history);
    emit historyShown();
}

void DrillSummaryView::fillQuestions()
{
    m_questions->clear();
    for (const service::DrillSummaryItem& item : m_summary.items) {
        auto* row = new QTreeWidgetItem(m_questions);
        row->setText(kNumber, QString::number(item.position + 1));
        row->setText(kGrade, item.grade ? gradeText(*item.grade) : tr("not answered"));
        row->setText(kTime, item.grade ? secondsText(item.seconds) : QString());
        row->setText(kQuestion, questionText(item));
        row->setText(kSection, item.deck.empty() ? QString() : chapterName(item.deck.components().back()));
        row->setToolTip(kQuestion, questionTip(item));
        row->setToolTip(kSection, plainTip(deckName(item.deck)));
        row->setTextAlignment(kNumber, Qt::AlignRight | Qt::AlignTop);
        row->setTextAlignment(kTime, Qt::AlignRight | Qt::AlignTop);
        for (int column : {kGrade, kQuestion, kSection})
            row->setTextAlignment(column, Qt::AlignLeft | Qt::AlignTop);
        row->setData(0, kCardRole, static_cast<qint64>(item.card));
        if (item.grade) {
            const ReviewColour colour = *item.grade == service::DrillGrade::Knew     ? ReviewColour::Good
                                        : *item.grade == service::DrillGrade::Partly ? ReviewColour::Hard
                                                                                     : ReviewColour::Again;
            row->setForeground(kGrade, reviewColour(colour, m_theme));
        }
    }
}

void DrillSummaryView::fillLists()
{
    auto fill = [](QListWidget* list, const std::vector<service::DrillSummaryItem>& items, const QString& none) {
        list->clear();
        for (const service::DrillSummaryItem& item : items) {
            QString text = questionText(item);
            if (!item.notes.empty())
                text += QStringLiteral("\n    ") + tr("Your notes: %1").arg(QString::fromStdString(item.notes).simplified());
            auto* row = new QListWidgetItem(text, list);
            row->setData(kCardRole, static_cast<qint64>(item.card));
            row->setToolTip(plainTip(deckName(item.deck)));
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
        row->setText(1, deckName(shown));
        row->setToolTip(1, plainTip(deckName(section.deck)));
        row->setText(2, percent(section.score));
        row->setText(3, QString::number(section.answered));
        row->setText(4, secondsText(section.averageSeconds));
        row->setTextAlignment(1, Qt::AlignLeft | Qt::AlignTop);
        for (int c : {0, 2, 3, 4})
            row->setTextAlignment(c, Qt::AlignRight | Qt::AlignTop);
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
        times << m_questions->topLevelItem(i)->text(kTime);
    return times;
}

QStringList DrillSummaryView::questionTexts() const
{
    QStringList texts;
    for (int i = 0; i < m_questions->topLevelItemCount(); ++i)
        texts << m_questions->topLevelItem(i)->text(kQuestion);
    return texts;
}

QString DrillSummaryView::settingsText() const
{
    return m_settings->text();
}

std::optional<core::CardId> DrillSummaryView::chosenCard() const
{
    for (const QListWidget* list : {m_missed, m_partly}) {
        if (list->hasFocus() && list->currentItem()) {
            if (const QVariant card = list->currentItem()->data(kCardRole); card.isValid())
                return card.toLongLong();
        }
    }
    const QTreeWidgetItem* question = m_questions->currentItem() ? m_questions->currentItem() : m_questions->topLevelItem(0);
    if (!question)
        return std::nullopt;
    return question->data(0, kCardRole).toLongLong();
}

void DrillSummaryView::showCardMenu(QWidget* list, const QPoint& pos, std::optional<core::CardId> card)
{
    if (!card)
        return;
    QMenu menu(this);
    connect(menu.addAction(tr("Card info")), &QAction::triggered, this, [this, card] { emit cardInfoRequested(*card); });
    connect(menu.addAction(tr("Study this card")), &QAction::triggered, this, [this, card] { emit openCardRequested(*card); });
    auto* area = qobject_cast<QAbstractScrollArea*>(list);
    menu.exec((area ? area->viewport() : list)->mapToGlobal(pos));
}

} // namespace notedeck::gui
