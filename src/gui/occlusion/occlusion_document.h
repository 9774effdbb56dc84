#pragma once
// The masks the occlusion editor is editing, with their undo stack: every edit replaces the masks
// (mask_edits.h) through one undo step that keeps them before and after, so undo and redo are
// exact. Knows whether they differ from the file (the stack's clean state). GUI thread.
#include "core/occlusion.h"
#include "gui/occlusion/mask_edits.h"

#include <QObject>
#include <QUndoStack>

namespace notedeck::gui {

class OcclusionDocument final : public QObject {
    Q_OBJECT
public:
    OcclusionDocument(core::OcclusionMasks saved, QObject* parent = nullptr);

    const core::OcclusionMasks& masks() const { return m_masks; }
    QUndoStack& undoStack() { return m_undo; }
    bool isModified() const { return !m_undo.isClean(); }
    void markSaved() { m_undo.setClean(); }

    // Makes `after` the masks as one undo step named `what`, selecting `select` afterwards. Nothing
    // happens when `after` equals the masks now.
    void change(const core::OcclusionMasks& after, const QString& what, const ShapeIds& select = {});

signals:
    // The masks changed (an edit, undo or redo); `select` is what to select now.
    void changed(const notedeck::gui::ShapeIds& select);

private:
    friend class MasksChange;
    void set(const core::OcclusionMasks& masks, const ShapeIds& select);

    core::OcclusionMasks m_masks;
    QUndoStack m_undo;
};

} // namespace notedeck::gui
