#pragma once
// An error from below the GUI as the interface shows it: its message with the file and line it
// names, if any. Shown as plain text (widgets/plain_text.h), never as rich text.
#include "core/result.h"

#include <QString>

namespace notedeck::gui {

inline QString errorText(const core::Error& error)
{
    return QString::fromStdString(error.toString());
}

} // namespace notedeck::gui
