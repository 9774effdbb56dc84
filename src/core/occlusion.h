#pragma once
// Image occlusion: the masks of one picture, as its mask file beside it holds them
// (`img/transformer.png.occlusion.json`, docs/format.md "Image occlusion"), and as an occlusion
// card carries them in its own content. The file is written by NoteDeck's editor or by hand, and
// may come from another device: it is read without trusting it (size, counts, numbers, text
// lengths bounded), and anything wrong is one message with the file's line. Pure values and
// functions, no I/O.
#include "core/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace notedeck::core {

// The file's name beside its picture: the picture's own name plus this suffix.
inline constexpr std::string_view kOcclusionSuffix = ".occlusion.json";

// Limits on what a mask file may hold; beyond them the file is refused with a message.
struct OcclusionLimits {
    static constexpr std::size_t maxFileBytes = 1 << 20;
    static constexpr int maxShapes = 500;
    static constexpr int maxCardNumber = 999;
    static constexpr int maxPolygonPoints = 200;
    static constexpr std::size_t maxIdBytes = 64;
    static constexpr std::size_t maxLabelBytes = 400;
};

enum class OcclusionMode : std::uint8_t {
    HideOne,   // "hide-one": only this card's shapes are hidden; the others show
    HideAll,   // "hide-all": every shape is hidden; this card's are marked as the ones to recall
};

enum class OcclusionShapeKind : std::uint8_t { Rect, Ellipse, Polygon };

struct OcclusionPoint {
    double x = 0;   // fractions of the picture's width and height, 0 … 1
    double y = 0;
    bool operator==(const OcclusionPoint&) const = default;
};

struct OcclusionShape {
    std::string id;        // its stable name, unique in its file (the editor makes one when empty)
    int card = 1;          // the card it belongs to, 1 … maxCardNumber; equal numbers are one card
    OcclusionShapeKind shape = OcclusionShapeKind::Rect;
    // A rect or ellipse: its bounding box, fractions of the picture's width and height (0 … 1,
    // width and height above 0, left + width and top + height at most 1). A polygon: the box of
    // its points (filled in when read).
    double left = 0, top = 0, width = 0, height = 0;
    std::vector<OcclusionPoint> points;   // a polygon's corners, 3 … maxPolygonPoints; else empty
    std::string label;     // shown when its card's answer reveals it; may be empty

    bool operator==(const OcclusionShape&) const = default;
};

struct OcclusionMasks {
    OcclusionMode mode = OcclusionMode::HideOne;
    std::vector<OcclusionShape> shapes;   // in the file's order, which is the drawing order

    // The card numbers the shapes use, ascending, each once: one card per number.
    std::vector<int> cardNumbers() const;
    bool operator==(const OcclusionMasks&) const = default;
};

// Reads a mask file's text (format version 1). On failure the Error holds a sentence a user can
// act on and the 1-based line it is about (Error::file is left empty: the caller knows the file).
// Unknown keys are ignored (a later version may add some); `"occlusion"` other than 1 is refused
// as written by a newer NoteDeck. Coordinates a hair outside 0 … 1 (rounding) are clamped.
Result<OcclusionMasks> parseOcclusionFile(std::string_view text);

// The file's text for `masks`: format version 1, one shape per line, keys in a fixed order, so
// that saving the same masks twice gives the same bytes and a diff shows which shape changed.
std::string occlusionFileText(const OcclusionMasks& masks);

// What one occlusion card shows: the picture (as the note refers to it), every shape of its file
// and the mode, and which card number is this card. It is the card's answer text (a fenced block
// of JSON, see occlusionCardAnswer), so render, drill, card info, the journal and the Anki bridge
// need nothing but the card.
struct OcclusionCard {
    std::string image;   // the picture's target as the note writes it (a path, or an embed's name)
    bool embed = false;  // written as Obsidian's ![[…]] (a name looked up in the folder)
    int card = 1;        // this card's number
    OcclusionMasks masks;

    bool operator==(const OcclusionCard&) const = default;
};

// The info string of the fenced block an occlusion card's answer is.
inline constexpr std::string_view kOcclusionFence = "notedeck-occlusion";

// The answer Markdown of an occlusion card: "```notedeck-occlusion\n{one line of JSON}\n```\n".
std::string occlusionCardAnswer(const OcclusionCard& card);
// Reads it back; nullopt when `answer` is not such a block or does not hold a valid card (a
// damaged deck, a journal from another device): the card is then shown as its plain text.
std::optional<OcclusionCard> parseOcclusionCardAnswer(std::string_view answer);

} // namespace notedeck::core
