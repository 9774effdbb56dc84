#include "gui/browse/search_view.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/browse/marked_text_delegate.h"
#include "gui/card/card_view.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"
#include "render/card_html.h"
#include "render/card_sides.h"
#include "service/cards/search.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {

constexpr int kPauseMs = 180;
constexpr int kResultLimit = 200;
constexpr int kLayoutBatch = 25;

QString stateName(core::CardState state)
{
    switch (state) {
    case core::CardState::New:
        return SearchView::tr("New");
    case core::CardState::Learning:
        return SearchView::tr("Learning");
    case core::CardState::Review:
        return SearchView::tr("Review");
    case core::CardState::Relearning:
        return SearchView::tr("Relearning");
    }
    return {};
}

// Marked Markdown source on one line, cut to a length a list row can show.
QString oneLine(const std::string& text, int limit)
{
    QString s = QString::fromStdString(text).simplified();
    if (s.size() > limit)
        s = s.left(limit) + QStringLiteral("…");
    return s;
}

} // namespace

SearchView::SearchView(AppContext& context, DeckTreeModel& model, QWidget* parent)
    : QWidget(parent), m_context(context), m_model(model)
{
    setObjectName(QStringLiteral("search"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);

    auto* bar = new QHBoxLayout();
    m_query = new QLineEdit(this);
    m_query->setPlaceholderText(tr("Search questions and answers (Chinese works too: 拷贝, 梯度)"));
    m_query->setClearButtonEnabled(true);
    m_chapter = new QComboBox(this);
    m_chapter->setToolTip(tr("Only cards in this chapter"));
    m_chapter->setMinimumContentsLength(14);
    m_chapter->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_state = new QComboBox(this);
    m_state->setToolTip(tr("Only cards in this state"));
    m_state->addItem(tr("Any state"), -1);
    for (auto s : {core::CardState::New, core::CardState::Learning, core::CardState::Review, core::CardState::Relearning})
        m_state->addItem(stateName(s), static_cast<int>(s));
    bar->addWidget(m_query, 1);
    bar->addWidget(m_chapter);
    bar->addWidget(m_state);
    layout->addLayout(bar);

    m_status = plainLabel(this);
    layout->addWidget(m_status);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_results = new QListWidget(splitter);
    m_results->setItemDelegate(new MarkedTextDelegate(m_results));
    m_results->setWordWrap(true);
    m_results->setAlternatingRowColors(true);
    m_results->setTextElideMode(Qt::ElideNone);
    // Each row is measured as a text document; 200 of them are laid out a batch at a time, so
    // listing the results never holds the GUI thread for long.
    m_results->setLayoutMode(QListView::Batched);
    m_results->setBatchSize(kLayoutBatch);
    auto* right = new QWidget(splitter);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_view = new CardView(m_context.cardProfile(), right);
    m_context.attachCardView(m_view);
    m_studyCard = new QPushButton(tr("Study this card"), right);
    m_studyCard->setEnabled(false);
    m_cardInfo = new QPushButton(tr("Card info (I)"), right);
    m_cardInfo->setToolTip(tr("The card's reviews, memory and forgetting curve (I)"));
    m_cardInfo->setEnabled(false);
    rightLayout->addWidget(m_view, 1);
    auto* cardButtons = new QHBoxLayout();
    cardButtons->addStretch(1);
    cardButtons->addWidget(m_cardInfo);
    cardButtons->addWidget(m_studyCard);
    rightLayout->addLayout(cardButtons);
    splitter->addWidget(m_results);
    splitter->addWidget(right);
    // The card gets the larger share: its code blocks and formulas need the width, the list wraps.
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({400, 600});
    layout->addWidget(splitter, 1);
    setFocusProxy(m_query);

    m_pause.setSingleShot(true);
    m_pause.setInterval(kPauseMs);
    connect(&m_pause, &QTimer::timeout, this, &SearchView::search);
    connect(m_query, &QLineEdit::textChanged, this, [this] {
        m_toResults = false;
        m_pause.start();
    });
    connect(m_query, &QLineEdit::returnPressed, this, [this] {
        m_toResults = true;
        search();
    });
    connect(m_chapter, &QComboBox::currentIndexChanged, this, &SearchView::search);
    connect(m_state, &QComboBox::currentIndexChanged, this, &SearchView::search);
    connect(m_results, &QListWidget::currentRowChanged, this, &SearchView::openResult);
    connect(m_results, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit studyCardRequested(item->data(Qt::UserRole).toLongLong());
    });
    connect(m_studyCard, &QPushButton::clicked, this, [this] {
        if (auto id = m_view->currentCard())
            emit studyCardRequested(*id);
    });
    connect(m_view, &CardView::painted, this, [this](const RenderReport& report) {
        if (report.part == CardPart::Answer)
            emit resultShown(report.cardId);
    });
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &SearchView::backRequested);
    // I in the query field types an i (a line edit takes the letter keys before any shortcut).
    auto* info = new QShortcut(QKeySequence(Qt::Key_I), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(info, &QShortcut::activated, this, &SearchView::requestCardInfo);
    connect(m_cardInfo, &QPushButton::clicked, this, &SearchView::requestCardInfo);
    m_results->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_results, &QWidget::customContextMenuRequested, this, &SearchView::showResultMenu);
    connect(&m_model, &QAbstractItemModel::modelReset, this, &SearchView::fillChapters);
    connect(&m_context, &AppContext::deckChanged, this, [this] {
        if (!m_query->text().trimmed().isEmpty())
            search();
    });
    fillChapters();
}

