#pragma once
// The Sync part of the Settings dialog (docs/sync.md): this device's name, which the user may
// change, and its id, where the study journal is (in the notes folder or beside the deck, and
// why when that was not chosen), the choice to keep it beside the deck, and every device seen
// with the local time of its latest event, this one marked. What it shows is read in the worker
// when the panel opens (loaded() follows); the name and the choice are applied by the window,
// which knows the notes folder (nameChanged(), choiceChanged()). GUI thread.
#include "service/sync/sync.h"

#include <QGroupBox>

#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace notedeck::gui {

class AppContext;
class ElidedLabel;

class SyncPanel final : public QGroupBox {
    Q_OBJECT
public:
    explicit SyncPanel(AppContext& context, QWidget* parent = nullptr);

    QLabel* thisDevice() const { return m_device; }
    QLineEdit* deviceNameEdit() const { return m_name; }
    ElidedLabel* journalFolder() const { return m_folder; }
    QLabel* journalPlace() const { return m_place; }
    QCheckBox* besideDeck() const { return m_besideDeck; }
    QLabel* devices() const { return m_devices; }
    bool isLoaded() const { return m_loaded; }

    // The box's state when the user changed it since the panel was read, else nothing.
    std::optional<bool> choiceChanged() const;
    // The name typed, without its outer spaces, when the user changed it (and left it not empty).
    std::optional<QString> nameChanged() const;

signals:
    void loaded();

private:
    struct Read {
        core::Result<std::optional<service::JournalSetup>> setup = core::fail("not read");
        core::Result<std::vector<service::DeviceSeen>> devices = core::fail("not read");
    };
    void load();
    void fill(const Read& read);

    AppContext& m_context;
    QLabel* m_device = nullptr;
    QLineEdit* m_name = nullptr;
    QString m_readName;      // the name as read
    ElidedLabel* m_folder = nullptr;
    QLabel* m_place = nullptr;
    QCheckBox* m_besideDeck = nullptr;
    QLabel* m_devices = nullptr;
    bool m_loaded = false;
    bool m_chosen = false;   // the box as read
};

} // namespace notedeck::gui
