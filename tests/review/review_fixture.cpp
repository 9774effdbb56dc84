#include "review_fixture.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QTimer>

#include <cstdlib>
#include <ctime>

namespace notedeck::review_test {

bool waitUntil(const std::function<bool()>& done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    QTimer wakeUp;   // processEvents(WaitForMoreEvents) returns at the latest when this fires
    wakeUp.start(20);
    while (!done()) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

void settle(int ms)
{
    waitUntil([] { return false; }, ms);
}

std::string notesText(int count, const std::string& answerPrefix)
{
    std::string text = "# 测试\n\n## 第一节\n\n";
    for (int i = 0; i < count; ++i) {
        const std::string letter(1, static_cast<char>('A' + i));
        text += "- 问题 " + letter + "？\n  - " + answerPrefix + " " + letter + "\n";
    }
    return text;
}

ReviewFixture::ReviewFixture(int cards)
{
    // Study days in UTC (days start at 04:00 UTC), whatever the machine's zone.
    setenv("TZ", "UTC", 1);
    tzset();
    m_notes.write("cards.md", notesText(cards));
    m_notes.import();
    REQUIRE(m_notes.store().settings().set("app.notes_dir", m_notes.notes().string()));
    m_notes.closeDeck();

    m_clock = std::make_shared<core::FixedClock>(kNoon);
    auto deck = service::Deck::open(m_notes.deckFile(), {m_clock, nullptr, false});
    REQUIRE(deck);
    auto app = gui::AppContext::create(std::move(*deck));
    REQUIRE(app);
    m_app = std::move(*app);
    m_app->setTheme(gui::CardTheme::Light);

    m_view = std::make_unique<gui::ReviewView>(*m_app);
    m_view->cardView()->setOpensLinks(false);
    m_view->resize(900, 700);
    m_log = std::make_unique<gui::test::RenderLog>(*m_view->cardView());
    m_view->show();
    m_view->activateWindow();
    m_view->setFocus();
}

ReviewFixture::~ReviewFixture()
{
    m_view.reset();
    m_app.reset();
}

void ReviewFixture::press(int key, Qt::KeyboardModifiers modifiers)
{
    QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : m_view.get();
    QTest::keyClick(target, static_cast<Qt::Key>(key), modifiers);
}

} // namespace notedeck::review_test
