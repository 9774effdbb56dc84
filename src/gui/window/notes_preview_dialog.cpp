#include "gui/window/notes_preview_dialog.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/widgets/plain_text.h"
#include "gui/window/import_report_panel.h"
#include "service/import/import_notes.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QDir>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSplitter>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {

using service::FilePreview;
using service::QuestionsChoice;

constexpr int kPathRole = Qt::UserRole;
constexpr int kOtherRule = 3;   // the radio of a rule the rules file gives that is none of the three
enum Column { FileColumn, CardsColumn, KindsColumn, RuleColumn };

QString kindsText(int listItems, int headings, int clozes, int oneLine, int reversed, int occlusions)
{
    QStringList parts;
    if (listItems)
        parts << NotesPreviewDialog::tr("%n list item(s)", nullptr, listItems);
    if (headings)
        parts << NotesPreviewDialog::tr("%n question heading(s)", nullptr, headings);
    if (clozes)
        parts << NotesPreviewDialog::tr("%n cloze(s)", nullptr, clozes);
    if (oneLine)
        parts << NotesPreviewDialog::tr("%n one-line card(s)", nullptr, oneLine);
    if (reversed)
        parts << NotesPreviewDialog::tr("%n reverse card(s)", nullptr, reversed);
    if (occlusions)
        parts << NotesPreviewDialog::tr("%n image occlusion card(s)", nullptr, occlusions);
    return parts.join(QStringLiteral(", "));
}

QString ruleText(const std::string& rule)
{
    if (rule == "default")
        return NotesPreviewDialog::tr("lists and headings");
    if (rule == "question-headings")
        return NotesPreviewDialog::tr("headings only");
    if (rule == "explicit")
        return NotesPreviewDialog::tr("explicit cards only");
    return QString::fromStdString(rule);   // heading-level N, as the rules file writes it
}

QString ruleWithSource(const FilePreview& file)
{
    switch (file.ruleFrom) {
    case FilePreview::RuleFrom::Default: return ruleText(file.rule);
    case FilePreview::RuleFrom::RulesFile: return NotesPreviewDialog::tr("%1 (.notedeck.toml)").arg(ruleText(file.rule));
    case FilePreview::RuleFrom::FrontMatter: return NotesPreviewDialog::tr("%1 (front matter)").arg(ruleText(file.rule));
    }
    return ruleText(file.rule);
}

bool isFolder(const QString& path) { return path.endsWith(QLatin1Char('/')); }

} // namespace

