// Values worked out a block ahead on a second thread: each is what working it out alone gives, in
// order, whatever the count against the block size, and each is worked out once.
#include "service/sync/detail/blocks_ahead.h"

#include <catch2/catch.hpp>

#include <atomic>
#include <string>
#include <thread>

using notedeck::service::BlocksAhead;

TEST_CASE("values worked out ahead are each what working them out alone gives, once each", "[sync]")
{
    for (size_t count : {0u, 1u, 7u, 8u, 9u, 64u, 1000u}) {
        for (size_t block : {1u, 8u, 100u}) {
            std::atomic<int> calls = 0;
            std::atomic<int> elsewhere = 0;   // values worked out off the caller's thread
            const auto caller = std::this_thread::get_id();
            BlocksAhead<std::string> ahead(count, block, [&](size_t i) {
                ++calls;
                if (std::this_thread::get_id() != caller)
                    ++elsewhere;
                return "value " + std::to_string(i);
            });
            for (size_t i = 0; i < count; ++i) {
                std::string taken = std::move(ahead.at(i));
                CHECK(taken == "value " + std::to_string(i));
            }
            CHECK(calls == static_cast<int>(count));
            // The first block is the caller's; every later one is the second thread's.
            CHECK(elsewhere == static_cast<int>(count > block ? count - block : 0));
        }
    }
}

TEST_CASE("a loop that stops early leaves no work running on what it frees", "[sync]")
{
    std::vector<int> input(10000, 3);
    {
        BlocksAhead<int> ahead(input.size(), 100, [&](size_t i) { return input[i] * 2; });
        CHECK(ahead.at(0) == 6);
        CHECK(ahead.at(150) == 6);   // the second block; the third is being worked out
    }   // waits for it before `input` goes
    input.clear();
}
