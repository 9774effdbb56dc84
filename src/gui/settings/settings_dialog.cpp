#include "gui/settings/settings_dialog.h"

#include "gui/app/app_context.h"
#include "gui/card/card_theme.h"
#include "gui/settings/easy_days_edit.h"
#include "gui/settings/fsrs_parameters_panel.h"
#include "gui/settings/presets_dialog.h"
#include "gui/settings/study_options_form.h"
#include "gui/settings/sync_panel.h"
#include "gui/widgets/plain_text.h"
#include "gui/widgets/wrapping_layouts.h"
#include "gui/widgets/yielding_widgets.h"
#include "service/options/scheduler_settings_store.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace notedeck::gui {

SettingsDialog::SettingsDialog(AppContext& context, QWidget* parent) : QDialog(parent), m_context(context)
{
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settings"));
    auto* layout = new QVBoxLayout(this);
    // The options on a page that scrolls when the window the dialog opens over is small.
    auto* page = new QWidget();

    auto* study = new QGroupBox(tr("Studying"), this);
    auto* studyForm = new QFormLayout(study);
    m_options = std::make_unique<StudyOptionsForm>(studyForm, study, StudyOptionsForm::Scope::WholeDeck);
    // Chapters with options of their own; these are the default preset's.
    auto* presets = new QPushButton(tr("&Presets for chapters…"), study);
    presets->setToolTip(tr("Give chapters study options of their own; the options above are the default preset's"));
    studyForm->addRow(QString(), presets);
    connect(presets, &QPushButton::clicked, this, [this] {
        auto* dialog = new PresetsDialog(m_context, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        // The default preset may have changed there: the form shows what is stored.
        connect(dialog, &QDialog::finished, this, [this] { load(); });
        connect(dialog, &PresetsDialog::rescheduleSuggested, this, &SettingsDialog::rescheduleSuggested);
        dialog->open();
    });
    // Two columns: the study and app options on the left, the memory model and Sync on the right; one
    // under the other where the dialog is narrow.
    auto* columns = new ColumnsLayout(340, 2, page);
    columns->setContentsMargins(0, 0, 0, 0);
    auto* left = new QVBoxLayout();
    columns->addLayout(left);
    layout->addWidget(scrollingPage(page, this), 1);
    left->addWidget(study);

    // The memory model and, under it, Sync.
    auto* right = new QVBoxLayout();
    columns->addLayout(right);
    m_fsrs = new FsrsParametersPanel(context, this);
    right->addWidget(m_fsrs);

    auto* app = new QGroupBox(tr("Appearance and notes"), this);
    auto* appForm = new QFormLayout(app);
    m_editor = new QLineEdit(app);
    m_editor->setPlaceholderText(tr("the desktop's default application"));
    m_editor->setToolTip(tr("Opens a notes file at a line from the import report: {file} and {line} are "
                            "replaced, e.g. “kate --line {line} {file}” or “code -g {file}:{line}”"));
    m_theme = new QComboBox(app);
    m_theme->addItem(tr("Follow the system"), QStringLiteral("system"));
    m_theme->addItem(tr("Light"), QStringLiteral("light"));
    m_theme->addItem(tr("Dark"), QStringLiteral("dark"));
    m_fontSize = new QSpinBox(app);
    m_fontSize->setRange(service::kMinCardFontSize, service::kMaxCardFontSize);
    m_fontSize->setSuffix(tr(" px"));
    m_language = new QComboBox(app);
    m_language->addItem(tr("Follow the system"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_language->setToolTip(tr("Takes effect the next time NoteDeck starts"));
    appForm->addRow(tr("&Editor command:"), m_editor);
    appForm->addRow(tr("T&heme:"), m_theme);
    appForm->addRow(tr("Card &font size:"), m_fontSize);
    appForm->addRow(tr("Lan&guage:"), m_language);
    left->addWidget(app);
    left->addStretch(1);
    m_sync = new SyncPanel(context, this);
    right->addWidget(m_sync);
    right->addStretch(1);

    m_error = plainLabel(this);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #c0392b"));
    m_error->hide();
    layout->addWidget(m_error);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    // OK would store the parameters the form was opened with over the ones a fit may be adopting.
    connect(m_fsrs, &FsrsParametersPanel::runningChanged, this, [this](bool running) { m_ok->setEnabled(!running); });
    connect(m_fsrs, &FsrsParametersPanel::adopted, this, [this] {
        if (auto stored = service::loadSchedulerSettings(m_context.deck()))
            m_scheduling.parameters = stored->parameters;
    });
    load();
    fitToWindow(this, sizeHint());
}

void SettingsDialog::load()
{
    auto scheduling = service::loadSchedulerSettings(m_context.deck());
    auto app = service::loadAppSettings(m_context.deck());
    if (!scheduling || !app) {
        m_error->setText(tr("Cannot read the settings: %1")
                             .arg(QString::fromStdString((!scheduling ? scheduling.error() : app.error()).toString())));
        m_error->show();
        return;
    }
    m_scheduling = *scheduling;
    m_app = *app;
    m_options->show(m_scheduling);
    m_fsrs->setIgnoreReviewsBefore(m_scheduling.ignore_reviews_before);
    m_editor->setText(QString::fromStdString(m_app.editorCommand));
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(QString::fromStdString(m_app.theme))));
    m_fontSize->setValue(m_app.cardFontSize);
    m_language->setCurrentIndex(std::max(0, m_language->findData(QString::fromStdString(m_app.language))));
}

QString SettingsDialog::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

bool SettingsDialog::apply()
{
    auto fail = [this](const QString& message) {
        m_error->setText(message);
        m_error->show();
        return false;
    };
    auto read = m_options->read(m_scheduling);
    if (!read)
        return fail(read.error());
    core::SchedulerSettings scheduling = *read;
    scheduling.ignore_reviews_before = m_fsrs->ignoreReviewsBefore();

    service::AppSettings app = m_app;
    app.editorCommand = m_editor->text().trimmed().toStdString();
    app.theme = m_theme->currentData().toString().toStdString();
    app.cardFontSize = m_fontSize->value();
    app.language = m_language->currentData().toString().toStdString();

    if (auto saved = service::saveAllSettings(m_context.deck(), scheduling, app); !saved)
        return fail(QString::fromStdString(saved.error().toString()));
    const bool languageChanged = app.language != m_app.language;
    const bool reschedule = scheduling.desired_retention != m_scheduling.desired_retention ||
                            scheduling.easy_days != m_scheduling.easy_days;
    m_scheduling = scheduling;
    m_app = app;
    m_error->hide();
    m_context.setTheme(cardThemeFromName(QString::fromStdString(app.theme)).value_or(CardTheme::System));
    m_context.setFontSize(app.cardFontSize);
    emit saved(languageChanged);
    if (reschedule)
        emit rescheduleSuggested(core::kDefaultPresetId);
    return true;
}

QComboBox* SettingsDialog::easyDay(int weekday) const { return m_options->easyDays()->day(weekday); }

void SettingsDialog::accept()
{
    if (m_fsrs->isRunning())
        return;
    if (apply())
        QDialog::accept();
}

void SettingsDialog::reject()
{
    m_fsrs->cancel();
    QDialog::reject();
}

SettingsDialog::~SettingsDialog() = default;

} // namespace notedeck::gui
