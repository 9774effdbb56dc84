#include "gui/window/main_menus.h"

#include "gui/app/app_context.h"
#include "gui/browse/overview_view.h"
#include "gui/card/card_theme.h"
#include "gui/shared/error_text.h"
#include "gui/window/keyboard_shortcuts_dialog.h"
#include "gui/window/main_window.h"
#include "gui/window/notes_import.h"
#include "service/options/app_settings.h"

#include <QActionGroup>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTreeView>

#include <functional>

namespace notedeck::gui {

namespace {

// Changes one of the app's options kept in the deck; a failure is shown in the status bar.
void storeAppSetting(AppContext& context, QStatusBar* status, const std::function<void(service::AppSettings&)>& change)
{
    if (auto app = service::loadAppSettings(context.deck())) {
        change(*app);
        if (auto saved = service::saveAppSettings(context.deck(), *app); !saved)
            status->showMessage(errorText(saved.error()), 8000);
    }
}

} // namespace

MainMenus::MainMenus(MainWindow& window, AppContext& context, NotesImport& notes)
    : QObject(&window), m_window(window), m_context(context)
{
    addFileMenu(notes);
    addGoMenu();
    addViewMenu();
    addHelpMenu();
}

void MainMenus::setWritable(bool writable)
{
    for (QAction* action : m_writingActions)
        action->setEnabled(writable);
}

void MainMenus::addFileMenu(NotesImport& notes)
{
    MainWindow* window = &m_window;
    QMenu* file = m_window.menuBar()->addMenu(tr("&File"));
    QAction* notesFolder = file->addAction(tr("Notes &folder…"), &notes, &NotesImport::chooseNotesDir);
    notesFolder->setShortcut(QKeySequence::Open);
    QAction* importNow = file->addAction(tr("&Import notes now"), &notes, &NotesImport::reimport);
    importNow->setShortcut(QKeySequence(Qt::Key_F5));
    file->addSeparator();
    // The bridge to Anki both ways; each has its own mnemonic (K, A).
    QAction* anki = file->addAction(tr("Import from An&ki…"), window, &MainWindow::importFromAnki);
    file->addAction(tr("Export to &Anki…"), window, &MainWindow::openAnkiExport);
    file->addSeparator();
    QAction* restore = file->addAction(tr("&Restore a backup…"), window, &MainWindow::openRestore);
    QAction* settings = file->addAction(tr("&Settings…"), window, &MainWindow::openSettings);
    settings->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), window, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    m_writingActions << notesFolder << importNow << anki << restore << settings;
}

void MainMenus::addGoMenu()
{
    MainWindow* window = &m_window;
    QMenu* go = m_window.menuBar()->addMenu(tr("&Go"));
    QAction* overview = go->addAction(tr("&Overview"), window, &MainWindow::showOverview);
    overview->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction* read = go->addAction(tr("&Read the chapter"), window, [window] { window->showRead(window->selectedDeck()); });
    read->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    QAction* search = go->addAction(tr("&Search…"), window, &MainWindow::showSearch);
    search->setShortcut(QKeySequence::Find);
    go->addSeparator();
    QAction* study = go->addAction(tr("S&tudy the chapter"), window, [window] { window->study(window->selectedDeck()); });
    study->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QAction* studyAll = go->addAction(tr("Study &everything"), window, [window] { window->study(core::DeckPath()); });
    studyAll->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Return));
    QAction* tree = go->addAction(tr("&Chapter tree"), window, [window] { window->tree()->setFocus(); });
    tree->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_writingActions << study << studyAll;
    // S in the chapter tree studies the selected chapter, as the tree's tooltip says.
    auto* studyKey = new QAction(tr("Study the selected chapter"), window);   // as the shortcuts list names it
    studyKey->setShortcut(QKeySequence(Qt::Key_S));
    studyKey->setShortcutContext(Qt::WidgetShortcut);
    connect(studyKey, &QAction::triggered, window, [window] { window->study(window->selectedDeck()); });
    window->tree()->addAction(studyKey);
    window->tree()->setAccessibleName(tr("Chapter tree"));
    m_writingActions << studyKey;
    addDrillActions(go);
}

