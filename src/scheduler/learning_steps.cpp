#include "scheduler/learning_steps.h"

#include "scheduler/js_math.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace notedeck::scheduler {

core::Result<Steps> parseSteps(std::string_view text)
{
    Steps steps;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == ',' || text[i] == '\t') {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != ',' && text[end] != '\t')
            ++end;
        const std::string_view token = text.substr(i, end - i);
        i = end;
        const char unit = token.back();
        int value = 0;
        const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size() - 1, value);
        if (token.size() < 2 || ec != std::errc{} || ptr != token.data() + token.size() - 1 || value < 0)
            return core::fail("invalid step \"" + std::string(token) + "\": use e.g. 1m, 10m, 1h or 1d");
        switch (unit) {
        case 'm': steps.push_back(value); break;
        case 'h': steps.push_back(value * 60); break;
        case 'd': steps.push_back(value * 1440); break;
        default:
            return core::fail("invalid step unit in \"" + std::string(token) + "\": expected m, h or d");
        }
    }
    return steps;
}

std::string formatSteps(const Steps& steps)
{
    std::string out;
    for (int minutes : steps) {
        if (!out.empty())
            out += ' ';
        if (minutes != 0 && minutes % 1440 == 0)
            out += std::to_string(minutes / 1440) + 'd';
        else if (minutes != 0 && minutes % 60 == 0)
            out += std::to_string(minutes / 60) + 'h';
        else
            out += std::to_string(minutes) + 'm';
    }
    return out;
}

StepOutcome stepOutcome(core::CardState state, int currentStep, core::Rating rating,
                        const Steps& learning, const Steps& relearning)
{
    const bool relearn = state == core::CardState::Review || state == core::CardState::Relearning;
    const Steps& steps = relearn ? relearning : learning;
    const int count = static_cast<int>(steps.size());
    if (count == 0 || currentStep >= count)
        return {};
    const int step = std::max(0, currentStep);

    if (state == core::CardState::Review) {
        // A lapse enters relearning at the first step; other answers leave steps alone.
        if (rating == core::Rating::Again)
            return {steps[static_cast<std::size_t>(step)], 0};
        return {};
    }
    switch (rating) {
    case core::Rating::Again:
        return {steps.front(), 0};
    case core::Rating::Hard: {
        // On a later step Hard repeats that step's delay (as Anki does; the FSRS reference
        // uses the first-step delay on every step, which on "1m 10m" would bring a card
        // answered Hard on its 10-minute step back sooner than its previous wait).
        if (step > 0)
            return {steps[static_cast<std::size_t>(step)], step};
        const double minutes = count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2.0;
        return {static_cast<int>(js::round(minutes)), step};
    }
    case core::Rating::Good:
        // A zero-length step counts as no step, as in the reference.
        if (currentStep + 1 < count && steps[static_cast<std::size_t>(currentStep + 1)] > 0)
            return {steps[static_cast<std::size_t>(currentStep + 1)], currentStep + 1};
        return {};
    case core::Rating::Easy:
        return {};
    }
    return {};
}

} // namespace notedeck::scheduler
