#pragma once
// The study options of a set of options as rows of a form, built once for Settings (the default
// preset, with the options only the whole deck has) and for the presets window (any preset), so
// that both show the same fields with the same ranges and tooltips. Shows options and reads them
// back; storing them is the dialog's. GUI thread.
#include "core/scheduler_settings.h"

#include <QCoreApplication>
#include <QString>

#include <expected>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace notedeck::gui {

class EasyDaysEdit;

class StudyOptionsForm {
    Q_DECLARE_TR_FUNCTIONS(StudyOptionsForm)
public:
    // WholeDeck adds the options that are the whole deck's, not a preset's: the order of new cards,
    // load balancing, burying siblings and the hour the next day starts.
    enum class Scope { WholeDeck, Preset };

    // Adds the rows to `form`, the fields made children of `owner`.
    StudyOptionsForm(QFormLayout* form, QWidget* owner, Scope scope);

    void show(const core::SchedulerSettings& options);
    // `options` with the form's values in place of the ones it shows; a bad list of steps is
    // refused with a message that names the field.
    std::expected<core::SchedulerSettings, QString> read(core::SchedulerSettings options) const;

    QSpinBox* newCardsPerDay() const { return m_newPerDay; }
    QSpinBox* reviewsPerDay() const { return m_reviewsPerDay; }
    QDoubleSpinBox* desiredRetention() const { return m_retention; }
    QSpinBox* maximumInterval() const { return m_maxInterval; }
    EasyDaysEdit* easyDays() const { return m_easyDays; }
    QLineEdit* learningSteps() const { return m_learning; }
    QLineEdit* relearningSteps() const { return m_relearning; }
    QSpinBox* leechThreshold() const { return m_leech; }
    // Null in a preset's form.
    QComboBox* newCardOrder() const { return m_newOrder; }
    QCheckBox* loadBalancing() const { return m_loadBalancing; }
    QCheckBox* burySiblings() const { return m_burySiblings; }
    QSpinBox* dayStartHour() const { return m_dayStart; }

private:
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
};

} // namespace notedeck::gui
