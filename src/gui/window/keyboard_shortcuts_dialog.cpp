#include "gui/window/keyboard_shortcuts_dialog.h"

#include "gui/widgets/yielding_widgets.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace notedeck::gui {

KeyboardShortcutsDialog::KeyboardShortcutsDialog(std::vector<ShortcutSection> sections, QWidget* parent)
    : QDialog(parent), m_sections(std::move(sections))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    auto* layout = new QVBoxLayout(this);
    m_list = new QTreeWidget(this);
    m_list->setColumnCount(2);
    m_list->setHeaderLabels({tr("Keys"), tr("Does")});
    m_list->setRootIsDecorated(false);
    m_list->setItemsExpandable(false);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setFocusPolicy(Qt::NoFocus);
    QFont bold = font();
    bold.setBold(true);
    for (const ShortcutSection& section : m_sections) {
        auto* heading = new QTreeWidgetItem(m_list, {section.title});
        heading->setFirstColumnSpanned(true);
        heading->setFont(0, bold);
        heading->setFlags(Qt::ItemIsEnabled);
        for (const ShortcutRow& row : section.rows) {
            QStringList keys;
            for (const QKeySequence& key : row.keys)
                keys << key.toString(QKeySequence::NativeText);
            keys.removeDuplicates();   // Return and Enter have one name in some languages (回车)
            auto* item = new QTreeWidgetItem(heading, {keys.join(QStringLiteral(", ")), row.does});
            item->setFlags(Qt::ItemIsEnabled);
        }
    }
    m_list->expandAll();
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(true);
    layout->addWidget(m_list);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    fitToWindow(this, QSize(620, 680));
}

} // namespace notedeck::gui
