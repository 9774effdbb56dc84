// The study journal (docs/sync.md): two or more decks on copies of one notes folder, each
// answering and marking cards, exchange their journal files in any order and end equal; a deck
// rebuilt from the notes folder alone is the deck it replaces; a torn or still-syncing last line
// waits, a hostile line is reported with file:line and skipped, a newer format is refused, an
// existing deck's history goes into the journal once, and a crash between the deck's commit and
// the file's append is repaired.
#include "service/statistics/demo_history.h"
#include "service/sync/detail/bulk_replay.h"
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal.h"
#include "service/sync/detail/journal_line.h"
#include "service/options/presets.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <tuple>

using namespace notedeck;
using testing::TempNotes;
namespace fs = std::filesystem;

namespace {

constexpr core::Timestamp kStart = 1'700'000'000;

std::string notesText(int count)
{
    std::string text = "# 同步\n\n## 第一章\n\n";
    for (int i = 0; i < count; ++i)
        text += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    text += "\n## 第二章\n\nThe {{c1::capital}} of France is {{c2::Paris}}.\n";
    return text;
}

// One device: its own copy of the notes, its own deck, the journal in its notes folder.
struct Device {
    TempNotes t;
    explicit Device(int cards = 12)
    {
        t.write("cards.md", notesText(cards));
        t.import();
        follow();
    }
    service::MergeReport follow()
    {
        auto merged = service::followNotes(t.deck(), t.notes(), false);
        REQUIRE(merged);
        return *merged;
    }
    service::MergeReport merge()
    {
        auto merged = service::mergeJournals(t.deck());
        REQUIRE(merged);
        return *merged;
    }
    fs::path journalDir() const { return t.notes() / ".notedeck" / "journal"; }
    std::vector<core::CardId> ids()
    {
        auto cards = t.store().cards().list(core::DeckPath(), false);
        REQUIRE(cards);
        std::vector<core::CardId> out;
        for (const auto& row : *cards)
            out.push_back(row.card.id);
        return out;
    }
    void answer(int index, core::Rating rating, core::Timestamp at)
    {
        REQUIRE(service::answerCard(t.deck(), ids().at(static_cast<size_t>(index)), rating, at, 4000));
    }
};

// Another device's files, as git or Syncthing would bring them.
void bring(const Device& from, const Device& to)
{
    fs::create_directories(to.journalDir());
    for (const auto& entry : fs::directory_iterator(from.journalDir()))
        fs::copy_file(entry.path(), to.journalDir() / entry.path().filename(), fs::copy_options::overwrite_existing);
}

// A deck as the user sees it, by card content: each card's schedule and answers.
struct CardSeen {
    core::ScheduleState schedule;
    std::vector<std::tuple<std::int64_t, int, int, std::string>> answers;   // at, rating, ms, before
    friend bool operator==(const CardSeen&, const CardSeen&) = default;
};
std::map<std::string, CardSeen> seen(storage::DeckStore& store)
{
    auto cards = store.journal().allIdentities();
    REQUIRE(cards);
    std::map<std::string, CardSeen> out;
    for (const auto& card : *cards) {
        if (card.retired)
            continue;
        auto row = store.cards().find(card.id);
        REQUIRE(row);
        REQUIRE(*row);
        CardSeen& s = out[card.fingerprint];
        s.schedule = (*row)->schedule;
        auto answers = store.journal().answersOf(card.id);
        REQUIRE(answers);
        for (const auto& a : *answers)
            s.answers.emplace_back(a.reviewedAtMs, static_cast<int>(a.rating), a.durationMs, core::memoryDigest(a.before));
    }
    return out;
}

// Each card's uid, by content: after an exchange, every device names a card by the same uid.
std::map<std::string, std::string> uidsByContent(storage::DeckStore& store)
{
    auto cards = store.journal().allIdentities();
    REQUIRE(cards);
    std::map<std::string, std::string> out;
    for (const auto& card : *cards)
        if (!card.retired)
            out[card.fingerprint] = card.uid;
    return out;
}

int answered(const std::map<std::string, CardSeen>& deck)
{
    int n = 0;
    for (const auto& [fp, card] : deck)
        n += static_cast<int>(card.answers.size());
    return n;
}

std::vector<std::string> lines(const fs::path& file)
{
    std::ifstream in(file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

// How many event lines the journal files of a folder hold (every line but each file's header).
size_t eventLinesIn(const fs::path& journalDir)
{
    size_t count = 0;
    for (const auto& entry : fs::directory_iterator(journalDir)) {
        const auto all = lines(entry.path());
        count += all.empty() ? 0 : all.size() - 1;
    }
    return count;
}

fs::path ownFile(Device& d)
{
    auto setup = service::journalSetup(d.t.deck());
    REQUIRE(setup);
    REQUIRE(*setup);
    return (*setup)->root / "journal" / ((*setup)->device + ".jsonl");
}

// The deck file's indexes as SQLite keeps them: name and the statement that made it.
std::map<std::string, std::string> indexesOf(const fs::path& deckFile)
{
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open_v2(deckFile.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK);
    sqlite3_stmt* st = nullptr;
    REQUIRE(sqlite3_prepare_v2(db, "SELECT name, coalesce(sql, '') FROM sqlite_master WHERE type = 'index'", -1, &st,
                               nullptr) == SQLITE_OK);
    std::map<std::string, std::string> out;
    while (sqlite3_step(st) == SQLITE_ROW)
        out[reinterpret_cast<const char*>(sqlite3_column_text(st, 0))] =
            reinterpret_cast<const char*>(sqlite3_column_text(st, 1));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return out;
}

} // namespace

TEST_CASE("two devices answer, some the same card, exchange journals by copying, and end with equal decks", "[sync]")
{
    Device laptop, desktop;
    // Each studies on its own: cards 0-5 on the laptop, 3-8 on the desktop (3-5 on both).
    for (int i = 0; i <= 5; ++i)
        laptop.answer(i, core::Rating::Good, kStart + 100 + i);
    for (int i = 3; i <= 8; ++i)
        desktop.answer(i, i % 2 ? core::Rating::Again : core::Rating::Easy, kStart + 200 + i);
    REQUIRE(service::changeCard(laptop.t.deck(), laptop.ids()[9], service::CardAction::Suspend, kStart + 300));
    REQUIRE(service::changeCard(desktop.t.deck(), desktop.ids()[10], service::CardAction::Flag, kStart + 300,
                                core::Flag::Blue));

    bring(desktop, laptop);
    const auto fromDesktop = laptop.merge();
    CHECK(fromDesktop.answers() == 6);
    CHECK(fromDesktop.problems.empty());
    CHECK(fromDesktop.summary().find("6 answers from") == 0);
    bring(laptop, desktop);
    const auto fromLaptop = desktop.merge();
    CHECK(fromLaptop.answers() == 6);

    const auto a = seen(laptop.t.store());
    const auto b = seen(desktop.t.store());
    CHECK(answered(a) == 12);   // concurrent answers to one card are both kept
    CHECK(a == b);
    // The cards both answered have two answers each, the laptop's first.
    const auto ids = laptop.ids();
    auto both = laptop.t.store().journal().answersOf(ids[4]);
    REQUIRE(both);
    REQUIRE(both->size() == 2);
    CHECK(both->at(0).reviewedAtMs == (kStart + 104) * 1000);
    // Merging again brings nothing and changes nothing.
    CHECK(laptop.merge().answers() == 0);
    CHECK(seen(laptop.t.store()) == a);
}

TEST_CASE("journals exchanged in every order give the same deck", "[sync]")
{
    Device a, b, c;
    a.answer(0, core::Rating::Good, kStart + 10);
    a.answer(1, core::Rating::Hard, kStart + 11);
    b.answer(1, core::Rating::Again, kStart + 20);
    b.answer(2, core::Rating::Easy, kStart + 21);
    c.answer(2, core::Rating::Good, kStart + 30);
    c.answer(0, core::Rating::Again, kStart + 31);
    REQUIRE(service::changeCard(c.t.deck(), c.ids()[3], service::CardAction::Bury, kStart + 32));

    // Fresh readers get the three files in different orders, one or two at a time.
    std::vector<std::map<std::string, CardSeen>> results;
    const std::vector<std::vector<Device*>> orders = {{&a, &b, &c}, {&c, &b, &a}, {&b, &a, &c}, {&c, &a, &b}};
    for (const auto& order : orders) {
        Device reader;
        for (Device* from : order) {
            bring(*from, reader);
            reader.merge();
        }
        results.push_back(seen(reader.t.store()));
    }
    Device allAtOnce;
    bring(a, allAtOnce);
    bring(b, allAtOnce);
    bring(c, allAtOnce);
    allAtOnce.merge();
    results.push_back(seen(allAtOnce.t.store()));
    // And the devices themselves, once each has the others' files.
    for (Device* d : {&a, &b, &c}) {
        for (Device* from : {&a, &b, &c})
            if (from != d)
                bring(*from, *d);
        d->merge();
        results.push_back(seen(d->t.store()));
    }
    CHECK(answered(results.front()) == 6);
    for (size_t i = 1; i < results.size(); ++i) {
        for (const auto& [fp, card] : results[i]) {
            const auto& first = results.front().at(fp);
            INFO("result " << i << ", card " << fp << ": due " << card.schedule.due << " / " << first.schedule.due
                           << ", stability " << card.schedule.stability << " / " << first.schedule.stability
                           << ", buried " << card.schedule.buried_until << " / " << first.schedule.buried_until
                           << ", answers " << card.answers.size() << " / " << first.answers.size());
            CHECK(card == first);
        }
    }
}

TEST_CASE("a deck rebuilt from the notes folder alone is the deck it replaces", "[sync]")
{
    Device laptop(20);
    auto& deck = laptop.t.deck();
    for (int day = 0; day < 30; day += 3)
        for (int i = 0; i < 14; ++i)
            laptop.answer(i, i % 5 == 0 ? core::Rating::Again : core::Rating::Good, kStart + day * 86400 + i * 60);
    REQUIRE(service::undoLastAnswer(deck));
    REQUIRE(service::changeCard(deck, laptop.ids()[15], service::CardAction::Suspend, kStart + 40 * 86400));
    REQUIRE(service::changeCard(deck, laptop.ids()[16], service::CardAction::Flag, kStart + 40 * 86400, core::Flag::Red));
    auto options = service::loadSchedulerSettings(deck);
    REQUIRE(options);
    options->desired_retention = 0.93;
    auto preset = service::savePreset(deck, "interview", *options);
    REQUIRE(preset);
    REQUIRE(service::assignPreset(deck, *preset, core::DeckPath::parse("同步 › 第二章")));
    const auto before = seen(laptop.t.store());
    auto presetsBefore = laptop.t.store().presets().all();
    REQUIRE(presetsBefore);

    // The deck is lost; the notes folder (with its journal) is all there is.
    laptop.t.closeDeck();
    fs::remove(laptop.t.deckFile());
    laptop.t.clock.set(kStart + 50 * 86400);
    laptop.t.import();
    const auto report = laptop.follow();
    CHECK(report.problems.empty());
    const auto after = seen(laptop.t.store());
    CHECK(answered(after) == 139);
    CHECK(after == before);
    auto presetsAfter = laptop.t.store().presets().all();
    REQUIRE(presetsAfter);
    REQUIRE(presetsAfter->size() == 2);
    CHECK(presetsAfter->at(1).name == "interview");
    CHECK(presetsAfter->at(1).options == presetsBefore->at(1).options);
    auto assignments = laptop.t.store().presets().assignments();
    REQUIRE(assignments);
    CHECK(assignments->size() == 1);
}

TEST_CASE("a last line still being synced waits until it is whole", "[sync]")
{
    Device laptop, desktop;
    desktop.answer(0, core::Rating::Good, kStart + 10);
    desktop.answer(1, core::Rating::Good, kStart + 11);
    bring(desktop, laptop);
    const fs::path file = laptop.journalDir() / ownFile(desktop).filename();
    const auto all = lines(file);
    REQUIRE(all.size() >= 3);
    // The copy stops in the middle of the last answer.
    std::string text;
    for (size_t i = 0; i + 1 < all.size(); ++i)
        text += all[i] + "\n";
    const std::string last = all.back() + "\n";
    { std::ofstream(file, std::ios::binary) << text << last.substr(0, last.size() / 2); }
    auto first = laptop.merge();
    CHECK(first.problems.empty());
    CHECK(first.answers() == 1);
    { std::ofstream(file, std::ios::binary | std::ios::app) << last.substr(last.size() / 2); }
    auto second = laptop.merge();
    CHECK(second.problems.empty());
    CHECK(second.answers() == 1);
    CHECK(seen(laptop.t.store()) == seen(desktop.t.store()));
}

TEST_CASE("hostile or corrupt journal lines are reported with file and line and skipped", "[sync]")
{
    Device laptop, desktop;
    desktop.answer(0, core::Rating::Good, kStart + 10);
    bring(desktop, laptop);
    const fs::path file = laptop.journalDir() / ownFile(desktop).filename();
    const int goodLines = static_cast<int>(lines(file).size());
    {
        std::ofstream out(file, std::ios::binary | std::ios::app);
        out << "this is not JSON\n";
        out << R"({"seq":9001,"at":1700000100000,"event":"answer","card":"x","rating":9,"duration_ms":1,"before":"","after":{}})" "\n";
        out << R"({"seq":9002,"at":1700000100000,"event":"change","card":"../../etc","set":{"suspended":true}})" "\n";
        out << R"({"seq":9003,"at":1700000100000,"event":"change","card":"abc","set":{"due":-5}})" "\n";
        out << R"({"seq":9004,"at":1700000100000,"event":"drop_table","card":"abc"})" "\n";
        out << R"([1,2,3])" "\n";
    }
    const auto before = seen(laptop.t.store());
    auto report = laptop.merge();
    REQUIRE(report.problems.size() == 6);
    for (int i = 0; i < 6; ++i)
        CHECK(report.problems[static_cast<size_t>(i)].find(file.string() + ":" + std::to_string(goodLines + 1 + i) + ": ") == 0);
    CHECK(report.problems[1].find("rating") != std::string::npos);
    CHECK(report.answers() == 1);   // the good lines before them were merged
    CHECK(seen(laptop.t.store()) == seen(desktop.t.store()));
    (void)before;
    // Reported once: the next merge reads on from after them.
    CHECK(laptop.merge().problems.empty());
}

TEST_CASE("a journal from a newer format is refused whole, and nothing is lost", "[sync]")
{
    Device laptop, desktop;
    desktop.answer(0, core::Rating::Good, kStart + 10);
    bring(desktop, laptop);
    const fs::path file = laptop.journalDir() / ownFile(desktop).filename();
    auto all = lines(file);
    all[0] = R"({"notedeck_journal":2,"device":")" + file.stem().string() + R"(","name":"future"})";
    {
        std::ofstream out(file, std::ios::binary);
        for (const auto& l : all)
            out << l << "\n";
    }
    const auto before = seen(laptop.t.store());
    auto report = laptop.merge();
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0].find(":1: written by a newer NoteDeck (journal format 2") != std::string::npos);
    CHECK(report.answers() == 0);
    CHECK(seen(laptop.t.store()) == before);
    CHECK(lines(file) == all);   // the file is left as it is
    // Once the header is one this NoteDeck reads, the whole file is merged.
    all[0] = lines(ownFile(desktop))[0];
    {
        std::ofstream out(file, std::ios::binary);
        for (const auto& l : all)
            out << l << "\n";
    }
    CHECK(laptop.merge().answers() == 1);
}

