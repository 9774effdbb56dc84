#include "gui/import_report_panel.h"

#include "service/import_notes.h"

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
constexpr int kVisibleIssues = 5;
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
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QToolButton(this);
    close->setText(QStringLiteral("×"));
    close->setAutoRaise(true);
    close->setToolTip(tr("Dismiss (Esc)"));
    top->addWidget(m_summary, 1);
    top->addWidget(close, 0, Qt::AlignTop);
    layout->addLayout(top);
    m_issues = new QListWidget(this);
    m_issues->setToolTip(tr("Double click or press Enter to open the file at that line"));
    layout->addWidget(m_issues);

    connect(close, &QToolButton::clicked, this, &QWidget::hide);
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &QWidget::hide);
    connect(m_issues, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit issueActivated(m_notesDir, item->data(kFileRole).toString(), item->data(kLineRole).toInt());
    });
    hide();
}

void ImportReportPanel::showOutcome(const ImportOutcome& outcome)
{
    m_issues->clear();
    if (outcome.cancelled) {
        m_summary->setText(tr("The import was cancelled; the deck was not changed."));
    } else if (!outcome.report) {
        m_summary->setText(tr("The notes could not be imported: %1").arg(QString::fromStdString(outcome.report.error().toString())));
    } else {
        const service::ImportReport& r = *outcome.report;
        m_notesDir = QString::fromStdString(r.notesDir);
        QString text = r.wroteNothing
                           ? tr("Notes imported: nothing changed (%n card(s)).", nullptr, r.cardsInNotes)
                           : tr("Notes imported: %1 new, %2 updated, %3 moved, %4 retired, %5 restored.")
                                 .arg(r.added.size())
                                 .arg(r.updated.size())
                                 .arg(r.moved.size())
                                 .arg(r.retired.size())
                                 .arg(r.restored.size());
        if (r.errors() > 0 || r.warnings() > 0)
            text += QLatin1Char(' ') + tr("%1, %2:").arg(tr("%n error(s)", nullptr, r.errors()),
                                                             tr("%n warning(s)", nullptr, r.warnings()));
        m_summary->setText(text);
        for (const notes::NoteIssue& issue : r.issues) {
            const QString where = issue.line > 0 ? QStringLiteral("%1:%2").arg(QString::fromStdString(issue.file)).arg(issue.line)
                                                 : QString::fromStdString(issue.file);
            auto* item = new QListWidgetItem(QStringLiteral("%1  %2").arg(where, QString::fromStdString(issue.message)), m_issues);
            item->setData(kFileRole, QString::fromStdString(issue.file));
            item->setData(kLineRole, issue.line);
        }
    }
    m_issues->setVisible(m_issues->count() > 0);
    const int rows = std::min(m_issues->count(), kVisibleIssues);
    m_issues->setFixedHeight(rows * (m_issues->fontMetrics().height() + 6) + 6);
    show();
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
