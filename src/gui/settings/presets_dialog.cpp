#include "gui/settings/presets_dialog.h"

#include "gui/app/app_context.h"
#include "gui/settings/study_options_form.h"
#include "gui/widgets/card_names.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/yielding_widgets.h"
#include "service/options/scheduler_settings_store.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace notedeck::gui {

namespace {
QString text(const std::string& s) { return QString::fromStdString(s); }
// The presets the table shows before it scrolls.
constexpr int kRowsShown = 5;
} // namespace

PresetsDialog::~PresetsDialog() = default;

PresetsDialog::PresetsDialog(AppContext& context, QWidget* parent) : QDialog(parent), m_context(context)
{
    setWindowTitle(tr("Presets"));
    setObjectName(QStringLiteral("presets"));
    // Everything but Close on a page that scrolls down in a small window.
    auto* outer = new QVBoxLayout(this);
    auto* page = new QWidget();
    page->setObjectName(QStringLiteral("presetsPage"));
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* intro = plainLabel(tr("A chapter given a preset passes it down to its sections unless one has its own. "
                                "The default preset covers the rest of the deck, and its daily limits are the "
                                "whole deck's."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(0, 5, this);
    m_table->setHorizontalHeaderLabels({tr("Preset"), tr("Chapters"), tr("Cards"), tr("Retention"), tr("New / reviews a day")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    // Room for several presets before the table scrolls (it was two rows tall).
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              kRowsShown * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth());
    layout->addWidget(m_table, 1);
    connect(m_table, &QTableWidget::currentCellChanged, this, [this] { showSelected(); });

    auto* options = new QGroupBox(tr("Options of the selected preset"), this);
    auto* form = new QFormLayout(options);
    m_name = new QLineEdit(options);
    form->addRow(tr("Na&me:"), m_name);
    m_options = std::make_unique<StudyOptionsForm>(form, options, StudyOptionsForm::Scope::Preset);
    auto* presetButtons = new QHBoxLayout();
    auto* save = new QPushButton(tr("&Save options"), options);
    auto* add = new QPushButton(tr("New &preset"), options);
    m_delete = new QPushButton(tr("&Delete preset"), options);
    presetButtons->addWidget(save);
    presetButtons->addWidget(add);
    presetButtons->addWidget(m_delete);
    presetButtons->addStretch(1);
    form->addRow(presetButtons);
    layout->addWidget(options);
    connect(save, &QPushButton::clicked, this, [this] { saveSelected(); });
    connect(add, &QPushButton::clicked, this, [this] { addPreset(); });
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteSelected(); });

    auto* chapters = new QGroupBox(tr("Chapters"), this);
    auto* chapterRow = new QHBoxLayout(chapters);
    m_chapter = new QComboBox(chapters);
    auto* assign = new QPushButton(tr("&Give it the selected preset"), chapters);
    auto* unassign = new QPushButton(tr("&Inherit again"), chapters);
    unassign->setToolTip(tr("Takes the chapter's own preset away: it uses the preset of the chapter above it"));
    chapterRow->addWidget(m_chapter, 1);
    chapterRow->addWidget(assign);
    chapterRow->addWidget(unassign);
    layout->addWidget(chapters);
    connect(assign, &QPushButton::clicked, this, [this] { assignSelected(); });
    connect(unassign, &QPushButton::clicked, this, [this] { unassignChapter(); });

    m_error = plainLabel(page);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b"));
    m_error->hide();
    layout->addWidget(m_error);
    outer->addWidget(downwardPage(page, this), 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);

    if (auto nodes = service::chapterNodes(m_context.deck())) {
        for (const core::DeckPath& node : *nodes)
            m_chapter->addItem(deckName(node), text(node.key()));
    }
    reload(core::kDefaultPresetId);
    fitToWindow(this, QSize(760, 840));   // all of it where the window and the screen have room
}

QDoubleSpinBox* PresetsDialog::desiredRetention() const { return m_options->desiredRetention(); }
QSpinBox* PresetsDialog::newCardsPerDay() const { return m_options->newCardsPerDay(); }
QSpinBox* PresetsDialog::reviewsPerDay() const { return m_options->reviewsPerDay(); }
EasyDaysEdit* PresetsDialog::easyDays() const { return m_options->easyDays(); }

QString PresetsDialog::errorText() const { return m_error->isHidden() ? QString() : m_error->text(); }

const service::PresetUse* PresetsDialog::selected() const
{
    const int row = m_table->currentRow();
    return row >= 0 && row < static_cast<int>(m_presets.size()) ? &m_presets[static_cast<std::size_t>(row)] : nullptr;
}

void PresetsDialog::selectPreset(int row) { m_table->setCurrentCell(row, 0); }

void PresetsDialog::reload(core::PresetId select)
{
    auto uses = service::presetUses(m_context.deck());
    if (!uses) {
        done(std::unexpected(uses.error()));
        return;
    }
    m_presets = std::move(*uses);
    m_table->setRowCount(static_cast<int>(m_presets.size()));
    int selectRow = 0;
    for (int row = 0; row < static_cast<int>(m_presets.size()); ++row) {
        const service::PresetUse& use = m_presets[static_cast<std::size_t>(row)];
        QStringList chapters;
        for (const core::DeckPath& node : use.nodes)
            chapters << deckName(node);
        if (chapters.isEmpty())
            chapters << (use.preset.isDefault() ? tr("the rest of the deck") : tr("none yet"));
        const auto& o = use.preset.options;
        const QStringList cells = {use.preset.isDefault() ? tr("%1 (default)").arg(text(use.preset.name)) : text(use.preset.name),
                                   chapters.join(QStringLiteral(", ")), QString::number(use.cards),
                                   QStringLiteral("%1%").arg(o.desired_retention * 100, 0, 'f', 0),
                                   QStringLiteral("%1 / %2").arg(o.new_cards_per_day).arg(o.reviews_per_day)};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
        if (use.preset.id == select)
            selectRow = row;
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    selectPreset(selectRow);
    showSelected();
}

void PresetsDialog::showSelected()
{
    const service::PresetUse* use = selected();
    if (!use)
        return;
    m_name->setText(text(use->preset.name));
    m_options->show(use->preset.options);
    m_delete->setEnabled(!use->preset.isDefault());
}

bool PresetsDialog::done(const core::Result<void>& result)
{
    if (!result) {
        m_error->setText(text(result.error().message));
        m_error->show();
        return false;
    }
    m_error->hide();
    return true;
}

bool PresetsDialog::addPreset()
{
    // A new preset starts from the selected one's options, under a name not taken yet.
    const service::PresetUse* use = selected();
    core::SchedulerSettings options = use ? use->preset.options : core::SchedulerSettings{};
    QString name;
    for (int n = static_cast<int>(m_presets.size()); name.isEmpty() || service::findPreset(m_context.deck(), name.toStdString()); ++n)
        name = tr("Preset %1").arg(n);
    auto id = service::savePreset(m_context.deck(), name.toStdString(), options);
    if (!done(id ? core::Result<void>() : std::unexpected(id.error())))
        return false;
    reload(*id);
    return true;
}

bool PresetsDialog::saveSelected()
{
    const service::PresetUse* use = selected();
    if (!use)
        return false;
    const core::PresetId id = use->preset.id;
    const auto read = m_options->read(use->preset.options);
    if (!read)
        return done(core::fail(read.error().toStdString()));
    const core::SchedulerSettings& options = *read;
    const std::string name = m_name->text().trimmed().toStdString();
    if (name != use->preset.name) {
        if (!done(service::renamePreset(m_context.deck(), id, name)))
            return false;
    }
    auto saved = service::savePreset(m_context.deck(), name, options);
    if (!done(saved ? core::Result<void>() : std::unexpected(saved.error())))
        return false;
    const bool moved = options.desired_retention != use->preset.options.desired_retention ||
                       options.easy_days != use->preset.options.easy_days;
    const bool hasCards = use->cards > 0;   // `use` is gone after reload()
    reload(id);
    // A preset that covers no card has nothing to reschedule: no question.
    if (moved && hasCards)
        emit rescheduleSuggested(id);
    return true;
}

bool PresetsDialog::deleteSelected()
{
    const service::PresetUse* use = selected();
    if (!use || !done(service::deletePreset(m_context.deck(), use->preset.id)))
        return false;
    reload(core::kDefaultPresetId);
    return true;
}

bool PresetsDialog::assignSelected()
{
    const service::PresetUse* use = selected();
    if (!use || m_chapter->currentIndex() < 0)
        return false;
    const core::PresetId id = use->preset.id;
    const auto node = core::DeckPath::fromKey(m_chapter->currentData().toString().toStdString());
    if (!done(service::assignPreset(m_context.deck(), id, node)))
        return false;
    reload(id);
    return true;
}

bool PresetsDialog::unassignChapter()
{
    if (m_chapter->currentIndex() < 0)
        return false;
    const core::PresetId id = selected() ? selected()->preset.id : core::kDefaultPresetId;
    const auto node = core::DeckPath::fromKey(m_chapter->currentData().toString().toStdString());
    if (!done(service::unassignPreset(m_context.deck(), node)))
        return false;
    reload(id);
    return true;
}

} // namespace notedeck::gui
