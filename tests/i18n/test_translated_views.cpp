// The app with its translations installed: in Chinese the main views (menus, overview, the review
// screen with the answer shown, a drill, the statistics with their date labels), the card page's
// own words, the drill's Markdown export and the keyboard shortcuts list are Chinese; in English
// the plurals read "1 card" and "2 cards".
#include "app_window_fixture.h"
#include "card_view_harness.h"

#include "gui/app/app_startup.h"
#include "gui/browse/overview_view.h"
#include "gui/drill/drill_export_labels.h"
#include "gui/drill/drill_setup_dialog.h"
#include "gui/drill/drill_view.h"
#include "gui/review/review_answer_bar.h"
#include "gui/review/review_view.h"
#include "gui/stats/stats_view.h"
#include "gui/window/keyboard_shortcuts_dialog.h"

#include <QAbstractButton>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QLabel>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTreeWidget>

#include <catch2/catch.hpp>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::AppWindowFixture;
using notedeck::gui::test::waitUntil;

namespace {

// The interface language for one test; English again afterwards.
class InterfaceLanguage {
public:
    explicit InterfaceLanguage(const QString& language) { REQUIRE(installTranslations(language) == language); }
    ~InterfaceLanguage() { installTranslations(QStringLiteral("en")); }
};

QStringList buttonTexts(const QWidget* root)
{
    QStringList texts;
    for (const QAbstractButton* button : root->findChildren<QAbstractButton*>())
        texts << button->text();
    return texts;
}

QString labelText(const QWidget* root, const QString& containing)
{
    for (const QLabel* label : root->findChildren<QLabel*>()) {
        if (label->text().contains(containing))
            return label->text();
    }
    return {};
}

QString buttonText(const QWidget* root, const char* objectName)
{
    const auto* button = root->findChild<QAbstractButton*>(QString::fromLatin1(objectName));
    REQUIRE(button);
    return button->text();
}

} // namespace

TEST_CASE("in Chinese the overview, the review screen, a drill and the statistics speak Chinese", "[i18n][app]")
{
    InterfaceLanguage chinese(QStringLiteral("zh_CN"));
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    MainWindow& window = f.window();

    QStringList menus;
    for (const QAction* action : window.menuBar()->actions())
        menus << action->text();
    CHECK(menus.contains(QStringLiteral("文件(&F)")));
    CHECK(menus.contains(QStringLiteral("视图(&V)")));

    window.selectDeck(core::DeckPath::parse("基础知识::Python"));
    REQUIRE(waitUntil([&] { return window.overview()->isLoaded(); }));
    const QStringList overview = buttonTexts(window.overview());
    CHECK(overview.contains(QStringLiteral("现在学习(&S)")));
    CHECK(overview.contains(QStringLiteral("演练(&D)…")));

    // The review screen, the answer shown: the four answer buttons as in Anki's Chinese.
    window.study({});
    auto* review = qobject_cast<ReviewView*>(window.reviewView());
    REQUIRE(review);
    REQUIRE(waitUntil([&] { return review->currentCard().has_value() && review->cardView()->currentCard(); }, 30000));
    CHECK(buttonText(review, "showAnswerButton").contains(QStringLiteral("显示答案")));
    review->revealAnswer();
    REQUIRE(waitUntil([&] { return review->answerBar()->isAnswerShown(); }));
    CHECK(buttonText(review, "againButton") == QStringLiteral("重来"));
    CHECK(buttonText(review, "hardButton") == QStringLiteral("困难"));
    CHECK(buttonText(review, "goodButton") == QStringLiteral("良好"));
    CHECK(buttonText(review, "easyButton") == QStringLiteral("简单"));
    CHECK(buttonTexts(review).contains(QStringLiteral("撤销（U）")));

    // A drill over the whole deck.
    service::DrillOptions options;
    options.count = 2;
    options.seed = 1;
    REQUIRE(window.startDrill(options));
    DrillView* drill = window.drillView();
    REQUIRE(waitUntil([&] { return drill->session() != nullptr; }, 20000));   // drawn on the worker
    CHECK(buttonTexts(drill).contains(QStringLiteral("结束演练")));
    CHECK(buttonTexts(drill).contains(QStringLiteral("显示答案（空格）")));
    const auto* scope = drill->findChild<QLabel*>(QStringLiteral("drillScopeLabel"));
    REQUIRE(scope);
    CHECK(scope->text() == QStringLiteral("整个牌组"));

    // The statistics: tabs, chart titles, and day labels as Chinese dates are written short (3/5,
    // as in QLocale's 2026/3/5; "3月5日" does not fit between the labels).
    window.showStatistics();
    StatsView* stats = window.statsView();
    REQUIRE(waitUntil([&] { return stats->statistics().has_value() && !stats->isComputing(); }, 30000));
    const auto* tabs = stats->findChild<QTabWidget*>();
    REQUIRE(tabs);
    CHECK(tabs->tabText(0) == QStringLiteral("活动(&A)"));
    CHECK(tabs->tabText(3) == QStringLiteral("模拟(&S)"));
    const auto* heatmap = stats->findChild<QChartView*>(QStringLiteral("heatmapChart"));
    REQUIRE(heatmap);
    CHECK(heatmap->chart()->title().startsWith(QStringLiteral("过去一年每天的回答数")));
    const auto* perDay = stats->findChild<QChartView*>(QStringLiteral("reviewsPerDayChart"));
    REQUIRE(perDay);
    QStringList dayLabels;
    for (QAbstractAxis* axis : perDay->chart()->axes(Qt::Horizontal)) {
        if (auto* days = qobject_cast<QCategoryAxis*>(axis))
            dayLabels += days->categoriesLabels();
    }
    REQUIRE_FALSE(dayLabels.isEmpty());
    for (const QString& label : dayLabels)
        CHECK(QRegularExpression(QStringLiteral("^\\d{1,2}/\\d{1,2}$")).match(label).hasMatch());
    CHECK(labelText(stats, QStringLiteral("连续学习")).contains(QStringLiteral("明天到期")));

    // The drill's Markdown export.
    const service::DrillMarkdownLabels labels = drillExportLabels();
    CHECK(labels.title == "面试演练，%1");
    CHECK(labels.questionCount(3) == "3 道题");
}