TEST_CASE("an existing deck writes its whole history into the journal once, and a rebuild from it is the deck", "[sync]")
{
    TempNotes t;
    t.write("cards.md", notesText(30));
    t.import();
    service::DemoHistoryOptions options;
    options.days = 40;
    options.seed = 5;
    REQUIRE(service::fabricateHistory(t.deck(), kStart + 40 * 86400, options));
    const auto before = seen(t.store());
    const int answers = answered(before);
    REQUIRE(answers > 100);

    auto first = service::followNotes(t.deck(), t.notes(), false);
    REQUIRE(first);
    auto setup = service::journalSetup(t.deck());
    REQUIRE(setup);
    REQUIRE(*setup);
    CHECK((*setup)->inNotes);
    const fs::path own = (*setup)->root / "journal" / ((*setup)->device + ".jsonl");
    const auto written = lines(own);
    const auto answerLines = std::count_if(written.begin(), written.end(),
                                           [](const std::string& l) { return l.find("\"event\":\"answer\"") != std::string::npos; });
    CHECK(answerLines == answers);
    // Once: following the notes again writes nothing more.
    REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    CHECK(lines(own).size() == written.size());

    t.closeDeck();
    fs::remove(t.deckFile());
    t.clock.set(kStart + 41 * 86400);   // after the history (a time ahead of the clock would not be obeyed)
    t.import();
    REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    CHECK(seen(t.store()) == before);
}

