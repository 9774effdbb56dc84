#pragma once
// What the study journal (docs/sync.md) has to tell after an action, which the action's own result
// does not: the change is saved in the deck, but this device's journal file could not take it (a
// full disk); or this device's file was found edited outside NoteDeck (and written again from the
// deck), or written on by a copy of this deck (which then took a device id of its own).
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace notedeck::service {

struct JournalUnwritten {
    std::filesystem::path folder;   // the journal folder
    std::string reason;             // in a few words: "disk full"
    // "<done> is saved; the journal in <folder> could not be written (disk full); other devices
    // will get it once there is room", `done` being e.g. "your answer". The file gets it at the
    // next commit or merge that can write it.
    std::string message(const std::string& done) const;
};

struct JournalNews {
    std::optional<JournalUnwritten> unwritten;
    std::vector<std::string> notices;   // "file:line: what was found, and what was done"
    bool empty() const { return !unwritten && notices.empty(); }
};

// The one listener of the calling thread's Decks (a Deck is used on the thread that opened it: the
// command line's one, the app's GUI thread's), called on that thread after each outermost commit
// of one of them that has news. An empty function removes it.
void onJournalNews(std::function<void(const JournalNews&)> listener);

} // namespace notedeck::service
