#include "scheduler/system_time_zone.h"

#include <ctime>

namespace notedeck::scheduler {

int SystemTimeZone::offsetSeconds(core::Timestamp utc) const
{
    const std::time_t t = static_cast<std::time_t>(utc);
    std::tm local{};
    if (localtime_r(&t, &local) == nullptr)
        return 0;
    return static_cast<int>(local.tm_gmtoff);
}

} // namespace notedeck::scheduler
