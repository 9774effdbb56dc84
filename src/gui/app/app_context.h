#pragma once
// What every screen of the desktop app shares, on the GUI thread: the deck (a service::Deck used
// only from the GUI thread, for quick reads and answers, with its scheduler and clock; imports
// use a Deck of their own in a worker thread), the one CardProfile every card view uses, the card
// theme and font size, and the worker thread (DeckWorker) for long deck work. Lives on the GUI
// thread.
//
// Screens never keep a reference to deck() across event-loop turns: restoring a backup closes
// the deck and opens it again (aboutToCloseDeck(), then deckChanged()).
//
// Signals tell the screens what changed so each refreshes only what it shows. They are emitted from
// the DeckChanges the GUI thread's Deck and the worker's Deck report after each commit, so a
// screen that changes the deck never has to announce it:
//   deckChanged()          cards, decks or settings changed (an import, new settings, a restore)
//   cardsChanged(ids)      these cards got new content or were retired by an import
//   scheduleChanged()      cards were answered, undone, buried or suspended (counts moved)
//   appearanceChanged()    the card theme or font size changed
#include "core/clock.h"
#include "core/result.h"
#include "gui/app/coalesced_refresh.h"
#include "gui/card/card_theme.h"
#include "service/deck/deck.h"

#include <QObject>
#include <QSet>
#include <QString>

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

namespace notedeck::gui {

class CardProfile;
class CardView;
class DeckWorker;
struct DeckWorkerSource;

class AppContext final : public QObject {
    Q_OBJECT
public:
    // The app on `deck`, with the deck's clock and time zone (its worker opens the same file with them).
    static core::Result<std::unique_ptr<AppContext>> create(std::unique_ptr<service::Deck> deck);
    ~AppContext() override;

    // The GUI thread's deck. Only valid while hasDeck() (it is briefly closed during a restore).
    service::Deck& deck() { return *m_deck; }
    bool hasDeck() const { return m_deck != nullptr; }
    const std::filesystem::path& deckFile() const { return m_deckFile; }
    // Non-empty when the deck cannot be written (another NoteDeck uses it, read-only file…).
    QString readOnlyReason() const;
    bool isReadOnly() const { return !readOnlyReason().isEmpty(); }

    const core::Clock& clock() const { return *m_clock; }
    core::Timestamp now() const { return m_clock->now(); }

    // The worker thread for long deck work (imports, tree counts, backups), with its own Deck.
    DeckWorker& worker() { return *m_worker; }
    // How another worker (e.g. the statistics view's, read-only) opens the deck: same file, clock
    // and time zone, and its scheduler follows settings saved here.
    DeckWorkerSource workerSource(bool readOnly = false) const;

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

    // While one is alive, what the GUI thread's Deck changes is kept instead of told; a screen that
    // makes many quick changes (the review screen's answers) tells them at its own pace with
    // releaseHeldChanges().
    class HeldChanges {
    public:
        explicit HeldChanges(AppContext& context) : m_context(context) { ++m_context.m_holding; }
        ~HeldChanges() { --m_context.m_holding; }
        HeldChanges(const HeldChanges&) = delete;
        HeldChanges& operator=(const HeldChanges&) = delete;

    private:
        AppContext& m_context;
    };
    void releaseHeldChanges();

    // Closes the deck here and in the worker (aboutToCloseDeck() first), runs `replace` on the GUI
    // thread while no Deck has the file open, opens the deck again (deckChanged()) and calls
    // `done` with the first error, if any. For restoring a backup.
    void withDeckClosed(std::function<core::Result<void>()> replace, std::function<void(core::Result<void>)> done);

signals:
    void deckChanged();
    void cardsChanged(const QSet<qint64>& ids);
    void scheduleChanged();
    void appearanceChanged();
    void aboutToCloseDeck();

private:
    explicit AppContext(std::unique_ptr<service::Deck> deck);
    core::Result<void> reopenDeck();
    // Takes `deck` as the GUI thread's, with its auto-checkpoint off when it writes.
    void useDeck(std::unique_ptr<service::Deck> deck);
    // Emits the signals for what a Deck's transaction changed. Schedule changes also have the
    // worker checkpoint the deck: the GUI thread's connection does not (see useDeck()), so that an
    // answer's commit never waits for the log's copy into the deck file.
    void changed(const service::DeckChanges& changes);
    // The same for the worker's Deck (queued to the GUI thread): settings saved there are reloaded here.
    void workerChanged(const service::DeckChanges& changes);
    bool startCheckpoint();

    std::unique_ptr<service::Deck> m_deck;
    std::filesystem::path m_deckFile;
    service::DeckOpenOptions m_openOptions;   // the clock and time zone every Deck of the app opens with
    std::shared_ptr<const core::Clock> m_clock;
    // Counts the settings changes seen here; a worker's Deck reloads its scheduler when it differs.
    std::shared_ptr<std::atomic<int>> m_settingsGeneration = std::make_shared<std::atomic<int>>(0);
    std::unique_ptr<DeckWorker> m_worker;
    int m_holding = 0;             // HeldChanges alive
    service::DeckChanges m_held;   // kept meanwhile, told by releaseHeldChanges()
    CardProfile* m_profile = nullptr;   // owned; deleted after every view (see ~AppContext)
    CardTheme m_theme = CardTheme::System;
    int m_fontSize;
    // One checkpoint in flight; answers meanwhile make one more after it.
    CoalescedRefresh m_checkpoint{[this] { return startCheckpoint(); }};
};

} // namespace notedeck::gui
