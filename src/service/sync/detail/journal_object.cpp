#include "service/sync/detail/journal_object.h"

#include <simdjson.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>

namespace notedeck::service {

namespace {

namespace od = simdjson::ondemand;

// simdjson reads up to SIMDJSON_PADDING bytes past the end of its input, so each line is copied
// into a buffer of this thread's with room for them; the parser, costly to set up, is kept too.
struct ThreadParser {
    od::parser parser{JsonObject::kMaxLine};
    std::vector<char> padded;
};

ThreadParser& threadParser()
{
    static thread_local ThreadParser reader;
    return reader;
}

// Reads one line's values into JsonValue. Names, texts and the JSON text of objects point into
// the line itself, which the caller keeps while it reads the object; a text with escapes is
// unescaped into the object's block, allocated when the first one comes (unescaped text is never
// longer than the line, so the block never runs out).
class LineReader {
public:
    LineReader(od::parser& parser, std::string_view line, const char* padded, std::unique_ptr<char[]>& block)
        : m_parser(parser), m_line(line), m_padded(padded), m_block(block)
    {
    }

    bool members(od::object object, JsonValue& out, int depth)
    {
        out.type = JsonValue::Type::Object;
        out.members.reserve(12);   // more than a line NoteDeck writes has in one object
        for (auto member : object) {
            od::field field;
            if (std::move(member).get(field))
                return false;
            std::string_view key;
            if (!text(field.key(), key))
                return false;
            // A name given twice keeps its last value, as most JSON readers do.
            auto seen = std::find_if(out.members.begin(), out.members.end(),
                                     [&](const JsonMember& m) { return m.key == key; });
            if (seen != out.members.end())
                seen->value = JsonValue{};
            JsonValue& value = seen != out.members.end() ? seen->value : out.members.emplace_back(key).value;
            if (!read(field.value(), value, depth))
                return false;
        }
        return true;
    }

private:
    bool read(od::value v, JsonValue& out, int depth)
    {
        od::json_type type;
        if (v.type().get(type))
            return false;
        switch (type) {
        case od::json_type::object: {
            // Objects in the line's object are read (an answer's "after"); anything deeper is Other.
            const char* start = v.raw_json_token().data();
            od::object object;
            if (v.get_object().get(object))
                return false;
            if (depth > 0) {
                out.type = JsonValue::Type::Other;
                return skipObject(object);
            }
            if (!members(object, out, depth + 1))
                return false;
            const char* end = nullptr;
            if (v.current_location().get(end))
                return false;
            while (end > start && end[-1] != '}')
                --end;
            out.json = inLine(start, static_cast<size_t>(end - start));
            return true;
        }
        case od::json_type::array: {
            out.type = JsonValue::Type::Other;
            od::array array;
            return !v.get_array().get(array) && skipArray(array);
        }
        case od::json_type::number: return number(v, out);
        case od::json_type::string: {
            // Taken as it stands (which moves On-Demand past it, so that what follows is checked).
            od::raw_json_string raw;
            if (v.get_raw_json_string().get(raw))
                return false;
            out.type = JsonValue::Type::String;
            return text(raw, out.text);
        }
        case od::json_type::boolean: out.type = JsonValue::Type::Boolean; return !v.get_bool().get(out.boolean);
        case od::json_type::null: {
            bool isNull = false;
            out.type = JsonValue::Type::Null;
            return !v.is_null().get(isNull) && isNull;
        }
        }
        return false;
    }

