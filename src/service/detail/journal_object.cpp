#include "service/detail/journal_object.h"

#include <charconv>

namespace notedeck::service {

namespace {

using json = nlohmann::ordered_json;

// The small reader: a cursor over the line that gives up (returns false) at anything it does not
// read exactly as nlohmann would.
class SmallReader {
public:
    explicit SmallReader(std::string_view line) : m_at(line.data()), m_end(line.data() + line.size()) {}

    bool object(JsonValue& out, int depth)
    {
        skipSpace();
        if (!take('{'))
            return false;
        out.type = JsonValue::Type::Object;
        skipSpace();
        if (take('}'))
            return true;
        do {
            skipSpace();
            JsonMember member;
            if (!string(member.key))
                return false;
            for (const auto& seen : out.members)
                if (seen.key == member.key)
                    return false;   // nlohmann keeps the last; rare enough to leave to it
            skipSpace();
            if (!take(':'))
                return false;
            skipSpace();
            if (!value(member.value, depth))
                return false;
            out.members.push_back(std::move(member));
            skipSpace();
        } while (take(','));
        return take('}');
    }

    bool atEnd()
    {
        skipSpace();
        return m_at == m_end;
    }

private:
    bool value(JsonValue& out, int depth)
    {
        if (m_at == m_end)
            return false;
        switch (*m_at) {
        case '{': return depth == 0 && object(out, depth + 1);
        case '"': out.type = JsonValue::Type::String; return string(out.text);
        case 't': out.type = JsonValue::Type::Boolean; out.boolean = true; return word("true");
        case 'f': out.type = JsonValue::Type::Boolean; return word("false");
        case 'n': out.type = JsonValue::Type::Null; return word("null");
        default: return number(out);
        }
    }

    // Printable ASCII without escapes: the text is the line's bytes as they stand.
    bool string(std::string_view& out)
    {
        if (!take('"'))
            return false;
        const char* start = m_at;
        while (m_at != m_end && *m_at != '"') {
            const auto c = static_cast<unsigned char>(*m_at);
            if (c < 0x20 || c > 0x7e || c == '\\')
                return false;
            ++m_at;
        }
        if (m_at == m_end)
            return false;
        out = std::string_view(start, static_cast<size_t>(m_at - start));
        ++m_at;
        return true;
    }

    bool word(std::string_view w)
    {
        if (static_cast<size_t>(m_end - m_at) < w.size() || std::string_view(m_at, w.size()) != w)
            return false;
        m_at += w.size();
        return true;
    }

    // JSON's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
    bool number(JsonValue& out)
    {
        const char* start = m_at;
        take('-');
        const char* digits = m_at;
        if (take('0')) {
        } else if (m_at != m_end && *m_at >= '1' && *m_at <= '9') {
            skipDigits();
        } else {
            return false;
        }
        const size_t intDigits = static_cast<size_t>(m_at - digits);
        bool real = false;
        if (take('.')) {
            real = true;
            if (!skipDigits())
                return false;
        }
        if (m_at != m_end && (*m_at == 'e' || *m_at == 'E')) {
            real = true;
            ++m_at;
            if (!take('+'))
                take('-');
            if (!skipDigits())
                return false;
        }
        if (!real) {
            if (intDigits > 18)
                return false;   // near or past the 64-bit limit: nlohmann's rules decide
            out.type = JsonValue::Type::Integer;
            return std::from_chars(start, m_at, out.integer).ec == std::errc();
        }
        out.type = JsonValue::Type::Real;
        const auto parsed = std::from_chars(start, m_at, out.real);
        return parsed.ec == std::errc() && parsed.ptr == m_at;
    }

    bool skipDigits()
    {
        const char* start = m_at;
        while (m_at != m_end && *m_at >= '0' && *m_at <= '9')
            ++m_at;
        return m_at != start;
    }

    void skipSpace()
    {
        while (m_at != m_end && (*m_at == ' ' || *m_at == '\t' || *m_at == '\n' || *m_at == '\r'))
            ++m_at;
    }

    bool take(char c)
    {
        if (m_at == m_end || *m_at != c)
            return false;
        ++m_at;
        return true;
    }

    const char* m_at;
    const char* m_end;
};

// nlohmann's document as the same members: objects two deep and arrays are Other.
JsonValue fromDocument(const json& j, int depth)
{
    JsonValue v;
    switch (j.type()) {
    case json::value_t::null: v.type = JsonValue::Type::Null; break;
    case json::value_t::boolean: v.type = JsonValue::Type::Boolean; v.boolean = j.get<bool>(); break;
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
        v.type = JsonValue::Type::Integer;
        v.integer = j.get<std::int64_t>();
        break;
    case json::value_t::number_float: v.type = JsonValue::Type::Real; v.real = j.get<double>(); break;
    case json::value_t::string: v.type = JsonValue::Type::String; v.text = j.get_ref<const std::string&>(); break;
    case json::value_t::object:
        v.type = JsonValue::Type::Object;
        for (const auto& [key, member] : j.items())
            v.members.push_back(
                {key, depth == 0 || member.is_primitive() ? fromDocument(member, depth + 1) : JsonValue{}});
        break;
    default: break;
    }
    return v;
}

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

std::optional<JsonObject> JsonObject::readSmall(std::string_view line)
{
    JsonObject out;
    out.m_line = line;
    SmallReader reader(line);
    if (!reader.object(out.m_root, 0) || !reader.atEnd())
        return std::nullopt;
    return out;
}

std::optional<JsonObject> JsonObject::readDocument(std::string_view line)
{
    JsonObject out;
    out.m_line = line;
    out.m_document = std::make_unique<json>(json::parse(line, nullptr, false));
    if (out.m_document->is_discarded() || !out.m_document->is_object())
        return std::nullopt;
    out.m_root = fromDocument(*out.m_document, 0);
    return out;
}

std::optional<JsonObject> JsonObject::read(std::string_view line)
{
    if (auto small = readSmall(line))
        return small;
    return readDocument(line);
}

std::string JsonObject::dump(std::string_view key) const
{
    if (!m_document) {
        auto document = readDocument(m_line);
        return document ? document->dump(key) : std::string();
    }
    auto found = m_document->find(key);
    return found == m_document->end() ? std::string() : found->dump();
}

} // namespace notedeck::service