TEST_CASE("events committed to the deck but not yet in the file are written at the next merge", "[sync]")
{
    Device laptop;
    laptop.answer(0, core::Rating::Good, kStart + 10);
    laptop.answer(1, core::Rating::Good, kStart + 11);
    laptop.answer(2, core::Rating::Good, kStart + 12);
    const fs::path own = ownFile(laptop);
    const auto whole = lines(own);
    // A crash after the deck's commit: the last answer never reached the file, and the one
    // before it only half.
    std::string text;
    for (size_t i = 0; i + 2 < whole.size(); ++i)
        text += whole[i] + "\n";
    text += whole[whole.size() - 2].substr(0, 20);
    { std::ofstream(own, std::ios::binary) << text; }
    auto report = laptop.merge();
    CHECK(report.repaired == 2);
    CHECK(lines(own) == whole);

    // Another device rebuilt from that file has all three answers.
    Device other;
    bring(laptop, other);
    CHECK(other.merge().answers() == 3);
}

TEST_CASE("a journal kept beside the deck by choice moves there and back and loses nothing", "[sync]")
{
    Device laptop;
    laptop.answer(0, core::Rating::Good, kStart + 10);
    const fs::path inNotes = ownFile(laptop);
    REQUIRE(service::keepJournalBesideDeck(laptop.t.deck(), true, laptop.t.notes(), false));
    const fs::path beside = ownFile(laptop);
    CHECK(beside.parent_path().parent_path() != laptop.t.notes() / ".notedeck");
    CHECK_FALSE(fs::exists(inNotes));
    laptop.answer(1, core::Rating::Good, kStart + 11);
    CHECK(lines(beside).size() >= 3);
    REQUIRE(service::keepJournalBesideDeck(laptop.t.deck(), false, laptop.t.notes(), false));
    CHECK(ownFile(laptop) == inNotes);
    Device other;
    bring(laptop, other);
    CHECK(other.merge().answers() == 2);
}

