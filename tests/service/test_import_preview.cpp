// The import preview: what importing a notes folder would make, file by file, worked out by the
// import itself without writing; the reader's choice of rule and files left out, previewed before
// it is saved to .notedeck.toml and imported as previewed once it is.
#include "service/import/import_notes.h"
#include "service/import/import_preview.h"
#include "temp_notes.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using namespace notedeck;
using notedeck::testing::TempNotes;
namespace fs = std::filesystem;

namespace {

// Notes of three kinds, as a public repository holds them: an outline whose list items have
// nested points, a README with steps, and interview notes with question headings and a cloze.
void outlineFolder(const TempNotes& t)
{
    t.write("README.md", "# Study notes\n\n## Contributing\n\n- Fork the project\n  - on the web page\n"
                         "- Make changes\n  - in a branch of yours\n");
    t.write("outline/companies.md", "# Companies\n\n- Uber\n  - rides\n- Lyft\n  - rides too\n- Airbnb\n  - stays\n"
                                    "- Stripe\n  - payments\n");
    t.write("interview/attention.md",
            "# Attention\n\n#### **1.1 What does attention solve?**\n\nLong inputs lose information.\n\n"
            "- Pros:\n  - long-range links\n\n**1.2 Why scale the dot product?**\n\nTo keep softmax from saturating.\n\n"
            "## Terms\n\n- Softmax turns scores into {{c1::weights}}.\n\nbatch ::: samples processed together\n\n## What is left?\n\n");
}

const service::FilePreview& fileOf(const service::ImportPreview& preview, const std::string& file)
{
    auto it = std::find_if(preview.files.begin(), preview.files.end(), [&](const auto& f) { return f.file == file; });
    REQUIRE(it != preview.files.end());
    return *it;
}

} // namespace

TEST_CASE("the preview tells each file's cards by kind, its rule, its first questions and the warnings",
          "[import-preview]")
{
    TempNotes t;
    outlineFolder(t);
    auto preview = service::previewNotes(t.notes());
    REQUIRE(preview);
    CHECK_FALSE(preview->hasDeck);
    CHECK_FALSE(preview->hasRulesFile);
    CHECK(preview->folderRule == "default");
    REQUIRE(preview->files.size() == 3);
    CHECK(preview->files[0].file == "README.md");   // in path order

    const auto& readme = fileOf(*preview, "README.md");
    CHECK(readme.listItems == 2);
    CHECK(readme.rule == "default");
    CHECK(readme.ruleFrom == service::FilePreview::RuleFrom::Default);
    CHECK(readme.samples == std::vector<std::string>{"Fork the project", "Make changes"});

    const auto& companies = fileOf(*preview, "outline/companies.md");
    CHECK(companies.cards() == 4);
    CHECK(companies.samples.size() == service::kSamplesPerFile);

    const auto& attention = fileOf(*preview, "interview/attention.md");
    CHECK(attention.headings == 2);   // the bold heading and the bold line
    CHECK(attention.listItems == 0);  // "Pros:" is part of 1.1's answer
    CHECK(attention.clozes == 1);
    CHECK(attention.oneLine == 1);
    CHECK(attention.reversed == 1);
    CHECK(attention.warnings == 1);   // "What is left?" has no answer
    // Samples are named as every list names a card: as a reader sees them, the side they ask.
    CHECK(attention.samples == std::vector<std::string>{"1.1 What does attention solve?",
                                                        "1.2 Why scale the dot product?",
                                                        "Softmax turns scores into [...]."});
    CHECK(preview->cardsInNotes() == 11);
    CHECK(preview->added == 11);
    REQUIRE(preview->issues.size() == 1);
    CHECK(preview->issues[0].file == "interview/attention.md");
}

TEST_CASE("a choice is previewed as it would be saved, and nothing is written until it is", "[import-preview]")
{
    TempNotes t;
    outlineFolder(t);
    service::NotesChoice choice;
    choice.questions = service::QuestionsChoice::HeadingsOnly;
    choice.leaveOut = {"README.md", "outline/"};
    auto preview = service::previewNotes(t.notes(), choice);
    REQUIRE(preview);
    CHECK(preview->folderRule == "question-headings");
    CHECK(fileOf(*preview, "README.md").state == service::FilePreview::State::LeftOut);
    CHECK(fileOf(*preview, "outline/companies.md").state == service::FilePreview::State::LeftOut);
    const auto& attention = fileOf(*preview, "interview/attention.md");
    CHECK(attention.rule == "question-headings");
    CHECK(attention.ruleFrom == service::FilePreview::RuleFrom::RulesFile);
    CHECK(preview->cardsInNotes() == 5);   // two headings, a cloze, a reversed pair
    CHECK_FALSE(fs::exists(t.notes() / ".notedeck.toml"));

    // Saved, the import makes what the preview showed.
    REQUIRE(service::saveNotesChoice(t.notes(), choice));
    CHECK(fs::exists(t.notes() / ".notedeck.toml"));
    const service::ImportReport report = t.import();
    CHECK(report.added.size() == 5);
    auto again = service::previewImport(t.deck(), t.notes());
    REQUIRE(again);
    CHECK(again->hasDeck);
    CHECK(again->hasRulesFile);
    CHECK(again->added == 0);
    CHECK(again->retired == 0);
    CHECK(again->cards == 5);
    CHECK(again->cardsInNotes() == 5);   // every file read, the unchanged ones too
}

