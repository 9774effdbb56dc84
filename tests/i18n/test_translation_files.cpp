// The interface translations (resources/translations/*.ts): every message is translated, with its
// placeholders and keyboard accelerator kept and, in English, both plural forms; the Chinese file
// translates every text with words in it; and both files hold exactly the messages of src/gui
// (lupdate, run into a temporary copy with the update_translations project, finds nothing new
// and nothing stale).
#include "ts_file.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>

#include <catch2/catch.hpp>

using namespace notedeck::test;

namespace {

const QStringList kFiles = {QStringLiteral("notedeck_zh_CN.ts"), QStringLiteral("notedeck_en.ts")};
constexpr int kShownProblems = 30;

QString translationsDir()
{
    return QStringLiteral(NOTEDECK_TRANSLATIONS_DIR);
}

TsFile readOrFail(const QString& path)
{
    QString error;
    auto ts = readTsFile(path, &error);
    INFO(error.toStdString());
    REQUIRE(ts);
    return std::move(*ts);
}

// %1 … %99 and %n (also as %L1, %Ln), each as often as it occurs.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured(0);
    found.sort();
    return found;
}

// Keyboard accelerators: "&" before a character ("&&" is a literal ampersand).
int accelerators(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("&(?!&)[^\\s&]"));
    QString plain = text;
    plain.replace(QLatin1String("&&"), QString());
    return static_cast<int>(plain.count(pattern));
}

// A text a Chinese translation must put in Chinese: letters left once placeholders and the
// product name are taken out (date formats, whose comment says so, are patterns, not words).
bool hasWords(const QString& source)
{
    QString text = source;
    text.remove(QRegularExpression(QStringLiteral("%L?(\\d{1,2}|n)")));
    text.remove(QStringLiteral("NoteDeck"));
    return text.contains(QRegularExpression(QStringLiteral("[A-Za-z]")));
}

bool hasChinese(const QString& text)
{
    return text.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]")));
}

QStringList problemsOf(const TsFile& ts)
{
    const bool english = ts.language == QLatin1String("en");
    const int pluralForms = english ? 2 : 1;   // Chinese has one form for every number
    QStringList problems;
    for (const auto& [key, message] : ts.messages) {
        const QString what = describe(key);
        if (!message.type.isEmpty()) {
            problems << QStringLiteral("%1 is %2").arg(what, message.type);
            continue;
        }
        if (message.numerus && message.forms.size() != pluralForms) {
            problems << QStringLiteral("%1 has %2 plural forms, not %3").arg(what).arg(message.forms.size()).arg(pluralForms);
            continue;
        }
        if (!message.numerus && key.source.contains(QRegularExpression(QStringLiteral("%L?n"))))
            problems << QStringLiteral("%1 counts with %n but is not a plural message").arg(what);
        for (const QString& form : message.forms) {
            if (form.trimmed().isEmpty() && !key.source.trimmed().isEmpty())
                problems << QStringLiteral("%1 has an empty translation").arg(what);
            else if (placeholders(form) != placeholders(key.source))
                problems << QStringLiteral("%1 → \"%2\" changes the placeholders").arg(what, form);
            else if (accelerators(form) != accelerators(key.source))
                problems << QStringLiteral("%1 → \"%2\" changes the keyboard accelerator").arg(what, form);
            else if (english && message.numerus && form.contains(QLatin1String("(s)")))
                problems << QStringLiteral("%1 → \"%2\" is not a plural form").arg(what, form);
            else if (!english && hasWords(key.source) && !key.comment.contains(QLatin1String("format")) && !hasChinese(form))
                problems << QStringLiteral("%1 → \"%2\" is not in Chinese").arg(what, form);
        }
    }
    return problems;
}

void reportProblems(const QString& file, const QStringList& problems)
{
    for (int i = 0; i < std::min<int>(kShownProblems, static_cast<int>(problems.size())); ++i)
        UNSCOPED_INFO(problems[i].toStdString());
    if (problems.size() > kShownProblems)
        UNSCOPED_INFO("… and " << problems.size() - kShownProblems << " more");
    INFO(file.toStdString() << ": " << problems.size() << " problems");
    CHECK(problems.isEmpty());
}