TEST_CASE("the bundled notes keep the journal beside the deck", "[sync]")
{
    TempNotes t;
    t.write("cards.md", notesText(3));
    t.import();
    REQUIRE(service::followNotes(t.deck(), t.notes(), true));
    CHECK_FALSE(fs::exists(t.notes() / ".notedeck"));
    auto setup = service::journalSetup(t.deck());
    REQUIRE(setup);
    REQUIRE(*setup);
    CHECK_FALSE((*setup)->inNotes);
    CHECK(fs::exists((*setup)->root / "journal"));
}

TEST_CASE("a restored backup takes a device id of its own, and merges what the deck did after the backup", "[sync]")
{
    Device laptop;
    laptop.answer(0, core::Rating::Good, kStart + 10);
    laptop.t.closeDeck();
    const fs::path backup = laptop.t.deckFile().string() + ".backup";
    fs::copy_file(laptop.t.deckFile(), backup);
    laptop.answer(1, core::Rating::Good, kStart + 20);   // after the backup: only in the journal file
    laptop.t.closeDeck();
    fs::copy_file(backup, laptop.t.deckFile(), fs::copy_options::overwrite_existing);
    fs::remove(laptop.t.deckFile().string() + "-wal");
    fs::remove(laptop.t.deckFile().string() + "-shm");
    const fs::path oldFile = ownFile(laptop);

    laptop.answer(2, core::Rating::Easy, kStart + 30);   // the restored deck studies on
    const fs::path newFile = ownFile(laptop);
    CHECK(newFile != oldFile);   // under another device id: no two events share a number
    auto merged = laptop.merge();
    CHECK(merged.answers() == 1);   // the answer given after the backup comes back
    const auto ids = laptop.ids();
    for (int i = 0; i < 3; ++i) {
        auto answers = laptop.t.store().journal().answersOf(ids[static_cast<size_t>(i)]);
        REQUIRE(answers);
        CHECK(answers->size() == 1);
    }
    // Another device sees the three answers once each.
    Device other;
    bring(laptop, other);
    CHECK(other.merge().answers() == 3);
}

