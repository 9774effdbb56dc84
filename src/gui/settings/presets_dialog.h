#pragma once
// Settings › Presets…: the deck's presets (named sets of study options), the chapters given each
// and how many cards each covers; a new preset, its name and options edited, a preset deleted,
// and a chapter given the selected preset or its own preset taken away. Each change is one
// transaction on the app's Deck (service/options/presets.h), shown at once; a bad value is named and
// nothing is stored. The default preset's options are those of Settings itself. GUI thread.
#include "core/preset_rows.h"
#include "service/options/presets.h"

#include <QDialog>

#include <memory>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace notedeck::gui {

class AppContext;
class EasyDaysEdit;
class StudyOptionsForm;

class PresetsDialog final : public QDialog {
    Q_OBJECT
public:
    explicit PresetsDialog(AppContext& context, QWidget* parent = nullptr);
    ~PresetsDialog() override;

    // For tests and keyboard users alike.
    QTableWidget* table() const { return m_table; }
    QLineEdit* name() const { return m_name; }
    QDoubleSpinBox* desiredRetention() const;
    QSpinBox* newCardsPerDay() const;
    QSpinBox* reviewsPerDay() const;
    QComboBox* chapter() const { return m_chapter; }
    EasyDaysEdit* easyDays() const;
    QString errorText() const;

    // The actions of the buttons; false (the reason shown) when refused.
    bool addPreset();
    bool saveSelected();
    bool deleteSelected();
    bool assignSelected();
    bool unassignChapter();
    void selectPreset(int row);

signals:
    // A saved preset's retention or Easy Days changed: its review cards' due dates would move.
    void rescheduleSuggested(notedeck::core::PresetId preset);

private:
    void reload(core::PresetId select);
    void showSelected();
    bool done(const core::Result<void>& result);
    const service::PresetUse* selected() const;

    AppContext& m_context;
    std::vector<service::PresetUse> m_presets;
    QTableWidget* m_table = nullptr;
    QLineEdit* m_name = nullptr;
    std::unique_ptr<StudyOptionsForm> m_options;
    QComboBox* m_chapter = nullptr;
    QPushButton* m_delete = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace notedeck::gui
