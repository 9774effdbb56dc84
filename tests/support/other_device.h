#pragma once
// Another device that studies the same notes, for the app's study journal tests: a deck of its own
// (TempNotes) whose journal (service::followNotes) is copied into a notes folder the app uses, as
// git or Syncthing would bring it, under a device name the test chooses.
#include "temp_notes.h"

#include <QString>

#include <filesystem>
#include <string>

namespace notedeck::gui::test {

class OtherDevice {
public:
    // `notes`: the text of its cards.md (the app's notes must be the same for the cards to meet).
    explicit OtherDevice(const QString& notes);

    // Answers Good, at its clock's time, the card whose question contains `question`.
    void answer(const QString& question);
    std::string id() const;
    // Its journal file put into `<notesDir>/.notedeck/journal/` with `name` as its device name.
    void copyInto(const QString& notesDir, const QString& name) const;

private:
    std::filesystem::path journalFile() const;

    testing::TempNotes m_notes;
};

} // namespace notedeck::gui::test
