#pragma once
// The non-modal message an import leaves above the current view: what changed (new, updated,
// moved, retired, restored) and every warning or error with its file:line; activating one
// (double click or Enter) asks to open the file there. Dismissed with its close button or Esc.
// Everything it says is in the interface language (problems are told by their kind and values,
// not by the English sentence the command line prints), again when the language changes.
// GUI thread.
#include "gui/import_controller.h"

#include <QFrame>

class QLabel;
class QListWidget;

namespace notedeck::gui {

class ImportReportPanel final : public QFrame {
    Q_OBJECT
public:
    explicit ImportReportPanel(QWidget* parent = nullptr);

    void showOutcome(const ImportOutcome& outcome);
    QString summary() const;
    int issueCount() const;
    QListWidget* issueList() const { return m_issues; }

    // A problem of the notes in the interface language (its English message when its kind is not
    // known), and the summary line of an import.
    static QString issueText(const notes::NoteIssue& issue);
    static QString summaryText(const ImportOutcome& outcome);

protected:
    void changeEvent(QEvent* event) override;

signals:
    // A warning was activated: `file` is relative to the notes folder of the report.
    void issueActivated(const QString& notesDir, const QString& file, int line);

private:
    void fill();

    ImportOutcome m_outcome;
    QLabel* m_summary = nullptr;
    QListWidget* m_issues = nullptr;
    QString m_notesDir;
};

} // namespace notedeck::gui
