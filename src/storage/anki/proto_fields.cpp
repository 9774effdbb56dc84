#include "storage/anki/proto_fields.h"

namespace notedeck::storage::anki {

std::optional<std::uint64_t> ProtoReader::varint()
{
    std::uint64_t value = 0;
    for (int shift = 0; shift < 70; shift += 7) {
        if (m_pos >= m_data.size())
            return std::nullopt;
        const auto byte = static_cast<unsigned char>(m_data[m_pos++]);
        value |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
        if ((byte & 0x80) == 0)
            return value;
    }
    return std::nullopt;   // more than ten bytes: not a varint
}

std::optional<ProtoField> ProtoReader::next()
{
    if (m_failed || m_pos >= m_data.size())
        return std::nullopt;
    ProtoField field;
    auto fail = [&]() -> std::optional<ProtoField> {
        m_failed = true;
        return std::nullopt;
    };
    auto key = varint();
    if (!key || (*key >> 3) == 0 || (*key >> 3) > 0x1fffffff)
        return fail();
    field.number = static_cast<std::uint32_t>(*key >> 3);
    field.wireType = static_cast<int>(*key & 7);
    switch (field.wireType) {
    case 0: {
        auto v = varint();
        if (!v)
            return fail();
        field.value = *v;
        return field;
    }
    case 1:
    case 5: {
        const size_t width = field.wireType == 1 ? 8 : 4;
        if (m_data.size() - m_pos < width)
            return fail();
        for (size_t i = 0; i < width; ++i)
            field.value |= static_cast<std::uint64_t>(static_cast<unsigned char>(m_data[m_pos + i])) << (8 * i);
        m_pos += width;
        return field;
    }
    case 2: {
        auto length = varint();
        if (!length || *length > m_data.size() - m_pos)
            return fail();
        field.bytes = m_data.substr(m_pos, static_cast<size_t>(*length));
        m_pos += static_cast<size_t>(*length);
        return field;
    }
    default:
        return fail();   // groups (3, 4) and unknown types: nothing Anki writes here
    }
}

std::optional<std::uint64_t> protoVarint(std::string_view message, std::uint32_t number)
{
    ProtoReader reader(message);
    while (auto field = reader.next())
        if (field->number == number && field->wireType == 0)
            return field->value;
    return std::nullopt;
}

std::optional<std::string_view> protoBytes(std::string_view message, std::uint32_t number)
{
    ProtoReader reader(message);
    while (auto field = reader.next())
        if (field->number == number && field->wireType == 2)
            return field->bytes;
    return std::nullopt;
}

} // namespace notedeck::storage::anki