void MainMenus::addDrillActions(QMenu* go)
{
    MainWindow* window = &m_window;
    QTreeView* tree = window->tree();
    go->addSeparator();
    QAction* drill = go->addAction(tr("Interview &drill…"), window, [window] { window->openDrillSetup(); });
    drill->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    QAction* history = go->addAction(tr("Drill &history"), window, &MainWindow::showDrillHistory);
    m_writingActions << drill;

    // A drill may span several chapters: the tree lets Ctrl and Shift select more than one.
    tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto* drillKey = new QAction(tr("Drill the selected chapters"), window);
    drillKey->setShortcut(QKeySequence(Qt::Key_D));
    drillKey->setShortcutContext(Qt::WidgetShortcut);
    connect(drillKey, &QAction::triggered, window, [window] { window->openDrillSetup(); });
    tree->addAction(drillKey);
    m_writingActions << drillKey;

    tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree, &QWidget::customContextMenuRequested, window, [this, window, tree, drill, history](const QPoint& pos) {
        auto* menu = new QMenu(window);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(tr("&Read"), window, [window] { window->showRead(window->selectedDeck()); });
        QAction* study = menu->addAction(tr("&Study"), window, [window] { window->study(window->selectedDeck()); });
        study->setEnabled(!m_context.isReadOnly());
        menu->addSeparator();
        const auto decks = window->selectedDecks();
        QAction* drillThese = menu->addAction(
            decks.size() > 1 ? tr("Drill these %1 chapters…").arg(decks.size()) : tr("&Drill this chapter…"), window,
            [window] { window->openDrillSetup(); });
        drillThese->setEnabled(drill->isEnabled());
        menu->addAction(history);
        menu->popup(tree->viewport()->mapToGlobal(pos));
    });
    connect(window->overview(), &OverviewView::drillRequested, window, [window](const core::DeckPath& scope) {
        window->openDrillSetup(scope.empty() ? window->selectedDecks() : std::vector{scope});
    });
}

void MainMenus::addViewMenu()
{
    MainWindow* window = &m_window;
    QMenu* view = m_window.menuBar()->addMenu(tr("&View"));
    QAction* statistics = view->addAction(tr("&Statistics"), window, &MainWindow::showStatistics);
    statistics->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    view->addSeparator();
    auto* themes = new QActionGroup(window);
    for (auto [label, theme] : {std::pair{tr("Follow the system"), CardTheme::System}, std::pair{tr("Light"), CardTheme::Light},
                                std::pair{tr("Dark"), CardTheme::Dark}}) {
        QAction* action = view->addAction(label);
        action->setCheckable(true);
        action->setChecked(theme == m_context.theme());
        themes->addAction(action);
        connect(action, &QAction::triggered, window, [this, window, theme = theme] {
            m_context.setTheme(theme);
            // Kept in the deck, as the Settings dialog keeps it, for the next start.
            if (!m_context.isReadOnly())
                storeAppSetting(m_context, window->statusBar(), [theme](service::AppSettings& app) {
                    app.theme = cardThemeName(theme).toStdString();
                });
        });
        connect(&m_context, &AppContext::appearanceChanged, action,
                [this, action, theme = theme] { action->setChecked(theme == m_context.theme()); });
    }
    view->addSeparator();
    // Ctrl+= / Ctrl+- / Ctrl+0 belong to the card views themselves; the menu only names them.
    view->addAction(tr("Larger card text\tCtrl+="), window, [this] { m_context.setFontSize(m_context.fontSize() + 1); });
    view->addAction(tr("Smaller card text\tCtrl+-"), window, [this] { m_context.setFontSize(m_context.fontSize() - 1); });
}

void MainMenus::addHelpMenu()
{
    QMenu* help = m_window.menuBar()->addMenu(tr("&Help"));
    QAction* shortcuts = help->addAction(tr("&Keyboard shortcuts"), this, &MainMenus::openShortcuts);
    // ? as most apps that are driven by keys; F1 is the platform's help key. Text fields take a
    // typed ? as text (they claim printable keys before window shortcuts).
    shortcuts->setShortcuts({QKeySequence(Qt::Key_Question), QKeySequence(QKeySequence::HelpContents)});
    help->addSeparator();
    help->addAction(tr("&About NoteDeck"), this, &MainMenus::openAbout);
}

KeyboardShortcutsDialog* MainMenus::openShortcuts()
{
    auto* dialog = new KeyboardShortcutsDialog(listShortcuts(m_window), &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

QMessageBox* MainMenus::openAbout()
{
    auto* box = new QMessageBox(QMessageBox::NoIcon, tr("About NoteDeck"),
                                tr("<h3>NoteDeck %1</h3>"
                                   "<p>Spaced repetition for your Markdown notes: flashcards made from your notes, "
                                   "scheduled with FSRS-6.</p><p>MIT licence. Built with Qt %2.</p>")
                                    .arg(QStringLiteral(NOTEDECK_VERSION), QString::fromLatin1(qVersion())),
                                QMessageBox::Close, &m_window);
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return box;
}

} // namespace notedeck::gui
