#include "markdown/image_html.h"

#include "core/html_escape.h"
#include "core/text.h"

namespace notedeck::markdown {

namespace {

using core::ImageProblem;
using core::ImageTargetKind;

void appendAttribute(std::string& out, std::string_view name, std::string_view value)
{
    if (value.empty())
        return;
    out += ' ';
    out += name;
    out += "=\"";
    core::appendEscapedHtml(out, value);
    out += '"';
}

void appendImg(std::string& out, std::string_view source, const NoteImage& image)
{
    out += "<img";
    appendAttribute(out, "src", source);
    out += " alt=\"";
    core::appendEscapedHtml(out, image.alt);
    out += '"';
    appendAttribute(out, "width", imageSize(image.width));
    appendAttribute(out, "height", imageSize(image.height));
    appendAttribute(out, "align", imageAlignment(image.align));
    appendAttribute(out, "title", image.title);
    out += '>';
}

void appendRefusal(std::string& out, ImageProblem problem, const NoteImage& image)
{
    out += "<span class=\"missing-image\"";
    appendAttribute(out, "data-problem", core::imageProblemCode(problem));
    appendAttribute(out, "data-source", image.target);
    std::string why(core::imageProblemText(problem));
    if (!why.empty())
        why[0] = static_cast<char>(why[0] >= 'a' && why[0] <= 'z' ? why[0] - 'a' + 'A' : why[0]);
    appendAttribute(out, "title", why + ": " + image.target);
    out += '>';
    core::appendEscapedHtml(out, image.alt);
    out += "</span>";
}

// What the target is, for the cases decided without looking at any file.
core::ImageLookup lookUp(const NoteImage& image, const ImageContext& context)
{
    if (image.syntax == core::ImageSyntax::Path) {
        switch (core::classifyImageTarget(image.target)) {
        case ImageTargetKind::Absolute: return std::unexpected(ImageProblem::AbsolutePath);
        case ImageTargetKind::FileUrl: return std::unexpected(ImageProblem::FileUrl);
        case ImageTargetKind::OtherUrl: return std::unexpected(ImageProblem::UnsupportedUrl);
        case ImageTargetKind::Remote: return std::unexpected(ImageProblem::RemoteBlocked);
        case ImageTargetKind::RasterData:
        case ImageTargetKind::Relative: break;
        }
    }
    if (!context.resolver)
        return std::unexpected(ImageProblem::NoNotesFolder);
    return context.resolver->resolve({image.target, image.syntax, context.noteFile});
}

bool isDigits(std::string_view text)
{
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

} // namespace

void appendImageHtml(std::string& out, const NoteImage& image, const ImageContext& context, std::vector<std::string>& shown)
{
    if (image.syntax == core::ImageSyntax::Path) {
        const ImageTargetKind kind = core::classifyImageTarget(image.target);
        // Left to the page, which shows a remote image as a framed placeholder (its CSP and the
        // app's request blocker refuse the load), and shows inline raster data as it is.
        const bool web = kind == ImageTargetKind::Remote && !image.target.starts_with("//");
        if (web || kind == ImageTargetKind::RasterData) {
            appendImg(out, image.target, image);
            return;
        }
    }
    const core::ImageLookup url = lookUp(image, context);
    if (!url) {
        appendRefusal(out, url.error(), image);
        return;
    }
    appendImg(out, *url, image);
    shown.push_back(*url);
}

std::string imageSize(std::string_view value)
{
    std::string_view digits = value;
    if (digits.ends_with('%'))
        digits.remove_suffix(1);
    else if (digits.ends_with("px"))
        digits.remove_suffix(2);
    return isDigits(digits) && digits.size() <= 5 ? std::string(value) : std::string();
}

std::string imageAlignment(std::string_view value)
{
    const std::string name = core::asciiLower(core::trim(value));
    for (std::string_view known : {"left", "right", "center", "top", "middle", "bottom"})
        if (name == known)
            return name;
    return {};
}

} // namespace notedeck::markdown
