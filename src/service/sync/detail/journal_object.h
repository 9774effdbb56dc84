#pragma once
// A journal line's JSON object as parseEvent reads it: its members, whose values are scalars or
// objects of scalars (an answer's "after", a change's "set"; anything deeper is Other).
//
// One reader makes it: simdjson's On-Demand parser, which reads a million lines of a merge fast
// enough that no second, hand-written reader is needed. The line is untrusted: it is read as
// strictly as JSON is written (RFC 8259: no trailing text, no raw control characters in strings,
// valid UTF-8, numbers in JSON's grammar), and anything else makes no object.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::service {

struct JsonMember;

struct JsonValue {
    enum class Type { Null, Boolean, Integer, Real, String, Object, Other };
    Type type = Type::Other;
    bool boolean = false;
    std::int64_t integer = 0;
    double real = 0;
    std::string_view text;            // a String's
    std::vector<JsonMember> members;  // an Object's
    std::string_view json;            // a member of the line's object that is an Object: its JSON text

    bool isNumber() const { return type == Type::Integer || type == Type::Real; }
    double number() const { return type == Type::Integer ? static_cast<double>(integer) : real; }
    const JsonValue* find(std::string_view key) const;

    // The same value (an Object's JSON text aside, which says the same in other words).
    bool operator==(const JsonValue&) const;
};

struct JsonMember {
    explicit JsonMember(std::string_view name) : key(name) {}
    std::string_view key;
    JsonValue value;
    bool operator==(const JsonMember&) const = default;
};

class JsonObject {
public:
    // Lines longer than this are not read (NoteDeck writes lines of a few hundred bytes; a
    // presets event with its options, a few kilobytes).
    static constexpr size_t kMaxLine = 1 << 20;

    // The line's object; nullopt when the line is not a JSON object. A name given twice keeps its
    // last value; a whole number outside 64 bits is Real.
    static std::optional<JsonObject> read(std::string_view line);

    const JsonValue& root() const { return m_root; }
    const JsonValue* find(std::string_view key) const { return m_root.find(key); }
    // A member that is an object, as JSON text written the way NoteDeck writes it (a presets
    // event's options); empty when there is no such member.
    std::string dump(std::string_view key) const;

private:
    JsonValue m_root;
    // The unescaped names and texts the values point into: one block, never reallocated, so the
    // views stay valid when the object is moved.
    std::unique_ptr<char[]> m_text;
};

} // namespace notedeck::service