bool run(const QString& program, const QStringList& arguments, QString* output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(120000);
    *output = QString::fromUtf8(process.readAll());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace

TEST_CASE("every message of the translation files is translated, with its placeholders and accelerator", "[i18n]")
{
    for (const QString& name : kFiles) {
        const TsFile ts = readOrFail(QDir(translationsDir()).filePath(name));
        CHECK(ts.messages.size() > 100);
        reportProblems(name, problemsOf(ts));
    }
}

TEST_CASE("the checks of a translation file catch what they are meant to", "[i18n]")
{
    TsFile ts;
    ts.language = QStringLiteral("zh_CN");
    auto add = [&](const char* source, TsMessage message) { ts.messages[{QStringLiteral("C"), QString::fromUtf8(source), {}}] = message; };
    add("&Quit", {false, {}, {QStringLiteral("退出(&Q)")}});                        // fine
    add("Again", {false, QStringLiteral("unfinished"), {QString()}});               // unfinished
    add("Score: %1", {false, {}, {QStringLiteral("得分")}});                        // placeholder lost
    add("&Study", {false, {}, {QStringLiteral("学习")}});                           // accelerator lost
    add("Good", {false, {}, {QStringLiteral("Good")}});                             // left in English
    add("%n card(s)", {true, {}, {QStringLiteral("%n 张"), QStringLiteral("%n 张")}});   // two forms in Chinese
    CHECK(problemsOf(ts).size() == 5);
    ts.language = QStringLiteral("en");
    ts.messages.clear();
    add("%n card(s)", {true, {}, {QStringLiteral("%n card")}});                     // one form in English
    add("Cards", {false, {}, {QString()}});                                         // empty
    add("%n day(s)", {true, {}, {QStringLiteral("%n day(s)"), QStringLiteral("%n days")}});   // "(s)" left
    CHECK(problemsOf(ts).size() == 3);
}

TEST_CASE("the translation files hold exactly the messages of the sources", "[i18n]")
{
    const QString projectIn = QStringLiteral(NOTEDECK_LUPDATE_PROJECT);
    INFO("the lupdate project written by qt_add_translations: " << projectIn.toStdString());
    REQUIRE(QFile::exists(projectIn));
    QTemporaryDir dir;
    REQUIRE(dir.isValid());

    const QString project = dir.filePath(QStringLiteral("project.json"));
    QString output;
    const bool generated = run(QStringLiteral(NOTEDECK_CMAKE),
                               {QStringLiteral("-DIN_FILE=") + projectIn, QStringLiteral("-DOUT_FILE=") + project,
                                QStringLiteral("-P"), QStringLiteral(NOTEDECK_LUPDATE_PROJECT_SCRIPT)},
                               &output);
    INFO(output.toStdString());
    REQUIRE(generated);

    QStringList copies;
    for (const QString& name : kFiles) {
        const QString copy = dir.filePath(name);
        REQUIRE(QFile::copy(QDir(translationsDir()).filePath(name), copy));
        copies << copy;
    }
    // The options of update_translations (src/gui/CMakeLists.txt).
    const bool updated = run(QStringLiteral(NOTEDECK_LUPDATE),
                             QStringList{QStringLiteral("-project"), project, QStringLiteral("-locations"), QStringLiteral("none"),
                                         QStringLiteral("-no-obsolete"), QStringLiteral("-ts")} + copies,
                             &output);
    INFO(output.toStdString());
    REQUIRE(updated);

    for (int i = 0; i < kFiles.size(); ++i) {
        const TsFile shipped = readOrFail(QDir(translationsDir()).filePath(kFiles[i]));
        const TsFile current = readOrFail(copies[i]);
        QStringList problems;
        for (const auto& [key, message] : current.messages) {
            if (!shipped.messages.contains(key))
                problems << QStringLiteral("not in the file yet: %1").arg(describe(key));
        }
        for (const auto& [key, message] : shipped.messages) {
            if (!current.messages.contains(key))
                problems << QStringLiteral("no longer in the sources: %1").arg(describe(key));
            else if (current.messages.at(key).numerus != message.numerus)
                problems << QStringLiteral("plural in the sources but not in the file, or the other way: %1").arg(describe(key));
        }
        if (!problems.isEmpty())
            UNSCOPED_INFO("run `cmake --build --preset ci --target update_translations` and translate the new messages");
        reportProblems(kFiles[i], problems);
    }
}
