#include "core/occlusion.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <set>

namespace notedeck::core {

namespace {

using Json = nlohmann::json;

constexpr int kFormat = 1;
// How far outside 0 … 1 a coordinate may be and still be read (as 0 or 1): rounding in a tool
// that wrote it, not a mistake.
constexpr double kSlack = 1e-3;

// Where things are in the file's text, for messages: the line of each top-level key, and of each
// object in the "shapes" array. A light scan of the JSON's structure (strings skipped), run only
// after the text parsed, so it sees well-formed JSON.
struct TextLines {
    std::vector<std::pair<std::string, int>> keys;   // top-level key → line
    std::vector<int> shapes;                          // line of shape i

    int key(std::string_view name) const
    {
        for (const auto& [k, line] : keys)
            if (k == name)
                return line;
        return 1;
    }
    int shape(size_t index) const { return index < shapes.size() ? shapes[index] : 1; }
};

TextLines scanLines(std::string_view text)
{
    TextLines lines;
    int line = 1;
    int depth = 0;
    bool inShapes = false;        // inside the top-level "shapes" array
    std::string lastString;       // the string just read, a key when ':' follows
    std::string currentKey;       // the top-level key whose value is being read
    bool shapeNext = false;       // the next value starts a shape
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (shapeNext && c != ' ' && c != '\t' && c != '\r' && c != '\n') {
            lines.shapes.push_back(line);
            shapeNext = false;
        }
        if (c == '\n')
            ++line;
        else if (c == '"') {
            const int startLine = line;
            std::string value;
            for (++i; i < text.size() && text[i] != '"'; ++i) {
                if (text[i] == '\\')
                    ++i;
                else
                    value += text[i];
            }
            lastString = std::move(value);
            if (depth == 1)
                lines.keys.emplace_back(lastString, startLine);   // a value string too: harmless
        } else if (c == ':' && depth == 1) {
            currentKey = lastString;
        } else if (c == ',' && depth == 2 && inShapes) {
            shapeNext = true;
        } else if (c == '{' || c == '[') {
            if (c == '[' && depth == 1 && currentKey == "shapes")
                inShapes = shapeNext = true;
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
            if (depth == 1)
                inShapes = false;
        }
    }
    return lines;
}

std::string jsonText(std::string_view text)
{
    return Json(std::string(text)).dump(-1, ' ', false, Json::error_handler_t::replace);
}

// A coordinate: a number within 0 … 1 (a hair outside is clamped), else nullopt.
std::optional<double> fraction(const Json& value)
{
    if (!value.is_number())
        return std::nullopt;
    const double v = value.get<double>();
    if (!std::isfinite(v) || v < -kSlack || v > 1 + kSlack)
        return std::nullopt;
    return std::clamp(v, 0.0, 1.0);
}

std::optional<int> wholeNumber(const Json& value)
{
    if (value.is_number_unsigned() || value.is_number_integer()) {
        const auto v = value.get<std::int64_t>();
        return v >= 0 && v <= std::numeric_limits<int>::max() ? std::optional<int>(int(v)) : std::nullopt;
    }
    if (value.is_number_float()) {
        const double v = value.get<double>();
        if (std::isfinite(v) && v >= 0 && v <= 1e9 && v == std::floor(v))
            return int(v);
    }
    return std::nullopt;
}

std::optional<OcclusionShapeKind> shapeKind(std::string_view name)
{
    if (name == "rect")
        return OcclusionShapeKind::Rect;
    if (name == "ellipse")
        return OcclusionShapeKind::Ellipse;
    if (name == "polygon")
        return OcclusionShapeKind::Polygon;
    return std::nullopt;
}

std::string_view shapeName(OcclusionShapeKind kind)
{
    switch (kind) {
    case OcclusionShapeKind::Rect: return "rect";
    case OcclusionShapeKind::Ellipse: return "ellipse";
    case OcclusionShapeKind::Polygon: return "polygon";
    }
    return "rect";
}

std::string_view modeName(OcclusionMode mode) { return mode == OcclusionMode::HideAll ? "hide-all" : "hide-one"; }

// Control characters in a label or id would reach a page or a terminal: they become spaces.
std::string plainLine(std::string text)
{
    for (char& c : text)
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            c = ' ';
    return text;
}

// A shape's problems are said with its place: "shape 3 ("enc"): …".
class ShapeReader {
public:
    ShapeReader(const Json& value, size_t index, int line) : m_value(value), m_index(index), m_line(line) {}

