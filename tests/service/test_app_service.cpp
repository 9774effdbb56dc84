// The desktop app's service helpers: its options in the deck, and the per-node counts and mastery
// of the chapter tree.
#include "temp_notes.h"

#include "core/day_clock.h"
#include "service/deck/detail/deck_internals.h"
#include "service/options/app_settings.h"
#include "service/deck/deck_overview.h"
#include "service/options/scheduler_settings_store.h"
#include "service/study/study.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::TempNotes;

namespace {
const char* kNotes = "# 基础知识\n\n## Python\n\n### 基本特性\n\n- 深拷贝和浅拷贝？\n  - 浅拷贝只复制顶层对象\n\n"
                     "- is 和 == 的区别？\n  - 身份与值\n\n### 装饰器\n\n- 装饰器的执行顺序？\n  - 从外到内\n\n"
                     "# 深度学习\n\n## PyTorch\n\n- 什么是 autograd？\n  - 自动求导\n";

scheduler::Scheduler utcScheduler(service::Deck& deck)
{
    return service::schedulerOf(deck);   // TempNotes opens its deck in UTC
}
} // namespace

TEST_CASE("app settings round-trip through the deck, with defaults and range checks", "[app]")
{
    TempNotes t;
    auto loaded = service::loadAppSettings(t.deck());
    REQUIRE(loaded);
    CHECK(*loaded == service::AppSettings{});

    service::AppSettings s;
    s.theme = "dark";
    s.cardFontSize = 22;
    s.editorCommand = "kate --line {line} {file}";
    s.language = "zh_CN";
    REQUIRE(service::saveAppSettings(t.deck(), s));
    CHECK(*service::loadAppSettings(t.deck()) == s);

    REQUIRE(t.store().settings().set("app.card_font_size", "500"));
    REQUIRE(t.store().settings().set("app.theme", "purple"));
    auto sanitized = service::loadAppSettings(t.deck());
    CHECK(sanitized->cardFontSize == service::AppSettings{}.cardFontSize);
    CHECK(sanitized->theme == "system");
}

TEST_CASE("saving all settings is all or nothing", "[app]")
{
    TempNotes t;
    auto scheduling = service::loadSchedulerSettings(t.deck());
    REQUIRE(scheduling);
    scheduling->new_cards_per_day = 35;
    service::AppSettings app;
    app.theme = "light";
    REQUIRE(service::saveAllSettings(t.deck(), *scheduling, app));
    CHECK(service::loadSchedulerSettings(t.deck())->new_cards_per_day == 35);
    CHECK(service::loadAppSettings(t.deck())->theme == "light");

    scheduling->desired_retention = 1.5;   // invalid: nothing of this save is stored
    app.theme = "dark";
    CHECK_FALSE(service::saveAllSettings(t.deck(), *scheduling, app));
    CHECK(service::loadAppSettings(t.deck())->theme == "light");
}

TEST_CASE("deck overview counts every node in tree order and measures mastery", "[app]")
{
    TempNotes t;
    t.write("a.md", kNotes);
    t.import();
    const auto scheduler = utcScheduler(t.deck());
    const core::Timestamp now = t.clock.now();

    auto nodes = service::deckOverview(t.deck(), now);
    REQUIRE(nodes);
    std::vector<std::string> order;
    for (const auto& n : *nodes)
        order.push_back(n.deck.display());
    CHECK(order == std::vector<std::string>{"", "基础知识", "基础知识 › Python", "基础知识 › Python › 基本特性",
                                            "基础知识 › Python › 装饰器", "深度学习", "深度学习 › PyTorch"});
    CHECK((*nodes)[0].total == 4);
    CHECK((*nodes)[0].fresh == 4);
    CHECK((*nodes)[0].mastery() == 0.0);
    CHECK((*nodes)[2].total == 3);
    CHECK((*nodes)[2].depth == 1);

    // One card answered Easy: a review card, not due today, but seen once: not mastered yet.
    auto rows = t.store().cards().list(core::DeckPath::parse("深度学习"), false);
    REQUIRE(rows->size() == 1);
    const core::CardId card = rows->front().card.id;
    REQUIRE(service::answerCard(t.deck(), card, core::Rating::Easy, now, 4000));
    nodes = service::deckOverview(t.deck(), now + 60);
    CHECK((*nodes)[0].fresh == 3);
    CHECK((*nodes)[5].due == 0);
    CHECK((*nodes)[5].mastered == 0);
    CHECK((*nodes)[5].mastery() == 0.0);

    // Remembered for weeks: a review card with a stability of 30 days, answered a day ago.
    core::ScheduleState known = (*t.store().cards().find(card))->schedule;
    known.stability = 30;
    known.last_review = now - 86400;
    known.due = now + 29 * 86400;
    REQUIRE(t.store().cards().setSchedule(card, known));
    nodes = service::deckOverview(t.deck(), now);
    CHECK((*nodes)[5].mastered == 1);
    CHECK((*nodes)[5].mastery() == 1.0);
    CHECK((*nodes)[0].mastery() == Approx(0.25));

    // A year later it is due and no longer mastered.
    nodes = service::deckOverview(t.deck(), now + 365 * 86400);
    CHECK((*nodes)[5].due == 1);
    CHECK((*nodes)[5].mastered == 0);
}

