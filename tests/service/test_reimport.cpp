// Re-import keeps history and never touches the notes: one test per case of the issue.
#include "deck_fixture.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

using namespace notedeck;
using testing::TempNotes;

namespace {
const char* kPython = R"(# 基础知识

## Python

### 基本特性

- 讲一下 Python 的深拷贝和浅拷贝
  - 浅拷贝只复制顶层对象，嵌套的可变对象仍然引用原数据
  - 深拷贝会递归复制所有层级，创建完全独立的新对象

- 讲一下 Python 中 is 和 == 的区别
  - == 比较的是两个对象的值是否相等
  - is 比较的是两个对象的内存地址是否相同

### 装饰器

- 装饰器的执行顺序是怎样的？
  - 靠近函数先装饰，执行时从外到内
)";

core::CardId idOf(storage::DeckStore& deck, const std::string& questionStart)
{
    auto rows = deck.cards().list({}, true);
    REQUIRE(rows);
    for (const auto& r : *rows)
        if (r.card.question.starts_with(questionStart))
            return r.card.id;
    FAIL("no card starting with " << questionStart);
    return 0;
}

core::CardRow rowOf(storage::DeckStore& deck, core::CardId id)
{
    auto rows = deck.cards().list({}, true);
    REQUIRE(rows);
    for (const auto& r : *rows)
        if (r.card.id == id)
            return r;
    FAIL("no card " << id);
    return {};
}

void addHistory(storage::DeckStore& deck, core::CardId id)
{
    core::ReviewRecord r;
    r.card = id;
    r.reviewedAtMs = 1'700'000'000'000;
    r.rating = core::Rating::Good;
    r.scheduleBefore = "{}";
    REQUIRE(deck.reviewLog().append(r));
}

size_t historyOf(storage::DeckStore& deck, core::CardId id)
{
    auto reviews = deck.reviewLog().of(id);
    REQUIRE(reviews);
    return reviews->size();
}

std::string replace(std::string text, const std::string& from, const std::string& to)
{
    const size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}
} // namespace

TEST_CASE("first import creates the deck tree and cards", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    auto report = t.import();
    CHECK(report.added.size() == 3);
    CHECK(report.issues.empty());
    auto rows = t.store().cards().list(core::DeckPath({"基础知识", "Python", "基本特性"}), false);
    REQUIRE(rows);
    CHECK(rows->size() == 2);
}

TEST_CASE("nothing changed: nothing is written", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    t.import();
    REQUIRE(testing::importRunCount(t.deckFile()) == 1);
    t.closeDeck();
    const std::string before = testing::fileBytes(t.deckFile());
    const std::string notesBefore = testing::fileBytes(t.notes() / "python.md");

    auto report = t.import();
    CHECK(report.wroteNothing);
    CHECK(report.unchanged == 3);
    CHECK(testing::importRunCount(t.deckFile()) == 1);
    t.closeDeck();
    CHECK(testing::fileBytes(t.deckFile()) == before);
    CHECK(testing::fileBytes(t.notes() / "python.md") == notesBefore);   // the notes are never written
}

TEST_CASE("answer edited: same card, history kept, content updated", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    t.import();
    const auto id = idOf(t.store(), "讲一下 Python 的深拷贝");
    addHistory(t.store(), id);

    t.write("python.md", replace(kPython, "创建完全独立的新对象", "创建完全独立的新对象，修改互不影响"));
    auto report = t.import();
    REQUIRE(report.updated.size() == 1);
    CHECK(report.updated[0].id == id);
    CHECK(report.added.empty());
    CHECK(report.retired.empty());
    CHECK(rowOf(t.store(), id).card.answer.find("修改互不影响") != std::string::npos);
    CHECK(historyOf(t.store(), id) == 1);
}

