#pragma once
// The main window's menus and the keys behind them: File (the notes folder, importing, Anki both
// ways, restoring, settings, quitting), Go (the views, studying, the chapter tree, drills), View
// (statistics, the theme, the card text's size) and Help (the keyboard shortcuts, About), and the
// chapter tree's own keys (S, D) and context menu. The actions that write the deck are off while it
// is read-only. The window owns the actions (Qt parenting); this part knows which of them write.
// GUI thread.
#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QMessageBox;

namespace notedeck::gui {

class AppContext;
class KeyboardShortcutsDialog;
class MainWindow;
class NotesImport;

class MainMenus final : public QObject {
    Q_OBJECT
public:
    // Fills `window`'s menu bar; File › Notes folder… and Import notes now go to `notes`.
    MainMenus(MainWindow& window, AppContext& context, NotesImport& notes);

    // The actions that write the deck (studying, importing, settings, restoring, drills) on or off.
    void setWritable(bool writable);

    // Help › Keyboard shortcuts (also ? and F1) and Help › About NoteDeck, opened over the window.
    KeyboardShortcutsDialog* openShortcuts();
    QMessageBox* openAbout();

private:
    void addFileMenu(NotesImport& notes);
    void addGoMenu();
    void addDrillActions(QMenu* go);
    void addViewMenu();
    void addHelpMenu();

    MainWindow& m_window;
    AppContext& m_context;
    QList<QAction*> m_writingActions;
};

} // namespace notedeck::gui
