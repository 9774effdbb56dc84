#include "service/anki/detail/anki_occlusion.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

namespace notedeck::service::anki {

namespace {

using core::OcclusionLimits;
using core::OcclusionShape;
using core::OcclusionShapeKind;

constexpr std::string_view kClozeBody = "image-occlusion:";
// A coordinate this far outside 0 … 1 is taken for rounding and clamped; further is no fraction.
constexpr double kSlack = 0.01;

const char* kindName(OcclusionShapeKind kind)
{
    switch (kind) {
    case OcclusionShapeKind::Rect: return "rect";
    case OcclusionShapeKind::Ellipse: return "ellipse";
    case OcclusionShapeKind::Polygon: return "polygon";
    }
    return "rect";
}

// The polygon's points as Anki lists them: "x,y x,y …".
std::string pointsText(const std::vector<core::OcclusionPoint>& points)
{
    std::string out;
    for (const auto& p : points)
        out += (out.empty() ? "" : " ") + ankiCoordinate(p.x) + "," + ankiCoordinate(p.y);
    return out;
}

// The shape's `key=value` pairs after its kind, in the order Anki writes them.
std::string shapeProperties(const OcclusionShape& shape)
{
    if (shape.shape == OcclusionShapeKind::Polygon && !shape.points.empty()) {
        // Anki's reviewer moves the points so that their top left corner is at left/top.
        double left = 1, top = 1;
        for (const auto& p : shape.points) {
            left = std::min(left, p.x);
            top = std::min(top, p.y);
        }
        return ":left=" + ankiCoordinate(left) + ":top=" + ankiCoordinate(top) + ":points=" + pointsText(shape.points);
    }
    std::string out = ":left=" + ankiCoordinate(shape.left) + ":top=" + ankiCoordinate(shape.top);
    if (shape.shape == OcclusionShapeKind::Ellipse)
        return out + ":rx=" + ankiCoordinate(shape.width / 2) + ":ry=" + ankiCoordinate(shape.height / 2);
    return out + ":width=" + ankiCoordinate(shape.width) + ":height=" + ankiCoordinate(shape.height);
}

std::optional<double> number(std::string_view text)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

// A fraction of the picture, or nullopt when it is no fraction even allowing for rounding.
std::optional<double> fraction(std::optional<double> value)
{
    if (!value || *value < -kSlack || *value > 1 + kSlack)
        return std::nullopt;
    return std::clamp(*value, 0.0, 1.0);
}

// One cloze's text after "image-occlusion:", split at the colons Anki did not escape.
std::vector<std::string> parts(std::string_view text)
{
    std::vector<std::string> out(1);
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == ':')
            out.back() += text[++i];
        else if (text[i] == ':')
            out.emplace_back();
        else
            out.back() += text[i];
    }
    return out;
}

std::optional<std::vector<core::OcclusionPoint>> pointsOf(std::string_view text)
{
    std::vector<core::OcclusionPoint> points;
    size_t at = 0;
    while (at < text.size()) {
        size_t end = text.find(' ', at);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view pair = text.substr(at, end - at);
        at = end + 1;
        if (pair.empty())
            continue;
        const size_t comma = pair.find(',');
        if (comma == std::string_view::npos || points.size() >= static_cast<size_t>(OcclusionLimits::maxPolygonPoints))
            return std::nullopt;
        const auto x = number(pair.substr(0, comma)), y = number(pair.substr(comma + 1));
        if (!x || !y)
            return std::nullopt;
        points.push_back({*x, *y});
    }
    if (points.size() < 3)
        return std::nullopt;
    return points;
}

// A polygon: its points moved so that their top left corner is at left/top (when given), each a
// fraction; its box filled in.
bool readPolygon(OcclusionShape& shape, const std::map<std::string, std::string>& values)
{
    auto found = values.find("points");
    auto points = found == values.end() ? std::nullopt : pointsOf(found->second);
    if (!points)
        return false;
    double minX = points->front().x, minY = points->front().y;
    for (const auto& p : *points) {
        minX = std::min(minX, p.x);
        minY = std::min(minY, p.y);
    }
    auto offset = [&](const char* key, double min) -> std::optional<double> {
        auto v = values.find(key);
        if (v == values.end())
            return 0.0;
        const auto at = number(v->second);
        return at ? std::optional(*at - min) : std::nullopt;
    };
    const auto dx = offset("left", minX), dy = offset("top", minY);
    if (!dx || !dy)
        return false;
    double maxX = 0, maxY = 0;
    shape.left = shape.top = 1;
    for (auto& p : *points) {
        const auto x = fraction(p.x + *dx), y = fraction(p.y + *dy);
        if (!x || !y)
            return false;
        p = {*x, *y};
        shape.left = std::min(shape.left, p.x);
        shape.top = std::min(shape.top, p.y);
        maxX = std::max(maxX, p.x);
        maxY = std::max(maxY, p.y);
    }
    shape.width = maxX - shape.left;
    shape.height = maxY - shape.top;
    shape.points = std::move(*points);
    return shape.width > 0 && shape.height > 0;
}

