#include "deck_files.h"

#include <QFile>

#include <catch2/catch.hpp>

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

} // namespace notedeck::gui::test
