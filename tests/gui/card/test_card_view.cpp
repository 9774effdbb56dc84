// CardView behaviour the review screen builds on: cards swap inside one loaded page, revealing
// leaves the question alone, TeX never appears untypeset, broken formulas show their source,
// themes and font size apply, and calls made before the page is ready are not lost.
#include "card_view_harness.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QPalette>
#include <QTest>
#include <QThreadPool>
#include <QWebEnginePage>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

TEST_CASE("cards are swapped inside the loaded page, never by reloading it")
{
    CardViewHarness harness;
    int loads = 0;
    QObject::connect(harness.view().page(), &QWebEnginePage::loadStarted, [&] { ++loads; });
    harness.eval(QStringLiteral("window.__sameDocument = 42; true"));
    for (core::CardId id = 1; id <= 5; ++id) {
        const auto report = harness.show(makeCard(id, "question " + std::to_string(id) + " $x_" + std::to_string(id) + "$",
                                                  "answer"));
        REQUIRE(report);
        CHECK(report->cardId == id);
        CHECK(report->formulas == 1);
        // The card before was revealed: the next one starts with its answer hidden again.
        CHECK_FALSE(harness.view().isAnswerShown());
        CHECK(harness.eval(QStringLiteral("getComputedStyle(document.getElementById('answer')).visibility")).toString() ==
              QLatin1String("hidden"));
        REQUIRE(harness.reveal());
    }
    CHECK(loads == 0);
    CHECK(harness.eval(QStringLiteral("window.__sameDocument")).toInt() == 42);
    CHECK(harness.eval(QStringLiteral("document.getElementById('question').textContent")).toString().startsWith(
        QStringLiteral("question 5")));
}

TEST_CASE("revealing the answer leaves the question's nodes untouched")
{
    CardViewHarness harness;
    REQUIRE(harness.show(makeCard(1, "What is $\\frac{a}{b}$?", "- It is $$\\sum_i x_i$$")));
    CHECK(harness.eval(QStringLiteral("getComputedStyle(document.getElementById('answer')).visibility")).toString() ==
          QLatin1String("hidden"));
    CHECK(harness.eval(QStringLiteral("document.getElementById('answer').getBoundingClientRect().height")).toInt() == 0);
    harness.eval(QStringLiteral("window.__questionNode = document.querySelector('#question .katex'); true"));
    const auto answer = harness.reveal();
    REQUIRE(answer);
    CHECK(answer->part == CardPart::Answer);
    CHECK(answer->formulas == 1);
    CHECK(harness.eval(QStringLiteral("window.__questionNode === document.querySelector('#question .katex')")).toBool());
    CHECK(harness.eval(QStringLiteral("document.querySelector('#answer .math.display .katex-display') !== null")).toBool());
    CHECK(harness.view().isAnswerShown());
}

TEST_CASE("TeX source never reaches the screen untypeset")
{
    CardViewHarness harness;
    // Watch every node the page attaches: a formula must arrive already typeset.
    harness.eval(QStringLiteral(
        "window.__texSeen = 0;"
        "new MutationObserver(records => records.forEach(r => r.addedNodes.forEach(n => {"
        "  if (n.nodeType !== 1) return;"
        "  const maths = n.matches('.math') ? [n] : Array.from(n.querySelectorAll('.math'));"
        "  for (const m of maths) if (!m.querySelector('.katex') && !m.classList.contains('math-error')) ++window.__texSeen;"
        "}))).observe(document.getElementById('card'), {childList: true, subtree: true}); true"));
    REQUIRE(harness.show(makeCard(1, "Inline $a^2 + b^2$ and $\\alpha$", "$$\\begin{align*} x &= 1 \\\\ y &= 2 \\end{align*}$$")));
    REQUIRE(harness.reveal());
    REQUIRE(harness.show(makeCard(2, "$\\sqrt{2}$", "| $p$ | $q$ |\n| - | - |\n| $1$ | $0$ |")));
    REQUIRE(harness.reveal());
    CHECK(harness.eval(QStringLiteral("window.__texSeen")).toInt() == 0);
    CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#card .katex').length")).toInt() == 5);
}

TEST_CASE("a formula KaTeX cannot parse shows its source as quiet text with the error on hover")
{
    CardViewHarness harness;
    const auto report = harness.show(makeCard(1, "Broken $\\frac{a$ but fine $x^2$", "answer"));
    REQUIRE(report);
    CHECK(report->formulas == 2);
    CHECK(report->formulaErrors == 1);
    // As the note wrote it, delimiters and all; in the muted colour of the page's quiet text,
    // not the error colour, in the line's own font.
    CHECK(harness.eval(QStringLiteral("document.querySelector('#question .math-error').textContent")).toString() ==
          QStringLiteral("$\\frac{a$"));
    CHECK(harness.eval(QStringLiteral("document.querySelector('#question .math-error').title")).toString().contains(
        QStringLiteral("KaTeX parse error")));
    CHECK(harness.eval(QStringLiteral("getComputedStyle(document.querySelector('#question .math-error')).color"))
              .toString() == QStringLiteral("rgb(105, 112, 122)"));
    CHECK(harness.eval(QStringLiteral("getComputedStyle(document.querySelector('#question .math-error')).fontFamily =="
                                      "getComputedStyle(document.querySelector('#question p')).fontFamily"))
              .toBool());
    CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#question .katex').length")).toInt() == 1);
}

