#pragma once
// The non-modal message an import leaves above the current view: how many cards are new,
// updated, moved, retired and restored, which ones (their questions, shortened), and every warning
// or error with its file:line in the order of the notes, then the study journal lines the merge
// after the import skipped; activating a card or a warning (double
// click or Enter) asks to open its file there. Dismissed with its close button or Esc.
// Everything it says is in the interface language (problems are told by their kind and values,
// not by the English sentence the command line prints), again when the language changes.
// GUI thread.
#include "gui/window/import_controller.h"

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
    // A row per card the import added, updated, moved, retired or restored, in that order.
    QListWidget* changeList() const { return m_changes; }

    // A problem of the notes in the interface language (its English message when its kind is not
    // known), and the summary line of an import.
    static QString issueText(const core::NoteIssue& issue);
    static QString summaryText(const ImportOutcome& outcome);

protected:
    void changeEvent(QEvent* event) override;

signals:
    // A warning or a card still in the notes was activated: `file` is relative to the notes folder
    // of the report.
    void issueActivated(const QString& notesDir, const QString& file, int line);

private:
    void fill();
    void fillChanges(const service::ImportReport& report);

    ImportOutcome m_outcome;
    QLabel* m_summary = nullptr;
    QListWidget* m_changes = nullptr;
    QListWidget* m_issues = nullptr;
    QString m_notesDir;
};

} // namespace notedeck::gui
