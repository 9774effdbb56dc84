#pragma once
// File › Restore…: lists the deck's backups (newest first: date, kind, cards, reviews, whether
// the backup is whole) checked in the worker thread, with the one service::backupToOffer picks
// selected, and asks to restore the chosen one. A backup that holds nothing (made before a first
// import) cannot be restored while a fuller one exists. The restore itself is the main window's
// job (it closes the deck first). Opened with open(); GUI thread.
#include "gui/shared/confirmation.h"
#include "service/backups/backups.h"

#include <QDialog>

#include <cstddef>
#include <filesystem>
#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QTableWidget;

namespace notedeck::gui {

class AppContext;

class RestoreDialog final : public QDialog {
    Q_OBJECT
public:
    RestoreDialog(AppContext& context, QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QPushButton* restoreButton() const { return m_restore; }
    // Replaces the message box that asks before restoring (tests answer it themselves).
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }
    const std::vector<service::BackupEntry>& backups() const { return m_backups; }
    bool isLoaded() const { return m_loaded; }

signals:
    void loaded(int backups);
    // The user confirmed restoring this backup.
    void restoreRequested(const QString& backupFile);

private:
    void fill(std::vector<service::BackupEntry> backups);
    void confirm();
    bool restorable(int row) const;

    AppContext& m_context;
    std::vector<service::BackupEntry> m_backups;
    std::optional<std::size_t> m_offered;
    bool m_loaded = false;
    QLabel* m_status = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_restore = nullptr;
    Confirmation m_confirm = confirmInMessageBox;
};

} // namespace notedeck::gui
