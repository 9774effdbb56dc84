// The reader of journal lines (simdjson On-Demand) against nlohmann's parser, an independent
// reference: it reads the lines NoteDeck writes, and every line, however damaged, it reads as
// nlohmann does (the same members, the same values) or, where nlohmann finds no object, not at all.
#include "core/journal_event.h"
#include "service/sync/detail/journal_line.h"
#include "service/sync/detail/journal_object.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <random>

using namespace notedeck;
using notedeck::service::JsonObject;
using notedeck::service::JsonValue;

namespace {

std::vector<std::string> writtenLines()
{
    core::JournalEvent card;
    card.kind = core::JournalKind::Card;
    card.seq = 1;
    card.atMs = 1'700'000'000'000;
    card.card = service::newCardUid();
    card.text = "3f2a9c:0";
    core::JournalEvent answer = card;
    answer.kind = core::JournalKind::Answer;
    answer.seq = 2;
    answer.rating = 3;
    answer.durationMs = 4200;
    answer.before = core::memoryDigest(core::ScheduleState{});
    answer.schedule.state = core::CardState::Review;
    answer.schedule.due = 1'700'900'000;
    answer.schedule.stability = 12.345678901234567;
    answer.schedule.difficulty = 5.5e-3;
    answer.schedule.reps = 4;
    answer.schedule.last_review = 1'700'000'000;
    answer.fields = core::field::kMemoryFields;
    core::JournalEvent undo = card;
    undo.kind = core::JournalKind::Undo;
    undo.text = "0123456789abcdef:2";
    core::JournalEvent change = answer;
    change.kind = core::JournalKind::Change;
    change.schedule.suspended = true;
    change.schedule.buried_until = 1'700'100'000;
    change.fields = core::field::kMarkFields | core::field::Due;
    core::JournalEvent edit = card;
    edit.kind = core::JournalKind::Edit;
    return {service::eventLine(card), service::eventLine(answer), service::eventLine(undo),
            service::eventLine(change), service::eventLine(edit)};
}

using json = nlohmann::ordered_json;

// nlohmann's document as JsonValue: objects two deep and arrays are Other.
JsonValue fromDocument(const json& j, int depth)
{
    JsonValue v;
    switch (j.type()) {
    case json::value_t::null: v.type = JsonValue::Type::Null; break;
    case json::value_t::boolean: v.type = JsonValue::Type::Boolean; v.boolean = j.get<bool>(); break;
    case json::value_t::number_integer: v.type = JsonValue::Type::Integer; v.integer = j.get<std::int64_t>(); break;
    case json::value_t::number_unsigned:   // past int64 the reader gives a Real
        if (j.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
            v.type = JsonValue::Type::Real;
            v.real = static_cast<double>(j.get<std::uint64_t>());
        } else {
            v.type = JsonValue::Type::Integer;
            v.integer = j.get<std::int64_t>();
        }
        break;
    case json::value_t::number_float: v.type = JsonValue::Type::Real; v.real = j.get<double>(); break;
    case json::value_t::string: v.type = JsonValue::Type::String; v.text = j.get_ref<const std::string&>(); break;
    case json::value_t::object:
        v.type = JsonValue::Type::Object;
        for (const auto& [key, member] : j.items())
            v.members.emplace_back(key).value =
                depth == 0 || member.is_primitive() ? fromDocument(member, depth + 1) : JsonValue{};
        break;
    default: break;
    }
    return v;
}

// The reader takes the line exactly when nlohmann finds an object in it, and reads the same values.
void requireSameAsNlohmann(const std::string& line)
{
    INFO(line);
    const auto read = JsonObject::read(line);
    const json document = json::parse(line, nullptr, false);
    const bool isObject = !document.is_discarded() && document.is_object();
    REQUIRE(read.has_value() == isObject);
    if (isObject)
        REQUIRE(read->root() == fromDocument(document, 0));
}

} // namespace

TEST_CASE("the reader takes every kind of line NoteDeck writes, as nlohmann reads it", "[journal]")
{
    for (const auto& line : writtenLines()) {
        INFO(line);
        REQUIRE(JsonObject::read(line));
        requireSameAsNlohmann(line);
        // And parseEvent gives the event back through it.
        REQUIRE(service::parseEvent(line, "0123456789abcdef"));
    }
}

