// What a journal file from another device may do (docs/sync.md, "What another device's file can
// and cannot do"): the hostile-journal corpus. Recorded states beyond the scheduler's limits are
// worked out again from their rating, times ahead of this device's clock are ordered as their
// device's latest honest time, files that resolve outside the journal folder are not read, a flood
// of bad lines is told in brief, an endless last line is read once, and events naming cards this
// deck does not have are not counted as merged. Each case: no crash, a message with file:line, the
// deck not damaged.
#include "service/sync/detail/journal_line.h"
#include "service/options/presets.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>
#include <random>

using namespace notedeck;
using testing::TempNotes;
namespace fs = std::filesystem;

namespace {

constexpr core::Timestamp kNow = 1'700'000'000;   // TempNotes' clock
constexpr std::int64_t kDay = 86400;

// This device: a deck of `cards` questions with its journal in its notes folder.
struct Target {
    TempNotes t;
    explicit Target(int cards = 6)
    {
        std::string text = "# 攻击\n\n## 第一章\n\n";
        for (int i = 0; i < cards; ++i)
            text += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
        t.write("cards.md", text);
        t.import();
        REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    }
    fs::path journalDir() const { return t.notes() / ".notedeck" / "journal"; }
    service::MergeReport merge()
    {
        auto merged = service::mergeJournals(t.deck());
        REQUIRE(merged);
        return *merged;
    }
    std::vector<storage::CardIdentity> cards()
    {
        auto all = t.store().journal().allIdentities();
        REQUIRE(all);
        return *all;
    }
    std::string uid(size_t i) { return cards().at(i).uid; }
    core::ScheduleState schedule(size_t i)
    {
        auto row = t.store().cards().find(cards().at(i).id);
        REQUIRE(row);
        REQUIRE(*row);
        return (*row)->schedule;
    }
    // Every card's schedule and answer count: what a hostile file must not damage.
    std::map<std::string, std::pair<core::ScheduleState, size_t>> state()
    {
        std::map<std::string, std::pair<core::ScheduleState, size_t>> out;
        for (const auto& card : cards()) {
            auto row = t.store().cards().find(card.id);
            auto answers = t.store().journal().answersOf(card.id);
            REQUIRE(row);
            REQUIRE(*row);
            REQUIRE(answers);
            out[card.uid] = {(*row)->schedule, answers->size()};
        }
        return out;
    }
    std::string device()
    {
        auto setup = service::journalSetup(t.deck());
        REQUIRE(setup);
        REQUIRE(*setup);
        return (*setup)->device;
    }
};

// A file another device would write, forged line by line.
struct Forged {
    fs::path file;
    Forged(const fs::path& dir, const std::string& device, const std::string& name = "forger")
        : file(dir / (device + ".jsonl"))
    {
        fs::create_directories(dir);
        std::ofstream(file, std::ios::binary) << service::headerLine({service::kJournalFormat, device, name}) << '\n';
    }
    // Appends lines; returns the line number of the first.
    int add(const std::vector<std::string>& lines) const
    {
        const int first = lineCount() + 1;
        std::ofstream out(file, std::ios::binary | std::ios::app);
        for (const auto& line : lines)
            out << line << '\n';
        return first;
    }
    int lineCount() const
    {
        std::ifstream in(file, std::ios::binary);
        return static_cast<int>(std::count(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>(), '\n'));
    }
    std::string where(int line) const { return file.string() + ":" + std::to_string(line) + ": "; }
};

// An answer Good to a new card `uid` at `atMs`, recording the memory `after`.
core::JournalEvent answerEvent(std::int64_t seq, std::int64_t atMs, const std::string& uid, core::ScheduleState after)
{
    core::JournalEvent e;
    e.kind = core::JournalKind::Answer;
    e.seq = seq;
    e.atMs = atMs;
    e.card = uid;
    e.rating = 3;
    e.durationMs = 4000;
    e.before = core::memoryDigest(core::ScheduleState{});   // given on a new card: the replay's memory
    e.schedule = after;
    e.fields = core::field::kMemoryFields;
    return e;
}

// What an honest Good on a new card at `at` records, about.
core::ScheduleState honestAfter(core::Timestamp at)
{
    core::ScheduleState s;
    s.state = core::CardState::Review;
    s.stability = 3.17;
    s.difficulty = 5.3;
    s.reps = 1;
    s.scheduled_days = 3;
    s.due = at + 3 * kDay;
    s.last_review = at;
    return s;
}

bool anyContains(const std::vector<std::string>& texts, const std::string& part)
{
    return std::any_of(texts.begin(), texts.end(), [&](const auto& t) { return t.find(part) != std::string::npos; });
}

// A schedule NoteDeck could have made for an answer at `at`.
void checkBounded(const core::ScheduleState& s, core::Timestamp at)
{
    CHECK(s.state != core::CardState::New);
    CHECK(s.scheduled_days <= core::kDefaultMaximumInterval);
    CHECK(s.due <= at + (core::kDefaultMaximumInterval + 2) * kDay);
    CHECK(s.stability <= 36500.0);
    CHECK(s.difficulty >= 1.0);
    CHECK(s.difficulty <= 10.0);
    REQUIRE(s.last_review);
    CHECK(*s.last_review <= at + kDay);
}

} // namespace

