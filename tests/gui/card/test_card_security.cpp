// Notes are untrusted: nothing in a card may run script, load from the network or navigate.
// Each case checks the page's probes afterwards: the title, a global a script would set, and
// the elements a script could hide in. Cases go through the Markdown renderer (the normal path)
// and, bypassing it, straight into the page as HTML (as if the renderer had a bug), so the
// page's own sanitizer and CSP are tested too.
#include "card_view_harness.h"

#include "gui/card/card_profile.h"
#include "gui/card/request_blocker.h"

#include <catch2/catch.hpp>

#include <QTcpServer>
#include <QTest>
#include <QWebEnginePage>

using namespace notedeck;
using namespace notedeck::gui;
using namespace notedeck::gui::test;

namespace {

const QString kTitle = QStringLiteral("NoteDeck card");

// What a successful attack would change. Returns a description of what changed, empty if nothing.
std::string probeChanges(CardViewHarness& harness)
{
    std::string changes;
    if (harness.eval(QStringLiteral("document.title")).toString() != kTitle)
        changes += "title changed; ";
    if (harness.eval(QStringLiteral("typeof window.__pwned")).toString() != QLatin1String("undefined"))
        changes += "a note script ran; ";
    const int foreign = harness.eval(QStringLiteral(
        "document.querySelectorAll('#card script, #card style, #card iframe, #card object, #card embed, #card svg, "
        "#card math:not(.katex-mathml math), #card link, #card meta, #card base, #card form, #card [onerror], "
        "#card [onload], #card [onclick], #card [style]:not(.katex *)').length")).toInt();
    if (foreign != 0)
        changes += std::to_string(foreign) + " foreign elements in the card; ";
    const int badLinks = harness.eval(QStringLiteral(
        "Array.from(document.querySelectorAll('#card a, #card [href], #card [src]'))"
        ".filter(e => !/^(https?:|mailto:|data:image\\/)/.test(e.getAttribute('href') || e.getAttribute('src') || '')).length")).toInt();
    if (badLinks != 0)
        changes += std::to_string(badLinks) + " links or sources that are not http(s)/mailto/image data; ";
    if (harness.eval(QStringLiteral("getComputedStyle(document.getElementById('card')).display")).toString() ==
        QLatin1String("none"))
        changes += "the card was hidden by a note's style; ";
    if (harness.view().page()->url() != QUrl(QStringLiteral("qrc:/web/card.html")))
        changes += "the page navigated away; ";
    return changes;
}

// Clicks every link in the card with the mouse, as a reader might, and by script.
void clickEveryLink(CardViewHarness& harness)
{
    harness.clickEach(QStringLiteral("#card a"));
    harness.eval(QStringLiteral("document.querySelectorAll('#card a').forEach(a => a.click()); true"));
    settle(100);
}

void checkHarmless(CardViewHarness& harness, const std::string& what)
{
    INFO(what);
    clickEveryLink(harness);
    settle(150);   // an image error handler or a frame would have fired by now
    CHECK(probeChanges(harness) == "");
}

const char* const kHostileMarkdown[] = {
    "<script>document.title='pwned'; window.__pwned = 1</script>",
    "text <script>window.__pwned = 1</script> more",
    "<img src=x onerror=\"document.title='pwned'; window.__pwned = 1\">",
    "inline <img src=x onerror=\"window.__pwned = 1\"> image",
    "<iframe srcdoc=\"<script>parent.window.__pwned = 1</script>\"></iframe>",
    "<iframe src=\"javascript:parent.window.__pwned = 1\"></iframe>",
    "<style>#card { display: none } body { background: red }</style>",
    "<svg><script>window.__pwned = 1</script></svg>",
    "<svg onload=\"window.__pwned = 1\"><circle r=\"5\"/></svg>",
    "[click me](javascript:window.__pwned=1) [or me](JaVaScRiPt:window.__pwned=1)",
    "[data link](data:text/html,<script>window.__pwned=1</script>) "
    "[base64](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+)",
    "<a href=\"javascript:window.__pwned=1\">raw link</a>",
    "$\\href{javascript:window.__pwned=1}{click}$ and $\\url{javascript:window.__pwned=1}$",
    "$$\\href{javascript:window.__pwned=1}{\\text{display}}$$",
    "$\\htmlId{card}{x} \\htmlClass{x}{y} \\htmlStyle{display:none}{z} \\htmlData{a=b}{c}$",
    "- list\n\n  <div onmouseover=\"window.__pwned=1\">hover</div>\n",
    "| a |\n| - |\n| <img src=x onerror=\"window.__pwned=1\"> |\n",
};

// HTML handed to the page directly: what the page itself must defuse.
const char* const kHostileHtml[] = {
    "<script>window.__pwned = 1</script>",
    "<img src=x onerror=\"window.__pwned = 1\">",
    "<p><img src=\"data:image/png;base64,xx\" onload=\"window.__pwned = 1\" onerror=\"window.__pwned = 1\"></p>",
    "<iframe srcdoc=\"&lt;script&gt;parent.window.__pwned = 1&lt;/script&gt;\"></iframe>",
    "<style>#card { display: none }</style>",
    "<svg><script>window.__pwned = 1</script></svg>",
    "<svg><animate onbegin=\"window.__pwned = 1\" attributeName=\"x\" dur=\"1s\"/></svg>",
    "<a href=\"javascript:window.__pwned = 1\">x</a>",
    "<a href=\"data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;\">x</a>",
    "<object data=\"javascript:window.__pwned = 1\"></object><embed src=\"javascript:window.__pwned = 1\">",
    "<math><mtext><table><mglyph><style><img src=x onerror=\"window.__pwned = 1\"></style></mglyph></table></mtext></math>",
    "<form action=\"javascript:window.__pwned = 1\"><button>go</button></form>",
    "<details open ontoggle=\"window.__pwned = 1\"><summary>x</summary></details>",
    "<p style=\"display:none\" onclick=\"window.__pwned = 1\">hidden</p>",
    "<meta http-equiv=\"refresh\" content=\"0; url=javascript:window.__pwned = 1\">",
    "<span class=\"math\">\\href{javascript:window.__pwned = 1}{x}</span>",
    "<div class=\"math display\" onclick=\"window.__pwned = 1\">x</div>",
    "<pre><code class=\"language-python\" onmouseover=\"window.__pwned = 1\">print(1)</code></pre>",
};

} // namespace

