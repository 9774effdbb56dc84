#include "gui/window/keyboard_shortcuts_dialog.h"

#include "gui/widgets/plain_text.h"
#include "gui/widgets/yielding_widgets.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace notedeck::gui {

KeyboardShortcutsDialog::KeyboardShortcutsDialog(std::vector<ShortcutSection> sections, QWidget* parent)
    : QDialog(parent), m_sections(std::move(sections))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    auto* layout = new QVBoxLayout(this);
    auto* content = new QWidget();
    content->setObjectName(QStringLiteral("shortcutsContent"));
    auto* grid = new QGridLayout(content);
    grid->setHorizontalSpacing(16);
    grid->setVerticalSpacing(4);
    // The keys keep their width; what they do takes the rest and wraps (a list with a column of
    // fixed width cut "…on the summ…" short).
    grid->setColumnStretch(1, 1);
    QFont bold = font();
    bold.setBold(true);
    int row = 0;
    auto add = [&](QLabel* label, int column, int span = 1) {
        grid->addWidget(label, row, column, 1, span, Qt::AlignTop);
        m_labels.append(label);
    };
    for (const ShortcutSection& section : m_sections) {
        auto* title = plainLabel(section.title, content);
        title->setFont(bold);
        if (row > 0)
            grid->setRowMinimumHeight(row++, 6);
        add(title, 0, 2);
        m_titles.append(title);
        ++row;
        for (const ShortcutRow& shortcut : section.rows) {
            QStringList keys;
            for (const QKeySequence& key : shortcut.keys)
                keys << key.toString(QKeySequence::NativeText);
            keys.removeDuplicates();   // Return and Enter have one name in some languages (回车)
            add(plainLabel(keys.join(QStringLiteral(", ")), content), 0);
            auto* does = plainLabel(shortcut.does, content);
            does->setWordWrap(true);
            add(does, 1);
            ++row;
        }
    }
    grid->setRowStretch(row, 1);
    m_page = downwardPage(content, this);
    m_page->setObjectName(QStringLiteral("shortcutsPage"));
    layout->addWidget(m_page, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fitToWindow(this, QSize(620, 680));
}

QStringList KeyboardShortcutsDialog::sectionTitles() const
{
    QStringList titles;
    for (const QLabel* title : m_titles)
        titles << title->text();
    return titles;
}

} // namespace notedeck::gui
