#include "gui/window/main_window.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/browse/overview_view.h"
#include "gui/card/card_profile.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/shared/error_text.h"
#include "gui/widgets/plain_text.h"
#include "gui/window/chapter_tree_columns.h"
#include "gui/window/import_controller.h"
#include "gui/window/import_report_panel.h"
#include "gui/window/main_menus.h"
#include "gui/window/mastery_delegate.h"
#include "gui/window/notes_import.h"
#include "gui/window/status_and_sync.h"
#include "gui/window/view_navigator.h"
#include "service/cards/cards.h"
#include "service/deck/deck_overview.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QHBoxLayout>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace notedeck::gui {

namespace {

// The count and mastery columns get fixed widths, enough for the whole deck's numbers (the largest
// of each column): resizing them to their contents measured the rows each time the counts
// changed, tens of milliseconds of the GUI thread for a tree of a few thousand chapters
// (docs/performance.md, "Desktop app").
void fitCountColumns(QTreeView* tree, const DeckTreeModel& model)
{
    QHeaderView* header = tree->header();
    const QFontMetrics rows = tree->fontMetrics();
    // Little padding: the four count columns stay in view in a window of 640 pixels.
    const int padding = 2 * tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 6;
    const service::DeckOverviewNode* all = model.node(QString());
    for (int c = DeckTreeModel::NewColumn; c < DeckTreeModel::ColumnCount; ++c) {
        int contents = MasteryDelegate::columnWidth(rows);
        if (c != DeckTreeModel::MasteryColumn) {
            const int largest = !all ? 0 : c == DeckTreeModel::NewColumn ? all->fresh
                                       : c == DeckTreeModel::LearningColumn ? all->learning : all->due;
            contents = rows.horizontalAdvance(QLocale().toString(std::max(largest, 999))) + padding;
        }
        const QString label = model.headerData(c, Qt::Horizontal).toString();
        header->setSectionResizeMode(c, QHeaderView::Fixed);
        header->resizeSection(c, std::max(contents, header->fontMetrics().horizontalAdvance(label) + padding));
    }
}

// Wide enough for the names of the parts, chapters and sections next to the count columns, at
// most 40% of `total` but never narrower than the count columns need (deeper or longer names are
// shortened with "…", the whole path is in their tooltip).
int treeWidthForNames(const QTreeView* tree, const DeckTreeModel& model, int total)
{
    const QFontMetrics rows = tree->fontMetrics();
    int name = tree->header()->fontMetrics().horizontalAdvance(
        model.headerData(DeckTreeModel::NameColumn, Qt::Horizontal).toString());
    for (const service::DeckOverviewNode& node : model.nodes()) {
        if (node.depth > 2)
            continue;
        const QString text = model.indexOfKey(QString::fromStdString(node.deck.key())).data().toString();
        name = std::max(name, tree->indentation() * (std::max(node.depth, 0) + 1) + rows.horizontalAdvance(text));
    }
    int width = name + 16 + 2 * tree->frameWidth() + tree->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, tree);
    for (int c = DeckTreeModel::NewColumn; c < DeckTreeModel::ColumnCount; ++c)
        width += tree->header()->sectionSize(c);
    return std::clamp(width, tree->minimumWidth(), std::max(tree->minimumWidth(), total * 2 / 5));
}
} // namespace

