#pragma once
// Values worked out one block ahead of their use, on a second thread. A merge stores what it works
// out in the deck one value after another, and only its own thread may touch the deck, so the
// second core is idle; here it works out block n + 1 while the caller stores block n. The first
// block is worked out on the caller's thread, so a short loop starts no thread at all.
#include <algorithm>
#include <functional>
#include <future>
#include <utility>
#include <vector>

namespace notedeck::service {

template <typename T>
class BlocksAhead {
public:
    // `work(i)` gives value i of `count`. It runs on the second thread, so it must not touch what
    // the caller touches meanwhile (the deck, the values of the block being stored).
    BlocksAhead(size_t count, size_t blockSize, std::function<T(size_t)> work)
        : m_count(count), m_blockSize(std::max<size_t>(blockSize, 1)), m_work(std::move(work))
    {
        m_current = workOut(0);
        workOutNextAhead({});
    }
    ~BlocksAhead()
    {
        if (m_next.valid())
            m_next.wait();   // its work reads what the caller may free next
    }
    BlocksAhead(const BlocksAhead&) = delete;
    BlocksAhead& operator=(const BlocksAhead&) = delete;

    // Value i (< count), asked for in increasing order. The caller may move it out: it is not
    // asked for again.
    T& at(size_t i)
    {
        const size_t block = i / m_blockSize;
        while (m_block < block) {
            std::vector<T> used = std::exchange(m_current, m_next.get());
            ++m_block;
            workOutNextAhead(std::move(used));
        }
        return m_current[i - block * m_blockSize];
    }

private:
    std::vector<T> workOut(size_t block) const
    {
        const size_t from = std::min(block * m_blockSize, m_count);
        const size_t to = std::min(from + m_blockSize, m_count);
        std::vector<T> values;
        values.reserve(to - from);
        for (size_t i = from; i < to; ++i)
            values.push_back(m_work(i));
        return values;
    }
    // A thread only when there is a next block. It also frees the block the caller is done with
    // (what the caller moved out of it is gone; what is left, a replay's events, can be much).
    void workOutNextAhead(std::vector<T> used)
    {
        const size_t next = m_block + 1;
        if (next * m_blockSize < m_count)
            m_next = std::async(std::launch::async, [this, next, used = std::move(used)]() mutable {
                std::vector<T>().swap(used);
                return workOut(next);
            });
    }

    const size_t m_count;
    const size_t m_blockSize;
    const std::function<T(size_t)> m_work;
    size_t m_block = 0;               // which block m_current holds
    std::vector<T> m_current;
    std::future<std::vector<T>> m_next;   // block m_block + 1, being worked out, when there is one
};

} // namespace notedeck::service
