#include "gui/settings/study_options_form.h"

#include "gui/settings/easy_days_edit.h"
#include "service/options/scheduler_settings_store.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace notedeck::gui {

StudyOptionsForm::StudyOptionsForm(QFormLayout* form, QWidget* owner, Scope scope)
{
    // Made in the order of the rows but for Easy Days, made last: the order Tab goes through them.
    const bool wholeDeck = scope == Scope::WholeDeck;
    m_newPerDay = new QSpinBox(owner);
    m_newPerDay->setRange(0, 9999);
    m_reviewsPerDay = new QSpinBox(owner);
    m_reviewsPerDay->setRange(0, 99999);
    if (wholeDeck) {
        m_newOrder = new QComboBox(owner);
        m_newOrder->addItem(tr("In note order"), false);
        m_newOrder->addItem(tr("Random"), true);
        m_newOrder->setToolTip(tr("The order new cards are introduced in: as they come in the notes, or shuffled"));
    }
    m_retention = new QDoubleSpinBox(owner);
    m_retention->setRange(core::kMinDesiredRetention, core::kMaxDesiredRetention);
    m_retention->setSingleStep(0.01);
    m_retention->setDecimals(2);
    m_retention->setToolTip(tr("The chance of recalling a card you want when it comes up: higher means more reviews"));
    m_maxInterval = new QSpinBox(owner);
    m_maxInterval->setRange(1, core::kDefaultMaximumInterval);
    m_maxInterval->setSuffix(tr(" days"));
    m_maxInterval->setToolTip(tr("The longest a card can wait until its next review"));
    if (wholeDeck) {
        m_loadBalancing = new QCheckBox(tr("Even out the reviews from day to day"), owner);
        m_loadBalancing->setToolTip(tr("Among the days a card's interval may fall on, choose the one with the fewest reviews due"));
        m_burySiblings = new QCheckBox(tr("Bury the other cards of a note until the next day"), owner);
        m_burySiblings->setToolTip(tr("Once a card is answered, the other clozes of its note and the other direction of a reversed pair wait for the next day"));
    }
    m_learning = new QLineEdit(owner);
    m_learning->setToolTip(tr("Delays before a new card graduates, e.g. “1m 10m” (m minutes, h hours, d days)"));
    m_relearning = new QLineEdit(owner);
    m_relearning->setToolTip(tr("Delays after a forgotten card, e.g. “10m”"));
    if (wholeDeck) {
        m_dayStart = new QSpinBox(owner);
        m_dayStart->setRange(0, 23);
        m_dayStart->setSuffix(tr(":00"));
    }
    m_leech = new QSpinBox(owner);
    m_leech->setRange(1, 99);
    m_leech->setToolTip(tr("A card forgotten this many times is a leech and is suspended"));
    m_easyDays = new EasyDaysEdit(owner);

    form->addRow(tr("&New cards per day:"), m_newPerDay);
    form->addRow(tr("&Reviews per day:"), m_reviewsPerDay);
    if (wholeDeck)
        form->addRow(tr("Ne&w card order:"), m_newOrder);
    form->addRow(tr("Desired re&tention:"), m_retention);
    form->addRow(tr("&Maximum interval:"), m_maxInterval);
    if (wholeDeck) {
        form->addRow(tr("Load &balancing:"), m_loadBalancing);
        form->addRow(tr("S&iblings:"), m_burySiblings);
    }
    form->addRow(tr("Eas&y days:"), m_easyDays);
    form->addRow(tr("&Learning steps:"), m_learning);
    form->addRow(tr("Re&learning steps:"), m_relearning);
    if (wholeDeck)
        form->addRow(tr("Next &day starts at:"), m_dayStart);
    form->addRow(tr("Lee&ch threshold:"), m_leech);
}

void StudyOptionsForm::show(const core::SchedulerSettings& options)
{
    m_newPerDay->setValue(options.new_cards_per_day);
    m_reviewsPerDay->setValue(options.reviews_per_day);
    m_retention->setValue(options.desired_retention);
    m_maxInterval->setValue(options.maximum_interval);
    m_easyDays->setDays(options.easy_days);
    m_learning->setText(QString::fromStdString(service::formatLearningSteps(options.learning_steps)));
    m_relearning->setText(QString::fromStdString(service::formatLearningSteps(options.relearning_steps)));
    m_leech->setValue(options.leech_threshold);
    if (m_newOrder) {
        m_newOrder->setCurrentIndex(options.new_card_order == core::NewCardOrder::Random ? 1 : 0);
        m_loadBalancing->setChecked(options.load_balancing);
        m_burySiblings->setChecked(options.bury_siblings);
        m_dayStart->setValue(options.day_start_hour);
    }
}

std::expected<core::SchedulerSettings, QString> StudyOptionsForm::read(core::SchedulerSettings options) const
{
    options.new_cards_per_day = m_newPerDay->value();
    options.reviews_per_day = m_reviewsPerDay->value();
    options.desired_retention = m_retention->value();
    options.maximum_interval = m_maxInterval->value();
    options.easy_days = m_easyDays->days();
    options.leech_threshold = m_leech->value();
    auto learning = service::parseLearningSteps(m_learning->text().toStdString());
    if (!learning)
        return std::unexpected(tr("Learning steps: %1").arg(QString::fromStdString(learning.error().message)));
    auto relearning = service::parseLearningSteps(m_relearning->text().toStdString());
    if (!relearning)
        return std::unexpected(tr("Relearning steps: %1").arg(QString::fromStdString(relearning.error().message)));
    options.learning_steps = *learning;
    options.relearning_steps = *relearning;
    if (m_newOrder) {
        options.new_card_order =
            m_newOrder->currentData().toBool() ? core::NewCardOrder::Random : core::NewCardOrder::NoteOrder;
        options.load_balancing = m_loadBalancing->isChecked();
        options.bury_siblings = m_burySiblings->isChecked();
        options.day_start_hour = m_dayStart->value();
    }
    return options;
}

} // namespace notedeck::gui
