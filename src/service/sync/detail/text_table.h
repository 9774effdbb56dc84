#pragma once
// Short texts numbered in the order they are first added (card uids, fingerprints), for the
// journal's bulk work (docs/performance.md, "The memory of a large merge"): the texts are held in
// one block and found by an open-addressing index of their numbers. A 32-character uid takes about
// 200 bytes as a string in a vector and another in a hash map; here it takes about 50.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::service {

class TextTable {
public:
    static constexpr std::uint32_t kNone = 0xffffffffu;

    // The number of `text`: the one it was given when first added, else the next one.
    std::uint32_t add(std::string_view text);
    // kNone when it was never added.
    std::uint32_t find(std::string_view text) const;
    std::string_view operator[](std::uint32_t n) const
    {
        const size_t from = n == 0 ? 0 : m_ends[n - 1];
        return std::string_view(m_texts).substr(from, m_ends[n] - from);
    }
    size_t size() const { return m_ends.size(); }
    bool empty() const { return m_ends.empty(); }

private:
    size_t slotOf(std::string_view text) const;   // its slot, or the empty one it would take
    void grow();

    std::string m_texts;
    std::vector<size_t> m_ends;          // where text n ends in m_texts
    std::vector<std::uint32_t> m_slots;  // a text's number + 1, 0 for an empty slot; half full at most
};

} // namespace notedeck::service
