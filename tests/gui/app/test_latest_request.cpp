// "The latest request wins", the rule every view that asks the worker (or the card page) for
// something follows: only the answer to the last question asked is used, whatever order the
// answers come back in, and nothing asked before a dropAll() is used at all.
#include "gui/app/latest_request.h"

#include <catch2/catch.hpp>

#include <functional>
#include <vector>

using notedeck::gui::LatestRequest;

TEST_CASE("a request's answer is used only while it is the latest one asked", "[app][latest]")
{
    LatestRequest request;
    const LatestRequest::Ticket first = request.next();
    CHECK(request.isLatest(first));
    CHECK(request.latest() == first);

    const LatestRequest::Ticket second = request.next();
    CHECK(second != first);
    CHECK_FALSE(request.isLatest(first));
    CHECK(request.isLatest(second));
    CHECK(request.latest() == second);
}

TEST_CASE("dropping every request leaves no ticket the latest until the next request", "[app][latest]")
{
    LatestRequest request;
    const LatestRequest::Ticket asked = request.next();
    request.dropAll();
    CHECK_FALSE(request.isLatest(asked));
    const LatestRequest::Ticket again = request.next();
    CHECK(request.isLatest(again));
    CHECK_FALSE(request.isLatest(asked));

    // Before anything is asked, dropping makes the untouched start stale as well.
    LatestRequest fresh;
    const LatestRequest::Ticket initial = fresh.latest();
    fresh.dropAll();
    CHECK_FALSE(fresh.isLatest(initial));
}

TEST_CASE("answers coming back out of order: only the latest request's is shown", "[app][latest]")
{
    LatestRequest request;
    std::vector<int> shown;
    std::vector<std::function<void()>> answers;   // delivered later, like the worker's replies
    auto ask = [&](int value) {
        const LatestRequest::Ticket ticket = request.next();
        answers.push_back([&, ticket, value] {
            if (request.isLatest(ticket))
                shown.push_back(value);
        });
    };
    ask(1);
    ask(2);
    ask(3);
    answers[2]();
    answers[0]();
    answers[1]();
    CHECK(shown == std::vector<int>{3});

    // A request whose answer is still on its way when everything is dropped shows nothing.
    answers.clear();
    ask(4);
    request.dropAll();
    answers[0]();
    CHECK(shown == std::vector<int>{3});
}
