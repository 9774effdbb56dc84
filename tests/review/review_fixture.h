#pragma once
// A review screen on a temporary deck of a few cards, offscreen, with a fake clock: the deck is
// imported from a notes folder of its own, handed to an AppContext, and a ReviewView is shown
// with the keyboard focus. Records every render report of its card view (gui::test::RenderLog).
#include "card_view_harness.h"
#include "core/clock.h"
#include "gui/app/app_context.h"
#include "gui/card/card_view.h"
#include "gui/review/review_view.h"
#include "service/deck/detail/deck_internals.h"
#include "temp_notes.h"

#include <QApplication>
#include <QTest>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace notedeck::review_test {

constexpr core::Timestamp kNoon = 1'764'417'600;   // 2025-11-29T12:00:00Z

// Waits while processing events, without sleeping between batches (the page needs this thread).
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 10000);
void settle(int ms);

// "# 测试 / ## 第一节" with `count` cards: 问题 A？ → 答案 A, 问题 B？ → 答案 B, …
std::string notesText(int count, const std::string& answerPrefix = "答案");

class ReviewFixture {
public:
    explicit ReviewFixture(int cards);
    ~ReviewFixture();

    gui::ReviewView& view() { return *m_view; }
    gui::AppContext& app() { return *m_app; }
    service::Deck& deck() { return m_app->deck(); }
    storage::DeckStore& store() { return service::storeOf(m_app->deck()); }
    core::FixedClock& clock() { return *m_clock; }
    testing::TempNotes& notes() { return m_notes; }

    // Sends a key to the widget with the focus (the card page, normally).
    void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    // Waits for the question (or answer) of `card` to be reported rendered after the last one
    // waited for.
    bool waitForQuestion(core::CardId card) { return m_log->waitFor(card, gui::CardPart::Question); }
    bool waitForAnswer(core::CardId card) { return m_log->waitFor(card, gui::CardPart::Answer); }

private:
    testing::TempNotes m_notes;
    std::shared_ptr<core::FixedClock> m_clock;   // the deck's
    std::unique_ptr<gui::AppContext> m_app;
    std::unique_ptr<gui::ReviewView> m_view;
    std::unique_ptr<gui::test::RenderLog> m_log;
};

} // namespace notedeck::review_test
