#pragma once
// A CardView shown offscreen with everything a test wants to observe: render reports, console
// messages (CSP reports, script errors), blocked requests; plus helpers to wait and to query the
// page with JavaScript (tests only: the app never builds script text).
#include "core/card.h"
#include "gui/card/card_view.h"

#include <QStringList>
#include <QUrl>
#include <QVariant>

#include <memory>
#include <vector>

namespace notedeck::gui::test {

class CardViewHarness {
public:
    // A view with a profile of its own, or on `profile` (which must outlive the harness).
    explicit CardViewHarness(CardProfile* profile = nullptr);
    ~CardViewHarness();

    CardView& view() { return *m_view; }

    // Shows the card and waits for the question's report; nullopt when none came in `timeoutMs`.
    std::optional<RenderReport> show(const core::CardRecord& card, int timeoutMs = kReportTimeoutMs);
    std::optional<RenderReport> show(const render::CardHtml& card, int timeoutMs = kReportTimeoutMs);
    std::optional<RenderReport> reveal(int timeoutMs = kReportTimeoutMs);
    static constexpr int kReportTimeoutMs = 10000;

    // Evaluates a JavaScript expression in the page and returns its value.
    QVariant eval(const QString& script);

    // Clicks with the mouse, as a reader would, at the centre of each element matching `selector`
    // (scrolled into view first). Returns how many were clicked.
    int clickEach(const QString& selector);

    std::vector<RenderReport> reports;
    QStringList consoleProblems;     // warnings and errors logged by the page
    std::vector<QUrl> blocked;
    std::vector<QUrl> clickedLinks;

private:
    std::optional<RenderReport> waitForReport(size_t before, CardPart part, int timeoutMs);
    std::unique_ptr<CardView> m_view;
};

// Evaluates a JavaScript expression in the page of `view` and returns its value.
QVariant evalIn(CardView& view, const QString& script);
// Clicks with the mouse at the centre of each element of `view`'s page matching `selector`.
int clickEach(CardView& view, const QString& selector);

// What a card view (the app's own, in its windows) reported rendered, to wait for a card's
// question or answer.
class RenderLog {
public:
    explicit RenderLog(CardView& view);
    // Waits for `part` of `card` reported after the report last waited for.
    bool waitFor(core::CardId card, CardPart part, int timeoutMs = 30000);

private:
    std::vector<RenderReport> m_reports;
    size_t m_seen = 0;
};

// Waits while processing events; true when `done` became true in time.
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 10000);

// Keeps processing events for `ms` milliseconds (instead of QTest::qWait, see waitUntil).
void settle(int ms);

// A card with the given sides in a test deck.
core::CardRecord makeCard(core::CardId id, std::string question, std::string answer);

// Every active card of the bundled notes (content/), imported into a temporary deck.
std::vector<core::CardRecord> contentCards();

} // namespace notedeck::gui::test
