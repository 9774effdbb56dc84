#pragma once
// A main window on a deck of its own in a temporary folder, filled from a notes folder (the
// bundled notes unless told otherwise), for the app's GUI tests.
#include "gui/app_context.h"
#include "gui/main_window.h"

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

private:
    QTemporaryDir m_dir;
    std::unique_ptr<AppContext> m_context;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace notedeck::gui::test
