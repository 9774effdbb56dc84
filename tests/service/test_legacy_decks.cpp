// A deck made before the question rules (nested question headings, link lists, per-file rules)
// keeps all its history when its notes are imported again: every card keeps its id, schedule and
// review log, whether it is still in the notes, edited (a parent question's answer is now its own
// text), or gone (retired, and back with its history when the notes give it again). The decks are
// in tests/data/real-notes/legacy/, as that version stored them (see its README.txt).
#include "service/import/import_notes.h"
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <tuple>

using namespace notedeck;
using testing::TempNotes;

namespace {

// A card's content, as the deck holds it: what the legacy JSON gives and the deck reads back.
auto contentOf(const core::CardRecord& c)
{
    return std::tie(c.deck, c.question, c.answer, c.sourceFile, c.sourceLine, c.ordinal);
}

auto fieldsOf(const core::ReviewRecord& r)
{
    return std::tie(r.id, r.card, r.reviewedAtMs, r.rating, r.elapsedDays, r.stateBefore, r.stateAfter, r.stability,
                    r.difficulty, r.dueAfter, r.durationMs, r.scheduleBefore);
}

// What a card was before the import: content, schedule, review log.
struct Kept {
    core::CardRecord card;
    core::ScheduleState schedule;
    std::vector<core::ReviewRecord> reviews;
};

// Writes the legacy deck `name` into `t`'s deck and its notes into `t`'s folder, as the old version
// left them, then studies it: each card gets its own history (none, one answer, lapses, …) and a
// few are suspended or flagged. Returns every card as it is then, by id.
std::map<core::CardId, Kept> seedLegacyDeck(TempNotes& t, const std::string& name)
{
    std::ifstream in(std::string(NOTEDECK_TEST_DATA) + "/real-notes/legacy/" + name);
    REQUIRE(in);
    const nlohmann::json legacy = nlohmann::json::parse(in);
    for (const auto& [file, text] : legacy.at("notes").items())
        t.write(file, text.get<std::string>());

    core::ImportChanges changes;
    for (const auto& f : legacy.at("note_files"))
        changes.files.push_back({f.at("path"), f.at("content_hash"), f.at("issues")});
    for (const auto& c : legacy.at("cards")) {
        core::CardRecord card;
        card.deck = core::DeckPath::fromKey(c.at("deck_key").get<std::string>());
        card.question = c.at("question");
        card.answer = c.at("answer");
        card.sourceFile = c.at("source_file");
        card.sourceLine = c.at("source_line");
        card.ordinal = c.at("ordinal");
        changes.added.push_back(std::move(card));
    }
    changes.run.startedAt = t.clock.now();
    changes.run.added = static_cast<int>(changes.added.size());
    auto ids = t.store().imports().apply(changes, t.clock.now());
    REQUIRE(ids);
    REQUIRE(ids->size() == changes.added.size());

    using core::Rating;
    const std::vector<std::vector<Rating>> histories = {
        {},
        {Rating::Good},
        {Rating::Again, Rating::Good, Rating::Good},
        {Rating::Easy, Rating::Hard},
        {Rating::Good, Rating::Good, Rating::Again, Rating::Good},
    };
    constexpr core::Timestamp kDay = 86'400;
    for (size_t i = 0; i < ids->size(); ++i) {
        const core::CardId id = (*ids)[i];
        core::Timestamp at = t.clock.now() + static_cast<core::Timestamp>(i) * 60;
        for (Rating rating : histories[i % histories.size()]) {
            REQUIRE(service::answerCard(t.deck(), id, rating, at, 5000 + static_cast<int>(i)));
            at += 3 * kDay;
        }
        if (i % 7 == 3)
            REQUIRE(service::changeCard(t.deck(), id, service::CardAction::Suspend, at));
        if (i % 5 == 1)
            REQUIRE(service::changeCard(t.deck(), id, service::CardAction::Flag, at, core::Flag::Blue));
    }

    std::map<core::CardId, Kept> cards;
    for (core::CardId id : *ids) {
        auto row = t.store().cards().find(id);
        REQUIRE(row);
        REQUIRE(*row);
        auto reviews = t.store().reviewLog().of(id);
        REQUIRE(reviews);
        cards[id] = {(*row)->card, (*row)->schedule, *reviews};
    }
    // The deck reads back exactly what the old version stored.
    for (size_t i = 0; i < ids->size(); ++i)
        REQUIRE(contentOf(cards.at((*ids)[i]).card) == contentOf(changes.added[i]));
    return cards;
}

// Every card of `before` is still in the deck, under its id, with the same schedule and review
// log; returns the deck's cards by id.
std::map<core::CardId, core::CardRecord> checkHistoryKept(TempNotes& t, const std::map<core::CardId, Kept>& before)
{
    std::map<core::CardId, core::CardRecord> now;
    auto rows = t.store().cards().list({}, true);
    REQUIRE(rows);
    for (const auto& r : *rows)
        now[r.card.id] = r.card;
    for (const auto& [id, kept] : before) {
        INFO("card " << id << ": " << kept.card.question);
        auto row = t.store().cards().find(id);
        REQUIRE(row);
        REQUIRE(*row);
        CHECK((*row)->schedule == kept.schedule);
        auto reviews = t.store().reviewLog().of(id);
        REQUIRE(reviews);
        REQUIRE(reviews->size() == kept.reviews.size());
        for (size_t k = 0; k < reviews->size(); ++k)
            CHECK(fieldsOf((*reviews)[k]) == fieldsOf(kept.reviews[k]));
    }
    return now;
}

std::set<std::string> questionsOf(const std::vector<service::CardChange>& changes)
{
    std::set<std::string> questions;
    for (const auto& c : changes)
        questions.insert(c.question);
    return questions;
}

const core::CardRecord& cardAsked(const std::map<core::CardId, core::CardRecord>& cards, const std::string& question)
{
    const auto it = std::find_if(cards.begin(), cards.end(), [&](const auto& c) { return c.second.question == question; });
    REQUIRE(it != cards.end());
    return it->second;
}

} // namespace

