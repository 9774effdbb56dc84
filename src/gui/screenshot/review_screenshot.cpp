#include "gui/screenshot/review_screenshot.h"

#include "gui/app/app_context.h"
#include "gui/app/app_startup.h"
#include "gui/card/card_view.h"
#include "gui/review/review_view.h"

#include <QImage>
#include <QPixmap>

#include <cstdio>

namespace notedeck::gui {

namespace {
// Cold start of QtWebEngine takes about a second; this only catches a page that never reports.
constexpr int kTimeoutMs = 30000;
// After the page has drawn its frame the compositor still has to hand it to the widget.
constexpr int kSettleMs = 80;
} // namespace

ReviewScreenshot::ReviewScreenshot(std::unique_ptr<storage::DeckStore> deck, ScreenshotRequest request,
                                   std::optional<CardTheme> theme, QObject* parent)
    : QObject(parent), m_deck(std::move(deck)), m_request(std::move(request)), m_theme(theme)
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this,
            [this] { fail(tr("the card page did not finish rendering within %1 s").arg(kTimeoutMs / 1000)); });
}

ReviewScreenshot::~ReviewScreenshot() = default;

void ReviewScreenshot::start()
{
    if (m_request.cardId) {
        auto row = m_deck->cards().find(*m_request.cardId);
        if (!row)
            return fail(QString::fromStdString(row.error().toString()));
        if (!*row || (*row)->card.retired)
            return fail(tr("the deck has no active card with id %1 (see notedeck-cli list)").arg(*m_request.cardId));
    }
    // In the deck's interface language, as the app would show it.
    auto settings = service::loadAppSettings(*m_deck);
    installTranslations(settings ? QString::fromStdString(settings->language) : QString());
    auto app = AppContext::create(std::move(m_deck));
    if (!app)
        return fail(QString::fromStdString(app.error().toString()));
    m_app = std::move(*app);
    m_app->setTheme(m_theme.value_or(CardTheme::System));

    m_view = std::make_unique<ReviewView>(*m_app);
    m_view->setWindowTitle(tr("NoteDeck"));
    m_view->cardView()->setOpensLinks(false);
    m_view->resize(m_request.size);
    connect(m_view->cardView(), &CardView::painted, this, &ReviewScreenshot::onPainted);
    connect(m_view.get(), &ReviewView::sessionFinished, this, &ReviewScreenshot::captureSoon);
    connect(m_view.get(), &ReviewView::sessionStarted, this, [this](bool ok) {
        if (!ok)
            fail(m_view->message());
    });
    m_view->show();
    m_timeout.start(kTimeoutMs);
    if (m_request.cardId)
        m_view->startSingle(*m_request.cardId);
    else
        m_view->startSession();
}

void ReviewScreenshot::onPainted(const RenderReport& report)
{
    if (m_request.answer && report.part == CardPart::Question) {
        m_view->revealAnswer();
        return;
    }
    captureSoon();
}

void ReviewScreenshot::captureSoon()
{
    if (m_capturing)
        return;
    m_capturing = true;
    QTimer::singleShot(kSettleMs, this, &ReviewScreenshot::capture);
}

void ReviewScreenshot::capture()
{
    if (m_done)
        return;
    const QImage image = m_view->grab().toImage();
    if (!image.save(m_request.file, "PNG"))
        return fail(tr("cannot write %1").arg(m_request.file));
    m_done = true;
    m_timeout.stop();
    emit finished(0);
}

void ReviewScreenshot::fail(const QString& message)
{
    if (m_done)
        return;
    m_done = true;
    m_timeout.stop();
    std::fprintf(stderr, "notedeck: %s\n", qPrintable(message));
    emit finished(1);
}

} // namespace notedeck::gui
