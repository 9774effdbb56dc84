// Schema migrations from every earlier version, with real data in the deck: a deck is built at
// version N from the frozen schema steps (tests/storage/schema/step-K.sql, copies of the released
// steps of src/storage/migrations.cpp), filled with cards, reviews, settings, note files and
// import runs as NoteDeck writes them, then opened by the current code. Everything must survive
// and the schema must end up identical to a fresh deck's.
//
// Adding schema step N to migrations.cpp: add its SQL here as schema/step-N.sql as released;
// until then "the frozen schema steps are the released ones" fails.
#include "deck_fixture.h"

#include "storage/detail/migrations.h"
#include "storage/detail/schedule_codec.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <cstdio>

using namespace notedeck;
using namespace notedeck::testing;
namespace fs = std::filesystem;

namespace {

const fs::path kSchemaDir = fs::path(NOTEDECK_STORAGE_TEST_DIR) / "schema";

std::string quoted(const std::string& text)
{
    std::string out = "'";
    for (char c : text)
        out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

core::ScheduleState reviewState()
{
    core::ScheduleState s;
    s.state = core::CardState::Review;
    s.due = 1'700'500'000;
    s.stability = 12.456789012345678;
    s.difficulty = 5.25;
    s.reps = 3;
    s.scheduled_days = 12;
    s.elapsed_days = 4;
    s.last_review = 1'700'400'000;
    return s;
}

core::ScheduleState learningState()
{
    core::ScheduleState s;
    s.state = core::CardState::Learning;
    s.due = 1'700'300'600;
    s.stability = 2.3065;
    s.difficulty = 2.11810397;
    s.step = 1;
    s.reps = 1;
    s.last_review = 1'700'300'000;
    s.flag = core::Flag::Orange;
    return s;
}

// The state card 1 had before its latest answer: what undo must give back.
core::ScheduleState beforeLatest()
{
    core::ScheduleState s = reviewState();
    s.due = 1'700'390'000;
    s.stability = 7.5;
    s.reps = 2;
    s.scheduled_days = 7;
    s.last_review = 1'700'000'000;
    return s;
}

std::string exact(double value)
{
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", value);
    return buffer;
}

std::string scheduleColumns(const core::ScheduleState& s)
{
    return std::to_string(static_cast<int>(s.state)) + ", " + std::to_string(s.due) + ", " +
           exact(s.stability) + ", " + exact(s.difficulty) + ", " + std::to_string(s.step) + ", " +
           std::to_string(s.reps) + ", " + std::to_string(s.lapses) + ", " + std::to_string(s.scheduled_days) + ", " +
           std::to_string(s.elapsed_days) + ", " + (s.last_review ? std::to_string(*s.last_review) : "NULL") + ", " +
           (s.suspended ? "1" : "0") + ", " + (s.leech ? "1" : "0") + ", " + std::to_string(s.buried_until) + ", " +
           std::to_string(static_cast<int>(s.flag));
}

// What NoteDeck 1 wrote: a deck tree, active and retired cards in every state, their review log
// with the states before each answer, scheduler settings, note files and an import run.
std::string versionOneData()
{
    const std::string cardCols =
        "INSERT INTO cards (id, deck_id, question, answer, source_file, source_line, ordinal, content_hash, identity_key, "
        "retired, created_at, updated_at, state, due, stability, difficulty, step, reps, lapses, scheduled_days, "
        "elapsed_days, last_review, suspended, leech, buried_until, flag) VALUES ";
    core::ScheduleState suspended;
    suspended.suspended = true;
    suspended.flag = core::Flag::Red;
    core::ScheduleState fresh;
    std::string sql = "BEGIN;\n"
        "INSERT INTO decks VALUES (1, '基础', NULL, '基础');\n"
        "INSERT INTO decks VALUES (2, '基础' || char(31) || '数学', 1, '数学');\n"
        "INSERT INTO decks VALUES (3, '基础' || char(31) || 'Python', 1, 'Python');\n";
    sql += cardCols + "(1, 2, '什么是 $e^{i\\pi}$？', '$-1$，因为 $\\cos\\pi = -1$', 'math.md', 3, 0, 'h1', 'k1', 0, "
           "1699000000, 1699000000, " + scheduleColumns(reviewState()) + ");\n";
    sql += cardCols + "(2, 3, 'GIL 是什么？', '全局解释器锁', 'python.md', 5, 0, 'h2', 'k2', 0, 1699000000, 1699000000, " +
           scheduleColumns(learningState()) + ");\n";
    sql += cardCols + "(3, 3, 'What does `yield` do?', 'Makes a generator.', 'python.md', 9, 1, 'h3', 'k3', 0, 1699000000, "
           "1699000000, " + scheduleColumns(fresh) + ");\n";
    sql += cardCols + "(4, 2, 'Old question', 'Old answer', 'math.md', 20, 1, 'h4', 'k4', 1, 1699000000, 1699500000, " +
           scheduleColumns(suspended) + ");\n";
    auto review = [&](int id, int card, std::int64_t at, int rating, int before, int after, const core::ScheduleState& prior) {
        return "INSERT INTO review_log (id, card_id, reviewed_at, rating, elapsed_days, state_before, state_after, stability, "
               "difficulty, due_after, kind, duration_ms, schedule_before) VALUES (" + std::to_string(id) + ", " +
               std::to_string(card) + ", " + std::to_string(at) + ", " + std::to_string(rating) + ", 1.5, " +
               std::to_string(before) + ", " + std::to_string(after) + ", 7.5, 5.25, 1700500000, 0, 6500, " +
               quoted(storage::encodeSchedule(prior)) + ");\n";
    };
    sql += review(1, 1, 1'699'100'000'000, 3, 0, 1, fresh);
    sql += review(2, 1, 1'700'000'000'000, 3, 1, 2, reviewState());
    sql += review(3, 2, 1'700'300'000'000, 2, 0, 1, fresh);
    sql += review(4, 1, 1'700'400'000'000, 4, 2, 2, beforeLatest());
    sql += "INSERT INTO settings VALUES ('scheduler', " +
           quoted(R"({"desired_retention":0.85,"maximum_interval":3650,"new_per_day":15})") + ");\n"
           "INSERT INTO note_files VALUES ('math.md', 'fh1', '[]');\n"
           "INSERT INTO note_files VALUES ('python.md', 'fh2', " +
           quoted(R"([{"severity":"warning","line":4,"message":"empty answer"}])") + ");\n"
           "INSERT INTO import_runs VALUES (1, 1699000000, 'notes', 4, 0, 0, 0, 0, 1, 0, '{}');\n"
           "INSERT INTO import_runs VALUES (2, 1699500000, 'notes', 0, 0, 0, 1, 0, 0, 0, '{}');\n"
           "COMMIT;\n";
    return sql;
}

std::string drillData()
{
    return "INSERT INTO drills VALUES (1, 1700000000, 1700000900, '[\"基础\"]', 'random', 2, 120, 0, 42);\n"
           "INSERT INTO drill_answers VALUES (1, 0, 2, 3, 31.5, '锁');\n"
           "INSERT INTO drill_answers VALUES (1, 1, 3, 1, 60, '');\n";
}

// A deck at `version`, built only from the frozen steps and this file's data.
void buildDeckAt(const fs::path& file, int version)
{
    for (int step = 1; step <= version; ++step) {
        const fs::path sql = kSchemaDir / ("step-" + std::to_string(step) + ".sql");
        REQUIRE(fs::exists(sql));
        sqlExec(file, readBytes(sql));
    }
    sqlExec(file, "PRAGMA user_version = " + std::to_string(version));
    sqlExec(file, versionOneData());
    if (version >= 2)
        sqlExec(file, drillData());
}

std::string schemaOf(const fs::path& file)
{
    return sqlValue(file, "SELECT type || ' ' || name || ': ' || COALESCE(sql, '') FROM sqlite_schema ORDER BY type, name");
}

} // namespace

// The highest version whose steps are all frozen here.
int frozenVersion()
{
    int version = 0;
    while (fs::exists(kSchemaDir / ("step-" + std::to_string(version + 1) + ".sql")))
        ++version;
    return version;
}

TEST_CASE("the frozen schema steps are the released ones", "[migration]")
{
    const int frozen = frozenVersion();
    REQUIRE(frozen >= 1);
    {
        INFO("schema steps " << frozen + 1 << " to " << storage::currentSchemaVersion()
             << " are not frozen in tests/storage/schema: copy each released step there as step-N.sql,"
                " so that the upgrade from it is tested");
        CHECK(frozen == storage::currentSchemaVersion());
    }
    // The frozen steps, then the code's later ones, give exactly the schema the code creates.
    TempDir dir;
    const fs::path fromSteps = dir / "steps.sqlite";
    for (int step = 1; step <= frozen; ++step)
        sqlExec(fromSteps, readBytes(kSchemaDir / ("step-" + std::to_string(step) + ".sql")));
    sqlExec(fromSteps, "PRAGMA user_version = " + std::to_string(frozen));
    REQUIRE(storage::DeckStore::open(fromSteps));
    const fs::path fresh = dir / "fresh.sqlite";
    REQUIRE(storage::DeckStore::open(fresh));
    CHECK(schemaOf(fromSteps) == schemaOf(fresh));
}

TEST_CASE("a deck of every earlier schema version opens with all its data, upgraded", "[migration]")
{
    for (int version = 0; version < std::min(storage::currentSchemaVersion(), frozenVersion() + 1); ++version) {
        DYNAMIC_SECTION("from schema version " << version)
        {
            TempDir dir;
            const fs::path file = dir / "deck.sqlite";
            const fs::path fresh = dir / "fresh.sqlite";
            if (version == 0) {
                // An empty file (a deck created but never written) becomes a new deck.
                writeBytes(file, "");
                auto deck = storage::DeckStore::open(file);
                REQUIRE(deck);
                CHECK((*deck)->cards().all()->empty());
                deck->reset();
                REQUIRE(storage::DeckStore::open(fresh));
                CHECK(schemaOf(file) == schemaOf(fresh));
                continue;
            }
            buildDeckAt(file, version);
            {
                auto deck = storage::DeckStore::open(file);
                REQUIRE(deck);
                CHECK((*deck)->readOnlyReason().empty());
            }
            CHECK(sqlValue(file, "PRAGMA user_version") == std::to_string(storage::currentSchemaVersion()));
            CHECK(integrityCheck(file) == "ok");
            REQUIRE(storage::DeckStore::open(fresh));
            CHECK(schemaOf(file) == schemaOf(fresh));

            auto opened = storage::DeckStore::open(file);
            REQUIRE(opened);
            storage::DeckStore& deck = **opened;
            auto cards = deck.cards().all();
            REQUIRE(cards);
            REQUIRE(cards->size() == 4);
            CHECK(cards->at(0).id == 1);
            CHECK(cards->at(0).deck.display() == core::DeckPath::parse("基础::数学").display());
            CHECK(cards->at(0).question == "什么是 $e^{i\\pi}$？");
            CHECK(cards->at(0).answer == "$-1$，因为 $\\cos\\pi = -1$");
            CHECK(cards->at(0).sourceFile == "math.md");
            CHECK(cards->at(0).sourceLine == 3);
            CHECK(cards->at(1).retired);   // card 4, math.md ordinal 1
            CHECK(cards->at(1).id == 4);
            CHECK(deck.cards().find(2).value()->schedule == learningState());
            CHECK(deck.cards().find(4).value()->schedule.suspended);
            CHECK(deck.cards().find(4).value()->schedule.flag == core::Flag::Red);
            CHECK(deck.cards().activeCount().value() == 3);

            auto reviews = deck.reviewLog().all();
            REQUIRE(reviews);
            CHECK(reviews->size() == 4);
            CHECK(deck.reviewLog().of(1)->size() == 3);
            CHECK(deck.reviewLog().of(1)->back().durationMs == 6500);
            CHECK(importRunCount(file) == 2);
            auto files = deck.imports().noteFiles();
            REQUIRE(files);
            REQUIRE(files->size() == 2);
            CHECK(files->at(1).issuesJson.find("empty answer") != std::string::npos);

            auto settings = deck.settings().get("scheduler");
            REQUIRE(settings);
            REQUIRE(*settings);
            CHECK(nlohmann::json::parse(**settings).at("desired_retention").get<double>() == Approx(0.85));
            // The deck's options became its default preset, exactly as stored (by step 7, for a
            // deck from before it), and no node has another preset: every card is scheduled as before.
            auto presets = deck.presets().all();
            REQUIRE(presets);
            REQUIRE(presets->size() == 1);
            CHECK(presets->front().id == core::kDefaultPresetId);
            CHECK(presets->front().name == "Default");
            if (version < 7)
                CHECK(presets->front().options == **settings);
            CHECK(deck.presets().assignments().value().empty());

            if (version >= 2)
                CHECK(sqlValue(file, "SELECT COUNT(*) || ' ' || SUM(seconds) FROM drill_answers") == "2 91.5");

            // The old log still drives today's features: undo gives back the exact state saved
            // before the latest answer, the cards the queue is built from are there with the
            // card due again, and a new answer is saved.
            auto undone = deck.reviewLog().undoLastAnswer();
            REQUIRE(undone);
            REQUIRE(*undone);
            CHECK((*undone)->card == 1);
            CHECK((*undone)->buried.empty());   // answers from before step 9 kept no burials
            CHECK(deck.cards().find(1).value()->schedule == beforeLatest());
            auto study = deck.cards().study({});
            REQUIRE(study);
            REQUIRE(study->size() == 3);
            CHECK(study->front().id == 1);
            CHECK(study->front().schedule.due <= 1'700'600'000);
            auto answered = answerGood(deck, 3, 1'700'600'000, 1000);
            REQUIRE(answered);

            // An answer that buries a sibling keeps it with the answer (step 9), so that its undo
            // gives it back, whichever version the deck came from.
            core::ScheduleState buried = learningState();
            buried.buried_until = 1'700'700'000;
            REQUIRE(deck.reviewLog().recordBurials(*answered, {{2, learningState(), buried}}));
            auto back = deck.reviewLog().undoLastAnswer();
            REQUIRE(back);
            REQUIRE(*back);
            CHECK((*back)->card == 3);
            REQUIRE((*back)->buried.size() == 1);
            CHECK((*back)->buried.front().card == 2);
            CHECK((*back)->buried.front().before == learningState());
            CHECK((*back)->buried.front().after == buried);
            CHECK(sqlValue(file, "SELECT COUNT(*) FROM answer_burials") == "0");
        }
    }
}
