#include "gui/screenshot/view_capture.h"

#include "gui/app/app_context.h"
#include "gui/app/app_startup.h"
#include "gui/app/app_theme.h"
#include "gui/browse/overview_view.h"
#include "gui/browse/read_view.h"
#include "gui/browse/search_view.h"
#include "gui/card_info/card_info_dialog.h"
#include "gui/screenshot/capture_settle.h"
#include "gui/screenshot/drill_capture.h"
#include "gui/shared/deck_tree_model.h"
#include "gui/stats/stats_view.h"
#include "gui/stats/workload_panel.h"
#include "gui/window/main_window.h"
#include "service/options/app_settings.h"

#include <QPixmap>
#include <QTimer>

namespace notedeck::gui {

namespace {
// Lets the compositor hand the last frame to the widgets before grabbing.
constexpr int kSettleMs = 120;
} // namespace

ViewCapture::ViewCapture(std::unique_ptr<service::Deck> deck, ScreenshotRequest request,
                         std::optional<CardTheme> theme, QObject* parent)
    : Capture(parent), m_deck(std::move(deck)), m_request(std::move(request)), m_theme(theme)
{
}

ViewCapture::~ViewCapture()
{
    m_window.reset();   // before the context its views use
}

void ViewCapture::start()
{
    auto app = service::loadAppSettings(*m_deck);
    installTranslations(app ? QString::fromStdString(app->language) : QString());
    if (isDrillView(m_request.view)) {
        auto drill = DrillCapture::prepare(m_deck);
        if (!drill)
            return emit failed(QString::fromStdString(drill.error().toString()));
        m_drill = std::move(*drill);   // the deck is now its copy, on its clock
    }
    auto context = AppContext::create(std::move(m_deck));
    if (!context)
        return emit failed(QString::fromStdString(context.error().toString()));
    m_context = std::move(*context);
    const CardTheme theme = m_theme.value_or(CardTheme::System);
    m_context->setTheme(theme);
    if (app)
        m_context->setFontSize(app->cardFontSize);
    applyWidgetTheme(theme);

    // No notes folder: a screenshot neither imports nor watches anything.
    m_window = std::make_unique<MainWindow>(*m_context, QString());
    m_window->resize(m_request.size);
    connect(m_window.get(), &MainWindow::treeLoaded, this, &ViewCapture::onTreeLoaded);
    m_window->show();
}

void ViewCapture::onTreeLoaded()
{
    if (m_opened)
        return;
    m_opened = true;
    const core::DeckPath scope = core::DeckPath::parse(m_request.deck.toStdString());
    if (!scope.empty() && !m_window->treeModel().indexOfKey(QString::fromStdString(scope.key())).isValid())
        return emit failed(QStringLiteral("the deck has no chapter \"%1\"").arg(m_request.deck));
    m_window->selectDeck(scope);

    if (m_request.view == QLatin1String("read")) {
        connect(m_window->readView(), &ReadView::rendered, this, &ViewCapture::capture);
        m_window->showRead(scope);
    } else if (m_request.view == QLatin1String("search")) {
        SearchView* search = m_window->searchView();
        m_window->showSearch();
        if (!scope.empty())
            search->setChapterFilter(scope);
        search->setQuery(m_request.query.isEmpty() ? QStringLiteral("拷贝") : m_request.query);
        connect(search, &SearchView::resultShown, this, &ViewCapture::capture);
        // The search runs on the worker; the first result is opened once they are listed.
        connect(search, &SearchView::searched, this, [this, search](int results) {
            if (results == 0)
                QTimer::singleShot(0, this, &ViewCapture::capture);
            else
                search->openResult(0);
        }, Qt::SingleShotConnection);
        search->search();
    } else if (m_request.view == QLatin1String("stats")) {
        captureStatistics(scope);
    } else if (m_request.view == QLatin1String("card-info")) {
        captureCardInfo();
    } else if (m_drill) {
        m_drill->run(*m_window, m_request, [this] { capture(); }, [this](const QString& message) { emit failed(message); });
    } else {
        OverviewView* overview = m_window->overview();
        if (overview->isLoaded())
            QTimer::singleShot(0, this, &ViewCapture::capture);
        else
            connect(overview, &OverviewView::loaded, this, &ViewCapture::capture);
    }
}

void ViewCapture::captureStatistics(const core::DeckPath& scope)
{
    // The statistics (and on the simulator tab the simulation and the interview forecast) are
    // computed in the view's worker; the capture waits until all of them are drawn.
    StatsView* stats = m_window->statsView();
    stats->setChapterScope(!scope.empty());
    stats->showTab(m_request.tab.isEmpty() ? QStringLiteral("activity") : m_request.tab);
    WorkloadPanel* workload = stats->workloadPanel();
    const bool simulator = m_request.tab == QLatin1String("simulator");
    if (simulator && m_request.interview.isValid())
        workload->setInterviewDate(m_request.interview);
    auto captureWhenDrawn = [this, stats, workload, simulator] {
        if (stats->statistics() && !stats->isComputing() &&
            (!simulator || (workload->simulation() && workload->interview() && !workload->isBusy())))
            capture();
    };
    connect(stats, &StatsView::statisticsShown, this, captureWhenDrawn);
    connect(workload, &WorkloadPanel::simulationShown, this, captureWhenDrawn);
    connect(workload, &WorkloadPanel::interviewShown, this, captureWhenDrawn);
    m_window->showStatistics();
}

void ViewCapture::captureCardInfo()
{
    // The card info window over the main window, as large as the requested size; captured alone.
    CardInfoDialog* dialog = m_window->showCardInfo(m_request.cardId.value_or(1));
    dialog->resize(m_request.size);
    m_target = dialog;
    connect(dialog, &CardInfoDialog::loaded, this, &ViewCapture::capture, Qt::SingleShotConnection);
}

void ViewCapture::capture()
{
    if (m_done)
        return;
    m_done = true;
    QWidget* target = m_target ? m_target.data() : m_window.get();
    whenImagesLoaded(target, this, [this, target] {
        grabWhenStill(target, this, [this](const QImage& image) { emit captured(image); }, kSettleMs);
    });
}

} // namespace notedeck::gui
