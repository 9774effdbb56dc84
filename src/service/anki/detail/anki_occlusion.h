#pragma once
// A picture's masks in Anki's own image occlusion (Anki 23.10 and later; docs/anki.md, "Image
// occlusion"): its note's Occlusion field holds one cloze per shape,
// `{{c2::image-occlusion:rect:left=.1:top=.2:width=.25:height=.12:oi=1}}<br>`, the cloze number
// being the card, coordinates fractions of the picture's width and height written as Anki writes
// them (at most four decimals, no leading or trailing zeros), `oi=1` on every shape in hide-all
// mode. Pure functions; the field read comes from a package and is not trusted.
#include "core/occlusion.h"

#include <string>
#include <string_view>
#include <vector>

namespace notedeck::service::anki {

// `value` as Anki writes a coordinate: rounded to four decimals (a tie away from zero, as
// JavaScript's toFixed), then its leading and trailing zeros dropped: 0.1 → ".1", 0.25 → ".25",
// 1 → "1.". Zero, and what rounds to it, is ".0000" (Anki writes exact zero so).
std::string ankiCoordinate(double value);

// The Occlusion field of `masks`: one cloze per shape, in their order. Labels are not written: an
// Anki text shape shows on the question too, which would give the answer away.
std::string ankiOcclusionField(const core::OcclusionMasks& masks);

struct AnkiOcclusionRead {
    core::OcclusionMasks masks;
    // What was left out and why, one sentence each, without the note (the caller names it).
    std::vector<std::string> problems;
};

// Reads an Occlusion field: rectangles, ellipses (rx/ry, or width/height as early versions wrote
// them) and polygons (their points moved to `left`/`top` as Anki's reviewer draws them). Shapes
// with numbers that are missing, not finite or outside the picture, cloze numbers beyond
// core::OcclusionLimits, text shapes and anything past the shape limit are left out with a
// problem. Shape ids are made from their order ("m1", "m2", …).
AnkiOcclusionRead readAnkiOcclusionField(std::string_view field);

// Whether a field holds Anki image occlusion clozes (the first field of such a note).
bool holdsAnkiOcclusions(std::string_view field);

} // namespace notedeck::service::anki
