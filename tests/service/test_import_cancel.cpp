// A cancelled import writes nothing, whether it is cancelled before it starts or while it runs.
#include "deck_fixture.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <atomic>

using namespace notedeck;
using testing::TempNotes;

namespace {
const char* kNotes = "# 基础知识\n\n## Python\n\n- 什么是 GIL？\n  - 全局解释器锁\n\n- 列表和元组的区别？\n  - 元组不可变\n";

// A clock that raises the cancel flag the first time the import asks it the time, i.e. once the
// import is under way.
class CancellingClock final : public core::Clock {
public:
    explicit CancellingClock(std::atomic<bool>& flag) : m_flag(flag) {}
    core::Timestamp now() const override
    {
        m_flag.store(true);
        return 1'700'000'000;
    }

private:
    std::atomic<bool>& m_flag;
};
} // namespace

TEST_CASE("an import cancelled before it starts writes nothing", "[import][cancel]")
{
    TempNotes t;
    t.write("python.md", kNotes);
    std::atomic<bool> cancel{true};
    auto report = service::importNotes(t.deck(), t.notes(), t.clock, &cancel);
    REQUIRE_FALSE(report);
    CHECK(report.error().message == service::kImportCancelled);
    CHECK(*t.store().cards().activeCount() == 0);
    CHECK(testing::importRunCount(t.deckFile()) == 0);
}

TEST_CASE("an import cancelled while it runs writes nothing and leaves the earlier import", "[import][cancel]")
{
    TempNotes t;
    t.write("python.md", kNotes);
    t.import();
    REQUIRE(*t.store().cards().activeCount() == 2);

    t.write("python.md", std::string(kNotes) + "\n- 什么是装饰器？\n  - 包装函数的函数\n");
    std::atomic<bool> cancel{false};
    const CancellingClock clock(cancel);
    auto report = service::importNotes(t.deck(), t.notes(), clock, &cancel);
    REQUIRE_FALSE(report);
    CHECK(report.error().message == service::kImportCancelled);
    CHECK(*t.store().cards().activeCount() == 2);
    CHECK(testing::importRunCount(t.deckFile()) == 1);

    // Not cancelled, the same import goes through.
    cancel = false;
    const core::FixedClock fixed(1'700'000'100);
    auto again = service::importNotes(t.deck(), t.notes(), fixed, &cancel);
    REQUIRE(again);
    CHECK(again->added.size() == 1);
}

TEST_CASE("an import tells its progress file by file, from 0 of n to n of n", "[import][progress]")
{
    TempNotes t;
    for (int i = 0; i < 4; ++i)
        t.write("part-" + std::to_string(i) + ".md", "# 第 " + std::to_string(i) + " 部分\n\n- 问题 " + std::to_string(i) + "？\n  - 答案\n");
    std::vector<std::pair<int, int>> steps;
    auto report = service::importNotes(t.deck(), t.notes(), t.clock, nullptr,
                                       [&](int done, int total) { steps.emplace_back(done, total); });
    REQUIRE(report);
    CHECK(report->added.size() == 4);
    const std::vector<std::pair<int, int>> expected{{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}};
    CHECK(steps == expected);
}

TEST_CASE("an import cancelled between two files leaves the deck file exactly as it was", "[import][cancel]")
{
    TempNotes t;
    for (int i = 0; i < 5; ++i)
        t.write("part-" + std::to_string(i) + ".md", "# 第 " + std::to_string(i) + " 部分\n\n- 问题 " + std::to_string(i) + "？\n  - 答案\n");
    t.import();
    t.closeDeck();   // the WAL is checkpointed into the deck file
    const std::string before = testing::fileBytes(t.deckFile());

    // Every kind of change: an edit, a new file, a removed file.
    t.write("part-1.md", "# 第 1 部分\n\n- 问题 1？\n  - 改过的答案\n");
    t.write("part-9.md", "# 新的部分\n\n- 新问题？\n  - 新答案\n");
    t.remove("part-3.md");
    std::atomic<bool> cancel{false};
    int lastDone = -1;
    auto report = service::importNotes(t.deck(), t.notes(), t.clock, &cancel, [&](int done, int) {
        lastDone = done;
        if (done == 2)
            cancel = true;   // the reader presses Cancel while the third file is read
    });
    REQUIRE_FALSE(report);
    CHECK(report.error().message == service::kImportCancelled);
    CHECK(lastDone == 2);   // no file after it was read
    CHECK(*t.store().cards().activeCount() == 5);
    CHECK(testing::importRunCount(t.deckFile()) == 1);
    t.closeDeck();
    CHECK(testing::fileBytes(t.deckFile()) == before);
}
