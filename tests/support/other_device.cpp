#include "other_device.h"

#include "service/study/study.h"
#include "service/sync/sync.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

#include <catch2/catch.hpp>

namespace notedeck::gui::test {

OtherDevice::OtherDevice(const QString& notes)
{
    // It studied an hour ago: its answers are recent, as a laptop's brought by the last sync.
    m_notes.clock.set(QDateTime::currentSecsSinceEpoch() - 3600);
    m_notes.write("cards.md", notes.toStdString());
    m_notes.import();
    REQUIRE(service::followNotes(m_notes.deck(), m_notes.notes(), false));
}

void OtherDevice::answer(const QString& question)
{
    auto rows = m_notes.store().cards().list(core::DeckPath(), false);
    REQUIRE(rows);
    for (const auto& row : *rows) {
        if (QString::fromStdString(row.card.question).contains(question)) {
            REQUIRE(service::answerCard(m_notes.deck(), row.card.id, core::Rating::Good, m_notes.clock.now(), 4000));
            return;
        }
    }
    FAIL("no card asks " << question.toStdString());
}

std::string OtherDevice::id() const
{
    return journalFile().stem().string();
}

std::filesystem::path OtherDevice::journalFile() const
{
    for (const auto& entry : std::filesystem::directory_iterator(m_notes.notes() / ".notedeck" / "journal"))
        if (entry.path().extension() == ".jsonl")
            return entry.path();
    FAIL("the other device has no journal file");
    return {};
}

void OtherDevice::copyInto(const QString& notesDir, const QString& name) const
{
    QFile from(QString::fromStdString(journalFile().string()));
    REQUIRE(from.open(QIODevice::ReadOnly));
    QByteArray text = from.readAll();
    // The first line names the device: {"notedeck_journal":1,"device":"…","name":"…"}.
    const qsizetype headerEnd = text.indexOf('\n');
    QByteArray header = text.left(headerEnd);
    QByteArray escaped = name.toUtf8();   // as a JSON string: its quotes and backslashes escaped
    escaped.replace('\\', "\\\\").replace('"', "\\\"");
    header = header.left(header.indexOf("\"name\":")) + "\"name\":\"" + escaped + "\"}";
    text = header + text.mid(headerEnd);
    const QDir journal(QDir(notesDir).filePath(QStringLiteral(".notedeck/journal")));
    REQUIRE(QDir().mkpath(journal.path()));
    QFile to(journal.filePath(QString::fromStdString(journalFile().filename().string())));
    REQUIRE(to.open(QIODevice::WriteOnly | QIODevice::Truncate));
    to.write(text);
}

} // namespace notedeck::gui::test
