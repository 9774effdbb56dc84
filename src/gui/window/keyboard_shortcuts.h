#pragma once
// The app's keyboard shortcuts as the Help › Keyboard shortcuts dialog lists them. The window's own
// come from its actions (each menu's, and those attached to its widgets, such as the chapter
// tree's S and D), so a shortcut added to or changed in a menu shows here without more ado. The
// keys of the review and drill screens and of the card pages are QShortcuts made with those
// views, which may not exist yet; they are listed here, and a test checks that every key of the
// views, once they exist, is in the list. GUI thread.
#include <QKeySequence>
#include <QList>
#include <QString>

#include <vector>

class QMainWindow;

namespace notedeck::gui {

struct ShortcutRow {
    QList<QKeySequence> keys;
    QString does;
};

struct ShortcutSection {
    QString title;
    std::vector<ShortcutRow> rows;
};

// Every shortcut of `window`, by menu, then the tree's and other widgets' keys, then the views'.
std::vector<ShortcutSection> listShortcuts(const QMainWindow& window);

// A menu or action text as a list shows it: without its accelerator ("&File", "文件(&F)"), the
// ellipsis of an action that opens a dialog, or a key hint after a tab.
QString plainActionText(const QString& text);

} // namespace notedeck::gui