    Result<OcclusionShape> read()
    {
        if (!m_value.is_object())
            return problem("is not an object {…}");
        OcclusionShape shape;
        if (const auto id = m_value.find("id"); id != m_value.end()) {
            if (!id->is_string() || id->get_ref<const std::string&>().size() > OcclusionLimits::maxIdBytes)
                return problem("\"id\" must be a text of at most " + std::to_string(OcclusionLimits::maxIdBytes) + " bytes");
            shape.id = plainLine(id->get<std::string>());
            m_name = shape.id;
        }
        const auto card = m_value.find("card");
        const int number = card == m_value.end() ? 0 : wholeNumber(*card).value_or(0);
        if (number < 1 || number > OcclusionLimits::maxCardNumber)
            return problem("\"card\" must be a whole number from 1 to " + std::to_string(OcclusionLimits::maxCardNumber));
        shape.card = number;
        const auto kind = m_value.find("shape");
        const std::optional<OcclusionShapeKind> parsedKind =
            kind != m_value.end() && kind->is_string() ? shapeKind(kind->get_ref<const std::string&>()) : std::nullopt;
        if (!parsedKind)
            return problem("\"shape\" must be \"rect\", \"ellipse\" or \"polygon\"");
        shape.shape = *parsedKind;
        if (const auto label = m_value.find("label"); label != m_value.end()) {
            if (!label->is_string() || label->get_ref<const std::string&>().size() > OcclusionLimits::maxLabelBytes)
                return problem("\"label\" must be a text of at most " + std::to_string(OcclusionLimits::maxLabelBytes) + " bytes");
            shape.label = plainLine(label->get<std::string>());
        }
        if (auto placed = shape.shape == OcclusionShapeKind::Polygon ? readPoints(shape) : readBox(shape); !placed)
            return std::unexpected(placed.error());
        return shape;
    }

private:
    std::unexpected<Error> problem(const std::string& what) const
    {
        std::string where = "shape " + std::to_string(m_index + 1);
        if (!m_name.empty())
            where += " (" + jsonText(m_name) + ")";
        return fail(where + ": " + what, {}, m_line);
    }

    Result<void> readBox(OcclusionShape& shape) const
    {
        double box[4] = {};
        const char* names[4] = {"left", "top", "width", "height"};
        for (int i = 0; i < 4; ++i) {
            const auto value = m_value.find(names[i]);
            const std::optional<double> v = value == m_value.end() ? std::nullopt : fraction(*value);
            if (!v)
                return problem(std::string("\"") + names[i] + "\" must be a number from 0 to 1 (a fraction of the picture's size)");
            box[i] = *v;
        }
        if (box[2] <= 0 || box[3] <= 0)
            return problem("\"width\" and \"height\" must be above 0");
        if (box[0] + box[2] > 1 + kSlack || box[1] + box[3] > 1 + kSlack)
            return problem("the shape reaches beyond the picture (left + width and top + height must be at most 1)");
        shape.left = box[0];
        shape.top = box[1];
        shape.width = std::min(box[2], 1 - box[0]);
        shape.height = std::min(box[3], 1 - box[1]);
        return {};
    }

