#include "scheduler/optimizer/review_log.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

using namespace notedeck::optimizer;

TEST_CASE("review_time accepts ISO 8601 with offsets and integer milliseconds", "[review_log]")
{
    // 2024-03-29T20:32:32.250Z
    constexpr std::int64_t kExpected = 1711744352250;
    CHECK(parseReviewTime("2024-03-29T20:32:32.250000+00:00") == kExpected);
    CHECK(parseReviewTime("2024-03-29T20:32:32.25Z") == kExpected);
    CHECK(parseReviewTime("2024-03-29 20:32:32.250") == kExpected);
    CHECK(parseReviewTime("2024-03-29T22:32:32.250+02:00") == kExpected);
    CHECK(parseReviewTime("2024-03-29T15:32:32.250-0500") == kExpected);
    CHECK(parseReviewTime("2024-03-29T20:32Z") == kExpected - 32250);
    CHECK(parseReviewTime("1711744352250") == kExpected);
    CHECK(parseReviewTime(" 1711744352250 ") == kExpected);
    CHECK(parseReviewTime("1970-01-01T00:00:00Z") == 0);
    CHECK(parseReviewTime("1969-12-31T23:59:59Z") == -1000);

    CHECK_FALSE(parseReviewTime(""));
    CHECK_FALSE(parseReviewTime("yesterday"));
    CHECK_FALSE(parseReviewTime("2024-02-30T10:00:00Z"));
    CHECK_FALSE(parseReviewTime("2024-03-29T24:00:00Z"));
    CHECK_FALSE(parseReviewTime("2024-03-29"));
    CHECK_FALSE(parseReviewTime("2024-03-29T20:32:32+25:00"));
    CHECK_FALSE(parseReviewTime("2024-03-29T20:32:32.Z"));
    CHECK_FALSE(parseReviewTime("2024-03-29T20:32:32Zjunk"));
}

TEST_CASE("a review-log CSV is read by column name", "[review_log]")
{
    const std::string csv = "\xEF\xBB\xBF" // byte-order mark
                            "review_state,review_time,card_id,review_rating,review_duration\r\n"
                            "0,2024-03-29T20:32:32.250000+00:00,1711684180217,1,25060\r\n"
                            "\r\n"
                            "2,\"1711744359497\",\"1711684780667\",3,\r\n";
    const auto log = parseReviewLogCsv(csv, "log.csv");
    REQUIRE(log);
    REQUIRE(log->size() == 2);
    CHECK((*log)[0] == ReviewLogEntry{1711684180217, 1, 1711744352250, 25060});
    CHECK((*log)[1] == ReviewLogEntry{1711684780667, 3, 1711744359497, 0});
}

TEST_CASE("the duration column is optional and quoted fields may hold commas", "[review_log]")
{
    const auto log = parseReviewLogCsv("card_id,review_rating,review_time,note\n"
                                       "5,4,2024-01-01T00:00:00Z,\"a, \"\"quoted\"\"\nnote\"\n"
                                       "6,2,2024-01-02T00:00:00Z,plain\n");
    REQUIRE(log);
    REQUIRE(log->size() == 2);
    CHECK((*log)[0].rating == 4);
    CHECK((*log)[1].cardId == 6);
}

TEST_CASE("bad review-log rows are reported with file and line", "[review_log]")
{
    const std::string header = "card_id,review_rating,review_time,review_duration\n";
    const std::string good = "1,3,2024-01-01T10:00:00Z,100\n";

    auto error = [](const std::string& text) {
        const auto log = parseReviewLogCsv(text, "log.csv");
        REQUIRE_FALSE(log);
        return log.error();
    };

    auto e = error(header + good + "2,5,2024-01-01T10:00:00Z,100\n");
    CHECK(e.file == "log.csv");
    CHECK(e.line == 3);
    CHECK_THAT(e.message, Catch::Contains("review_rating") && Catch::Contains("'5'"));
    CHECK(e.toString().starts_with("log.csv:3: "));

    e = error(header + good + good + "x,3,2024-01-01T10:00:00Z,100\n");
    CHECK(e.line == 4);
    CHECK_THAT(e.message, Catch::Contains("card_id"));

    e = error(header + "1,3,2024-13-01T10:00:00Z,100\n");
    CHECK(e.line == 2);
    CHECK_THAT(e.message, Catch::Contains("review_time"));

    e = error(header + "1,3,2024-01-01T10:00:00Z,-4\n");
    CHECK_THAT(e.message, Catch::Contains("review_duration"));

    e = error(header + "1,3,2024-01-01T10:00:00Z\n");
    CHECK(e.line == 2);
    CHECK_THAT(e.message, Catch::Contains("expected 4 fields"));

    e = error("card_id,review_time,review_duration\n" + good);
    CHECK(e.line == 1);
    CHECK_THAT(e.message, Catch::Contains("review_rating"));

    e = error("");
    CHECK_THAT(e.message, Catch::Contains("empty"));

    e = error(header + "\"1,3,2024-01-01T10:00:00Z,100\n");
    CHECK(e.line == 2);
    CHECK_THAT(e.message, Catch::Contains("never closed"));
}

TEST_CASE("reading a missing review-log file fails with its name", "[review_log]")
{
    const auto log = readReviewLogCsv("no/such/review-log.csv");
    REQUIRE_FALSE(log);
    CHECK(log.error().file == "no/such/review-log.csv");
}

TEST_CASE("the sample review log reads completely", "[review_log]")
{
    const auto log = readReviewLogCsv(std::string(NOTEDECK_TEST_DATA) + "/review-log-sample.csv");
    REQUIRE(log);
    CHECK(log->size() == 12580);
    CHECK(log->front() == ReviewLogEntry{1711684180217, 1, 1711744352250, 25060});
}

TEST_CASE("the deck's review records convert to a review log", "[review_log]")
{
    notedeck::core::ReviewRecord record;
    record.card = 42;
    record.reviewedAtMs = 1711744352250;
    record.rating = notedeck::core::Rating::Hard;
    record.durationMs = 3100;
    const std::vector<notedeck::core::ReviewRecord> records = {record};
    const auto log = fromReviewRecords(records);
    REQUIRE(log.size() == 1);
    CHECK(log[0] == ReviewLogEntry{42, 2, 1711744352250, 3100});
}
