#include "gui/window/import_report_panel.h"

#include "gui/app/journal_sync.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"
#include "service/import/import_notes.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QShortcut>
#include <QToolButton>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {
constexpr int kFileRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;
constexpr int kVisibleRows = 5;          // per list; 3 each when both show
constexpr int kListedChanges = 200;      // a first import's hundreds of new cards end in "… and n more"

// Shows up to `rows` whole rows of `list` (none: hidden); the rest scrolls. Rows are as tall as
// their text's font: Chinese text in a fallback font makes taller rows than Latin text.
void fitRows(QListWidget* list, int rows)
{
    list->setVisible(list->count() > 0);
    int height = 2 * list->frameWidth();
    for (int i = 0; i < std::min(list->count(), rows); ++i)
        height += list->sizeHintForRow(i);
    list->setFixedHeight(height);
}

QListWidgetItem* addRow(QListWidget* list, const QString& text, const QString& file, int line)
{
    auto* item = new QListWidgetItem(text, list);
    if (!file.isEmpty()) {
        item->setData(kFileRole, file);
        item->setData(kLineRole, line);
    }
    return item;
}
} // namespace

ImportReportPanel::ImportReportPanel(QWidget* parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("importReport"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 6, 6);
    auto* top = new QHBoxLayout();
    m_summary = plainLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss (Esc)"));
    top->addWidget(m_summary, 1);
    top->addWidget(close, 0, Qt::AlignTop);
    layout->addLayout(top);
    m_changes = new QListWidget(this);
    m_changes->setObjectName(QStringLiteral("importChanges"));
    m_issues = new QListWidget(this);
    for (QListWidget* list : {m_changes, m_issues}) {
        list->setToolTip(tr("Double click or press Enter to open the file at that line"));
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        list->setTextElideMode(Qt::ElideRight);
        layout->addWidget(list);
        connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
            if (const QString file = item->data(kFileRole).toString(); !file.isEmpty())
                emit issueActivated(m_notesDir, file, item->data(kLineRole).toInt());
        });
    }

    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &QWidget::hide);
    hide();
}

void ImportReportPanel::showOutcome(const ImportOutcome& outcome)
{
    m_outcome = outcome;
    fill();
    show();
}

void ImportReportPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && !isHidden())
        fill();
    QFrame::changeEvent(event);
}

QString ImportReportPanel::summaryText(const ImportOutcome& outcome)
{
    if (outcome.cancelled)
        return tr("The import was cancelled; the deck was not changed.");
    if (!outcome.report)
        return tr("The notes could not be imported: %1").arg(QString::fromStdString(outcome.report.error().toString()));
    const service::ImportReport& r = *outcome.report;
    auto count = [](const auto& list) { return static_cast<int>(list.size()); };
    QString text = r.wroteNothing ? tr("Notes imported: nothing changed (%n card(s)).", nullptr, r.cardsInNotes)
                                  : tr("Notes imported: %1, %2, %3, %4, %5.")
                                        .arg(tr("%n new", nullptr, count(r.added)), tr("%n updated", nullptr, count(r.updated)),
                                             tr("%n moved", nullptr, count(r.moved)), tr("%n retired", nullptr, count(r.retired)),
                                             tr("%n restored", nullptr, count(r.restored)));
    if (r.errors() > 0 || r.warnings() > 0)
        text += QLatin1Char(' ') + tr("%1, %2:").arg(tr("%n error(s)", nullptr, r.errors()),
                                                         tr("%n warning(s)", nullptr, r.warnings()));
    return text;
}

