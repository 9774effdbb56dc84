// Raw HTML in notes, in the real card page. The renderer passes a note's raw HTML on as written;
// the page's sanitizer (resources/web/sanitize.js) keeps GitHub's allowlist and removes the rest.
// Each vector of tests/data/html-vectors/ (one kind of attack a file) is shown as a card, clicked
// through, and checked: the page's title and script probe are unchanged, the page did not
// navigate, only allowlisted elements and attributes are left in the card, nothing of what the
// page removes with its content is shown, and no request went anywhere but the page's own schemes
// (qrc:, data:, notedeck-image:). Then what the allowlist keeps is checked to render as GitHub
// shows it, images the notes folder refuses to be framed reasons that load nothing, and footnotes
// to show and link within the card.
#include "card_view_harness.h"

#include "gui/card/card_profile.h"
#include "notes/note_images.h"
#include "render/card_html.h"

#include <catch2/catch.hpp>

#include <QImage>
#include <QWebEnginePage>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace notedeck;
using namespace notedeck::gui::test;
namespace fs = std::filesystem;

namespace {

// Everything in the shown sides that GitHub's allowlist (the issue's list, plus what Markdown
// itself makes) does not allow, one line each; KaTeX's own output is left out.
const QString kAllowlistViolations = QStringLiteral(R"JS((() => {
  const cell = ['align', 'colspan', 'rowspan'];
  const allowed = {
    br: [], sup: ['class'], sub: [], kbd: [], b: [], i: [], em: [], strong: [], s: [], del: [], ins: [],
    mark: [], u: [], small: [], span: ['class', 'data-problem', 'data-source'], div: ['class', 'align'],
    p: ['align'], img: ['src', 'alt', 'width', 'height', 'align'],
    a: ['href', 'id', 'class', 'data-footnote-ref', 'data-footnote-backref', 'aria-label'],
    details: ['open'], summary: [], table: [], caption: [], colgroup: [], col: [], thead: [], tbody: [],
    tfoot: [], tr: [], th: cell, td: cell, hr: [], ruby: [], rt: [], rp: [], dl: [], dt: [], dd: [],
    abbr: [], q: [], blockquote: [], pre: [], code: ['class'], h1: [], h2: [], h3: [], h4: [], h5: [],
    h6: [], ul: [], ol: ['start', 'type'], li: ['id'], input: ['type', 'checked', 'disabled'],
    section: ['class', 'data-footnotes'],
  };
  const problems = [];
  for (const side of document.querySelectorAll('#question > div, #answer > div')) {
    for (const e of side.querySelectorAll('*')) {
      if (e.closest('.katex'))
        continue;
      const name = e.localName;
      if (e.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !(name in allowed)) {
        problems.push('element ' + name);
        continue;
      }
      for (const a of e.attributes)
        if (a.name !== 'title' && !allowed[name].includes(a.name))
          problems.push(name + ' keeps ' + a.name);
      const href = e.getAttribute('href');
      if (href !== null && !/^(https?:|mailto:|#fn(ref)?-)/.test(href))
        problems.push(name + ' links to ' + href);
      const src = e.getAttribute('src');
      if (src !== null && !/^(notedeck-image:|data:image\/(png|gif|jpeg|webp)[;,])/.test(src))
        problems.push(name + ' loads ' + src);
      const id = e.getAttribute('id');
      if (id !== null && !/^fn(ref)?-/.test(id))
        problems.push(name + ' has the id ' + id);
      if (name === 'input' && (e.type !== 'checkbox' || !e.disabled))
        problems.push('an input that is not a disabled checkbox');
    }
  }
  return problems.join('\n');
})())JS");

std::string readFile(const fs::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// What a successful attack would have changed; empty when nothing did.
std::string harmDone(CardViewHarness& harness, size_t blockedBefore)
{
    std::string harm;
    if (harness.eval(QStringLiteral("document.title")).toString() != QLatin1String("NoteDeck card"))
        harm += "the title changed; ";
    if (harness.eval(QStringLiteral("typeof window.__pwned")).toString() != QLatin1String("undefined"))
        harm += "a note's script ran; ";
    if (harness.view().page()->url() != QUrl(QStringLiteral("qrc:/web/card.html")))
        harm += "the page navigated away; ";
    if (harness.eval(QStringLiteral("getComputedStyle(document.getElementById('card')).display")).toString() ==
        QLatin1String("none"))
        harm += "the card was hidden; ";
    for (size_t i = blockedBefore; i < harness.blocked.size(); ++i)
        if (harness.blocked[i].scheme() != QLatin1String("notedeck-image"))
            harm += "a request to " + harness.blocked[i].toString().toStdString() + "; ";
    // The vectors write HIDDEN inside each element the page removes with its content.
    if (harness.eval(QStringLiteral("document.getElementById('card').textContent")).toString().contains(
            QLatin1String("HIDDEN")))
        harm += "the content of a removed element is shown; ";
    const QString violations = harness.eval(kAllowlistViolations).toString();
    if (!violations.isEmpty())
        harm += "left in the card: " + violations.toStdString() + "; ";
    if (!harm.empty())
        harm += "the answer: " + harness.eval(QStringLiteral("document.getElementById('answer').innerHTML")).toString().toStdString();
    return harm;
}

std::vector<fs::path> vectorFiles()
{
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(NOTEDECK_TEST_DATA "/html-vectors"))
        if (entry.path().extension() == ".md" && entry.path().filename() != "README.md")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace

TEST_CASE("every raw HTML vector is harmless in the card page")
{
    const std::vector<fs::path> files = vectorFiles();
    REQUIRE(files.size() >= 15);
    CardViewHarness harness;
    core::CardId id = 1;
    for (const fs::path& file : files) {
        const std::string markdown = readFile(file);
        INFO("vector " << file.filename().string() << ":\n" << markdown);
        const size_t blockedBefore = harness.blocked.size();
        REQUIRE(harness.show(makeCard(id++, markdown, markdown)));
        REQUIRE(harness.reveal());
        // As a reader would, with the mouse, and as a script would.
        harness.clickEach(QStringLiteral("#card a, #card summary, #card b, #card kbd, #card div"));
        harness.eval(QStringLiteral("document.querySelectorAll('#card a').forEach(a => a.click()); true"));
        settle(200);   // an error handler, a frame or a refresh would have fired by now
        CHECK(harmDone(harness, blockedBefore) == "");
    }
}

TEST_CASE("the allowlisted raw HTML renders as GitHub shows it")
{
    CardViewHarness harness;
    const std::string markdown =
        "<div align=\"center\"><b>居中</b>&emsp;<i>斜体</i>&nbsp;<kbd>Ctrl</kbd>+<kbd>C</kbd> x<sup>2</sup> H<sub>2</sub>O "
        "<mark>m</mark> <ins>i</ins> <del>d</del> <s>s</s> <u>u</u> <small>sm</small></div>\n\n"
        "| 方法 | 说明 |\n|---|---|\n| SGD | 第一行<br>第二行 |\n\n"
        "<details><summary>为什么是 $O(n)$？</summary>\n\n每个元素 **访问一次**，$\\sum_i x_i$。\n\n</details>\n\n"
        "<p align=\"right\">right <abbr title=\"Stochastic Gradient Descent\">SGD</abbr> <q>q</q></p>\n\n"
        "<font color=\"red\">font text stays</font> <center>centre text stays</center> <!-- a comment -->\n\n"
        "<ruby>拷贝<rp>(</rp><rt>kǎo bèi</rt><rp>)</rp></ruby> <dl><dt>term</dt><dd>definition</dd></dl>\n\n"
        "<a href=\"https://example.com/\">web</a> <a href=\"mailto:a@example.com\">mail</a>\n";
    REQUIRE(harness.show(makeCard(1, "raw HTML", markdown)));
    REQUIRE(harness.reveal());
    const auto eval = [&](const char* script) { return harness.eval(QString::fromUtf8(script)); };
    CHECK(eval("document.querySelector('#answer div[align=center] kbd').textContent").toString() == QStringLiteral("Ctrl"));
    CHECK(eval("document.querySelector('#answer div[align=center]').textContent").toString().contains(
        QStringLiteral("居中\u2003斜体\u00a0Ctrl")));
    for (const char* tag : {"b", "i", "sup", "sub", "mark", "ins", "del", "s", "u", "small", "abbr", "q", "ruby", "rt",
                            "rp", "dl", "dt", "dd", "details", "summary"})
        CHECK(eval((std::string("document.querySelectorAll('#answer ") + tag + "').length").c_str()).toInt() >= 1);
    CHECK(eval("document.querySelector('#answer td:last-child').innerHTML").toString() ==
          QStringLiteral("第一行<br>第二行"));
    // Markdown and math inside <details> render; the summary's formula too.
    CHECK(eval("document.querySelector('#answer details strong').textContent").toString() == QStringLiteral("访问一次"));
    CHECK(eval("document.querySelectorAll('#answer details .katex').length").toInt() == 2);
    CHECK(eval("document.querySelector('#answer p[align=right] abbr').title").toString() ==
          QStringLiteral("Stochastic Gradient Descent"));
    // Elements outside the allowlist lose their tags and keep their text; comments are gone.
    CHECK(eval("document.querySelectorAll('#answer font, #answer center').length").toInt() == 0);
    CHECK(eval("document.getElementById('answer').textContent").toString().contains(QStringLiteral("font text stays")));
    CHECK(eval("document.getElementById('answer').textContent").toString().contains(QStringLiteral("centre text stays")));
    CHECK_FALSE(eval("document.getElementById('answer').innerHTML").toString().contains(QStringLiteral("comment")));
    CHECK(eval("Array.from(document.querySelectorAll('#answer a')).map(a => a.getAttribute('href')).join(' ')")
              .toString() == QStringLiteral("https://example.com/ mailto:a@example.com"));
    CHECK(harmDone(harness, 0) == "");
}

TEST_CASE("images the notes folder refuses are framed reasons that load nothing")
{
    const fs::path root = fs::temp_directory_path() / ("notedeck-page-images-" + std::to_string(::getpid()));
    fs::remove_all(root);
    fs::create_directories(root / "notes" / "img");
    fs::create_directories(root / "outside");
    REQUIRE(QImage(4, 4, QImage::Format_RGB32).save(QString::fromStdString((root / "notes" / "img" / "ok.png").string()), "PNG"));
    std::ofstream(root / "outside" / "secret.png") << "png";
    fs::create_symlink(root / "outside" / "secret.png", root / "notes" / "img" / "link.png");
    std::ofstream(root / "notes" / "img" / "big.png") << "png";
    fs::resize_file(root / "notes" / "img" / "big.png", 20u * 1024 * 1024 + 1);
    gui::CardProfile profile;   // serving the folder's images, as the app's does
    profile.setNotesFolder(root / "notes");
    const notes::NoteImages images(root / "notes");

    core::CardRecord card = makeCard(1, "images", "");
    card.sourceFile = "note.md";
    card.answer = "![ok](img/ok.png) ![up](../outside/secret.png) ![absolute](" + (root / "outside" / "secret.png").string() +
                  ") ![file](file://" + (root / "outside" / "secret.png").string() +
                  ") ![link](img/link.png) ![big](img/big.png) ![missing](img/none.png) "
                  "<img src=\"../outside/secret.png\" alt=\"raw up\"> ![[link.png]] ![remote](https://evil.example/x.png)";
    CardViewHarness harness(&profile);
    REQUIRE(harness.show(render::renderCard(card, &images)));
    REQUIRE(harness.reveal());
    settle(300);
    const QStringList frames = harness.eval(QStringLiteral(
        "Array.from(document.querySelectorAll('#answer .missing-image')).map(f => f.textContent + ': ' + f.title)"))
                                   .toStringList();
    const QString rootText = QString::fromStdString(root.string());
    CHECK(frames == QStringList{
                        QStringLiteral("up: Outside the notes folder: ../outside/secret.png"),
                        QStringLiteral("absolute: An absolute path (write it relative to the note): %1/outside/secret.png").arg(rootText),
                        QStringLiteral("file: A file: URL (write the path relative to the note): file://%1/outside/secret.png").arg(rootText),
                        QStringLiteral("link: A symbolic link pointing outside the notes folder: img/link.png"),
                        QStringLiteral("big: Over 20 MB: img/big.png"),
                        QStringLiteral("missing: Not found: img/none.png"),
                        QStringLiteral("raw up: Outside the notes folder: ../outside/secret.png"),
                        QStringLiteral("link.png: A symbolic link pointing outside the notes folder: link.png"),
                    });
    // The one image of the folder is an image of NoteDeck's scheme; the remote one a placeholder.
    CHECK(harness.eval(QStringLiteral("Array.from(document.querySelectorAll('#answer img')).map(i => i.getAttribute('src')).join()"))
              .toString() == QStringLiteral("notedeck-image:img/ok.png"));
    CHECK(waitUntil([&] { return harness.eval(QStringLiteral("document.querySelector('#answer img').naturalWidth")).toInt() == 4; }));
    CHECK(harness.eval(QStringLiteral("document.querySelector('#answer .remote-image').textContent")).toString() ==
          QStringLiteral("remote"));
    CHECK(harmDone(harness, 0) == "");
    fs::remove_all(root);
}

TEST_CASE("footnotes show at the end of their side and their links stay in the card")
{
    CardViewHarness harness;
    core::CardRecord card = makeCard(1, "什么是 Adam[^a]？", "结合动量[^m]。\n\n[^a]: Adaptive moment estimation.\n\n[^m]: 见 $\\beta_1$。\n");
    REQUIRE(harness.show(card));
    REQUIRE(harness.reveal());
    CHECK(harness.eval(QStringLiteral("document.querySelector('#question section.footnotes li').id")).toString() ==
          QStringLiteral("fn-a"));
    CHECK(harness.eval(QStringLiteral("document.querySelector('#question section.footnotes').textContent")).toString().contains(
        QStringLiteral("Adaptive moment estimation.")));
    CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#answer section.footnotes .katex').length")).toInt() == 1);
    CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#answer #fn-a').length")).toInt() == 0);
    // A click on a footnote's number or its way back moves within the card: nothing opens or navigates.
    REQUIRE(harness.clickEach(QStringLiteral("#card sup a, #card .footnote-backref")) == 4);
    settle(200);
    CHECK(harness.clickedLinks.empty());
    CHECK(harmDone(harness, 0) == "");
}
