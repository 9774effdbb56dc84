// The app on a deck it may not write — another NoteDeck holds it, it comes from a newer NoteDeck,
// the file is read-only (a full disk: test_read_only_full_disk.cpp): the banner says why, studying
// and importing are refused with a message, search still finds cards, and the deck file is the
// same afterwards (read_only_app.h).
#include "deck_files.h"
#include "read_only_app.h"

#include <QByteArray>
#include <QFileInfo>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <sys/stat.h>

using namespace notedeck::gui::test;

namespace {

// A closed deck's schema version (PRAGMA user_version): in SQLite's file format, the 4-byte
// big-endian number at offset 60 of the file's header. The deck's log must be empty (it is once the
// deck is closed), or the header in the file could be an old one.
constexpr int kUserVersionOffset = 60;

int schemaVersionOf(const QString& deckFile)
{
    const QFileInfo log(deckFile + QStringLiteral("-wal"));
    REQUIRE((!log.exists() || log.size() <= 32));
    const QByteArray bytes = readFile(deckFile);
    REQUIRE(bytes.size() > kUserVersionOffset + 4);
    int version = 0;
    for (int i = 0; i < 4; ++i)
        version = version << 8 | static_cast<unsigned char>(bytes[kUserVersionOffset + i]);
    return version;
}

void setSchemaVersion(const QString& deckFile, int version)
{
    QByteArray bytes = readFile(deckFile);
    for (int i = 0; i < 4; ++i)
        bytes[kUserVersionOffset + i] = static_cast<char>(version >> (8 * (3 - i)) & 0xff);
    writeBytes(deckFile, bytes);
}

} // namespace

TEST_CASE("a deck another NoteDeck is using opens read-only in the app and is not written", "[app][faults]")
{
    QTemporaryDir dir;
    const QString deckFile = bundledDeck(dir.path());
    DeckHolder other(deckFile);
    checkReadOnlyApp(dir.path(), deckFile, QStringLiteral("NoteDeck is already using this deck (pid %1)").arg(other.pid()));
}

TEST_CASE("a deck from a newer NoteDeck opens read-only in the app and is not written", "[app][faults]")
{
    QTemporaryDir dir;
    const QString deckFile = bundledDeck(dir.path());
    const int newer = schemaVersionOf(deckFile) + 1;   // one more than this NoteDeck writes
    REQUIRE(newer > 1);
    setSchemaVersion(deckFile, newer);
    checkReadOnlyApp(dir.path(), deckFile, QStringLiteral("newer NoteDeck (schema version %1").arg(newer));
}

TEST_CASE("a read-only deck file opens read-only in the app and is not written", "[app][faults]")
{
    QTemporaryDir dir;
    const QString deckFile = bundledDeck(dir.path());
    REQUIRE(::chmod(deckFile.toLocal8Bit().constData(), 0444) == 0);
    FilePermissionsEnforced enforced;   // the tests may run as root
    checkReadOnlyApp(dir.path(), deckFile, QStringLiteral("the deck file is read-only"));
}
