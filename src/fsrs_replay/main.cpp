// notedeck-fsrs-replay: JSON Lines in on stdin, one result line per input line on stdout.
// Bad lines produce an error object on their output line; the exit status is 0.
#include "fsrs_replay/replay.h"

#include <iostream>

int main()
{
    std::ios::sync_with_stdio(false);
    notedeck::fsrs_replay::run(std::cin, std::cout);
    return 0;
}
