// Bad input gets a clear message naming the file (and line); every other file still imports; the
// deck is never left half-written.
#include "notes/note_issue.h"
#include "deck_fixture.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <sqlite3.h>

using namespace notedeck;
using testing::TempNotes;

namespace {
const notes::NoteIssue* issueFor(const service::ImportReport& report, const std::string& file)
{
    for (const auto& i : report.issues)
        if (i.file == file)
            return &i;
    return nullptr;
}

// good.md always imports, whatever happens to the fixture next to it.
void checkGoodImported(const service::ImportReport& report)
{
    bool found = false;
    for (const auto& c : report.added)
        found = found || c.question == "一个正常的问题？";
    CHECK(found);
}

service::ImportReport importWith(TempNotes& t, const std::string& fixture)
{
    t.copyFixture("good.md");
    t.copyFixture(fixture);
    return t.import();
}
} // namespace

TEST_CASE("invalid UTF-8: error with file and line, file skipped", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "invalid-utf8.md");
    const auto* issue = issueFor(report, "invalid-utf8.md");
    REQUIRE(issue);
    CHECK(issue->severity == notes::Severity::Error);
    CHECK(issue->line == 5);
    CHECK(issue->message.find("UTF-8") != std::string::npos);
    CHECK(report.added.size() == 1);
    checkGoodImported(report);
}

TEST_CASE("a file that turns bad keeps its cards as they were", "[bad-input]")
{
    TempNotes t;
    t.copyFixture("good.md");
    t.write("later.md", "# 后来\n\n- 后来坏掉的文件里的问题？\n  - 答案\n");
    REQUIRE(t.import().added.size() == 2);
    t.write("later.md", "# 后来\n\n- 后来坏掉的文件里的问题？\n  - 答案 \xff\n");
    auto report = t.import();
    CHECK(report.errors() == 1);
    CHECK(report.retired.empty());
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    CHECK(rows->size() == 2);
}

TEST_CASE("a UTF-8 byte-order mark is accepted", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "bom.md");
    CHECK(report.issues.empty());
    REQUIRE(report.added.size() == 2);
    CHECK(report.added[0].deck == core::DeckPath({"带BOM"}));
}

TEST_CASE("CRLF line endings are accepted", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "crlf.md");
    CHECK(report.issues.empty());
    REQUIRE(report.added.size() == 2);
    auto rows = t.store().cards().list(core::DeckPath({"CRLF"}), false);
    REQUIRE(rows);
    REQUIRE(rows->size() == 1);
    CHECK((*rows)[0].card.answer == "- 第一行\n- 第二行");
}

TEST_CASE("an unterminated $$ is a warning with its line and stays text", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "unterminated-math.md");
    const auto* issue = issueFor(report, "unterminated-math.md");
    REQUIRE(issue);
    CHECK(issue->severity == notes::Severity::Warning);
    CHECK(issue->line == 5);
    CHECK(report.added.size() == 2);
}

TEST_CASE("an unclosed code fence is a warning with its line", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "unclosed-fence.md");
    const auto* issue = issueFor(report, "unclosed-fence.md");
    REQUIRE(issue);
    CHECK(issue->line == 5);
    CHECK(issue->message.find("never closed") != std::string::npos);
    CHECK(report.added.size() == 2);
}

TEST_CASE("a binary file named .md is an error, file skipped", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "binary.md");
    const auto* issue = issueFor(report, "binary.md");
    REQUIRE(issue);
    CHECK(issue->severity == notes::Severity::Error);
    CHECK(issue->message.find("binary") != std::string::npos);
    CHECK(report.added.size() == 1);
}

TEST_CASE("an unreadable file is an error, file skipped", "[bad-input]")
{
    TempNotes t;
    t.copyFixture("good.md");
    // A broken link cannot be read even by root, unlike a file without read permission.
    std::filesystem::create_symlink(t.notes() / "does-not-exist", t.notes() / "unreadable.md");
    auto report = t.import();
    const auto* issue = issueFor(report, "unreadable.md");
    REQUIRE(issue);
    CHECK(issue->severity == notes::Severity::Error);
    CHECK(issue->message.find("cannot read") != std::string::npos);
    checkGoodImported(report);
}

TEST_CASE("an empty file gives no cards and no problem", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "empty.md");
    CHECK(report.issues.empty());
    CHECK(report.added.size() == 1);
}

TEST_CASE("an empty folder imports nothing, with a warning", "[bad-input]")
{
    TempNotes t;
    auto report = t.import();
    CHECK(report.added.empty());
    CHECK(report.warnings() == 1);
}

TEST_CASE("a missing folder is a fatal error and nothing is written", "[bad-input]")
{
    TempNotes t;
    auto report = service::importNotes(t.deck(), t.notes() / "missing", t.clock);
    REQUIRE_FALSE(report);
    CHECK(report.error().message.find("does not exist") != std::string::npos);
    CHECK(report.error().file.find("missing") != std::string::npos);
    CHECK(testing::importRunCount(t.deckFile()) == 0);
}

TEST_CASE("a list nested 200 levels deep imports as one card", "[bad-input]")
{
    TempNotes t;
    auto report = importWith(t, "deep-list.md");
    CHECK(report.issues.empty());
    REQUIRE(report.added.size() == 2);
    auto rows = t.store().cards().list(core::DeckPath({"深层"}), false);
    REQUIRE(rows);
    REQUIRE(rows->size() == 1);
    CHECK((*rows)[0].card.answer.find("level 199") != std::string::npos);
}

TEST_CASE("a 3 MB single line imports", "[bad-input]")
{
    TempNotes t;
    std::string line;
    while (line.size() < 3'000'000)
        line += "很长的一行 with $x_i$ math and `code` ";
    t.write("long.md", "# 长\n\n- 很长的答案？\n  - " + line + "\n");
    auto report = t.import();
    CHECK(report.issues.empty());
    REQUIRE(report.added.size() == 1);
}

TEST_CASE("5,000 cards in one file import", "[bad-input]")
{
    TempNotes t;
    std::string text = "# 大文件\n\n";
    for (int i = 0; i < 5000; ++i)
        text += "- 问题 " + std::to_string(i) + "？\n  - 答案 $a_" + std::to_string(i) + "$\n";
    t.write("big.md", text);
    auto report = t.import();
    CHECK(report.issues.empty());
    CHECK(report.added.size() == 5000);
    CHECK(t.import().wroteNothing);
}

TEST_CASE("a deck locked by another writer: clear error and the deck unchanged", "[bad-input]")
{
    TempNotes t;
    t.copyFixture("good.md");
    t.import();
    t.write("more.md", "# 更多\n\n- 新问题？\n  - 新答案\n");

    sqlite3* other = nullptr;
    REQUIRE(sqlite3_open(t.deckFile().c_str(), &other) == SQLITE_OK);
    REQUIRE(sqlite3_exec(other, "PRAGMA busy_timeout=0; BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK);
    auto report = service::importNotes(t.deck(), t.notes(), t.clock);
    sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr);
    sqlite3_close(other);

    REQUIRE_FALSE(report);
    CHECK(report.error().message.find("cannot write") != std::string::npos);
    auto rows = t.store().cards().list({}, true);
    REQUIRE(rows);
    CHECK(rows->size() == 1);
    CHECK(testing::importRunCount(t.deckFile()) == 1);
}
