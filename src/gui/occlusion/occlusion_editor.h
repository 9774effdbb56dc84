#pragma once
// The occlusion editor: a window over one picture of the notes folder in which the reader draws
// the masks of its occlusion cards (rectangles, ellipses, polygons), groups shapes into one card,
// labels them, chooses the mode and saves the picture's mask file (service/occlusion). Everything
// has a key, shown in its tooltip and menu:
//
//   V  select     R  rectangle     E  ellipse     P  polygon (Enter or double-click closes it)
//   Insert  a shape of the tool in the middle     Tab  the next shape     arrows  move (Shift: more)
//   Ctrl+arrows  resize     Ctrl+A  select all     Del  delete     Ctrl+G  group into one card
//   Ctrl+Shift+G  ungroup     F2  label     Ctrl+Z / Ctrl+Shift+Z  undo / redo     Ctrl+S  save
//   Ctrl+W  close (asking first when there are unsaved changes)
//
// Labels come from a file others may write: a plain line edit, drawn as plain text. GUI thread.
#include "core/result.h"
#include "service/occlusion/occlusion_file.h"

#include <QImage>
#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QLabel;
class QLineEdit;

namespace notedeck::gui {

class OcclusionCanvas;
class OcclusionDocument;

// What the reader chose when closing with unsaved changes.
enum class UnsavedChoice { Save, Discard, Cancel };

class OcclusionEditor final : public QMainWindow {
    Q_OBJECT
public:
    // How the window asks about unsaved changes; `answer` gets the choice (tests answer directly).
    using UnsavedQuestion = std::function<void(QWidget* window, std::function<void(UnsavedChoice)> answer)>;

    // The editor on `picture` of `notesFolder` (relative, as core::imagePathOfUrl gives it), or why
    // it cannot be opened: a picture outside the folder, missing, not readable as an image, in a
    // folder that cannot be written, or whose mask file is not valid (fixed by hand first, so that
    // saving never overwrites what someone wrote).
    static core::Result<OcclusionEditor*> create(const QString& notesFolder, const QString& picture,
                                                 QWidget* parent = nullptr);
    ~OcclusionEditor() override;

    QString picture() const;
    OcclusionCanvas* canvas() const { return m_canvas; }
    OcclusionDocument& document() const { return *m_document; }
    QLineEdit* labelEdit() const { return m_label; }
    QAction* action(const QString& name) const;   // by objectName, e.g. "group", "save"
    void setUnsavedQuestion(UnsavedQuestion ask) { m_ask = std::move(ask); }

    // Writes the mask file; false (and a message in the window) when it could not.
    bool save();

signals:
    // The mask file of picture() was written (or removed: no shapes).
    void saved(const QString& picture);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    OcclusionEditor(service::OcclusionPicture picture, core::OcclusionMasks masks, const QImage& image, QWidget* parent);
    void buildActions();
    void buildToolBar();
    void buildMenus();
    QAction* addKeyed(const QString& name, const QString& text, const QKeySequence& key, std::function<void()> run);
    void onSelectionChanged();
    void onChanged();
    void applyLabel();
    void updateTitle();
    void say(const QString& text, bool problem = false);

    service::OcclusionPicture m_picture;
    OcclusionDocument* m_document = nullptr;
    OcclusionCanvas* m_canvas = nullptr;
    QLineEdit* m_label = nullptr;
    QLabel* m_status = nullptr;
    QActionGroup* m_tools = nullptr;
    QActionGroup* m_modes = nullptr;
    UnsavedQuestion m_ask;
    bool m_closing = false;   // the reader answered the question: close without asking again
};

} // namespace notedeck::gui
