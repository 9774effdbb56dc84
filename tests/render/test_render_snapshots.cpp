// Each snapshots/NAME.md must render to exactly snapshots/NAME.html. After a deliberate change,
// run with NOTEDECK_UPDATE_SNAPSHOTS=1 to rewrite the .html files, then review the diff.
#include "render/card_html.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace {
std::string readFile(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}
} // namespace

TEST_CASE("every Markdown snapshot renders to its recorded HTML")
{
    const fs::path dir = NOTEDECK_RENDER_SNAPSHOTS;
    const bool update = std::getenv("NOTEDECK_UPDATE_SNAPSHOTS") != nullptr;
    int cases = 0;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() != ".md")
            continue;
        ++cases;
        const std::string html = notedeck::render::markdownToHtml(readFile(entry.path()));
        fs::path expectedFile = entry.path();
        expectedFile.replace_extension(".html");
        if (update) {
            std::ofstream(expectedFile, std::ios::binary) << html;
            continue;
        }
        INFO("snapshot " << entry.path().filename().string());
        REQUIRE(fs::exists(expectedFile));
        CHECK(html == readFile(expectedFile));
    }
    CHECK(cases >= 10);
}
