// A device's name in the study journal (docs/sync.md): a new device is named after its host and
// its id, so machines made from one image read apart; the user renames it, and the other devices
// learn the new name from a `name` event in its own file, which is never rewritten for it.
#include "service/deck/detail/deck_internals.h"
#include "service/sync/detail/journal.h"
#include "service/study/study.h"
#include "storage/deck_store.h"
#include "service/sync/sync.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <fstream>

using namespace notedeck;
using testing::TempNotes;
namespace fs = std::filesystem;

namespace {

constexpr core::Timestamp kStart = 1'700'000'000;

// One device with its own copy of the notes and the journal in its notes folder.
struct Device {
    TempNotes t;
    Device()
    {
        t.write("cards.md", "# 同步\n\n- 问题一？\n  - 答案一\n- 问题二？\n  - 答案二\n");
        t.import();
        REQUIRE(service::followNotes(t.deck(), t.notes(), false));
    }
    service::JournalSetup setup()
    {
        auto setup = service::journalSetup(t.deck());
        REQUIRE(setup);
        REQUIRE(*setup);
        return **setup;
    }
    fs::path journalDir() const { return t.notes() / ".notedeck" / "journal"; }
    fs::path ownFile() { return setup().root / "journal" / (setup().device + ".jsonl"); }
    service::MergeReport merge()
    {
        auto merged = service::mergeJournals(t.deck());
        REQUIRE(merged);
        return *merged;
    }
    core::CardId card(size_t index)
    {
        auto cards = t.store().cards().list(core::DeckPath(), false);
        REQUIRE(cards);
        return cards->at(index).card.id;
    }
    std::string nameSeenOf(const std::string& device)
    {
        auto devices = service::devicesSeen(t.deck());
        REQUIRE(devices);
        for (const auto& d : *devices)
            if (d.device == device)
                return d.name;
        FAIL("device not seen: " << device);
        return {};
    }
};

void bring(const Device& from, const Device& to)
{
    fs::create_directories(to.journalDir());
    for (const auto& entry : fs::directory_iterator(from.journalDir()))
        fs::copy_file(entry.path(), to.journalDir() / entry.path().filename(), fs::copy_options::overwrite_existing);
}

std::vector<std::string> lines(const fs::path& file)
{
    std::ifstream in(file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

} // namespace

TEST_CASE("a new device is named after its host and the start of its id, so two of one image read apart",
          "[sync][device]")
{
    Device laptop, desktop;
    const service::JournalSetup a = laptop.setup(), b = desktop.setup();
    CHECK(a.deviceName == service::defaultDeviceName(a.device));
    CHECK(a.deviceName.ends_with("-" + a.device.substr(0, 4)));
    CHECK(a.deviceName != b.deviceName);
    // The header of its file carries the name.
    CHECK(lines(laptop.ownFile()).at(0).find("\"name\":\"" + a.deviceName + "\"") != std::string::npos);
}

TEST_CASE("a renamed device's name reaches the other devices through its own journal", "[sync][device]")
{
    Device laptop, desktop;
    const std::string id = laptop.setup().device;
    bring(laptop, desktop);
    desktop.merge();
    CHECK(desktop.nameSeenOf(id) == service::defaultDeviceName(id));
    const std::string header = lines(laptop.ownFile()).at(0);

    auto renamed = service::renameDevice(laptop.t.deck(), "  书房的台式机  ");
    REQUIRE(renamed);
    CHECK(*renamed == "书房的台式机");
    CHECK(laptop.setup().deviceName == "书房的台式机");
    CHECK(laptop.nameSeenOf(id) == "书房的台式机");
    // Appended as an event; the header, which other devices have read already, stays as it was.
    const auto written = lines(laptop.ownFile());
    CHECK(written.at(0) == header);
    CHECK(written.back().find("\"event\":\"name\"") != std::string::npos);
    CHECK(written.back().find("书房的台式机") != std::string::npos);

    // The device studies on; its file is still the deck's own (nothing is written again).
    REQUIRE(service::answerCard(laptop.t.deck(), laptop.card(0), core::Rating::Good, kStart, 3000));
    CHECK(laptop.merge().problems.empty());
    CHECK_FALSE(fs::exists(laptop.ownFile().string() + ".edited"));

    bring(laptop, desktop);
    const service::MergeReport merged = desktop.merge();
    CHECK(merged.problems.empty());
    CHECK(desktop.nameSeenOf(id) == "书房的台式机");
    REQUIRE(merged.devices.size() == 1);
    CHECK(merged.devices.front().name == "书房的台式机");
    CHECK(merged.devices.front().events == 1);   // the answer; a rename is no study change

    // Renamed again: the latest name wins, also for a device that reads the whole file at once.
    REQUIRE(service::renameDevice(laptop.t.deck(), "laptop"));
    bring(laptop, desktop);
    CHECK(desktop.merge().summary().empty());
    CHECK(desktop.nameSeenOf(id) == "laptop");
    Device fresh;
    bring(laptop, fresh);
    fresh.merge();
    CHECK(fresh.nameSeenOf(id) == "laptop");
}

TEST_CASE("a device's name is one line of at most 64 characters", "[sync][device]")
{
    Device laptop;
    const std::string before = laptop.setup().deviceName;
    for (const std::string& bad : {std::string(), std::string("   "), std::string("two\nlines"), std::string("a\tb"),
                                  std::string(65, 'x')}) {
        INFO(bad);
        auto renamed = service::renameDevice(laptop.t.deck(), bad);
        REQUIRE_FALSE(renamed);
        CHECK_FALSE(renamed.error().message.empty());
    }
    CHECK(laptop.setup().deviceName == before);
    std::string longest;
    for (int i = 0; i < 64; ++i)
        longest += "机";
    CHECK(service::renameDevice(laptop.t.deck(), longest));
    CHECK(laptop.setup().deviceName == longest);

    TempNotes unset;
    unset.write("a.md", "# A\n\n- q\n  - a\n");
    unset.import();
    CHECK_FALSE(service::renameDevice(unset.deck(), "name"));   // no journal yet
}

TEST_CASE("a name another device's file gives is read as bounded text", "[sync][device]")
{
    Device laptop, desktop;
    const std::string id = laptop.setup().device;
    {
        std::ofstream out(laptop.ownFile(), std::ios::app);
        out << R"({"seq":9000,"at":1700000000000,"event":"name","name":")" << std::string(500, 'n') << "\"}\n";
        out << R"({"seq":9001,"at":1700000000000,"event":"name"})" << "\n";
    }
    bring(laptop, desktop);
    const service::MergeReport merged = desktop.merge();
    CHECK(desktop.nameSeenOf(id) == std::string(200, 'n'));
    REQUIRE(merged.problems.size() == 1);   // the event without a name, skipped
    CHECK(merged.problems.front().find("\"name\" is missing") != std::string::npos);
}

TEST_CASE("a copied deck named by default takes a default name with its new id", "[sync][device]")
{
    Device laptop;
    REQUIRE(service::answerCard(laptop.t.deck(), laptop.card(0), core::Rating::Good, kStart, 3000));
    laptop.t.closeDeck();
    const fs::path backup = laptop.t.deckFile().string() + ".backup";
    fs::copy_file(laptop.t.deckFile(), backup);
    REQUIRE(service::answerCard(laptop.t.deck(), laptop.card(1), core::Rating::Good, kStart + 10, 3000));
    laptop.t.closeDeck();
    fs::copy_file(backup, laptop.t.deckFile(), fs::copy_options::overwrite_existing);
    fs::remove(laptop.t.deckFile().string() + "-wal");
    fs::remove(laptop.t.deckFile().string() + "-shm");
    const std::string before = laptop.setup().device;

    REQUIRE(service::answerCard(laptop.t.deck(), laptop.card(0), core::Rating::Easy, kStart + 20, 3000));
    const service::JournalSetup after = laptop.setup();
    REQUIRE(after.device != before);
    CHECK(after.deviceName == service::defaultDeviceName(after.device));
}
