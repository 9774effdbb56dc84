#include "markdown/image_references.h"

#include "core/text.h"
#include "markdown/html_renderer.h"

namespace notedeck::markdown {

namespace {

// Asked by the renderer for each local image: notes what it is asked and finds nothing.
class ReferenceRecorder final : public core::ImageResolver {
public:
    core::ImageLookup resolve(const core::ImageReference& reference) const override
    {
        found.push_back({std::string(reference.target), reference.syntax});
        return std::unexpected(core::ImageProblem::NotFound);
    }
    mutable std::vector<ImageReferenceText> found;
};

} // namespace

std::vector<ImageReferenceText> localImageReferences(std::string_view markdown)
{
    if (!mayShowImages(markdown))
        return {};
    const ReferenceRecorder recorder;
    renderHtml(markdown, {&recorder, {}});
    return std::move(recorder.found);
}

bool mayShowImages(std::string_view text)
{
    if (text.find("![") != std::string_view::npos)
        return true;
    for (size_t at = text.find('<'); at != std::string_view::npos; at = text.find('<', at + 1)) {
        const std::string name = core::asciiLower(std::string(text.substr(at + 1, 5)));
        if (name.starts_with("img") || name == "image")
            return true;
    }
    return false;
}

} // namespace notedeck::markdown