    Result<void> readPoints(OcclusionShape& shape) const
    {
        const auto points = m_value.find("points");
        const std::string rule = "\"points\" must be a list of 3 to " + std::to_string(OcclusionLimits::maxPolygonPoints) +
                                 " points [x, y], each a number from 0 to 1";
        if (points == m_value.end() || !points->is_array() || points->size() < 3 ||
            points->size() > size_t(OcclusionLimits::maxPolygonPoints))
            return problem(rule);
        double minX = 1, minY = 1, maxX = 0, maxY = 0;
        for (const Json& point : *points) {
            const std::optional<double> x = point.is_array() && point.size() == 2 ? fraction(point[0]) : std::nullopt;
            const std::optional<double> y = point.is_array() && point.size() == 2 ? fraction(point[1]) : std::nullopt;
            if (!x || !y)
                return problem(rule);
            shape.points.push_back({*x, *y});
            minX = std::min(minX, *x), minY = std::min(minY, *y), maxX = std::max(maxX, *x), maxY = std::max(maxY, *y);
        }
        if (maxX <= minX || maxY <= minY)
            return problem("the polygon's points must enclose an area");
        shape.left = minX, shape.top = minY, shape.width = maxX - minX, shape.height = maxY - minY;
        return {};
    }

    const Json& m_value;
    size_t m_index;
    int m_line;
    std::string m_name;
};

Result<OcclusionMasks> readMasks(const Json& root, const TextLines& lines)
{
    if (!root.is_object())
        return fail("not a mask file: it must be one JSON object {\"occlusion\": 1, …}", {}, 1);
    const auto format = root.find("occlusion");
    const std::optional<int> version = format == root.end() ? std::nullopt : wholeNumber(*format);
    if (!version)
        return fail("not a mask file: \"occlusion\": 1 (the format's version) is missing", {}, lines.key("occlusion"));
    if (*version != kFormat)
        return fail("written in mask format " + std::to_string(*version) + "; this version of NoteDeck reads format 1",
                    {}, lines.key("occlusion"));
    OcclusionMasks masks;
    if (const auto mode = root.find("mode"); mode != root.end()) {
        if (*mode == "hide-all")
            masks.mode = OcclusionMode::HideAll;
        else if (*mode != "hide-one")
            return fail("\"mode\" must be \"hide-one\" or \"hide-all\"", {}, lines.key("mode"));
    }
    const auto shapes = root.find("shapes");
    if (shapes == root.end() || !shapes->is_array())
        return fail("\"shapes\" must be a list [ … ] of shapes", {}, lines.key("shapes"));
    if (shapes->size() > size_t(OcclusionLimits::maxShapes))
        return fail("more than " + std::to_string(OcclusionLimits::maxShapes) + " shapes", {}, lines.key("shapes"));
    std::set<std::string> ids;
    for (size_t i = 0; i < shapes->size(); ++i) {
        Result<OcclusionShape> shape = ShapeReader((*shapes)[i], i, lines.shape(i)).read();
        if (!shape)
            return std::unexpected(shape.error());
        if (!shape->id.empty() && !ids.insert(shape->id).second)
            return fail("shape " + std::to_string(i + 1) + ": the id " + jsonText(shape->id) + " is used twice", {}, lines.shape(i));
        masks.shapes.push_back(std::move(*shape));
    }
    return masks;
}

// A coordinate as the file writes it: at most 4 decimals (a fifth of a pixel on a picture 2,000
// pixels wide), no trailing zeros.
std::string number(double value)
{
    char buffer[32];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, std::round(value * 1e4) / 1e4, std::chars_format::fixed, 4);
    std::string text(buffer, ec == std::errc() ? end : buffer);
    while (text.size() > 1 && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text == "-0" ? "0" : text;
}

std::string shapeText(const OcclusionShape& shape)
{
    std::string text = "{\"id\": " + jsonText(shape.id) + ", \"card\": " + std::to_string(shape.card) + ", \"shape\": \"" +
                       std::string(shapeName(shape.shape)) + "\"";
    if (shape.shape == OcclusionShapeKind::Polygon) {
        text += ", \"points\": [";
        for (size_t i = 0; i < shape.points.size(); ++i)
            text += (i ? ", [" : "[") + number(shape.points[i].x) + ", " + number(shape.points[i].y) + "]";
        text += "]";
    } else {
        text += ", \"left\": " + number(shape.left) + ", \"top\": " + number(shape.top) + ", \"width\": " + number(shape.width) +
                ", \"height\": " + number(shape.height);
    }
    if (!shape.label.empty())
        text += ", \"label\": " + jsonText(shape.label);
    return text + "}";
}

std::string shapesText(const OcclusionMasks& masks, std::string_view separator)
{
    std::string text;
    for (size_t i = 0; i < masks.shapes.size(); ++i)
        text += (i ? "," + std::string(separator) : std::string(separator)) + shapeText(masks.shapes[i]);
    return text;
}

Result<Json> parsedJson(std::string_view text)
{
    try {
        return Json::parse(text);
    } catch (const Json::parse_error& error) {
        const auto upTo = text.substr(0, std::min<size_t>(error.byte, text.size()));
        const int line = 1 + int(std::count(upTo.begin(), upTo.end(), '\n'));
        return fail("not valid JSON (a missing comma, quote or bracket?)", {}, line);
    }
}

} // namespace

