#pragma once
// The time zone the C library is configured with (TZ, /etc/localtime). Kept apart from
// the pure scheduling code: everything else takes a TimeZone and can be tested with a
// fake one.
#include "core/day_clock.h"

namespace notedeck::scheduler {

class SystemTimeZone final : public core::TimeZone {
public:
    int offsetSeconds(core::Timestamp utc) const override;
};

} // namespace notedeck::scheduler
