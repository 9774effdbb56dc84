#include "fsrs_replay/replay.h"

#include "scheduler/fsrs_model.h"
#include "scheduler/intervals.h"

#include <algorithm>
#include <cmath>
#include <istream>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <vector>

namespace notedeck::fsrs_replay {

using nlohmann::json;
namespace sch = notedeck::scheduler;

namespace {

// Input problems become an error line; the message names the offending field.
struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

const json* field(const json& object, const char* name)
{
    const auto it = object.find(name);
    return it == object.end() || it->is_null() ? nullptr : &*it;
}

bool boolField(const json& object, const char* name, bool fallback)
{
    const json* value = field(object, name);
    if (!value)
        return fallback;
    if (!value->is_boolean())
        throw InputError(std::string("\"") + name + "\" must be true or false");
    return value->get<bool>();
}

long long integerField(const json& object, const char* name, long long fallback, long long min,
                       long long max)
{
    const json* value = field(object, name);
    if (!value)
        return fallback;
    if (!value->is_number() || value->get<double>() != std::floor(value->get<double>()))
        throw InputError(std::string("\"") + name + "\" must be a whole number");
    const double v = value->get<double>();
    if (v < static_cast<double>(min) || v > static_cast<double>(max))
        throw InputError(std::string("\"") + name + "\" must be between " + std::to_string(min) +
                         " and " + std::to_string(max));
    return static_cast<long long>(v);
}

// Any positive whole number of days, as the input chooses. Above 2^53 (the largest
// whole number a double holds exactly, far beyond any interval the model produces) it
// changes nothing, so it is kept at that.
double maximumIntervalField(const json& input)
{
    const json* value = field(input, "maximum_interval");
    if (!value)
        return sch::kDefaultMaximumInterval;
    const double v = value->is_number() ? value->get<double>() : 0.0;
    if (!(v >= 1.0) || v != std::floor(v))
        throw InputError("\"maximum_interval\" must be a positive whole number of days");
    return std::min(v, 9007199254740992.0);
}

std::vector<double> numbers(const json& value, const char* name)
{
    if (!value.is_array())
        throw InputError(std::string("\"") + name + "\" must be an array of numbers");
    std::vector<double> out;
    for (const json& item : value) {
        if (!item.is_number())
            throw InputError(std::string("\"") + name + "\" must be an array of numbers");
        out.push_back(item.get<double>());
    }
    return out;
}

json replayChecked(const json& input)
{
    if (!input.is_object())
        throw InputError("each line must be a JSON object");

    const bool shortTerm = boolField(input, "enable_short_term", true);
    const double maximumInterval = maximumIntervalField(input);
    const int relearningSteps = static_cast<int>(integerField(input, "num_relearning_steps", 1, 0, 100));

    const json* params = field(input, "params");
    std::vector<double> weights(sch::kDefaultWeights.begin(), sch::kDefaultWeights.end());
    if (params)
        weights = numbers(*params, "params");
    auto model = sch::Model::create(weights, relearningSteps, shortTerm);
    if (!model)
        throw InputError(model.error().message);

    std::vector<double> modifiers;
    const json* retentions = field(input, "desired_retentions");
    for (double r : retentions ? numbers(*retentions, "desired_retentions") : std::vector<double>{0.9}) {
        if (!(r > 0.0 && r <= 1.0))
            throw InputError("desired retentions must be in (0, 1]");
        modifiers.push_back(model->intervalModifier(r));
    }

    const json* reviews = field(input, "reviews");
    if (!reviews || !reviews->is_array())
        throw InputError("\"reviews\" must be an array");

    json results = json::array();
    std::optional<sch::MemoryState> memory;
    for (const json& review : *reviews) {
        if (!review.is_object())
            throw InputError("each review must be an object");
        const auto rating = integerField(review, "rating", 0, 1, 4);
        if (rating == 0)
            throw InputError("each review needs a \"rating\" from 1 to 4");
        // Elapsed days are ignored on a card's first review.
        const long long elapsed = memory ? integerField(review, "elapsed_days", 0, 0, 1'000'000) : 0;

        json entry;
        std::optional<double> r;
        if (memory) {
            r = model->retrievability(static_cast<double>(elapsed), memory->stability);
            entry["retrievability"] = *r;
        } else {
            entry["retrievability"] = nullptr;
        }
        memory = model->next(memory, static_cast<double>(elapsed), static_cast<core::Rating>(rating), r);
        entry["stability"] = memory->stability;
        entry["difficulty"] = memory->difficulty;
        json intervals = json::array();
        for (double im : modifiers)
            intervals.push_back(static_cast<long long>(sch::nextIntervalDays(memory->stability, im, maximumInterval)));
        entry["intervals"] = std::move(intervals);
        results.push_back(std::move(entry));
    }
    return json{{"card_id", input.value("card_id", json())}, {"reviews", std::move(results)}};
}

json errorObject(const json& input, const std::string& message)
{
    json id = input.is_object() ? input.value("card_id", json()) : json();
    return json{{"card_id", std::move(id)}, {"error", message}};
}

} // namespace

json replayCard(const json& input)
{
    try {
        return replayChecked(input);
    } catch (const InputError& e) {
        return errorObject(input, e.what());
    } catch (const json::exception& e) {
        return errorObject(input, std::string("invalid input: ") + e.what());
    }
}

std::string replayLine(std::string_view line)
{
    try {
        const json input = json::parse(line, nullptr, /*allow_exceptions=*/false);
        if (input.is_discarded())
            return errorObject(json(), "not a valid JSON line").dump();
        // Replacement of invalid UTF-8 in echoed ids keeps the output valid JSON.
        return replayCard(input).dump(-1, ' ', false, json::error_handler_t::replace);
    } catch (const std::exception& e) {
        return errorObject(json(), std::string("internal error: ") + e.what()).dump();
    }
}

void run(std::istream& in, std::ostream& out)
{
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        out << replayLine(line) << '\n';
    }
    out.flush();
}

} // namespace notedeck::fsrs_replay
