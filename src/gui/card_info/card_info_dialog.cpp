#include "gui/card_info/card_info_dialog.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/card/card_theme.h"
#include "gui/card_info/forgetting_curve_chart.h"
#include "gui/shared/stats_chart_style.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {

constexpr int kTitleLimit = 240;
constexpr int kColumnWidth = 330;

QString dateText(core::Timestamp at)
{
    return QDateTime::fromSecsSinceEpoch(at).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString percent(const std::optional<double>& share)
{
    return share ? number(*share * 100, 1) + QLatin1Char('%') : QStringLiteral("—");
}

QString stateText(core::CardState state)
{
    switch (state) {
    case core::CardState::New:
        return CardInfoDialog::tr("New");
    case core::CardState::Learning:
        return CardInfoDialog::tr("Learning");
    case core::CardState::Review:
        return CardInfoDialog::tr("Review");
    case core::CardState::Relearning:
        return CardInfoDialog::tr("Relearning");
    }
    return {};
}

QString ratingText(core::Rating rating)
{
    switch (rating) {
    case core::Rating::Again:
        return CardInfoDialog::tr("Again");
    case core::Rating::Hard:
        return CardInfoDialog::tr("Hard");
    case core::Rating::Good:
        return CardInfoDialog::tr("Good");
    case core::Rating::Easy:
        return CardInfoDialog::tr("Easy");
    }
    return {};
}

QString secondsText(int durationMs)
{
    return CardInfoDialog::tr("%1 s").arg(number(durationMs / 1000.0, 1));
}

} // namespace

