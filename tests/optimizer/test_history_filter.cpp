// Which cards a fit learns from: a card whose log does not start with its first answer (imported
// mid-life) or starts before "ignore reviews before" is left out whole.
#include "scheduler/optimizer/history_filter.h"
#include "scheduler/optimizer/report.h"

#include "core/iso_time.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace notedeck;
using namespace notedeck::optimizer;

namespace {

constexpr std::int64_t kDayMs = 86'400'000;
// 2024-06-01T12:00:00Z, the middle of study day 2024-06-01 with days from 04:00 UTC.
const std::int64_t kJune1 = *core::parseIsoTimeMs("2024-06-01T12:00:00Z");

std::vector<ReviewLogEntry> answers(core::CardId card, std::int64_t startMs, bool fromNew)
{
    return {{card, 3, startMs, 0, fromNew}, {card, 3, startMs + 3 * kDayMs, 0, false},
            {card, 1, startMs + 10 * kDayMs, 0, false}};
}

std::vector<ReviewLogEntry> joined(std::initializer_list<std::vector<ReviewLogEntry>> parts)
{
    std::vector<ReviewLogEntry> out;
    for (const auto& part : parts)
        out.insert(out.end(), part.begin(), part.end());
    return out;
}

} // namespace

TEST_CASE("cards whose log does not start with their first answer are left out of the fit", "[history]")
{
    const auto log = joined({answers(1, kJune1, true), answers(2, kJune1, false), answers(3, kJune1 + kDayMs, true)});
    const auto selected = selectHistories(log, core::DayClock(), std::nullopt);
    CHECK(selected.cardsLeftOut == 1);
    CHECK(selected.answersLeftOut == 3);
    REQUIRE(selected.log.size() == 6);
    CHECK(std::none_of(selected.log.begin(), selected.log.end(), [](const auto& e) { return e.cardId == 2; }));
}

TEST_CASE("cards first answered before the date to ignore reviews before are left out whole", "[history]")
{
    const auto log = joined({answers(1, kJune1 - kDayMs, true), answers(2, kJune1, true), answers(3, kJune1 + 5 * kDayMs, true)});
    const auto june1 = core::parseIsoDate("2024-06-01");
    REQUIRE(june1);
    const auto selected = selectHistories(log, core::DayClock(), june1);
    CHECK(selected.cardsLeftOut == 1);
    CHECK(selected.answersLeftOut == 3); // card 1's later answers, after the date, go with it
    CHECK(selected.log.size() == 6);

    // A study day starts at 04:00: 03:00 on 2 June still belongs to 1 June.
    const std::vector<ReviewLogEntry> early{{4, 3, *core::parseIsoTimeMs("2024-06-02T03:00:00Z"), 0, true}};
    CHECK(selectHistories(early, core::DayClock(), core::parseIsoDate("2024-06-02")).cardsLeftOut == 1);
    CHECK(selectHistories(early, core::DayClock(), june1).cardsLeftOut == 0);
}

TEST_CASE("the sample log fitted with a date to ignore reviews before leaves out the earlier cards", "[history][sample]")
{
    const auto log = readReviewLogCsv(std::string(NOTEDECK_TEST_DATA) + "/review-log-sample.csv");
    REQUIRE(log);
    auto all = optimizeReviewLog(*log);
    REQUIRE(all);
    CHECK(all->cardsLeftOut == 0);
    CHECK(all->items == 6276);

    ReportOptions options;
    options.firstDay = core::parseIsoDate("2024-07-01");
    auto recent = optimizeReviewLog(*log, options);
    REQUIRE(recent);
    CHECK(recent->cardsLeftOut > 0);
    CHECK(recent->reviews == log->size());
    CHECK(recent->items < all->items);
    CHECK(recent->after.logLoss < recent->before.logLoss);
}