TEST_CASE("a rebuild of more cards than are replayed one by one reads the journal once and is the deck it replaces", "[sync]")
{
    const int cards = static_cast<int>(service::kBulkReplay) + 100;
    Device laptop(cards);
    const auto ids = laptop.ids();
    for (size_t i = 0; i < ids.size(); ++i)
        REQUIRE(service::answerCard(laptop.t.deck(), ids[i], i % 7 ? core::Rating::Good : core::Rating::Again,
                                    kStart + static_cast<core::Timestamp>(i), 1000));
    const auto before = seen(laptop.t.store());
    const auto uidsBefore = uidsByContent(laptop.t.store());
    laptop.t.closeDeck();
    fs::remove(laptop.t.deckFile());
    laptop.t.clock.set(kStart + 86400);
    laptop.t.import();
    laptop.follow();
    CHECK(seen(laptop.t.store()) == before);
    // Each card has the uid it had, and the journal's fingerprint for it: written with its replayed
    // schedule. Nothing is left for a later record to say (no edit events).
    auto identities = laptop.t.store().journal().allIdentities();
    REQUIRE(identities);
    for (const auto& card : *identities) {
        CHECK(card.uid == uidsBefore.at(card.fingerprint));
        CHECK(card.journalFingerprint == card.fingerprint);
    }
    const auto lines = eventLinesIn(laptop.journalDir());
    laptop.answer(0, core::Rating::Good, kStart + 2 * 86400);
    CHECK(eventLinesIn(laptop.journalDir()) == lines + 1);   // the answer alone
    // The statistics index, set aside while the answers were written, is back as it was made.
    Device fresh(1);
    CHECK(indexesOf(laptop.t.deckFile()) == indexesOf(fresh.t.deckFile()));
}

