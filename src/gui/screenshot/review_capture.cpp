#include "gui/screenshot/review_capture.h"

#include "gui/app/app_context.h"
#include "gui/app/app_startup.h"
#include "gui/card/card_view.h"
#include "gui/review/review_view.h"
#include "gui/screenshot/capture_settle.h"
#include "service/cards/cards.h"

#include <QPixmap>
#include <QTimer>

namespace notedeck::gui {

namespace {
// After the page has drawn its frame the compositor still has to hand it to the widget.
constexpr int kSettleMs = 80;
} // namespace

ReviewCapture::ReviewCapture(std::unique_ptr<service::Deck> deck, ScreenshotRequest request,
                             std::optional<CardTheme> theme, QObject* parent)
    : Capture(parent), m_deck(std::move(deck)), m_request(std::move(request)), m_theme(theme)
{
}

ReviewCapture::~ReviewCapture() = default;

void ReviewCapture::start()
{
    if (m_request.cardId) {
        auto row = service::findCard(*m_deck, *m_request.cardId);
        if (!row)
            return emit failed(QString::fromStdString(row.error().toString()));
        if (!*row || (*row)->card.retired)
            return emit failed(tr("the deck has no active card with id %1 (see notedeck-cli list)").arg(*m_request.cardId));
    }
    // In the deck's interface language, as the app would show it.
    auto settings = service::loadAppSettings(*m_deck);
    installTranslations(settings ? QString::fromStdString(settings->language) : QString());
    auto app = AppContext::create(std::move(m_deck));
    if (!app)
        return emit failed(QString::fromStdString(app.error().toString()));
    m_app = std::move(*app);
    m_app->setTheme(m_theme.value_or(CardTheme::System));

    m_view = std::make_unique<ReviewView>(*m_app);
    m_view->setWindowTitle(tr("NoteDeck"));
    m_view->cardView()->setOpensLinks(false);
    m_view->resize(m_request.size);
    connect(m_view->cardView(), &CardView::painted, this, &ReviewCapture::onPainted);
    connect(m_view.get(), &ReviewView::sessionFinished, this, &ReviewCapture::captureSoon);
    connect(m_view.get(), &ReviewView::sessionStarted, this, [this](bool ok) {
        if (!ok)
            emit failed(m_view->message());
    });
    m_view->show();
    if (m_request.cardId)
        m_view->startSingle(*m_request.cardId);
    else
        m_view->startSession();
}

void ReviewCapture::onPainted(const RenderReport& report)
{
    if (m_request.answer && report.part == CardPart::Question) {
        m_view->revealAnswer();
        return;
    }
    captureSoon();
}

void ReviewCapture::captureSoon()
{
    if (m_capturing)
        return;
    m_capturing = true;
    whenImagesLoaded(m_view.get(), this, [this] {
        grabWhenStill(m_view.get(), this, [this](const QImage& image) { emit captured(image); }, kSettleMs);
    });
}

} // namespace notedeck::gui
