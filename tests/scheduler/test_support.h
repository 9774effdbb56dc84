#pragma once
// Shared utilities of the scheduler tests.
#include "core/schedule_state.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <string>
#include <vector>

namespace notedeck::scheduler::test {

// |a - b| <= tol * max(|a|, |b|), with exact equality for zeros.
inline bool relClose(double a, double b, double tol = 1e-6)
{
    if (a == b)
        return true;
    return std::fabs(a - b) <= tol * std::fmax(std::fabs(a), std::fabs(b));
}

inline double relError(double a, double b)
{
    if (a == b)
        return 0.0;
    return std::fabs(a - b) / std::fmax(std::fabs(a), std::fabs(b));
}

inline std::vector<std::string> readLines(const std::string& name)
{
    std::ifstream in(std::string(NOTEDECK_SCHEDULER_TEST_DATA) + "/" + name);
    REQUIRE(in.good());
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty())
            lines.push_back(line);
    }
    return lines;
}

// A card never answered, due at `due`.
inline core::ScheduleState newCard(core::Timestamp due)
{
    core::ScheduleState card;
    card.due = due;
    return card;
}

} // namespace notedeck::scheduler::test