// A rectangle or an ellipse: its box, each side a fraction and the box inside the picture.
bool readBox(OcclusionShape& shape, const std::map<std::string, std::string>& values)
{
    auto value = [&](const char* key) -> std::optional<double> {
        auto v = values.find(key);
        return v == values.end() ? std::nullopt : number(v->second);
    };
    std::optional<double> width = value("width"), height = value("height");
    if (shape.shape == OcclusionShapeKind::Ellipse && values.contains("rx")) {
        const auto rx = value("rx"), ry = value("ry");
        width = rx ? std::optional(*rx * 2) : std::nullopt;
        height = ry ? std::optional(*ry * 2) : std::nullopt;
    }
    const auto left = fraction(value("left")), top = fraction(value("top"));
    width = fraction(width);
    height = fraction(height);
    if (!left || !top || !width || !height)
        return false;
    shape.left = *left;
    shape.top = *top;
    shape.width = std::min(*width, 1 - *left);
    shape.height = std::min(*height, 1 - *top);
    return shape.width > 0 && shape.height > 0;
}

} // namespace

std::string ankiCoordinate(double value)
{
    if (!std::isfinite(value) || value <= 0)
        return ".0000";
    // printf rounds an exact tie to even; Anki's toFixed rounds it up. Ties are exact
    // multiples of 1/32 here, and a hair more rounds them up the same way.
    char digits[64];
    std::snprintf(digits, sizeof digits, "%.30f", value);   // exact: glibc prints every digit asked
    const std::string_view exact = digits;
    const size_t dot = exact.find('.');
    if (exact.substr(dot + 5) == "5" + std::string(exact.size() - dot - 6, '0'))
        value += 1e-9;
    std::snprintf(digits, sizeof digits, "%.4f", value);
    std::string text = digits;
    const size_t first = text.find_first_not_of('0');
    text.erase(0, first);
    text.erase(text.find_last_not_of('0') + 1);
    return text == "." ? ".0000" : text;
}

std::string ankiOcclusionField(const core::OcclusionMasks& masks)
{
    std::string out;
    const bool hideAll = masks.mode == core::OcclusionMode::HideAll;
    for (const auto& shape : masks.shapes)
        out += "{{c" + std::to_string(shape.card) + "::" + std::string(kClozeBody) + kindName(shape.shape) +
               shapeProperties(shape) + (hideAll ? ":oi=1" : "") + "}}<br>";
    return out;
}

bool holdsAnkiOcclusions(std::string_view field)
{
    return field.find("::" + std::string(kClozeBody)) != std::string_view::npos;
}

AnkiOcclusionRead readAnkiOcclusionField(std::string_view field)
{
    AnkiOcclusionRead read;
    int hiding = 0, texts = 0, other = 0;
    for (size_t at = field.find("{{c"); at != std::string_view::npos; at = field.find("{{c", at)) {
        at += 3;
        const size_t end = field.find("}}", at);
        if (end == std::string_view::npos)
            break;
        const std::string_view cloze = field.substr(at, end - at);
        at = end + 2;
        int card = 0;
        const auto [afterNumber, error] = std::from_chars(cloze.data(), cloze.data() + cloze.size(), card);
        const std::string_view body = cloze.substr(static_cast<size_t>(afterNumber - cloze.data()));
        if (error != std::errc() || !body.starts_with("::") || !body.substr(2).starts_with(kClozeBody)) {
            ++other;
            continue;
        }
        const auto pieces = parts(body.substr(2 + kClozeBody.size()));
        std::map<std::string, std::string> values;
        for (size_t i = 1; i < pieces.size(); ++i)
            if (const size_t eq = pieces[i].find('='); eq != std::string::npos)
                values.emplace(pieces[i].substr(0, eq), pieces[i].substr(eq + 1));
        const std::string& kind = pieces.front();
        if (kind == "text") {
            ++texts;
            continue;
        }
        const std::string shown = "shape " + std::to_string(read.masks.shapes.size() + 1) + " (" + kind.substr(0, 20) + ")";
        if (card < 1 || card > OcclusionLimits::maxCardNumber) {
            read.problems.push_back(shown + ": card number " + std::to_string(card) + " is outside 1 … " +
                                    std::to_string(OcclusionLimits::maxCardNumber) + "; left out");
            continue;
        }
        if (read.masks.shapes.size() >= static_cast<size_t>(OcclusionLimits::maxShapes)) {
            read.problems.push_back("more than " + std::to_string(OcclusionLimits::maxShapes) +
                                    " shapes; the rest are left out");
            break;
        }
        OcclusionShape shape;
        shape.card = card;
        bool good = false;
        if (kind == "rect" || kind == "ellipse") {
            shape.shape = kind == "rect" ? OcclusionShapeKind::Rect : OcclusionShapeKind::Ellipse;
            good = readBox(shape, values);
        } else if (kind == "polygon") {
            shape.shape = OcclusionShapeKind::Polygon;
            good = readPolygon(shape, values);
        }
        if (!good) {
            read.problems.push_back(shown + ": not a rectangle, ellipse or polygon inside the picture; left out");
            continue;
        }
        hiding += values.contains("oi") && values.at("oi") == "1" ? 1 : 0;
        shape.id = "m" + std::to_string(read.masks.shapes.size() + 1);
        read.masks.shapes.push_back(std::move(shape));
    }
    if (texts > 0)
        read.problems.push_back(std::to_string(texts) + " text labels drawn on the picture are left out");
    if (other > 0)
        read.problems.push_back(std::to_string(other) + " clozes that are not image occlusions are left out");
    // Anki marks hide-all on each shape; NoteDeck's mode is the picture's.
    if (hiding > 0)
        read.masks.mode = core::OcclusionMode::HideAll;
    if (hiding > 0 && hiding < static_cast<int>(read.masks.shapes.size()))
        read.problems.push_back("some shapes hide all and some hide one; all now hide all");
    return read;
}

} // namespace notedeck::service::anki
