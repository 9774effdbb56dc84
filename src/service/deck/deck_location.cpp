#include "service/deck/deck_location.h"

#include <cstdlib>

namespace notedeck::service {

std::filesystem::path defaultDeckFile()
{
    std::filesystem::path base;
    if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        base = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        base = std::filesystem::path(home) / ".local" / "share";
    else
        base = ".";
    return base / "notedeck" / "deck.sqlite";
}

std::filesystem::path bundledNotesDir(const std::filesystem::path& executable)
{
    std::error_code ec;
    const auto exe = std::filesystem::weakly_canonical(executable, ec);
    const auto installed = exe.parent_path().parent_path() / "share" / "notedeck" / "content";
    if (std::filesystem::is_directory(installed, ec))
        return installed;
    return NOTEDECK_SOURCE_CONTENT_DIR;
}

bool isBundledNotesDir(const std::filesystem::path& notesDir, const std::filesystem::path& executable)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path bundled = bundledNotesDir(executable);
    return fs::equivalent(notesDir, bundled, ec) ||
           fs::absolute(notesDir, ec).lexically_normal() == fs::absolute(bundled, ec).lexically_normal();
}

} // namespace notedeck::service
