#include "app_window_fixture.h"

#include "card_view_harness.h"
#include "gui/app/app_deck.h"
#include "gui/shared/deck_tree_model.h"

#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QTest>

#include <catch2/catch.hpp>

namespace notedeck::gui::test {

AppWindowFixture::AppWindowFixture(const QString& notesDir) : m_notesDir(notesDir)
{
    REQUIRE(m_dir.isValid());
    if (notesDir.isEmpty()) {
        auto opened = openAppDeck(deckFile().toStdString(), QCoreApplication::applicationFilePath().toStdString());
        REQUIRE(opened);
    }
    openWindow();
    m_window->resize(1100, 760);
    m_window->show();
}

AppWindowFixture::~AppWindowFixture()
{
    m_window.reset();
    m_context.reset();
}

void AppWindowFixture::openWindow()
{
    auto deck = service::Deck::open(deckFile().toStdString());
    REQUIRE(deck);
    auto context = AppContext::create(std::move(*deck));
    REQUIRE(context);
    m_context = std::move(*context);
    m_window = std::make_unique<MainWindow>(*m_context, m_notesDir);
}

void AppWindowFixture::reopen()
{
    m_window->close();
    m_window.reset();
    m_context.reset();
    openWindow();
    m_window->restoreState();
    m_window->show();
    m_window->reimport();
}

ScratchSettings::ScratchSettings()
{
    REQUIRE(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    m_organization = QCoreApplication::organizationName();
    QCoreApplication::setOrganizationName(QStringLiteral("NoteDeckTests"));
}

ScratchSettings::~ScratchSettings() { QCoreApplication::setOrganizationName(m_organization); }

void pressKey(QWidget& fallback, Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &fallback;
    QTest::keyClick(target, key, modifiers);
}

void writeTextFile(const QString& path, const QString& text)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text.toUtf8());
}

ImportOutcome nextImport(MainWindow& window)
{
    std::optional<ImportOutcome> outcome;
    auto connection = QObject::connect(&window, &MainWindow::importFinished,
                                       [&](const ImportOutcome& o) { outcome = o; });
    const bool done = waitUntil([&] { return outcome.has_value(); }, 30000);
    QObject::disconnect(connection);
    REQUIRE(done);
    return *outcome;
}

bool AppWindowFixture::waitForTree()
{
    return waitUntil([this] { return !m_window->treeModel().isEmpty(); }, 20000);
}

} // namespace notedeck::gui::test