TEST_CASE("an answer recording a state beyond the scheduler's limits is worked out again from its rating", "[sync][hostile]")
{
    Target deck;
    const auto before = deck.state();
    const core::Timestamp at = kNow - 3600;
    core::ScheduleState forged = honestAfter(at);
    std::string why;
    SECTION("due 10^15 s") { forged.due = 1'000'000'000'000'000LL; why = "due date after the year 9999"; }
    SECTION("due in the year 9999") { forged.due = 253402214400LL; why = "due date 9999-12-31"; }
    SECTION("an interval of a billion days") { forged.scheduled_days = 1'000'000'000; why = "interval of 1000000000 days"; }
    SECTION("stability 1e9") { forged.stability = 1e9; why = "stability"; }
    SECTION("difficulty 0.5") { forged.difficulty = 0.5; why = "difficulty"; }
    SECTION("a last review in 2199") { forged.last_review = 7'226'582'400LL; why = "last review 2199"; }
    Forged file(deck.journalDir(), "00000000000000aa");
    const int line = file.add({service::eventLine(answerEvent(1, at * 1000, deck.uid(0), forged))});
    auto report = deck.merge();
    INFO((report.problems.empty() ? std::string() : report.problems.front()));
    CHECK(report.answers() == 1);
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0].find(file.where(line)) == 0);
    CHECK(report.problems[0].find(why) != std::string::npos);
    CHECK(report.problems[0].find("worked out again from its rating") != std::string::npos);
    checkBounded(deck.schedule(0), at);
    // The other cards are as they were, and the next merge says nothing more.
    auto after = deck.state();
    after.erase(deck.uid(0));
    auto expected = before;
    expected.erase(deck.uid(0));
    CHECK(after == expected);
    CHECK(deck.merge().problems.empty());
}

TEST_CASE("an answer scheduled beyond its card's preset's maximum interval is worked out again", "[sync][hostile]")
{
    Target deck;
    auto options = service::loadSchedulerSettings(deck.t.deck());
    REQUIRE(options);
    options->maximum_interval = 100;
    REQUIRE(service::saveSchedulerSettings(deck.t.deck(), *options));
    const core::Timestamp at = kNow - 3600;
    core::ScheduleState forged = honestAfter(at);
    forged.scheduled_days = 3000;
    forged.due = at + 3000 * kDay;
    Forged file(deck.journalDir(), "00000000000000ab");
    file.add({service::eventLine(answerEvent(1, at * 1000, deck.uid(0), forged))});
    CHECK(deck.merge().answers() == 1);
    const auto s = deck.schedule(0);
    CHECK(s.scheduled_days <= 100);
    CHECK(s.due <= at + 102 * kDay);
}

TEST_CASE("a time far ahead of this device's clock is reported and ordered as its device's latest, not obeyed", "[sync][hostile]")
{
    // Two honest devices change the study options, minutes apart; the first one's line is then
    // dated 2100 (a broken clock, or a forger who wants its options to win every later merge).
    Target early, late, here;
    auto changeRetention = [](Target& d, double retention, core::Timestamp at) {
        d.t.clock.set(at);
        auto options = service::loadSchedulerSettings(d.t.deck());
        REQUIRE(options);
        options->desired_retention = retention;
        REQUIRE(service::saveSchedulerSettings(d.t.deck(), *options));
    };
    changeRetention(early, 0.80, kNow + 600);
    changeRetention(late, 0.85, kNow + 1200);
    for (Target* from : {&early, &late})
        for (const auto& entry : fs::directory_iterator(from->journalDir()))
            fs::copy_file(entry.path(), here.journalDir() / entry.path().filename());
    const fs::path earlyFile = here.journalDir() / (early.device() + ".jsonl");
    std::vector<std::string> text;
    {
        std::ifstream in(earlyFile);
        for (std::string l; std::getline(in, l);)
            text.push_back(l);
    }
    int presetsLine = 0;
    for (size_t i = 0; i < text.size(); ++i)
        if (text[i].find("\"event\":\"presets\"") != std::string::npos) {
            const size_t at = text[i].find("\"at\":");
            text[i].replace(at, text[i].find(',', at) - at, "\"at\":4102444800000");   // 2100-01-01
            presetsLine = static_cast<int>(i) + 1;
        }
    REQUIRE(presetsLine > 0);
    {
        std::ofstream out(earlyFile, std::ios::binary | std::ios::trunc);
        for (const auto& l : text)
            out << l << '\n';
    }
    auto report = here.merge();
    CHECK(anyContains(report.problems, earlyFile.string() + ":" + std::to_string(presetsLine) +
                                             ": its time 2100-01-01 is ahead of this device's clock"));
    auto options = service::loadSchedulerSettings(here.t.deck());
    REQUIRE(options);
    CHECK(options->desired_retention == Approx(0.85));
    // The device list does not show a time from 2100 either.
    auto seen = service::devicesSeen(here.t.deck());
    REQUIRE(seen);
    for (const auto& d : *seen)
        CHECK(d.lastEvent <= kNow + kDay);
}

TEST_CASE("an answer dated far ahead is ordered at its device's latest time and its state worked out again", "[sync][hostile]")
{
    Target deck;
    Forged file(deck.journalDir(), "00000000000000ac");
    const std::int64_t future = 7'226'582'400'000LL;   // 2199
    const int line = file.add({service::eventLine(answerEvent(1, future, deck.uid(1), honestAfter(future / 1000)))});
    auto report = deck.merge();
    CHECK(anyContains(report.problems, file.where(line) + "its time 2199-"));
    CHECK(anyContains(report.problems, file.where(line) + "the answer's recorded state is not taken"));
    CHECK(report.answers() == 1);
    checkBounded(deck.schedule(1), kNow);
}

TEST_CASE("a journal file that resolves outside the journal folder is not read", "[sync][hostile]")
{
    Target deck, other;
    REQUIRE(service::answerCard(other.t.deck(), other.cards().at(0).id, core::Rating::Good, kNow - 60, 3000));
    const fs::path elsewhere = other.journalDir() / (other.device() + ".jsonl");
    const auto before = deck.state();
    SECTION("a link to a valid journal elsewhere is not merged")
    {
        fs::create_symlink(elsewhere, deck.journalDir() / elsewhere.filename());
        auto report = deck.merge();
        CHECK(report.answers() == 0);
        CHECK(report.devices.empty());
        CHECK(anyContains(report.problems, (deck.journalDir() / elsewhere.filename()).string() +
                                               ": a link to a file outside the journal folder"));
        CHECK(deck.state() == before);
    }
    SECTION("a link to a file of the system is not opened")
    {
        fs::create_symlink("/etc/passwd", deck.journalDir() / "aaaaaaaaaaaaaaaa.jsonl");
        auto report = deck.merge();
        REQUIRE(report.problems.size() == 1);
        CHECK(report.problems[0].find("aaaaaaaaaaaaaaaa.jsonl: a link to a file outside the journal folder") !=
              std::string::npos);
        CHECK(deck.state() == before);
    }
    SECTION("a link within the folder is followed, and its header must name its device")
    {
        fs::copy_file(elsewhere, deck.journalDir() / elsewhere.filename());
        fs::create_symlink(elsewhere.filename(), deck.journalDir() / "bbbbbbbbbbbbbbbb.jsonl");
        auto report = deck.merge();
        CHECK(report.answers() == 1);
        CHECK(anyContains(report.problems, "bbbbbbbbbbbbbbbb.jsonl:1: the header names another device"));
    }
    SECTION("sync --import copies no link to a file outside the folder it was given")
    {
        const fs::path given = deck.t.notes().parent_path() / "given";
        fs::create_directories(given);
        fs::create_symlink(elsewhere, given / elsewhere.filename());
        fs::copy_file(elsewhere, given / "cccccccccccccccc.jsonl");   // a file of its own, with a header of another device
        auto report = service::importJournal(deck.t.deck(), given);
        REQUIRE(report);
        CHECK(report->answers() == 0);
        CHECK(anyContains(report->problems, ": a link to a file outside the journal folder"));
        CHECK_FALSE(fs::exists(deck.journalDir() / elsewhere.filename()));
    }
}

TEST_CASE("a flood of bad lines is told in brief: 20 of a file, then how many more, the report keeps every one", "[sync][hostile]")
{
    Target deck;
    Forged flood(deck.journalDir(), "00000000000000ad");
    flood.add(std::vector<std::string>(5000, "not json at all"));
    Forged few(deck.journalDir(), "00000000000000ae");
    few.add({"[1]", "[2]"});
    auto report = deck.merge();
    CHECK(report.problems.size() == 5002);
    const auto brief = report.problemsInBrief();
    REQUIRE(brief.size() == 23);
    CHECK(brief[0].find(flood.where(2)) == 0);
    CHECK(brief[19].find(flood.where(21)) == 0);
    CHECK(brief[20].find(few.where(2)) == 0);
    CHECK(brief[21].find(few.where(3)) == 0);
    CHECK(brief[22] == flood.file.string() + ": 4980 more problems in this file (notedeck-cli sync --json lists them all)");
}

TEST_CASE("an unfinished last line over 1 MB is reported once and not read again until its file changes", "[sync][hostile]")
{
    Target deck;
    Forged file(deck.journalDir(), "00000000000000af");
    core::ScheduleState after = honestAfter(kNow - 60);
    file.add({service::eventLine(answerEvent(1, (kNow - 60) * 1000, deck.uid(2), after))});
    const std::string endless(3 << 20, 'x');
    { std::ofstream(file.file, std::ios::binary | std::ios::app) << endless; }
    auto first = deck.merge();
    CHECK(first.answers() == 1);
    REQUIRE(first.problems.size() == 1);
    CHECK(first.problems[0].find(file.where(3) + "its last line has no end and is 3 MB long") == 0);
    // The same size and time: not read. (A newline planted in it is not seen.)
    const auto time = fs::last_write_time(file.file);
    {
        std::fstream io(file.file, std::ios::binary | std::ios::in | std::ios::out);
        io.seekp(-static_cast<std::streamoff>(endless.size() / 2), std::ios::end);
        io << '\n';
    }
    fs::last_write_time(file.file, time);
    auto second = deck.merge();
    CHECK(second.problems.empty());
    CHECK(second.devices.empty());
    // Once it changes, it is read again: the half that ends with the planted newline is a line.
    { std::ofstream(file.file, std::ios::binary | std::ios::app) << "\n"; }
    auto third = deck.merge();
    CHECK(anyContains(third.problems, file.where(3) + "the line is over 1 MB long"));
}

TEST_CASE("events naming cards this deck does not have are not counted as merged, and are said apart", "[sync][hostile]")
{
    Target deck;
    Forged file(deck.journalDir(), "00000000000000b0", "ghosts");
    std::vector<std::string> lines;
    std::int64_t seq = 0;
    for (int i = 0; i < 50; ++i)
        lines.push_back(service::eventLine(answerEvent(++seq, (kNow - 600) * 1000, service::newCardUid(), honestAfter(kNow - 600))));
    lines.push_back(service::eventLine(answerEvent(++seq, (kNow - 60) * 1000, deck.uid(3), honestAfter(kNow - 60))));
    file.add(lines);
    auto report = deck.merge();
    CHECK(report.problems.empty());
    CHECK(report.answers() == 1);
    CHECK(report.unknownCardEvents() == 50);
    REQUIRE(report.devices.size() == 1);
    CHECK(report.devices[0].events == 1);
    CHECK(report.summary() == "1 answer from ghosts merged; 50 events name cards not in this deck "
                              "(kept, for when its notes are imported)");
    CHECK(deck.state().at(deck.uid(3)).second == 1);
}

TEST_CASE("the hostile-journal corpus: no crash, a message with file:line, the deck not damaged", "[sync][hostile]")
{
    Target deck;
    const auto before = deck.state();
    const std::string target = deck.uid(0);
    int seq = 0;
    const std::string memory = R"({"state":2,"due":1700200000,"stability":3.1,"difficulty":5,"step":0,"reps":1,"lapses":0,"scheduled_days":3,"elapsed_days":0,"last_review":1699990000})";
    auto withField = [&](const std::string& field, const std::string& value) {
        std::string m = memory;
        const size_t at = m.find("\"" + field + "\":");
        const size_t end = m.find_first_of(",}", at);
        m.replace(at, end - at, "\"" + field + "\":" + value);
        return R"({"seq":)" + std::to_string(++seq) + R"(,"at":1699990000000,"event":"answer","card":")" + target +
               R"(","rating":3,"duration_ms":1,"before":"x","after":)" + m + "}";
    };
    std::string device = "00000000000000c0", name = "forger";
    std::vector<std::string> corpus;
    int answers = 0, unknown = 0;
    size_t problems = 0;
    SECTION("random bytes")
    {
        std::mt19937 random(31);
        std::string bytes;
        for (int i = 0; i < 20000; ++i)
            bytes += static_cast<char>(random() % 256);
        corpus.push_back(bytes);
        // One problem for each whole line that is not empty.
        size_t start = 0;
        for (size_t nl = bytes.find('\n'); nl != std::string::npos; start = nl + 1, nl = bytes.find('\n', start))
            problems += nl > start ? 1 : 0;
        problems += start < bytes.size() ? 1 : 0;   // the last, ended by the file's newline
    }
    SECTION("extreme values")
    {
        corpus = {withField("due", "1000000000000000"),     withField("due", "1e400"),
                  withField("stability", "1e308"),          withField("stability", "NaN"),
                  withField("difficulty", "-1"),            withField("reps", "99999999999999999999999"),
                  withField("last_review", "253402214400"), withField("scheduled_days", "-3"),
                  R"({"seq":20,"at":253402214400000,"event":"presets","options":{}})",
                  R"({"seq":-1,"at":1699990000000,"event":"undo","card":")" + target + R"(","answer":"x:1"})",
                  R"({"seq":21,"at":1699990000000,"event":"change","card":")" + target + R"(","set":{"buried_until":1000000000000000}})",
                  R"({"seq":22,"at":1699990000000,"event":"change","card":")" + target + R"(","set":{"due":1000000000000000}})"};
        answers = 2;   // the due of 10^15 and the last review in 9999: worked out again
        problems = corpus.size();
    }
    SECTION("the same device id as this device's")
    {
        // A file under another name whose header claims this device: never read as this device.
        device = "00000000000000c1";
        Forged claim(deck.journalDir(), device);
        std::ofstream(claim.file, std::ios::binary) << service::headerLine({1, deck.device(), "me"}) << '\n'
                                                    << withField("due", "1700300000") << '\n';
        problems = 1;
    }
    SECTION("HTML and control characters in the device's name, an unknown card")
    {
        name = "<img src=\"/dev/zero\">zero\x1b]0;pwned\x07\x1b[31mRED<b>";
        corpus = {R"({"seq":1,"at":1699990000000,"event":"card","card":"0123456789abcdef0123456789abcdef","fingerprint":"<script>"})",
                  R"({"seq":2,"at":1699990000000,"event":"answer","card":"0123456789abcdef0123456789abcdef","rating":4,"duration_ms":1,"before":"x","after":)" +
                      memory + "}"};
        unknown = 2;
    }
    const fs::path file = deck.journalDir() / (device + ".jsonl");
    if (!fs::exists(file))
        Forged(deck.journalDir(), device, name).add(corpus);
    auto report = deck.merge();
    INFO(report.summary());
    CHECK(report.answers() == answers);
    CHECK(report.unknownCardEvents() == unknown);
    CHECK(report.problems.size() == problems);
    for (const auto& problem : report.problems)
        CHECK(problem.find(file.string() + ":") == 0);
    for (const auto& d : report.devices)
        CHECK(d.name == name);   // kept as the text it is; shown as plain text
    // Nothing of the deck changed but the card the answers name, within what NoteDeck schedules.
    for (const auto& [uid, seen] : deck.state()) {
        if (seen == before.at(uid))
            continue;
        CHECK(uid == target);
        checkBounded(seen.first, kNow);
    }
    // Each told once; a file whose header is refused is left unread, and says so at each merge.
    CHECK(deck.merge().problems.size() == (device == "00000000000000c1" ? 1u : 0u));
}