std::vector<int> OcclusionMasks::cardNumbers() const
{
    std::set<int> numbers;
    for (const OcclusionShape& shape : shapes)
        numbers.insert(shape.card);
    return {numbers.begin(), numbers.end()};
}

Result<OcclusionMasks> parseOcclusionFile(std::string_view text)
{
    if (text.size() > OcclusionLimits::maxFileBytes)
        return fail("the mask file is larger than " + std::to_string(OcclusionLimits::maxFileBytes >> 20) + " MiB", {}, 1);
    Result<Json> root = parsedJson(text);
    if (!root)
        return std::unexpected(root.error());
    return readMasks(*root, scanLines(text));
}

std::string occlusionFileText(const OcclusionMasks& masks)
{
    std::string text = "{\n  \"occlusion\": 1,\n  \"mode\": \"" + std::string(modeName(masks.mode)) + "\",\n  \"shapes\": [";
    text += shapesText(masks, "\n    ");
    text += masks.shapes.empty() ? "]\n}\n" : "\n  ]\n}\n";
    return text;
}

std::string occlusionCardAnswer(const OcclusionCard& card)
{
    std::string json = "{\"occlusion\": 1, \"image\": " + jsonText(card.image) + ", \"embed\": " + (card.embed ? "true" : "false") +
                       ", \"card\": " + std::to_string(card.card) + ", \"mode\": \"" + std::string(modeName(card.masks.mode)) +
                       "\", \"shapes\": [" + shapesText(card.masks, " ") + "]}";
    return "```" + std::string(kOcclusionFence) + "\n" + json + "\n```\n";
}

std::optional<OcclusionCard> parseOcclusionCardAnswer(std::string_view answer)
{
    const std::string open = "```" + std::string(kOcclusionFence) + "\n";
    if (!answer.starts_with(open))
        return std::nullopt;
    answer.remove_prefix(open.size());
    const size_t end = answer.find('\n');
    if (end == std::string_view::npos || answer.substr(end + 1).substr(0, 3) != "```")
        return std::nullopt;
    Result<Json> root = parsedJson(answer.substr(0, end));
    if (!root || !root->is_object())
        return std::nullopt;
    Result<OcclusionMasks> masks = readMasks(*root, {});
    const auto image = root->find("image");
    const auto card = root->find("card");
    const int number = card == root->end() ? 0 : wholeNumber(*card).value_or(0);
    if (!masks || image == root->end() || !image->is_string() || number < 1 || number > OcclusionLimits::maxCardNumber)
        return std::nullopt;
    OcclusionCard result;
    result.image = image->get<std::string>();
    const auto embed = root->find("embed");
    result.embed = embed != root->end() && embed->is_boolean() && embed->get<bool>();
    result.card = number;
    result.masks = std::move(*masks);
    return result;
}

} // namespace notedeck::core
