// The notes folder's rules file (.notedeck.toml): sections of files by pattern, each with its
// question rule; problems with their line, and no rule (the file is not imported) where a line
// that would decide it cannot be read.
#include "notes/folder_rules.h"
#include "notes/notes_folder.h"
#include "notes/path_glob.h"
#include "real_notes.h"

#include <algorithm>
#include <filesystem>

using namespace notedeck::notes;
using namespace notedeck::notes::testing;
namespace fs = std::filesystem;

namespace {
const QuestionRule kDefault{};
const QuestionRule kHeadings{QuestionStyle::QuestionHeadings};
const QuestionRule kLevel3{QuestionStyle::HeadingLevel, 3};
const QuestionRule kExplicit{QuestionStyle::Explicit};

size_t cardsOf(const NotesFolder& folder, const std::string& file)
{
    return static_cast<size_t>(std::count_if(folder.cards.begin(), folder.cards.end(),
                                             [&](const CardDraft& c) { return c.file == file; }));
}
} // namespace

TEST_CASE("patterns name files and folders below the notes folder", "[rules][glob]")
{
    CHECK(globMatches("interview/**", "interview/ml/2-basics.md"));
    CHECK(globMatches("interview/**", "interview/a.md"));
    CHECK(globMatches("interview/", "interview/ml/a.md"));     // a folder: every file below it
    CHECK(globMatches("interview", "interview/a.md"));
    CHECK_FALSE(globMatches("interview", "interviews/a.md"));
    CHECK(globMatches("books/*.md", "books/dl.md"));
    CHECK_FALSE(globMatches("books/*.md", "books/old/dl.md"));   // `*` stays in one folder
    CHECK(globMatches("**/draft-*.md", "draft-1.md"));
    CHECK(globMatches("**/draft-*.md", "a/b/draft-1.md"));
    CHECK(globMatches("*.md", "index.md"));
    CHECK_FALSE(globMatches("*.md", "sub/index.md"));
    CHECK(globMatches("第?章.md", "第三章.md"));                  // `?` is one character, not one byte
    CHECK(globMatches("./a.md", "a.md"));
    CHECK_FALSE(globMatches("", "a.md"));
}

TEST_CASE("the last section that names a file gives its rule, the rule before any section, the others",
          "[rules]")
{
    const FolderRules rules = FolderRules::parse(R"(# comment
questions = "question-headings"

["interview/**"]
questions = "heading-level 3"   # numbered notes

[glossary]
questions = 'explicit'

["interview/draft-*.md"]
questions = default
)",
                                                 ".notedeck.toml");
    CHECK(rules.issues().empty());
    CHECK(rules.ruleFor("index.md") == kHeadings);
    CHECK(rules.ruleFor("interview/2-ml.md") == kLevel3);
    CHECK(rules.ruleFor("interview/draft-1.md") == kDefault);
    CHECK(rules.ruleFor("glossary/terms.md") == kExplicit);
    CHECK(FolderRules().ruleFor("any.md") == kDefault);
}

TEST_CASE("a rules file's mistakes are errors with their line, and the files they concern have no rule",
          "[rules]")
{
    const FolderRules rules = FolderRules::parse(realNotesText("bad-rules/.notedeck.toml"), ".notedeck.toml");
    std::vector<int> lines;
    for (const auto& issue : rules.issues()) {
        CHECK(issue.file == ".notedeck.toml");
        CHECK(issue.severity == Severity::Error);
        lines.push_back(issue.line);
    }
    CHECK(lines == std::vector<int>{3, 5, 9, 10});
    REQUIRE(rules.issues().size() == 4);
    CHECK(rules.issues()[0].message ==
          "unknown question rule \"headings-only\"; use default, question-headings, heading-level N (N from 1 to 6) or "
          "explicit; until it is fixed, the files that no section names are not imported and keep their cards as they are");
    CHECK(rules.issues()[1].message ==
          "this is not a section of files such as [\"interview/**\"]; until it is fixed, the files that no later section "
          "names are not imported and keep their cards as they are");
    CHECK(rules.issues()[2].message.find("from 1 to 6") != std::string::npos);
    CHECK(rules.issues()[2].message.ends_with("; until it is fixed, the files of [\"numbered/**\"] are not imported and "
                                              "keep their cards as they are"));
    CHECK(rules.issues()[3].message.starts_with("unknown setting \"question\" (the settings are questions, highlights and import); until"));
    // The first line that cannot be read on the way to a file's rule, from the last section up.
    CHECK(rules.ruleFor("interview/a.md") == std::unexpected(5));   // its section's header is broken
    CHECK(rules.ruleFor("other.md") == std::unexpected(5));         // that section might have named it
    CHECK(rules.ruleFor("numbered/2-ml-basics.md") == std::unexpected(9));
    CHECK(rules.ruleFor("jobs.md") == kDefault);                    // a section after the mistakes names it

    CHECK(FolderRules::parse("questions = \"explicit\n", "r").ruleFor("a.md") == std::unexpected(1));   // quote not closed
    CHECK(FolderRules::parse("questions\n", "r").ruleFor("a.md") == std::unexpected(1));
    CHECK(FolderRules::parse("[[arrays]]\nquestions = \"explicit\"\n", "r").ruleFor("a.md") == std::unexpected(1));
    CHECK(FolderRules::parse("[\"\"]\nquestions = \"explicit\"\n", "r").ruleFor("a.md") == std::unexpected(1));
}

