// The bundled notes in content/ keep every line of the user's notes they were written from
// (tests/data/source/interview-notes.txt); every difference is listed in allowlist.tsv.
#include "content_check.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace notedeck::content_test;

namespace {

const std::filesystem::path kSource = std::filesystem::path(NOTEDECK_TEST_DATA) / "source" / "interview-notes.txt";
const std::filesystem::path kContent = NOTEDECK_CONTENT_DIR;
const std::filesystem::path kTests = NOTEDECK_CONTENT_TESTS_DIR;

std::vector<AllowEntry> loadAllowlist()
{
    std::vector<std::string> errors;
    auto entries = parseAllowlist(readFile(kTests / "allowlist.tsv"), errors);
    for (const auto& e : errors)
        FAIL_CHECK(e);
    return entries;
}

// Replaces the one line of `file` that contains `needle`; fails the test if there is not exactly one.
void editLine(std::vector<TextFile>& files, const std::string& file, const std::string& needle,
              const std::string& replacement)
{
    auto it = std::find_if(files.begin(), files.end(), [&](const TextFile& f) { return f.name == file; });
    REQUIRE(it != files.end());
    auto lines = splitLines(it->text);
    const auto hits = std::count_if(lines.begin(), lines.end(),
                                    [&](const std::string& l) { return l.find(needle) != std::string::npos; });
    REQUIRE(hits == 1);
    std::string text;
    for (const auto& l : lines) {
        if (l.find(needle) != std::string::npos) {
            if (!replacement.empty())
                text += replacement + '\n';
        } else {
            text += l + '\n';
        }
    }
    it->text = std::move(text);
}

bool reportsMissing(const FidelityReport& report, int line)
{
    return std::any_of(report.missing.begin(), report.missing.end(),
                       [&](const MissingLine& m) { return m.line == line; });
}

} // namespace

TEST_CASE("normalization treats plain-text bullets and Markdown alike", "[content][fidelity]")
{
    CHECK(normalizeLine("  • 浅拷贝只复制顶层对象") == "浅拷贝只复制顶层对象");
    CHECK(normalizeLine("  - 浅拷贝只复制顶层对象") == "浅拷贝只复制顶层对象");
    CHECK(normalizeLine("### 基本特性") == "基本特性");
    CHECK(normalizeLine("基本特性") == "基本特性");
    CHECK(normalizeLine("1. 预热") == "预热");
    CHECK(normalizeLine("  • *args 和 **kwargs 用于") == normalizeLine("  - `*args` 和 `**kwargs` 用于"));
    CHECK(normalizeLine("内部函数的 __closure__ 属性") == normalizeLine("内部函数的 `__closure__` 属性"));
    CHECK(normalizeLine("    $$m_t = \\beta_1 m_{t-1}$$") == normalizeLine("  m_t = \\beta_1 m_{t-1}"));
    CHECK(normalizeLine("    # 浅拷贝三种写法") == normalizeLine("    # 浅拷贝三种写法"));
    CHECK(normalizeLine("a  \t b ") == "a b");
    CHECK(normalizeLine("  $$") == "");
    // Only list markers followed by a space are bullets: "*args" keeps its asterisk.
    CHECK(normalizeLine("*args") == "*args");
    CHECK(normalizeLine("-1") == "-1");
}

TEST_CASE("every line of the source notes is in content/", "[content][fidelity]")
{
    const auto source = readFile(kSource);
    const auto content = readMarkdownFiles(kContent);
    REQUIRE(content.size() == 4);
    const auto report = checkFidelity(source, content, loadAllowlist());
    INFO(report.describe());
    CHECK(report.missing.empty());
    CHECK(report.extra.empty());
    CHECK(report.problems.empty());
}

TEST_CASE("the fidelity check reports lines dropped or altered in content/", "[content][fidelity]")
{
    const auto source = readFile(kSource);
    const auto allowlist = loadAllowlist();
    auto content = readMarkdownFiles(kContent);

    // Source line 103, dropped.
    editLine(content, "1-python.md", "比较的是两个对象的内存地址是否相同", "");
    // Source line 525, one word changed.
    editLine(content, "2-pytorch.md", "反向传播后梯度默认被释放",
             "  - 非叶子张量是由叶子张量经过运算得到的中间张量，反向传播后梯度默认被保留");
    // Source line 1171, cut short.
    editLine(content, "4-distributed.md", "基本只针对 NVIDIA GPU", "  - 基本只针对 NVIDIA GPU");

    const auto report = checkFidelity(source, content, allowlist);
    INFO(report.describe());
    CHECK_FALSE(report.ok());
    CHECK(report.missing.size() == 3);
    CHECK(reportsMissing(report, 103));
    CHECK(reportsMissing(report, 525));
    CHECK(reportsMissing(report, 1171));
    // The altered lines are also text that is not in the source.
    CHECK(report.extra.size() == 2);
}