TEST_CASE("a merge of more cards than are replayed one by one, with answers on both devices, ends with equal decks", "[sync]")
{
    // The events the merge has just read are replayed from memory, the deck's own from the deck.
    const int cards = static_cast<int>(service::kBulkReplay) + 100;
    Device laptop(cards), desktop(cards);
    const auto laptopIds = laptop.ids();
    for (size_t i = 0; i < laptopIds.size(); ++i)
        REQUIRE(service::answerCard(laptop.t.deck(), laptopIds[i], i % 5 ? core::Rating::Good : core::Rating::Hard,
                                    kStart + static_cast<core::Timestamp>(i), 1000));
    for (int i = 0; i < 40; ++i)   // the same cards, before the two exchange
        desktop.answer(i, core::Rating::Again, kStart + 7 + i);
    bring(laptop, desktop);
    const auto intoDesktop = desktop.merge();
    const int answers = static_cast<int>(laptopIds.size());   // the notes' cloze makes two cards more
    CHECK(intoDesktop.answers() == answers);
    CHECK(intoDesktop.cardsChanged == answers);
    bring(desktop, laptop);
    CHECK(laptop.merge().answers() == 40);
    const auto onLaptop = seen(laptop.t.store());
    CHECK(onLaptop == seen(desktop.t.store()));
    CHECK(answered(onLaptop) == answers + 40);
    CHECK(uidsByContent(laptop.t.store()) == uidsByContent(desktop.t.store()));
}

TEST_CASE("after an exchange, both devices name each card by the same uid, answered or not", "[sync]")
{
    Device laptop, desktop;
    CHECK(uidsByContent(laptop.t.store()) != uidsByContent(desktop.t.store()));   // each made its own
    laptop.answer(0, core::Rating::Good, kStart);
    desktop.answer(1, core::Rating::Again, kStart + 5);
    bring(laptop, desktop);
    desktop.merge();
    bring(desktop, laptop);
    laptop.merge();
    const auto names = uidsByContent(laptop.t.store());
    CHECK(names == uidsByContent(desktop.t.store()));
    CHECK(names.size() == 14);
}

