#pragma once
// The Settings dialog: the study options (new cards and reviews per day, the order of new cards,
// desired retention, maximum interval, load balancing, Easy Days, learning and relearning steps, the hour the
// next day starts, leech threshold: the default preset's, with "Presets for chapters…" opening
// PresetsDialog for the others) and the app's
// (editor command, theme, card font size, language), and the study journal's Sync part
// (SyncPanel: its choice is applied by the window on saved()). OK stores them all in the deck in one
// transaction and applies them; a value out of range is named and nothing is stored. The FSRS
// parameters part (FsrsParametersPanel) stores what Optimize adopts at once, as its own action;
// OK is off while a fit runs, and closing the dialog cancels it. Opened window-modal with open()
// (no nested event loop). A saved change of desired retention or Easy Days emits
// rescheduleSuggested, so the window can offer to reschedule the review cards. GUI thread.
#include "core/preset_rows.h"
#include "gui/settings/study_options_form.h"
#include "service/options/app_settings.h"
#include "service/options/scheduler_settings_store.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace notedeck::gui {

class AppContext;
class FsrsParametersPanel;
class SyncPanel;

class SettingsDialog final : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(AppContext& context, QWidget* parent = nullptr);
    ~SettingsDialog() override;

    // The form's fields, for tests and keyboard users alike.
    QSpinBox* newCardsPerDay() const { return m_options->newCardsPerDay(); }
    QSpinBox* reviewsPerDay() const { return m_options->reviewsPerDay(); }
    QComboBox* newCardOrder() const { return m_options->newCardOrder(); }
    QDoubleSpinBox* desiredRetention() const { return m_options->desiredRetention(); }
    QSpinBox* maximumInterval() const { return m_options->maximumInterval(); }
    QCheckBox* loadBalancing() const { return m_options->loadBalancing(); }
    // Monday first; each item's data is the index of its core::DayWorkload.
    QComboBox* easyDay(int weekday) const;
    QCheckBox* burySiblings() const { return m_options->burySiblings(); }
    QLineEdit* learningSteps() const { return m_options->learningSteps(); }
    QLineEdit* relearningSteps() const { return m_options->relearningSteps(); }
    QSpinBox* dayStartHour() const { return m_options->dayStartHour(); }
    QSpinBox* leechThreshold() const { return m_options->leechThreshold(); }
    QLineEdit* editorCommand() const { return m_editor; }
    QComboBox* theme() const { return m_theme; }
    QSpinBox* cardFontSize() const { return m_fontSize; }
    QComboBox* language() const { return m_language; }
    FsrsParametersPanel* fsrsParameters() const { return m_fsrs; }
    SyncPanel* sync() const { return m_sync; }
    QString errorText() const;

    // Stores and applies the form; false (the reason shown in the dialog) when a value is invalid.
    bool apply();
    void accept() override;
    void reject() override;

signals:
    // Stored and applied; `languageChanged`: the new language shows after a restart.
    void saved(bool languageChanged);
    // Saved with another desired retention or other Easy Days: the review cards' due dates no
    // longer follow the options until they are rescheduled.
    // The options of `preset` changed in a way that moves due dates (retention, Easy Days).
    void rescheduleSuggested(notedeck::core::PresetId preset);

private:
    void load();

    AppContext& m_context;
    core::SchedulerSettings m_scheduling;
    service::AppSettings m_app;

    std::unique_ptr<StudyOptionsForm> m_options;
    QLineEdit* m_editor = nullptr;
    QComboBox* m_theme = nullptr;
    QSpinBox* m_fontSize = nullptr;
    QComboBox* m_language = nullptr;
    FsrsParametersPanel* m_fsrs = nullptr;
    SyncPanel* m_sync = nullptr;
    QPushButton* m_ok = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace notedeck::gui