void SearchView::fillChapters()
{
    const QString current = m_chapter->currentData().toString();
    const QSignalBlocker block(m_chapter);
    m_chapter->clear();
    m_chapter->addItem(tr("All chapters"), QString());
    for (const auto& node : m_model.nodes()) {
        if (node.deck.empty() || node.depth > 1)
            continue;   // parts and chapters; sections would make the list very long
        const QString indent(node.depth * 3, QLatin1Char(' '));
        m_chapter->addItem(indent + chapterName(node.deck.components().back()),
                           QString::fromStdString(node.deck.key()));
    }
    const int keep = m_chapter->findData(current);
    m_chapter->setCurrentIndex(keep < 0 ? 0 : keep);
}

void SearchView::focusQuery()
{
    m_query->setFocus();
    m_query->selectAll();
}

void SearchView::setQuery(const QString& text)
{
    m_query->setText(text);
    m_pause.stop();
}

void SearchView::setChapterFilter(const core::DeckPath& scope)
{
    int at = m_chapter->findData(QString::fromStdString(scope.key()));
    if (at < 0) {
        // A section: filter by it all the same.
        m_chapter->addItem(deckName(scope), QString::fromStdString(scope.key()));
        at = m_chapter->count() - 1;
    }
    m_chapter->setCurrentIndex(at);
}

void SearchView::search()
{
    m_pause.stop();
    m_request.dropAll();   // a search on its way is for the query before
    if (m_query->text().trimmed().isEmpty() || !m_context.hasDeck()) {
        m_results->clear();
        m_hits.clear();
        m_listedQuery.clear();
        clearPreview();
        m_status->setText(tr("Type to search every question and answer."));
        emit searched(0);
        return;
    }
    m_searches.request();
}

bool SearchView::startSearch()
{
    const QString text = m_query->text().trimmed();
    if (text.isEmpty() || !m_context.hasDeck())
        return false;
    core::SearchQuery query;
    query.text = text.toStdString();
    query.scope = core::DeckPath::fromKey(m_chapter->currentData().toString().toStdString());
    if (const int state = m_state->currentData().toInt(); state >= 0)
        query.state = static_cast<core::CardState>(state);
    query.limit = kResultLimit;
    m_status->setText(tr("Searching…"));
    const LatestRequest::Ticket request = m_request.next();
    m_context.worker().run(
        this,
        [query = std::move(query)](WorkerDeck& deck) -> core::Result<std::vector<core::SearchHit>> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::searchCards(**store, query);
        },
        [this, request, text](core::Result<std::vector<core::SearchHit>> hits) {
            // A query or filter changed meanwhile and its search has started: these are stale.
            if (m_searches.finished())
                return;
            if (m_request.isLatest(request))
                showHits(text, std::move(hits));
        });
    return true;
}