TEST_CASE("dollars a note meant as text are no formula for KaTeX to refuse")
{
    CardViewHarness harness;
    const auto report = harness.show(makeCard(1, "每题 $ 4 $分、$1$ 分", "answer"));
    REQUIRE(report);
    CHECK(report->formulas == 1);
    CHECK(report->formulaErrors == 0);
    CHECK(harness.eval(QStringLiteral("document.querySelector('#question p').textContent.startsWith('每题 $ 4 $分、')"))
              .toBool());
}

TEST_CASE("KaTeX limits stop runaway macros and sizes")
{
    CardViewHarness harness;
    const auto report = harness.show(
        makeCard(1, "$\\def\\a{\\a\\a}\\a$ and $\\rule{1000em}{1000em}$", "answer"));
    REQUIRE(report);
    CHECK(report->formulaErrors == 1);   // the expansion limit; the rule is clamped to maxSize
    CHECK(harness.eval(QStringLiteral("document.querySelector('#question .math-error').title")).toString().contains(
        QStringLiteral("Too many expansions")));
    CHECK(harness.eval(QStringLiteral("document.getElementById('question').getBoundingClientRect().height < 2000"))
              .toBool());
}

TEST_CASE("code blocks are highlighted, code and display math scroll instead of overflowing")
{
    CardViewHarness harness;
    const std::string longLine(400, 'x');
    std::string wideFormula = "$$";
    for (int i = 0; i < 40; ++i)
        wideFormula += "\\frac{a_" + std::to_string(i) + "}{b} + ";
    wideFormula += "c$$";
    REQUIRE(harness.show(makeCard(1, "code",
                                  "```python\nimport copy\nb = '" + longLine + "'\n```\n\n```text\nplain\n```\n\n" + wideFormula)));
    REQUIRE(harness.reveal());
    CHECK(harness.eval(QStringLiteral("const m = document.querySelector('#answer .math.display');"
                                      "m.scrollWidth > m.clientWidth && getComputedStyle(m).overflowX === 'auto' &&"
                                      "document.documentElement.scrollWidth <= document.documentElement.clientWidth"))
              .toBool());
    CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#answer code.hljs .hljs-keyword').length")).toInt() >= 1);
    CHECK(harness.eval(QStringLiteral("const pre = document.querySelector('#answer pre');"
                                      "pre.scrollWidth > pre.clientWidth && getComputedStyle(pre).overflowX === 'auto'"))
              .toBool());
}

TEST_CASE("GitHub extras render as such: strikethrough, task lists, tables with a header row")
{
    CardViewHarness harness;
    REQUIRE(harness.show(makeCard(1, "extras", "- a\n\n- [x] done ~~gone~~\n\n| h1 | h2 |\n| - | - |\n| a | b |\n")));
    REQUIRE(harness.reveal());
    CHECK(harness.eval(QStringLiteral("getComputedStyle(document.querySelector('#answer del')).textDecorationLine"))
              .toString() == QLatin1String("line-through"));
    // The checkbox sits on its text's line, even in a loose list.
    CHECK(harness.eval(QStringLiteral("const box = document.querySelector('#answer input').getBoundingClientRect();"
                                      "const text = document.querySelector('#answer input + p').getBoundingClientRect();"
                                      "Math.abs(box.top - text.top) < box.height"))
              .toBool());
    CHECK(harness.eval(QStringLiteral("document.querySelector('#answer input').disabled")).toBool());
    CHECK(harness.eval(QStringLiteral("getComputedStyle(document.querySelector('#answer th')).borderTopStyle"))
              .toString() == QLatin1String("solid"));
}

