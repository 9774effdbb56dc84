#include "gui/browse/read_view.h"

#include "gui/app/app_context.h"
#include "gui/card/card_profile.h"
#include "gui/app/deck_worker.h"
#include "gui/browse/read_document.h"
#include "gui/card/card_view.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>
#include <QWebEnginePage>
#include <QWebEngineScript>

namespace notedeck::gui {

ReadView::ReadView(AppContext& context, QWidget* parent) : QWidget(parent), m_context(context)
{
    setObjectName(QStringLiteral("read"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    auto* bar = new QHBoxLayout();
    bar->setContentsMargins(10, 6, 10, 6);
    auto* back = new QPushButton(tr("‹ Overview"), this);
    back->setToolTip(tr("Back to the overview (Esc)"));
    m_title = plainLabel(this);
    m_title->setWordWrap(true);   // a long path takes two lines rather than widening the window
    m_study = new QPushButton(tr("Study this chapter"), this);
    bar->addWidget(back);
    bar->addSpacing(8);
    bar->addWidget(m_title, 1);
    bar->addWidget(m_study);
    layout->addLayout(bar);

    m_view = new CardView(m_context.cardProfile(), this);
    m_view->setOpensLinks(false);
    m_context.attachCardView(m_view);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);

    connect(back, &QPushButton::clicked, this, &ReadView::backRequested);
    connect(m_study, &QPushButton::clicked, this, [this] { emit studyRequested(m_scope); });
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &ReadView::backRequested);
    auto* info = new QShortcut(QKeySequence(Qt::Key_I), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(info, &QShortcut::activated, this, &ReadView::requestCardInfo);
    connect(m_view, &CardView::linkClicked, this, [this](const QUrl& url) {
        const auto link = readLinkOf(url);
        if (!link)
            QDesktopServices::openUrl(url);
        else if (link->action == ReadLinkAction::Study)
            emit studyCardRequested(link->card);
        else if (link->action == ReadLinkAction::Info)
            emit cardInfoRequested(link->card);
        else
            bringBack(link->card, link->action == ReadLinkAction::Unsuspend ? service::CardAction::Unsuspend
                                                                             : service::CardAction::Unbury);
    });
    connect(m_view, &CardView::painted, this, &ReadView::onPainted);
    connect(&m_context, &AppContext::deckChanged, this, [this] {
        if (isVisible())
            reload();
    });
    connect(&m_context, &AppContext::scheduleChanged, this, [this] {
        if (isVisible())
            reload();
    });
}

void ReadView::showScope(const core::DeckPath& scope)
{
    m_scope = scope;
    load(CardScroll::Top);
}

void ReadView::reload()
{
    load(m_shownScope == m_scope ? CardScroll::Keep : CardScroll::Top);
}

void ReadView::load(CardScroll scroll)
{
    m_title->setText(m_scope.empty() ? tr("All cards") : deckName(m_scope));
    m_study->setEnabled(!m_context.isReadOnly());
    if (!m_context.hasDeck())
        return;
    const LatestRequest::Ticket request = m_request.next();
    m_context.worker().run(
        this,
        [scope = m_scope, now = m_context.now(), images = m_context.cardProfile()->images()](WorkerDeck& deck)
            -> core::Result<ReadDocument> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return buildReadDocument(**store, scope, now, images.get());
        },
        [this, request, scroll](core::Result<ReadDocument> doc) {
            if (!m_request.isLatest(request))
                return;
            if (!doc) {
                m_title->setText(tr("Cannot read the deck: %1").arg(QString::fromStdString(doc.error().toString())));
                return;
            }
            m_shown = doc->shown;
            m_title->setText(tr("%1 — %n card(s)", nullptr, doc->cards)
                                 .arg(m_scope.empty() ? tr("All cards") : deckName(m_scope)));
            m_waiting = true;
            m_shownScope = m_scope;
            m_view->showCard(doc->html, scroll);
            m_view->revealAnswer();
        });
}

void ReadView::bringBack(core::CardId card, service::CardAction action)
{
    if (!m_context.hasDeck())
        return;
    // One card, one write: on this thread's deck, like an answer.
    auto changed = service::changeCard(m_context.deck(), card, action, m_context.now());
    if (!changed) {
        m_title->setText(tr("Cannot change the card: %1").arg(QString::fromStdString(changed.error().toString())));
        return;
    }
    emit cardBroughtBack(card);   // the deck's scheduleChanged() moves the counts and this view's state
}

void ReadView::requestCardInfo()
{
    // The first card info link whose card is still in view: its bottom below the top of the page.
    static const QString script = QStringLiteral(
        "(() => { for (const a of document.querySelectorAll('a[href*=\"/info/\"]'))"
        " if (a.getBoundingClientRect().bottom > 0) return a.href; return ''; })()");
    m_view->page()->runJavaScript(script, QWebEngineScript::ApplicationWorld,
                                  [view = QPointer<ReadView>(this)](const QVariant& href) {
                                      if (!view)
                                          return;
                                      const auto link = readLinkOf(QUrl(href.toString()));
                                      if (link && link->action == ReadLinkAction::Info)
                                          emit view->cardInfoRequested(link->card);
                                  });
}

void ReadView::onPainted(const RenderReport& report)
{
    if (!m_waiting || report.part != CardPart::Answer)
        return;
    m_waiting = false;
    emit rendered(m_shown);
}

} // namespace notedeck::gui
