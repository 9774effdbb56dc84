// Every formula in content/ renders in KaTeX without an error or a warning. KaTeX runs headless in
// QJSEngine, loaded from the system's katex.min.js (NOTEDECK_KATEX_DIR); no network is needed.
#define CATCH_CONFIG_RUNNER
#include "content_check.h"
#include "markdown/math_scanner.h"

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QJSEngine>
#include <QJSValue>
#include <QLoggingCategory>

#include <memory>
#include <string>

using namespace notedeck;

namespace {

const std::filesystem::path kContent = NOTEDECK_CONTENT_DIR;
const std::filesystem::path kKatexDir = NOTEDECK_KATEX_DIR;

struct RenderResult {
    bool ok = false;
    std::string error;     // the exception KaTeX threw
    std::string warnings;  // what KaTeX reported through console.warn
};

// One KaTeX instance for the whole run.
class Katex {
public:
    Katex()
    {
        // katex.min.js is a UMD bundle: with no module system it sets `self.katex`. Its warnings
        // (strict mode "warn") go to console.warn, which is collected here.
        m_engine.evaluate(QStringLiteral(
            "var self = this;"
            "var __katexWarnings = [];"
            "var console = { warn: function () { __katexWarnings.push(Array.prototype.join.call(arguments, ' ')); },"
            "                log: function () {}, info: function () {}, error: function () {"
            "                    __katexWarnings.push(Array.prototype.join.call(arguments, ' ')); } };"));
        const QString path = QString::fromStdString((kKatexDir / "katex.min.js").string());
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            m_loadError = "cannot read " + path.toStdString() +
                          " (install libjs-katex or configure with -DNOTEDECK_KATEX_DIR=<folder with katex.min.js>)";
            return;
        }
        const QJSValue loaded = m_engine.evaluate(QString::fromUtf8(file.readAll()), path);
        if (loaded.isError()) {
            m_loadError = "katex.min.js failed to load: " + loaded.toString().toStdString();
            return;
        }
        m_render = m_engine.evaluate(QStringLiteral(
            "(function (tex, displayMode) {"
            "  __katexWarnings = [];"
            "  try {"
            "    katex.renderToString(tex, { displayMode: displayMode, throwOnError: true, trust: false,"
            "                                maxSize: 50, maxExpand: 1000 });"
            "    return { ok: true, warnings: __katexWarnings.join('\\n') };"
            "  } catch (e) {"
            "    return { ok: false, error: String(e && e.message ? e.message : e) };"
            "  }"
            "})"));
        if (!m_render.isCallable())
            m_loadError = "katex.renderToString is not available: " + m_render.toString().toStdString();
    }

    const std::string& loadError() const { return m_loadError; }

    RenderResult render(std::string_view tex, bool displayMode)
    {
        const QJSValue result = m_render.call(
            {QJSValue(QString::fromUtf8(tex.data(), static_cast<qsizetype>(tex.size()))), QJSValue(displayMode)});
        if (result.isError())
            return {false, result.toString().toStdString(), {}};
        RenderResult out;
        out.ok = result.property("ok").toBool();
        if (!out.ok)
            out.error = result.property("error").toString().toStdString();
        const QJSValue warnings = result.property("warnings");
        if (warnings.isString())
            out.warnings = warnings.toString().toStdString();
        return out;
    }

private:
    QJSEngine m_engine;
    QJSValue m_render;
    std::string m_loadError;
};

// Created on first use, destroyed in main() while the QCoreApplication still exists.
std::unique_ptr<Katex> g_katex;

Katex& katex()
{
    if (!g_katex)
        g_katex = std::make_unique<Katex>();
    return *g_katex;
}

} // namespace

TEST_CASE("KaTeX loads and reports broken formulas", "[content][katex]")
{
    auto& k = katex();
    REQUIRE(k.loadError().empty());

    CHECK(k.render("\\frac{1}{1+e^{-x}}", false).ok);
    CHECK(k.render("\\begin{gathered} a \\\\ b \\end{gathered}", true).ok);

    const auto unclosed = k.render("\\frac{1}{", false);
    CHECK_FALSE(unclosed.ok);
    CHECK_THAT(unclosed.error, Catch::Contains("KaTeX parse error"));

    CHECK_FALSE(k.render("\\undefinedmacro x", true).ok);
    // align* needs display mode.
    CHECK_FALSE(k.render("\\begin{align*} a &= b \\end{align*}", false).ok);
    // A top-level \\ in display mode renders, but only with a warning.
    const auto newline = k.render("a \\\\ b", true);
    CHECK(newline.ok);
    CHECK_FALSE(newline.warnings.empty());
}

TEST_CASE("every formula in content/ renders in KaTeX", "[content][katex]")
{
    auto& k = katex();
    REQUIRE(k.loadError().empty());

    int display = 0;
    int inlineMath = 0;
    for (const auto& file : content_test::readMarkdownFiles(kContent)) {
        const auto scan = markdown::scanMath(file.text);
        for (const auto& problem : scan.problems)
            FAIL_CHECK(file.name << ':' << problem.line << ": " << problem.message);
        for (const auto& span : scan.spans) {
            const std::string_view tex = markdown::texOf(file.text, span);
            (span.display ? display : inlineMath) += 1;
            const auto result = k.render(tex, span.display);
            INFO(file.name << ':' << span.line << (span.display ? " $$" : " $") << tex);
            CHECK(result.error == "");
            CHECK(result.ok);
            CHECK(result.warnings == "");
        }
    }
    // The notes hold 25 display and 37 inline formulas; fewer means some were not recognised.
    CHECK(display == 25);
    CHECK(inlineMath == 37);
}

int main(int argc, char* argv[])
{
    // QJSEngine needs a QCoreApplication.
    QCoreApplication app(argc, argv);
    // The QML compiler's notes about katex.min.js ("used before its declaration") are noise here.
    QLoggingCategory::setFilterRules(QStringLiteral("qt.qml.compiler*=false"));
    const int result = Catch::Session().run(argc, argv);
    g_katex.reset();
    return result;
}
