#include "gui/settings/easy_days_edit.h"
#include "gui/widgets/plain_text.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>

namespace notedeck::gui {

EasyDaysEdit::EasyDaysEdit(QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QString weekdays[] = {tr("Mon"), tr("Tue"), tr("Wed"), tr("Thu"), tr("Fri"), tr("Sat"), tr("Sun")};
    for (int day = 0; day < 7; ++day) {
        auto* choice = new QComboBox(this);
        choice->addItem(tr("Normal"), static_cast<int>(core::DayWorkload::Normal));
        choice->addItem(tr("Reduced"), static_cast<int>(core::DayWorkload::Reduced));
        choice->addItem(tr("Minimum"), static_cast<int>(core::DayWorkload::Minimum));
        choice->setToolTip(tr("Reviews whose interval may fall on another day move off reduced and minimum days; "
                              "a reduced day keeps about half a normal day's reviews, a minimum day only those that "
                              "cannot move"));
        auto* label = plainLabel(weekdays[day], this);
        label->setBuddy(choice);
        grid->addWidget(label, day / 2, (day % 2) * 2);
        grid->addWidget(choice, day / 2, (day % 2) * 2 + 1);
        m_days[static_cast<std::size_t>(day)] = choice;
    }
}

void EasyDaysEdit::setDays(const core::EasyDays& days)
{
    for (std::size_t day = 0; day < m_days.size(); ++day)
        m_days[day]->setCurrentIndex(m_days[day]->findData(static_cast<int>(days[day])));
}

core::EasyDays EasyDaysEdit::days() const
{
    core::EasyDays days{};
    for (std::size_t day = 0; day < m_days.size(); ++day)
        days[day] = static_cast<core::DayWorkload>(m_days[day]->currentData().toInt());
    return days;
}

} // namespace notedeck::gui