    bool number(od::value v, JsonValue& out)
    {
        std::string_view token = v.raw_json_token();
        while (!token.empty() && (token.back() == ' ' || token.back() == '\t' || token.back() == '\n' || token.back() == '\r'))
            token.remove_suffix(1);
        if (std::any_of(token.begin(), token.end(), [](char c) { return c == '.' || c == 'e' || c == 'E'; })) {
            out.type = JsonValue::Type::Real;
            return !v.get_double().get(out.real);
        }
        out.type = JsonValue::Type::Integer;
        if (!v.get_int64().get(out.integer))
            return true;
        // A whole number past 64 bits, which simdjson does not read: a Real, as JSON readers
        // commonly read it (one that overflows to infinity is no number).
        const std::string_view digits = token.starts_with('-') ? token.substr(1) : token;
        if (digits.size() < 19 || digits.front() == '0' ||
            !std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return false;
        out.type = JsonValue::Type::Real;
        const auto parsed = std::from_chars(token.data(), token.data() + token.size(), out.real);
        return parsed.ec == std::errc() && parsed.ptr == token.data() + token.size();
    }

    // On-Demand skips what is not read without checking it; what is not kept is still read
    // through, so that a line with a broken value anywhere is not an object.
    bool skip(od::value v)
    {
        od::json_type type;
        if (v.type().get(type))
            return false;
        switch (type) {
        case od::json_type::object: {
            od::object object;
            return !v.get_object().get(object) && skipObject(object);
        }
        case od::json_type::array: {
            od::array array;
            return !v.get_array().get(array) && skipArray(array);
        }
        case od::json_type::number: {
            JsonValue ignored;
            return number(v, ignored);
        }
        case od::json_type::string: return plainString(v);
        case od::json_type::boolean: {
            bool b = false;
            return !v.get_bool().get(b);
        }
        case od::json_type::null: {
            bool isNull = false;
            return !v.is_null().get(isNull) && isNull;
        }
        }
        return false;
    }

    bool skipObject(od::object object)
    {
        for (auto member : object) {
            od::field field;
            std::string_view key;
            bool escaped = false;
            if (std::move(member).get(field) || !closingQuote(field.key().raw(), escaped) ||
                field.unescaped_key().get(key) || !skip(field.value()))
                return false;
        }
        return true;
    }

    bool skipArray(od::array array)
    {
        for (auto element : array) {
            od::value v;
            if (element.get(v) || !skip(v))
                return false;
        }
        return true;
    }

    // The end of a name or text whose characters start at `content` (in the padded copy, after
    // the opening quote, which simdjson found closed): its closing quote, or null where it holds a
    // raw control character, which JSON forbids and simdjson leaves to its user to refuse.
    static const char* closingQuote(const char* content, bool& escaped)
    {
        escaped = false;
        for (const char* at = content;; ++at) {
            if (*at == '"')
                return at;
            if (static_cast<unsigned char>(*at) < 0x20)
                return nullptr;
            if (*at == '\\') {
                escaped = true;
                ++at;
            }
        }
    }

    // A name or text: in the line as it stands, or unescaped into the block.
    bool text(od::raw_json_string raw, std::string_view& out)
    {
        bool escaped = false;
        const char* end = closingQuote(raw.raw(), escaped);
        if (!end)
            return false;
        if (!escaped) {
            out = inLine(raw.raw(), static_cast<size_t>(end - raw.raw()));
            return true;
        }
        if (!m_block) {
            // simdjson may write a block's worth past the text's end.
            m_block = std::make_unique_for_overwrite<char[]>(m_line.size() + simdjson::SIMDJSON_PADDING);
            m_free = reinterpret_cast<std::uint8_t*>(m_block.get());
        }
        return !m_parser.unescape(raw, m_free).get(out);
    }

    // A text that is not kept, still read through so that a broken one is found.
    static bool plainString(od::value& v)
    {
        bool escaped = false;
        std::string_view ignored;
        return closingQuote(v.raw_json_token().data() + 1, escaped) && !v.get_string().get(ignored);
    }

    // The same bytes in the line as at `at` in its padded copy.
    std::string_view inLine(const char* at, size_t size) const
    {
        return m_line.substr(static_cast<size_t>(at - m_padded), size);
    }

    od::parser& m_parser;
    std::string_view m_line;
    const char* m_padded;
    std::unique_ptr<char[]>& m_block;
    std::uint8_t* m_free = nullptr;   // where the next unescaped text goes in the block
};

} // namespace

const JsonValue* JsonValue::find(std::string_view key) const
{
    for (const auto& m : members)
        if (m.key == key)
            return &m.value;
    return nullptr;
}

bool JsonValue::operator==(const JsonValue& o) const
{
    if (type != o.type)
        return false;
    switch (type) {
    case Type::Boolean: return boolean == o.boolean;
    case Type::Integer: return integer == o.integer;
    case Type::Real: return real == o.real;
    case Type::String: return text == o.text;
    case Type::Object: return members == o.members;
    default: return true;
    }
}

std::optional<JsonObject> JsonObject::read(std::string_view line)
{
    if (line.size() > kMaxLine)
        return std::nullopt;
    ThreadParser& reader = threadParser();
    reader.padded.resize(line.size() + simdjson::SIMDJSON_PADDING);
    std::memcpy(reader.padded.data(), line.data(), line.size());
    od::document document;
    if (reader.parser.iterate(reader.padded.data(), line.size(), reader.padded.size()).get(document))
        return std::nullopt;
    od::object object;
    if (document.get_object().get(object))
        return std::nullopt;
    JsonObject out;
    LineReader lineReader(reader.parser, line, reader.padded.data(), out.m_text);
    // Nothing may follow the object: where nothing does, simdjson has no location left.
    const char* rest = nullptr;
    if (!lineReader.members(object, out.m_root, 0) || document.current_location().get(rest) != simdjson::OUT_OF_BOUNDS)
        return std::nullopt;
    return out;
}

std::string JsonObject::dump(std::string_view key) const
{
    const JsonValue* value = find(key);
    return value && value->type == JsonValue::Type::Object ? std::string(value->json) : std::string();
}

} // namespace notedeck::service
