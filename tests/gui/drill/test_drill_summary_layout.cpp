// The drill summary's layout: every question and section name shown in full (wrapped, no scroll
// bars of the tables' own, Markdown marks gone), the settings line breaking only between
// settings, and the plot with room above 100 % and below 0 %.
#include "card_view_harness.h"

#include "gui/drill/drill_history_chart.h"
#include "gui/drill/drill_summary_view.h"

#include <catch2/catch.hpp>

#include <QListWidget>
#include <QScrollBar>
#include <QStyle>
#include <QTreeWidget>

using namespace notedeck;
using namespace notedeck::gui;
using notedeck::gui::test::waitUntil;

namespace {

constexpr core::Timestamp kNoon = 1'764'417'600;   // 2025-11-29T12:00:00Z

service::DrillSummaryItem item(int position, const char* deck, const char* question, std::optional<service::DrillGrade> grade)
{
    service::DrillSummaryItem i;
    i.position = position;
    i.card = position + 1;
    i.deck = core::DeckPath::parse(deck);
    i.question = question;
    i.grade = grade;
    i.seconds = 40 + position;
    return i;
}

service::DrillSummary summary()
{
    using service::DrillGrade;
    service::DrillSummary s;
    s.drill.id = 1;
    s.drill.startedAt = kNoon;
    s.drill.order = "random";
    s.drill.secondsPerQuestion = 90;
    s.drill.questionCount = 3;
    s.items = {
        item(0, "基础知识::Python::上下文管理器",
             "如何用 `contextlib.contextmanager` 实现一个上下文管理器？它和手写 `__enter__` / `__exit__` 的类有什么区别，"
             "异常在两种写法里分别是怎样传播和被吞掉的，各自适合什么场景？",
             DrillGrade::Missed),
        item(1, "基础知识::Python::基本特性", "讲一下 Python 的 `*args` 和 `**kwargs`", DrillGrade::Knew),
        item(2, "基础知识::机器学习基础::优化器与混合精度训练中的数值稳定性问题",
             "BF16 和 FP16 的区别？有什么风险？FP16 为什么更需要通过 *loss scale* 避免梯度下溢？", DrillGrade::Partly),
    };
    s.questions = s.answered = 3;
    s.knew = s.partly = s.missed = 1;
    s.score = 0.5;
    s.missedItems = {s.items[0]};
    s.partlyItems = {s.items[2]};
    for (const auto& i : s.items) {
        service::SectionScore section;
        section.deck = i.deck;
        section.answered = 1;
        section.score = *i.grade == DrillGrade::Knew ? 1.0 : *i.grade == DrillGrade::Partly ? 0.5 : 0.0;
        section.averageSeconds = i.seconds;
        s.weakestSections.push_back(section);
    }
    return s;
}

// A line at 100 % and one at 0 %.
std::vector<service::ChapterSeries> history()
{
    service::ChapterSeries top{core::DeckPath::parse("基础知识::Python"), {{1, kNoon - 86400, 1.0, 2}, {2, kNoon, 1.0, 2}}};
    service::ChapterSeries bottom{core::DeckPath::parse("基础知识::PyTorch"), {{1, kNoon - 86400, 0.0, 1}, {2, kNoon, 0.0, 1}}};
    return {top, bottom};
}

// Every row is tall enough for its text wrapped at its column's width.
bool showsInFull(QTreeWidget* tree, int column)
{
    const int margin = tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1;
    const QFontMetrics metrics(tree->font());
    for (int row = 0; row < tree->topLevelItemCount(); ++row) {
        QTreeWidgetItem* item = tree->topLevelItem(row);
        const int width = tree->columnWidth(column) - 2 * margin;
        const int needed = metrics.boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap, item->text(column)).height();
        if (tree->visualItemRect(item).height() < needed)
            return false;
    }
    return tree->verticalScrollBar()->maximum() == 0 && tree->horizontalScrollBar()->maximum() == 0;
}

} // namespace

TEST_CASE("the drill summary shows every question and section in full", "[drill][summary][layout]")
{
    DrillSummaryView view;
    view.resize(800, 720);
    view.setSummary(summary());
    view.setHistory(history());
    view.show();

    QTreeWidget* questions = view.questionsTable();
    QTreeWidget* sections = view.sectionsTable();
    constexpr int kQuestion = 3;   // #, grade, time, question, section
    REQUIRE(waitUntil([&] { return showsInFull(questions, kQuestion) && showsInFull(sections, 1); }, 5000));

    // The question as it reads, marks gone; it takes most of the width and wraps.
    CHECK(view.questionTexts()[0].startsWith(QStringLiteral("如何用 contextlib.contextmanager 实现一个上下文管理器？")));
    CHECK(view.questionTexts()[1] == QStringLiteral("讲一下 Python 的 *args 和 **kwargs"));
    CHECK(view.questionTexts()[2].contains(QStringLiteral("通过 loss scale 避免")));
    for (const QString& text : view.questionTexts())
        CHECK_FALSE(text.contains(QLatin1Char('`')));
    CHECK(questions->columnWidth(kQuestion) > questions->viewport()->width() / 2);
    const int line = QFontMetrics(questions->font()).height();
    CHECK(questions->visualItemRect(questions->topLevelItem(0)).height() >= 2 * line);
    CHECK(showsInFull(questions, 4));   // the section column, capped, wraps too

    // The weakest sections by their whole names (chapter › section), wrapped where long.
    CHECK(view.weakestSections().contains(QStringLiteral("机器学习基础 › 优化器与混合精度训练中的数值稳定性问题")));

    // The missed and partly lists are as tall as their rows, not boxes of empty space.
    for (QListWidget* list : {view.missedList(), view.findChild<QListWidget*>(QStringLiteral("drillPartly"))}) {
        REQUIRE(list);
        int rows = 2 * list->frameWidth();
        for (int i = 0; i < list->count(); ++i)
            rows += list->visualItemRect(list->item(i)).height();
        CHECK(list->height() == rows);
        CHECK(list->verticalScrollBar()->maximum() == 0);
    }

    // "90 s per question" never breaks between the number and its unit.
    CHECK(view.settingsText().contains(QStringLiteral("90") + QChar(QChar::Nbsp) + QStringLiteral("s")));

    // The plot has room around 0–100 %, so the points at 100 % and 0 % are drawn whole.
    const auto [low, high] = view.chart()->scoreRange();
    CHECK(low < 0);
    CHECK(high > 100);
    CHECK(view.chart()->pointCount() == 4);
}

TEST_CASE("the drill summary's plot says it is reading the history until it has it", "[drill][summary]")
{
    DrillSummaryView view;
    view.setSummary(summary());
    CHECK(view.chart()->note() == QStringLiteral("Reading the drill history…"));
    CHECK(view.chart()->pointCount() == 0);
    view.setHistory(history());
    CHECK(view.chart()->note().isEmpty());
    CHECK(view.chart()->pointCount() == 4);
}
