#pragma once
// What a merge sets up around itself (service/sync/sync.cpp): the deck's cache and auto-checkpoint for
// its duration, and the memory a large one held given back after it (docs/performance.md, "The
// memory of a large merge").
#include "service/sync/detail/bulk_replay.h"
#include "storage/deck_store.h"

#include <malloc.h>

#include <cstddef>

namespace notedeck::service {

// After a merge or a first reading that held many events: the memory they freed goes back to the
// system. The C library keeps freed memory for the process otherwise, and the app would go on
// holding the peak of a large merge.
class GiveMemoryBack {
public:
    GiveMemoryBack() = default;
    ~GiveMemoryBack()
    {
        if (m_large)
            ::malloc_trim(0);
    }
    GiveMemoryBack(const GiveMemoryBack&) = delete;
    GiveMemoryBack& operator=(const GiveMemoryBack&) = delete;
    void held(size_t events) { m_large = m_large || events > kBulkReplay; }

private:
    bool m_large = false;
};

// The deck's pages a merge keeps in memory. A bulk merge reads what it replays once
// (loadReplaySource), so more would only hold the pages it writes, which the log takes anyway.
inline constexpr int kBulkCacheMegabytes = 64;

// For a merge's duration: its working set in memory (see DeckStore::setCacheMegabytes), and
// its commit not followed by the copy of the write-ahead log into the deck file (SQLite's
// auto-checkpoint). After a large merge that copy takes as long as a tenth of the merge; the merge's
// cards can be studied before it is made. The app's worker makes it next (AppContext checkpoints
// after schedules change), the command line when it closes the deck, and anything else at the next
// commit that has the auto-checkpoint on.
class BulkWriting {
public:
    explicit BulkWriting(storage::DeckStore& store) : m_store(store)
    {
        (void)m_store.setCacheMegabytes(kBulkCacheMegabytes);
        m_autoCheckpoint = m_store.autoCheckpoint().value_or(true);
        if (m_autoCheckpoint)
            (void)m_store.setAutoCheckpoint(false);
    }
    ~BulkWriting()
    {
        (void)m_store.setCacheMegabytes(storage::DeckStore::kCacheMegabytes);
        if (m_autoCheckpoint)
            (void)m_store.setAutoCheckpoint(true);
    }
    BulkWriting(const BulkWriting&) = delete;
    BulkWriting& operator=(const BulkWriting&) = delete;

private:
    storage::DeckStore& m_store;
    bool m_autoCheckpoint = true;
};

} // namespace notedeck::service
