// Which program the `e` key starts: the configured command with {file} and {line}, else
// $VISUAL / $EDITOR with the line where the editor takes one, else the desktop's default.
#include "gui/app/editor_launcher.h"
#include "gui/shared/study_texts.h"

#include <catch2/catch.hpp>

using namespace notedeck::gui;

namespace {
QProcessEnvironment env(std::initializer_list<std::pair<const char*, const char*>> values)
{
    QProcessEnvironment e;
    for (const auto& [key, value] : values)
        e.insert(QString::fromLatin1(key), QString::fromLatin1(value));
    return e;
}

const QString kFile = QStringLiteral("/notes/a b/第一章.md");
} // namespace

TEST_CASE("the configured editor command gets the file and the line", "[review][editor]")
{
    auto plan = planEditorLaunch(QStringLiteral("kate --line {line} {file}"), env({{"EDITOR", "vim"}}), kFile, 12);
    CHECK(plan.program == QStringLiteral("kate"));
    CHECK(plan.arguments == QStringList{QStringLiteral("--line"), QStringLiteral("12"), kFile});

    plan = planEditorLaunch(QStringLiteral("\"/opt/My Editor/edit\" -g {file}:{line}"), {}, kFile, 3);
    CHECK(plan.program == QStringLiteral("/opt/My Editor/edit"));
    CHECK(plan.arguments == QStringList{QStringLiteral("-g"), kFile + QStringLiteral(":3")});

    // Without {file} the file is appended.
    plan = planEditorLaunch(QStringLiteral("mousepad"), {}, kFile, 3);
    CHECK(plan.arguments == QStringList{kFile});
}

TEST_CASE("$VISUAL and $EDITOR get the line when the editor takes one", "[review][editor]")
{
    auto plan = planEditorLaunch({}, env({{"VISUAL", "code --wait"}, {"EDITOR", "vim"}}), kFile, 8);
    CHECK(plan.program == QStringLiteral("code"));
    CHECK(plan.arguments == QStringList{QStringLiteral("--wait"), QStringLiteral("--goto"), kFile + QStringLiteral(":8")});

    // A terminal editor runs in a terminal.
    plan = planEditorLaunch({}, env({{"EDITOR", "nvim"}, {"TERMINAL", "xterm"}}), kFile, 8);
    CHECK(plan.program == QStringLiteral("xterm"));
    CHECK(plan.arguments == QStringList{QStringLiteral("-e"), QStringLiteral("nvim"), QStringLiteral("+8"), kFile});

    plan = planEditorLaunch({}, env({{"EDITOR", "/usr/bin/gedit"}}), kFile, 8);
    CHECK(plan.program == QStringLiteral("/usr/bin/gedit"));
    CHECK(plan.arguments == QStringList{QStringLiteral("+8"), kFile});

    plan = planEditorLaunch({}, env({{"EDITOR", "kwrite"}}), kFile, 0);   // line 0: the first line
    CHECK(plan.arguments == QStringList{QStringLiteral("--line"), QStringLiteral("1"), kFile});

    plan = planEditorLaunch({}, env({{"EDITOR", "someeditor"}}), kFile, 8);
    CHECK(plan.arguments == QStringList{kFile});
}

TEST_CASE("with no editor at all the desktop opens the file", "[review][editor]")
{
    const auto plan = planEditorLaunch(QStringLiteral("   "), env({}), kFile, 8);
    CHECK(plan.program.isEmpty());
    CHECK(plan.url == QUrl::fromLocalFile(kFile));
}

TEST_CASE("durations in the summary read naturally", "[review]")
{
    CHECK(StudyTexts::duration(0) == QStringLiteral("0 s"));
    CHECK(StudyTexts::duration(44'600) == QStringLiteral("45 s"));
    CHECK(StudyTexts::duration(60'000) == QStringLiteral("1 min"));
    CHECK(StudyTexts::duration(725'000) == QStringLiteral("12 min 5 s"));
    CHECK(StudyTexts::duration(3'900'000) == QStringLiteral("1 h 5 min"));
}
