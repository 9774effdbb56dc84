#pragma once
// The problems the notes reader finds, with the file and line they concern (core/note_issue.h),
// under the names the notes code uses.
#include "core/note_issue.h"

namespace notedeck::notes {

using core::IssueKind;
using core::NoteIssue;
using core::Severity;
using core::issueKindFromName;
using core::issueKindName;

} // namespace notedeck::notes
