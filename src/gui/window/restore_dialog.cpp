#include "gui/window/restore_dialog.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/widgets/plain_text.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {

QString kindName(core::BackupKind kind)
{
    switch (kind) {
    case core::BackupKind::Daily:
        return RestoreDialog::tr("daily");
    case core::BackupKind::Manual:
        return RestoreDialog::tr("manual");
    case core::BackupKind::BeforeRestore:
        return RestoreDialog::tr("before a restore");
    }
    return {};
}

} // namespace

RestoreDialog::RestoreDialog(AppContext& context, QWidget* parent) : QDialog(parent), m_context(context)
{
    setWindowTitle(tr("Restore a backup"));
    setObjectName(QStringLiteral("restore"));
    resize(720, 400);
    auto* layout = new QVBoxLayout(this);
    m_status = plainLabel(tr("Checking the backups…"), this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_table = new QTableWidget(0, 5, this);
    m_table->setHorizontalHeaderLabels({tr("Made"), tr("Kind"), tr("Cards"), tr("Reviews"), tr("State")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    auto* buttons = new QDialogButtonBox(this);
    m_restore = buttons->addButton(tr("&Restore…"), QDialogButtonBox::AcceptRole);
    m_restore->setEnabled(false);
    buttons->addButton(tr("Close"), QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_restore, &QPushButton::clicked, this, &RestoreDialog::confirm);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_restore->setEnabled(restorable(m_table->currentRow())); });
    connect(m_table, &QTableWidget::cellActivated, this, &RestoreDialog::confirm);

    m_context.worker().run(
        this, [file = m_context.deckFile()](WorkerDeck&) { return service::listBackups(file); },
        [this](std::vector<service::BackupEntry> backups) { fill(std::move(backups)); });
}

bool RestoreDialog::restorable(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_backups.size()) || m_context.isReadOnly())
        return false;
    const core::BackupContents& contents = m_backups[static_cast<size_t>(row)].contents;
    const bool fullerExists = m_offered && !m_backups[*m_offered].contents.holdsNothing();
    return contents.ok && !(contents.holdsNothing() && fullerExists);
}

void RestoreDialog::fill(std::vector<service::BackupEntry> backups)
{
    m_backups = std::move(backups);
    m_offered = service::backupToOffer(m_backups);
    const QLocale locale;
    m_table->setRowCount(static_cast<int>(m_backups.size()));
    for (int row = 0; row < static_cast<int>(m_backups.size()); ++row) {
        const service::BackupEntry& b = m_backups[static_cast<size_t>(row)];
        const QDateTime made = QDateTime::fromSecsSinceEpoch(b.backup.madeAt);
        const QStringList cells = {
            locale.toString(made, QLocale::ShortFormat),
            kindName(b.backup.kind),
            b.contents.ok ? locale.toString(b.contents.cards) : QString(),
            b.contents.ok ? locale.toString(b.contents.reviews) : QString(),
            !b.contents.ok             ? tr("problem: %1").arg(QString::fromStdString(b.contents.problem))
            : b.contents.holdsNothing() ? tr("empty: no cards, no reviews")
                                        : tr("ok"),
        };
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setToolTip(plainTip(QString::fromStdString(b.backup.file.string())));
            if (column == 2 || column == 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, column, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_status->setText(m_backups.empty()
                          ? tr("There are no backups of this deck yet. NoteDeck makes one a day when it opens or closes the deck.")
                          : tr("Restoring replaces the deck with the backup; the deck as it is now is kept as a backup first."));
    if (!m_backups.empty())
        m_table->selectRow(static_cast<int>(m_offered.value_or(0)));
    m_table->setFocus();
    m_loaded = true;
    emit loaded(static_cast<int>(m_backups.size()));
}

void RestoreDialog::confirm()
{
    const int row = m_table->currentRow();
    if (!restorable(row))
        return;
    const QString file = QString::fromStdString(m_backups[static_cast<size_t>(row)].backup.file.string());
    const ConfirmRequest request{
        tr("Restore a backup"),
        tr("Replace the deck with the backup made %1? The deck as it is now is kept as a backup.").arg(m_table->item(row, 0)->text()),
        tr("Restore"), tr("Cancel")};
    m_confirm(this, request, [this, guard = QPointer<RestoreDialog>(this), file](bool yes) {
        if (!guard || !yes)
            return;
        emit restoreRequested(file);
        accept();
    });
}

} // namespace notedeck::gui
