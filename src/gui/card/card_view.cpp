#include "gui/card/card_view.h"

#include "core/image_resolver.h"
#include "gui/card/card_bridge.h"
#include "gui/card/card_page.h"
#include "gui/card/card_profile.h"
#include "gui/card/image_scheme_handler.h"
#include "gui/card/request_blocker.h"

#include <QAction>
#include <QDesktopServices>
#include <QEvent>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QMenu>
#include <QMetaMethod>
#include <QVBoxLayout>
#include <QWebChannel>
#include <QWebEngineContextMenuRequest>
#include <QWebEngineView>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <array>
#include <iterator>
#include <tuple>
#include <utility>

namespace notedeck::gui {

namespace {

// Cards with more Markdown than this (question and answer) become HTML off the GUI thread. Real
// cards are a few KB and take well under a millisecond; hostile ones take up to 0.25 s.
constexpr std::size_t kRenderOffThreadBytes = 64 * 1024;

// Font sizes the zoom shortcuts step through, in CSS pixels.
constexpr std::array kFontSteps = {11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 32, 36};

QJsonObject toJson(const render::CardHtml& card)
{
    QJsonArray deck;
    for (const std::string& component : card.deckPath)
        deck.append(QString::fromStdString(component));
    return QJsonObject{
        {QStringLiteral("id"), QString::number(card.id)},   // a string: JSON numbers lose 64-bit ids
        {QStringLiteral("deck"), deck},
        {QStringLiteral("question"), QString::fromStdString(card.question)},
        {QStringLiteral("answer"), QString::fromStdString(card.answer)},
        {QStringLiteral("answerReplacesQuestion"), card.answerReplacesQuestion},
    };
}

QString firstPictureOf(const render::CardHtml& card)
{
    return card.images.empty() ? QString() : QString::fromStdString(card.images.front());
}

bool opensExternally(const QUrl& url)
{
    const QString scheme = url.scheme();
    return scheme == QLatin1String("http") || scheme == QLatin1String("https") || scheme == QLatin1String("mailto");
}

} // namespace

CardView::CardView(CardProfile* profile, QWidget* parent) : QWidget(parent)
{
    if (!profile) {
        m_ownProfile = new CardProfile();   // no parent: deleted after the page, in ~CardView
        profile = m_ownProfile;
    }
    m_profile = profile;
    m_page = new CardPage(m_profile, this);
    m_bridge = new CardBridge(this);
    m_channel = new QWebChannel(this);
    m_channel->registerObject(QStringLiteral("bridge"), m_bridge);
    m_page->setWebChannel(m_channel);
    m_page->setBackgroundColor(cardBackground(effectiveTheme()));

    m_view = new QWebEngineView(this);
    m_view->setPage(m_page);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setAcceptDrops(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    setFocusProxy(m_view);

    connect(m_bridge, &CardBridge::ready, this, &CardView::onPageReady);
    connect(m_bridge, &CardBridge::rendered, this, &CardView::onRendered);
    connect(m_bridge, &CardBridge::painted, this, &CardView::onPainted);
    connect(m_bridge, &CardBridge::linkActivated, this, &CardView::onLinkClicked);
    connect(m_profile->requestBlocker(), &RequestBlocker::blocked, this, &CardView::requestBlocked);
    // An image file edited on disk: the page loads it again wherever it shows it.
    connect(m_profile->imageHandler(), &ImageSchemeHandler::imageChanged, m_bridge, &CardBridge::imageChanged);
    connect(m_view, &QWidget::customContextMenuRequested, this, &CardView::showContextMenu);
    installShortcuts();

    m_page->load(CardPage::pageUrl());
}

CardView::~CardView()
{
    // The page must go before the profile it was created with.
    delete m_view;
    delete m_page;
    delete m_ownProfile;
}

QWebEnginePage* CardView::page() const
{
    return m_page;
}

RequestBlocker* CardView::requestBlocker() const
{
    return m_profile->requestBlocker();
}

void CardView::showCard(const core::CardRecord& card)
{
    if (card.question.size() + card.answer.size() < kRenderOffThreadBytes) {
        showCard(render::renderCard(card, m_profile->images().get()));
        return;
    }
    // A huge card (a 1,500-row table: 0.15–0.25 s of Markdown → HTML) is made on a pool thread,
    // so the window keeps answering meanwhile. A watcher owned by the view brings the result back
    // to the GUI thread; a card shown since (another sequence number) makes it stale.
    beginCard(card.id);
    m_htmlPending = true;
    const LatestRequest::Ticket seq = m_seq.latest();
    using Rendered = std::pair<QJsonObject, QString>;   // the page's card, its first picture
    auto* watcher = new QFutureWatcher<Rendered>(this);
    connect(watcher, &QFutureWatcher<Rendered>::finished, this, [this, watcher, seq] {
        watcher->deleteLater();
        if (!m_seq.isLatest(seq))
            return;
        std::tie(m_cardJson, m_firstPicture) = watcher->result();
        m_htmlPending = false;
        sendCard();
    });
    watcher->setFuture(QtConcurrent::run([card, images = m_profile->images()] {
        const render::CardHtml html = render::renderCard(card, images.get());
        return Rendered{toJson(html), firstPictureOf(html)};
    }));
}

void CardView::showCard(const render::CardHtml& card, CardScroll scroll)
{
    beginCard(card.id);
    m_cardJson = toJson(card);
    m_firstPicture = firstPictureOf(card);
    m_cardJson.insert(QStringLiteral("keepScroll"), scroll == CardScroll::Keep);
    sendCard();
}

void CardView::clear()
{
    m_seq.next();
    m_cardId.reset();
    m_cardJson = {};
    m_firstPicture.clear();
    m_htmlPending = false;
    m_answerShown = false;
    if (m_pageReady)
        emit m_bridge->clearRequested(m_seq.latest());
}

void CardView::beginCard(core::CardId id)
{
    m_seq.next();
    m_cardId = id;
    m_cardJson = {};
    m_firstPicture.clear();
    m_htmlPending = false;
    m_answerShown = false;
    m_sinceRequest.start();
}

// Hands the current card to the page, with the answer if it was asked for meanwhile.
void CardView::sendCard()
{
    if (!m_pageReady || !m_cardId || m_htmlPending)
        return;
    emit m_bridge->showRequested(m_seq.latest(), m_cardJson);
    if (m_answerShown)
        emit m_bridge->revealRequested(m_seq.latest());
}

void CardView::revealAnswer()
{
    if (!m_cardId || m_answerShown)
        return;
    m_answerShown = true;
    m_sinceRequest.start();
    if (m_pageReady && !m_htmlPending)
        emit m_bridge->revealRequested(m_seq.latest());
}

CardTheme CardView::effectiveTheme() const
{
    return resolvedTheme(m_theme, palette());
}

void CardView::setTheme(CardTheme theme)
{
    m_theme = theme;
    pushAppearance();
}

void CardView::setFontSize(int px)
{
    px = std::clamp(px, kMinFontSize, kMaxFontSize);
    if (px == m_fontSize)
        return;
    m_fontSize = px;
    pushAppearance();
    emit fontSizeChanged(px);
}

void CardView::zoomIn()
{
    const auto next = std::upper_bound(kFontSteps.begin(), kFontSteps.end(), m_fontSize);
    if (next != kFontSteps.end())
        setFontSize(*next);
}

void CardView::zoomOut()
{
    const auto next = std::lower_bound(kFontSteps.begin(), kFontSteps.end(), m_fontSize);
    if (next != kFontSteps.begin())
        setFontSize(*std::prev(next));
}

void CardView::resetZoom()
{
    setFontSize(kDefaultFontSize);
}

void CardView::changeEvent(QEvent* event)
{
    // The desktop switched between light and dark: follow it when the theme is "system".
    if (event->type() == QEvent::PaletteChange && m_theme == CardTheme::System)
        pushAppearance();
    QWidget::changeEvent(event);
}

void CardView::pushAppearance()
{
    const CardTheme theme = effectiveTheme();
    m_page->setBackgroundColor(cardBackground(theme));
    if (!m_pageReady)
        return;
    emit m_bridge->appearanceChanged(QJsonObject{
        {QStringLiteral("theme"), cardThemeName(theme)},
        {QStringLiteral("fontSize"), m_fontSize},
        {QStringLiteral("texts"), pageTexts()},
    });
}

QJsonObject CardView::pageTexts() const
{
    // The page's own words, translated here and sent as data: the page fills in %1 itself.
    return QJsonObject{
        {QStringLiteral("crumbs"), tr("Chapter")},
        {QStringLiteral("image"), tr("image")},
        {QStringLiteral("imageNotLoaded"), tr("Not loaded (NoteDeck shows no images from the network): %1")},
        {QStringLiteral("cardFailed"), tr("This card could not be shown: %1")},
        // Why an image is not shown, by the renderer's reason codes; %1 is the image as written.
        {QStringLiteral("imageProblems"), QJsonObject{
            {QStringLiteral("not-found"), tr("Not found: %1")},
            {QStringLiteral("outside-notes-folder"), tr("Outside the notes folder: %1")},
            {QStringLiteral("absolute-path"), tr("An absolute path (write it relative to the note): %1")},
            {QStringLiteral("file-url"), tr("A file: URL (write the path relative to the note): %1")},
            {QStringLiteral("symlink-outside"), tr("A symbolic link pointing outside the notes folder: %1")},
            {QStringLiteral("too-large"), tr("Over 20 MB: %1")},
            {QStringLiteral("not-an-image"), tr("Not an image format (png, jpg, gif, webp, svg): %1")},
            {QStringLiteral("remote-blocked"), tr("Remote images are blocked: %1")},
            {QStringLiteral("unsupported-url"), tr("Not an image of the notes folder: %1")},
            {QStringLiteral("no-notes-folder"), tr("No notes folder to show images from: %1")},
            // Found when the card was made, but the page could not load it.
            {QStringLiteral("load-failed"), tr("Could not be loaded (gone, or not a valid image): %1")},
        }},
    };
}

void CardView::onPageReady()
{
    m_pageReady = true;
    pushAppearance();
    // Replay what was asked for while the page was loading.
    if (m_cardId && !m_htmlPending)
        m_sinceRequest.start();
    sendCard();
    emit pageReady();
}

void CardView::onRendered(int seq, const QString& part, const QJsonObject& stats)
{
    if (!m_seq.isLatest(seq) || !m_cardId)
        return;   // a report about a card that has since been replaced
    RenderReport report;
    report.cardId = *m_cardId;
    report.sequence = seq;
    report.part = part == QLatin1String("answer") ? CardPart::Answer : CardPart::Question;
    report.formulas = stats.value(QStringLiteral("formulas")).toInt();
    report.formulaErrors = stats.value(QStringLiteral("formulaErrors")).toInt();
    report.pageMs = stats.value(QStringLiteral("pageMs")).toDouble();
    report.elapsedMs = static_cast<double>(m_sinceRequest.nsecsElapsed()) / 1e6;
    (report.part == CardPart::Answer ? m_lastAnswerReport : m_lastQuestionReport) = report;
    emit rendered(report);
}

void CardView::onPainted(int seq, const QString& part)
{
    if (!m_seq.isLatest(seq) || !m_cardId)
        return;
    emit painted(part == QLatin1String("answer") ? m_lastAnswerReport : m_lastQuestionReport);
}

void CardView::onLinkClicked(const QUrl& url)
{
    // The page only offers http(s)/mailto links; checked again since the page is the untrusted side.
    if (!url.isValid() || !opensExternally(url))
        return;
    emit linkClicked(url);
    if (m_opensLinks)
        QDesktopServices::openUrl(url);
}

void CardView::installShortcuts()
{
    auto add = [this](QList<QKeySequence> keys, void (CardView::*slot)()) {
        auto* action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
    };
    add({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)}, &CardView::zoomIn);
    add({QKeySequence(Qt::CTRL | Qt::Key_Minus)}, &CardView::zoomOut);
    add({QKeySequence(Qt::CTRL | Qt::Key_0)}, &CardView::resetZoom);
}

void CardView::showContextMenu(const QPoint& pos)
{
    // Only what makes sense on a card: the default menu offers Back, Reload and View Source.
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(m_page->action(QWebEnginePage::Copy));
    menu->addAction(m_page->action(QWebEnginePage::SelectAll));
    addOccludeAction(*menu);
    menu->popup(m_view->mapToGlobal(pos));
}

void CardView::addOccludeAction(QMenu& menu)
{
    if (!isSignalConnected(QMetaMethod::fromSignal(&CardView::occludeRequested)))
        return;
    // The picture under the pointer, when it is one of the notes folder's; else the card's first.
    QString picture;
    if (const QWebEngineContextMenuRequest* request = m_view->lastContextMenuRequest();
        request && request->mediaType() == QWebEngineContextMenuRequest::MediaTypeImage) {
        const QByteArray url = request->mediaUrl().toEncoded();
        if (auto path = core::imagePathOfUrl(std::string_view(url.constData(), static_cast<size_t>(url.size()))))
            picture = QString::fromStdString(*path);
    }
    if (picture.isEmpty() && m_occludesCardPicture)
        picture = m_firstPicture;
    if (picture.isEmpty() && !m_occludesCardPicture)
        return;
    menu.addSeparator();
    QAction* occlude = menu.addAction(picture.isEmpty() ? tr("Occlude… (this card shows no picture)") : tr("Occlude…"));
    occlude->setEnabled(!picture.isEmpty());
    connect(occlude, &QAction::triggered, this, [this, picture] { emit occludeRequested(picture); });
}

} // namespace notedeck::gui
