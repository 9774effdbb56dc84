#pragma once
// Times and counts of studying in the words the review summary, the drill summary and Statistics
// share, so that the three say them alike. Plain functions; GUI thread (they translate).
#include "service/deck/card_counts.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace notedeck::gui {

class StudyTexts {
    Q_DECLARE_TR_FUNCTIONS(StudyTexts)
public:
    // "45 s", "12 min 5 s", "1 h 5 min".
    static QString duration(std::int64_t ms);
    // "3 reviews, 20 new": what is due tomorrow.
    static QString dueTomorrow(const service::DueTomorrow& tomorrow);
};

} // namespace notedeck::gui