TEST_CASE("a merge that brings many more events than the deck holds ends as merging them in parts does", "[sync]")
{
    // A third device's long history for these notes: a Card event and 400 answers for each of the
    // 32 cards (12,832 lines, more than the deck holds: the journal's card index is set aside while
    // they are read; a third of them at a time are not). The answers' memories are not the scheduler's, so each card is replayed.
    Device whole(30), parts(30);
    auto cards = whole.t.store().journal().allIdentities();
    REQUIRE(cards);
    std::vector<std::string> events;
    std::int64_t seq = 0;
    for (const auto& card : *cards) {
        core::JournalEvent c;
        c.kind = core::JournalKind::Card;
        c.seq = ++seq;
        c.atMs = (kStart - 86400) * 1000;
        c.card = service::newCardUid();
        c.text = card.fingerprint;
        events.push_back(service::eventLine(c));
        for (int k = 0; k < 400; ++k) {
            core::JournalEvent a = c;
            a.kind = core::JournalKind::Answer;
            a.seq = ++seq;
            a.atMs = (kStart + k * 3600) * 1000;
            a.rating = 1 + k % 4;
            a.durationMs = 3000;
            a.before = "0000000000000000";
            a.schedule.state = core::CardState::Review;
            a.schedule.due = kStart + (k + 1) * 3600;
            a.schedule.stability = 1 + k;
            a.schedule.difficulty = 5;
            a.schedule.reps = k + 1;
            a.fields = core::field::kMemoryFields;
            events.push_back(service::eventLine(a));
        }
    }
    const std::string device = "00000000000000aa";
    auto write = [&](const Device& to, size_t count) {
        std::ofstream out(to.journalDir() / (device + ".jsonl"), std::ios::binary | std::ios::trunc);
        out << service::headerLine({service::kJournalFormat, device, "tablet"}) << '\n';
        for (size_t i = 0; i < count; ++i)
            out << events[i] << '\n';
    };
    // Merged once the last of them is past (a time ahead of the clock is ordered as its device's latest).
    whole.t.clock.set(kStart + 400 * 3600);
    parts.t.clock.set(kStart + 400 * 3600);
    write(whole, events.size());
    const int total = static_cast<int>(cards->size()) * 400;
    CHECK(whole.merge().answers() == total);
    write(parts, events.size() / 3);
    CHECK(parts.merge().answers() > 0);
    write(parts, events.size() * 2 / 3);
    parts.merge();
    write(parts, events.size());
    parts.merge();
    CHECK(answered(seen(whole.t.store())) == total);
    CHECK(seen(whole.t.store()) == seen(parts.t.store()));
    CHECK(indexesOf(whole.t.deckFile()) == indexesOf(parts.t.deckFile()));
    CHECK(indexesOf(whole.t.deckFile()).contains("journal_card"));
}

TEST_CASE("a deck's first reading gives equal cards the other device's uids one each, and a unique card its own", "[sync]")
{
    // Two cards with the same question and answer (one fingerprint), and one of their own.
    const std::string notes = "# 同步\n\n- 重复的问题？\n  - 重复的答案\n- 重复的问题？\n  - 重复的答案\n"
                              "- 唯一的问题？\n  - 唯一的答案\n";
    TempNotes laptop, desktop;
    laptop.write("cards.md", notes);
    laptop.import();
    REQUIRE(service::followNotes(laptop.deck(), laptop.notes(), false));
    auto cardsOf = [](TempNotes& t) {
        auto rows = t.store().cards().list(core::DeckPath(), false);
        REQUIRE(rows);
        REQUIRE(rows->size() == 3);
        std::vector<core::CardId> ids;
        for (const auto& row : *rows)
            ids.push_back(row.card.id);
        return ids;
    };
    const auto ids = cardsOf(laptop);
    for (int k = 0; k < 3; ++k)   // three answers, two and one
        REQUIRE(service::answerCard(laptop.deck(), ids[static_cast<size_t>(k % 3)], core::Rating::Good,
                                    kStart + 10 * k, 1000));
    REQUIRE(service::answerCard(laptop.deck(), ids[0], core::Rating::Hard, kStart + 100, 1000));

    desktop.write("cards.md", notes);
    desktop.import();   // no journal yet: its cards have no uids
    fs::create_directories(desktop.notes() / ".notedeck" / "journal");
    for (const auto& entry : fs::directory_iterator(laptop.notes() / ".notedeck" / "journal"))
        fs::copy_file(entry.path(), desktop.notes() / ".notedeck" / "journal" / entry.path().filename());
    auto first = service::followNotes(desktop.deck(), desktop.notes(), false);
    REQUIRE(first);
    CHECK(first->answers() == 4);

    // What each uid carries, on both: the same uids, the same answers each.
    auto byUid = [](TempNotes& t) {
        auto cards = t.store().journal().allIdentities();
        REQUIRE(cards);
        std::map<std::string, size_t> out;
        for (const auto& card : *cards) {
            auto answers = t.store().journal().answersOf(card.id);
            REQUIRE(answers);
            out[card.uid] = answers->size();
        }
        return out;
    };
    const auto onLaptop = byUid(laptop);
    CHECK(onLaptop.size() == 3);
    CHECK(byUid(desktop) == onLaptop);
}