TEST_CASE("the bundled deck made by the previous version is the same deck after a re-import: every card, "
          "its content and its history", "[reimport][legacy]")
{
    TempNotes t;
    const auto before = seedLegacyDeck(t, "bundled-deck.json");
    REQUIRE(before.size() == 98);

    const service::ImportReport report = t.import();
    CHECK(report.added.empty());
    CHECK(report.updated.empty());
    CHECK(report.moved.empty());
    CHECK(report.retired.empty());
    CHECK(report.restored.empty());
    CHECK(report.issues.empty());
    CHECK(report.cardsInNotes == 98);

    const auto now = checkHistoryKept(t, before);
    CHECK(now.size() == before.size());
    for (const auto& [id, kept] : before) {
        INFO("card " << id << ": " << kept.card.question);
        CHECK_FALSE(now.at(id).retired);
        CHECK(contentOf(now.at(id)) == contentOf(kept.card));
    }
    // The files are read again (the question finding changed) but give the same cards: a second
    // import has nothing to do.
    CHECK(t.import().wroteNothing);
}

TEST_CASE("a deck of real notes made by the previous version keeps every card's history under the new rules",
          "[reimport][legacy]")
{
    TempNotes t;
    const auto before = seedLegacyDeck(t, "real-notes-deck.json");
    REQUIRE(before.size() == 17);

    const service::ImportReport report = t.import();
    const auto now = checkHistoryKept(t, before);

    // A parent question keeps its card and history; its answer is now its own text, which is an
    // edit. The nested questions it used to swallow are new cards.
    const core::CardRecord& parent = cardAsked(now, "19.1 为什么需要模型压缩？");
    CHECK(before.count(parent.id) == 1);
    CHECK_FALSE(parent.retired);
    CHECK(parent.answer == "深度模型参数多、计算量大，部署到手机和嵌入式设备上时需要先压缩。");
    CHECK(before.at(parent.id).card.answer.find("### 19.1.1") != std::string::npos);
    const core::CardRecord& distillation = cardAsked(now, "19.3 什么是知识蒸馏？");
    CHECK(before.count(distillation.id) == 1);
    CHECK(distillation.answer.find("19.3.1") == std::string::npos);
    CHECK(distillation.answer.find("### 温度的作用") != std::string::npos);
    CHECK(questionsOf(report.updated) ==
          std::set<std::string>{"19.1 为什么需要模型压缩？", "19.3 什么是知识蒸馏？", "What is momentum?"});
    CHECK(questionsOf(report.added) == std::set<std::string>{
                                           "19.1.1 模型压缩有哪些常用方法？",
                                           "19.1.2 剪枝和量化可以一起用吗？",
                                           "19.3.1 蒸馏的损失函数怎么写？",
                                           "Why does momentum help on ravines?",
                                           "3.1.1 神经网络有哪些常用模型结构",
                                           "3.1.2 激活函数的作用",
                                       });
    for (const auto& added : report.added)
        CHECK(before.count(added.id) == 0);

    // What the new rules no longer make a card is retired, history kept: a table of contents, the
    // list items of a file that asks for question headings only, and every card of a file that
    // asks for explicit cards only.
    CHECK(questionsOf(report.retired) == std::set<std::string>{
                                             "[偏差与方差](#偏差与方差)",
                                             "[正则化](#正则化)",
                                             "池化层",
                                             "最大池化",
                                             "什么是梯度裁剪？",
                                             "学习率衰减是什么？",
                                         });
    CHECK(report.moved.empty());
    CHECK(report.restored.empty());
    for (const auto& [id, kept] : before) {
        INFO("card " << id << ": " << kept.card.question);
        CHECK(now.at(id).retired == questionsOf(report.retired).contains(kept.card.question));
        CHECK(now.at(id).question == kept.card.question);
    }

    // Back under the default rules, the explicit file's cards come back with their history.
    std::ifstream in(t.notes() / "explicit-only.md");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    t.write("explicit-only.md", text.substr(text.find("# ")));
    const service::ImportReport back = t.import();
    CHECK(questionsOf(back.restored) == std::set<std::string>{"什么是梯度裁剪？", "学习率衰减是什么？"});
    CHECK(back.added.empty());
    const auto restored = checkHistoryKept(t, before);
    CHECK_FALSE(cardAsked(restored, "学习率衰减是什么？").retired);
}
