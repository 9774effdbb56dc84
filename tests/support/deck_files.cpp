#include "deck_files.h"

#include <QCoreApplication>
#include <QFile>

#include <catch2/catch.hpp>

#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace notedeck::gui::test {

void writeFile(const QString& path, const QString& text) { writeBytes(path, text.toUtf8()); }

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(file.write(bytes) == bytes.size());
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QString numberedNotes(const QString& section, int cards)
{
    QString text = QStringLiteral("# 恢复\n\n## %1\n\n").arg(section);
    for (int i = 1; i <= cards; ++i)
        text += QStringLiteral("- %1 问题 %2：这张卡片问的是什么？\n  - 答案 %2，公式 $x_{%2}^2 + y$\n\n").arg(section).arg(i);
    return text;
}

DeckHolder::DeckHolder(const QString& deckFile)
{
    m_process.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--hold-deck"), deckFile});
    REQUIRE(m_process.waitForStarted(10000));
    QByteArray said;
    while (!said.contains('\n') && m_process.waitForReadyRead(20000))
        said += m_process.readAllStandardOutput();
    INFO(said.toStdString());
    REQUIRE(said.startsWith("ready"));
}

DeckHolder::~DeckHolder()
{
    m_process.closeWriteChannel();   // its stdin ends: it closes the deck and exits
    if (!m_process.waitForFinished(10000))
        m_process.kill();
    m_process.waitForFinished(5000);
}

namespace {
bool setEffective(bool fileOverride)
{
    __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3] = {};
    if (::syscall(SYS_capget, &header, data) != 0)
        return false;
    for (int cap : {CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH}) {
        if (fileOverride)
            data[CAP_TO_INDEX(cap)].effective |= data[CAP_TO_INDEX(cap)].permitted & CAP_TO_MASK(cap);
        else
            data[CAP_TO_INDEX(cap)].effective &= ~CAP_TO_MASK(cap);
    }
    return ::syscall(SYS_capset, &header, data) == 0;
}
} // namespace

FilePermissionsEnforced::FilePermissionsEnforced()
{
    if (::geteuid() != 0)
        return;
    REQUIRE(setEffective(false));
    m_dropped = true;
}

FilePermissionsEnforced::~FilePermissionsEnforced()
{
    if (m_dropped)
        setEffective(true);
}

} // namespace notedeck::gui::test