TEST_CASE("scripts, frames, styles and dangerous links in notes do nothing")
{
    CardViewHarness harness;
    core::CardId id = 1;
    for (const char* markdown : kHostileMarkdown) {
        REQUIRE(harness.show(makeCard(id++, markdown, markdown)));
        REQUIRE(harness.reveal());
        checkHarmless(harness, std::string("markdown: ") + markdown);
    }
}

TEST_CASE("the page defuses hostile HTML even if it got past the renderer")
{
    CardViewHarness harness;
    core::CardId id = 100;
    for (const char* html : kHostileHtml) {
        REQUIRE(harness.show(render::CardHtml{id++, {"测试"}, html, html}));
        REQUIRE(harness.reveal());
        checkHarmless(harness, std::string("html: ") + html);
    }
}

TEST_CASE("KaTeX refuses href commands with a javascript: target")
{
    CardViewHarness harness;
    REQUIRE(harness.show(makeCard(1, "$\\href{javascript:window.__pwned=1}{click}$", "x")));
    CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#question a').length")).toInt() == 0);
    CHECK(probeChanges(harness).empty());
}

TEST_CASE("a note with a remote image makes no network request")
{
    QTcpServer server;
    REQUIRE(server.listen(QHostAddress::LocalHost));
    int connections = 0;
    QObject::connect(&server, &QTcpServer::newConnection, [&] {
        ++connections;
        while (QTcpSocket* socket = server.nextPendingConnection())
            socket->close();
    });
    const QString base = QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort());

    CardViewHarness harness;
    const std::string markdown = "![remote](" + base.toStdString() + "/image.png) and [a link](" + base.toStdString() +
                                 "/page)";
    REQUIRE(harness.show(makeCard(1, markdown, markdown)));
    REQUIRE(harness.reveal());
    // The page shows a remote image as its alt text in a frame, never as an <img>.
    CHECK(harness.eval(QStringLiteral("document.querySelector('#question .remote-image').textContent")).toString() ==
          QStringLiteral("remote"));
    // Straight HTML too: a stylesheet, a background image and a preload the page must not fetch.
    const std::string html = "<img src=\"" + base.toStdString() + "/raw.png\"><link rel=\"stylesheet\" href=\"" +
                             base.toStdString() + "/x.css\"><p style=\"background:url(" + base.toStdString() +
                             "/bg.png)\">x</p>";
    REQUIRE(harness.show(render::CardHtml{2, {}, html, html}));
    REQUIRE(harness.reveal());
    // And should a script ever run in the page, its CSP still refuses to load or connect.
    harness.eval(QStringLiteral("new Image().src = '%1/script.png';"
                                "fetch('%1/fetch').catch(() => {});"
                                "document.body.style.backgroundImage = 'url(%1/bg2.png)'; true").arg(base));
    settle(1000);
    CHECK(connections == 0);
    CHECK(harness.eval(QStringLiteral("document.querySelectorAll('#card img').length")).toInt() == 0);
    CHECK(harness.view().page()->url() == QUrl(QStringLiteral("qrc:/web/card.html")));
}

