#pragma once
// For a test program whose every test needs something a machine may lack (a small disk to fill
// needs root): when it is missing, the program runs none of its tests, says why, and exits with
// kSkipped, which CTest reports as skipped (the tests' SKIP_RETURN_CODE, see notedeck_add_test's
// MAY_SKIP), never as passed. Listing the tests always works: the build lists them to register
// them with CTest, on machines with and without what they need.
#include <iostream>
#include <string>

namespace notedeck::testing {

inline constexpr int kSkipped = 77;

// `session` has its command line applied; `whyMissing()` says why the tests cannot run here, and
// is empty when they can. A template, since Catch2 declares its Session only where its runner is
// compiled (CATCH_CONFIG_RUNNER).
template <typename Session, typename WhyMissing>
int runOrSkip(Session& session, const WhyMissing& whyMissing)
{
    const auto& config = session.configData();
    if (config.listTests || config.listTestNamesOnly || config.listTags || config.listReporters || config.showHelp)
        return session.run();
    if (const std::string missing = whyMissing(); !missing.empty()) {
        std::cout << "skipped: " << missing << std::endl;
        return kSkipped;
    }
    // Catch2 exits with the number of failed assertions, which could be kSkipped: a failure is 1.
    return session.run() == 0 ? 0 : 1;
}

} // namespace notedeck::testing
