#include "gui/drill/drill_export_labels.h"

#include "gui/widgets/card_names.h"

#include <QCoreApplication>
#include <QString>

namespace notedeck::gui {

namespace {

class DrillExportText {
    Q_DECLARE_TR_FUNCTIONS(DrillExportText)
};

std::string text(const QString& translated)
{
    return translated.toStdString();
}

} // namespace

service::DrillMarkdownLabels drillExportLabels()
{
    service::DrillMarkdownLabels l;
    l.title = text(DrillExportText::tr("Interview drill, %1", "%1: start time"));
    l.scope = text(DrillExportText::tr("Scope: %1"));
    l.wholeDeck = text(DrillExportText::tr("the whole deck"));
    l.order = text(DrillExportText::tr("Order: %1"));
    l.orderRandom = text(DrillExportText::tr("random"));
    l.orderWeakest = text(DrillExportText::tr("weakest first"));
    l.orderUnseen = text(DrillExportText::tr("unseen first"));
    l.questionsTimed = text(DrillExportText::tr("Questions: %1, %2 s each", "%1: questions, %2: seconds"));
    l.questionsUntimed = text(DrillExportText::tr("Questions: %1, no time limit"));
    l.scheduleUpdated = text(DrillExportText::tr("Schedule: updated by the grades"));
    l.scheduleUnchanged = text(DrillExportText::tr("Schedule: not changed"));
    l.score = text(DrillExportText::tr("Score: %1 (%2 knew, %3 partly, %4 missed)"));
    l.scoreUnanswered = text(DrillExportText::tr("Score: %1 (%2 knew, %3 partly, %4 missed, %5 not answered)"));
    l.time = text(DrillExportText::tr("Time: %1 in all, %2 per question on average"));
    l.questionsHeading = text(DrillExportText::tr("Questions"));
    l.columnNumber = text(DrillExportText::tr("#", "column: the question's number"));
    l.columnGrade = text(DrillExportText::tr("Grade"));
    l.columnTime = text(DrillExportText::tr("Time"));
    l.columnSection = text(DrillExportText::tr("Section"));
    l.columnQuestion = text(DrillExportText::tr("Question"));
    l.knew = text(DrillExportText::tr("Knew"));
    l.partly = text(DrillExportText::tr("Partly"));
    l.missed = text(DrillExportText::tr("Missed"));
    l.notAnswered = text(DrillExportText::tr("Not answered"));
    l.missedHeading = text(DrillExportText::tr("Missed", "heading: the missed questions"));
    l.partlyHeading = text(DrillExportText::tr("Partly known"));
    l.weakestHeading = text(DrillExportText::tr("Weakest sections"));
    l.none = text(DrillExportText::tr("None."));
    l.listedQuestion = text(DrillExportText::tr("%1 (card %2, %3)", "%1: question, %2: card id, %3: section"));
    l.sectionScore = text(DrillExportText::tr("%1: %2 of %3, %4 on average",
                                              "%1: section, %2: score, %3: number of questions, %4: time"));
    l.questionCount = [](int n) { return text(DrillExportText::tr("%n question(s)", nullptr, n)); };
    l.hours = text(DrillExportText::tr("%1 h", "hours"));
    l.minutes = text(DrillExportText::tr("%1 min", "minutes"));
    l.seconds = text(DrillExportText::tr("%1 s", "seconds"));
    l.kinds = cardKindWords();
    return l;
}

} // namespace notedeck::gui
