#include "core/card_kind.h"

#include "core/card_kinds/kind_list.h"

#include <charconv>

namespace notedeck::core {

namespace {

// A numbered kind's number as stored: digits only, no leading zero, 1 … kMaxNumber; else 0.
int storedNumber(std::string_view digits)
{
    if (digits.empty() || digits.front() < '1' || digits.front() > '9')
        return 0;
    int number = 0;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    return ec == std::errc() && end == digits.data() + digits.size() && number <= CardKind::kMaxNumber ? number : 0;
}

std::string filled(const std::string& pattern, const std::string& value)
{
    const size_t at = pattern.find("%1");
    return at == std::string::npos ? pattern : pattern.substr(0, at) + value + pattern.substr(at + 2);
}

} // namespace

CardKind::CardKind() : m_traits(&card_kinds::kBasic) {}

CardKind::CardKind(const CardKindTraits& traits, int number, std::string unknown)
    : m_traits(&traits), m_number(number), m_unknown(std::move(unknown))
{
}

CardKind CardKind::basic() { return {}; }

CardKind CardKind::reverse() { return {card_kinds::kReverse, 0}; }

CardKind CardKind::cloze(int number, bool highlightsAreClozes)
{
    if (number < 1 || number > kMaxNumber)
        return fromStored((highlightsAreClozes ? "h" : "c") + std::to_string(number));
    return {highlightsAreClozes ? card_kinds::kHighlightCloze : card_kinds::kCloze, number};
}

CardKind CardKind::occlusion(int number)
{
    if (number < 1 || number > kMaxNumber)
        return fromStored("o" + std::to_string(number));
    return {card_kinds::kOcclusion, number};
}

CardKind CardKind::fromStored(std::string_view text)
{
    for (const CardKindTraits* kind : card_kinds::knownKinds()) {
        if (!text.starts_with(kind->prefix))
            continue;
        const std::string_view rest = text.substr(kind->prefix.size());
        if (!kind->numbered && rest.empty())
            return {*kind, 0};
        if (const int number = kind->numbered ? storedNumber(rest) : 0)
            return {*kind, number};
    }
    return {card_kinds::kUnknown, 0, std::string(text)};
}

std::string CardKind::stored() const
{
    if (!isKnown())
        return m_unknown;
    return m_traits->numbered ? std::string(m_traits->prefix) + std::to_string(m_number) : std::string(m_traits->prefix);
}

bool CardKind::isKnown() const { return m_traits != &card_kinds::kUnknown; }

bool CardKind::isBasic() const { return m_traits == &card_kinds::kBasic; }

bool CardKind::isReverse() const { return m_traits == &card_kinds::kReverse; }

std::string CardKind::matchingClass() const
{
    if (!isKnown())
        return m_unknown;
    return m_traits->numbered ? std::string(m_traits->matchedAs) + std::to_string(m_number) : std::string(m_traits->matchedAs);
}

int CardKind::ankiOrd() const
{
    return m_traits->ankiOrd + (m_traits->numbered ? m_number - 1 : 0);
}

std::string kindLabel(const CardKind& kind, const CardKindWords& words)
{
    switch (kind.traits().word) {
    case KindWord::Basic: return words.basic;
    case KindWord::Reverse: return words.reverse;
    case KindWord::Cloze: return filled(words.cloze, std::to_string(kind.number()));
    case KindWord::Occlusion: return filled(words.occlusion, std::to_string(kind.number()));
    }
    return words.basic;
}

std::string withKindMark(const std::string& name, const CardKind& kind, const CardKindWords& words)
{
    return kind.traits().nameMarked ? filled(words.reverseName, name) : name;
}

} // namespace notedeck::core
