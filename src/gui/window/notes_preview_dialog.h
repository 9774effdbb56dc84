#pragma once
// Opening a notes folder for the first time: what its import would make before anything is
// written — its cards by file and by kind, the rule that reads each file, a few questions of the
// file selected, every warning — and the reader's choice of how questions are found (list items
// and question headings, question headings only, or only explicit cards) and of the files and
// folders to leave out. Each change is previewed again in the worker (the latest one wins). On
// Import the choice is saved to the folder's .notedeck.toml (nothing is written when it changes
// nothing) and the dialog is accepted; the import itself is the main window's. Every file name
// and question is shown as plain text. Opened with open(); GUI thread.
#include "gui/app/latest_request.h"
#include "service/import/import_preview.h"

#include <QDialog>
#include <QHash>
#include <QString>

class QButtonGroup;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace notedeck::gui {

class AppContext;

class NotesPreviewDialog final : public QDialog {
    Q_OBJECT
public:
    // `preview` is the folder's preview under its rules as they are (previewImport).
    NotesPreviewDialog(AppContext& context, const QString& folder, service::ImportPreview preview,
                       QWidget* parent = nullptr);

    // What the reader chose, relative to the folder's rules as they are.
    service::NotesChoice choice() const;
    // The preview shown now (the latest one back from the worker).
    const service::ImportPreview& preview() const { return m_preview; }
    // Previews asked for and not back yet.
    bool isPreviewing() const { return m_asked != m_shown; }

    QTreeWidget* files() const { return m_files; }
    // The item of a file or folder ("outline/" for a folder), or null.
    QTreeWidgetItem* itemOf(const QString& path) const { return m_items.value(path); }
    void chooseQuestions(service::QuestionsChoice questions);
    QPushButton* importButton() const { return m_import; }
    QLabel* summaryLabel() const { return m_summary; }
    QPlainTextEdit* detailsView() const { return m_details; }

    void accept() override;

signals:
    void previewed();   // a new preview is shown

private:
    void buildFiles();
    void showPreview();
    void showDetails();
    void askAgain();
    void collectChoice(QTreeWidgetItem* item, service::NotesChoice& choice) const;

    AppContext& m_context;
    QString m_folder;
    service::ImportPreview m_preview;
    QString m_initialRule;                     // the folder's rule before any choice
    QHash<QString, bool> m_initiallyLeftOut;   // file → left out by the rules as they were
    QHash<QString, QTreeWidgetItem*> m_items;
    LatestRequest m_requests;
    LatestRequest::Ticket m_asked = 0, m_shown = 0;
    bool m_filling = false;      // the dialog itself is setting items: no new preview
    bool m_askPending = false;   // a preview is asked for once the ticking settles

    QLabel* m_summary = nullptr;
    QButtonGroup* m_rules = nullptr;
    QTreeWidget* m_files = nullptr;
    QPlainTextEdit* m_details = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_import = nullptr;
};

} // namespace notedeck::gui
