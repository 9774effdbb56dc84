#include "gui/app/damaged_deck_dialog.h"

#include "core/clock.h"
#include "gui/app/deck_worker.h"
#include "gui/widgets/plain_text.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace notedeck::gui {

namespace {

QString madeAt(const service::BackupEntry& entry)
{
    return QLocale().toString(QDateTime::fromSecsSinceEpoch(entry.backup.madeAt), QLocale::ShortFormat);
}

// How long ago the backup was made: what restoring it gives up at most.
QString age(const service::BackupEntry& entry)
{
    const qint64 seconds = std::max<qint64>(0, QDateTime::currentSecsSinceEpoch() - entry.backup.madeAt);
    if (seconds < 60)
        return DamagedDeckDialog::tr("less than a minute ago");
    if (seconds < 3600)
        return DamagedDeckDialog::tr("%n minute(s) ago", nullptr, static_cast<int>(seconds / 60));
    if (seconds < 2 * 86400)
        return DamagedDeckDialog::tr("%n hour(s) ago", nullptr, static_cast<int>(seconds / 3600));
    return DamagedDeckDialog::tr("%n day(s) ago", nullptr, static_cast<int>(seconds / 86400));
}

} // namespace

DamagedDeckDialog::DamagedDeckDialog(std::filesystem::path deckFile, const QString& problem, QWidget* parent)
    : QDialog(parent), m_deckFile(std::move(deckFile)), m_worker(std::make_unique<DeckWorker>(m_deckFile))
{
    setWindowTitle(tr("NoteDeck cannot open the deck"));
    setObjectName(QStringLiteral("damagedDeck"));
    setMinimumWidth(620);
    auto* layout = new QVBoxLayout(this);
    m_problem = selectablePlainLabel(this);
    m_problem->setText(tr("The deck %1 cannot be opened: %2").arg(QString::fromStdString(m_deckFile.string()), problem));
    layout->addWidget(m_problem);
    m_backup = selectablePlainLabel(this);
    m_backup->setText(tr("Looking for a good backup…"));
    layout->addWidget(m_backup);
    m_error = selectablePlainLabel(this);
    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->hide();
    layout->addWidget(m_error);
    layout->addStretch(1);

    auto* buttons = new QDialogButtonBox(this);
    m_restore = buttons->addButton(tr("&Restore this backup…"), QDialogButtonBox::ActionRole);
    m_restore->setEnabled(false);
    m_quit = buttons->addButton(tr("&Quit without changing anything"), QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);
    connect(m_restore, &QPushButton::clicked, this, &DamagedDeckDialog::confirmRestore);
    connect(m_quit, &QPushButton::clicked, this, &DamagedDeckDialog::reject);

    // Checking a backup reads all of it: off the GUI thread. The worker's own deck is never
    // opened here; it only lends its thread.
    m_worker->run(
        this, [file = m_deckFile](WorkerDeck&) { return service::listBackups(file); },
        [this](std::vector<service::BackupEntry> backups) { fill(std::move(backups)); });
}

DamagedDeckDialog::~DamagedDeckDialog() = default;

QString DamagedDeckDialog::problemText() const { return m_problem->text(); }
QString DamagedDeckDialog::backupText() const { return m_backup->text(); }
QString DamagedDeckDialog::errorText() const { return m_error->isHidden() ? QString() : m_error->text(); }

void DamagedDeckDialog::fill(std::vector<service::BackupEntry> backups)
{
    if (const auto offered = service::backupToOffer(backups))
        m_offered = std::move(backups[*offered]);
    const QLocale locale;
    const QString folder = QString::fromStdString(service::backupFolder(m_deckFile).string());
    if (m_offered) {
        m_backup->setText(
            tr("The latest good backup is %1, made %2 (%3), with %4 cards and %5 reviews; answers given after it was "
               "made are not in it. Restoring it replaces the damaged deck, which is kept in %6 first, so nothing is lost.")
                .arg(QString::fromStdString(m_offered->backup.file.filename().string()), madeAt(*m_offered), age(*m_offered),
                     locale.toString(m_offered->contents.cards), locale.toString(m_offered->contents.reviews), folder));
        m_restore->setEnabled(true);
        m_restore->setDefault(true);
        m_restore->setFocus();
    } else {
        m_backup->setText(tr("No good backup of this deck was found in %1. Keep the damaged file: SQLite's own tools "
                             "(sqlite3 FILE .recover) may still save much of it. To start over with a new deck, move "
                             "the file away and start NoteDeck again.")
                              .arg(folder));
        m_restore->hide();
        m_quit->setDefault(true);
        m_quit->setFocus();
    }
    adjustSize();   // the wrapped texts grew
    m_loaded = true;
    emit loaded();
}

void DamagedDeckDialog::confirmRestore()
{
    if (!m_offered || m_restoring)
        return;
    const QLocale locale;
    const ConfirmRequest request{
        tr("Restore a backup"),
        tr("Replace the damaged deck with the backup made %1 (%2 cards, %3 reviews)? The damaged file is kept as a backup.")
            .arg(madeAt(*m_offered), locale.toString(m_offered->contents.cards), locale.toString(m_offered->contents.reviews)),
        tr("Restore"), tr("Cancel")};
    m_confirm(this, request, [guard = QPointer<DamagedDeckDialog>(this)](bool yes) {
        if (guard && yes)
            guard->restore();
    });
}

void DamagedDeckDialog::restore()
{
    if (!m_offered || m_restoring)
        return;
    m_restoring = true;
    m_restore->setEnabled(false);
    m_quit->setEnabled(false);
    m_error->hide();
    m_backup->setText(tr("Restoring %1…").arg(QString::fromStdString(m_offered->backup.file.filename().string())));
    m_worker->run(
        this,
        [deck = m_deckFile, backup = m_offered->backup.file](WorkerDeck&) {
            return service::restoreBackup(deck, backup, core::SystemClock().now());
        },
        [this](core::Result<core::RestoreOutcome> outcome) {
            m_restoring = false;
            if (outcome) {
                m_restored = std::move(*outcome);
                accept();
                return;
            }
            m_error->setText(tr("Restoring failed: %1. The deck has not been replaced.")
                                 .arg(QString::fromStdString(outcome.error().toString())));
            m_error->show();
            adjustSize();
            m_backup->setText(tr("The backup %1 could not be restored.")
                                  .arg(QString::fromStdString(m_offered->backup.file.filename().string())));
            m_restore->setEnabled(true);
            m_quit->setEnabled(true);
        });
}

void DamagedDeckDialog::reject()
{
    if (m_restoring)
        return;   // the restore finishes first; it cannot be stopped halfway
    QDialog::reject();
}

} // namespace notedeck::gui
