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
#include "service/app_settings.h"
#include "service/scheduler_settings_store.h"

#include <QDialog>

#include <array>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace notedeck::gui {

class AppContext;
class EasyDaysEdit;
class FsrsParametersPanel;
class SyncPanel;

class SettingsDialog final : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(AppContext& context, QWidget* parent = nullptr);

    // The form's fields, for tests and keyboard users alike.
    QSpinBox* newCardsPerDay() const { return m_newPerDay; }
    QSpinBox* reviewsPerDay() const { return m_reviewsPerDay; }
    QComboBox* newCardOrder() const { return m_newOrder; }
    QDoubleSpinBox* desiredRetention() const { return m_retention; }
    QSpinBox* maximumInterval() const { return m_maxInterval; }
    QCheckBox* loadBalancing() const { return m_loadBalancing; }
    // Monday first; each item's data is the index of its core::DayWorkload.
    QComboBox* easyDay(int weekday) const;
    QCheckBox* burySiblings() const { return m_burySiblings; }
    QLineEdit* learningSteps() const { return m_learning; }
    QLineEdit* relearningSteps() const { return m_relearning; }
    QSpinBox* dayStartHour() const { return m_dayStart; }
    QSpinBox* leechThreshold() const { return m_leech; }
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

    QSpinBox* m_newPerDay = nullptr;
    QSpinBox* m_reviewsPerDay = nullptr;
    QComboBox* m_newOrder = nullptr;
    QDoubleSpinBox* m_retention = nullptr;
    QSpinBox* m_maxInterval = nullptr;
    QCheckBox* m_loadBalancing = nullptr;
    QCheckBox* m_burySiblings = nullptr;
    EasyDaysEdit* m_easyDays = nullptr;
    QLineEdit* m_learning = nullptr;
    QLineEdit* m_relearning = nullptr;
    QSpinBox* m_dayStart = nullptr;
    QSpinBox* m_leech = nullptr;
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
