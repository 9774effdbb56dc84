#pragma once
// The app's side of the study journal (docs/sync.md) that several screens share: whether a notes
// folder is the bundled one (its journal then stays beside the deck), and what a merge brought,
// told in the interface language (one sentence per device, from MergeReport::devices, never the
// English MergeReport::summary()). Plain functions: isBundledNotes and journalPlace on any thread
// (journalPlace reads the deck: the worker's), the texts on the GUI thread.
#include "service/sync/sync.h"

#include <QString>
#include <QStringList>

#include <filesystem>

namespace notedeck::gui {

// `notesDir` is the notes bundled with this NoteDeck (next to the running executable).
bool isBundledNotes(const std::filesystem::path& notesDir);

// The journal folder to watch and this device's file in it; empty when the journal is not set up.
struct JournalPlace {
    QString folder;
    QString ownFile;
};
JournalPlace journalPlace(service::Deck& deck);

// "3 answers from laptop merged", one sentence per device that brought something ("; " between
// them); empty when nothing came in.
QString mergeMessage(const service::MergeReport& report);

// The skipped journal lines ("file:line: what is wrong"), each after a translated prefix.
QStringList journalProblems(const service::MergeReport& report);

// What the merge brought and what it skipped, for the status bar: empty when neither.
QString mergeStatus(const service::MergeReport& report);

} // namespace notedeck::gui