TEST_CASE("leaving a file out of a deck's folder would retire its cards, and brings them back with their history",
          "[import-preview]")
{
    TempNotes t;
    outlineFolder(t);
    t.import();
    service::NotesChoice leave;
    leave.leaveOut = {"outline/"};
    auto preview = service::previewImport(t.deck(), t.notes(), leave);
    REQUIRE(preview);
    CHECK(preview->retired == 4);
    CHECK(preview->added == 0);
    CHECK(*t.store().cards().activeCount() == 11);   // a preview writes nothing

    REQUIRE(service::saveNotesChoice(t.notes(), leave));
    CHECK(t.import().retired.size() == 4);
    service::NotesChoice back;
    back.bringBack = {"outline/companies.md"};
    REQUIRE(service::saveNotesChoice(t.notes(), back));
    CHECK(t.import().restored.size() == 4);
}

TEST_CASE("a choice that changes nothing writes no rules file, one that cannot be written changes nothing",
          "[import-preview]")
{
    TempNotes t;
    outlineFolder(t);
    service::NotesChoice same;
    same.questions = service::QuestionsChoice::ListsAndHeadings;   // the default already
    REQUIRE(service::saveNotesChoice(t.notes(), same));
    CHECK_FALSE(fs::exists(t.notes() / ".notedeck.toml"));

    t.write(".notedeck.toml", "questions = \"explicit\"\n");
    service::NotesChoice bad;
    bad.leaveOut = {"a\n[\"b\"]"};
    CHECK_FALSE(service::saveNotesChoice(t.notes(), bad));
    CHECK_FALSE(service::previewNotes(t.notes(), bad));
    CHECK(testing::fileBytes(t.notes() / ".notedeck.toml") == "questions = \"explicit\"\n");
    auto preview = service::previewNotes(t.notes());
    REQUIRE(preview);
    CHECK(preview->folderRule == "explicit");
    CHECK(service::questionsChoiceOf(preview->folderRule) == service::QuestionsChoice::ExplicitOnly);
    CHECK_FALSE(service::questionsChoiceOf("heading-level 3"));
}

TEST_CASE("the preview as text and JSON names files, kinds, rule and samples", "[import-preview]")
{
    TempNotes t;
    outlineFolder(t);
    auto preview = service::previewNotes(t.notes());
    REQUIRE(preview);
    const std::string text = preview->toText();
    CHECK(text.find("(nothing was written)") != std::string::npos);
    CHECK(text.find("no .notedeck.toml") != std::string::npos);
    CHECK(text.find("README.md: 2 cards (2 list items), rule \"default\"") != std::string::npos);
    CHECK(text.find("    Make changes\n") != std::string::npos);
    CHECK(text.find("warning: interview/attention.md:20: ") != std::string::npos);
    CHECK(text.find("In all: 11 cards from 3 of 3 files") != std::string::npos);
    const std::string json = preview->toJson();
    CHECK(json.find("\"dry_run\": true") != std::string::npos);
    CHECK(json.find("\"list_items\": 2") != std::string::npos);
}

TEST_CASE("the preview counts a masked picture's cards as image occlusion cards, not as more headings", "[import-preview]")
{
    TempNotes t;
    t.write("net.md", "# Nets\n\n## What does the encoder do?\n\n![block](img/t.png)\n");
    t.write("img/t.png", "png");
    t.write("img/t.png.occlusion.json",
            R"({"occlusion": 1, "shapes": [{"id": "a", "card": 1, "shape": "rect", "left": 0.1, "top": 0.1, "width": 0.2, "height": 0.2},
              {"id": "b", "card": 2, "shape": "rect", "left": 0.5, "top": 0.5, "width": 0.2, "height": 0.2}]})");
    auto preview = service::previewNotes(t.notes());
    REQUIRE(preview);
    const auto& net = fileOf(*preview, "net.md");
    CHECK(net.headings == 1);
    CHECK(net.occlusions == 2);
    CHECK(net.cards() == 3);
    CHECK(preview->toText().find("1 question heading, 2 image occlusion cards") != std::string::npos);
    CHECK(preview->toJson().find("\"image_occlusion\": 2") != std::string::npos);
}
