#pragma once
// Help › Keyboard shortcuts (also ? and F1): every shortcut of the window, a section per menu or
// view, in a two-column list (keys, what they do), gathered by listShortcuts() when the dialog
// opens. Owns its list widget; opened with open(); GUI thread.
#include "gui/window/keyboard_shortcuts.h"

#include <QDialog>

class QTreeWidget;

namespace notedeck::gui {

class KeyboardShortcutsDialog final : public QDialog {
    Q_OBJECT
public:
    KeyboardShortcutsDialog(std::vector<ShortcutSection> sections, QWidget* parent = nullptr);

    const std::vector<ShortcutSection>& sections() const { return m_sections; }
    QTreeWidget* list() const { return m_list; }

private:
    std::vector<ShortcutSection> m_sections;
    QTreeWidget* m_list = nullptr;
};

} // namespace notedeck::gui