TEST_CASE("notes NoteDeck cannot write into keep the journal beside the deck, and say why", "[sync]")
{
    TempNotes t;
    t.write("cards.md", notesText(3));
    t.write(".notedeck", "not a folder");   // where the journal would go, something it cannot write into
    t.import();
    REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    auto setup = service::journalSetup(t.deck());
    REQUIRE(setup);
    REQUIRE(*setup);
    CHECK_FALSE((*setup)->inNotes);
    CHECK_FALSE((*setup)->whyBesideDeck.empty());
    CHECK(fs::exists((*setup)->root / "journal"));
    CHECK(testing::fileBytes(t.notes() / ".notedeck") == "not a folder");   // left as it was
}

TEST_CASE("an edit another device resolved moves the card's history to the card the notes now give here", "[sync]")
{
    // The laptop follows a card through two small edits (each matched to the same card); the
    // desktop sees only the start and the end, too far apart to match, and makes a new card.
    const std::string longAnswer = "多个小批次分别做前向和反向传播，把梯度累加起来，再做一次参数更新；"
                                   "等效于用更大的批次训练，而显存只需容纳一个小批次";
    const std::string v1 = "# 同步\n\n- 梯度累积是什么？\n  - 累加梯度\n- 其他问题？\n  - 其他答案\n";
    const std::string v2 = "# 同步\n\n- 梯度累积是什么？\n  - " + longAnswer + "\n- 其他问题？\n  - 其他答案\n";
    const std::string v3 = "# 同步\n\n- 梯度累积是做什么用的？\n  - " + longAnswer + "\n- 其他问题？\n  - 其他答案\n";
    TempNotes laptop, desktop;
    for (TempNotes* t : {&laptop, &desktop}) {
        t->write("cards.md", v1);
        t->import();
        REQUIRE(service::followNotes(t->deck(), t->notes(), false));
    }
    auto firstCard = [](TempNotes& t) { return t.store().cards().list(core::DeckPath(), false).value().front().card.id; };
    const core::CardId laptopCard = firstCard(laptop);
    REQUIRE(service::answerCard(laptop.deck(), laptopCard, core::Rating::Good, kStart + 10, 1000));
    // The desktop has the laptop's ids, as of v1.
    auto bringFiles = [](TempNotes& from, TempNotes& to) {
        for (const auto& entry : fs::directory_iterator(from.notes() / ".notedeck" / "journal"))
            fs::copy_file(entry.path(), to.notes() / ".notedeck" / "journal" / entry.path().filename(),
                          fs::copy_options::overwrite_existing);
    };
    bringFiles(laptop, desktop);
    REQUIRE(service::mergeJournals(desktop.deck()));

    for (const std::string& version : {v2, v3}) {
        laptop.write("cards.md", version);
        laptop.import();
        REQUIRE(service::followNotes(laptop.deck(), laptop.notes(), false));
    }
    REQUIRE(firstCard(laptop) == laptopCard);   // the laptop kept its card through both edits
    desktop.write("cards.md", v3);
    desktop.import();
    REQUIRE(service::followNotes(desktop.deck(), desktop.notes(), false));
    const core::CardId desktopCard = firstCard(desktop);
    REQUIRE(desktop.store().journal().answersOf(desktopCard).value().empty());   // a new card here

    bringFiles(laptop, desktop);
    const auto report = service::mergeJournals(desktop.deck());
    REQUIRE(report);
    auto answers = desktop.store().journal().answersOf(desktopCard);
    REQUIRE(answers);
    CHECK(answers->size() == 1);   // the laptop's answer, on the card v3 gives here
    CHECK(seen(desktop.store()) == seen(laptop.store()));
}

TEST_CASE("a merge leaves the deck's auto-checkpoint as it found it, on or off", "[sync]")
{
    // A merge turns it off for its own commit (its copy into the deck file comes after); the app's
    // GUI-thread deck keeps it off for good, every other deck on.
    Device laptop(4), desktop(4);
    auto& store = desktop.t.store();
    REQUIRE(store.autoCheckpoint() == true);
    laptop.answer(0, core::Rating::Good, kStart);
    bring(laptop, desktop);
    CHECK(desktop.merge().answers() == 1);
    CHECK(store.autoCheckpoint() == true);
    REQUIRE(store.setAutoCheckpoint(false));
    laptop.answer(1, core::Rating::Again, kStart + 60);
    bring(laptop, desktop);
    CHECK(desktop.follow().answers() == 1);
    CHECK(store.autoCheckpoint() == false);
    REQUIRE(store.setAutoCheckpoint(true));
    CHECK(store.autoCheckpoint() == true);
}