NotesPreviewDialog::NotesPreviewDialog(AppContext& context, const QString& folder, service::ImportPreview preview,
                                       QWidget* parent)
    : QDialog(parent), m_context(context), m_folder(folder), m_preview(std::move(preview))
{
    setWindowTitle(tr("Import notes from %1").arg(QDir(folder).dirName()));
    setObjectName(QStringLiteral("notesPreview"));
    resize(760, 560);
    m_initialRule = QString::fromStdString(m_preview.folderRule);
    for (const FilePreview& file : m_preview.files)
        m_initiallyLeftOut.insert(QString::fromStdString(file.file), file.state == FilePreview::State::LeftOut);

    auto* layout = new QVBoxLayout(this);
    m_summary = plainLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto* rules = new QGroupBox(tr("How questions are found"), this);
    auto* rulesLayout = new QVBoxLayout(rules);
    rulesLayout->setSpacing(2);
    m_rules = new QButtonGroup(this);
    const QStringList choices = {tr("List items with an answer, and question headings"), tr("Question headings only"),
                                 tr("Only explicit cards (::, ::: and clozes)")};
    for (int id = 0; id < choices.size(); ++id) {
        auto* button = new QRadioButton(choices[id], rules);
        m_rules->addButton(button, id);
        rulesLayout->addWidget(button);
    }
    const auto known = service::questionsChoiceOf(m_preview.folderRule);
    if (!known) {
        auto* other = new QRadioButton(tr("As .notedeck.toml says: %1").arg(m_initialRule), rules);
        m_rules->addButton(other, kOtherRule);
        rulesLayout->addWidget(other);
    }
    m_rules->button(known ? static_cast<int>(*known) : kOtherRule)->setChecked(true);
    layout->addWidget(rules);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->setChildrenCollapsible(false);
    m_files = new QTreeWidget(split);
    m_files->setColumnCount(4);
    m_files->setHeaderLabels({tr("File"), tr("Cards"), tr("Kinds"), tr("Rule")});
    m_files->setUniformRowHeights(true);
    m_files->setTextElideMode(Qt::ElideMiddle);
    m_files->header()->setStretchLastSection(false);
    m_files->header()->setSectionResizeMode(FileColumn, QHeaderView::Stretch);
    for (int column : {CardsColumn, KindsColumn, RuleColumn})
        m_files->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_details = new QPlainTextEdit(split);
    m_details->setReadOnly(true);
    m_details->setObjectName(QStringLiteral("previewDetails"));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    layout->addWidget(split, 1);

    auto* hint = plainLabel(tr("Untick files or folders to leave them out. Import saves your choice to .notedeck.toml "
                               "in the notes folder, where you can change it later."),
                            this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    m_problem = plainLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("previewProblem"));
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_problem->hide();
    layout->addWidget(m_problem);

    auto* buttons = new QDialogButtonBox(this);
    m_import = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NotesPreviewDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    buildFiles();
    showPreview();
    connect(m_rules, &QButtonGroup::idClicked, this, [this] { askAgain(); });
    connect(m_files, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem*, int column) {
        // Ticking a folder ticks each file below it: one preview for them all.
        if (m_filling || column != FileColumn || m_askPending)
            return;
        m_askPending = true;
        QTimer::singleShot(0, this, [this] {
            m_askPending = false;
            askAgain();
        });
    });
    connect(m_files, &QTreeWidget::currentItemChanged, this, [this] { showDetails(); });
    // The first file with cards is selected, so that its first questions show at once.
    for (const FilePreview& file : m_preview.files)
        if (file.cards() > 0) {
            m_files->setCurrentItem(itemOf(QString::fromStdString(file.file)));
            break;
        }
    showDetails();
}

void NotesPreviewDialog::buildFiles()
{
    m_filling = true;
    for (const FilePreview& file : m_preview.files) {
        const QString path = QString::fromStdString(file.file);
        QTreeWidgetItem* parent = nullptr;
        const QStringList parts = path.split(QLatin1Char('/'));
        QString folder;
        for (int i = 0; i + 1 < parts.size(); ++i) {
            folder += parts[i] + QLatin1Char('/');
            QTreeWidgetItem* item = m_items.value(folder);
            if (!item) {
                item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_files);
                item->setText(FileColumn, parts[i]);
                item->setData(FileColumn, kPathRole, folder);
                item->setFlags(item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsAutoTristate);
                item->setToolTip(FileColumn, plainTip(folder));
                m_items.insert(folder, item);
            }
            parent = item;
        }
        auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_files);
        item->setText(FileColumn, parts.last());
        item->setData(FileColumn, kPathRole, path);
        item->setFlags((item->flags() | Qt::ItemIsUserCheckable) & ~Qt::ItemIsAutoTristate);
        item->setCheckState(FileColumn, file.state == FilePreview::State::LeftOut ? Qt::Unchecked : Qt::Checked);
        item->setToolTip(FileColumn, plainTip(path));
        m_items.insert(path, item);
    }
    m_files->expandToDepth(0);
    m_filling = false;
}

