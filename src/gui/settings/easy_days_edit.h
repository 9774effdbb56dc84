#pragma once
// The Easy Days choice of a set of study options: one workload (normal, reduced, minimum) per
// weekday, two weekdays to a row. Used by Settings (the default preset) and the presets window.
// GUI thread.
#include "core/scheduler_settings.h"

#include <QWidget>

#include <array>

class QComboBox;

namespace notedeck::gui {

class EasyDaysEdit final : public QWidget {
    Q_OBJECT
public:
    explicit EasyDaysEdit(QWidget* parent = nullptr);

    void setDays(const core::EasyDays& days);
    core::EasyDays days() const;
    // Monday is 0.
    QComboBox* day(int weekday) const { return m_days.at(static_cast<std::size_t>(weekday)); }

private:
    std::array<QComboBox*, 7> m_days{};
};

} // namespace notedeck::gui