TEST_CASE("a first look at cards masters none of them, whatever the answers", "[app][mastery]")
{
    TempNotes t;
    std::string notes = "# 部分\n\n## 章\n\n";
    for (int i = 0; i < 5; ++i)
        notes += "- 问题 " + std::to_string(i) + "？\n  - 答案 " + std::to_string(i) + "\n";
    t.write("a.md", notes);
    t.import();
    const auto scheduler = utcScheduler(t.deck());
    const core::Timestamp now = t.clock.now();
    auto rows = t.store().cards().list(core::DeckPath(), false);
    REQUIRE(rows->size() == 5);

    SECTION("five cards seen once, one of them answered Again")
    {
        for (size_t i = 0; i < rows->size(); ++i) {
            const core::Rating rating = i == 2 ? core::Rating::Again : i % 2 ? core::Rating::Easy : core::Rating::Good;
            REQUIRE(service::answerCard(t.deck(), (*rows)[i].card.id, rating, now, 4000));
        }
    }
    SECTION("one Easy on every card")
    {
        for (const auto& row : *rows)
            REQUIRE(service::answerCard(t.deck(), row.card.id, core::Rating::Easy, now, 4000));
    }
    for (const core::Timestamp at : {now + 60, now + 3600}) {
        auto nodes = service::deckOverview(t.deck(), at);
        REQUIRE(nodes);
        for (const auto& node : *nodes) {
            INFO(node.deck.display());
            CHECK(node.total == 5);
            CHECK(node.mastered == 0);
            CHECK(node.mastery() == 0.0);
        }
    }
}

TEST_CASE("mastered means a review card with a 90% chance of recall now and a stability of 21 days", "[app][mastery]")
{
    TempNotes t;
    const auto scheduler = utcScheduler(t.deck());
    const core::Timestamp now = t.clock.now();
    const auto card = [&](core::CardState state, double stability, double daysAgo) {
        core::ScheduleState s;
        s.state = state;
        s.stability = stability;
        s.difficulty = 5;
        s.reps = 4;
        s.last_review = now - static_cast<core::Timestamp>(daysAgo * 86400);
        s.due = now + 86400;
        return s;
    };
    const auto mastered = [&](const core::ScheduleState& s) {
        const auto r = scheduler.retrievability(s, now);
        return service::isMastered(s.state, s.stability, r.value_or(0.0));
    };
    CHECK(mastered(card(core::CardState::Review, 21, 1)));
    CHECK(mastered(card(core::CardState::Review, 400, 30)));
    CHECK_FALSE(mastered(card(core::CardState::Review, 20.9, 1)));      // not stable enough yet
    CHECK_FALSE(mastered(card(core::CardState::Review, 30, 60)));       // recall below 90% now
    CHECK_FALSE(mastered(card(core::CardState::Relearning, 30, 1)));    // lapsed
    CHECK_FALSE(mastered(card(core::CardState::Learning, 30, 1)));
    CHECK_FALSE(mastered(card(core::CardState::New, 30, 1)));
    CHECK(service::isMastered(core::CardState::Review, 21, 0.9));
    CHECK_FALSE(service::isMastered(core::CardState::Review, 21, 0.899));
}