MainWindow::MainWindow(AppContext& context, const QString& notesDir, QWidget* parent)
    : QMainWindow(parent), m_context(context)
{
    setWindowTitle(tr("NoteDeck"));
    setObjectName(QStringLiteral("mainWindow"));
    m_lockCheck = new QTimer(this);
    m_lockCheck->setInterval(kLockCheckMs);
    connect(m_lockCheck, &QTimer::timeout, this, &MainWindow::checkDeckLock);
    m_status = new StatusAndSync(m_context, statusBar(), this);
    connect(m_status, &StatusAndSync::journalMerged, this, &MainWindow::journalMerged);
    m_notes = new NotesImport(m_context, notesDir, this, *m_status);
    connect(m_notes, &NotesImport::finished, this, &MainWindow::onImportFinished);
    buildLayout();
    m_menus = new MainMenus(*this, m_context, *m_notes);
    connectContext();
    resize(1180, 780);
    updateWritable();
    refreshTree();
    // After the tree's counts: on a large deck the backup keeps the worker for seconds.
    if (!m_context.isReadOnly())
        backupInBackground();

    if (!m_context.isReadOnly())
        m_notes->watch(m_notes->notesDir());
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLayout()
{
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    m_banner = plainLabel(central);
    m_banner->setObjectName(QStringLiteral("readOnlyBanner"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setStyleSheet(QStringLiteral("background: #f6e3a1; color: #3d3000;"));
    m_banner->setTextFormat(Qt::PlainText);   // it names another process and a file's reason
    m_banner->hide();
    // Offered once the NoteDeck that held the deck has let it go (checkDeckLock()).
    m_takeOver = new QPushButton(tr("Open the deck for writing"), central);
    m_takeOver->setObjectName(QStringLiteral("takeOverDeck"));
    m_takeOver->hide();
    connect(m_takeOver, &QPushButton::clicked, this, &MainWindow::takeOverDeck);
    auto* bannerRow = new QHBoxLayout;
    bannerRow->setContentsMargins(0, 0, 8, 0);
    bannerRow->setSpacing(0);
    bannerRow->addWidget(m_banner, 1);
    bannerRow->addWidget(m_takeOver);
    layout->addLayout(bannerRow);

    m_report = new ImportReportPanel(central);
    connect(m_report, &ImportReportPanel::issueActivated, this, &MainWindow::openIssue);
    layout->addWidget(m_report);

    m_splitter = new QSplitter(Qt::Horizontal, central);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_treeModel = new DeckTreeModel(this);
    m_tree = new QTreeView(m_splitter);
    m_tree->setObjectName(QStringLiteral("chapterTree"));
    m_tree->setModel(m_treeModel);
    m_tree->setItemDelegateForColumn(DeckTreeModel::MasteryColumn, new MasteryDelegate(m_tree));
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setIndentation(12);   // narrow: the names keep some room beside the counts
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(DeckTreeModel::NameColumn, QHeaderView::Stretch);
    fitCountColumns(m_tree, *m_treeModel);
    new ChapterTreeColumns(m_tree);   // the counts always in view; long names give way
    m_tree->setToolTip(tr("Chapters: Enter reads the selected one, S studies it"));

    m_views = new ViewNavigator(*this, m_context, *m_treeModel, m_splitter);
    connect(m_views, &ViewNavigator::viewShown, this, &MainWindow::viewShown);
    m_splitter->addWidget(m_tree);
    m_splitter->addWidget(m_views->stack());
    m_splitter->setCollapsible(0, false);   // dragged narrow, the tree keeps its counts
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({400, 780});
    layout->addWidget(m_splitter, 1);
    setCentralWidget(central);

    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::onTreeSelection);
    connect(m_tree, &QTreeView::activated, this, [this] { showRead(selectedDeck()); });
}

void MainWindow::connectContext()
{
    connect(&m_context, &AppContext::deckChanged, this, [this] {
        updateWritable();
        refreshTree();
    });
    connect(&m_context, &AppContext::scheduleChanged, this, &MainWindow::refreshTree);
}

void MainWindow::selectDeck(const core::DeckPath& deck)
{
    const QString key = QString::fromStdString(deck.key());
    const QModelIndex index = m_treeModel->indexOfKey(key);
    if (!index.isValid()) {
        m_pendingSelection = key;
        return;
    }
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
}

// Every deck selected in the tree, in the tree's order; the current one when none is.
std::vector<core::DeckPath> MainWindow::selectedDecks() const
{
    QModelIndexList rows = m_tree->selectionModel()->selectedRows(DeckTreeModel::NameColumn);
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) {
        return a.data(DeckTreeModel::NodeIndexRole).toInt() < b.data(DeckTreeModel::NodeIndexRole).toInt();
    });
    std::vector<core::DeckPath> decks;
    for (const QModelIndex& row : rows)
        decks.push_back(core::DeckPath::fromKey(row.data(DeckTreeModel::DeckKeyRole).toString().toStdString()));
    if (decks.empty() && !selectedDeck().empty())
        decks.push_back(selectedDeck());
    return decks;
}

core::DeckPath MainWindow::selectedDeck() const
{
    const QModelIndex index = m_tree->currentIndex();
    if (!index.isValid())
        return {};
    return core::DeckPath::fromKey(index.data(DeckTreeModel::DeckKeyRole).toString().toStdString());
}

void MainWindow::onTreeSelection()
{
    m_views->followSelection(selectedDeck());
}

void MainWindow::refreshTree()
{
    m_treeRefresh.request();
}

