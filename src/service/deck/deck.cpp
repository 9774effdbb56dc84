#include "service/deck/deck.h"

#include "scheduler/system_time_zone.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal.h"
#include "service/sync/journal_news.h"
#include "storage/damaged_deck.h"

#include <optional>
#include <utility>
#include <vector>

namespace notedeck::service {

void DeckChanges::merge(const DeckChanges& other)
{
    cards.insert(other.cards.begin(), other.cards.end());
    schedules.insert(other.schedules.begin(), other.schedules.end());
    tree = tree || other.tree;
    settings = settings || other.settings;
    drills = drills || other.drills;
}

namespace {
thread_local std::function<void(const JournalNews&)> t_journalListener;
} // namespace

void onJournalNews(std::function<void(const JournalNews&)> listener) { t_journalListener = std::move(listener); }

std::string JournalUnwritten::message(const std::string& done) const
{
    const bool full = reason == "disk full" || reason == "disk quota exceeded";
    return done + " is saved; the journal in " + folder.string() + " could not be written (" + reason +
           "); other devices will get it once " + (full ? "there is room" : "it can be written");
}

struct Deck::Impl {
    std::unique_ptr<storage::DeckStore> store;
    std::shared_ptr<const core::Clock> clock;
    std::shared_ptr<const core::TimeZone> zone;
    std::optional<PresetSchedulers> presets;   // the default preset's scheduler is the deck-wide one
    std::optional<core::Error> schedulingProblem;
    std::function<void(const DeckChanges&)> observer;
    // The changes of the open transaction; one entry per transact() level, the outermost first.
    std::vector<DeckChanges> levels;
    // The study journal, once set up (its settings key); reloaded when the setting changes,
    // which another Deck on the file may do.
    std::unique_ptr<Journal> journal;
    std::optional<std::string> journalSetting;

