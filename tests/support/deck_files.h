#pragma once
// Files and processes for the app's fault tests: notes folders, a deck's bytes, another NoteDeck
// holding a deck (a second process), and root held to file permissions like any user.
#include <QByteArray>
#include <QProcess>
#include <QString>

namespace notedeck::gui::test {

void writeFile(const QString& path, const QString& text);   // REQUIREs success
QByteArray readFile(const QString& path);
void writeBytes(const QString& path, const QByteArray& bytes);

// Markdown of `cards` cards in a section of their own: "- <section> 问题 i？" with an answer
// holding a formula.
QString numberedNotes(const QString& section, int cards);

// Another NoteDeck on `deckFile`: this test executable run again as `--hold-deck FILE`, which
// opens the deck (taking its lock) and keeps it open until this object is destroyed.
class DeckHolder {
public:
    explicit DeckHolder(const QString& deckFile);   // REQUIREs that the deck is held
    ~DeckHolder();
    qint64 pid() const { return m_process.processId(); }

private:
    QProcess m_process;
};

// Root ignores file permissions. While this lives, the calling thread, and every thread it
// starts meanwhile (the app's deck worker), has no CAP_DAC_OVERRIDE or CAP_DAC_READ_SEARCH, so
// a file's mode applies to root too. Nothing to do for other users.
class FilePermissionsEnforced {
public:
    FilePermissionsEnforced();   // REQUIREs success
    ~FilePermissionsEnforced();
    FilePermissionsEnforced(const FilePermissionsEnforced&) = delete;
    FilePermissionsEnforced& operator=(const FilePermissionsEnforced&) = delete;

private:
    bool m_dropped = false;
};

} // namespace notedeck::gui::test
