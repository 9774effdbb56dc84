#pragma once
// Text from outside NoteDeck — device names, questions, deck paths from headings, file names,
// warnings — shown as written. Qt guesses by default: a label, a tooltip or a message box whose
// text looks like HTML is rich text, and an <img> in it makes Qt read that file on the GUI thread
// (/dev/zero hangs the app). The app's labels are made here, never guessing; the few that show
// our own markup say Qt::RichText and escape what they put in it. GUI thread.
#include <QString>

class QFontMetrics;
class QLabel;
class QMessageBox;
class QWidget;

namespace notedeck::gui {

// A label that shows its text as plain text, whatever it looks like.
QLabel* plainLabel(QWidget* parent);
QLabel* plainLabel(const QString& text, QWidget* parent);
// One that wraps its lines, from its top left, and can be selected with the mouse (file names,
// messages to copy).
QLabel* selectablePlainLabel(QWidget* parent);

// A tooltip that shows `text` as written: a text Qt would take for rich text is escaped and
// wrapped in a paragraph (its newlines kept); any other text is its own tooltip.
QString plainTip(const QString& text);

// A message box over `parent` with `text` as plain text, deleted when it closes (opened with open()).
QMessageBox* openPlainWarning(QWidget* parent, const QString& title, const QString& text);

// `name` shortened in its middle with "…" to at most `characters` average characters of `metrics`
// (one line: newlines and tabs shown as spaces), so that a name of any length keeps a window's width.
QString elidedName(const QString& name, const QFontMetrics& metrics, int characters = 40);

} // namespace notedeck::gui
