// OcclusionEditor: opening a picture, saving its masks, closing with a question when they changed.
// Its actions, menus and tool bar: occlusion_editor_actions.cpp.
#include "gui/occlusion/occlusion_editor.h"

#include "gui/occlusion/occlusion_canvas.h"
#include "gui/occlusion/occlusion_document.h"
#include "gui/shared/error_text.h"
#include "gui/widgets/plain_text.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QImageReader>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>

namespace notedeck::gui {

namespace {

void askInMessageBox(QWidget* window, std::function<void(UnsavedChoice)> answer)
{
    auto* box = new QMessageBox(QMessageBox::Question, OcclusionEditor::tr("Unsaved masks"),
                                OcclusionEditor::tr("The masks have changes that are not saved. Save them?"),
                                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window);
    box->setTextFormat(Qt::PlainText);
    box->setDefaultButton(QMessageBox::Save);
    box->setWindowModality(Qt::WindowModal);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, window, [box, answer = std::move(answer)](int) {
        const auto button = box->standardButton(box->clickedButton());
        answer(button == QMessageBox::Save      ? UnsavedChoice::Save
               : button == QMessageBox::Discard ? UnsavedChoice::Discard
                                                : UnsavedChoice::Cancel);
    });
    box->open();
}

} // namespace

core::Result<OcclusionEditor*> OcclusionEditor::create(const QString& notesFolder, const QString& picture, QWidget* parent)
{
    auto found = service::occlusionPicture(std::filesystem::path(notesFolder.toStdString()), picture.toStdString());
    if (!found)
        return std::unexpected(found.error());
    auto masks = service::loadOcclusionMasks(*found);
    if (!masks)
        return core::fail(tr("The mask file is not valid; correct it by hand first (%1).")
                              .arg(QString::fromStdString(masks.error().message))
                              .toStdString(),
                          masks.error().file, masks.error().line);
    QImageReader reader(QString::fromStdString(found->pictureFile.string()));
    reader.setAutoTransform(true);   // as the card page shows it
    const QImage image = reader.read();
    if (image.isNull() || image.width() < 1 || image.height() < 1)
        return core::fail(tr("The picture cannot be read as an image (%1).").arg(reader.errorString()).toStdString(),
                          found->picture);
    return new OcclusionEditor(std::move(*found), std::move(*masks), image, parent);
}

OcclusionEditor::OcclusionEditor(service::OcclusionPicture picture, core::OcclusionMasks masks, const QImage& image,
                                 QWidget* parent)
    : QMainWindow(parent, Qt::Window), m_picture(std::move(picture)), m_ask(askInMessageBox)
{
    setAttribute(Qt::WA_DeleteOnClose);
    m_document = new OcclusionDocument(std::move(masks), this);
    m_canvas = new OcclusionCanvas(*m_document, image, this);
    setCentralWidget(m_canvas);
    m_status = plainLabel(this);
    statusBar()->addWidget(m_status, 1);
    buildActions();
    buildToolBar();
    buildMenus();
    connect(m_canvas, &OcclusionCanvas::selectionChanged, this, &OcclusionEditor::onSelectionChanged);
    connect(m_canvas, &OcclusionCanvas::notice, this, [this](const QString& text) { say(text, true); });
    connect(m_document, &OcclusionDocument::changed, this, &OcclusionEditor::onChanged);
    connect(&m_document->undoStack(), &QUndoStack::cleanChanged, this, &OcclusionEditor::updateTitle);
    onChanged();
    onSelectionChanged();
    updateTitle();
    resize(1100, 760);
    m_canvas->setFocus();
}

// The document and the canvas are children, destroyed by ~QWidget once this is no longer an
// OcclusionEditor: their last signals (the undo stack clearing itself) must not reach it.
OcclusionEditor::~OcclusionEditor()
{
    m_document->undoStack().disconnect(this);
    m_document->disconnect(this);
    m_canvas->disconnect(this);
}

QString OcclusionEditor::picture() const
{
    return QString::fromStdString(m_picture.picture);
}

void OcclusionEditor::updateTitle()
{
    setWindowTitle(tr("Occlude %1").arg(picture()) + QStringLiteral("[*]"));
    setWindowModified(m_document->isModified());
}

void OcclusionEditor::say(const QString& text, bool problem)
{
    m_status->setText(text);
    m_status->setStyleSheet(problem ? QStringLiteral("color: #b3261e;") : QString());
}

bool OcclusionEditor::save()
{
    applyLabel();   // a label typed but not yet confirmed
    auto saved = service::saveOcclusionMasks(m_picture, m_document->masks());
    if (!saved) {
        say(tr("Not saved: %1").arg(errorText(saved.error())), true);
        return false;
    }
    m_document->markSaved();
    say(m_document->masks().shapes.empty() ? tr("Saved: no shapes, so the mask file is removed.")
                                           : tr("Saved %1.").arg(QString::fromStdString(m_picture.maskName())));
    emit this->saved(picture());
    return true;
}

void OcclusionEditor::closeEvent(QCloseEvent* event)
{
    if (m_closing || !m_document->isModified()) {
        event->accept();
        return;
    }
    event->ignore();
    m_ask(this, [window = QPointer<OcclusionEditor>(this)](UnsavedChoice choice) {
        if (!window || choice == UnsavedChoice::Cancel)
            return;
        if (choice == UnsavedChoice::Save && !window->save())
            return;
        window->m_closing = true;
        // Later: a close from inside this close event would be taken for the same one.
        QMetaObject::invokeMethod(window.data(), [editor = window.data()] { editor->close(); }, Qt::QueuedConnection);
    });
}

} // namespace notedeck::gui
