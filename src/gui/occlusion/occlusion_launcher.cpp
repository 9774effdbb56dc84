#include "gui/occlusion/occlusion_launcher.h"

#include "gui/occlusion/occlusion_editor.h"
#include "gui/shared/error_text.h"
#include "gui/widgets/plain_text.h"

namespace notedeck::gui {

OcclusionEditor* openOcclusionEditor(QWidget* parent, const QString& notesFolder, const QString& picture)
{
    for (OcclusionEditor* open : parent->findChildren<OcclusionEditor*>()) {
        if (open->picture() == picture) {
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    const QString title = OcclusionEditor::tr("Cannot occlude this picture");
    if (notesFolder.isEmpty()) {
        openPlainWarning(parent, title, OcclusionEditor::tr("There is no notes folder: choose one with File › Notes folder…"));
        return nullptr;
    }
    auto editor = OcclusionEditor::create(notesFolder, picture, parent);
    if (!editor) {
        openPlainWarning(parent, title, errorText(editor.error()));
        return nullptr;
    }
    (*editor)->show();
    return *editor;
}

} // namespace notedeck::gui