TEST_CASE("in Chinese the keyboard shortcuts name the menus without their accelerators", "[i18n][app][help]")
{
    InterfaceLanguage chinese(QStringLiteral("zh_CN"));
    AppWindowFixture f;
    KeyboardShortcutsDialog* dialog = f.window().openShortcuts();
    CHECK(dialog->windowTitle() == QStringLiteral("键盘快捷键"));
    const QStringList sections = dialog->sectionTitles();
    CHECK(sections.mid(0, 4) == QStringList{QStringLiteral("文件"), QStringLiteral("转到"), QStringLiteral("视图"),
                                            QStringLiteral("帮助")});
    CHECK(sections.contains(QStringLiteral("章节树")));
    CHECK(sections.contains(QStringLiteral("学习卡片")));
    // With NOTEDECK_SCREENSHOT_DIR set, saved there as help-shortcuts-zh.png.
    if (const QString dir = qEnvironmentVariable("NOTEDECK_SCREENSHOT_DIR"); !dir.isEmpty()) {
        dialog->resize(620, 900);
        CHECK(dialog->grab().save(QDir(dir).filePath(QStringLiteral("help-shortcuts-zh.png")), "PNG"));
    }
    dialog->close();
}

TEST_CASE("the card page shows its own words in the interface language", "[i18n][card]")
{
    const std::string markdown = "![](http://127.0.0.1:9/picture.png)";
    auto placeholder = [&](notedeck::gui::test::CardViewHarness& harness, const char* property) {
        return harness.eval(QStringLiteral("document.querySelector('#question .remote-image').%1").arg(QLatin1String(property)))
            .toString();
    };
    {
        InterfaceLanguage chinese(QStringLiteral("zh_CN"));
        notedeck::gui::test::CardViewHarness harness;
        REQUIRE(harness.show(notedeck::gui::test::makeCard(1, markdown, "答案")));
        CHECK(placeholder(harness, "textContent") == QStringLiteral("图片"));
        CHECK(placeholder(harness, "title") ==
              QStringLiteral("未加载（NoteDeck 不显示网络上的图片）：http://127.0.0.1:9/picture.png"));
        CHECK(harness.eval(QStringLiteral("document.getElementById('crumbs').getAttribute('aria-label')")).toString() ==
              QStringLiteral("章节"));
    }
    notedeck::gui::test::CardViewHarness harness;
    REQUIRE(harness.show(notedeck::gui::test::makeCard(1, markdown, "answer")));
    CHECK(placeholder(harness, "textContent") == QStringLiteral("image"));
    CHECK(placeholder(harness, "title").startsWith(QStringLiteral("Not loaded (NoteDeck shows no images from the network)")));
}

TEST_CASE("in English the plurals read 1 card and 2 cards", "[i18n][app]")
{
    InterfaceLanguage english(QStringLiteral("en"));
    auto translate = [](const char* context, const char* source, int n) {
        return QCoreApplication::translate(context, source, nullptr, n);
    };
    CHECK(translate("notedeck::gui::DrillSetupDialog", "%n card(s)", 1) == QStringLiteral("1 card"));
    CHECK(translate("notedeck::gui::DrillSetupDialog", "%n card(s)", 2) == QStringLiteral("2 cards"));
    CHECK(translate("notedeck::gui::StatsView", "<b>%n day(s)</b> in a row", 1) == QStringLiteral("<b>1 day</b> in a row"));
    CHECK(translate("notedeck::gui::StatsView", "<b>%n day(s)</b> in a row", 8) == QStringLiteral("<b>8 days</b> in a row"));

    // And in a window: the drill dialog counts what is ticked.
    AppWindowFixture f;
    REQUIRE(f.waitForTree());
    DrillSetupDialog* dialog = f.window().openDrillSetup({core::DeckPath::parse("基础知识::Python")});
    REQUIRE(dialog);
    const QString one = labelText(dialog, QStringLiteral("ticked"));
    CHECK(one.startsWith(QStringLiteral("1 chapter or section ticked, ")));
    CHECK(one.endsWith(QStringLiteral(" cards to draw from.")));
    dialog->setTicked(core::DeckPath::parse("基础知识::PyTorch"), true);
    CHECK(labelText(dialog, QStringLiteral("ticked")).startsWith(QStringLiteral("2 chapters or sections ticked, ")));
    dialog->reject();
}
