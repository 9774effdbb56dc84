#pragma once
// Shown instead of the main window when the deck file is damaged or truncated (Deck::open
// failed with service::damagedDeckProblem): says what is wrong and that nothing was changed, names
// the latest good backup (service::backupToOffer over service::listBackups, which works without
// the deck, checked in a worker thread of its own) with its age, cards and reviews, and offers to
// restore it (service::restoreBackup, in the same
// thread; the damaged file is kept as a "before-restore" backup), or to quit without touching
// anything. Accepted once the backup is restored, rejected on Quit. No Deck may have the deck
// open meanwhile. GUI thread.
#include "gui/shared/confirmation.h"
#include "service/backups/backups.h"

#include <QDialog>

#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;

namespace notedeck::gui {

class DeckWorker;

class DamagedDeckDialog final : public QDialog {
    Q_OBJECT
public:
    // `problem`: what storage::damagedDeckProblem found.
    DamagedDeckDialog(std::filesystem::path deckFile, const QString& problem, QWidget* parent = nullptr);
    ~DamagedDeckDialog() override;

    // Replaces the message box that asks before restoring (tests answer it themselves).
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }

    // The backups have been checked (loaded() was emitted).
    bool isLoaded() const { return m_loaded; }
    // The newest backup that is whole, offered for restoring; none when no backup is.
    const std::optional<service::BackupEntry>& offered() const { return m_offered; }
    // After a restore: where the damaged deck was kept, and what was restored.
    const std::optional<core::RestoreOutcome>& restored() const { return m_restored; }

    QString problemText() const;
    QString backupText() const;
    // The message of a restore that failed, else empty.
    QString errorText() const;
    QPushButton* restoreButton() const { return m_restore; }
    QPushButton* quitButton() const { return m_quit; }

    void reject() override;   // ignored while a restore runs

signals:
    void loaded();

private:
    void fill(std::vector<service::BackupEntry> backups);
    void confirmRestore();
    void restore();

    std::filesystem::path m_deckFile;
    std::unique_ptr<DeckWorker> m_worker;
    Confirmation m_confirm = confirmInMessageBox;
    bool m_loaded = false;
    bool m_restoring = false;
    std::optional<service::BackupEntry> m_offered;
    std::optional<core::RestoreOutcome> m_restored;
    QLabel* m_problem = nullptr;
    QLabel* m_backup = nullptr;
    QLabel* m_error = nullptr;
    QPushButton* m_restore = nullptr;
    QPushButton* m_quit = nullptr;
};

} // namespace notedeck::gui
