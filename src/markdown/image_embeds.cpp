#include "markdown/image_embeds.h"

#include "core/image_resolver.h"
#include "core/text.h"

#include <optional>

namespace notedeck::markdown {

namespace {

bool isDigits(std::string_view text)
{
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

// The embed between "![[" and "]]", or nullopt when it is not an image embed.
std::optional<NoteImage> embedOf(std::string_view inside)
{
    const size_t bar = inside.find('|');
    std::string_view name = inside.substr(0, bar);
    name = name.substr(0, name.find('#'));
    const std::string target = core::trim(name);
    if (target.empty() || core::imageMimeType(target).empty())
        return std::nullopt;
    NoteImage image{target, core::ImageSyntax::Embed, target, {}, {}, {}, {}};
    if (bar == std::string_view::npos)
        return image;
    const std::string spec = core::trim(inside.substr(bar + 1));
    const size_t times = spec.find('x');
    if (isDigits(spec)) {
        image.width = spec;
    } else if (times != std::string::npos && isDigits(spec.substr(0, times)) && isDigits(spec.substr(times + 1))) {
        image.width = spec.substr(0, times);
        image.height = spec.substr(times + 1);
    } else if (!spec.empty()) {
        image.alt = spec;
    }
    return image;
}

} // namespace

std::vector<ImageEmbed> findImageEmbeds(std::string_view text)
{
    std::vector<ImageEmbed> embeds;
    size_t from = 0;
    while (true) {
        const size_t open = text.find("![[", from);
        if (open == std::string_view::npos)
            break;
        const size_t close = text.find("]]", open + 3);
        if (close == std::string_view::npos)
            break;
        const std::string_view inside = text.substr(open + 3, close - open - 3);
        if (inside.find_first_of("[\n") != std::string_view::npos) {
            from = open + 1;
            continue;
        }
        if (std::optional<NoteImage> image = embedOf(inside)) {
            embeds.push_back({open, close + 2, std::move(*image)});
            from = close + 2;
        } else {
            from = open + 1;
        }
    }
    return embeds;
}

} // namespace notedeck::markdown
