#pragma once
// A real, small file system for the full-disk tests: a tmpfs of its own mounted on a new temporary
// folder, which a test fills up with a file and empties again. Mounting needs root
// (CAP_SYS_ADMIN), which the tests have in CI; elsewhere mounted() is false and the test says so.
#include <cstdint>
#include <filesystem>
#include <string>

namespace notedeck::testing {

class SmallDisk {
public:
    explicit SmallDisk(std::uintmax_t bytes = 4 * 1024 * 1024);
    ~SmallDisk();   // unmounts and removes the folder
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
