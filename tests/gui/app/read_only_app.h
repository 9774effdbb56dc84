#pragma once
// The app started on a deck it may not write, and what a test of that checks (the read-only-deck
// tests: test_read_only_deck.cpp, and on a full disk test_read_only_full_disk.cpp).
#include <QDir>
#include <QString>

namespace notedeck::gui::test {

// The bundled notes imported into deck.sqlite in `folder`, closed; and a notes folder there that
// differs from them, so an import would change the deck.
QString bundledDeck(const QDir& folder);

// The app started on `deckFile` as main() starts it, which cannot write it because of `reason`:
// the banner says why, the writing actions are off, studying, answering and importing are refused
// with a message, search still finds cards, no backup is made, and the file is the same afterwards.
void checkReadOnlyApp(const QDir& folder, const QString& deckFile, const QString& reason);

} // namespace notedeck::gui::test
