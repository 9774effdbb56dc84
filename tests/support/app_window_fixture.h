#pragma once
// A main window on a deck of its own in a temporary folder, filled from a notes folder (the
// bundled notes unless told otherwise), for the app's GUI tests.
#include "gui/app/app_context.h"
#include "gui/window/import_controller.h"
#include "gui/window/main_window.h"

#include <QTemporaryDir>

#include <memory>

namespace notedeck::gui::test {

class AppWindowFixture {
public:
    // `notesDir` empty: the bundled notes, imported before the window opens, and not watched.
    explicit AppWindowFixture(const QString& notesDir = {});
    ~AppWindowFixture();

    AppContext& context() { return *m_context; }
    MainWindow& window() { return *m_window; }
    QString deckFile() const { return m_dir.filePath(QStringLiteral("deck.sqlite")); }
    // Waits for the chapter tree's counts.
    bool waitForTree();
    // What the next start of the app does: closes the window (which saves its state), closes the
    // deck, opens both again on the same deck file and notes folder, restores the saved state
    // before showing the window and starts importing the notes folder (when there is one), as
    // main() does.
    void reopen();

private:
    void openWindow();

    QTemporaryDir m_dir;
    QString m_notesDir;
    std::unique_ptr<AppContext> m_context;
    std::unique_ptr<MainWindow> m_window;
};

// QSettings of one test only, in a temporary folder, instead of the user's (what reopen() restores).
class ScratchSettings {
public:
    ScratchSettings();
    ~ScratchSettings();

private:
    QTemporaryDir m_dir;
    QString m_organization;
};

// A key pressed as the reader would: to the widget with the keyboard focus (else `fallback`).
void pressKey(QWidget& fallback, Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

// Writes `text` (UTF-8) to `path`, replacing what was there.
void writeTextFile(const QString& path, const QString& text);

// Waits for the window's next import to finish and returns its outcome.
ImportOutcome nextImport(MainWindow& window);

} // namespace notedeck::gui::test
