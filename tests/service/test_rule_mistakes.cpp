// A mistake in the question rules (the rules file or a file's front matter) never costs a card:
// the files whose rule it leaves unknown are not imported, their cards stay exactly as they
// were, the other files import as usual, and fixing the mistake changes nothing more.
#include "service/study/study.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

using namespace notedeck;
using testing::TempNotes;

namespace {

std::string realNotes(const std::string& name)
{
    std::ifstream in(std::string(NOTEDECK_TEST_DATA) + "/real-notes/" + name);
    REQUIRE(in);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

std::vector<core::CardRow> activeCards(TempNotes& t)
{
    auto rows = t.store().cards().list({}, false);
    REQUIRE(rows);
    return *rows;
}

} // namespace

TEST_CASE("a mistake in the question rules leaves the cards of the files it concerns as they were", "[reimport][rules]")
{
    TempNotes t;
    const std::string rules = "[\"interview/**\"]\nquestions = \"heading-level 3\"\n";
    const std::string cnn = realNotes("front-matter-rule.md");   // notedeck: question-headings
    t.write(".notedeck.toml", rules);
    t.write("interview/ml.md", realNotes("numbered-headings.md"));
    t.write("cnn.md", cnn);
    t.write("plain.md", "# 杂项\n\n- 什么是张量？\n  - 多维数组\n");
    const service::ImportReport first = t.import();
    REQUIRE(first.added.size() == 6);   // 4 numbered headings, 1 question heading, 1 list item

    for (const auto& row : activeCards(t))
        REQUIRE(service::answerCard(t.deck(), row.card.id, core::Rating::Good, t.clock.now(), 3000));
    const std::vector<core::CardRow> studied = activeCards(t);
    auto log = t.store().reviewLog().all();
    REQUIRE(log);
    REQUIRE(log->size() == 6);

    // A typo in each: the files concerned keep their cards and schedules; the other one imports.
    t.write(".notedeck.toml", replaced(rules, "heading-level 3", "heading-levle 3"));
    t.write("cnn.md", replaced(cnn, "notedeck: question-headings", "notedeck: question-heading"));
    t.write("plain.md", "# 杂项\n\n- 什么是张量？\n  - 多维数组，有形状和类型\n");
    const service::ImportReport broken = t.import();
    CHECK(broken.retired.empty());
    CHECK(broken.added.empty());
    REQUIRE(broken.updated.size() == 1);
    CHECK(broken.updated[0].question == "什么是张量？");
    REQUIRE(broken.issues.size() == 2);
    CHECK(broken.errors() == 2);
    CHECK(broken.issues[0].file == ".notedeck.toml");
    CHECK(broken.issues[0].line == 2);
    CHECK(broken.issues[0].message.starts_with("unknown question rule \"heading-levle 3\""));
    CHECK(broken.issues[1].file == "cnn.md");
    CHECK(broken.issues[1].line == 3);
    CHECK(broken.issues[1].message.starts_with("unknown question rule \"question-heading\""));

    const std::vector<core::CardRow> kept = activeCards(t);
    REQUIRE(kept.size() == studied.size());
    for (size_t i = 0; i < kept.size(); ++i) {
        INFO(kept[i].card.question);
        CHECK(kept[i].card.id == studied[i].card.id);
        CHECK(kept[i].schedule == studied[i].schedule);
        if (kept[i].card.sourceFile != "plain.md")
            CHECK(kept[i].card.answer == studied[i].card.answer);
    }
    auto logAfter = t.store().reviewLog().all();
    REQUIRE(logAfter);
    CHECK(logAfter->size() == 6);

    // Fixed: the files are as the deck last read them, so nothing changes.
    t.write(".notedeck.toml", rules);
    t.write("cnn.md", cnn);
    const service::ImportReport fixed = t.import();
    CHECK(fixed.errors() == 0);
    CHECK(fixed.wroteNothing);
    CHECK(activeCards(t).size() == 6);
}
