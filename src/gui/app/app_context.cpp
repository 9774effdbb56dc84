#include "gui/app/app_context.h"

#include "gui/app/app_deck.h"
#include "gui/app/deck_worker.h"
#include "gui/card/card_profile.h"
#include "gui/card/card_view.h"

#include <algorithm>
#include <utility>

namespace notedeck::gui {

core::Result<std::unique_ptr<AppContext>> AppContext::create(std::unique_ptr<service::Deck> deck)
{
    return std::unique_ptr<AppContext>(new AppContext(std::move(deck)));
}

AppContext::AppContext(std::unique_ptr<service::Deck> deck)
    : m_deckFile(deck->file()), m_openOptions{deck->sharedClock(), deck->zone(), false}, m_clock(deck->sharedClock()),
      m_worker(std::make_unique<DeckWorker>(workerSource())), m_profile(new CardProfile()),
      m_fontSize(CardView::kDefaultFontSize)
{
    m_worker->setOnChanged([this](const service::DeckChanges& changes) { workerChanged(changes); });
    useDeck(std::move(deck));
    // Card pages show the images of the deck's notes folder (the main window says which it uses).
    m_profile->setNotesFolder(notesFolder(*m_deck));
}

DeckWorkerSource AppContext::workerSource(bool readOnly) const
{
    service::DeckOpenOptions options = m_openOptions;
    options.readOnly = readOnly;
    return DeckWorkerSource{m_deckFile, std::move(options), m_settingsGeneration};
}

void AppContext::useDeck(std::unique_ptr<service::Deck> deck)
{
    m_deck = std::move(deck);
    m_deck->onChanged([this](const service::DeckChanges& changes) { changed(changes); });
    // Without a checkpoint here the log grows until the worker's next one; at worst SQLite's
    // own checkpoint when the last connection closes.
    if (!m_deck->isReadOnly())
        (void)m_deck->setAutoCheckpoint(false);
}

void AppContext::changed(const service::DeckChanges& changes)
{
    if (changes.settings)
        ++*m_settingsGeneration;
    if (m_holding > 0) {
        m_held.merge(changes);
        return;
    }
    if (!changes.cards.empty()) {
        QSet<qint64> ids;
        for (core::CardId id : changes.cards)
            ids.insert(id);
        emit cardsChanged(ids);
    }
    if (changes.tree || changes.settings)
        emit deckChanged();
    if (!changes.schedules.empty()) {
        emit scheduleChanged();
        m_checkpoint.request();
    }
}

void AppContext::releaseHeldChanges()
{
    const service::DeckChanges held = std::exchange(m_held, {});
    if (!held.empty())
        changed(held);
}

void AppContext::workerChanged(const service::DeckChanges& changes)
{
    // Settings saved by the worker's Deck: this thread's scheduler takes them before the screens
    // hear of it. (A failed read keeps the scheduler as it was; the next one tries again.)
    if (changes.settings && m_deck)
        (void)m_deck->reloadScheduler();
    changed(changes);
}

bool AppContext::startCheckpoint()
{
    if (isReadOnly())
        return false;
    m_worker->run(
        this,
        [](WorkerDeck& worker) {
            auto deck = worker.open();
            return deck && (*deck)->checkpoint().has_value();
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
    if (auto reloaded = m_deck->reloadScheduler(); !reloaded)
        return reloaded;
    service::DeckChanges changes;
    changes.settings = true;
    changed(changes);
    return {};
}

void AppContext::withDeckClosed(std::function<core::Result<void>()> replace,
                                std::function<void(core::Result<void>)> done)
{
    emit aboutToCloseDeck();
    m_held = {};   // the screens start again from the deck as it is reopened
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
    auto deck = service::Deck::open(m_deckFile, m_openOptions);
    if (!deck)
        return std::unexpected(deck.error());
    useDeck(std::move(*deck));
    changed(service::DeckChanges{{}, {}, true, true, true});   // all of it may differ now
    return {};
}

} // namespace notedeck::gui
