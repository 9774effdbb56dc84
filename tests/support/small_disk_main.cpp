// main() of a test program whose every test fills a small disk (small_disk.h): without one (no
// root to mount it), none runs and CTest reports them skipped (run_or_skip.h).
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "run_or_skip.h"
#include "small_disk.h"

int main(int argc, char* argv[])
{
    Catch::Session session;
    if (const int problem = session.applyCommandLine(argc, argv); problem != 0)
        return problem;
    return notedeck::testing::runOrSkip(session, notedeck::testing::SmallDisk::unavailable);
}
