// The reader's choice in the import preview, written into the rules file: the rule for the files
// no section names, and the files or folders left out, read back as NoteDeck reads the file.
#include "notes/folder_rules.h"
#include "notes/rules_choice.h"

#include <catch2/catch.hpp>

using namespace notedeck::notes;

namespace {
const QuestionRule kHeadings{QuestionStyle::QuestionHeadings};
const QuestionRule kExplicit{QuestionStyle::Explicit};
} // namespace

TEST_CASE("a choice makes a rules file where there was none", "[rules][choice]")
{
    RulesChoice choice;
    choice.questions = kHeadings;
    choice.leaveOut = {"README.md", "outline/"};
    const auto text = rulesWithChoice("", choice);
    REQUIRE(text);
    const FolderRules rules = FolderRules::parse(*text, ".notedeck.toml");
    CHECK(rules.issues().empty());
    CHECK(rules.rootRule() == kHeadings);
    CHECK_FALSE(rules.settingsFor("README.md")->imported);
    CHECK_FALSE(rules.settingsFor("outline/ml/a.md")->imported);
    CHECK(rules.settingsFor("notes/README.md")->imported);
    CHECK(text->starts_with("# How NoteDeck finds questions"));
}

TEST_CASE("a choice keeps every other line of a rules file and wins over its sections", "[rules][choice]")
{
    const std::string before = "# mine\nhighlights = \"cloze\"\nquestions = default  # as it was\n\n"
                               "[\"interview/**\"]\nquestions = \"heading-level 3\"\n\n[\"drafts/\"]\nimport = false\n";
    RulesChoice choice;
    choice.questions = kExplicit;
    choice.bringBack = {"drafts/keep.md"};
    const auto text = rulesWithChoice(before, choice);
    REQUIRE(text);
    CHECK(text->starts_with("# mine\nhighlights = \"cloze\"\nquestions = \"explicit\"\n\n[\"interview/**\"]\n"));
    const FolderRules rules = FolderRules::parse(*text, ".notedeck.toml");
    CHECK(rules.issues().empty());
    CHECK(rules.settingsFor("a.md")->rule.style == QuestionStyle::Explicit);
    CHECK(rules.settingsFor("a.md")->rule.highlightsAreClozes);
    CHECK(rules.settingsFor("interview/x.md")->rule == QuestionRule{QuestionStyle::HeadingLevel, 3, true});
    CHECK(rules.settingsFor("drafts/keep.md")->imported);
    CHECK_FALSE(rules.settingsFor("drafts/other.md")->imported);

    // A rules file with sections only: the rule goes before the first of them.
    RulesChoice rule;
    rule.questions = kHeadings;
    const auto sections = rulesWithChoice("[\"a/\"]\nquestions = \"explicit\"\n", rule);
    REQUIRE(sections);
    const FolderRules read = FolderRules::parse(*sections, ".notedeck.toml");
    CHECK(read.rootRule() == kHeadings);
    CHECK(read.settingsFor("a/x.md")->rule == kExplicit);
}

TEST_CASE("names that cannot be written as a section are refused, and nothing is written", "[rules][choice]")
{
    RulesChoice choice;
    choice.leaveOut = {"evil\"]\nquestions = \"explicit.md"};
    CHECK_FALSE(rulesWithChoice("", choice));
    choice.leaveOut = {"both\"'.md"};
    CHECK_FALSE(rulesWithChoice("", choice));
    // A double quote alone is written between single quotes, and read back as the same name.
    choice.leaveOut = {"say \"hi\".md"};
    const auto text = rulesWithChoice("", choice);
    REQUIRE(text);
    CHECK_FALSE(FolderRules::parse(*text, ".notedeck.toml").settingsFor("say \"hi\".md")->imported);
    // A backslash, an escape to TOML, is written so that it reads back as itself.
    choice.leaveOut = {"back\\slash.md", "it's\\b.md", "\"a\\b\".md"};
    const auto escaped = rulesWithChoice("", choice);
    REQUIRE(escaped);
    const FolderRules read = FolderRules::parse(*escaped, ".notedeck.toml");
    CHECK(read.issues().empty());
    for (const auto& path : choice.leaveOut)
        CHECK_FALSE(read.settingsFor(path)->imported);
}
