// What a bulk replay holds (docs/performance.md, "The memory of a large merge"): events packed
// give back what was pushed, each uid and text is numbered once, and the shapes that hold a
// million events or cards stay small: a card in a replay source holds no text.
#include "core/journal_event.h"
#include "service/sync/detail/bulk_replay.h"
#include "service/sync/detail/packed_events.h"
#include "service/sync/detail/text_table.h"

#include <catch2/catch.hpp>

#include <type_traits>

using namespace notedeck;
using service::PackedEvents;
using service::TextTable;

namespace {

core::JournalEvent answer(const std::string& device, std::int64_t seq, const std::string& card)
{
    core::JournalEvent e;
    e.device = device;
    e.seq = seq;
    e.atMs = 1'700'000'000'000 + seq * 1000;
    e.kind = core::JournalKind::Answer;
    e.card = card;
    e.rating = 1 + static_cast<int>(seq % 4);
    e.durationMs = 2500 + static_cast<int>(seq);
    e.before = "0a1b2c3d4e5f6071";
    e.schedule.state = core::CardState::Review;
    e.schedule.due = 1'700'900'000 + seq;
    e.schedule.stability = 12.345678901234 + static_cast<double>(seq);
    e.schedule.difficulty = 5.4321;
    e.schedule.step = 1;
    e.schedule.reps = 7;
    e.schedule.lapses = 2;
    e.schedule.scheduled_days = 12;
    e.schedule.elapsed_days = 11;
    e.schedule.last_review = 1'699'000'000 + seq;
    e.fields = core::field::kMemoryFields;
    return e;
}

bool sameEvent(const core::JournalEvent& a, const core::JournalEvent& b)
{
    return a.device == b.device && a.seq == b.seq && a.atMs == b.atMs && a.kind == b.kind && a.card == b.card &&
           a.text == b.text && a.rating == b.rating && a.durationMs == b.durationMs && a.before == b.before &&
           a.schedule == b.schedule && a.fields == b.fields;
}

} // namespace

TEST_CASE("a text table numbers each text once, in the order first added, and finds it again", "[sync]")
{
    TextTable table;
    CHECK(table.find("nothing") == TextTable::kNone);
    CHECK(table.add("b") == 0);
    CHECK(table.add("a") == 1);
    CHECK(table.add("b") == 0);
    CHECK(table.add("") == 2);
    CHECK(table.find("") == 2);
    std::vector<std::string> uids;
    for (int i = 0; i < 50'000; ++i)   // past several growths of its index
        uids.push_back("uid-" + std::to_string(i * 7919));
    for (const auto& uid : uids)
        table.add(uid);
    REQUIRE(table.size() == 3 + uids.size());
    for (size_t i = 0; i < uids.size(); ++i) {
        REQUIRE(table.find(uids[i]) == i + 3);
        REQUIRE(table[static_cast<std::uint32_t>(i + 3)] == uids[i]);
    }
    CHECK(table[0] == "b");
    CHECK(table.find("uid-1") == TextTable::kNone);
}

TEST_CASE("packed events unpack as they were pushed, answers as NoteDeck writes them and any other", "[sync]")
{
    std::vector<core::JournalEvent> pushed;
    const std::string a = "0123456789abcdef", b = "fedcba9876543210";
    pushed.push_back(answer(a, 1, "card-one"));
    auto noLastReview = answer(a, 2, "card-one");
    noLastReview.schedule.last_review.reset();
    noLastReview.before = "0000000000000000";   // leading zeros
    pushed.push_back(noLastReview);
    auto oddDigest = answer(b, 3, "card-two");
    oddDigest.before = "0A1B2C3D4E5F6071";   // not as NoteDeck writes it: kept as it is
    pushed.push_back(oddDigest);
    auto shortDigest = answer(b, 4, "card-two");
    shortDigest.before = "abc";
    pushed.push_back(shortDigest);
    auto marked = answer(b, 5, "card-one");
    marked.schedule.suspended = true;
    marked.schedule.flag = core::Flag::Red;
    pushed.push_back(marked);
    auto otherFields = answer(a, 6, "card-three");
    otherFields.fields = core::field::State | core::field::Due;
    pushed.push_back(otherFields);
    core::JournalEvent change;
    change.device = a;
    change.seq = 7;
    change.atMs = 1'700'000'100'000;
    change.kind = core::JournalKind::Change;
    change.card = "card-two";
    change.schedule.buried_until = 1'700'100'000;
    change.schedule.leech = true;
    change.fields = core::field::BuriedUntil | core::field::Leech;
    pushed.push_back(change);
    core::JournalEvent undo;
    undo.device = b;
    undo.seq = 8;
    undo.atMs = 1'700'000'200'000;
    undo.kind = core::JournalKind::Undo;
    undo.card = "card-one";
    undo.text = a + ":1";
    pushed.push_back(undo);
    auto big = answer(a, std::int64_t(1) << 52, "card-three");
    big.schedule.due = std::int64_t(1) << 40;
    big.durationMs = 1'000'000'000;
    pushed.push_back(big);

    PackedEvents events;
    for (const auto& e : pushed)
        events.push_back(e);
    REQUIRE(events.size() == pushed.size());
    for (size_t i = 0; i < pushed.size(); ++i) {
        INFO("event " << i);
        CHECK(sameEvent(events.unpack(i), pushed[i]));
        CHECK(events.kind(i) == pushed[i].kind);
        CHECK(events.device(i) == pushed[i].device);
        CHECK(events.orderKey(i) == pushed[i].orderKey());
        CHECK(events.uid(events.uidOf(i)) == pushed[i].card);
    }
    CHECK(events.uidCount() == 3);
    CHECK(events.findUid("card-two") == 1);
    CHECK(events.findUid("card-four") == PackedEvents::kNone);
    CHECK(events.numberUid("card-four") == 3);   // an alias no event names
    CHECK(events.numberUid("card-two") == 1);
    CHECK(events.uid(events.uidOf(events.size() - 1)) == "card-three");
}

TEST_CASE("a Card or Edit event is packed without its fingerprint, which no replay reads", "[sync]")
{
    core::JournalEvent card;
    card.device = "0123456789abcdef";
    card.seq = 1;
    card.atMs = 1'700'000'000'000;
    card.kind = core::JournalKind::Card;
    card.card = "card-one";
    card.text = "3f2a9c0011223344:";
    core::JournalEvent edit = card;
    edit.seq = 2;
    edit.kind = core::JournalKind::Edit;
    PackedEvents events;
    events.push_back(card);
    events.push_back(edit);
    for (size_t i = 0; i < 2; ++i) {
        const auto e = events.unpack(i);
        CHECK(e.text.empty());
        CHECK(e.kind == (i == 0 ? core::JournalKind::Card : core::JournalKind::Edit));
        CHECK(e.card == "card-one");
        CHECK(e.seq == static_cast<std::int64_t>(i + 1));
    }
}

TEST_CASE("what a bulk replay holds for each card and event stays small: no card's text, 96 bytes an answer",
          "[sync]")
{
    // A card of a replay source holds numbers only: no question, answer or deck path (a string
    // would make it not trivially copyable). A million cards' texts took about 50 MB.
    STATIC_REQUIRE(std::is_trivially_copyable_v<service::ReplaySource::Card>);
    STATIC_REQUIRE(sizeof(service::ReplaySource::Card) <= 128);
    STATIC_REQUIRE(PackedEvents::kAnswerBytes <= 96);
    STATIC_REQUIRE(PackedEvents::kOtherBytes <= 32);
}
