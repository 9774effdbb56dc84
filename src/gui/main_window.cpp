#include "gui/main_window.h"

#include "gui/app_context.h"

#include <QStackedWidget>

namespace notedeck::gui {

MainWindow::MainWindow(AppContext& context, QWidget* parent) : QMainWindow(parent), m_context(context)
{
    setWindowTitle(tr("NoteDeck"));
    m_stack = new QStackedWidget(this);
    setCentralWidget(m_stack);
    resize(1100, 760);
}

MainWindow::~MainWindow() = default;

void MainWindow::showView(QWidget* view)
{
    if (m_stack->indexOf(view) < 0)
        m_stack->addWidget(view);
    m_stack->setCurrentWidget(view);
    emit viewShown(view);
}

QWidget* MainWindow::currentView() const
{
    return m_stack->currentWidget();
}

} // namespace notedeck::gui
