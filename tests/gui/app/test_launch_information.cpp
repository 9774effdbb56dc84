// `notedeck --help` and `--version` answer anywhere: without a display, a Wayland socket or a Qt
// platform chosen (a server, a container, a terminal over ssh), with exit status 0.
#include <catch2/catch.hpp>

#include <QProcess>
#include <QProcessEnvironment>

namespace {

struct Answer {
    int exitCode = -1;
    QString out;
    QString errors;
};

// Runs notedeck as on a machine with no display at all, in `locale`.
Answer runWithoutDisplay(const QStringList& arguments, const QString& locale = QStringLiteral("C"))
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE", "LANG", "LC_MESSAGES"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("LC_ALL"), locale);
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(NOTEDECK_GUI_EXE), arguments);
    process.waitForFinished(30000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

TEST_CASE("notedeck --help and --version answer without a display", "[cli][launch]")
{
    const Answer help = runWithoutDisplay({QStringLiteral("--help")});
    INFO(help.errors.toStdString());
    CHECK(help.exitCode == 0);
    CHECK(help.out.contains(QLatin1String("spaced repetition for your Markdown notes")));
    for (const char* option : {"--db", "--notes", "--theme", "--screenshot", "--version"})
        CHECK(help.out.contains(QLatin1String(option)));
    CHECK(help.errors.isEmpty());

    const Answer version = runWithoutDisplay({QStringLiteral("--version")});
    INFO(version.errors.toStdString());
    CHECK(version.exitCode == 0);
    CHECK(version.out == QStringLiteral("NoteDeck " NOTEDECK_VERSION "\n"));
    CHECK(version.errors.isEmpty());

    // In the system's language, as in a terminal set to Chinese.
    const Answer chinese = runWithoutDisplay({QStringLiteral("--help-all")}, QStringLiteral("zh_CN.UTF-8"));
    CHECK(chinese.exitCode == 0);
    CHECK(chinese.out.contains(QStringLiteral("用你的 Markdown 笔记做间隔重复")));

    // A mistyped option is said as plainly, with the usage exit status.
    const Answer wrong = runWithoutDisplay({QStringLiteral("--vershion")});
    CHECK(wrong.exitCode == 2);
    CHECK(wrong.errors.contains(QLatin1String("vershion")));
}