TEST_CASE("the reader reads escapes, text, names twice and deep values as nlohmann does", "[journal]")
{
    for (const char* line : {
             R"({"card":"a\"b"})", R"({"card":"\u00e9\ud83d\ude00"})", "{\"card\":\"caf\xc3\xa9\"}",
             R"({"seq":1234567890123456789})", R"({"seq":[1,{"a":[]}]})", R"({"seq":1,"seq":2})",
             R"({"after":{"due":{"x":1}}})", R"({"\u0073eq":1})", R"({"a":{"x":1,"x":[2]}})",
             R"({"seq":18446744073709551615})", R"({"seq":-9223372036854775808})"}) {
        INFO(line);
        REQUIRE(JsonObject::read(line));
        requireSameAsNlohmann(line);
    }
    REQUIRE(JsonObject::read(R"({"card":"a\"b"})")->find("card")->text == "a\"b");
    REQUIRE(JsonObject::read(R"({"seq":1,"seq":2})")->find("seq")->integer == 2);
    REQUIRE(JsonObject::read(R"({"seq":1234567890123456789})")->find("seq")->integer == 1234567890123456789);
    REQUIRE(JsonObject::read(R"({"after":{"due":{"x":1}}})")->find("after")->find("due")->type ==
            service::JsonValue::Type::Other);
}

TEST_CASE("the reader finds no object in what is not one JSON object", "[journal]")
{
    for (const std::string line : {
             R"({"seq":01})", R"({"seq":1,})", R"({"seq":1} x)", R"({"seq":tru})", R"({"seq":1.})", R"({"seq":-})",
             R"({"seq":1e999})", R"([1])", "", "   ", "{\"card\":\"a\tb\"}", "{\"a\tb\":1}", R"({"a":"\x"})",
             "{\"card\":\"\xff\"}", R"({"after":{"due":{"x":tru}}})", R"({"after":[1,]})", R"({"a":1}{"b":2})",
             R"({"a":{"b":nul}})", R"({"a")", R"({)"}) {
        INFO(line);
        REQUIRE_FALSE(JsonObject::read(line));
        requireSameAsNlohmann(line);
    }
    REQUIRE_FALSE(JsonObject::read(std::string(JsonObject::kMaxLine + 1, ' ')));
}

TEST_CASE("the reader reads numbers, space and literals as nlohmann does", "[journal]")
{
    for (const char* line : {R"( { "a" : -0 , "b":0.5e-3,"c":1E+2, "d":-12.75 ,"e":true,"f":false,"g":null } )",
                             "{\"a\":{},\"b\":{\"x\":1.25},\"c\":\"\"}\r", R"({})",
                             R"({"a":123456789012345678,"b":-123456789012345678})", R"({"a":2.2250738585072014e-308})"}) {
        INFO(line);
        REQUIRE(JsonObject::read(line));
        requireSameAsNlohmann(line);
    }
}

TEST_CASE("a presets event's options come back as the JSON text NoteDeck wrote", "[journal]")
{
    const auto read = JsonObject::read(R"({"event":"presets","options":{"a":{"b":[1,2]},"c":"x"}, "seq":1})");
    REQUIRE(read);
    CHECK(read->dump("options") == R"({"a":{"b":[1,2]},"c":"x"})");
    CHECK(read->dump("seq").empty());
    CHECK(read->dump("missing").empty());
}

TEST_CASE("any line, however damaged, the reader reads as nlohmann does", "[journal]")
{
    // Lines NoteDeck writes with bytes changed, cut or repeated at random.
    const auto lines = writtenLines();
    const std::string alphabet = "{}[]:,\"\\ 0123456789.eE+-truefalsn\t\x01\xc3\xa9";
    std::mt19937 random(20261203);
    int taken = 0;
    for (int round = 0; round < 20000; ++round) {
        std::string line = lines[random() % lines.size()];
        const int edits = 1 + static_cast<int>(random() % 3);
        for (int k = 0; k < edits && !line.empty(); ++k) {
            const size_t at = random() % line.size();
            switch (random() % 3) {
            case 0: line[at] = alphabet[random() % alphabet.size()]; break;
            case 1: line.erase(at, 1 + random() % 4); break;
            default: line.insert(at, line.substr(at, 1 + random() % 8)); break;
            }
        }
        if (JsonObject::read(line))
            ++taken;
        requireSameAsNlohmann(line);
    }
    REQUIRE(taken > 1000);   // the comparison ran on many damaged lines the reader took
}
