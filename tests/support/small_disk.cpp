#include "small_disk.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <vector>

#include <sys/mount.h>
#include <unistd.h>

namespace notedeck::testing {

namespace fs = std::filesystem;

SmallDisk::SmallDisk(std::uintmax_t bytes)
{
    if (std::getenv("NOTEDECK_TEST_NO_MOUNT")) {
        m_problem = "cannot mount a tmpfs (NOTEDECK_TEST_NO_MOUNT is set)";
        return;
    }
    std::string pattern = (fs::temp_directory_path() / "notedeck-small-disk-XXXXXX").string();
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    if (!::mkdtemp(name.data())) {
        m_problem = std::string("cannot make a folder: ") + std::strerror(errno);
        return;
    }
    m_path = name.data();
    const std::string options = "size=" + std::to_string(bytes) + ",mode=0777";
    if (::mount("tmpfs", m_path.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, options.c_str()) != 0) {
        m_problem = std::string("cannot mount a tmpfs (needs root): ") + std::strerror(errno);
        return;
    }
    m_mounted = true;
}

SmallDisk::~SmallDisk()
{
    if (m_mounted)
        ::umount2(m_path.c_str(), MNT_DETACH);
    std::error_code ec;
    if (!m_path.empty())
        fs::remove_all(m_path, ec);
}

std::string SmallDisk::unavailable()
{
    const SmallDisk probe(4096);
    return probe.mounted() ? std::string() : probe.problem();
}

std::uintmax_t SmallDisk::available() const
{
    std::error_code ec;
    return fs::space(m_path, ec).available;
}

void SmallDisk::fill(std::uintmax_t leave)
{
    std::ofstream filler(m_path / "filler", std::ios::binary | std::ios::app);
    const std::vector<char> block(4096, 'x');
    while (available() > leave) {
        const std::uintmax_t chunk = std::min<std::uintmax_t>(block.size(), available() - leave);
        if (!filler.write(block.data(), static_cast<std::streamsize>(chunk)).flush())
            break;   // full
    }
}

void SmallDisk::makeRoom()
{
    std::error_code ec;
    fs::remove(m_path / "filler", ec);
}

} // namespace notedeck::testing
