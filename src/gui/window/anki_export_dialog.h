#pragma once
// File › Export to Anki…: where to write the .apkg, and whether the study history goes with it
// (docs/anki.md).
#include <QFileDialog>

class QCheckBox;

namespace notedeck::gui {

class AnkiExportDialog : public QFileDialog {
    Q_OBJECT
public:
    explicit AnkiExportDialog(QWidget* parent = nullptr);

    QString packageFile() const;   // the chosen file, ending in .apkg
    bool withHistory() const;
    QCheckBox* historyBox() const { return m_history; }

private:
    QCheckBox* m_history = nullptr;
};

} // namespace notedeck::gui
