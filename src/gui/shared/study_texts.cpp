#include "gui/shared/study_texts.h"

#include <algorithm>

namespace notedeck::gui {

QString StudyTexts::duration(std::int64_t ms)
{
    const std::int64_t seconds = (std::max<std::int64_t>(ms, 0) + 500) / 1000;
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return seconds % 60 ? tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60) : tr("%1 min").arg(seconds / 60);
    const std::int64_t minutes = (seconds + 30) / 60;
    return minutes % 60 ? tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60) : tr("%1 h").arg(minutes / 60);
}

QString StudyTexts::dueTomorrow(const service::DueTomorrow& tomorrow)
{
    const int reviews = tomorrow.reviews;
    return (reviews == 1 ? tr("1 review") : tr("%1 reviews").arg(reviews)) + tr(", ") +
           tr("%1 new").arg(tomorrow.newCards);
}

} // namespace notedeck::gui
