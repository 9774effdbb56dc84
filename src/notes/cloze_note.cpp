#include "notes/cloze_note.h"

#include "markdown/cloze_scanner.h"

#include <algorithm>

namespace notedeck::notes {

namespace {

IssueKind kindOf(markdown::ClozeProblem::Kind kind)
{
    using K = markdown::ClozeProblem::Kind;
    switch (kind) {
    case K::NotClosed: return IssueKind::ClozeNotClosed;
    case K::BadNumber: return IssueKind::ClozeBadNumber;
    case K::Empty: return IssueKind::ClozeEmpty;
    case K::Nested: return IssueKind::ClozeNested;
    case K::TooMany: return IssueKind::TooManyClozes;
    }
    return IssueKind::Other;
}

} // namespace

ClozeNote readClozeNote(const std::string& text, int firstLine, const std::string& file, bool highlightsAreClozes)
{
    ClozeNote note;
    if (!markdown::mayHoldClozes(text, highlightsAreClozes))
        return note;
    const markdown::ClozeScan scan = markdown::scanClozes(text, highlightsAreClozes);
    for (const markdown::ClozeProblem& problem : scan.problems) {
        const int line = firstLine + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(problem.offset), '\n'));
        std::vector<std::string> args;
        if (!problem.value.empty())
            args.push_back(problem.value);
        note.issues.push_back({Severity::Warning, file, line, problem.message, kindOf(problem.kind), std::move(args)});
        if (problem.kind == markdown::ClozeProblem::Kind::TooMany)
            note.isClozeNote = true;
    }
    for (int number : scan.numbers()) {
        CardDraft draft;
        draft.form = NoteForm::Cloze;
        draft.line = firstLine;
        draft.question = text;
        draft.kind = core::CardKind::cloze(number, highlightsAreClozes);
        note.cards.push_back(std::move(draft));
        note.isClozeNote = true;
    }
    return note;
}

} // namespace notedeck::notes
