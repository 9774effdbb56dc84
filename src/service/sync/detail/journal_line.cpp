#include "service/sync/detail/journal_line.h"

#include "core/text.h"
#include "service/sync/detail/journal_object.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <random>

namespace notedeck::service {

namespace {

using json = nlohmann::ordered_json;

constexpr const char* kKindNames[] = {"", "card", "edit", "answer", "undo", "change", "presets", "name"};

struct FieldName {
    int bit;
    const char* name;
};
constexpr FieldName kFieldNames[] = {
    {core::field::State, "state"},          {core::field::Due, "due"},
    {core::field::Stability, "stability"},  {core::field::Difficulty, "difficulty"},
    {core::field::Step, "step"},            {core::field::Reps, "reps"},
    {core::field::Lapses, "lapses"},        {core::field::ScheduledDays, "scheduled_days"},
    {core::field::ElapsedDays, "elapsed_days"}, {core::field::LastReview, "last_review"},
    {core::field::Suspended, "suspended"},  {core::field::Leech, "leech"},
    {core::field::BuriedUntil, "buried_until"}, {core::field::FlagColour, "flag"},
};

json fieldsJson(const core::ScheduleState& s, int mask)
{
    json out = json::object();
    using namespace core::field;
    if (mask & State) out["state"] = static_cast<int>(s.state);
    if (mask & Due) out["due"] = s.due;
    if (mask & Stability) out["stability"] = s.stability;
    if (mask & Difficulty) out["difficulty"] = s.difficulty;
    if (mask & Step) out["step"] = s.step;
    if (mask & Reps) out["reps"] = s.reps;
    if (mask & Lapses) out["lapses"] = s.lapses;
    if (mask & ScheduledDays) out["scheduled_days"] = s.scheduled_days;
    if (mask & ElapsedDays) out["elapsed_days"] = s.elapsed_days;
    if (mask & LastReview) out["last_review"] = s.last_review ? json(*s.last_review) : json(nullptr);
    if (mask & Suspended) out["suspended"] = s.suspended;
    if (mask & Leech) out["leech"] = s.leech;
    if (mask & BuriedUntil) out["buried_until"] = s.buried_until;
    if (mask & FlagColour) out["flag"] = static_cast<int>(s.flag);
    return out;
}

// Reads the fields an object names; an unknown name or a value of the wrong type or range fails.
core::Result<int> readFields(const JsonValue& in, core::ScheduleState& s)
{
    if (in.type != JsonValue::Type::Object)
        return core::fail("the schedule is not an object");
    int mask = 0;
    for (const auto& [key, value] : in.members) {
        const FieldName* known = nullptr;
        for (const auto& f : kFieldNames)
            if (key == f.name)
                known = &f;
        if (!known)
            return core::fail("unknown schedule field \"" + std::string(key) + "\"");
        using namespace core::field;
        using Type = JsonValue::Type;
        const int bit = known->bit;
        const bool isBool = bit == Suspended || bit == Leech;
        const bool isReal = bit == Stability || bit == Difficulty;
        const bool nullable = bit == LastReview;
        if (isBool ? value.type != Type::Boolean
                   : isReal ? !value.isNumber() : !(value.type == Type::Integer || (nullable && value.type == Type::Null)))
            return core::fail("schedule field \"" + std::string(key) + "\" has a value of the wrong type");
        if (isReal) {
            const double v = value.number();
            if (!(v >= 0 && v <= 1e9))
                return core::fail("schedule field \"" + std::string(key) + "\" is out of range");
            (bit == Stability ? s.stability : s.difficulty) = v;
        } else if (isBool) {
            (bit == Suspended ? s.suspended : s.leech) = value.boolean;
        } else if (value.type == Type::Null) {
            s.last_review.reset();
        } else {
            const std::int64_t v = value.integer;
            const bool small = bit == State || bit == Step || bit == Reps || bit == Lapses || bit == ScheduledDays ||
                               bit == ElapsedDays || bit == FlagColour;
            if (v < 0 || (small && v > 1'000'000'000) || (bit == State && v > 3) || (bit == FlagColour && v > 7))
                return core::fail("schedule field \"" + std::string(key) + "\" is out of range");
            switch (bit) {
            case State: s.state = static_cast<core::CardState>(v); break;
            case Due: s.due = v; break;
            case Step: s.step = static_cast<int>(v); break;
            case Reps: s.reps = static_cast<int>(v); break;
            case Lapses: s.lapses = static_cast<int>(v); break;
            case ScheduledDays: s.scheduled_days = static_cast<int>(v); break;
            case ElapsedDays: s.elapsed_days = static_cast<int>(v); break;
            case LastReview: s.last_review = v; break;
            case BuriedUntil: s.buried_until = v; break;
            case FlagColour: s.flag = static_cast<core::Flag>(v); break;
            default: break;
            }
        }
        mask |= bit;
    }
    return mask;
}

std::string randomHex(int digits)
{
    static thread_local std::mt19937_64 random{std::random_device{}()};
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    for (int i = 0; i < digits; ++i)
        out += kHex[random() & 15];
    return out;
}

core::Result<std::string> stringField(const JsonObject& j, const char* key)
{
    const JsonValue* v = j.find(key);
    if (!v || v->type != JsonValue::Type::String)
        return core::fail(std::string("\"") + key + "\" is missing or not text");
    return std::string(v->text);
}

core::Result<std::int64_t> intField(const JsonObject& j, const char* key, std::int64_t low, std::int64_t high)
{
    const JsonValue* v = j.find(key);
    if (!v || v->type != JsonValue::Type::Integer)
        return core::fail(std::string("\"") + key + "\" is missing or not a whole number");
    if (v->integer < low || v->integer > high)
        return core::fail(std::string("\"") + key + "\" is out of range");
    return v->integer;
}

} // namespace

std::string headerLine(const JournalHeader& header)
{
    return json{{"notedeck_journal", header.format}, {"device", header.device}, {"name", header.name}}.dump(
        -1, ' ', false, json::error_handler_t::replace);
}

std::string eventLine(const core::JournalEvent& e)
{
    json j = {{"seq", e.seq}, {"at", e.atMs}, {"event", kKindNames[static_cast<int>(e.kind)]}};
    switch (e.kind) {
    case core::JournalKind::Card:
    case core::JournalKind::Edit:
        j["card"] = e.card;
        j["fingerprint"] = e.text;
        break;
    case core::JournalKind::Answer:
        j["card"] = e.card;
        j["rating"] = e.rating;
        j["duration_ms"] = e.durationMs;
        j["before"] = e.before;
        j["after"] = fieldsJson(e.schedule, core::field::kMemoryFields);
        break;
    case core::JournalKind::Undo:
        j["card"] = e.card;
        j["answer"] = e.text;
        break;
    case core::JournalKind::Change:
        j["card"] = e.card;
        j["set"] = fieldsJson(e.schedule, e.fields);
        break;
    case core::JournalKind::Presets:
        j["options"] = json::parse(e.text, nullptr, false);
        break;
    case core::JournalKind::Name:
        j["name"] = e.text;
        break;
    }
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

core::Result<JournalHeader> parseHeader(std::string_view line)
{
    const auto read = JsonObject::read(line);
    if (!read)
        return core::fail("the first line is not a journal header (JSON object)");
    const JsonObject& j = *read;
    auto format = intField(j, "notedeck_journal", 1, 1'000'000);
    if (!format)
        return core::fail("the first line is not a journal header: " + format.error().message);
    JournalHeader h;
    h.format = static_cast<int>(*format);
    if (h.format > kJournalFormat)
        return core::fail("written by a newer NoteDeck (journal format " + std::to_string(h.format) +
                          "; this version reads format " + std::to_string(kJournalFormat) +
                          "); update NoteDeck to merge it. Nothing was read from it, and nothing is lost");
    auto device = stringField(j, "device");
    if (!device || !isValidId(*device))
        return core::fail("the journal header names no valid device id");
    h.device = *device;
    if (auto name = stringField(j, "name"))
        h.name = boundedDeviceName(*name);
    return h;
}

core::Result<core::JournalEvent> parseEvent(std::string_view line, const std::string& device)
{
    const auto read = JsonObject::read(line);
    if (!read)
        return core::fail("not a JSON object");
    const JsonObject& j = *read;
    core::JournalEvent e;
    e.device = device;
    auto seq = intField(j, "seq", 1, std::int64_t(1) << 53);
    if (!seq)
        return std::unexpected(seq.error());
    e.seq = *seq;
    // From 2000 to 2200: a time outside is a broken clock or a forged line.
    auto at = intField(j, "at", 946684800000LL, 7258118400000LL);
    if (!at)
        return std::unexpected(at.error());
    e.atMs = *at;
    auto kind = stringField(j, "event");
    if (!kind)
        return std::unexpected(kind.error());
    int k = 0;
    for (int i = 1; i < static_cast<int>(std::size(kKindNames)); ++i)
        if (*kind == kKindNames[i])
            k = i;
    if (k == 0)
        return core::fail("unknown event \"" + kind->substr(0, 40) + "\"");
    e.kind = static_cast<core::JournalKind>(k);
    if (e.kind != core::JournalKind::Presets && e.kind != core::JournalKind::Name) {
        auto card = stringField(j, "card");
        if (!card)
            return std::unexpected(card.error());
        if (!isValidId(*card))
            return core::fail("\"card\" is not a card id");
        e.card = *card;
    }
    switch (e.kind) {
    case core::JournalKind::Card:
    case core::JournalKind::Edit: {
        auto fp = stringField(j, "fingerprint");
        if (!fp || fp->empty() || fp->size() > 200)
            return core::fail("\"fingerprint\" is missing or not a fingerprint");
        e.text = *fp;
        break;
    }
    case core::JournalKind::Answer: {
        auto rating = intField(j, "rating", 1, 4);
        if (!rating)
            return std::unexpected(rating.error());
        e.rating = static_cast<int>(*rating);
        auto duration = intField(j, "duration_ms", 0, 1'000'000'000);
        if (!duration)
            return std::unexpected(duration.error());
        e.durationMs = static_cast<int>(*duration);
        auto before = stringField(j, "before");
        if (!before || before->size() > 64)
            return core::fail("\"before\" is missing or not a digest");
        e.before = *before;
        const JsonValue* after = j.find("after");
        if (!after)
            return core::fail("\"after\" is missing");
        auto mask = readFields(*after, e.schedule);
        if (!mask)
            return std::unexpected(mask.error());
        if (*mask != core::field::kMemoryFields)
            return core::fail("\"after\" does not hold the whole memory state");
        e.fields = *mask;
        break;
    }
    case core::JournalKind::Undo: {
        auto ref = stringField(j, "answer");
        if (!ref || ref->find(':') == std::string::npos || ref->size() > 100)
            return core::fail("\"answer\" does not name an answer");
        e.text = *ref;
        break;
    }
    case core::JournalKind::Change: {
        const JsonValue* set = j.find("set");
        if (!set)
            return core::fail("\"set\" is missing");
        auto mask = readFields(*set, e.schedule);
        if (!mask)
            return std::unexpected(mask.error());
        if (*mask == 0)
            return core::fail("\"set\" sets nothing");
        e.fields = *mask;
        break;
    }
    case core::JournalKind::Presets: {
        const JsonValue* options = j.find("options");
        if (!options || options->type != JsonValue::Type::Object)
            return core::fail("\"options\" is missing or not an object");
        e.text = j.dump("options");
        break;
    }
    case core::JournalKind::Name: {
        auto name = stringField(j, "name");
        if (!name)
            return std::unexpected(name.error());
        e.text = boundedDeviceName(*name);
        break;
    }
    }
    return e;
}

std::string boundedDeviceName(std::string_view name)
{
    // Cut at a character's start, so that what is kept is still UTF-8.
    size_t end = std::min(name.size(), kLongestDeviceName);
    while (end > 0 && end < name.size() && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80)
        --end;
    return core::withValidUtf8(std::string(name.substr(0, end)));
}

std::string newDeviceId() { return randomHex(16); }
std::string newCardUid() { return randomHex(32); }

bool isValidId(std::string_view id)
{
    if (id.empty() || id.size() > 64)
        return false;
    for (char c : id)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-'))
            return false;
    return true;
}

} // namespace notedeck::service
