#pragma once
// The few protobuf fields an Anki package's reader needs (the `meta` version, the media map, a note
// type's kind, a template's formats), read with a small reader that trusts nothing: a varint is at
// most ten bytes, a length never runs past the message, and a malformed message stops the reading.
#include <cstdint>
#include <optional>
#include <string_view>

namespace notedeck::storage::anki {

struct ProtoField {
    std::uint32_t number = 0;
    int wireType = 0;               // 0 varint, 1 fixed 64, 2 length-delimited, 5 fixed 32
    std::uint64_t value = 0;        // varint and fixed values
    std::string_view bytes;         // length-delimited values: a view into the message
};

class ProtoReader {
public:
    explicit ProtoReader(std::string_view message) : m_data(message) {}
    // The next field; none at the end, or when the message is malformed (then failed() says so).
    std::optional<ProtoField> next();
    bool failed() const { return m_failed; }

private:
    std::optional<std::uint64_t> varint();
    std::string_view m_data;
    size_t m_pos = 0;
    bool m_failed = false;
};

// The first field `number` of `message` read as a varint, or as length-delimited bytes.
std::optional<std::uint64_t> protoVarint(std::string_view message, std::uint32_t number);
std::optional<std::string_view> protoBytes(std::string_view message, std::uint32_t number);

} // namespace notedeck::storage::anki
