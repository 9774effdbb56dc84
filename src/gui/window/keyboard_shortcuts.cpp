#include "gui/window/keyboard_shortcuts.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>

namespace notedeck::gui {

namespace {

// The texts of the keys no action names.
class KeyboardShortcuts {
    Q_DECLARE_TR_FUNCTIONS(KeyboardShortcuts)
};

QKeySequence key(QKeyCombination combination)
{
    return QKeySequence(combination);
}

void addMenu(const QMenu& menu, ShortcutSection& section, QSet<const QAction*>& listed)
{
    for (const QAction* action : menu.actions()) {
        listed.insert(action);
        if (action->menu())
            addMenu(*action->menu(), section, listed);
        else if (!action->isSeparator() && !action->shortcuts().isEmpty())
            section.rows.push_back({action->shortcuts(), plainActionText(action->text())});
    }
}

// Keys that belong to widgets of the window (WidgetShortcut actions such as the tree's S), in a
// section per widget named by its accessible name.
void addWidgetActions(const QMainWindow& window, const QSet<const QAction*>& listed, std::vector<ShortcutSection>& sections)
{
    for (const QWidget* widget : window.findChildren<QWidget*>()) {
        ShortcutSection section{widget->accessibleName(), {}};
        for (const QAction* action : widget->actions()) {
            if (!listed.contains(action) && !action->shortcuts().isEmpty() && !action->text().isEmpty())
                section.rows.push_back({action->shortcuts(), plainActionText(action->text())});
        }
        if (section.rows.empty())
            continue;
        if (section.title.isEmpty())
            section.title = KeyboardShortcuts::tr("Elsewhere in the window");
        sections.push_back(std::move(section));
    }
}

// The keys of the views made with them (review_view_layout.cpp, drill_view_layout.cpp,
// card_view.cpp, the I of read_view.cpp, search_view.cpp and drill_summary_view.cpp, and the Esc
// of each view).
void addViewKeys(std::vector<ShortcutSection>& sections)
{
    const QList<QKeySequence> reveal = {key(Qt::Key_Space), key(Qt::Key_Return), key(Qt::Key_Enter)};
    sections.push_back({KeyboardShortcuts::tr("Studying a card"),
                        {{reveal, KeyboardShortcuts::tr("Show the answer; once it shows, answer Good")},
                         {{key(Qt::Key_1)}, KeyboardShortcuts::tr("Answer Again")},
                         {{key(Qt::Key_2)}, KeyboardShortcuts::tr("Answer Hard")},
                         {{key(Qt::Key_3)}, KeyboardShortcuts::tr("Answer Good")},
                         {{key(Qt::Key_4)}, KeyboardShortcuts::tr("Answer Easy")},
                         {{key(Qt::Key_U), QKeySequence(QKeySequence::Undo)}, KeyboardShortcuts::tr("Undo the last answer")},
                         {{key(Qt::Key_E)}, KeyboardShortcuts::tr("Open the card's note in the editor, at its line")},
                         {{key(Qt::Key_I)}, KeyboardShortcuts::tr("Card info: the card's reviews, memory and forgetting curve")},
                         {{key(Qt::Key_Asterisk)}, KeyboardShortcuts::tr("Flag the card, or take its flag off")},
                         {{key(Qt::Key_Minus)}, KeyboardShortcuts::tr("Bury the card until the next day")},
                         {{key(Qt::Key_At)}, KeyboardShortcuts::tr("Suspend the card")},
                         {{key(Qt::Key_Escape)}, KeyboardShortcuts::tr("End the session")}}});
    sections.push_back({KeyboardShortcuts::tr("Interview drill"),
                        {{reveal, KeyboardShortcuts::tr("Show the answer")},
                         {{key(Qt::CTRL | Qt::Key_Return)}, KeyboardShortcuts::tr("Show the answer while typing key points")},
                         {{key(Qt::Key_1)}, KeyboardShortcuts::tr("Grade: missed it")},
                         {{key(Qt::Key_2)}, KeyboardShortcuts::tr("Grade: partly known")},
                         {{key(Qt::Key_3)}, KeyboardShortcuts::tr("Grade: knew it")},
                         {{key(Qt::Key_I)}, KeyboardShortcuts::tr("On the summary: card info of the chosen question")},
                         {{key(Qt::Key_Escape)},
                          KeyboardShortcuts::tr("Leave the key points; on the card, twice ends the drill; on the summary, go back")}}});
    sections.push_back({KeyboardShortcuts::tr("Cards and notes on screen"),
                        {{{key(Qt::CTRL | Qt::Key_Equal), key(Qt::CTRL | Qt::Key_Plus)}, KeyboardShortcuts::tr("Larger card text")},
                         {{key(Qt::CTRL | Qt::Key_Minus)}, KeyboardShortcuts::tr("Smaller card text")},
                         {{key(Qt::CTRL | Qt::Key_0)}, KeyboardShortcuts::tr("Card text at its usual size")},
                         {{key(Qt::Key_I)}, KeyboardShortcuts::tr("Card info of the first card in view (Read) or of the opened result (search)")},
                         {{key(Qt::Key_Escape)}, KeyboardShortcuts::tr("Back to the overview from reading, search or statistics")},
                         {{key(Qt::Key_Escape)}, KeyboardShortcuts::tr("Close the import report")}}});
}

} // namespace

QString plainActionText(const QString& text)
{
    static const QRegularExpression accelerator(QStringLiteral("\\(&[^&\\s]\\)|&(?=[^&])"));
    QString plain = text.section(QLatin1Char('\t'), 0, 0);
    plain.remove(accelerator);
    plain.replace(QLatin1String("&&"), QLatin1String("&"));
    plain = plain.trimmed();
    if (plain.endsWith(QChar(0x2026)))
        plain.chop(1);
    return plain;
}

std::vector<ShortcutSection> listShortcuts(const QMainWindow& window)
{
    std::vector<ShortcutSection> sections;
    QSet<const QAction*> listed;
    for (const QAction* entry : window.menuBar()->actions()) {
        if (!entry->menu())
            continue;
        ShortcutSection section{plainActionText(entry->menu()->title()), {}};
        addMenu(*entry->menu(), section, listed);
        if (!section.rows.empty())
            sections.push_back(std::move(section));
    }
    addWidgetActions(window, listed, sections);
    addViewKeys(sections);
    return sections;
}

} // namespace notedeck::gui
