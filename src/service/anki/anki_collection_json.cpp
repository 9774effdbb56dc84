#include "service/anki/detail/anki_collection_json.h"

#include "core/text.h"
#include "render/code_colours.h"

#include <nlohmann/json.hpp>

#include <string_view>

namespace notedeck::service::anki {

namespace {

using nlohmann::json;

// The card page's look, without its script: Anki shows the fields' HTML as it is. The code in
// the fields was coloured by token at export (render::withColouredCode); its colours follow
// (render::kCodeColourCss). Night mode follows Anki's .nightMode class.
constexpr std::string_view kLayoutCss = R"css(.card { font-family: -apple-system, "Segoe UI", "Noto Sans", "Noto Sans CJK SC", sans-serif;
  font-size: 18px; line-height: 1.55; text-align: left; color: #1f2328; background: #ffffff;
  max-width: 46em; margin: 0 auto; padding: 0 0.6em; }
.nightMode.card, .night_mode .card { color: #e6e6e6; background: #1b1d21; }
p, ul, ol, pre, table, blockquote { margin: 0.6em 0; }
code { font-family: "JetBrains Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.88em; }
:not(pre) > code { color: #b5284a; background: #f2f3f5; padding: 0.1em 0.3em; border-radius: 4px; }
pre { background: #f2f3f5; border: 1px solid #d8dce0; border-left: 4px solid #4c8bf5; border-radius: 6px;
  padding: 0.7em 0.9em; overflow-x: auto; line-height: 1.45; }
pre > code { color: #24292f; white-space: pre; }
.nightMode pre, .night_mode pre { background: #24272c; border-color: #3a3f47; border-left-color: #6ea8fe; }
.nightMode pre > code, .night_mode pre > code { color: #e6edf3; }
.nightMode :not(pre) > code, .night_mode :not(pre) > code { color: #f08fa8; background: #24272c; }
table { border-collapse: collapse; display: block; overflow-x: auto; }
th, td { border: 1px solid #d0d7de; padding: 0.3em 0.7em; }
th { background: #eef1f4; }
.nightMode th, .night_mode th { background: #272b31; }
.nightMode th, .nightMode td, .night_mode th, .night_mode td { border-color: #3a3f47; }
blockquote { border-left: 4px solid #d0d7de; margin-left: 0; padding-left: 1em; color: #57606a; }
img { max-width: 100%; height: auto; }
section.footnotes { font-size: 0.85em; border-top: 1px solid #d0d7de; margin-top: 1.2em; }
.cloze { font-weight: bold; color: #1f6feb; }
.nightMode .cloze, .night_mode .cloze { color: #6ea8fe; }
.source { margin-top: 1.5em; font-size: 0.75em; color: #8b949e; }
)css";

json field(const char* name, int ord)
{
    return {{"name", name}, {"ord", ord}, {"sticky", false}, {"rtl", false}, {"font", "Arial"}, {"size", 20},
            {"media", json::array()}};
}

json tmpl(const char* name, int ord, const std::string& question, const std::string& answer)
{
    return {{"name", name}, {"ord", ord}, {"qfmt", question}, {"afmt", answer}, {"bqfmt", ""}, {"bafmt", ""},
            {"did", nullptr}, {"bfont", ""}, {"bsize", 0}};
}

json noteType(std::int64_t id, const char* name, int kind, json fields, json templates, json req, std::int64_t modified)
{
    json type = {{"id", id}, {"name", name}, {"type", kind}, {"mod", modified}, {"usn", -1}, {"sortf", 0},
                 {"did", 1}, {"tmpls", std::move(templates)}, {"flds", std::move(fields)}, {"css", std::string(kLayoutCss) + std::string(render::kCodeColourCss)},
                 {"latexPre", "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage{amssymb,amsmath}\n"
                              "\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n"},
                 {"latexPost", "\\end{document}"}, {"latexsvg", false}, {"tags", json::array()}, {"vers", json::array()}};
    if (!req.is_null())
        type["req"] = std::move(req);
    return type;
}

const std::string kSource = "\n<div class=\"source\">{{Source}}</div>";

// Anki's reviewer draws the masks on the canvas in the picture's container, with the colours
// these variables give (the hidden shapes to recall, the others in hide-all, the revealed ones).
constexpr std::string_view kOcclusionCss = R"css(#image-occlusion-canvas {
  --active-shape-color: #f4a259; --active-shape-border: 1px #5a3a12;
  --inactive-shape-color: #d8e3f0; --inactive-shape-border: 1px #4a5563;
  --highlight-shape-color: #f4a25900; --highlight-shape-border: 2px #e8590c; }
)css";

// The note type Anki 23.10+ makes for image occlusion: a cloze type (one card per cloze number)
// marked as the stock kind 6, whose fields carry the tags Anki's mask editor finds them by. The
// question draws the masks of its cloze through Anki's own script; the answer adds the button
// that shows the picture without masks, and Back Extra.
json occlusionNoteType(std::int64_t modified)
{
    json fields = json::array();
    int ord = 0;
    for (const char* name : {"Occlusion", "Image", "Header", "Back Extra", "Comments"}) {
        json f = field(name, ord);
        f["tag"] = ord;
        f["preventDeletion"] = std::string_view(name) != "Comments";
        fields.push_back(std::move(f));
        ++ord;
    }
    const std::string question =
        "{{#Header}}<div>{{Header}}</div>{{/Header}}\n"
        "<div style=\"display: none\">{{cloze:Occlusion}}</div>\n"
        "<div id=\"err\"></div>\n"
        "<div id=\"image-occlusion-container\">\n  {{Image}}\n  <canvas id=\"image-occlusion-canvas\"></canvas>\n</div>\n"
        "<script>\n"
        "try {\n"
        "  if (anki.imageOcclusion) { anki.imageOcclusion.setup(); } else { anki.setupImageCloze(); }\n"
        "} catch (exc) {\n"
        "  document.getElementById(\"err\").textContent = \"The masks could not be drawn: \" + exc;\n"
        "}\n"
        "</script>\n";
    const std::string answer = question + "<div><button id=\"toggle\">Toggle masks</button></div>\n"
                                          "{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}\n";
    json type = noteType(kOcclusionType, "NoteDeck Image Occlusion", 1, std::move(fields),
                         {tmpl("Image Occlusion", 0, question, answer)}, nullptr, modified);
    type["css"] = type["css"].get<std::string>() + std::string(kOcclusionCss);
    type["originalStockKind"] = 6;
    return type;
}

} // namespace

std::string ankiConf(std::int64_t nextNewPosition, int dayStartHour, std::int64_t firstDeck)
{
    // schedVer 2: without it Anki takes the package for the old scheduler's and rewrites the
    // learning answers' grades in the review log.
    const json conf = {{"schedVer", 2}, {"activeDecks", {firstDeck}}, {"curDeck", firstDeck}, {"newSpread", 0},
                       {"collapseTime", 1200}, {"timeLim", 0}, {"estTimes", true}, {"dueCounts", true},
                       {"curModel", std::to_string(kBasicType)}, {"nextPos", nextNewPosition},
                       {"sortType", "noteFld"}, {"sortBackwards", false}, {"addToCur", true},
                       {"dayLearnFirst", false}, {"rollover", dayStartHour}};
    return conf.dump();
}

std::string ankiNoteTypes(std::int64_t modified)
{
    const std::string answer = "{{FrontSide}}\n\n<hr id=answer>\n\n";
    json types = json::object();
    types[std::to_string(kBasicType)] =
        noteType(kBasicType, "NoteDeck Basic", 0, {field("Front", 0), field("Back", 1), field("Source", 2)},
                 {tmpl("Card 1", 0, "{{Front}}", answer + "{{Back}}" + kSource)}, {{0, "any", {0}}}, modified);
    types[std::to_string(kReversedType)] =
        noteType(kReversedType, "NoteDeck Basic (and reversed card)", 0,
                 {field("Front", 0), field("Back", 1), field("Source", 2)},
                 {tmpl("Card 1", 0, "{{Front}}", answer + "{{Back}}" + kSource),
                  tmpl("Card 2", 1, "{{Back}}", answer + "{{Front}}" + kSource)},
                 {{0, "any", {0}}, {1, "any", {1}}}, modified);
    types[std::to_string(kClozeType)] =
        noteType(kClozeType, "NoteDeck Cloze", 1, {field("Text", 0), field("Back Extra", 1), field("Source", 2)},
                 {tmpl("Cloze", 0, "{{cloze:Text}}", "{{cloze:Text}}<br>\n{{Back Extra}}" + kSource)}, nullptr,
                 modified);
    types[std::to_string(kOcclusionType)] = occlusionNoteType(modified);
    return types.dump();
}

std::string ankiDecks(const std::vector<AnkiDeckEntry>& decks, std::int64_t modified)
{
    auto deck = [&](std::int64_t id, const std::string& name, std::int64_t conf) {
        return json{{"id", id}, {"name", name}, {"mod", modified}, {"usn", -1}, {"lrnToday", {0, 0}},
                    {"revToday", {0, 0}}, {"newToday", {0, 0}}, {"timeToday", {0, 0}}, {"collapsed", false},
                    {"browserCollapsed", false}, {"desc", ""}, {"dyn", 0}, {"conf", conf}, {"extendNew", 0},
                    {"extendRev", 0}};
    };
    json out = json::object();
    out["1"] = deck(1, "Default", 1);
    for (const auto& d : decks)
        out[std::to_string(d.id)] = deck(d.id, d.name, d.optionGroup);
    return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string ankiOptionGroups(const std::vector<AnkiOptionGroup>& groups, std::int64_t modified)
{
    json out = json::object();
    for (const auto& g : groups) {
        const core::SchedulerSettings& o = g.options;
        json params = json::array();
        for (double w : o.parameters)
            params.push_back(w);
        out[std::to_string(g.id)] = {
            {"id", g.id}, {"name", g.name}, {"mod", modified}, {"usn", -1}, {"maxTaken", 60}, {"autoplay", true},
            {"timer", 0}, {"replayq", true}, {"dyn", false},
            {"new", {{"delays", o.learning_steps}, {"ints", {1, 4, 0}}, {"initialFactor", 2500}, {"order", 1},
                     {"perDay", o.new_cards_per_day}, {"bury", o.bury_siblings}}},
            {"rev", {{"perDay", o.reviews_per_day}, {"ease4", 1.3}, {"ivlFct", 1}, {"maxIvl", o.maximum_interval},
                     {"hardFactor", 1.2}, {"bury", o.bury_siblings}}},
            {"lapse", {{"delays", o.relearning_steps}, {"mult", 0}, {"minInt", 1}, {"leechFails", o.leech_threshold},
                       {"leechAction", o.leech_action == core::LeechAction::Suspend ? 0 : 1}}},
            {"desiredRetention", o.desired_retention},
            // FSRS-6's 21 parameters; an older set (17 or 19) is not FSRS-6's and stays out.
            {"fsrsParams6", params.size() == 21 ? params : json::array()},
            {"fsrsWeights", json::array()}};
    }
    return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::int64_t ankiDeckId(const std::string& name)
{
    // 16 hex digits of FNV-1a; 48 bits of them, above Anki's small ids and below 2^53 (JSON numbers).
    const std::uint64_t hash = std::stoull(core::contentHash(name), nullptr, 16);
    return static_cast<std::int64_t>((hash >> 16) | (std::uint64_t{1} << 40));
}

} // namespace notedeck::service::anki