void NotesPreviewDialog::showPreview()
{
    m_filling = true;
    QHash<QString, int> folderCards;
    for (const FilePreview& file : m_preview.files) {
        const QString path = QString::fromStdString(file.file);
        QTreeWidgetItem* item = itemOf(path);
        if (!item)
            continue;
        QString cards;
        switch (file.state) {
        case FilePreview::State::Read: cards = QString::number(file.cards()); break;
        case FilePreview::State::LeftOut: cards = tr("left out"); break;
        case FilePreview::State::Failed: cards = tr("error"); break;
        }
        item->setText(CardsColumn, cards);
        item->setTextAlignment(CardsColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(KindsColumn, kindsText(file.listItems, file.headings, file.clozes, file.oneLine, file.reversed, file.occlusions));
        item->setText(RuleColumn, file.state == FilePreview::State::Read ? ruleWithSource(file) : QString());
        for (int slash = path.indexOf(QLatin1Char('/')); slash >= 0; slash = path.indexOf(QLatin1Char('/'), slash + 1))
            folderCards[path.left(slash + 1)] += file.cards();
    }
    for (auto it = folderCards.cbegin(); it != folderCards.cend(); ++it)
        if (QTreeWidgetItem* item = itemOf(it.key())) {
            const bool leftOut = item->checkState(FileColumn) == Qt::Unchecked;
            item->setText(CardsColumn, leftOut ? tr("left out") : QString::number(it.value()));
            item->setTextAlignment(CardsColumn, Qt::AlignRight | Qt::AlignVCenter);
        }
    m_filling = false;

    int listItems = 0, headings = 0, clozes = 0, oneLine = 0, reversed = 0, occlusions = 0;
    for (const FilePreview& f : m_preview.files) {
        listItems += f.listItems;
        headings += f.headings;
        clozes += f.clozes;
        oneLine += f.oneLine;
        reversed += f.reversed;
        occlusions += f.occlusions;
    }
    QString summary = tr("%1 gives %n card(s)", nullptr, m_preview.cardsInNotes()).arg(m_folder);
    summary += QLatin1Char(' ') + tr("from %1 of %n file(s)", nullptr, static_cast<int>(m_preview.files.size()))
                                      .arg(m_preview.filesRead());
    if (const QString kinds = kindsText(listItems, headings, clozes, oneLine, reversed, occlusions); !kinds.isEmpty())
        summary += QStringLiteral(": ") + kinds;
    summary += QLatin1Char('.');
    if (m_preview.warnings() + m_preview.errors() > 0)
        summary += QLatin1Char(' ') + tr("%n problem(s) in the notes.", nullptr, m_preview.warnings() + m_preview.errors());
    if (m_preview.hasDeck && m_preview.cards > 0)
        summary += QLatin1Char(' ') + tr("This deck would get %1 new cards and retire %n (hidden from study, history kept).",
                                         nullptr, m_preview.retired)
                                          .arg(m_preview.added);
    m_summary->setText(summary);
    showDetails();
}

void NotesPreviewDialog::showDetails()
{
    QStringList lines;
    QTreeWidgetItem* item = m_files->currentItem();
    const QString path = item ? item->data(FileColumn, kPathRole).toString() : QString();
    const std::string selected = path.toStdString();
    auto belongs = [&](const std::string& file) {
        return isFolder(path) ? file.starts_with(selected) : file == selected;
    };
    if (path.isEmpty()) {
        lines << tr("Select a file to see its first questions and its problems.");
    } else {
        lines << path;
        for (const FilePreview& file : m_preview.files) {
            if (isFolder(path) || file.file != selected)
                continue;
            if (file.state == FilePreview::State::LeftOut)
                lines << tr("Left out: not read; cards the deck has from it are retired with their history.");
            else if (file.state == FilePreview::State::Failed)
                lines << tr("Not imported until its error is fixed; cards the deck has from it stay as they are.");
            else
                lines << tr("Rule: %1").arg(ruleWithSource(file))
                      << tr("%n card(s)", nullptr, file.cards()) + QStringLiteral(": ") +
                             kindsText(file.listItems, file.headings, file.clozes, file.oneLine, file.reversed, file.occlusions);
            if (!file.samples.empty()) {
                lines << tr("First questions:");
                for (const std::string& sample : file.samples)
                    lines << QStringLiteral("  • ") + QString::fromStdString(sample);
            }
        }
    }
    // Problems of the selection, and those of no file (the rules file's) whatever is selected.
    for (const core::NoteIssue& issue : m_preview.issues) {
        const bool ofAFile = m_initiallyLeftOut.contains(QString::fromStdString(issue.file));
        if (ofAFile && (path.isEmpty() || !belongs(issue.file)))
            continue;
        QString where = QString::fromStdString(issue.file);
        if (issue.line > 0)
            where += QLatin1Char(':') + QString::number(issue.line);
        lines << (issue.severity == core::Severity::Error ? tr("Error, %1: %2") : tr("Warning, %1: %2"))
                     .arg(where, ImportReportPanel::issueText(issue));
    }
    m_details->setPlainText(lines.join(QLatin1Char('\n')));
}

void NotesPreviewDialog::chooseQuestions(QuestionsChoice questions)
{
    m_rules->button(static_cast<int>(questions))->setChecked(true);
    askAgain();
}

void NotesPreviewDialog::collectChoice(QTreeWidgetItem* item, service::NotesChoice& choice) const
{
    const QString path = item->data(FileColumn, kPathRole).toString();
    if (!isFolder(path)) {
        const bool wasOut = m_initiallyLeftOut.value(path);
        const bool out = item->checkState(FileColumn) == Qt::Unchecked;
        if (out && !wasOut)
            choice.leaveOut.push_back(path.toStdString());
        else if (!out && wasOut)
            choice.bringBack.push_back(path.toStdString());
        return;
    }
    // A folder all ticked or all unticked is one section, when that changes something in it.
    bool anyIn = false, anyOut = false;
    for (auto it = m_initiallyLeftOut.cbegin(); it != m_initiallyLeftOut.cend(); ++it)
        if (it.key().startsWith(path))
            (it.value() ? anyOut : anyIn) = true;
    const Qt::CheckState state = item->checkState(FileColumn);
    if (state == Qt::Unchecked && anyIn) {
        choice.leaveOut.push_back(path.toStdString());
        return;
    }
    if (state == Qt::Checked && anyOut) {
        choice.bringBack.push_back(path.toStdString());
        return;
    }
    for (int i = 0; i < item->childCount(); ++i)
        collectChoice(item->child(i), choice);
}

service::NotesChoice NotesPreviewDialog::choice() const
{
    service::NotesChoice choice;
    const int rule = m_rules->checkedId();
    if (rule != kOtherRule) {
        const auto questions = static_cast<QuestionsChoice>(rule);
        if (QString::fromStdString(service::ruleNameOf(questions)) != m_initialRule)
            choice.questions = questions;
    }
    for (int i = 0; i < m_files->topLevelItemCount(); ++i)
        collectChoice(m_files->topLevelItem(i), choice);
    return choice;
}

void NotesPreviewDialog::askAgain()
{
    const LatestRequest::Ticket ticket = m_requests.next();
    m_asked = ticket;
    m_context.worker().run(
        this,
        [folder = std::filesystem::path(m_folder.toStdString()),
         choice = choice()](WorkerDeck& deck) -> core::Result<service::ImportPreview> {
            auto store = deck.open();
            if (!store)
                return std::unexpected(store.error());
            return service::previewImport(**store, folder, choice);
        },
        [this, ticket](core::Result<service::ImportPreview> preview) {
            if (!m_requests.isLatest(ticket))
                return;
            m_shown = ticket;
            if (!preview) {
                m_problem->setText(QString::fromStdString(preview.error().toString()));
                m_problem->show();
                return;
            }
            m_problem->hide();
            m_preview = std::move(*preview);
            showPreview();
            emit previewed();
        });
}

void NotesPreviewDialog::accept()
{
    const service::NotesChoice chosen = choice();
    if (auto saved = service::saveNotesChoice(m_folder.toStdString(), chosen); !saved) {
        m_problem->setText(tr("Your choice could not be saved, so nothing was imported: %1")
                               .arg(QString::fromStdString(saved.error().toString())));
        m_problem->show();
        return;
    }
    QDialog::accept();
}

} // namespace notedeck::gui