    // The journal as the deck's setting says now.
    core::Result<Journal*> currentJournal()
    {
        auto text = store->settings().get(kJournalSettingsKey);
        if (!text)
            return std::unexpected(text.error());
        if (journalSetting && *journalSetting == text->value_or(""))
            return journal.get();
        auto settings = readJournalSettings(*store);
        if (!settings)
            return std::unexpected(settings.error());
        journal.reset();
        if (!settings->root.empty() && !settings->device.empty())
            journal = std::make_unique<Journal>(std::move(*settings));
        journalSetting = text->value_or("");
        return journal.get();
    }
};

namespace {
core::Result<PresetSchedulers> buildScheduler(storage::DeckStore& store, std::shared_ptr<const core::TimeZone> zone)
{
    return PresetSchedulers::load(store, std::move(zone));
}
} // namespace

core::Result<std::unique_ptr<Deck>> Deck::open(const std::filesystem::path& file, DeckOpenOptions options)
{
    auto store = options.readOnly ? storage::DeckStore::openReadOnly(file) : storage::DeckStore::open(file, options.lockWait);
    if (!store)
        return std::unexpected(store.error());
    auto impl = std::make_unique<Impl>();
    impl->store = std::move(*store);
    impl->clock = options.clock ? std::move(options.clock) : std::make_shared<core::SystemClock>();
    impl->zone = options.zone ? std::move(options.zone) : std::make_shared<scheduler::SystemTimeZone>();
    auto scheduler = buildScheduler(*impl->store, impl->zone);
    if (!scheduler && options.schedulingOptional) {
        // What needs no scheduling works on such a deck, as it did before a Deck held a scheduler.
        impl->schedulingProblem = scheduler.error();
        auto defaults = scheduler::Scheduler::create(scheduler::SchedulerSettings{}, impl->zone);
        if (!defaults)
            return std::unexpected(defaults.error());
        scheduler = PresetSchedulers::only(std::move(*defaults));
    }
    if (!scheduler)
        return std::unexpected(scheduler.error());
    impl->presets.emplace(std::move(*scheduler));
    return std::unique_ptr<Deck>(new Deck(std::move(impl)));
}

Deck::Deck(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
Deck::~Deck() = default;

const std::filesystem::path& Deck::file() const { return m_impl->store->file(); }
std::string Deck::readOnlyReason() const { return m_impl->store->readOnlyReason(); }
std::optional<long> Deck::usedBy() const { return m_impl->store->usedBy(); }
const std::optional<core::Error>& Deck::schedulingProblem() const { return m_impl->schedulingProblem; }
const core::Clock& Deck::clock() const { return *m_impl->clock; }
const std::shared_ptr<const core::Clock>& Deck::sharedClock() const { return m_impl->clock; }
const std::shared_ptr<const core::TimeZone>& Deck::zone() const { return m_impl->zone; }

DeckChanges& Deck::changes()
{
    // Outside transact() a use case's record goes nowhere: nothing reads it.
    static thread_local DeckChanges discarded;
    if (m_impl->levels.empty()) {
        discarded = {};
        return discarded;
    }
    return m_impl->levels.back();
}

void Deck::onChanged(std::function<void(const DeckChanges&)> observer) { m_impl->observer = std::move(observer); }

core::Result<DeckChanges> Deck::transact(const Work& work)
{
    auto transaction = m_impl->store->transaction();
    if (!transaction.begun())
        return std::unexpected(transaction.notBegun());
    auto& levels = m_impl->levels;
    levels.emplace_back();
    core::Result<void> done;
    Journal* journal = nullptr;
    try {
        done = work(*this);
        // The outermost action's changes go into the journal inside its transaction.
        if (done && levels.size() == 1 && !isReadOnly()) {
            auto current = m_impl->currentJournal();
            if (!current)
                done = std::unexpected(current.error());
            else if ((journal = *current))
                done = journal->record(*this, levels.back());
        }
    } catch (...) {
        levels.pop_back();   // the transaction rolls back as it ends
        if (journal)
            journal->rolledBack();
        throw;
    }
    if (done)
        done = transaction.commit();
    DeckChanges changes = std::move(levels.back());
    levels.pop_back();
    JournalNews news;
    if (journal) {
        if (!done) {
            journal->rolledBack();
        } else if (auto appended = journal->committed(*m_impl->store); !appended) {
            // Saved all the same: the deck's copy of the events is the one that counts.
            news.unwritten = JournalUnwritten{journal->root(), appended.error().message};
        }
        news.notices = journal->takeNotices();
    }
    if (!news.empty() && t_journalListener)
        t_journalListener(news);
    if (!done)
        return std::unexpected(done.error());
    if (!levels.empty()) {
        // Joined the outer transaction: it reports these changes once it commits.
        levels.back().merge(changes);
        return DeckChanges{};
    }
    if (changes.settings) {
        if (auto rebuilt = buildScheduler(*m_impl->store, m_impl->zone))
            m_impl->presets.emplace(std::move(*rebuilt));
    }
    if (m_impl->observer && !changes.empty())
        m_impl->observer(changes);
    return changes;
}

core::Result<void> Deck::reloadScheduler()
{
    auto rebuilt = buildScheduler(*m_impl->store, m_impl->zone);
    if (!rebuilt)
        return std::unexpected(rebuilt.error());
    m_impl->presets.emplace(std::move(*rebuilt));
    return {};
}

core::Result<void> Deck::setAutoCheckpoint(bool on) { return m_impl->store->setAutoCheckpoint(on); }
core::Result<void> Deck::checkpoint() { return m_impl->store->checkpoint(); }

std::optional<std::string> damagedDeckProblem(const core::Error& error) { return storage::damagedDeckProblem(error); }

storage::DeckStore& DeckInternals::store(Deck& deck) { return *deck.m_impl->store; }
const scheduler::Scheduler& DeckInternals::scheduler(const Deck& deck) { return deck.m_impl->presets->deckWide(); }
const PresetSchedulers& DeckInternals::presets(const Deck& deck) { return *deck.m_impl->presets; }
core::Result<Journal*> DeckInternals::journal(Deck& deck) { return deck.m_impl->currentJournal(); }

std::optional<long> otherNoteDeckOn(const std::filesystem::path& deckFile)
{
    return storage::DeckStore::otherHolder(deckFile);
}

} // namespace notedeck::service
