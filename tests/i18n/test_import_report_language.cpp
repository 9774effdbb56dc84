// The import report in the interface language: the notes parser's problems carry a kind and the
// values they name (the English sentence stays for the command line), and the report panel says
// them, and its summary with plural forms, through tr(), again when the language changes.
#include "card_view_harness.h"

#include "gui/window/import_report_panel.h"
#include "notes/note_parser.h"
#include "service/import/import_report.h"

#include <QCoreApplication>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QTranslator>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;

namespace {

// A Chinese translation of the report panel's own words, as the zh_CN catalogue gives them, for
// this test alone (it does not depend on the shipped catalogue being up to date).
class ReportPanelChinese final : public QTranslator {
public:
    ReportPanelChinese()
    {
        m_texts = {
            {"This question has no answer (nothing is nested under it); it is not a card", "这个问题没有答案（下面没有嵌套内容），不会成为卡片"},
            {"The same question as line %1 in this section; both are kept as separate cards", "与本节第 %1 行的问题相同；两者都保留为单独的卡片"},
            {"Notes imported: %1, %2, %3, %4, %5.", "笔记已导入：%1，%2，%3，%4，%5。"},
            {"%n new", "新增 %n 张"},
            {"%n updated", "更新 %n 张"},
            {"%n moved", "移动 %n 张"},
            {"%n retired", "停用 %n 张"},
            {"%n restored", "恢复 %n 张"},
            {"%1, %2:", "%1，%2："},
            {"%n error(s)", "%n 个错误"},
            {"%n warning(s)", "%n 个警告"},
        };
    }
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (QLatin1String(context) != QLatin1String("notedeck::gui::ImportReportPanel"))
            return {};
        return m_texts.value(QString::fromUtf8(source));
    }

private:
    QHash<QString, QString> m_texts;
};

notes::NoteIssue parsedIssue(const std::string& text)
{
    const notes::ParsedFile parsed = notes::parseNoteFile(text, "基础.md");
    REQUIRE(parsed.issues.size() == 1);
    return parsed.issues.front();
}

ImportOutcome sampleOutcome()
{
    service::ImportReport report;
    report.notesDir = "/notes";
    report.added.resize(1);
    report.updated.resize(2);
    report.retired.resize(3);
    report.cardsInNotes = 10;
    report.issues.push_back(parsedIssue("# 基础\n\n- 没有答案的问题？\n"));
    report.issues.push_back(parsedIssue("# 基础\n\n- 同一个问题？\n  - 答案\n- 同一个问题？\n  - 答案\n"));
    ImportOutcome outcome;
    outcome.report = report;
    return outcome;
}

} // namespace

TEST_CASE("problems of the notes have a kind and values, and the command line keeps its English sentence", "[i18n][import]")
{
    const notes::NoteIssue noAnswer = parsedIssue("# 基础\n\n- 没有答案的问题？\n");
    CHECK(noAnswer.kind == notes::IssueKind::NoAnswer);
    CHECK(noAnswer.line == 3);
    const notes::NoteIssue duplicate = parsedIssue("# 基础\n\n- 同一个问题？\n  - 答案\n- 同一个问题？\n  - 答案\n");
    CHECK(duplicate.kind == notes::IssueKind::DuplicateQuestion);
    CHECK(duplicate.args == std::vector<std::string>{"3"});

    service::ImportReport report;
    report.notesDir = "/notes";
    report.issues = {noAnswer, duplicate};
    const std::string text = report.toText();
    CHECK(text.find("warning: 基础.md:3: this question has no answer (nothing is nested under it); it is not a card") !=
          std::string::npos);
    CHECK(text.find("warning: 基础.md:5: the same question as line 3 in this section; both are kept as separate cards") !=
          std::string::npos);

    // Stored with the file, the kind and values come back (older problems: their message only).
    const auto back = service::issuesFromJson(service::issuesToJson(report.issues));
    REQUIRE(back.size() == 2);
    CHECK(back[1].kind == notes::IssueKind::DuplicateQuestion);
    CHECK(back[1].args == duplicate.args);
    const auto old = service::issuesFromJson(R"([{"severity":"warning","file":"a.md","line":2,"message":"old words"}])");
    REQUIRE(old.size() == 1);
    CHECK(old[0].kind == notes::IssueKind::Other);
    CHECK(ImportReportPanel::issueText(old[0]) == QStringLiteral("old words"));
}

TEST_CASE("the import report speaks the interface language, its counts in plural forms", "[i18n][import]")
{
    ImportReportPanel panel;
    panel.resize(700, 200);
    panel.showOutcome(sampleOutcome());
    CHECK(panel.summary().startsWith(QStringLiteral("Notes imported: 1 new, 2 updated, 0 moved, 3 retired, 0 restored. ")));
    REQUIRE(panel.issueCount() == 2);
    CHECK(panel.issueList()->item(0)->text() ==
          QStringLiteral("基础.md:3  This question has no answer (nothing is nested under it); it is not a card"));

    // The language changes while the report is shown: it is said again in Chinese.
    ReportPanelChinese chinese;
    REQUIRE(QCoreApplication::installTranslator(&chinese));
    test::settle(50);   // the LanguageChange event
    CHECK(panel.summary() == QStringLiteral("笔记已导入：新增 1 张，更新 2 张，移动 0 张，停用 3 张，恢复 0 张。 0 个错误，2 个警告："));
    CHECK(panel.issueList()->item(0)->text() == QStringLiteral("基础.md:3  这个问题没有答案（下面没有嵌套内容），不会成为卡片"));
    CHECK(panel.issueList()->item(1)->text() == QStringLiteral("基础.md:5  与本节第 3 行的问题相同；两者都保留为单独的卡片"));
    // Activating a problem still opens its file at its line.
    QString file;
    int line = 0;
    QObject::connect(&panel, &ImportReportPanel::issueActivated, [&](const QString&, const QString& f, int l) {
        file = f;
        line = l;
    });
    emit panel.issueList()->itemActivated(panel.issueList()->item(1));
    CHECK(file == QStringLiteral("基础.md"));
    CHECK(line == 5);
    QCoreApplication::removeTranslator(&chinese);
}
