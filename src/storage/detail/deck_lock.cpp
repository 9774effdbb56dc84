#include "storage/detail/deck_lock.h"

#include <cerrno>
#include <chrono>
#include <charconv>
#include <cstring>
#include <map>
#include <mutex>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace notedeck::storage {

namespace {

// The locks this process holds, by lock file. flock() conflicts between two descriptors of the
// same process too, so the holder is shared instead of locking twice. Process-wide by nature.
struct Registry {
    std::mutex mutex;
    std::map<std::string, std::weak_ptr<DeckLock>> held;
};

Registry& registry()
{
    static Registry r;
    return r;
}

std::string keyOf(const std::filesystem::path& lockFile)
{
    std::error_code ec;
    auto canonical = std::filesystem::weakly_canonical(std::filesystem::absolute(lockFile, ec), ec);
    return (ec ? lockFile : canonical).string();
}

long readPid(int fd)
{
    char buffer[32] = {};
    const ssize_t n = pread(fd, buffer, sizeof buffer - 1, 0);
    long pid = 0;
    if (n > 0)
        std::from_chars(buffer, buffer + n, pid);
    return pid > 0 ? pid : 0;
}

} // namespace

std::filesystem::path DeckLock::lockFileOf(const std::filesystem::path& deckFile)
{
    std::filesystem::path lock = deckFile;
    lock += ".lock";
    return lock;
}

std::string DeckLock::inUseMessage(long pid)
{
    return "NoteDeck is already using this deck (" + (pid > 0 ? "pid " + std::to_string(pid) : std::string("pid unknown")) + ")";
}

DeckLock::Attempt DeckLock::acquire(const std::filesystem::path& deckFile, const core::LockWait& wait)
{
    using Steady = std::chrono::steady_clock;
    const Steady::time_point start = Steady::now();
    bool said = false;
    for (;;) {
        Attempt attempt = take(deckFile, false);
        const auto waited = Steady::now() - start;
        if (!attempt.holderPid || waited >= wait.upTo)
            return attempt;
        if (!said && waited >= wait.sayAfter && wait.waiting) {
            wait.waiting(*attempt.holderPid);
            said = true;
        }
        // A command line holds the deck for a fraction of a second: try again soon.
        ::usleep(50'000);
    }
}

std::optional<long> DeckLock::otherHolder(const std::filesystem::path& deckFile)
{
    Attempt attempt = take(deckFile, false);
    return attempt.holderPid;   // a lock taken here is released as `attempt` goes
}
DeckLock::Attempt DeckLock::acquireExclusive(const std::filesystem::path& deckFile) { return take(deckFile, true); }

DeckLock::~DeckLock()
{
    std::lock_guard guard(registry().mutex);
    auto it = registry().held.find(m_key);
    if (it != registry().held.end() && it->second.expired())
        registry().held.erase(it);
    // Closing the descriptor releases the flock. The file stays: removing it would let two
    // processes lock two different files of the same name.
    ::close(m_fd);
}

DeckLock::Attempt DeckLock::take(const std::filesystem::path& deckFile, bool exclusive)
{
    Attempt attempt;
    const std::filesystem::path path = DeckLock::lockFileOf(deckFile);
    const std::string key = keyOf(path);
    std::lock_guard guard(registry().mutex);
    if (auto it = registry().held.find(key); it != registry().held.end() && !it->second.expired()) {
        if (exclusive) {
            attempt.problem = "this NoteDeck still has the deck open; close it first";
            return attempt;
        }
        // Moved into the result, so it is never the last owner while the registry is locked.
        attempt.lock = it->second.lock();
        if (attempt.lock)
            return attempt;
    }
    int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    int error = errno;
    if (fd < 0 && error == EACCES)
        fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);   // another user's lock file: flock works all the same
    if (fd < 0) {
        attempt.problem = (error == EACCES || error == EROFS || error == EPERM)
                              ? "the deck's folder is read-only"
                              : "cannot use the lock file " + path.string() + ": " + std::strerror(error);
        return attempt;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
        const int error = errno;
        if (error == EWOULDBLOCK) {
            long pid = readPid(fd);
            for (int tries = 0; pid == 0 && tries < 20; ++tries) {   // the holder writes it just after locking
                ::usleep(5000);
                pid = readPid(fd);
            }
            attempt.holderPid = pid;
        } else {
            attempt.problem = "cannot lock " + path.string() + ": " + std::strerror(error);
        }
        ::close(fd);
        return attempt;
    }
    const std::string pid = std::to_string(::getpid()) + "\n";
    if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) != static_cast<ssize_t>(pid.size())) {
        // The lock holds all the same; only the pid in the message of another process is lost.
    }
    std::shared_ptr<DeckLock> lock(new DeckLock(fd, key));
    registry().held[key] = lock;
    attempt.lock = std::move(lock);
    return attempt;
}

} // namespace notedeck::storage
