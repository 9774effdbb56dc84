#pragma once
// Opening the occlusion editor from the app (Occlude… on a picture in Read, on a card, in the
// review): on a picture of the notes folder, or a plain message saying why it cannot be. GUI thread.
#include <QString>

class QWidget;

namespace notedeck::gui {

class OcclusionEditor;

// The editor on `picture` (relative to `notesFolder`) as a window of its own over `parent`, shown;
// the one already open on that picture is raised instead. Null, after a message over `parent`
// saying why, when it cannot be opened (OcclusionEditor::create).
OcclusionEditor* openOcclusionEditor(QWidget* parent, const QString& notesFolder, const QString& picture);

} // namespace notedeck::gui
