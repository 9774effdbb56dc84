// Names where a report, a list or the command line shows a card or a chapter
// (service/cards/card_text.h, service/deck/deck_names.h): the text a reader sees, without Markdown's marks;
// the cards of one note told apart by the side each asks; a chapter found by its name too.
#include "service/cards/card_text.h"
#include "service/deck/deck_names.h"
#include "service/import/import_report.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <set>

using namespace notedeck;
using testing::TempNotes;

namespace {

const char* kNotes = R"(# **2.jieba分词用法**

## 1. The 9-Step Formula ([Template](./mlsd-template.md))

- 讲一下 `*args` 和 `**kwargs`
  - 可变参数
- Adam 结合了 {{c1::动量}} 和 {{c2::自适应学习率}}
- batch ::: a group of samples processed together
)";

core::CardRecord card(std::string question, std::string answer, std::string variant)
{
    core::CardRecord c;
    c.question = std::move(question);
    c.answer = std::move(answer);
    c.kind = notedeck::core::CardKind::fromStored(variant);
    return c;
}

} // namespace

TEST_CASE("a card's kind is said in one place, in the words given", "[names]")
{
    CHECK(core::kindLabel(card("q", "a", "").kind) == "basic");
    CHECK(core::kindLabel(card("q", "a", "r").kind) == "reverse");
    CHECK(core::kindLabel(card("{{c2::x}}", "", "c2").kind) == "cloze 2");
    const service::CardKindWords chinese{"问答", "反向", "填空 %1", "%1（反向）"};
    CHECK(core::kindLabel(card("{{c2::x}}", "", "h2").kind, chinese) == "填空 2");
    CHECK(service::cardName(card("batch", "a *group*", "r"), chinese) == "a group（反向）");
    CHECK(service::cardName(card("batch", "a *group*", "r")) == "a group (reverse)");
    CHECK(service::cardName(card("**batch**", "a group", "")) == "batch");
}

TEST_CASE("the import report names each card as a reader sees it, siblings apart", "[names][import]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    const service::ImportReport report = t.import();
    REQUIRE(report.added.size() == 5);
    const std::string text = report.toText();
    INFO(text);
    for (const char* raw : {"`", "{{c", "[Template]"})
        CHECK(text.find(raw) == std::string::npos);
    CHECK(text.find("讲一下 *args 和 **kwargs\n") != std::string::npos);
    CHECK(text.find("Adam 结合了 [...] 和 自适应学习率\n") != std::string::npos);
    CHECK(text.find("Adam 结合了 动量 和 [...]\n") != std::string::npos);
    CHECK(text.find("batch\n") != std::string::npos);
    CHECK(text.find("a group of samples processed together (reverse)\n") != std::string::npos);

    // For scripts: the Markdown as written, and the name and kind beside it.
    const auto json = nlohmann::json::parse(report.toJson());
    std::set<std::string> names, kinds;
    for (const auto& added : json["new"]) {
        names.insert(added["name"].get<std::string>());
        kinds.insert(added["kind"].get<std::string>());
        CHECK(added["deck"].get<std::string>().starts_with("**2.jieba分词用法**"));
    }
    CHECK(names.size() == 5);
    CHECK(kinds == std::set<std::string>{"basic", "reverse", "cloze 1", "cloze 2"});
}

TEST_CASE("a deck path reads as its headings' names and is found by them", "[names][deck]")
{
    TempNotes t;
    t.write("n.md", kNotes);
    t.import();
    const core::DeckPath written({"**2.jieba分词用法**", "1. The 9-Step Formula ([Template](./mlsd-template.md))"});
    CHECK(service::deckName(written) == "2.jieba分词用法 \u203a 1. The 9-Step Formula (Template)");
    CHECK(service::chapterName(written.components().front()) == "2.jieba分词用法");
    service::DeckNames names;
    CHECK(names.of(written) == service::deckName(written));

    // A person types either the names or the headings as written.
    for (const char* typed : {"2.jieba分词用法::1. The 9-Step Formula (Template)",
                              "2.jieba分词用法 \u203a 1. The 9-Step Formula (Template)",
                              "**2.jieba分词用法**::1. The 9-Step Formula ([Template](./mlsd-template.md))"}) {
        INFO(typed);
        auto found = service::findDeckPath(t.deck(), core::DeckPath::parse(typed));
        REQUIRE(found);
        CHECK(*found == written);
    }
    auto part = service::findDeckPath(t.deck(), core::DeckPath::parse("2.jieba分词用法"));
    REQUIRE(part);
    CHECK(*part == core::DeckPath({"**2.jieba分词用法**"}));
    auto unknown = service::findDeckPath(t.deck(), core::DeckPath::parse("nowhere"));
    REQUIRE(unknown);
    CHECK(*unknown == core::DeckPath({"nowhere"}));
}