TEST_CASE("each line of the rules file is TOML: escapes, quoted names and comments as TOML reads them", "[rules]")
{
    const FolderRules rules = FolderRules::parse("\"questions\" = \"heading-level\\u00203\"   # an escape, a quoted name\n"
                                                 "[\"quoted \\\"dir\\\"/**\"]  # a comment after a header\n"
                                                 "questions = 'explicit' # 'quotes' in a comment\n"
                                                 "[books/*.md]\n"   // a bare pattern, as the rules file always took
                                                 "import = \"false\"\n"
                                                 "[README.md]\n"    // to TOML, the dotted name README.md
                                                 "import = false\n",
                                                 ".notedeck.toml");
    CHECK(rules.issues().empty());
    CHECK(rules.ruleFor("a.md") == kLevel3);
    CHECK(rules.ruleFor("quoted \"dir\"/x.md") == kExplicit);
    CHECK_FALSE(rules.settingsFor("books/x.md")->imported);
    CHECK_FALSE(rules.settingsFor("README.md")->imported);
    CHECK(rules.settingsFor("README2.md")->imported);

    const FolderRules bad = FolderRules::parse("questions = \"explicit\" \"default\"\n", ".notedeck.toml");
    REQUIRE(bad.issues().size() == 1);
    CHECK(bad.issues()[0].line == 1);
    CHECK(bad.issues()[0].message.starts_with("the value cannot be read as TOML ("));
}

TEST_CASE("a rules file larger than NoteDeck reads is as one that cannot be read", "[rules]")
{
    std::string text = "questions = \"explicit\"\n";
    while (text.size() <= kMaxRulesBytes)
        text += "# a comment to make the file long\n";
    const FolderRules rules = FolderRules::parse(text, ".notedeck.toml");
    REQUIRE(rules.issues().size() == 1);
    CHECK(rules.issues()[0].severity == Severity::Error);
    CHECK(rules.issues()[0].message.starts_with("the rules file is larger than 256 KB"));
    CHECK(rules.ruleFor("a.md") == std::unexpected(0));
}

TEST_CASE("a broken section header with nothing under it is a warning and changes no rule", "[rules]")
{
    const FolderRules rules = FolderRules::parse("questions = \"question-headings\"\n[\"books/**\"\n\n[notes]\n"
                                                 "questions = \"heading-level 2\"\n[\"glossary\"\n",
                                                 ".notedeck.toml");
    REQUIRE(rules.issues().size() == 2);
    for (const auto& issue : rules.issues()) {
        CHECK(issue.severity == Severity::Warning);
        CHECK(issue.message == "this is not a section of files such as [\"interview/**\"]; nothing is under it, so it is ignored");
    }
    CHECK(rules.issues()[0].line == 2);
    CHECK(rules.issues()[1].line == 6);
    CHECK(rules.ruleFor("books/dl.md") == kHeadings);
    CHECK(rules.ruleFor("notes/a.md") == QuestionRule{QuestionStyle::HeadingLevel, 2});
}

