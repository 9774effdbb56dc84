#include "service/files/durable_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

#include <random>
#include <system_error>

namespace notedeck::service {

namespace fs = std::filesystem;

std::string writeProblem(int error)
{
    switch (error) {
    case ENOSPC: return "disk full";
    case EDQUOT: return "disk quota exceeded";
    case EROFS: return "read-only file system";
    case EACCES:
    case EPERM: return "permission denied";
    default: return std::strerror(error);
    }
}

core::Result<void> writeWholeFile(const fs::path& file, std::string_view text)
{
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return core::fail(writeProblem(errno), file.string());
    size_t done = 0;
    int error = 0;
    while (done < text.size() && error == 0) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n > 0)
            done += static_cast<size_t>(n);
        else if (n == 0 || errno != EINTR)
            error = n == 0 ? ENOSPC : errno;
    }
    if (error == 0 && ::fsync(fd) != 0)
        error = errno;
    if (::close(fd) != 0 && error == 0)
        error = errno;
    if (error != 0)
        return core::fail(writeProblem(error), file.string());
    return {};
}

bool syncFolder(const fs::path& folder)
{
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool synced = ::fsync(fd) == 0;
    ::close(fd);
    return synced;
}

core::Result<void> replaceFileAtomically(const fs::path& file, std::string_view text)
{
    fs::path temporary = file;
    temporary += ".new-" + std::to_string(std::random_device{}());
    std::error_code ignored;
    if (auto written = writeWholeFile(temporary, text); !written) {
        fs::remove(temporary, ignored);
        return core::fail(written.error().message, file.string());
    }
    std::error_code ec;
    fs::rename(temporary, file, ec);
    if (ec) {
        fs::remove(temporary, ignored);
        return core::fail(writeProblem(ec.value()), file.string());
    }
    // Without it a power cut right after could bring back the old file (or none).
    syncFolder(file.has_parent_path() ? file.parent_path() : fs::path("."));
    return {};
}

} // namespace notedeck::service
