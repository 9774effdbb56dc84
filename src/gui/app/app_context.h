#pragma once
// What every screen of the desktop app shares, on the GUI thread: the deck (a DeckStore used only
// from the GUI thread, for quick reads and answers; imports use a DeckStore of their own in a
// worker thread), the scheduler built from the deck's settings, the one CardProfile every card
// view uses, the card theme and font size, the clock, and the worker thread (DeckWorker) for long
// deck work. Lives on the GUI thread.
//
// Screens never keep a reference to deck() across event-loop turns: restoring a backup closes
// the deck and opens it again (aboutToCloseDeck(), then deckChanged()).
//
// Signals tell the screens what changed so each refreshes only what it shows:
//   deckChanged()          cards, decks or settings changed (an import, new settings, a restore)
//   cardsChanged(ids)      these cards got new content or were retired by an import
//   scheduleChanged()      cards were answered, undone, buried or suspended (counts moved)
//   appearanceChanged()    the card theme or font size changed
#include "core/clock.h"
#include "core/result.h"
#include "gui/app/coalesced_refresh.h"
#include "gui/card/card_theme.h"
#include "scheduler/scheduler.h"
#include "storage/deck_store.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

namespace notedeck::gui {

class CardProfile;
class CardView;
class DeckWorker;

class AppContext final : public QObject {
    Q_OBJECT
public:
    // `clock` null: the system clock. Fails when the deck's scheduler settings cannot be read.
    static core::Result<std::unique_ptr<AppContext>> create(std::unique_ptr<storage::DeckStore> deck,
                                                            std::unique_ptr<core::Clock> clock = nullptr);
    ~AppContext() override;

    // The GUI thread's deck. Only valid while hasDeck() (it is briefly closed during a restore).
    storage::DeckStore& deck() { return *m_deck; }
    bool hasDeck() const { return m_deck != nullptr; }
    const std::filesystem::path& deckFile() const { return m_deckFile; }
    // Non-empty when the deck cannot be written (another NoteDeck uses it, read-only file…).
    QString readOnlyReason() const;
    bool isReadOnly() const { return !readOnlyReason().isEmpty(); }

    const scheduler::Scheduler& scheduler() const { return *m_scheduler; }
    const core::Clock& clock() const { return *m_clock; }
    core::Timestamp now() const { return m_clock->now(); }

    // The worker thread for long deck work (imports, tree counts, backups), with its own DeckStore.
    DeckWorker& worker() { return *m_worker; }

    // Shared by every CardView of the app; outlives them (it is deleted last).
    CardProfile* cardProfile() const { return m_profile; }

    CardTheme theme() const { return m_theme; }
    int fontSize() const { return m_fontSize; }
    void setTheme(CardTheme theme);
    void setFontSize(int px);
    // Applies the theme and font size to `view` now and whenever they change; a zoom done on the
    // view itself (Ctrl+= …) becomes the app's font size.
    void attachCardView(CardView* view);

    // Rebuilds the scheduler from the settings stored in the deck, then emits deckChanged().
    core::Result<void> reloadScheduler();

    // For the screens that changed something.
    void notifyDeckChanged() { emit deckChanged(); }
    void notifyCardsChanged(const QSet<qint64>& ids) { emit cardsChanged(ids); }
    // Also has the worker checkpoint the deck: the GUI thread's connection does not (see
    // useDeck()), so that an answer's commit never waits for the log's copy into the deck file.
    void notifyScheduleChanged();

    // Closes the deck here and in the worker (aboutToCloseDeck() first), runs `replace` on the GUI
    // thread while no DeckStore has the file open, opens the deck again (deckChanged()) and calls
    // `done` with the first error, if any. For restoring a backup.
    void withDeckClosed(std::function<core::Result<void>()> replace, std::function<void(core::Result<void>)> done);

signals:
    void deckChanged();
    void cardsChanged(const QSet<qint64>& ids);
    void scheduleChanged();
    void appearanceChanged();
    void aboutToCloseDeck();

private:
    AppContext(std::unique_ptr<storage::DeckStore> deck, std::unique_ptr<core::Clock> clock);
    core::Result<void> reopenDeck();
    // Takes `deck` as the GUI thread's connection, with its auto-checkpoint off when it writes.
    void useDeck(std::unique_ptr<storage::DeckStore> deck);
    bool startCheckpoint();

    std::unique_ptr<storage::DeckStore> m_deck;
    std::filesystem::path m_deckFile;
    std::unique_ptr<core::Clock> m_clock;
    std::optional<scheduler::Scheduler> m_scheduler;
    std::unique_ptr<DeckWorker> m_worker;
    CardProfile* m_profile = nullptr;   // owned; deleted after every view (see ~AppContext)
    CardTheme m_theme = CardTheme::System;
    int m_fontSize;
    // One checkpoint in flight; answers meanwhile make one more after it.
    CoalescedRefresh m_checkpoint{[this] { return startCheckpoint(); }};
};

} // namespace notedeck::gui
