// A cancelled import writes nothing, whether it is cancelled before it starts or while it runs.
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
    CHECK(*t.deck().activeCardCount() == 0);
    CHECK(*t.deck().importRunCount() == 0);
}

TEST_CASE("an import cancelled while it runs writes nothing and leaves the earlier import", "[import][cancel]")
{
    TempNotes t;
    t.write("python.md", kNotes);
    t.import();
    REQUIRE(*t.deck().activeCardCount() == 2);

    t.write("python.md", std::string(kNotes) + "\n- 什么是装饰器？\n  - 包装函数的函数\n");
    std::atomic<bool> cancel{false};
    const CancellingClock clock(cancel);
    auto report = service::importNotes(t.deck(), t.notes(), clock, &cancel);
    REQUIRE_FALSE(report);
    CHECK(report.error().message == service::kImportCancelled);
    CHECK(*t.deck().activeCardCount() == 2);
    CHECK(*t.deck().importRunCount() == 1);

    // Not cancelled, the same import goes through.
    cancel = false;
    const core::FixedClock fixed(1'700'000'100);
    auto again = service::importNotes(t.deck(), t.notes(), fixed, &cancel);
    REQUIRE(again);
    CHECK(again->added.size() == 1);
}
