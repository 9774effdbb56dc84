#pragma once
// Help › Keyboard shortcuts (also ? and F1): every shortcut of the window, a section per menu or
// view, in two columns (keys, what they do) on a page that scrolls down; what a shortcut does
// wraps at the dialog's width, so every line reads whole however narrow the window is. Gathered
// by listShortcuts() when the dialog opens. Opened with open(); GUI thread.
#include "gui/window/keyboard_shortcuts.h"

#include <QDialog>

class QLabel;
class QScrollArea;

namespace notedeck::gui {

class KeyboardShortcutsDialog final : public QDialog {
    Q_OBJECT
public:
    KeyboardShortcutsDialog(std::vector<ShortcutSection> sections, QWidget* parent = nullptr);

    const std::vector<ShortcutSection>& sections() const { return m_sections; }
    // The sections' titles as shown, in order.
    QStringList sectionTitles() const;
    // Every label of the list: the titles, the keys and what they do.
    const QList<QLabel*>& labels() const { return m_labels; }
    QScrollArea* page() const { return m_page; }

private:
    std::vector<ShortcutSection> m_sections;
    QList<QLabel*> m_titles;
    QList<QLabel*> m_labels;
    QScrollArea* m_page = nullptr;
};

} // namespace notedeck::gui
