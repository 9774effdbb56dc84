#include "app_window_fixture.h"

#include "card_view_harness.h"
#include "gui/app_deck.h"
#include "gui/deck_tree_model.h"

#include <QCoreApplication>

#include <catch2/catch.hpp>

namespace notedeck::gui::test {

AppWindowFixture::AppWindowFixture(const QString& notesDir)
{
    REQUIRE(m_dir.isValid());
    std::unique_ptr<storage::DeckStore> deck;
    if (notesDir.isEmpty()) {
        auto opened = openAppDeck(deckFile().toStdString(), QCoreApplication::applicationFilePath().toStdString());
        REQUIRE(opened);
        deck = std::move(*opened);
    } else {
        auto opened = storage::DeckStore::open(deckFile().toStdString());
        REQUIRE(opened);
        deck = std::move(*opened);
    }
    auto context = AppContext::create(std::move(deck));
    REQUIRE(context);
    m_context = std::move(*context);
    m_window = std::make_unique<MainWindow>(*m_context, notesDir);
    m_window->resize(1100, 760);
    m_window->show();
}

AppWindowFixture::~AppWindowFixture()
{
    m_window.reset();
    m_context.reset();
}

bool AppWindowFixture::waitForTree()
{
    return waitUntil([this] { return !m_window->treeModel().isEmpty(); }, 20000);
}

} // namespace notedeck::gui::test
