// The small reader of journal lines against nlohmann's parser, the reference: it takes the lines
// NoteDeck writes, and any line it takes it reads exactly as nlohmann does (the same members, the
// same values); everything else it leaves to nlohmann.
#include "core/journal_event.h"
#include "service/detail/journal_line.h"
#include "service/detail/journal_object.h"

#include <catch2/catch.hpp>

#include <random>

using namespace notedeck;
using notedeck::service::JsonObject;

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

void requireSameAsDocument(const std::string& line)
{
    INFO(line);
    const auto small = JsonObject::readSmall(line);
    if (!small)
        return;
    const auto document = JsonObject::readDocument(line);
    REQUIRE(document);
    REQUIRE(small->root() == document->root());
}

} // namespace

TEST_CASE("the small reader takes every kind of line NoteDeck writes, as nlohmann reads it", "[journal]")
{
    for (const auto& line : writtenLines()) {
        INFO(line);
        const auto small = JsonObject::readSmall(line);
        REQUIRE(small);
        REQUIRE(small->root() == JsonObject::readDocument(line)->root());
        // And parseEvent gives the event back through it.
        REQUIRE(service::parseEvent(line, "0123456789abcdef"));
    }
}

TEST_CASE("the small reader leaves to nlohmann what it does not read exactly as nlohmann does", "[journal]")
{
    const std::vector<std::string> left = {
        R"({"card":"a\"b"})",                 // an escape
        R"({"card":"\u00e9"})",               // an escape
        "{\"card\":\"caf\xc3\xa9\"}",          // non-ASCII text
        R"({"seq":1234567890123456789})",     // 19 digits
        R"({"seq":[1]})",                     // an array
        R"({"seq":1,"seq":2})",               // a name twice
        R"({"after":{"due":{"x":1}}})",       // an object two deep
        R"({"seq":01})",                      // not JSON
        R"({"seq":1,})",
        R"({"seq":1} x)",
        R"({"seq":tru})",
        R"({"seq":1.})",
        R"({"seq":-})",
        R"({"seq":1e999})",
        R"([1])",
        "",
        "{\"card\":\"a\tb\"}",                 // a raw control character
    };
    for (const auto& line : left) {
        INFO(line);
        REQUIRE_FALSE(JsonObject::readSmall(line));
    }
    // Those that are JSON objects are still read, by nlohmann.
    REQUIRE(JsonObject::read(R"({"card":"a\"b"})")->find("card")->text == "a\"b");
    REQUIRE(JsonObject::read(R"({"seq":1,"seq":2})")->find("seq")->integer == 2);
    REQUIRE(JsonObject::read(R"({"seq":1234567890123456789})")->find("seq")->integer == 1234567890123456789);
    REQUIRE(JsonObject::read(R"({"after":{"due":{"x":1}}})")->find("after")->find("due")->type ==
            service::JsonValue::Type::Other);
    REQUIRE_FALSE(JsonObject::read(R"({"seq":01})"));
    REQUIRE_FALSE(JsonObject::read(R"([1])"));
}

TEST_CASE("the small reader reads numbers, space and literals as nlohmann does", "[journal]")
{
    for (const char* line : {R"( { "a" : -0 , "b":0.5e-3,"c":1E+2, "d":-12.75 ,"e":true,"f":false,"g":null } )",
                             "{\"a\":{},\"b\":{\"x\":1.25},\"c\":\"\"}\r", R"({})",
                             R"({"a":123456789012345678,"b":-123456789012345678})", R"({"a":2.2250738585072014e-308})"}) {
        INFO(line);
        REQUIRE(JsonObject::readSmall(line));
        requireSameAsDocument(line);
    }
}

TEST_CASE("any line the small reader takes, however damaged, it reads as nlohmann does", "[journal]")
{
    // Lines NoteDeck writes with bytes changed, cut or repeated at random: the small reader may
    // leave a line to nlohmann, but never reads one differently.
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
        if (JsonObject::readSmall(line))
            ++taken;
        requireSameAsDocument(line);
    }
    REQUIRE(taken > 1000);   // the comparison ran on many damaged lines the small reader took
}
