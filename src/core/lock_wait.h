#pragma once
// How long opening a deck waits for another NoteDeck that is writing it. A command line that
// answers a card while another one does waits a moment instead of being refused; the app, which
// holds its deck for as long as it runs, is not waited for by reading commands at all.
#include <chrono>
#include <functional>

namespace notedeck::core {

struct LockWait {
    std::chrono::milliseconds upTo{0};           // 0: do not wait, open read-only at once
    std::chrono::milliseconds sayAfter{1000};    // `waiting` is called once the wait lasts this long
    std::function<void(long pid)> waiting;       // the holder's pid (0 when unknown)
};

} // namespace notedeck::core