TEST_CASE("the fidelity check counts repeated lines and table cells", "[content][fidelity]")
{
    const auto source = readFile(kSource);
    const auto allowlist = loadAllowlist();
    auto content = readMarkdownFiles(kContent);

    // "return wrapper" occurs in several code blocks; losing one of them is still a loss.
    auto it = std::find_if(content.begin(), content.end(), [](const TextFile& f) { return f.name == "1-python.md"; });
    REQUIRE(it != content.end());
    const std::string block = "  def decorator3(func):\n      def wrapper():\n";
    const auto at = it->text.find(block);
    REQUIRE(at != std::string::npos);
    const auto end = it->text.find("      return wrapper\n", at);
    REQUIRE(end != std::string::npos);
    it->text.erase(end, std::string("      return wrapper\n").size());

    // A table cell.
    editLine(content, "3-ml-basics.md", "| BF16 | 1 | 8 | 7 | 16 |", "  | BF16 | 1 | 8 | 7 | 16 | 精度低 |");

    const auto report = checkFidelity(source, content, allowlist);
    INFO(report.describe());
    REQUIRE(report.missing.size() == 2);
    // Repeated lines are matched by count, so the last occurrence in the source is the one reported.
    CHECK(report.missing[0].text == "return wrapper");
    CHECK(report.missing[1].line == 1057);
    CHECK(report.missing[1].text == "范围和 FP32 一样，精度低");
}

TEST_CASE("the fidelity check rejects allowlist entries that are wrong or not needed", "[content][fidelity]")
{
    const auto source = readFile(kSource);
    const auto content = readMarkdownFiles(kContent);
    auto allowlist = loadAllowlist();
    REQUIRE(checkFidelity(source, content, allowlist).problems.empty());

    SECTION("the line number does not hold that text")
    {
        allowlist.push_back({96, "typo", "使用哈希表 + 紧凑索引数组，既保证 O (1) 访问，又节省内存", "O(1)", 9001});
    }
    SECTION("the source line is still in content/")
    {
        allowlist.push_back({103, "typo", "is 比较的是两个对象的内存地址是否相同（id 是否一致），判断是否是同一个对象",
                             "`is` 比较的是两个对象的内存地址是否相同（id 是否一致），判断是否是同一个对象", 9001});
    }
    SECTION("the replacement is not in content/")
    {
        allowlist.push_back({1156, "added", "RoCE", "RoCE v3", 9001});
    }
    SECTION("unknown kind")
    {
        allowlist.push_back({1156, "rewrite", "RoCE", "什么是 RoCE？", 9001});
    }
    const auto report = checkFidelity(source, content, allowlist);
    INFO(report.describe());
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems.front().starts_with("allowlist.tsv:9001: "));
}

TEST_CASE("expected_cards.tsv matches the cards written in content/", "[content][structure]")
{
    std::vector<std::string> errors;
    const auto expected = parseExpectedCards(readFile(kTests / "expected_cards.tsv"), errors);
    for (const auto& e : errors)
        FAIL_CHECK(e);
    std::vector<std::string> problems;
    const auto counted = countCards(readMarkdownFiles(kContent), problems);
    for (const auto& p : problems)
        FAIL_CHECK(p);

    for (const auto& [deck, count] : expected) {
        INFO(deck);
        const auto it = counted.find(deck);
        CHECK((it == counted.end() ? 0 : it->second) == count);
    }
    for (const auto& [deck, count] : counted) {
        INFO(deck << " has " << count << " cards");
        CHECK(expected.contains(deck));
    }
    int total = 0;
    for (const auto& [deck, count] : expected)
        total += count;
    // 95 top-level items of the source; "LR" became three cards and "为什么 sign () 反而更好？" one more.
    CHECK(total == 98);
}
