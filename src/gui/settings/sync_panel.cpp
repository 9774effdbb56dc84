#include "gui/settings/sync_panel.h"

#include "gui/app/app_context.h"
#include "gui/app/deck_worker.h"
#include "gui/widgets/yielding_widgets.h"
#include "gui/widgets/plain_text.h"

#include <QCheckBox>
#include <QDateTime>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {
// A device's name as another device wrote it, and its id: the name whole with no `metrics`, else
// shortened in its middle, so that a name of any length keeps the dialog's width (the id is
// short: the journal's reader takes none other).
QString deviceName(const std::string& name, const std::string& id, const QFontMetrics* metrics = nullptr)
{
    QString shownName = QString::fromStdString(name.empty() ? id : name);
    if (metrics)
        shownName = elidedName(shownName, *metrics);
    return QStringLiteral("%1 (%2)").arg(shownName, QString::fromStdString(id));
}

// `label` shows `shown`; its tooltip is `whole` when that says more.
void showShortened(QLabel* label, const QString& shown, const QString& whole)
{
    label->setText(shown);
    label->setToolTip(shown == whole ? QString() : plainTip(whole));
}
} // namespace

SyncPanel::SyncPanel(AppContext& context, QWidget* parent) : QGroupBox(tr("Sync"), parent), m_context(context)
{
    setObjectName(QStringLiteral("syncPanel"));
    auto* form = new QFormLayout(this);
    // The name the other devices show for this one, then its id (which never changes).
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("syncDeviceName"));
    m_name->setMaxLength(service::kDeviceNameLength);
    m_name->setToolTip(tr("The name the other devices that study these notes show for this one"));
    m_name->setEnabled(false);
    m_device = selectablePlainLabel(this);
    m_device->setObjectName(QStringLiteral("syncThisDevice"));
    m_folder = new ElidedLabel(this);
    m_folder->setObjectName(QStringLiteral("syncJournalFolder"));
    m_place = selectablePlainLabel(this);
    m_place->setObjectName(QStringLiteral("syncJournalPlace"));
    m_besideDeck = new QCheckBox(tr("&Keep the study journal beside the deck, not in the notes folder"), this);
    m_besideDeck->setToolTip(tr("The journal then does not travel with the notes: carry it with "
                                "“notedeck-cli sync --export” and “--import”"));
    m_devices = selectablePlainLabel(this);
    m_devices->setObjectName(QStringLiteral("syncDevices"));
    auto* device = new QWidget(this);
    auto* deviceLines = new QVBoxLayout(device);
    deviceLines->setContentsMargins(0, 0, 0, 0);
    deviceLines->addWidget(m_name);
    deviceLines->addWidget(m_device);
    form->addRow(tr("This de&vice:"), device);
    qobject_cast<QLabel*>(form->labelForField(device))->setBuddy(m_name);
    // The place, why, and the choice under one label: one field that wraps as a whole.
    auto* journal = new QWidget(this);
    auto* journalLines = new QVBoxLayout(journal);
    journalLines->setContentsMargins(0, 0, 0, 0);
    journalLines->addWidget(m_folder);
    journalLines->addWidget(m_place);
    journalLines->addWidget(m_besideDeck);
    form->addRow(tr("Study journal:"), journal);
    form->addRow(tr("Devices seen:"), m_devices);
    m_device->setText(tr("Reading…"));
    m_besideDeck->setEnabled(false);
    load();
}

std::optional<QString> SyncPanel::nameChanged() const
{
    const QString name = m_name->text().trimmed();
    if (!m_loaded || !m_name->isEnabled() || name.isEmpty() || name == m_readName)
        return std::nullopt;
    return name;
}

std::optional<bool> SyncPanel::choiceChanged() const
{
    if (!m_loaded || !m_besideDeck->isEnabled() || m_besideDeck->isChecked() == m_chosen)
        return std::nullopt;
    return m_besideDeck->isChecked();
}

void SyncPanel::load()
{
    m_context.worker().run(
        this,
        [](WorkerDeck& deck) {
            Read read;
            auto store = deck.open();
            if (!store) {
                read.setup = std::unexpected(store.error());
                return read;
            }
            read.setup = service::journalSetup(**store);
            read.devices = service::devicesSeen(**store);
            return read;
        },
        [this](Read read) { fill(read); });
}

void SyncPanel::fill(const Read& read)
{
    m_loaded = true;
    if (!read.setup || !read.devices) {
        m_device->setText(tr("Cannot read the study journal: %1")
                              .arg(QString::fromStdString((!read.setup ? read.setup.error() : read.devices.error()).toString())));
        emit loaded();
        return;
    }
    if (!*read.setup) {
        m_device->setText(tr("Not set up yet: the study journal is set up when the notes are imported."));
        m_folder->setText(QString());
        emit loaded();
        return;
    }
    const service::JournalSetup& setup = **read.setup;
    const QFontMetrics metrics = fontMetrics();
    m_readName = QString::fromStdString(setup.deviceName);
    m_name->setText(m_readName);
    m_name->setEnabled(true);
    m_device->setText(tr("Device id %1").arg(QString::fromStdString(setup.device)));
    m_folder->setText(QString::fromStdString(setup.root.string()));
    if (setup.inNotes)
        m_place->setText(tr("In the notes folder: it travels with the notes."));
    else if (setup.besideDeckChosen)
        m_place->setText(tr("Beside the deck, as chosen."));
    else
        m_place->setText(tr("Beside the deck: the notes are NoteDeck's own or cannot be written."));
    m_chosen = setup.besideDeckChosen;
    m_besideDeck->setChecked(m_chosen);
    m_besideDeck->setEnabled(true);

    const QLocale locale;
    QStringList lines;
    QStringList wholeLines;
    for (const service::DeviceSeen& device : *read.devices) {
        const QString last = device.lastEvent == 0
                                 ? tr("never")
                                 : locale.toString(QDateTime::fromSecsSinceEpoch(device.lastEvent).toLocalTime(),
                                                   QLocale::ShortFormat);
        auto line = [&](const QString& name) {
            const QString text = tr("%1, latest change %2").arg(name, last);
            return device.thisDevice ? tr("%1 — this device").arg(text) : text;
        };
        lines << line(deviceName(device.name, device.device, &metrics));
        wholeLines << line(deviceName(device.name, device.device));
    }
    showShortened(m_devices, lines.isEmpty() ? tr("none yet") : lines.join(QLatin1Char('\n')),
                  lines.isEmpty() ? tr("none yet") : wholeLines.join(QLatin1Char('\n')));
    emit loaded();
}

} // namespace notedeck::gui
