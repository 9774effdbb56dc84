// The desktop app's service helpers: its options in the deck, and the per-node counts and mastery
// of the chapter tree.
#include "temp_notes.h"

#include "scheduler/day_boundary.h"
#include "service/app_settings.h"
#include "service/deck_overview.h"
#include "service/scheduler_settings_store.h"
#include "service/study.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::TempNotes;

namespace {
const char* kNotes = "# 基础知识\n\n## Python\n\n### 基本特性\n\n- 深拷贝和浅拷贝？\n  - 浅拷贝只复制顶层对象\n\n"
                     "- is 和 == 的区别？\n  - 身份与值\n\n### 装饰器\n\n- 装饰器的执行顺序？\n  - 从外到内\n\n"
                     "# 深度学习\n\n## PyTorch\n\n- 什么是 autograd？\n  - 自动求导\n";

scheduler::Scheduler utcScheduler(storage::DeckStore& deck)
{
    auto s = service::loadScheduler(deck, std::make_shared<scheduler::FixedOffsetZone>(0));
    REQUIRE(s);
    return std::move(*s);
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
    s.notesDir = "/notes/其他";
    REQUIRE(service::saveAppSettings(t.deck(), s));
    CHECK(*service::loadAppSettings(t.deck()) == s);

    REQUIRE(t.deck().setSetting("app.card_font_size", "500"));
    REQUIRE(t.deck().setSetting("app.theme", "purple"));
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

    auto nodes = service::deckOverview(t.deck(), scheduler, now);
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

    // One card answered Easy: a review card, mastered right after the answer, not due today.
    auto rows = t.deck().listCards(core::DeckPath::parse("深度学习"), false);
    REQUIRE(rows->size() == 1);
    REQUIRE(service::answerCard(t.deck(), scheduler, rows->front().card.id, core::Rating::Easy, now, 4000));
    nodes = service::deckOverview(t.deck(), scheduler, now + 60);
    CHECK((*nodes)[0].fresh == 3);
    CHECK((*nodes)[5].mastered == 1);
    CHECK((*nodes)[5].mastery() == 1.0);
    CHECK((*nodes)[5].due == 0);
    CHECK((*nodes)[0].mastery() == Approx(0.25));

    // A year later it is due and no longer mastered.
    nodes = service::deckOverview(t.deck(), scheduler, now + 365 * 86400);
    CHECK((*nodes)[5].due == 1);
    CHECK((*nodes)[5].mastered == 0);
}