TEST_CASE("a notes folder reads each file by the rule its rules file gives it", "[rules][folder]")
{
    auto folder = readNotesFolder(realNotesPath("rules-folder"));
    REQUIRE(folder);
    REQUIRE(folder->issues.size() == 1);
    CHECK(folder->issues.at(0).file == "interview/2-ml-basics.md");   // 2.2.2 has no answer: the numbered rule found it
    CHECK(folder->files.size() == 4);    // the rules file is not a note
    CHECK(cardsOf(*folder, "index.md") == 1);                  // default
    CHECK(cardsOf(*folder, "interview/2-ml-basics.md") == 4);  // heading-level 3
    CHECK(cardsOf(*folder, "books/deep-learning.md") == 1);    // question-headings: no list cards
    CHECK(cardsOf(*folder, "glossary/terms.md") == 2);         // explicit: the reversed pair, not the list item
}

TEST_CASE("a folder whose rules file has mistakes imports only the files whose rule is known", "[rules][folder]")
{
    auto folder = readNotesFolder(realNotesPath("bad-rules"));
    REQUIRE(folder);
    std::vector<int> rulesLines;
    for (const auto& issue : folder->issues)
        if (issue.file == ".notedeck.toml")
            rulesLines.push_back(issue.line);
    CHECK(rulesLines == std::vector<int>{3, 5, 9, 10});
    CHECK(cardsOf(*folder, "jobs.md") == 2);
    CHECK(folder->failedFiles == std::vector<std::string>{"numbered/2-ml-basics.md"});
    CHECK(folder->fileHashes.count("numbered/2-ml-basics.md") == 0);   // so the deck keeps its cards
}

TEST_CASE("a file is read again when its rule changes, as when its text does", "[rules][folder]")
{
    const fs::path dir = fs::temp_directory_path() / "notedeck-rules-test";
    fs::remove_all(dir);
    fs::create_directories(dir);
    fs::copy_file(realNotesPath("numbered-headings.md"), dir / "ml.md");
    auto before = readNotesFolder(dir);
    REQUIRE(before);
    CHECK(before->cards.empty());

    std::ofstream(dir / ".notedeck.toml") << "questions = \"heading-level 3\"\n";
    auto after = readNotesFolder(dir, before->fileHashes);
    REQUIRE(after);
    CHECK(after->unchangedFiles.empty());
    CHECK(after->cards.size() == 4);
    CHECK(after->fileHashes.at("ml.md") != before->fileHashes.at("ml.md"));

    // The same text and rule again: not read again.
    auto again = readNotesFolder(dir, after->fileHashes);
    REQUIRE(again);
    CHECK(again->unchangedFiles == std::vector<std::string>{"ml.md"});

    // A rules file that cannot be read: an error, and no file is read by a guessed rule.
    fs::remove(dir / ".notedeck.toml");
    fs::create_directory(dir / ".notedeck.toml");
    auto unreadable = readNotesFolder(dir, after->fileHashes);
    REQUIRE(unreadable);
    REQUIRE(unreadable->issues.size() == 1);
    CHECK(unreadable->issues[0].severity == Severity::Error);
    CHECK(unreadable->issues[0].file == ".notedeck.toml");
    CHECK(unreadable->issues[0].message.ends_with("; until it can be read, no file is imported and every card stays as it is"));
    CHECK(unreadable->failedFiles == std::vector<std::string>{"ml.md"});
    CHECK(unreadable->fileHashes.empty());
    fs::remove_all(dir);
}

TEST_CASE("the highlights setting makes ==text== a cloze, for the whole folder or a section", "[folder-rules][cloze]")
{
    const FolderRules rules = FolderRules::parse("highlights = \"cloze\"\n\n[\"plain/**\"]\nhighlights = \"highlight\"\n"
                                                 "[\"bad/\"]\nhighlights = \"maybe\"\n",
                                                 ".notedeck.toml");
    REQUIRE(rules.issues().size() == 1);
    CHECK(rules.issues()[0].line == 6);
    CHECK(rules.ruleFor("a.md")->highlightsAreClozes);
    CHECK(rules.ruleFor("a.md")->style == QuestionStyle::Default);
    CHECK_FALSE(rules.ruleFor("plain/b.md")->highlightsAreClozes);
    CHECK_FALSE(rules.ruleFor("bad/c.md").has_value());
    CHECK_FALSE(FolderRules::parse("questions = \"default\"\n", ".notedeck.toml").ruleFor("a.md")->highlightsAreClozes);
}

