#pragma once
// A journal line's JSON object as parseEvent reads it: its members, whose values are scalars or
// objects of scalars (an answer's "after", a change's "set"; anything deeper is Other).
//
// Two readers make it. nlohmann's parser reads any line and is the reference. The lines NoteDeck
// writes are read by a small reader instead, several times faster, which matters when a merge
// reads a million lines. It takes a line only where it reads it exactly as nlohmann would (plain
// ASCII text without escapes, whole numbers of up to 18 digits, no arrays, no duplicate names, no
// objects two deep) and leaves every other line, valid or not, to nlohmann.
#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
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

    bool isNumber() const { return type == Type::Integer || type == Type::Real; }
    double number() const { return type == Type::Integer ? static_cast<double>(integer) : real; }
    const JsonValue* find(std::string_view key) const;

    bool operator==(const JsonValue&) const;
};

struct JsonMember {
    std::string_view key;
    JsonValue value;
    bool operator==(const JsonMember&) const = default;
};

class JsonObject {
public:
    // The line's object by the small reader, or by nlohmann's where the small one does not take
    // it; nullopt when the line is not a JSON object.
    static std::optional<JsonObject> read(std::string_view line);
    // Each reader alone (the small one: nullopt where it leaves the line to nlohmann's).
    static std::optional<JsonObject> readSmall(std::string_view line);
    static std::optional<JsonObject> readDocument(std::string_view line);

    const JsonValue& root() const { return m_root; }
    const JsonValue* find(std::string_view key) const { return m_root.find(key); }
    // A member as JSON text, as nlohmann writes it (a presets event's options).
    std::string dump(std::string_view key) const;

private:
    JsonValue m_root;
    std::string_view m_line;
    // When nlohmann read the line: its document, which the members' text points into.
    std::unique_ptr<nlohmann::ordered_json> m_document;
};

} // namespace notedeck::service