TEST_CASE("question reworded slightly: same card, history kept", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    t.import();
    const auto id = idOf(t.store(), "讲一下 Python 中 is");
    addHistory(t.store(), id);

    SECTION("punctuation")
    {
        t.write("python.md", replace(kPython, "讲一下 Python 中 is 和 == 的区别", "讲一下 Python 中 is 和 == 的区别？"));
    }
    SECTION("a word or two")
    {
        t.write("python.md", replace(kPython, "讲一下 Python 中 is 和 == 的区别", "说说 Python 里 is 与 == 的区别"));
    }
    SECTION("a word and the answer edited too")
    {
        std::string edited = replace(kPython, "讲一下 Python 中 is 和 == 的区别", "讲一下 Python 中 is 与 == 的区别");
        t.write("python.md", replace(edited, "内存地址是否相同", "内存地址（id）是否相同"));
    }
    auto report = t.import();
    CHECK(report.added.empty());
    CHECK(report.retired.empty());
    REQUIRE(report.updated.size() == 1);
    CHECK(report.updated[0].id == id);
    CHECK(historyOf(t.store(), id) == 1);
}

TEST_CASE("card moved to another section or file: same card, new deck path, history kept", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    t.import();
    const auto id = idOf(t.store(), "装饰器的执行顺序");
    addHistory(t.store(), id);
    const std::string card = "- 装饰器的执行顺序是怎样的？\n  - 靠近函数先装饰，执行时从外到内\n";
    const std::string without = replace(kPython, card, "");

    SECTION("another section")
    {
        t.write("python.md", replace(without, "### 基本特性\n\n", "### 基本特性\n\n" + card + "\n"));
        auto report = t.import();
        REQUIRE(report.moved.size() == 1);
        CHECK(report.moved[0].id == id);
        CHECK(rowOf(t.store(), id).card.deck == core::DeckPath({"基础知识", "Python", "基本特性"}));
    }
    SECTION("another file")
    {
        t.write("python.md", without);
        t.write("more/decorators.md", "# 进阶\n\n## 装饰器\n\n" + card);
        auto report = t.import();
        REQUIRE(report.moved.size() == 1);
        CHECK(report.moved[0].id == id);
        const auto row = rowOf(t.store(), id);
        CHECK(row.card.deck == core::DeckPath({"进阶", "装饰器"}));
        CHECK(row.card.sourceFile == "more/decorators.md");
        CHECK(row.card.sourceLine == 5);
    }
    CHECK(historyOf(t.store(), id) == 1);
}

TEST_CASE("card deleted: retired with history, restored when it reappears", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    t.import();
    const auto id = idOf(t.store(), "装饰器的执行顺序");
    addHistory(t.store(), id);
    const std::string card = "- 装饰器的执行顺序是怎样的？\n  - 靠近函数先装饰，执行时从外到内\n";

    t.write("python.md", replace(kPython, card, ""));
    auto retired = t.import();
    REQUIRE(retired.retired.size() == 1);
    CHECK(retired.retired[0].id == id);
    CHECK(rowOf(t.store(), id).card.retired);
    auto active = t.store().cards().list({}, false);
    REQUIRE(active);
    CHECK(active->size() == 2);            // hidden from study
    CHECK(historyOf(t.store(), id) == 1);

    t.write("python.md", kPython);
    auto restored = t.import();
    REQUIRE(restored.restored.size() == 1);
    CHECK(restored.restored[0].id == id);
    CHECK_FALSE(rowOf(t.store(), id).card.retired);
    CHECK(historyOf(t.store(), id) == 1);
}

TEST_CASE("two identical questions in one section: both kept, with a warning naming both places", "[reimport]")
{
    TempNotes t;
    t.write("dup.md", "# A\n\n- 什么是 GIL？\n  - 全局解释器锁\n- 什么是 GIL？\n  - 同一时刻只有一个线程执行字节码\n");
    auto report = t.import();
    CHECK(report.added.size() == 2);
    REQUIRE(report.warnings() == 1);
    CHECK(report.issues[0].line == 5);
    CHECK(report.issues[0].message.find("line 3") != std::string::npos);
    const auto firstIds = std::pair{report.added[0].id, report.added[1].id};

    // Editing one of the twins keeps both identities.
    t.write("dup.md", "# A\n\n- 什么是 GIL？\n  - 全局解释器锁（GIL）\n- 什么是 GIL？\n  - 同一时刻只有一个线程执行字节码\n");
    auto again = t.import();
    CHECK(again.added.empty());
    REQUIRE(again.updated.size() == 1);
    CHECK(again.updated[0].id == firstIds.first);
}

