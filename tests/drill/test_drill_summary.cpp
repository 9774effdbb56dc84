// The summary of a drill, its Markdown export (exact text), and the drill history per chapter.
#include "drill_fixture.h"
#include "scheduler/drill_draw.h"
#include "service/drill/drill_history.h"
#include "service/drill/drill_session.h"
#include "service/drill/drill_summary.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using service::DrillGrade;
using testing::kMorning;
using testing::path;
using testing::TempNotes;

namespace {

// A drill of five questions, four answered:
//   1  card 3  Alpha › Two    Knew    42 s
//   2  card 1  Alpha › One    Missed  90 s   notes over three lines
//   3  card 4  Beta › Three   Partly  65 s
//   4  card 6  Beta › Four    Missed  30 s
//   5  card 2  Alpha › One    not answered
std::int64_t fixedDrill(TempNotes& t)
{
    auto store = t.store().drills();
    core::NewDrill d;
    d.startedAt = kMorning;
    d.scope = {path("面试::Alpha"), path("面试::Beta")};
    d.order = "weakest";
    d.secondsPerQuestion = 90;
    d.seed = 7;
    d.cards = {3, 1, 4, 6, 2};
    auto id = store.create(d);
    REQUIRE(id);
    REQUIRE(store.recordAnswer(*id, 0, DrillGrade::Knew, 42, "recursion, memo"));
    REQUIRE(store.recordAnswer(*id, 1, DrillGrade::Missed, 90, "forgot the base case\n\nsecond line\n"));
    REQUIRE(store.recordAnswer(*id, 2, DrillGrade::Partly, 65, "two of three"));
    REQUIRE(store.recordAnswer(*id, 3, DrillGrade::Missed, 30, "", kMorning + 400));
    return *id;
}

std::vector<core::CardId> cardsOf(const std::vector<service::DrillSummaryItem>& items)
{
    std::vector<core::CardId> ids;
    for (const auto& item : items)
        ids.push_back(item.card);
    return ids;
}

} // namespace

// The grades' names: in the Markdown's table of questions (below).
TEST_CASE("grades: score, and the answers they stand for", "[drill][summary]")
{
    CHECK(service::ratingForGrade(DrillGrade::Knew) == core::Rating::Good);
    CHECK(service::ratingForGrade(DrillGrade::Partly) == core::Rating::Hard);
    CHECK(service::ratingForGrade(DrillGrade::Missed) == core::Rating::Again);
    CHECK(service::drillScore(3, 2, 6) == Approx(4.0 / 6));
    CHECK(service::drillScore(0, 0, 0) == 0);
}

TEST_CASE("the summary: score, times, missed and partly known, weakest sections", "[drill][summary]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto summary = service::loadDrillSummary(t.deck(), fixedDrill(t));
    REQUIRE(summary);
    const service::DrillSummary& s = *summary;
    CHECK(s.questions == 5);
    CHECK(s.answered == 4);
    CHECK(s.knew == 1);
    CHECK(s.partly == 1);
    CHECK(s.missed == 2);
    CHECK(s.score == 0.375);
    CHECK(s.totalSeconds == 227);
    CHECK(s.averageSeconds == 56.75);
    CHECK(cardsOf(s.items) == std::vector<core::CardId>{3, 1, 4, 6, 2});
    CHECK(s.items[1].seconds == 90);
    CHECK(cardsOf(s.missedItems) == std::vector<core::CardId>{1, 6});
    CHECK(cardsOf(s.partlyItems) == std::vector<core::CardId>{4});
    CHECK(s.partlyItems[0].notes == "two of three");

    // Lowest score first; between equal scores the slower section first.
    REQUIRE(s.weakestSections.size() == 4);
    CHECK(s.weakestSections[0].deck == path("面试::Alpha::One"));
    CHECK(s.weakestSections[0].score == 0);
    CHECK(s.weakestSections[0].averageSeconds == 90);
    CHECK(s.weakestSections[1].deck == path("面试::Beta::Four"));
    CHECK(s.weakestSections[2].deck == path("面试::Beta::Three"));
    CHECK(s.weakestSections[2].score == 0.5);
    CHECK(s.weakestSections[3].deck == path("面试::Alpha::Two"));
    CHECK(s.weakestSections[3].knew == 1);

    CHECK_FALSE(service::loadDrillSummary(t.deck(), 999));
}