void SearchView::showHits(const QString& text, core::Result<std::vector<core::SearchHit>> hits)
{
    m_results->clear();
    m_hits.clear();
    m_listedQuery = text;
    if (!hits) {
        clearPreview();
        m_status->setText(tr("Search failed: %1").arg(QString::fromStdString(hits.error().toString())));
        emit searched(0);
        return;
    }
    m_hits = std::move(*hits);
    const std::optional<core::CardId> previewed = m_view->currentCard();
    int keep = -1;   // the row of the card in the preview, when it is listed again
    for (const core::SearchHit& hit : m_hits) {
        if (previewed == hit.card.id && keep < 0)
            keep = m_results->count();
        // Named by the side it asks, so the cards of one note read apart.
        auto* item = new QListWidgetItem(withKindMark(oneLine(hit.questionMarked, 160), hit.card), m_results);
        const QString where = deckName(hit.card.deck) + QStringLiteral(" · ") + stateName(hit.schedule.state);
        const QString snippet = oneLine(hit.snippet, 160);
        item->setData(MarkedTextDelegate::kSecondLineRole, snippet.isEmpty() ? where : where + QStringLiteral(" — ") + snippet);
        item->setData(Qt::UserRole, QVariant::fromValue<qint64>(hit.card.id));
        // The whole asked side, its lines kept.
        const std::string asked = render::cardSides(hit.card, render::ClozeMarks::Escaped).front;
        item->setToolTip(plainTip(withKindMark(QString::fromStdString(render::markdownToPlainText(asked)), hit.card)));
    }
    const int n = static_cast<int>(m_hits.size());
    m_status->setText(n == 0 ? tr("No card contains “%1”.").arg(text)
                      : n >= kResultLimit ? tr("The first %1 results; add words to narrow the search.").arg(n)
                                          : tr("%n card(s) found.", nullptr, n));
    // The preview shows a listed card: the one it showed if it is still listed, else the first
    // (Enter: the first); without results, none.
    if (n == 0)
        clearPreview();
    else
        m_results->setCurrentRow(m_toResults || keep < 0 ? 0 : keep);
    if (m_toResults && n > 0)
        m_results->setFocus();
    m_toResults = false;
    emit searched(n);
}

void SearchView::clearPreview()
{
    m_view->clear();
    enableCardActions(false);
}

void SearchView::enableCardActions(bool enable)
{
    m_studyCard->setEnabled(enable && !m_context.isReadOnly());
    m_cardInfo->setEnabled(enable);
}

void SearchView::openResult(int row)
{
    if (row < 0 || row >= static_cast<int>(m_hits.size())) {
        enableCardActions(false);
        return;
    }
    m_view->showCard(m_hits[static_cast<size_t>(row)].card);
    m_view->revealAnswer();
    enableCardActions(true);
}

void SearchView::requestCardInfo()
{
    if (const auto card = m_view->currentCard())
        emit cardInfoRequested(*card);
}

void SearchView::showResultMenu(const QPoint& pos)
{
    QListWidgetItem* item = m_results->itemAt(pos);
    if (!item)
        return;
    m_results->setCurrentItem(item);
    const core::CardId card = item->data(Qt::UserRole).toLongLong();
    QMenu menu(this);
    connect(menu.addAction(tr("Card info")), &QAction::triggered, this, [this, card] { emit cardInfoRequested(card); });
    QAction* study = menu.addAction(tr("Study this card"));
    study->setEnabled(!m_context.isReadOnly());
    connect(study, &QAction::triggered, this, [this, card] { emit studyCardRequested(card); });
    menu.exec(m_results->viewport()->mapToGlobal(pos));
}

} // namespace notedeck::gui