CardInfoDialog::CardInfoDialog(AppContext& context, core::CardId card, QWidget* parent)
    : QDialog(parent), m_context(context), m_card(card)
{
    setObjectName(QStringLiteral("card-info"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Card info — card %1").arg(card));

    auto* page = new QWidget(this);
    auto* column = new QVBoxLayout(page);
    m_title = plainLabel(tr("Reading the card's history…"), page);
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    column->addWidget(m_title);

    auto* top = new ColumnsLayout(kColumnWidth, 2);
    m_facts = new QWidget(page);
    auto* grid = new QGridLayout(m_facts);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    grid->setVerticalSpacing(4);
    grid->setHorizontalSpacing(12);
    m_chart = new QChartView(page);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(250);
    m_chart->hide();
    // The facts stay together at the top when the chart beside them is taller.
    auto* factsColumn = new QWidget(page);
    auto* factsLayout = new QVBoxLayout(factsColumn);
    factsLayout->setContentsMargins(0, 0, 0, 0);
    m_facts->setParent(factsColumn);
    factsLayout->addWidget(m_facts);
    factsLayout->addStretch(1);
    top->addWidget(factsColumn);
    top->addWidget(m_chart);
    column->addLayout(top);

    m_note = plainLabel(page);
    m_note->setWordWrap(true);
    m_note->hide();
    column->addWidget(m_note);

    m_history = new QTreeWidget(page);
    m_history->setObjectName(QStringLiteral("card-info-history"));
    m_history->setRootIsDecorated(false);
    m_history->setAlternatingRowColors(true);
    m_history->setSelectionMode(QAbstractItemView::NoSelection);
    m_history->setHeaderLabels({tr("Date"), tr("Rating"), tr("Interval"), tr("Time"), tr("R before"),
                                tr("S after (days)"), tr("D after")});
    m_history->headerItem()->setToolTip(4, tr("The recall probability the scheduler gave the card when it was answered"));
    m_history->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_history->header()->setStretchLastSection(false);
    m_history->setMinimumHeight(160);
    column->addWidget(m_history, 1);

    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    outer->addWidget(scrollingPage(page, this), 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);

    fitToWindow(this, QSize(880, 720));
    connect(&m_context, &AppContext::scheduleChanged, this, &CardInfoDialog::load);
    load();
}

QString CardInfoDialog::presetText(const service::CardPreset& preset)
{
    return preset.isDefault ? tr("Default") : QString::fromStdString(preset.name);
}

void CardInfoDialog::load()
{
    if (!m_context.hasDeck())
        return;
    const LatestRequest::Ticket request = m_request.next();
    m_context.worker().run(
        this,
        [card = m_card, now = m_context.now()](WorkerDeck& deck) -> core::Result<service::CardInfo> {
            auto open = deck.open();
            if (!open)
                return std::unexpected(open.error());
            return service::cardInfo(**open, card, now);
        },
        [this, request](core::Result<service::CardInfo> info) {
            if (!m_request.isLatest(request))
                return;
            if (info)
                showInfo(*info);
            else
                m_title->setText(tr("Cannot read the card: %1").arg(QString::fromStdString(info.error().toString())));
            emit loaded();
        });
}

void CardInfoDialog::addFact(const QString& label, const QString& value)
{
    auto* grid = static_cast<QGridLayout*>(m_facts->layout());
    const int row = grid->rowCount();
    auto* name = plainLabel(label, m_facts);
    name->setAlignment(Qt::AlignRight | Qt::AlignTop);
    auto* text = plainLabel(value, m_facts);
    text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(name, row, 0);
    grid->addWidget(text, row, 1);
}

QList<QPair<QString, QString>> CardInfoDialog::facts() const
{
    QList<QPair<QString, QString>> out;
    const auto labels = m_facts->findChildren<QLabel*>(QString(), Qt::FindDirectChildrenOnly);
    for (qsizetype i = 0; i + 1 < labels.size(); i += 2)
        out.push_back({labels[i]->text(), labels[i + 1]->text()});
    return out;
}

QString CardInfoDialog::title() const { return m_title->text(); }

QString CardInfoDialog::historyNote() const
{
    return m_note->isHidden() ? QString() : m_note->text();
}

void CardInfoDialog::showInfo(const service::CardInfo& info)
{
    m_info = info;
    const core::CardRecord& card = info.details.row.card;
    const core::ScheduleState& s = info.details.row.schedule;
    QString question = cardName(card);
    if (question.size() > kTitleLimit)
        question = question.left(kTitleLimit) + QChar(0x2026);
    m_title->setText(question);

    for (QLabel* label : m_facts->findChildren<QLabel*>(QString(), Qt::FindDirectChildrenOnly))
        delete label;
    addFact(tr("Deck"), deckName(card.deck));
    addFact(tr("Source"), QStringLiteral("%1:%2").arg(QString::fromStdString(card.sourceFile)).arg(card.sourceLine));
    addFact(tr("State"), card.retired ? tr("%1 (no longer in the notes)").arg(stateText(s.state)) : stateText(s.state));
    addFact(tr("Due"), s.state == core::CardState::New ? QStringLiteral("—") : dateText(s.due));
    addFact(tr("Reviews"), QString::number(s.reps));
    addFact(tr("Lapses"), QString::number(s.lapses));
    addFact(tr("Preset"), presetText(info.preset));
    if (info.current) {
        addFact(tr("Stability"), tr("%1 days").arg(number(info.current->stability, 2)));
        addFact(tr("Difficulty"), tr("%1 of 10").arg(number(info.current->difficulty, 2)));
        addFact(tr("Retrievability now"), percent(info.current->retrievability));
    } else {
        addFact(tr("Memory"), tr("Not answered yet"));
    }

    if (!info.historyComplete) {
        m_note->setText(tr("The history does not start with the card's first answer (it was imported with part of "
                           "its history): stability and difficulty are shown from the first answer that recorded "
                           "them, retrievability from the answer after it."));
        m_note->show();
    } else {
        m_note->hide();
    }

    QChart* chart = forgettingCurveChart(info, resolvedTheme(m_context.theme(), palette()));
    m_chart->setVisible(chart != nullptr);
    if (chart)
        replaceChart(m_chart, chart);
    fillHistory(info);
}

void CardInfoDialog::fillHistory(const service::CardInfo& info)
{
    m_history->clear();
    // Newest first, as a person reads a history.
    for (auto it = info.reviews.rbegin(); it != info.reviews.rend(); ++it) {
        const core::ReviewRecord& r = it->review;
        auto* row = new QTreeWidgetItem(m_history);
        row->setText(0, dateText(r.reviewedAtMs / 1000));
        row->setText(1, ratingText(r.rating));
        row->setText(2, QString::fromStdString(service::scheduledInterval(r)));
        row->setText(3, secondsText(r.durationMs));
        row->setText(4, percent(it->retrievability));
        row->setText(5, it->stability ? number(*it->stability, 2) : QStringLiteral("—"));
        row->setText(6, it->difficulty ? number(*it->difficulty, 2) : QStringLiteral("—"));
        for (int c = 2; c < 7; ++c)
            row->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    }
}

} // namespace notedeck::gui