TEST_CASE("the Markdown export of a drill", "[drill][summary][markdown]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto summary = service::loadDrillSummary(t.deck(), fixedDrill(t));
    REQUIRE(summary);
    const std::string expected =
        "# Interview drill, 2025-11-29T08:00:00Z\n"
        "\n"
        "- Scope: 面试 › Alpha; 面试 › Beta\n"
        "- Order: weakest first\n"
        "- Questions: 5, 90 s each\n"
        "- Schedule: not changed\n"
        "- Score: 37.5% (1 knew, 1 partly, 2 missed, 1 not answered)\n"
        "- Time: 3 min 47 s in all, 57 s per question on average\n"
        "\n"
        "## Questions\n"
        "\n"
        "| # | Grade | Time | Section | Question |\n"
        "| --- | --- | --- | --- | --- |\n"
        "| 1 | Knew | 42 s | 面试 › Alpha › Two | Alpha two \\| first? |\n"
        "| 2 | Missed | 1 min 30 s | 面试 › Alpha › One | Alpha one first? |\n"
        "| 3 | Partly | 1 min 5 s | 面试 › Beta › Three | Beta three first? |\n"
        "| 4 | Missed | 30 s | 面试 › Beta › Four | Beta four first? |\n"
        "| 5 | Not answered | – | 面试 › Alpha › One | Alpha one second? |\n"
        "\n"
        "## Missed\n"
        "\n"
        "- Alpha one first? (card 1, 面试 › Alpha › One)\n"
        "  > forgot the base case\n"
        "  >\n"
        "  > second line\n"
        "- Beta four first? (card 6, 面试 › Beta › Four)\n"
        "\n"
        "## Partly known\n"
        "\n"
        "- Beta three first? (card 4, 面试 › Beta › Three)\n"
        "  > two of three\n"
        "\n"
        "## Weakest sections\n"
        "\n"
        "1. 面试 › Alpha › One: 0% of 1 question, 1 min 30 s on average\n"
        "2. 面试 › Beta › Four: 0% of 1 question, 30 s on average\n"
        "3. 面试 › Beta › Three: 50% of 1 question, 1 min 5 s on average\n"
        "4. 面试 › Alpha › Two: 100% of 1 question, 42 s on average\n";
    CHECK(service::drillSummaryMarkdown(*summary) == expected);
}

