#pragma once
// Files for the app's fault tests: notes folders and a deck's bytes.
#include <QByteArray>
#include <QString>

namespace notedeck::gui::test {

void writeFile(const QString& path, const QString& text);   // REQUIREs success
QByteArray readFile(const QString& path);
void writeBytes(const QString& path, const QByteArray& bytes);

// Markdown of `cards` cards in a section of their own: "- <section> 问题 i？" with an answer
// holding a formula.
QString numberedNotes(const QString& section, int cards);

} // namespace notedeck::gui::test
