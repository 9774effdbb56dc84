#include "core/note_issue.h"

#include <utility>

namespace notedeck::core {

namespace {

constexpr std::pair<IssueKind, const char*> kIssueKindNames[] = {
    {IssueKind::Other, "other"},
    {IssueKind::NotRegularFile, "not-regular-file"},
    {IssueKind::CannotRead, "cannot-read"},
    {IssueKind::ReadError, "read-error"},
    {IssueKind::BinaryFile, "binary-file"},
    {IssueKind::NotUtf8, "not-utf8"},
    {IssueKind::CannotListFolder, "cannot-list-folder"},
    {IssueKind::NoMarkdownFiles, "no-markdown-files"},
    {IssueKind::DuplicateQuestion, "duplicate-question"},
    {IssueKind::NotAQuestion, "not-a-question"},
    {IssueKind::NoAnswer, "no-answer"},
    {IssueKind::HeadingWithoutAnswer, "heading-without-answer"},
    {IssueKind::DisplayMathNotClosed, "display-math-not-closed"},
    {IssueKind::CodeFenceNotClosed, "code-fence-not-closed"},
    {IssueKind::ClozeNotClosed, "cloze-not-closed"},
    {IssueKind::ClozeBadNumber, "cloze-bad-number"},
    {IssueKind::ClozeEmpty, "cloze-empty"},
    {IssueKind::ClozeNested, "cloze-nested"},
    {IssueKind::TooManyClozes, "too-many-clozes"},
};

} // namespace

std::string issueKindName(IssueKind kind)
{
    for (const auto& [k, name] : kIssueKindNames)
        if (k == kind)
            return name;
    return "other";
}

IssueKind issueKindFromName(const std::string& name)
{
    for (const auto& [k, known] : kIssueKindNames)
        if (name == known)
            return k;
    return IssueKind::Other;
}

} // namespace notedeck::core
