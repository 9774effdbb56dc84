#pragma once
// Time enters NoteDeck through a Clock, so tests and `--now` can fix it.
#include "core/types.h"

#include <chrono>

namespace notedeck::core {

class Clock {
public:
    virtual ~Clock() = default;
    virtual Timestamp now() const = 0;   // unix seconds
};

class SystemClock final : public Clock {
public:
    Timestamp now() const override
    {
        return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
    }
};

class FixedClock final : public Clock {
public:
    explicit FixedClock(Timestamp t) : m_now(t) {}
    Timestamp now() const override { return m_now; }
    void set(Timestamp t) { m_now = t; }
    void advance(Timestamp seconds) { m_now += seconds; }

private:
    Timestamp m_now;
};

} // namespace notedeck::core
