#pragma once
// A place in the deck tree: part › chapter › section …, as heading texts.
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::core {

class DeckPath {
public:
    DeckPath() = default;
    explicit DeckPath(std::vector<std::string> components) : m_components(std::move(components)) {}

    // Parses what a user types: components separated by "::" or " › ".
    static DeckPath parse(std::string_view text);
    // The storage key: components joined by "\x1f", which never occurs in a heading.
    static DeckPath fromKey(std::string_view key);

    const std::vector<std::string>& components() const { return m_components; }
    bool empty() const { return m_components.empty(); }
    std::string key() const;
    std::string display() const;            // "基础知识 › Python › 基本特性"
    DeckPath parent() const;
    bool startsWith(const DeckPath& prefix) const;

    friend bool operator==(const DeckPath&, const DeckPath&) = default;
    friend auto operator<=>(const DeckPath&, const DeckPath&) = default;

private:
    std::vector<std::string> m_components;
};

} // namespace notedeck::core