TEST_CASE("import = false leaves files and folders out, a later section can bring one back", "[rules]")
{
    const FolderRules rules = FolderRules::parse(R"(questions = "question-headings"

["README.md"]
import = false

["outline/"]
import = false

["outline/keep.md"]
import = true
questions = "explicit"
)",
                                                 ".notedeck.toml");
    CHECK(rules.issues().empty());
    CHECK_FALSE(rules.settingsFor("README.md")->imported);
    CHECK_FALSE(rules.settingsFor("outline/a/b.md")->imported);
    CHECK(rules.settingsFor("outline/keep.md")->imported);
    CHECK(rules.settingsFor("outline/keep.md")->rule == kExplicit);
    CHECK(rules.settingsFor("notes.md")->imported);
    CHECK(rules.settingsFor("notes.md")->rule == kHeadings);
    CHECK(rules.settingsFor("notes.md")->ruleFromRulesFile);
    CHECK_FALSE(FolderRules().settingsFor("notes.md")->ruleFromRulesFile);
    CHECK(rules.rootRule() == kHeadings);
    CHECK_FALSE(FolderRules().rootRule());

    // A value other than true or false is an error, and the files of its section have no rule.
    const FolderRules bad = FolderRules::parse("[\"a/\"]\nimport = no\n", ".notedeck.toml");
    REQUIRE(bad.issues().size() == 1);
    CHECK(bad.issues()[0].line == 2);
    CHECK(bad.issues()[0].message.starts_with("unknown value \"no\" of import (it is true or false)"));
    CHECK(bad.settingsFor("a/x.md") == std::unexpected(2));
    CHECK(bad.settingsFor("b.md")->imported);
    // A file left out by a later section needs no rule: an earlier mistake does not refuse it.
    const FolderRules after = FolderRules::parse("questions = \"nope\"\n[\"drafts/\"]\nimport = false\n", ".notedeck.toml");
    CHECK_FALSE(after.settingsFor("drafts/x.md")->imported);
    CHECK(after.settingsFor("x.md") == std::unexpected(1));
}

TEST_CASE("a folder's left-out files are not read, and their cards would retire as a removed file's", "[rules][folder]")
{
    const fs::path dir = fs::temp_directory_path() / "notedeck-left-out-test";
    fs::remove_all(dir);
    fs::create_directories(dir / "outline");
    std::ofstream(dir / "README.md") << "- Make changes\n  - then send them\n";
    std::ofstream(dir / "outline" / "a.md") << "- Uber\n  - a company\n";
    std::ofstream(dir / "outline" / "bad.md") << "\xff\xfe not text";
    std::ofstream(dir / "q.md") << "## What is X?\n\nA thing.\n";
    std::ofstream(dir / ".notedeck.toml") << "[\"README.md\"]\nimport = false\n[outline]\nimport = false\n";
    auto folder = readNotesFolder(dir);
    REQUIRE(folder);
    CHECK(folder->issues.empty());   // the file that is no UTF-8 is left out, so never read
    CHECK(folder->files == std::vector<std::string>{"q.md"});
    CHECK(folder->leftOutFiles == std::vector<std::string>{"README.md", "outline/a.md", "outline/bad.md"});
    CHECK(folder->cards.size() == 1);
    CHECK(folder->hasRulesFile);
    CHECK(folder->readings.at("q.md").source == RuleSource::Default);

    // Rules not yet saved are read in place of the file's: what the preview shows.
    auto unsaved = readNotesFolder(dir, {}, {}, std::string("questions = \"explicit\"\n"));
    REQUIRE(unsaved);
    CHECK(unsaved->leftOutFiles.empty());
    CHECK(unsaved->readings.at("q.md").rule == kExplicit);
    CHECK(unsaved->readings.at("q.md").source == RuleSource::RulesFile);
    CHECK(unsaved->rootRule == kExplicit);
    CHECK(unsaved->failedFiles == std::vector<std::string>{"outline/bad.md"});
    fs::remove_all(dir);
}
