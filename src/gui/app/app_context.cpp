#include "gui/app/app_context.h"

#include "gui/app/deck_worker.h"
#include "gui/card/card_profile.h"
#include "gui/card/card_view.h"
#include "service/study.h"

#include <algorithm>

namespace notedeck::gui {

core::Result<std::unique_ptr<AppContext>> AppContext::create(std::unique_ptr<storage::DeckStore> deck,
                                                            std::unique_ptr<core::Clock> clock)
{
    if (!clock)
        clock = std::make_unique<core::SystemClock>();
    std::unique_ptr<AppContext> context(new AppContext(std::move(deck), std::move(clock)));
    auto scheduler = service::loadScheduler(*context->m_deck);
    if (!scheduler)
        return std::unexpected(scheduler.error());
    context->m_scheduler.emplace(std::move(*scheduler));
    return context;
}

AppContext::AppContext(std::unique_ptr<storage::DeckStore> deck, std::unique_ptr<core::Clock> clock)
    : m_deckFile(deck->file()), m_clock(std::move(clock)), m_worker(std::make_unique<DeckWorker>(m_deckFile)),
      m_profile(new CardProfile()), m_fontSize(CardView::kDefaultFontSize)
{
    useDeck(std::move(deck));
}

void AppContext::useDeck(std::unique_ptr<storage::DeckStore> deck)
{
    m_deck = std::move(deck);
    // Without a checkpoint here the log grows until the worker's next one; at worst SQLite's
    // own checkpoint when the last connection closes.
    if (m_deck->readOnlyReason().empty())
        (void)m_deck->setAutoCheckpoint(false);
}

void AppContext::notifyScheduleChanged()
{
    emit scheduleChanged();
    m_checkpoint.request();
}

bool AppContext::startCheckpoint()
{
    if (isReadOnly())
        return false;
    m_worker->run(
        this,
        [](WorkerDeck& deck) {
            auto store = deck.open();
            return store && (*store)->checkpoint().has_value();
        },
        [this](bool) { m_checkpoint.finished(); });
    return true;
}

AppContext::~AppContext()
{
    m_worker.reset();
    // The profile must outlive the pages; by now the windows that held them are gone.
    delete m_profile;
}

QString AppContext::readOnlyReason() const
{
    return m_deck ? QString::fromStdString(m_deck->readOnlyReason()) : tr("The deck is closed.");
}

void AppContext::setTheme(CardTheme theme)
{
    if (theme == m_theme)
        return;
    m_theme = theme;
    emit appearanceChanged();
}

void AppContext::setFontSize(int px)
{
    px = std::clamp(px, CardView::kMinFontSize, CardView::kMaxFontSize);
    if (px == m_fontSize)
        return;
    m_fontSize = px;
    emit appearanceChanged();
}

void AppContext::attachCardView(CardView* view)
{
    view->setTheme(m_theme);
    view->setFontSize(m_fontSize);
    connect(this, &AppContext::appearanceChanged, view, [this, view] {
        view->setTheme(m_theme);
        view->setFontSize(m_fontSize);
    });
    connect(view, &CardView::fontSizeChanged, this, &AppContext::setFontSize);
}

core::Result<void> AppContext::reloadScheduler()
{
    auto scheduler = service::loadScheduler(*m_deck);
    if (!scheduler)
        return std::unexpected(scheduler.error());
    m_scheduler.emplace(std::move(*scheduler));
    emit deckChanged();
    return {};
}

void AppContext::withDeckClosed(std::function<core::Result<void>()> replace,
                                std::function<void(core::Result<void>)> done)
{
    emit aboutToCloseDeck();
    m_deck.reset();
    m_worker->run(
        this,
        [](WorkerDeck& deck) {
            deck.close();
            return true;
        },
        [this, replace = std::move(replace), done = std::move(done)](bool) {
            auto replaced = replace();
            auto reopened = reopenDeck();
            done(!replaced ? replaced : reopened);
        });
}

core::Result<void> AppContext::reopenDeck()
{
    auto deck = storage::DeckStore::open(m_deckFile);
    if (!deck)
        return std::unexpected(deck.error());
    useDeck(std::move(*deck));
    return reloadScheduler();
}

} // namespace notedeck::gui
