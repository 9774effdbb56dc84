#pragma once
// The local pictures a piece of card Markdown shows, found exactly as the card page finds them:
// the Markdown is read by the same renderer (html_renderer.h), and every image it would look up in
// the notes folder — ![alt](path), a raw <img src>, Obsidian's ![[name.png]] — is listed. Images
// inside code, remote images and inline data are not local pictures and are not listed.
// Pure function; any thread.
#include "core/image_resolver.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::markdown {

struct ImageReferenceText {
    std::string target;   // as written (not percent-decoded)
    core::ImageSyntax syntax = core::ImageSyntax::Path;
    bool operator==(const ImageReferenceText&) const = default;
};

// In the order the page shows them, repeats kept.
std::vector<ImageReferenceText> localImageReferences(std::string_view markdown);

// False when `text` cannot show any picture (no "![" and no "<img"/"<image" in any case): a cheap
// test before localImageReferences on whole files.
bool mayShowImages(std::string_view text);

} // namespace notedeck::markdown