TEST_CASE("the Markdown export in the words it is given", "[drill][summary][markdown]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto summary = service::loadDrillSummary(t.deck(), fixedDrill(t));
    REQUIRE(summary);
    service::DrillMarkdownLabels l;
    l.title = "面试演练，%1";
    l.scope = "范围：%1";
    l.order = "顺序：%1";
    l.orderWeakest = "最薄弱的优先";
    l.questionsTimed = "题数：%1，每题 %2 秒";
    l.scheduleUnchanged = "复习计划：未改变";
    l.scoreUnanswered = "得分：%1（答出 %2，部分答出 %3，未答出 %4，未作答 %5）";
    l.time = "用时：共 %1，平均每题 %2";
    l.questionsHeading = "题目";
    l.columnGrade = "评分";
    l.columnTime = "用时";
    l.columnSection = "小节";
    l.columnQuestion = "问题";
    l.knew = "答出";
    l.partly = "部分答出";
    l.missed = "未答出";
    l.notAnswered = "未作答";
    l.missedHeading = "未答出";
    l.partlyHeading = "部分答出";
    l.weakestHeading = "最薄弱的小节";
    l.listedQuestion = "%1（卡片 %2，%3）";
    l.sectionScore = "%1：%3，得分 %2，平均用时 %4";   // the values in another order
    l.questionCount = [](int n) { return std::to_string(n) + " 道题"; };
    l.minutes = "%1 分钟";
    l.seconds = "%1 秒";
    const std::string md = service::drillSummaryMarkdown(*summary, l);
    CHECK(md.starts_with("# 面试演练，2025-11-29T08:00:00Z\n\n"
                         "- 范围：面试 › Alpha; 面试 › Beta\n"
                         "- 顺序：最薄弱的优先\n"
                         "- 题数：5，每题 90 秒\n"
                         "- 复习计划：未改变\n"
                         "- 得分：37.5%（答出 1，部分答出 1，未答出 2，未作答 1）\n"
                         "- 用时：共 3 分钟 47 秒，平均每题 57 秒\n"
                         "\n## 题目\n\n| # | 评分 | 用时 | 小节 | 问题 |\n"));
    CHECK(md.find("| 2 | 未答出 | 1 分钟 30 秒 | 面试 › Alpha › One | Alpha one first? |\n") != std::string::npos);
    CHECK(md.find("| 5 | 未作答 | – |") != std::string::npos);
    CHECK(md.find("\n## 未答出\n\n- Alpha one first?（卡片 1，面试 › Alpha › One）\n  > forgot the base case\n") !=
          std::string::npos);
    CHECK(md.find("\n## 部分答出\n\n- Beta three first?（卡片 4，面试 › Beta › Three）\n") != std::string::npos);
    CHECK(md.ends_with("## 最薄弱的小节\n\n"
                       "1. 面试 › Alpha › One：1 道题，得分 0%，平均用时 1 分钟 30 秒\n"
                       "2. 面试 › Beta › Four：1 道题，得分 0%，平均用时 30 秒\n"
                       "3. 面试 › Beta › Three：1 道题，得分 50%，平均用时 1 分钟 5 秒\n"
                       "4. 面试 › Alpha › Two：1 道题，得分 100%，平均用时 42 秒\n"));
    // A placeholder without a value stays as it is written.
    l.scope = "%1 %2";
    CHECK(service::drillSummaryMarkdown(*summary, l).find("- 面试 › Alpha; 面试 › Beta %2\n") != std::string::npos);
}

TEST_CASE("the Markdown of a drill over the whole deck with nothing missed", "[drill][summary][markdown]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    t.clock.set(kMorning);
    auto sched = testing::utcScheduler(t.deck());
    service::DrillOptions options;
    options.count = 2;
    options.seed = 5;
    options.updatesSchedule = true;
    auto drill = service::DrillSession::start(t.deck(), t.clock, options);
    REQUIRE(drill);
    for (int i = 0; i < 2; ++i) {
        t.clock.advance(3600 + 60 + 1);   // seconds are not shown beside hours
        (*drill)->reveal();
        REQUIRE((*drill)->grade(DrillGrade::Knew));
    }
    // As the app saves it: the session's summary as Markdown.
    auto summary = (*drill)->summary();
    REQUIRE(summary);
    const std::string md = service::drillSummaryMarkdown(*summary);
    CHECK(md.find("- Scope: the whole deck\n- Order: random\n- Questions: 2, no time limit\n"
                   "- Schedule: updated by the grades\n- Score: 100% (2 knew, 0 partly, 0 missed)\n"
                   "- Time: 2 h 2 min in all, 1 h 1 min per question on average\n") != std::string::npos);
    CHECK(md.find("## Missed\n\nNone.\n\n## Partly known\n\nNone.\n") != std::string::npos);
}