bool MainWindow::countTree()
{
    if (!m_context.hasDeck())
        return false;
    m_context.worker().run(
        this,
        [now = m_context.now()](WorkerDeck& deck)
            -> core::Result<std::vector<service::DeckOverviewNode>> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::deckOverview(**store, now);
        },
        [this](core::Result<std::vector<service::DeckOverviewNode>> nodes) {
            // Counts asked for meanwhile start now; these are shown all the same (treeLoaded()
            // waits for the newer ones).
            const bool newerFollows = m_treeRefresh.finished();
            if (!nodes) {
                m_status->setText(tr("Cannot count the cards: %1").arg(errorText(nodes.error())));
                return;
            }
            const QString selected = m_pendingSelection.isNull()
                                         ? m_tree->currentIndex().data(DeckTreeModel::DeckKeyRole).toString()
                                         : m_pendingSelection;
            const bool reset = m_treeModel->rowCount() == 0 || nodes->size() != m_treeModel->nodes().size();
            m_treeModel->setNodes(std::move(*nodes));
            fitCountColumns(m_tree, *m_treeModel);
            if (reset) {
                // The first counts with cards (a first start counts an empty deck while its import
                // runs) size the tree to its names, unless the last run's split came back.
                if (const auto* all = m_treeModel->node(QString()); !m_treeSized && all && all->total > 0) {
                    m_treeSized = true;
                    const int total = m_splitter->width();
                    const int tree = treeWidthForNames(m_tree, *m_treeModel, total);
                    m_splitter->setSizes({tree, std::max(total - tree, 1)});
                }
                m_tree->expandToDepth(0);
                QModelIndex index = m_treeModel->indexOfKey(selected);
                if (!index.isValid())
                    index = m_treeModel->index(0, 0);
                m_tree->setCurrentIndex(index);
                m_tree->scrollTo(index);
            }
            m_pendingSelection = QString();
            m_views->overview()->refresh();
            if (!newerFollows)
                emit treeLoaded();
        });
    return true;
}

QString MainWindow::readOnlyText(const QString& reason) const
{
    return tr("This deck is open read-only: %1. You can browse, read and search; studying, importing, "
              "settings and restoring are off.")
        .arg(reason);
}

void MainWindow::updateWritable()
{
    const QString reason = m_context.readOnlyReason();
    m_banner->setVisible(!reason.isEmpty());
    m_banner->setText(readOnlyText(reason));
    m_menus->setWritable(reason.isEmpty());
    m_takeOver->hide();
    // Another NoteDeck's lock: looked at again every few seconds, and when the window is activated.
    if (m_context.hasDeck() && m_context.deck().usedBy())
        m_lockCheck->start();
    else
        m_lockCheck->stop();
}

void MainWindow::onImportFinished(const ImportOutcome& outcome)
{
    // Only worth a message when something changed or went wrong.
    if (!outcome.report || !outcome.report->wroteNothing || (outcome.merge && !outcome.merge->problems.empty()))
        m_report->showOutcome(outcome);
    m_status->followImport(outcome);
    // A first start's deck had nothing to back up when the window opened: the day's backup is
    // made once the import has given it its cards (nothing to do when today's exists).
    if (outcome.report && !outcome.report->wroteNothing && !m_context.isReadOnly())
        backupInBackground();
    emit importFinished(outcome);
}

} // namespace notedeck::gui

namespace notedeck::gui {

JournalWatcher& MainWindow::journalWatcher() { return m_status->journalWatcher(); }

void MainWindow::mergeJournals() { m_status->mergeJournals(); }

void MainWindow::keepJournalBesideDeck(bool besideDeck)
{
    m_status->keepJournalBesideDeck(besideDeck, m_notes->notesDir());
}

QString MainWindow::notesDir() const { return m_notes->notesDir(); }

void MainWindow::setNotesDir(const QString& dir) { m_notes->setNotesDir(dir); }

void MainWindow::setConfirmation(Confirmation confirm) { m_notes->setConfirmation(std::move(confirm)); }

void MainWindow::reimport() { m_notes->reimport(); }

ImportController& MainWindow::importer() { return m_notes->importer(); }

NotesWatcher& MainWindow::watcher() { return m_notes->watcher(); }

void MainWindow::renameDevice(const QString& name) { m_status->renameDevice(name); }

KeyboardShortcutsDialog* MainWindow::openShortcuts() { return m_menus->openShortcuts(); }

QMessageBox* MainWindow::openAbout() { return m_menus->openAbout(); }

} // namespace notedeck::gui
