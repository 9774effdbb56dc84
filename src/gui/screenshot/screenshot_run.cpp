#include "gui/screenshot/screenshot_run.h"

#include "gui/card/card_view.h"
#include "gui/screenshot/review_screenshot.h"
#include "gui/screenshot/view_capture.h"

#include <QImage>
#include <QPixmap>

#include <cstdio>

namespace notedeck::gui {

namespace {
// Cold start of QtWebEngine takes about a second; this only catches a page that never reports.
constexpr int kTimeoutMs = 30000;
// After the page has drawn its frame the compositor still has to hand it to the widget; a short
// pause makes sure grab() sees it.
constexpr int kSettleMs = 60;
} // namespace

ScreenshotRun::ScreenshotRun(std::unique_ptr<storage::DeckStore> deck, ScreenshotRequest request,
                             std::optional<CardTheme> theme, QObject* parent)
    : QObject(parent), m_deck(std::move(deck)), m_request(std::move(request)), m_theme(theme)
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this,
            [this] { fail(QStringLiteral("the card page did not finish rendering within %1 s").arg(kTimeoutMs / 1000)); });
}

ScreenshotRun::~ScreenshotRun() = default;

void ScreenshotRun::start()
{
    if (m_request.view != QLatin1String("review")) {
        m_view = std::make_unique<ViewCapture>(std::move(m_deck), m_request, m_theme);
        connect(m_view.get(), &ViewCapture::failed, this, &ScreenshotRun::fail);
        connect(m_view.get(), &ViewCapture::captured, this, [this](const QImage& image) {
            if (!image.save(m_request.file, "PNG"))
                return fail(QStringLiteral("cannot write %1").arg(m_request.file));
            m_done = true;
            m_timeout.stop();
            emit finished(0);
        });
        m_timeout.start(kTimeoutMs);
        m_view->start();
        return;
    }
    if (m_request.view == QLatin1String("review")) {
        // The review screen: counts, breadcrumb, the card and the answer buttons with their intervals.
        auto* review = new ReviewScreenshot(std::move(m_deck), m_request, m_theme, this);
        connect(review, &ReviewScreenshot::finished, this, &ScreenshotRun::finished);
        review->start();
        return;
    }
    auto cards = m_deck->cards().list(core::DeckPath(), false);
    if (!cards)
        return fail(QString::fromStdString(cards.error().toString()));
    const core::CardRow* chosen = nullptr;
    for (const core::CardRow& row : *cards) {
        if (!m_request.cardId || row.card.id == *m_request.cardId) {
            chosen = &row;
            break;
        }
    }
    if (!chosen) {
        return fail(m_request.cardId ? QStringLiteral("the deck has no active card with id %1 (see notedeck-cli list)")
                                           .arg(*m_request.cardId)
                                     : QStringLiteral("the deck has no cards to show"));
    }

    m_window = std::make_unique<CardView>();
    m_window->setWindowTitle(QStringLiteral("NoteDeck"));
    m_window->setTheme(m_theme.value_or(CardTheme::System));
    m_window->setOpensLinks(false);
    m_window->resize(m_request.size);
    connect(m_window.get(), &CardView::painted, this, &ScreenshotRun::onPainted);
    m_window->show();
    m_window->showCard(chosen->card);
    m_timeout.start(kTimeoutMs);
}

void ScreenshotRun::onPainted(const RenderReport& report)
{
    if (m_request.answer && report.part == CardPart::Question) {
        m_window->revealAnswer();
        return;
    }
    QTimer::singleShot(kSettleMs, this, &ScreenshotRun::capture);
}

void ScreenshotRun::capture()
{
    if (m_done)
        return;
    const QImage image = m_window->grab().toImage();
    if (!image.save(m_request.file, "PNG"))
        return fail(QStringLiteral("cannot write %1").arg(m_request.file));
    m_done = true;
    m_timeout.stop();
    emit finished(0);
}

void ScreenshotRun::fail(const QString& message)
{
    if (m_done)
        return;
    m_done = true;
    m_timeout.stop();
    std::fprintf(stderr, "notedeck: %s\n", qPrintable(message));
    emit finished(1);
}

} // namespace notedeck::gui
