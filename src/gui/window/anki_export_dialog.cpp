#include "gui/window/anki_export_dialog.h"

#include <QCheckBox>
#include <QDir>
#include <QGridLayout>

namespace notedeck::gui {

AnkiExportDialog::AnkiExportDialog(QWidget* parent) : QFileDialog(parent, tr("Export to Anki"))
{
    // Qt's own dialog, not the desktop's: only it takes the history option below its file list.
    setOption(QFileDialog::DontUseNativeDialog);
    setAcceptMode(QFileDialog::AcceptSave);
    setFileMode(QFileDialog::AnyFile);
    setNameFilter(tr("Anki package (*.apkg)"));
    setDefaultSuffix(QStringLiteral("apkg"));
    setDirectory(QDir::home());
    selectFile(QStringLiteral("NoteDeck.apkg"));
    m_history = new QCheckBox(tr("With the study history: each card's schedule, its memory and its answers"), this);
    m_history->setChecked(true);
    m_history->setToolTip(tr("Without it every card arrives in Anki as new. Anki takes a card's history only "
                             "the first time it imports the card."));
    if (auto* grid = qobject_cast<QGridLayout*>(layout()))
        grid->addWidget(m_history, grid->rowCount(), 0, 1, grid->columnCount());
}

QString AnkiExportDialog::packageFile() const
{
    const QStringList files = selectedFiles();
    if (files.isEmpty())
        return {};
    QString file = files.front();
    if (!file.endsWith(QStringLiteral(".apkg"), Qt::CaseInsensitive))
        file += QStringLiteral(".apkg");
    return file;
}

bool AnkiExportDialog::withHistory() const { return m_history->isChecked(); }

} // namespace notedeck::gui
