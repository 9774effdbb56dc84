// OcclusionEditor: its actions, each with a key shown in its tooltip and menu, the menus and the
// tool bar, and what the actions do to the masks.
#include "gui/occlusion/occlusion_canvas.h"
#include "gui/occlusion/occlusion_document.h"
#include "gui/occlusion/occlusion_editor.h"

#include <QAction>
#include <QActionGroup>
#include <QLineEdit>
#include <QMenuBar>
#include <QToolBar>

namespace notedeck::gui {

QAction* OcclusionEditor::action(const QString& name) const
{
    return findChild<QAction*>(name);
}

QAction* OcclusionEditor::addKeyed(const QString& name, const QString& text, const QKeySequence& key,
                                   std::function<void()> run)
{
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    action->setShortcut(key);
    action->setToolTip(QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…")) + QStringLiteral(" (") +
                       key.toString(QKeySequence::NativeText) + QLatin1Char(')'));
    connect(action, &QAction::triggered, this, std::move(run));
    addAction(action);
    return action;
}

void OcclusionEditor::buildActions()
{
    m_tools = new QActionGroup(this);
    const auto tool = [this](const QString& name, const QString& text, Qt::Key key, OcclusionTool which,
                             const QString& hint) {
        QAction* action = addKeyed(name, text, QKeySequence(key), [this, which, hint] {
            m_canvas->setTool(which);
            say(hint);
        });
        action->setCheckable(true);
        m_tools->addAction(action);
        return action;
    };
    tool(QStringLiteral("select"), tr("&Select"), Qt::Key_V, OcclusionTool::Select,
         tr("Click or drag around shapes to select them; drag to move, drag a handle to resize."))
        ->setChecked(true);
    tool(QStringLiteral("rect"), tr("&Rectangle"), Qt::Key_R, OcclusionTool::Rect, tr("Drag to draw a rectangle."));
    tool(QStringLiteral("ellipse"), tr("&Ellipse"), Qt::Key_E, OcclusionTool::Ellipse, tr("Drag to draw an ellipse."));
    tool(QStringLiteral("polygon"), tr("&Polygon"), Qt::Key_P, OcclusionTool::Polygon,
         tr("Click the corners; Enter or a double-click closes the polygon, Backspace takes a point back."));
    addKeyed(QStringLiteral("newShape"), tr("&New shape in the middle"), QKeySequence(Qt::Key_Insert),
             [this] { m_canvas->addShapeInMiddle(); });

    addKeyed(QStringLiteral("selectAll"), tr("Select &all"), QKeySequence(Qt::CTRL | Qt::Key_A), [this] {
        m_canvas->selectAll();
        m_canvas->setFocus();
    });
    addKeyed(QStringLiteral("delete"), tr("&Delete"), QKeySequence(Qt::Key_Delete), [this] {
        const ShapeIds ids = m_canvas->selectedIds();
        m_document->change(withoutShapes(m_document->masks(), ids), tr("Delete"));
    });
    addKeyed(QStringLiteral("group"), tr("&Group into one card"), QKeySequence(Qt::CTRL | Qt::Key_G), [this] {
        const ShapeIds ids = m_canvas->selectedIds();
        m_document->change(grouped(m_document->masks(), ids), tr("Group"), ids);
    });
    addKeyed(QStringLiteral("ungroup"), tr("&Ungroup: a card each"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G), [this] {
        const ShapeIds ids = m_canvas->selectedIds();
        m_document->change(ungrouped(m_document->masks(), ids), tr("Ungroup"), ids);
    });
    addKeyed(QStringLiteral("label"), tr("&Label…"), QKeySequence(Qt::Key_F2), [this] {
        m_label->setFocus();
        m_label->selectAll();
    });

    m_modes = new QActionGroup(this);
    const auto mode = [this](const QString& name, const QString& text, QKeySequence key, core::OcclusionMode which) {
        QAction* action = addKeyed(name, text, key, [this, which] {
            core::OcclusionMasks masks = m_document->masks();
            masks.mode = which;
            m_document->change(masks, tr("Mode"), m_canvas->selectedIds());
        });
        action->setCheckable(true);
        m_modes->addAction(action);
    };
    mode(QStringLiteral("hideOne"), tr("Hide &one: the other cards' shapes show"), QKeySequence(Qt::CTRL | Qt::Key_1),
         core::OcclusionMode::HideOne);
    mode(QStringLiteral("hideAll"), tr("Hide a&ll: every shape is hidden"), QKeySequence(Qt::CTRL | Qt::Key_2),
         core::OcclusionMode::HideAll);

    // Fixed texts on the buttons (the stack's own actions put each step's name in them); what
    // would be undone or redone is in the tooltip.
    QUndoStack& stack = m_document->undoStack();
    QAction* undo = addKeyed(QStringLiteral("undo"), tr("&Undo"), QKeySequence(Qt::CTRL | Qt::Key_Z), [&stack] { stack.undo(); });
    QAction* redo = addKeyed(QStringLiteral("redo"), tr("&Redo"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), [&stack] { stack.redo(); });
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    const auto updateUndo = [this, undo, redo] {
        const QUndoStack& steps = m_document->undoStack();
        undo->setEnabled(steps.canUndo());
        redo->setEnabled(steps.canRedo());
        undo->setToolTip(tr("Undo %1 (%2)").arg(steps.undoText(), undo->shortcut().toString(QKeySequence::NativeText)));
        redo->setToolTip(tr("Redo %1 (%2)").arg(steps.redoText(), redo->shortcut().toString(QKeySequence::NativeText)));
    };
    connect(&stack, &QUndoStack::indexChanged, this, updateUndo);
    updateUndo();

    addKeyed(QStringLiteral("save"), tr("&Save"), QKeySequence(Qt::CTRL | Qt::Key_S), [this] { save(); });
    addKeyed(QStringLiteral("close"), tr("&Close"), QKeySequence(Qt::CTRL | Qt::Key_W), [this] { close(); });

    // The label: one plain line (labels may come from a file anyone wrote; never rich text).
    m_label = new QLineEdit(this);
    m_label->setPlaceholderText(tr("Label of the selected shapes"));
    m_label->setToolTip(tr("Shown when the card's answer reveals the shape (F2)"));
    m_label->setAccessibleName(tr("Label"));
    m_label->setMaxLength(static_cast<int>(core::OcclusionLimits::maxLabelBytes));
    m_label->setClearButtonEnabled(true);
    m_label->setMinimumWidth(m_label->fontMetrics().averageCharWidth() * 28);
    connect(m_label, &QLineEdit::editingFinished, this, &OcclusionEditor::applyLabel);
    connect(m_label, &QLineEdit::returnPressed, m_canvas, [this] { m_canvas->setFocus(); });
}

void OcclusionEditor::buildToolBar()
{
    QToolBar* bar = addToolBar(tr("Tools"));
    bar->setObjectName(QStringLiteral("occlusionTools"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addActions(m_tools->actions());
    bar->addSeparator();
    for (const char* name : {"group", "ungroup", "delete"})
        bar->addAction(action(QLatin1String(name)));
    bar->addSeparator();
    bar->addWidget(m_label);
    bar->addSeparator();
    bar->addActions(m_modes->actions());
    bar->addSeparator();
    for (const char* name : {"undo", "redo", "save"})
        bar->addAction(action(QLatin1String(name)));
    // Short texts on the buttons; the menus keep the long ones.
    action(QStringLiteral("hideOne"))->setIconText(tr("Hide one"));
    action(QStringLiteral("hideAll"))->setIconText(tr("Hide all"));
    action(QStringLiteral("group"))->setIconText(tr("Group"));
    action(QStringLiteral("ungroup"))->setIconText(tr("Ungroup"));
}

void OcclusionEditor::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(QStringLiteral("save")));
    file->addAction(action(QStringLiteral("close")));
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    for (const char* name : {"undo", "redo", "", "selectAll", "delete", "", "group", "ungroup", "label"}) {
        if (*name)
            edit->addAction(action(QLatin1String(name)));
        else
            edit->addSeparator();
    }
    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addActions(m_tools->actions());
    tools->addSeparator();
    tools->addAction(action(QStringLiteral("newShape")));
    QMenu* modes = menuBar()->addMenu(tr("&Mode"));
    modes->addActions(m_modes->actions());
}

void OcclusionEditor::onSelectionChanged()
{
    const ShapeIds ids = m_canvas->selectedIds();
    action(QStringLiteral("delete"))->setEnabled(!ids.isEmpty());
    action(QStringLiteral("group"))->setEnabled(ids.size() >= 2);
    action(QStringLiteral("ungroup"))->setEnabled(!ids.isEmpty());
    m_label->setEnabled(!ids.isEmpty());
    // The selection's label when its shapes share one.
    QString common;
    bool first = true;
    for (const auto& shape : m_document->masks().shapes) {
        if (!ids.contains(QString::fromStdString(shape.id)))
            continue;
        const QString label = QString::fromStdString(shape.label);
        common = first || label == common ? label : QString();
        first = false;
    }
    if (!m_label->hasFocus())
        m_label->setText(common);
}

void OcclusionEditor::onChanged()
{
    const core::OcclusionMasks& masks = m_document->masks();
    action(masks.mode == core::OcclusionMode::HideAll ? QStringLiteral("hideAll") : QStringLiteral("hideOne"))
        ->setChecked(true);
    say(tr("%n shape(s)", nullptr, static_cast<int>(masks.shapes.size())) + QStringLiteral(" · ") +
        tr("%n card(s)", nullptr, static_cast<int>(masks.cardNumbers().size())));
}

void OcclusionEditor::applyLabel()
{
    // Only what was typed: leaving the field untouched keeps each shape's own label.
    const ShapeIds ids = m_canvas->selectedIds();
    if (!ids.isEmpty() && m_label->isModified())
        m_document->change(labelled(m_document->masks(), ids, m_label->text()), tr("Label"), ids);
    m_label->setModified(false);
}

} // namespace notedeck::gui