TEST_CASE("only changed files are parsed again, warnings of unchanged files are still reported", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    t.write("other.md", "# 其他\n\n- 没有答案的条目\n- 有答案？\n  - 答案\n");
    auto first = t.import();
    CHECK(first.added.size() == 4);
    REQUIRE(first.warnings() == 1);

    t.write("python.md", replace(kPython, "创建完全独立的新对象", "创建完全独立的新对象，修改互不影响"));
    auto second = t.import();
    CHECK(second.updated.size() == 1);
    CHECK(second.unchanged == 3);
    CHECK(second.cardsInNotes == 4);
    REQUIRE(second.warnings() == 1);     // remembered from other.md, which was not parsed again
    CHECK(second.issues[0].file == "other.md");
    CHECK(second.issues[0].line == 3);

    auto third = t.import();
    CHECK(third.wroteNothing);
    CHECK(third.warnings() == 1);
}

TEST_CASE("problems are listed by file, then line, whichever check found them", "[reimport]")
{
    TempNotes t;
    // The math scan finds the unclosed $$ (line 9) before the outline finds the item without an
    // answer (line 3) and the repeated question (line 6).
    t.write("b.md", "# B\n\n- 没有答案的条目\n- 问题？\n  - 答案\n- 问题？\n  - 另一个答案\n\n$$\nx = 1\n");
    t.write("a.md", "# A\n\n- 有答案？\n  - 答案\n- 没有答案\n");
    auto placesOf = [](const service::ImportReport& report) {
        std::vector<std::string> places;
        for (const auto& issue : report.issues)
            places.push_back(issue.file + ":" + std::to_string(issue.line));
        return places;
    };
    auto report = t.import();
    CHECK(placesOf(report) == std::vector<std::string>{"a.md:5", "b.md:3", "b.md:6", "b.md:9"});
    // The command line's text says them in the same order.
    const std::string text = report.toText();
    CHECK(text.find("warning: b.md:3") < text.find("warning: b.md:6"));
    CHECK(text.find("warning: b.md:6") < text.find("warning: b.md:9"));

    // Remembered problems of an unchanged file take their place among this import's.
    t.write("a.md", "# A\n\n- 有答案？\n  - 答案\n- 没有答案\n- 又一个没有答案\n");
    CHECK(placesOf(t.import()) == std::vector<std::string>{"a.md:5", "a.md:6", "b.md:3", "b.md:6", "b.md:9"});
}

TEST_CASE("a whole file removed: its cards retire, moved into a new file: same cards", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    t.import();
    const auto id = idOf(t.store(), "装饰器的执行顺序");

    t.remove("python.md");
    auto removed = t.import();
    CHECK(removed.retired.size() == 3);

    t.write("renamed.md", kPython);
    auto back = t.import();
    CHECK(back.restored.size() == 3);
    CHECK(back.added.empty());
    CHECK(rowOf(t.store(), id).card.sourceFile == "renamed.md");

    t.remove("renamed.md");
    t.write("python.md", kPython);      // a rename in one step: cards move with their file
    auto renamed = t.import();
    CHECK(renamed.moved.size() == 3);
    CHECK(renamed.added.empty());
    CHECK(renamed.retired.empty());
}

TEST_CASE("the import report is written as JSON with every change", "[reimport]")
{
    TempNotes t;
    t.write("python.md", kPython);
    auto report = t.import();
    const std::string json = report.toJson();
    CHECK(json.find("\"new\"") != std::string::npos);
    CHECK(json.find("讲一下 Python 的深拷贝和浅拷贝") != std::string::npos);
    CHECK(report.toText().find("python.md:7") != std::string::npos);
}