TEST_CASE("themes and font size apply to the page")
{
    CardViewHarness harness;
    REQUIRE(harness.show(makeCard(1, "主题 theme", "answer")));
    harness.view().setTheme(CardTheme::Dark);
    REQUIRE(waitUntil([&] { return harness.eval(QStringLiteral("document.documentElement.dataset.theme")).toString() ==
                                   QLatin1String("dark"); }));
    CHECK(harness.eval(QStringLiteral("getComputedStyle(document.body).backgroundColor")).toString() ==
          QStringLiteral("rgb(27, 29, 33)"));
    harness.view().setTheme(CardTheme::Light);
    REQUIRE(waitUntil([&] { return harness.eval(QStringLiteral("document.documentElement.dataset.theme")).toString() ==
                                   QLatin1String("light"); }));

    harness.view().setFontSize(24);
    REQUIRE(waitUntil([&] { return harness.eval(QStringLiteral("getComputedStyle(document.documentElement).fontSize"))
                                       .toString() == QLatin1String("24px"); }));
    harness.view().setFontSize(500);
    CHECK(harness.view().fontSize() == CardView::kMaxFontSize);
    harness.view().resetZoom();
    CHECK(harness.view().fontSize() == CardView::kDefaultFontSize);
}

TEST_CASE("Ctrl+= and Ctrl+- change the font size")
{
    CardViewHarness harness;
    REQUIRE(harness.show(makeCard(1, "zoom", "answer")));
    harness.view().activateWindow();
    harness.view().setFocus();
    QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &harness.view();
    std::vector<int> sizes;
    QObject::connect(&harness.view(), &CardView::fontSizeChanged, [&](int px) { sizes.push_back(px); });
    QTest::keyClick(target, Qt::Key_Equal, Qt::ControlModifier);
    QTest::keyClick(target, Qt::Key_Equal, Qt::ControlModifier);
    QTest::keyClick(target, Qt::Key_Minus, Qt::ControlModifier);
    CHECK(sizes == std::vector<int>{18, 20, 18});
}

TEST_CASE("the system theme follows the desktop palette")
{
    const QPalette original = QApplication::palette();
    CardViewHarness harness;
    harness.view().setTheme(CardTheme::System);
    REQUIRE(harness.show(makeCard(1, "palette", "answer")));
    QPalette dark = original;
    dark.setColor(QPalette::Window, QColor(30, 30, 30));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    QApplication::setPalette(dark);
    CHECK(waitUntil([&] { return harness.eval(QStringLiteral("document.documentElement.dataset.theme")).toString() ==
                                 QLatin1String("dark"); }));
    CHECK(harness.view().effectiveTheme() == CardTheme::Dark);
    QApplication::setPalette(original);
    CHECK(waitUntil([&] { return harness.eval(QStringLiteral("document.documentElement.dataset.theme")).toString() ==
                                 QLatin1String("light"); }));
}

TEST_CASE("a card shown before the page has loaded appears once it has")
{
    CardView view;
    std::vector<RenderReport> reports;
    QObject::connect(&view, &CardView::rendered, [&](const RenderReport& r) { reports.push_back(r); });
    view.resize(600, 400);
    view.show();
    view.setTheme(CardTheme::Dark);
    view.showCard(makeCard(7, "early $x$", "early answer"));
    view.revealAnswer();
    REQUIRE(waitUntil([&] { return reports.size() == 2; }, 30000));
    CHECK(reports[0].cardId == 7);
    CHECK(reports[0].part == CardPart::Question);
    CHECK(reports[1].part == CardPart::Answer);
}

TEST_CASE("a huge card is made off the GUI thread and is never shown over the card that followed it")
{
    CardViewHarness harness;
    // Over the size that goes to a pool thread: a table of 3,000 rows.
    std::string table = "| a | b |\n|---|---|\n";
    for (int row = 0; row < 3000; ++row)
        table += "| row " + std::to_string(row) + " | $x_{" + std::to_string(row) + "}$ |\n";
    REQUIRE(table.size() > 64 * 1024);
    std::vector<RenderReport> reports;
    QObject::connect(&harness.view(), &CardView::rendered, [&](const RenderReport& r) { reports.push_back(r); });

    SECTION("the answer asked for before the card's HTML is ready follows it")
    {
        harness.view().showCard(makeCard(11, "the big one", table));
        CHECK(harness.view().currentCard() == core::CardId(11));
        harness.view().revealAnswer();
        REQUIRE(waitUntil([&] { return reports.size() == 2; }, 60000));
        CHECK(reports[0].cardId == 11);
        CHECK(reports[0].part == CardPart::Question);
        CHECK(reports[1].part == CardPart::Answer);
        CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#answer tr').length")).toInt() == 3001);
    }
    SECTION("a card shown while the huge one is being made wins")
    {
        harness.view().showCard(makeCard(12, "the big one", table));
        const auto small = harness.show(makeCard(13, "the small one", "answer"));
        REQUIRE(small);
        CHECK(small->cardId == 13);
        // The big card's HTML is made by now; its result reaches the view and is dropped.
        QThreadPool::globalInstance()->waitForDone();
        settle(300);
        for (const RenderReport& r : reports)
            CHECK(r.cardId == 13);
        CHECK(harness.eval(QStringLiteral("document.getElementById('question').textContent")).toString().startsWith(
            QStringLiteral("the small one")));
    }
}
