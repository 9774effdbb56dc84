#pragma once
// What one import of the notes folder writes to the deck, in one transaction: the files read, the
// cards added, changed and retired, and the record of the run.
#include "core/card.h"
#include "core/types.h"

#include <string>
#include <vector>

namespace notedeck::core {

// A notes file as last imported.
struct NoteFile {
    std::string path;
    std::string contentHash;
    std::string issuesJson;
};

struct ImportRun {
    Timestamp startedAt = 0;
    std::string notesDir;
    int added = 0, updated = 0, moved = 0, retired = 0, restored = 0, warnings = 0, errors = 0;
    std::string reportJson;
};

struct ImportChanges {
    std::vector<NoteFile> files;                    // files imported now (added or replaced)
    std::vector<std::string> removedFiles;          // files gone from the folder
    std::vector<CardRecord> added;                  // ids are assigned by the deck
    std::vector<CardRecord> changed;                // existing cards: new content, place or restored
    std::vector<CardId> retired;
    ImportRun run;
};

} // namespace notedeck::core
