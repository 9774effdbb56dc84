// Every card of the bundled notes renders cleanly in the real page: no formula KaTeX rejects,
// no formula left as TeX, KaTeX's own fonts in use, no console complaint, no blocked request.
#include "card_view_harness.h"

#include "gui/card/request_blocker.h"

#include <catch2/catch.hpp>

using namespace notedeck::gui;
using namespace notedeck::gui::test;

TEST_CASE("every card in content/ renders without errors")
{
    const auto cards = contentCards();
    REQUIRE(cards.size() > 50);
    CardViewHarness harness;
    int formulas = 0;
    for (const auto& card : cards) {
        INFO("card " << card.id << ": " << card.question);
        const auto question = harness.show(card);
        REQUIRE(question);
        const auto answer = harness.reveal();
        REQUIRE(answer);
        CHECK(question->formulaErrors == 0);
        CHECK(answer->formulaErrors == 0);
        formulas += question->formulas + answer->formulas;
        // Every formula on screen was typeset; none shows its TeX source.
        CHECK(harness.eval(QStringLiteral(
                  "Array.from(document.querySelectorAll('#card .math')).filter(m => !m.querySelector('.katex')).length"))
                  .toInt() == 0);
        CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#card .katex-error, #card .math-error').length"))
                  .toInt() == 0);
    }
    CHECK(formulas > 50);

    // KaTeX's faces came from the bundled fonts and all loaded.
    const QStringList faces = harness
                                  .eval(QStringLiteral("Array.from(document.fonts).filter(f => f.family.includes('KaTeX'))"
                                                       ".map(f => f.family.replace(/\"/g, '') + ' ' + f.style + ' ' + f.status)"))
                                  .toStringList();
    INFO("font faces: " << faces.join(QStringLiteral(", ")).toStdString());
    CHECK(faces.contains(QStringLiteral("KaTeX_Main normal loaded")));
    CHECK(faces.contains(QStringLiteral("KaTeX_Math italic loaded")));
    CHECK(faces.filter(QStringLiteral(" error")).isEmpty());

    INFO("console: " << harness.consoleProblems.join(QStringLiteral("\n")).toStdString());
    CHECK(harness.consoleProblems.isEmpty());
    CHECK(harness.blocked.empty());
    CHECK(harness.view().requestBlocker()->blockedCount() == 0);
}