TEST_CASE("the request blocker stops what a page without the card page's CSP would load")
{
    QTcpServer server;
    REQUIRE(server.listen(QHostAddress::LocalHost));
    int connections = 0;
    QObject::connect(&server, &QTcpServer::newConnection, [&] { ++connections; });
    const QString url = QStringLiteral("http://127.0.0.1:%1/pixel.png").arg(server.serverPort());

    CardProfile profile;
    std::vector<QUrl> blocked;
    QObject::connect(profile.requestBlocker(), &RequestBlocker::blocked, [&](const QUrl& u) { blocked.push_back(u); });
    {
        QWebEnginePage page(&profile);
        bool loaded = false;
        QObject::connect(&page, &QWebEnginePage::loadFinished, [&] { loaded = true; });
        page.setHtml(QStringLiteral("<img src=\"%1\">").arg(url), QUrl(QStringLiteral("qrc:/test/")));
        REQUIRE(waitUntil([&] { return loaded; }, 30000));
        REQUIRE(waitUntil([&] { return !blocked.empty(); }, 5000));
        settle(300);
    }
    CHECK(connections == 0);
    CHECK(blocked.front() == QUrl(url));
    CHECK(profile.requestBlocker()->blockedCount() >= 1);
}

TEST_CASE("the request blocker lets only the app's own resources through")
{
    CHECK(RequestBlocker::isAllowed(QUrl(QStringLiteral("qrc:/web/card.html"))));
    CHECK(RequestBlocker::isAllowed(QUrl(QStringLiteral("data:image/png;base64,AAAA"))));
    CHECK_FALSE(RequestBlocker::isAllowed(QUrl(QStringLiteral("https://example.com/x.png"))));
    CHECK_FALSE(RequestBlocker::isAllowed(QUrl(QStringLiteral("http://127.0.0.1/"))));
    CHECK_FALSE(RequestBlocker::isAllowed(QUrl(QStringLiteral("file:///etc/passwd"))));
    CHECK_FALSE(RequestBlocker::isAllowed(QUrl(QStringLiteral("ws://example.com/"))));
}

TEST_CASE("a link the reader clicks is handed to the app and the card stays")
{
    CardViewHarness harness;
    REQUIRE(harness.show(makeCard(1, "See [the docs](https://example.com/docs?a=1&b=2).", "answer")));
    // A click made by script is not the reader's: nothing opens.
    harness.eval(QStringLiteral("document.querySelector('#question a').click(); true"));
    settle(300);
    CHECK(harness.clickedLinks.empty());

    REQUIRE(harness.clickEach(QStringLiteral("#question a")) == 1);
    REQUIRE(waitUntil([&] { return !harness.clickedLinks.empty(); }, 5000));
    CHECK(harness.clickedLinks.front() == QUrl(QStringLiteral("https://example.com/docs?a=1&b=2")));
    settle(300);
    CHECK(harness.view().page()->url() == QUrl(QStringLiteral("qrc:/web/card.html")));
    CHECK(harness.eval(QStringLiteral("document.getElementById('question').textContent")).toString().contains(
        QStringLiteral("the docs")));

    // A navigation by script is refused and not reported.
    harness.clickedLinks.clear();
    harness.eval(QStringLiteral("window.location.href = 'https://example.com/elsewhere'; true"));
    settle(500);
    CHECK(harness.clickedLinks.empty());
    CHECK(harness.view().page()->url() == QUrl(QStringLiteral("qrc:/web/card.html")));
}