QString ImportReportPanel::issueText(const core::NoteIssue& issue)
{
    using core::IssueKind;
    auto arg = [&issue](size_t i) {
        return i < issue.args.size() ? QString::fromStdString(issue.args[i]) : QString();
    };
    switch (issue.kind) {
    case IssueKind::NotRegularFile:
        return tr("Cannot read this file: it is not a regular file (a broken link or a folder?)");
    case IssueKind::CannotRead:
        return tr("Cannot read this file: %1").arg(arg(0));
    case IssueKind::ReadError:
        return tr("Cannot read this file: a read error occurred");
    case IssueKind::BinaryFile:
        return tr("This is a binary file, not Markdown text (it contains NUL bytes); it was skipped");
    case IssueKind::NotUtf8:
        return tr("This file is not valid UTF-8 text (byte %1); save it as UTF-8 and import again").arg(arg(0));
    case IssueKind::CannotListFolder:
        return tr("Cannot list the whole folder: %1").arg(arg(0));
    case IssueKind::NoMarkdownFiles:
        return tr("No Markdown (.md) files in the notes folder");
    case IssueKind::DuplicateQuestion:
        return tr("The same question as line %1 in this section; both are kept as separate cards").arg(arg(0));
    case IssueKind::NotAQuestion:
        return tr("This list item does not start with a question; it is not a card");
    case IssueKind::NoAnswer:
        return tr("This question has no answer (nothing is nested under it); it is not a card");
    case IssueKind::HeadingWithoutAnswer:
        return tr("This question heading has no answer before the next heading; it is not a card");
    case IssueKind::DisplayMathNotClosed:
        return tr("Display math \"$$\" is never closed; it is shown as text");
    case IssueKind::CodeFenceNotClosed:
        return tr("This code fence is never closed; the rest of the file is shown as code");
    case IssueKind::ClozeNotClosed:
        return tr("This cloze is never closed with }}; it is shown as text");
    case IssueKind::ClozeBadNumber:
        return tr("The cloze number \"%1\" is not a positive whole number; the cloze is shown as text").arg(arg(0));
    case IssueKind::ClozeEmpty:
        return tr("This cloze hides nothing; it is shown as text");
    case IssueKind::ClozeNested:
        return tr("A cloze inside another cloze: the inner one is shown as written");
    case IssueKind::TooManyClozes:
        return tr("This note holds %1 clozes, more than a note may hold; it gives no cards").arg(arg(0));
    case IssueKind::Other:
        break;
    }
    return QString::fromStdString(issue.message);
}

void ImportReportPanel::fill()
{
    m_changes->clear();
    m_issues->clear();
    m_summary->setText(summaryText(m_outcome));
    if (m_outcome.report) {
        const service::ImportReport& r = *m_outcome.report;
        m_notesDir = QString::fromStdString(r.notesDir);
        fillChanges(r);
        for (const core::NoteIssue& issue : r.issues) {
            const QString file = QString::fromStdString(issue.file);
            const QString where = issue.line > 0 ? QStringLiteral("%1:%2").arg(file).arg(issue.line) : file;
            const QString what = issue.severity == core::Severity::Error ? tr("error: %1").arg(issueText(issue))
                                                                          : issueText(issue);
            addRow(m_issues, QStringLiteral("%1  %2").arg(where, what), file, issue.line);
        }
    }
    // Lines of other devices' journal files that were skipped: not in the notes, nothing to open.
    if (m_outcome.merge)
        for (const QString& problem : journalProblems(*m_outcome.merge))
            addRow(m_issues, problem, {}, 0);
    const bool both = m_changes->count() > 0 && m_issues->count() > 0;
    fitRows(m_changes, both ? 3 : kVisibleRows);
    fitRows(m_issues, both ? 3 : kVisibleRows);
}

void ImportReportPanel::fillChanges(const service::ImportReport& report)
{
    const std::pair<QString, const std::vector<service::CardChange>*> kinds[] = {
        {tr("New"), &report.added},       {tr("Updated"), &report.updated}, {tr("Moved"), &report.moved},
        {tr("Retired"), &report.retired}, {tr("Restored"), &report.restored},
        // The note's clozes are among the new cards; this row says why they start anew.
        {tr("Now a cloze note (new cards; the old card is retired with its history)"), &report.becameClozeNotes}};
    int total = 0;
    for (const auto& [label, changes] : kinds) {
        for (const service::CardChange& change : *changes) {
            if (++total > kListedChanges)
                continue;
            const core::CardRecord card = service::cardOf(change);
            const QString name = cardName(card);
            const QString question = QString::fromStdString(service::questionHeadline(name.toStdString()));
            const QString where = QStringLiteral("%1:%2").arg(QString::fromStdString(change.file)).arg(change.line);
            // A retired card's text is gone from the notes: nothing to open.
            QListWidgetItem* item = addRow(m_changes, QStringLiteral("%1  %2").arg(label, question),
                                           changes == &report.retired ? QString() : QString::fromStdString(change.file),
                                           change.line);
            item->setToolTip(plainTip(QStringLiteral("%1\n%2 · %3")
                                          .arg(name, deckName(change.deck), where)));
        }
    }
    if (total > kListedChanges)
        addRow(m_changes, tr("… and %n more", nullptr, total - kListedChanges), {}, 0);
}

QString ImportReportPanel::summary() const
{
    return m_summary->text();
}

int ImportReportPanel::issueCount() const
{
    return m_issues->count();
}

} // namespace notedeck::gui
