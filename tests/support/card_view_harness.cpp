#include "card_view_harness.h"

#include "core/clock.h"
#include "gui/card/card_page.h"
#include "service/deck/detail/deck_internals.h"
#include "service/import/import_notes.h"
#include "storage/deck_store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTimer>
#include <QWebEngineView>
#include <QTest>

#include <stdexcept>

namespace notedeck::gui::test {

void settle(int ms)
{
    waitUntil([] { return false; }, ms);
}

namespace {
// A JavaScript string literal: JSON quoting is a subset of JavaScript's.
QString jsString(const QString& text)
{
    const QByteArray json = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}
} // namespace

bool waitUntil(const std::function<bool()>& done, int timeoutMs)
{
    // Not QTest::qWaitFor: it sleeps 10 ms between event batches, and loading the page takes
    // hundreds of round trips through this thread (qrc: requests are served here).
    QElapsedTimer clock;
    clock.start();
    QTimer wakeUp;   // processEvents(WaitForMoreEvents) returns at the latest when this fires
    wakeUp.start(50);
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

CardViewHarness::CardViewHarness(CardProfile* profile) : m_view(std::make_unique<CardView>(profile))
{
    m_view->setOpensLinks(false);
    m_view->resize(900, 700);
    QObject::connect(m_view.get(), &CardView::rendered, [this](const RenderReport& r) { reports.push_back(r); });
    QObject::connect(m_view.get(), &CardView::requestBlocked, [this](const QUrl& url) { blocked.push_back(url); });
    QObject::connect(m_view.get(), &CardView::linkClicked, [this](const QUrl& url) { clickedLinks.push_back(url); });
    auto* page = qobject_cast<CardPage*>(m_view->page());
    QObject::connect(page, &CardPage::consoleMessage,
                     [this](QWebEnginePage::JavaScriptConsoleMessageLevel level, const QString& message) {
                         if (level != QWebEnginePage::InfoMessageLevel)
                             consoleProblems.push_back(message);
                     });
    m_view->show();
    if (!waitUntil([this] { return m_view->isPageReady(); }, 30000))
        throw std::runtime_error("the card page did not become ready");
}

CardViewHarness::~CardViewHarness() = default;

std::optional<RenderReport> CardViewHarness::waitForReport(size_t before, CardPart part, int timeoutMs)
{
    const bool arrived = waitUntil(
        [&] {
            for (size_t i = before; i < reports.size(); ++i)
                if (reports[i].part == part)
                    return true;
            return false;
        },
        timeoutMs);
    if (!arrived)
        return std::nullopt;
    for (size_t i = before; i < reports.size(); ++i)
        if (reports[i].part == part)
            return reports[i];
    return std::nullopt;
}

std::optional<RenderReport> CardViewHarness::show(const core::CardRecord& card, int timeoutMs)
{
    const size_t before = reports.size();
    m_view->showCard(card);
    return waitForReport(before, CardPart::Question, timeoutMs);
}

std::optional<RenderReport> CardViewHarness::show(const render::CardHtml& card, int timeoutMs)
{
    const size_t before = reports.size();
    m_view->showCard(card);
    return waitForReport(before, CardPart::Question, timeoutMs);
}

std::optional<RenderReport> CardViewHarness::reveal(int timeoutMs)
{
    const size_t before = reports.size();
    m_view->revealAnswer();
    return waitForReport(before, CardPart::Answer, timeoutMs);
}

QVariant evalIn(CardView& view, const QString& script)
{
    QVariant result;
    bool done = false;
    view.page()->runJavaScript(script, [&](const QVariant& value) {
        result = value;
        done = true;
    });
    if (!waitUntil([&] { return done; }))
        throw std::runtime_error("JavaScript did not answer: " + script.toStdString());
    return result;
}

int clickEach(CardView& view, const QString& selector)
{
    auto* web = view.findChild<QWebEngineView*>();
    QWidget* target = web ? web->focusProxy() : nullptr;
    if (!target)
        throw std::runtime_error("the web view has no input widget");
    const int count = evalIn(view, QStringLiteral("document.querySelectorAll(%1).length").arg(jsString(selector))).toInt();
    for (int i = 0; i < count; ++i) {
        const QVariantList centre =
            evalIn(view, QStringLiteral("(() => { const e = document.querySelectorAll(%1)[%2]; e.scrollIntoView({block: 'center'});"
                                        " const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
                             .arg(jsString(selector))
                             .arg(i))
                .toList();
        if (centre.size() != 2)
            continue;
        QTest::mouseClick(target, Qt::LeftButton, Qt::NoModifier,
                          QPoint(qRound(centre[0].toDouble()), qRound(centre[1].toDouble())));
    }
    settle(100);
    return count;
}

QVariant CardViewHarness::eval(const QString& script)
{
    return evalIn(*m_view, script);
}

int CardViewHarness::clickEach(const QString& selector)
{
    return test::clickEach(*m_view, selector);
}

RenderLog::RenderLog(CardView& view)
{
    QObject::connect(&view, &CardView::rendered, [this](const RenderReport& r) { m_reports.push_back(r); });
}

bool RenderLog::waitFor(core::CardId card, CardPart part, int timeoutMs)
{
    return waitUntil(
        [&] {
            for (size_t i = m_seen; i < m_reports.size(); ++i) {
                if (m_reports[i].cardId == card && m_reports[i].part == part) {
                    m_seen = i + 1;
                    return true;
                }
            }
            return false;
        },
        timeoutMs);
}

core::CardRecord makeCard(core::CardId id, std::string question, std::string answer)
{
    core::CardRecord card;
    card.id = id;
    card.deck = core::DeckPath({"测试", "Security"});
    card.question = std::move(question);
    card.answer = std::move(answer);
    return card;
}

std::vector<core::CardRecord> contentCards()
{
    QTemporaryDir dir;
    auto deck = service::Deck::open(dir.filePath(QStringLiteral("deck.sqlite")).toStdString());
    if (!deck)
        throw std::runtime_error(deck.error().toString());
    const core::FixedClock clock(1'700'000'000);
    if (auto report = service::importNotes(**deck, NOTEDECK_CONTENT_DIR, clock); !report)
        throw std::runtime_error(report.error().toString());
    auto rows = service::storeOf(**deck).cards().list(core::DeckPath(), false);
    if (!rows)
        throw std::runtime_error(rows.error().toString());
    std::vector<core::CardRecord> cards;
    for (auto& row : *rows)
        cards.push_back(std::move(row.card));
    return cards;
}

} // namespace notedeck::gui::test