TEST_CASE("the drill history: score per chapter over time", "[drill][history]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    auto store = t.store().drills();
    auto make = [&](core::Timestamp at, std::vector<core::CardId> cards, std::vector<DrillGrade> grades, bool finish) {
        core::NewDrill d;
        d.startedAt = at;
        d.order = "random";
        d.cards = std::move(cards);
        auto id = store.create(d);
        REQUIRE(id);
        for (std::size_t i = 0; i < grades.size(); ++i)
            REQUIRE(store.recordAnswer(*id, static_cast<int>(i), grades[i], 10.0 * static_cast<double>(i + 1), "",
                                       finish && i + 1 == grades.size() ? std::optional<core::Timestamp>(at + 100)
                                                                        : std::nullopt));
        return *id;
    };
    const auto a = make(kMorning, {1, 4, 6}, {DrillGrade::Knew, DrillGrade::Missed, DrillGrade::Partly}, true);
    const auto b = make(kMorning + 86400, {2, 3, 5}, {DrillGrade::Missed, DrillGrade::Partly, DrillGrade::Knew}, true);
    const auto c = make(kMorning + 2 * 86400, {7}, {}, false);          // started, nothing answered
    const auto d = make(kMorning + 3 * 86400, {1, 7}, {DrillGrade::Knew}, false);   // abandoned halfway

    auto history = service::drillHistory(t.deck());
    REQUIRE(history);
    REQUIRE(history->size() == 4);
    const auto& first = (*history)[0];
    CHECK(first.drill.id == a);
    CHECK(first.answered == 3);
    CHECK(first.score == 0.5);
    REQUIRE(first.chapters.size() == 2);
    CHECK(first.chapters[0].chapter == path("面试::Alpha"));
    CHECK(first.chapters[0].answered == 1);
    CHECK(first.chapters[0].score == 1.0);
    CHECK(first.chapters[0].averageSeconds == 10);
    CHECK(first.chapters[1].chapter == path("面试::Beta"));
    CHECK(first.chapters[1].answered == 2);
    CHECK(first.chapters[1].score == 0.25);
    CHECK(first.chapters[1].averageSeconds == 25);
    CHECK((*history)[1].drill.id == b);
    CHECK((*history)[2].drill.id == c);
    CHECK((*history)[2].answered == 0);
    CHECK((*history)[2].chapters.empty());
    CHECK((*history)[3].answered == 1);

    auto series = service::chapterSeries(*history);
    REQUIRE(series.size() == 2);
    CHECK(series[0].chapter == path("面试::Alpha"));
    REQUIRE(series[0].points.size() == 3);
    CHECK(series[0].points[0].drill == a);
    CHECK(series[0].points[0].at == kMorning + 100);
    CHECK(series[0].points[0].score == 1.0);
    CHECK(series[0].points[1].drill == b);
    CHECK(series[0].points[1].score == 0.25);
    CHECK(series[0].points[1].answered == 2);
    CHECK(series[0].points[2].drill == d);
    CHECK(series[0].points[2].at == kMorning + 3 * 86400);   // never finished: its start
    CHECK(series[1].chapter == path("面试::Beta"));
    REQUIRE(series[1].points.size() == 2);
    CHECK(series[1].points[0].score == 0.25);
    CHECK(series[1].points[1].score == 1.0);

    // Sections instead of chapters.
    auto bySection = service::drillHistory(t.deck(), 3);
    REQUIRE(bySection);
    REQUIRE((*bySection)[0].chapters.size() == 3);
    CHECK((*bySection)[0].chapters[0].chapter == path("面试::Alpha::One"));

    REQUIRE(service::removeDrill(t.deck(), b));
    auto without = service::drillHistory(t.deck());
    REQUIRE(without);
    CHECK(without->size() == 3);
    CHECK(service::chapterSeries(*without)[0].points.size() == 2);
}

TEST_CASE("a finished session shows up in the history", "[drill][history]")
{
    TempNotes t;
    testing::writeDrillNotes(t);
    t.clock.set(kMorning);
    auto sched = testing::utcScheduler(t.deck());
    service::DrillOptions options;
    options.scope = {path("面试::Beta::Four")};
    options.order = scheduler::DrillOrder::Unseen;
    auto drill = service::DrillSession::start(t.deck(), t.clock, options);
    REQUIRE(drill);
    for (DrillGrade g : {DrillGrade::Knew, DrillGrade::Partly}) {
        t.clock.advance(20);
        (*drill)->reveal();
        REQUIRE((*drill)->grade(g));
    }
    auto history = service::drillHistory(t.deck());
    REQUIRE(history);
    REQUIRE(history->size() == 1);
    const auto& entry = history->front();
    CHECK(entry.drill.id == (*drill)->id());
    CHECK(entry.drill.order == "unseen");
    CHECK(entry.drill.scope == options.scope);
    CHECK(entry.drill.finishedAt == kMorning + 40);
    CHECK(entry.score == 0.75);
    REQUIRE(entry.chapters.size() == 1);
    CHECK(entry.chapters[0].chapter == path("面试::Beta"));
}
