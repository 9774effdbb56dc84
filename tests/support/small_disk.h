#pragma once
// A real, small file system for the full-disk tests: a tmpfs of its own mounted on a new temporary
// folder, which a test fills up with a file and empties again. Mounting needs root
// (CAP_SYS_ADMIN), which the tests have in CI; elsewhere mounted() is false, and the programs of
// these tests (small_disk_main.cpp, tests/gui/full_disk_main.cpp) run none of them and report
// them skipped. NOTEDECK_TEST_NO_MOUNT set in the environment makes it fail as it would without
// root, for the test of that skip (reliability:full-disk-skips).
#include <cstdint>
#include <filesystem>
#include <string>

namespace notedeck::testing {

class SmallDisk {
public:
    explicit SmallDisk(std::uintmax_t bytes = 4 * 1024 * 1024);
    ~SmallDisk();   // unmounts and removes the folder
    // Why no small disk can be made here (one is made and removed again); empty when one can.
    static std::string unavailable();
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;

    bool mounted() const { return m_mounted; }
    // Why it is not mounted.
    const std::string& problem() const { return m_problem; }
    const std::filesystem::path& path() const { return m_path; }
    std::uintmax_t available() const;

    // Takes all the room but `leave` bytes with a file of its own ("filler").
    void fill(std::uintmax_t leave = 0);
    // Gives the room back (removes the filler).
    void makeRoom();

private:
    std::filesystem::path m_path;
    bool m_mounted = false;
    std::string m_problem;
};

} // namespace notedeck::testing
