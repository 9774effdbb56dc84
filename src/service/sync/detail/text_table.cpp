#include "service/sync/detail/text_table.h"

#include <functional>

namespace notedeck::service {

size_t TextTable::slotOf(std::string_view text) const
{
    const size_t mask = m_slots.size() - 1;
    for (size_t slot = std::hash<std::string_view>{}(text) & mask;; slot = (slot + 1) & mask) {
        const std::uint32_t held = m_slots[slot];
        if (held == 0 || (*this)[held - 1] == text)
            return slot;
    }
}

void TextTable::grow()
{
    std::vector<std::uint32_t> slots(m_slots.empty() ? 1024 : m_slots.size() * 2, 0);
    m_slots.swap(slots);
    for (std::uint32_t n = 0; n < m_ends.size(); ++n)
        m_slots[slotOf((*this)[n])] = n + 1;
}

std::uint32_t TextTable::add(std::string_view text)
{
    if ((m_ends.size() + 1) * 2 > m_slots.size())
        grow();
    const size_t slot = slotOf(text);
    if (m_slots[slot] != 0)
        return m_slots[slot] - 1;
    const auto n = static_cast<std::uint32_t>(m_ends.size());
    m_texts += text;
    m_ends.push_back(m_texts.size());
    m_slots[slot] = n + 1;
    return n;
}

std::uint32_t TextTable::find(std::string_view text) const
{
    if (m_slots.empty())
        return kNone;
    const std::uint32_t held = m_slots[slotOf(text)];
    return held == 0 ? kNone : held - 1;
}

} // namespace notedeck::service
