#pragma once
// The app's one window: the chapter tree on the left, the current view (overview, read, search,
// review …) in a stack on the right, menus, the import progress in the status bar and, when
// the deck cannot be written, a banner saying why. Views are QWidgets added with showView();
// the window owns them (Qt parenting) and the AppContext outlives the window. GUI thread.
#include <QMainWindow>

class QStackedWidget;

namespace notedeck::gui {

class AppContext;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(AppContext& context, QWidget* parent = nullptr);
    ~MainWindow() override;

    AppContext& context() { return m_context; }

    // Makes `view` the visible view, adding it to the stack (and taking ownership) the first time.
    void showView(QWidget* view);
    QWidget* currentView() const;

signals:
    // The visible view changed.
    void viewShown(QWidget* view);

private:
    AppContext& m_context;
    QStackedWidget* m_stack = nullptr;
};

} // namespace notedeck::gui
