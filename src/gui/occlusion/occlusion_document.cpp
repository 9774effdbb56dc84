#include "gui/occlusion/occlusion_document.h"

#include <QUndoCommand>

namespace notedeck::gui {

namespace {

ShapeIds idsOf(const core::OcclusionMasks& masks)
{
    ShapeIds ids;
    for (const auto& shape : masks.shapes)
        ids.insert(QString::fromStdString(shape.id));
    return ids;
}

} // namespace

// One edit: the masks before and after it. Undo selects what the edit touched that exists then.
class MasksChange final : public QUndoCommand {
public:
    MasksChange(OcclusionDocument& document, core::OcclusionMasks after, const QString& what, ShapeIds select)
        : QUndoCommand(what), m_document(document), m_before(document.masks()), m_after(std::move(after)),
          m_select(std::move(select))
    {
    }
    void redo() override { m_document.set(m_after, m_select); }
    void undo() override
    {
        ShapeIds touched = m_select;
        touched.unite(idsOf(m_after).subtract(idsOf(m_before)));   // added: gone again
        touched.unite(idsOf(m_before).subtract(idsOf(m_after)));   // deleted: back, and selected
        m_document.set(m_before, touched.intersect(idsOf(m_before)));
    }

private:
    OcclusionDocument& m_document;
    core::OcclusionMasks m_before;
    core::OcclusionMasks m_after;
    ShapeIds m_select;
};

OcclusionDocument::OcclusionDocument(core::OcclusionMasks saved, QObject* parent)
    : QObject(parent), m_masks(std::move(saved))
{
}

void OcclusionDocument::change(const core::OcclusionMasks& after, const QString& what, const ShapeIds& select)
{
    if (after == m_masks)
        return;
    m_undo.push(new MasksChange(*this, after, what, select));
}

void OcclusionDocument::set(const core::OcclusionMasks& masks, const ShapeIds& select)
{
    m_masks = masks;
    emit changed(select);
}

} // namespace notedeck::gui
