#include "gui/app/journal_sync.h"

#include "gui/widgets/plain_text.h"
#include "service/deck/deck_location.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QGuiApplication>

namespace notedeck::gui {

namespace {
class JournalSyncText {
    Q_DECLARE_TR_FUNCTIONS(JournalSyncText)
};
} // namespace

bool isBundledNotes(const std::filesystem::path& notesDir)
{
    return service::isBundledNotesDir(notesDir, QCoreApplication::applicationFilePath().toStdString());
}

JournalPlace journalPlace(service::Deck& deck)
{
    JournalPlace place;
    auto setup = service::journalSetup(deck);
    if (!setup || !*setup)
        return place;
    const auto journal = (*setup)->root / "journal";
    place.folder = QString::fromStdString(journal.string());
    place.ownFile = QString::fromStdString((journal / ((*setup)->device + ".jsonl")).string());
    return place;
}

QString mergeMessage(const service::MergeReport& report)
{
    QStringList parts;
    for (const auto& device : report.devices) {
        // Another device's words: shortened, so that a long name keeps the status bar's width.
        const QString name = elidedName(QString::fromStdString(device.name.empty() ? device.device : device.name),
                                        QFontMetrics(QGuiApplication::font()));
        if (device.answers > 0)
            parts << JournalSyncText::tr("%n answer(s) from %1 merged", nullptr, device.answers).arg(name);
        else if (device.events > 0)
            parts << JournalSyncText::tr("Study changes from %1 merged").arg(name);
    }
    return parts.join(QStringLiteral("; "));
}

QStringList journalProblems(const service::MergeReport& report)
{
    QStringList lines;
    for (const std::string& problem : report.problemsInBrief())
        lines << JournalSyncText::tr("Study journal: %1 (this line was skipped)").arg(QString::fromStdString(problem));
    return lines;
}

QString mergeStatus(const service::MergeReport& report)
{
    QString text = mergeMessage(report);
    if (!report.problems.empty()) {
        if (!text.isEmpty())
            text += QStringLiteral(". ");
        text += JournalSyncText::tr("%n line(s) of the study journal skipped: %1", nullptr,
                   static_cast<int>(report.problems.size()))
                    .arg(QString::fromStdString(report.problems.front()));
    }
    return text;
}

} // namespace notedeck::gui
