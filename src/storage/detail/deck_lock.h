#pragma once
// Who may write a deck: the process holding an exclusive flock on "<deck file>.lock", next to the
// deck, with its pid written inside for the message another NoteDeck shows. The kernel releases
// the lock when the process ends in any way (a crash or SIGKILL included), so a stale lock file
// never blocks anyone. Private to the storage module; safe to use from any thread.
#include "core/lock_wait.h"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

namespace notedeck::storage {

class DeckLock {
public:
    ~DeckLock();
    DeckLock(const DeckLock&) = delete;
    DeckLock& operator=(const DeckLock&) = delete;

    struct Attempt {
        std::shared_ptr<DeckLock> lock;   // set when this process holds the lock now
        std::optional<long> holderPid;    // another process holds it (its pid, 0 when unknown)
        std::string problem;              // neither: why the lock file could not be used
    };

    // Takes the lock of `deckFile`. Within one process the lock is shared: every caller gets the
    // same holder, and the lock goes when the last one is released (flock would otherwise make a
    // second connection in the same process look like another NoteDeck).
    // With `wait`, another process's lock is tried again until it is released or `wait.upTo` has
    // passed (saying so through `wait.waiting` once it lasts `wait.sayAfter`).
    static Attempt acquire(const std::filesystem::path& deckFile, const core::LockWait& wait = {});
    // Takes the lock only when nobody, this process included, holds it: for replacing the file.
    static Attempt acquireExclusive(const std::filesystem::path& deckFile);

    // Who holds the lock now, without keeping it: another process's pid (0 when unknown), or
    // nothing when nobody does or this process does. Locks it for an instant to find out.
    static std::optional<long> otherHolder(const std::filesystem::path& deckFile);

    static std::filesystem::path lockFileOf(const std::filesystem::path& deckFile);
    // The message another process gets: "NoteDeck is already using this deck (pid N)".
    static std::string inUseMessage(long pid);

private:
    DeckLock(int fd, std::string key) : m_fd(fd), m_key(std::move(key)) {}
    static Attempt take(const std::filesystem::path& deckFile, bool exclusive);
    int m_fd;
    std::string m_key;
};

} // namespace notedeck::storage
