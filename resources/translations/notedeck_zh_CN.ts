<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CardInfoChartText</name>
    <message>
        <source>Forgetting curve</source>
        <translation>遗忘曲线</translation>
    </message>
    <message>
        <source>Days since the last review</source>
        <translation>距上次复习的天数</translation>
    </message>
    <message>
        <source>Recall probability (%)</source>
        <translation>回忆概率（%）</translation>
    </message>
    <message>
        <source>R at stability %1 days</source>
        <translation>稳定性 %1 天时的 R</translation>
    </message>
    <message>
        <source>Today: %1</source>
        <translation>今天：%1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Due %1</source>
        <translation>%1 到期</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Basic</source>
        <translation>问答</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>反向</translation>
    </message>
    <message>
        <source>Cloze %1</source>
        <comment>the cloze number</comment>
        <translation>填空 %1</translation>
    </message>
    <message>
        <source>%1 (reverse)</source>
        <comment>the reverse card of a pair, named by the side it asks</comment>
        <translation>%1（反向）</translation>
    </message>
    <message>
        <source>Occlusion %1</source>
        <comment>the number of an image occlusion card</comment>
        <translation>图片遮挡 %1</translation>
    </message>
</context>
<context>
    <name>DrillExportText</name>
    <message>
        <source>Interview drill, %1</source>
        <comment>%1: start time</comment>
        <translation>面试演练，%1</translation>
    </message>
    <message>
        <source>Scope: %1</source>
        <translation>范围：%1</translation>
    </message>
    <message>
        <source>the whole deck</source>
        <translation>整个牌组</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>顺序：%1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>weakest first</source>
        <translation>最薄弱的优先</translation>
    </message>
    <message>
        <source>unseen first</source>
        <translation>未学过的优先</translation>
    </message>
    <message>
        <source>Questions: %1, %2 s each</source>
        <comment>%1: questions, %2: seconds</comment>
        <translation>题数：%1，每题 %2 秒</translation>
    </message>
    <message>
        <source>Questions: %1, no time limit</source>
        <translation>题数：%1，不限时</translation>
    </message>
    <message>
        <source>Schedule: updated by the grades</source>
        <translation>复习计划：按评分更新</translation>
    </message>
    <message>
        <source>Schedule: not changed</source>
        <translation>复习计划：未改变</translation>
    </message>
    <message>
        <source>Score: %1 (%2 knew, %3 partly, %4 missed)</source>
        <translation>得分：%1（答出 %2，部分答出 %3，未答出 %4）</translation>
    </message>
    <message>
        <source>Score: %1 (%2 knew, %3 partly, %4 missed, %5 not answered)</source>
        <translation>得分：%1（答出 %2，部分答出 %3，未答出 %4，未作答 %5）</translation>
    </message>
    <message>
        <source>Time: %1 in all, %2 per question on average</source>
        <translation>用时：共 %1，平均每题 %2</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: the question&apos;s number</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>小节</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Knew</source>
        <translation>答出</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>部分答出</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>未答出</translation>
    </message>
    <message>
        <source>Not answered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Missed</source>
        <comment>heading: the missed questions</comment>
        <translation>未答出</translation>
    </message>
    <message>
        <source>Partly known</source>
        <translation>部分答出</translation>
    </message>
    <message>
        <source>Weakest sections</source>
        <translation>最薄弱的小节</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <source>%1 (card %2, %3)</source>
        <comment>%1: question, %2: card id, %3: section</comment>
        <translation>%1（卡片 %2，%3）</translation>
    </message>
    <message>
        <source>%1: %2 of %3, %4 on average</source>
        <comment>%1: section, %2: score, %3: number of questions, %4: time</comment>
        <translation>%1：%3，得分 %2，平均用时 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n 道题</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 秒</translation>
    </message>
</context>
<context>
    <name>EditorLauncher</name>
    <message>
        <source>No application opens %1; set an editor command in the settings.</source>
        <translation>没有程序能打开 %1；请在设置中填写编辑器命令。</translation>
    </message>
    <message>
        <source>Cannot start the editor “%1”.</source>
        <translation>无法启动编辑器“%1”。</translation>
    </message>
</context>
<context>
    <name>JournalSyncText</name>
    <message numerus="yes">
        <source>%n answer(s) from %1 merged</source>
        <translation>
            <numerusform>已合并来自 %1 的 %n 次回答</numerusform>
        </translation>
    </message>
    <message>
        <source>Study changes from %1 merged</source>
        <translation>已合并来自 %1 的学习记录变更</translation>
    </message>
    <message>
        <source>Study journal: %1 (this line was skipped)</source>
        <translation>学习日志：%1（已跳过这一行）</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the study journal skipped: %1</source>
        <translation>
            <numerusform>学习日志中有 %n 行被跳过：%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <source>Elsewhere in the window</source>
        <translation>窗口中的其他位置</translation>
    </message>
    <message>
        <source>Studying a card</source>
        <translation>学习卡片</translation>
    </message>
    <message>
        <source>Show the answer; once it shows, answer Good</source>
        <translation>显示答案；答案显示后，回答“良好”</translation>
    </message>
    <message>
        <source>Undo the last answer</source>
        <translation>撤销上一次回答</translation>
    </message>
    <message>
        <source>Open the card&apos;s note in the editor, at its line</source>
        <translation>在编辑器中打开卡片所在的笔记，定位到所在行</translation>
    </message>
    <message>
        <source>Flag the card, or take its flag off</source>
        <translation>标记卡片，或取消标记</translation>
    </message>
    <message>
        <source>Bury the card until the next day</source>
        <translation>搁置卡片到下一天</translation>
    </message>
    <message>
        <source>Suspend the card</source>
        <translation>暂停卡片</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>结束本次学习</translation>
    </message>
    <message>
        <source>Interview drill</source>
        <translation>面试演练</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Show the answer while typing key points</source>
        <translation>输入要点时显示答案</translation>
    </message>
    <message>
        <source>Cards and notes on screen</source>
        <translation>屏幕上的卡片和笔记</translation>
    </message>
    <message>
        <source>Larger card text</source>
        <translation>放大卡片文字</translation>
    </message>
    <message>
        <source>Smaller card text</source>
        <translation>缩小卡片文字</translation>
    </message>
    <message>
        <source>Card text at its usual size</source>
        <translation>卡片文字恢复默认大小</translation>
    </message>
    <message>
        <source>Back to the overview from reading, search or statistics</source>
        <translation>从阅读、搜索或统计返回概览</translation>
    </message>
    <message>
        <source>Close the import report</source>
        <translation>关闭导入报告</translation>
    </message>
    <message>
        <source>Answer Again</source>
        <translation>回答“重来”</translation>
    </message>
    <message>
        <source>Answer Hard</source>
        <translation>回答“困难”</translation>
    </message>
    <message>
        <source>Answer Good</source>
        <translation>回答“良好”</translation>
    </message>
    <message>
        <source>Answer Easy</source>
        <translation>回答“简单”</translation>
    </message>
    <message>
        <source>Grade: knew it</source>
        <translation>评为“答出”</translation>
    </message>
    <message>
        <source>Grade: partly known</source>
        <translation>评为“部分答出”</translation>
    </message>
    <message>
        <source>Grade: missed it</source>
        <translation>评为“未答出”</translation>
    </message>
    <message>
        <source>Leave the key points; on the card, twice ends the drill; on the summary, go back</source>
        <translation>离开要点输入框；在题目上按两次结束演练；在总结页上返回</translation>
    </message>
    <message>
        <source>Card info: the card&apos;s reviews, memory and forgetting curve</source>
        <translation>卡片信息：卡片的复习记录、记忆状态和遗忘曲线</translation>
    </message>
    <message>
        <source>On the summary: card info of the chosen question</source>
        <translation>在总结页上：所选题目的卡片信息</translation>
    </message>
    <message>
        <source>Card info of the first card in view (Read) or of the opened result (search)</source>
        <translation>视野中第一张卡片（阅读）或已打开结果（搜索）的卡片信息</translation>
    </message>
</context>
<context>
    <name>LaunchOptionsText</name>
    <message>
        <source>NoteDeck: spaced repetition for your Markdown notes.</source>
        <translation>NoteDeck：用你的 Markdown 笔记做间隔重复。</translation>
    </message>
    <message>
        <source>Deck file (default: the deck in your data folder).</source>
        <translation>牌组文件（默认：数据文件夹中的牌组）。</translation>
    </message>
    <message>
        <source>Card theme: light, dark or system.</source>
        <translation>卡片主题：light（浅色）、dark（深色）或 system（跟随系统）。</translation>
    </message>
    <message>
        <source>Render a view, write it to FILE as PNG and exit.</source>
        <translation>渲染一个视图，以 PNG 格式写入 FILE 后退出。</translation>
    </message>
    <message>
        <source>View for --screenshot: %1.</source>
        <translation>--screenshot 的视图：%1。</translation>
    </message>
    <message>
        <source>For --screenshot: review this card.</source>
        <translation>用于 --screenshot：复习这张卡片。</translation>
    </message>
    <message>
        <source>For --screenshot: show the answer too.</source>
        <translation>用于 --screenshot：同时显示答案。</translation>
    </message>
    <message>
        <source>For --screenshot: window size (default 900x700).</source>
        <translation>用于 --screenshot：窗口大小（默认 900x700）。</translation>
    </message>
    <message>
        <source>Notes folder to import and watch (remembered for the next start).</source>
        <translation>要导入并监视的笔记文件夹（下次启动时沿用）。</translation>
    </message>
    <message>
        <source>For --screenshot of overview, read, search, drill: the chapter, e.g. &quot;%1&quot;.</source>
        <translation>用于 overview、read、search、drill 视图的 --screenshot：章节，例如“%1”。</translation>
    </message>
    <message>
        <source>For --screenshot --view search: the search text.</source>
        <translation>用于 --screenshot --view search：要搜索的文字。</translation>
    </message>
    <message>
        <source>For --screenshot --view stats: activity, progress, memory or simulator.</source>
        <translation>用于 --screenshot --view stats：activity、progress、memory 或 simulator。</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>多余的参数：%1</translation>
    </message>
    <message>
        <source>--theme must be light, dark or system, not &quot;%1&quot;</source>
        <translation>--theme 必须是 light、dark 或 system，而不是“%1”</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; views: %2</source>
        <translation>未知视图“%1”；可用的视图：%2</translation>
    </message>
    <message>
        <source>--card shows the review view; it cannot be combined with --view %1</source>
        <translation>--card 显示复习视图，不能与 --view %1 同时使用</translation>
    </message>
    <message>
        <source>--card needs a card id (a positive number), not &quot;%1&quot;</source>
        <translation>--card 需要卡片 ID（正整数），而不是“%1”</translation>
    </message>
    <message>
        <source>--query goes with --view search</source>
        <translation>--query 须与 --view search 一起使用</translation>
    </message>
    <message>
        <source>--tab goes with --view stats and is one of: %1</source>
        <translation>--tab 须与 --view stats 一起使用，取值为：%1</translation>
    </message>
    <message>
        <source>--size must look like 900x700, not &quot;%1&quot;</source>
        <translation>--size 的格式应为 900x700，而不是“%1”</translation>
    </message>
    <message>
        <source>--size must be between 200x150 and 8000x8000</source>
        <translation>--size 必须在 200x150 到 8000x8000 之间</translation>
    </message>
    <message>
        <source>For --screenshot --view stats --tab simulator: the interview date, YYYY-MM-DD.</source>
        <translation>用于 --screenshot --view stats --tab simulator：面试日期，格式 YYYY-MM-DD。</translation>
    </message>
    <message>
        <source>--view, --card, --answer, --size, --deck, --query, --tab and --interview go with --screenshot FILE</source>
        <translation>--view、--card、--answer、--size、--deck、--query、--tab 和 --interview 须与 --screenshot FILE 一起使用</translation>
    </message>
    <message>
        <source>--interview goes with --view stats --tab simulator and takes a date such as 2026-03-15, not &quot;%1&quot;</source>
        <translation>--interview 须与 --view stats --tab simulator 一起使用，取值为日期，例如 2026-03-15，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>ReadDocumentText</name>
    <message>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>重新学习</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>现在到期</translation>
    </message>
    <message>
        <source>due today</source>
        <translation>今天到期</translation>
    </message>
    <message>
        <source>next due %1</source>
        <translation>下次到期 %1</translation>
    </message>
    <message>
        <source>recall %1%</source>
        <translation>回忆概率 %1%</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>全部卡片</translation>
    </message>
    <message>
        <source>Study this card</source>
        <translation>学习这张卡片</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 cards. Choose a chapter or section in the tree to read the rest.</source>
        <translation>只显示了 %2 张卡片中的前 %1 张。在章节树中选择章或节来阅读其余部分。</translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>这里没有卡片。</translation>
    </message>
    <message>
        <source>buried until tomorrow</source>
        <translation>搁置到明天</translation>
    </message>
    <message>
        <source>leech</source>
        <translation>难记卡</translation>
    </message>
    <message>
        <source>Unsuspend</source>
        <translation>取消暂停</translation>
    </message>
    <message>
        <source>Unbury</source>
        <translation>取消搁置</translation>
    </message>
    <message>
        <source>Card info</source>
        <translation>卡片信息</translation>
    </message>
    <message>
        <source>%1: </source>
        <comment>a card&apos;s kind before its state</comment>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <source>Answers per day over the past year (point at a day for its count)</source>
        <translation>过去一年每天的回答数（指向某天可查看数量）</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Week (the month it starts in)</source>
        <translation>周（按起始日所在月份）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n answer(s)</source>
        <translation>
            <numerusform>%1：%n 次回答</numerusform>
        </translation>
    </message>
    <message>
        <source>Again</source>
        <translation>重来</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Answers per day</source>
        <translation>每日回答数</translation>
    </message>
    <message>
        <source>Answers per day, by rating</source>
        <translation>每日回答数（按评分）</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>回答数</translation>
    </message>
    <message>
        <source>Study day</source>
        <translation>学习日</translation>
    </message>
    <message>
        <source>Study time</source>
        <translation>学习时间</translation>
    </message>
    <message>
        <source>Study time per day</source>
        <translation>每日学习时间</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>Cards due</source>
        <translation>到期卡片</translation>
    </message>
    <message>
        <source>Cards due (today includes the overdue ones)</source>
        <translation>到期卡片（今天包括已逾期的）</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡片数</translation>
    </message>
    <message>
        <source>MMM d</source>
        <comment>date format of chart labels (QDate::toString): month and day</comment>
        <translation>M/d</translation>
    </message>
    <message>
        <source>MMM yyyy</source>
        <comment>date format of chart labels (QDate::toString): month and year</comment>
        <translation>yyyy年M月</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Week starting</source>
        <translation>周起始日</translation>
    </message>
    <message>
        <source>Retention (%)</source>
        <translation>保留率（%）</translation>
    </message>
    <message>
        <source>Desired retention %1%</source>
        <translation>期望保留率 %1%</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>按周</translation>
    </message>
    <message>
        <source>Cards by state</source>
        <translation>各状态卡片数</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>重新学习</translation>
    </message>
    <message>
        <source>Young</source>
        <translation>未成熟</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>已成熟</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Buried</source>
        <translation>已搁置</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>(the whole deck)</source>
        <translation>（整个牌组）</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>稳定性</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Retrievability now</source>
        <translation>当前可提取性</translation>
    </message>
    <message>
        <source>Stability (days, from)</source>
        <translation>稳定性（天，区间起点）</translation>
    </message>
    <message>
        <source>Difficulty (1 easy … 10 hard, from)</source>
        <translation>难度（1 易 … 10 难，区间起点）</translation>
    </message>
    <message>
        <source>Retrievability now (%, from)</source>
        <translation>当前可提取性（%，区间起点）</translation>
    </message>
    <message>
        <source>Desired retention (%)</source>
        <translation>期望保留率（%）</translation>
    </message>
    <message>
        <source>Reviews per day</source>
        <translation>每日复习数</translation>
    </message>
    <message>
        <source>Remembered (%)</source>
        <translation>记住（%）</translation>
    </message>
    <message>
        <source>Expected recall per chapter on %1</source>
        <translation>%1 各章节的预计记忆率</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <source>Expected recall (%)</source>
        <translation>预计记忆率（%）</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你的）</translation>
    </message>
    <message numerus="yes">
        <source>Next %n day(s): averages by desired retention</source>
        <translation>
            <numerusform>未来 %n 天：按期望保留率的平均值</numerusform>
        </translation>
    </message>
    <message>
        <source>Share remembered (%)</source>
        <translation>记住的比例（%）</translation>
    </message>
    <message>
        <source>Yours now</source>
        <translation>你现在的</translation>
    </message>
    <message>
        <source>Shown week by week</source>
        <translation>按周显示</translation>
    </message>
    <message>
        <source>Week by week: %1 solid, %2 dashed</source>
        <translation>按周：%1 为实线，%2 为虚线</translation>
    </message>
    <message>
        <source>Week by week at %1</source>
        <translation>保留率 %1 下按周</translation>
    </message>
    <message>
        <source>True retention</source>
        <translation>真实保留率</translation>
    </message>
    <message>
        <source>Mastery per chapter</source>
        <translation>各章节掌握度</translation>
    </message>
    <message>
        <source>Cards mastered</source>
        <translation>已掌握的卡片</translation>
    </message>
    <message>
        <source>Cards mastered (%)</source>
        <translation>已掌握的卡片（%）</translation>
    </message>
    <message>
        <source>As now</source>
        <translation>照现在</translation>
    </message>
    <message>
        <source>%1 new/day, %2%</source>
        <translation>每天 %1 张新卡，%2%</translation>
    </message>
</context>
<context>
    <name>StudyOptionsForm</name>
    <message>
        <source>In note order</source>
        <translation>按笔记顺序</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>The order new cards are introduced in: as they come in the notes, or shuffled</source>
        <translation>新卡片出现的顺序：按笔记中的顺序，或打乱</translation>
    </message>
    <message>
        <source>The chance of recalling a card you want when it comes up: higher means more reviews</source>
        <translation>卡片出现时你希望能回忆起来的概率：越高复习越多</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>The longest a card can wait until its next review</source>
        <translation>一张卡片距下次复习最多可等待的时间</translation>
    </message>
    <message>
        <source>Even out the reviews from day to day</source>
        <translation>让每天的复习量更均匀</translation>
    </message>
    <message>
        <source>Among the days a card&apos;s interval may fall on, choose the one with the fewest reviews due</source>
        <translation>在卡片间隔可能落到的几天中，选到期复习最少的那一天</translation>
    </message>
    <message>
        <source>Bury the other cards of a note until the next day</source>
        <translation>同一笔记的其他卡片推迟到第二天</translation>
    </message>
    <message>
        <source>Once a card is answered, the other clozes of its note and the other direction of a reversed pair wait for the next day</source>
        <translation>回答一张卡片后，同一笔记的其他填空和双向卡片的另一面留到第二天再学</translation>
    </message>
    <message>
        <source>Delays before a new card graduates, e.g. “1m 10m” (m minutes, h hours, d days)</source>
        <translation>新卡片毕业前的间隔，例如“1m 10m”（m 分钟，h 小时，d 天）</translation>
    </message>
    <message>
        <source>Delays after a forgotten card, e.g. “10m”</source>
        <translation>忘记卡片后的间隔，例如“10m”</translation>
    </message>
    <message>
        <source>:00</source>
        <translation>:00</translation>
    </message>
    <message>
        <source>A card forgotten this many times is a leech and is suspended</source>
        <translation>忘记这么多次的卡片算作难记卡片并被暂停</translation>
    </message>
    <message>
        <source>&amp;New cards per day:</source>
        <translation>每天新卡片数(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Reviews per day:</source>
        <translation>每天复习数(&amp;R)：</translation>
    </message>
    <message>
        <source>Ne&amp;w card order:</source>
        <translation>新卡片顺序(&amp;W)：</translation>
    </message>
    <message>
        <source>Desired re&amp;tention:</source>
        <translation>期望记忆保持率(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Maximum interval:</source>
        <translation>最长间隔(&amp;M)：</translation>
    </message>
    <message>
        <source>Load &amp;balancing:</source>
        <translation>负载均衡(&amp;B)：</translation>
    </message>
    <message>
        <source>S&amp;iblings:</source>
        <translation>同笔记卡片(&amp;I)：</translation>
    </message>
    <message>
        <source>Eas&amp;y days:</source>
        <translation>轻松日(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Learning steps:</source>
        <translation>学习步骤(&amp;L)：</translation>
    </message>
    <message>
        <source>Re&amp;learning steps:</source>
        <translation>重新学习步骤(&amp;E)：</translation>
    </message>
    <message>
        <source>Next &amp;day starts at:</source>
        <translation>新的一天开始于(&amp;D)：</translation>
    </message>
    <message>
        <source>Lee&amp;ch threshold:</source>
        <translation>难记卡片阈值(&amp;C)：</translation>
    </message>
    <message>
        <source>Learning steps: %1</source>
        <translation>学习步骤：%1</translation>
    </message>
    <message>
        <source>Relearning steps: %1</source>
        <translation>重新学习步骤：%1</translation>
    </message>
</context>
<context>
    <name>StudyTexts</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>1 review</source>
        <translation>1 次复习</translation>
    </message>
    <message>
        <source>%1 reviews</source>
        <translation>%1 次复习</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation>%1 张新卡片</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::AnkiExportDialog</name>
    <message>
        <source>Export to Anki</source>
        <translation>导出到 Anki</translation>
    </message>
    <message>
        <source>Anki package (*.apkg)</source>
        <translation>Anki 牌组包 (*.apkg)</translation>
    </message>
    <message>
        <source>With the study history: each card&apos;s schedule, its memory and its answers</source>
        <translation>连同学习记录：每张卡片的排程、记忆状态和作答记录</translation>
    </message>
    <message>
        <source>Without it every card arrives in Anki as new. Anki takes a card&apos;s history only the first time it imports the card.</source>
        <translation>不勾选时，每张卡片在 Anki 中都是新卡片。Anki 只在第一次导入某张卡片时接收它的学习记录。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::AppContext</name>
    <message>
        <source>The deck is closed.</source>
        <translation>牌组已关闭。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::CardInfoDialog</name>
    <message>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>重新学习</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>重来</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Card info — card %1</source>
        <translation>卡片信息 — 卡片 %1</translation>
    </message>
    <message>
        <source>Reading the card&apos;s history…</source>
        <translation>正在读取卡片的历史…</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>间隔</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>R before</source>
        <translation>复习前的 R</translation>
    </message>
    <message>
        <source>S after (days)</source>
        <translation>复习后的 S（天）</translation>
    </message>
    <message>
        <source>D after</source>
        <translation>复习后的 D</translation>
    </message>
    <message>
        <source>The recall probability the scheduler gave the card when it was answered</source>
        <translation>回答时调度器给出的回忆概率</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Cannot read the card: %1</source>
        <translation>无法读取这张卡片：%1</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>牌组</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 (no longer in the notes)</source>
        <translation>%1（已不在笔记中）</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>复习次数</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>遗忘次数</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>稳定性</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>%1 of 10</source>
        <translation>%1（满分 10）</translation>
    </message>
    <message>
        <source>Retrievability now</source>
        <translation>当前可提取性</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>记忆</translation>
    </message>
    <message>
        <source>Not answered yet</source>
        <translation>尚未回答</translation>
    </message>
    <message>
        <source>The history does not start with the card&apos;s first answer (it was imported with part of its history): stability and difficulty are shown from the first answer that recorded them, retrievability from the answer after it.</source>
        <translation>历史记录不是从这张卡片的第一次回答开始的（导入时只带有部分历史）：稳定性和难度从第一次记录了它们的回答开始显示，可提取性从其后的一次回答开始显示。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::CardView</name>
    <message>
        <source>Chapter</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>image</source>
        <translation>图片</translation>
    </message>
    <message>
        <source>Not loaded (NoteDeck shows no images from the network): %1</source>
        <translation>未加载（NoteDeck 不显示网络上的图片）：%1</translation>
    </message>
    <message>
        <source>This card could not be shown: %1</source>
        <translation>无法显示这张卡片：%1</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>找不到：%1</translation>
    </message>
    <message>
        <source>Outside the notes folder: %1</source>
        <translation>在笔记文件夹之外：%1</translation>
    </message>
    <message>
        <source>An absolute path (write it relative to the note): %1</source>
        <translation>绝对路径（请写成相对于笔记的路径）：%1</translation>
    </message>
    <message>
        <source>A file: URL (write the path relative to the note): %1</source>
        <translation>file: 网址（请写成相对于笔记的路径）：%1</translation>
    </message>
    <message>
        <source>A symbolic link pointing outside the notes folder: %1</source>
        <translation>指向笔记文件夹之外的符号链接：%1</translation>
    </message>
    <message>
        <source>Over 20 MB: %1</source>
        <translation>超过 20 MB：%1</translation>
    </message>
    <message>
        <source>Not an image format (png, jpg, gif, webp, svg): %1</source>
        <translation>不是图片格式（png、jpg、gif、webp、svg）：%1</translation>
    </message>
    <message>
        <source>Remote images are blocked: %1</source>
        <translation>不加载网络上的图片：%1</translation>
    </message>
    <message>
        <source>Not an image of the notes folder: %1</source>
        <translation>不是笔记文件夹里的图片：%1</translation>
    </message>
    <message>
        <source>No notes folder to show images from: %1</source>
        <translation>没有可显示图片的笔记文件夹：%1</translation>
    </message>
    <message>
        <source>Could not be loaded (gone, or not a valid image): %1</source>
        <translation>无法加载（文件已不在，或不是有效的图片）：%1</translation>
    </message>
    <message>
        <source>Occlude… (this card shows no picture)</source>
        <translation>遮挡…（这张卡片没有图片）</translation>
    </message>
    <message>
        <source>Occlude…</source>
        <translation>遮挡…</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DamagedDeckDialog</name>
    <message>
        <source>NoteDeck cannot open the deck</source>
        <translation>NoteDeck 无法打开牌组</translation>
    </message>
    <message>
        <source>The deck %1 cannot be opened: %2</source>
        <translation>无法打开牌组 %1：%2</translation>
    </message>
    <message>
        <source>Looking for a good backup…</source>
        <translation>正在查找完好的备份…</translation>
    </message>
    <message>
        <source>&amp;Restore this backup…</source>
        <translation>恢复此备份(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Quit without changing anything</source>
        <translation>退出，不做任何更改(&amp;Q)</translation>
    </message>
    <message>
        <source>No good backup of this deck was found in %1. Keep the damaged file: SQLite&apos;s own tools (sqlite3 FILE .recover) may still save much of it. To start over with a new deck, move the file away and start NoteDeck again.</source>
        <translation>在 %1 中没有找到这个牌组的完好备份。请保留损坏的文件：SQLite 自带的工具（sqlite3 FILE .recover）也许仍能救回其中大部分内容。若要用新牌组重新开始，请把该文件移走后再启动 NoteDeck。</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>恢复备份</translation>
    </message>
    <message>
        <source>Replace the damaged deck with the backup made %1 (%2 cards, %3 reviews)? The damaged file is kept as a backup.</source>
        <translation>用制作于 %1 的备份（%2 张卡片，%3 次复习）替换损坏的牌组吗？损坏的文件会作为备份保留。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Restoring %1…</source>
        <translation>正在恢复 %1…</translation>
    </message>
    <message>
        <source>Restoring failed: %1. The deck has not been replaced.</source>
        <translation>恢复失败：%1。牌组没有被替换。</translation>
    </message>
    <message>
        <source>The backup %1 could not be restored.</source>
        <translation>无法恢复备份 %1。</translation>
    </message>
    <message>
        <source>less than a minute ago</source>
        <translation>不到一分钟前</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n 分钟前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n 小时前</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n 天前</numerusform>
        </translation>
    </message>
    <message>
        <source>The latest good backup is %1, made %2 (%3), with %4 cards and %5 reviews; answers given after it was made are not in it. Restoring it replaces the damaged deck, which is kept in %6 first, so nothing is lost.</source>
        <translation>最新的完好备份是 %1，制作于 %2（%3），含 %4 张卡片和 %5 次复习；在它之后给出的回答不在其中。恢复它会替换损坏的牌组，损坏的牌组会先保存到 %6，因此不会丢失任何内容。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DeckTreeModel</name>
    <message>
        <source>All cards</source>
        <translation>全部卡片</translation>
    </message>
    <message>
        <source>Every card of the deck</source>
        <translation>牌组中的每一张卡片</translation>
    </message>
    <message numerus="yes">
        <source>%n new card(s), never studied</source>
        <translation>
            <numerusform>%n 张新卡片，从未学习</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n review(s) due today</source>
        <translation>
            <numerusform>%n 张复习卡片今天到期</numerusform>
        </translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>到期</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>掌握度</translation>
    </message>
    <message>
        <source>Mastered: %1 of %2 cards (%3%).</source>
        <translation>已掌握：%2 张卡片中的 %1 张（%3%）。</translation>
    </message>
    <message>
        <source>A card is mastered when it is a review card (past its learning steps, not relearning after Again) that you would recall now with at least %1% probability and whose stability is at least %2 days (its recall takes that long to fall to %1%), as the memory model estimates. New cards and cards in learning are not mastered.</source>
        <translation>按记忆模型估计，一张卡片算作已掌握，须是复习卡片（已走完学习步骤，不在答“重来”后的重学中），现在回忆起来的把握至少为 %1%，且稳定性至少为 %2 天（回忆把握降到 %1% 需要这么久）。新卡片和学习中的卡片不算已掌握。</translation>
    </message>
    <message>
        <source>Share of the cards mastered.</source>
        <translation>已掌握卡片的比例。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in learning</source>
        <translation>
            <numerusform>%n 张学习中的卡片</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillHistoryChart</name>
    <message>
        <source>Score per chapter over your drills</source>
        <translation>各章节历次演练得分</translation>
    </message>
    <message>
        <source>Whole deck</source>
        <translation>整个牌组</translation>
    </message>
    <message>
        <source>No drills yet: the score per chapter appears here after the first one.</source>
        <translation>还没有演练：完成第一次演练后，这里会显示各章节的得分。</translation>
    </message>
    <message numerus="yes">
        <source>%n more chapter(s) drilled less often are not drawn.</source>
        <translation>
            <numerusform>另有 %n 个演练较少的章节未画出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the drill history…</source>
        <translation>正在读取演练记录…</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillHistoryView</name>
    <message>
        <source>Drill history</source>
        <translation>演练记录</translation>
    </message>
    <message>
        <source>No drills yet. Start one with Go › Interview drill… or from the chapter tree&apos;s menu.</source>
        <translation>还没有演练。可通过“转到 › 面试演练…”或章节树的菜单开始一次演练。</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>已答</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Per chapter</source>
        <translation>各章节</translation>
    </message>
    <message>
        <source>Double-click a drill to see its summary again</source>
        <translation>双击一次演练可再次查看其总结</translation>
    </message>
    <message>
        <source>Open the summary</source>
        <translation>打开总结</translation>
    </message>
    <message>
        <source>Remove from the history…</source>
        <translation>从记录中删除…</translation>
    </message>
    <message>
        <source>New drill…</source>
        <translation>新演练…</translation>
    </message>
    <message>
        <source>Back to the deck</source>
        <translation>返回牌组</translation>
    </message>
    <message>
        <source>Cannot read the drill history: %1</source>
        <translation>无法读取演练记录：%1</translation>
    </message>
    <message>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2 题</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Remove the drill</source>
        <translation>删除演练</translation>
    </message>
    <message>
        <source>Remove this drill and its answers from the history? The cards stay as they are.</source>
        <translation>从记录中删除这次演练及其回答吗？卡片保持不变。</translation>
    </message>
    <message>
        <source>Reading the drill history…</source>
        <translation>正在读取演练记录…</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillSetupDialog</name>
    <message>
        <source>Interview drill</source>
        <translation>面试演练</translation>
    </message>
    <message>
        <source>Questions drawn from the chapters and sections you tick, asked one at a time the way an interviewer would. Answer aloud, then reveal and grade yourself.</source>
        <translation>从你勾选的章节和小节中抽题，像面试官那样一次问一题。先大声作答，再显示答案并给自己评分。</translation>
    </message>
    <message>
        <source>Chapters and sections</source>
        <translation>章节和小节</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡片数</translation>
    </message>
    <message>
        <source>Fewer are asked when the chosen chapters hold fewer cards</source>
        <translation>所选章节的卡片较少时，题数也会相应减少</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Weakest first</source>
        <translation>最薄弱的优先</translation>
    </message>
    <message>
        <source>Unseen first</source>
        <translation>未学过的优先</translation>
    </message>
    <message>
        <source>Lowest chance of recall first, then the cards forgotten most often</source>
        <translation>先出记忆概率最低的，再出遗忘次数最多的</translation>
    </message>
    <message>
        <source>Cards never studied first, then the others</source>
        <translation>先出从未学过的卡片，再出其余的</translation>
    </message>
    <message>
        <source>Time limit per question</source>
        <translation>每题限时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>A countdown runs above the question; when it reaches zero the answer is shown</source>
        <translation>问题上方显示倒计时；归零时显示答案</translation>
    </message>
    <message>
        <source>Grades update the review schedule</source>
        <translation>评分更新复习计划</translation>
    </message>
    <message>
        <source>Off: the drill leaves the daily schedule alone. On: Knew counts as Good, Partly as Hard and Missed as Again, as if answered in a review</source>
        <translation>关闭：演练不影响每日复习计划。开启：答出算作“良好”，部分答出算作“困难”，未答出算作“重来”，如同在复习中作答</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题数</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>顺序</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>限时</translation>
    </message>
    <message>
        <source>Start the drill</source>
        <translation>开始演练</translation>
    </message>
    <message numerus="yes">
        <source>Nothing ticked: questions come from the whole deck (%n card(s)).</source>
        <translation>
            <numerusform>未勾选：从整个牌组出题（%n 张卡片）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ticked, %2 to draw from.</source>
        <translation>已勾选 %1，可抽取 %2。</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) or section(s)</source>
        <translation>
            <numerusform>%n 个章节或小节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡片</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillSummaryView</name>
    <message>
        <source>Double-click or Enter: study this card now</source>
        <translation>双击或回车：立即学习这张卡片</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>小节</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Double-click a question to study its card</source>
        <translation>双击问题可学习对应的卡片</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>已答</translation>
    </message>
    <message>
        <source>Per question</source>
        <translation>每题用时</translation>
    </message>
    <message>
        <source>Review the missed cards today</source>
        <translation>今天复习未答出的卡片</translation>
    </message>
    <message>
        <source>Make the missed cards due now, so today&apos;s study asks them again</source>
        <translation>让未答出的卡片立即到期，今天学习时会再次出现</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>导出为 Markdown…</translation>
    </message>
    <message>
        <source>Drill history</source>
        <translation>演练记录</translation>
    </message>
    <message>
        <source>Back to the deck</source>
        <translation>返回牌组</translation>
    </message>
    <message>
        <source>Back to the deck (Esc)</source>
        <translation>返回牌组（Esc）</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>未答出</translation>
    </message>
    <message>
        <source>Partly known</source>
        <translation>部分答出</translation>
    </message>
    <message>
        <source>Weakest sections</source>
        <translation>最薄弱的小节</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>题目</translation>
    </message>
    <message>
        <source>Knew</source>
        <translation>答出</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>部分答出</translation>
    </message>
    <message>
        <source>Drill complete</source>
        <translation>演练完成</translation>
    </message>
    <message>
        <source>Drill ended after %1 of %2 questions</source>
        <translation>演练在答完 %1 题（共 %2 题）后结束</translation>
    </message>
    <message>
        <source>weakest first</source>
        <translation>最薄弱的优先</translation>
    </message>
    <message>
        <source>unseen first</source>
        <translation>未学过的优先</translation>
    </message>
    <message>
        <source>random order</source>
        <translation>随机顺序</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>the whole deck</source>
        <translation>整个牌组</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 s per question</source>
        <translation>每题 %1 秒</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 knew · %2 partly · %3 missed, of %4 answered</source>
        <translation>已答 %4 题：答出 %1 · 部分答出 %2 · 未答出 %3</translation>
    </message>
    <message>
        <source>%1 in all, %2 per question</source>
        <translation>共 %1，每题 %2</translation>
    </message>
    <message>
        <source>No question was answered.</source>
        <translation>没有回答任何问题。</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Your notes: %1</source>
        <translation>你的要点：%1</translation>
    </message>
    <message>
        <source>None missed.</source>
        <translation>没有未答出的题目。</translation>
    </message>
    <message>
        <source>None partly known.</source>
        <translation>没有部分答出的题目。</translation>
    </message>
    <message>
        <source>Off: the deck is open read-only (%1), so the missed cards cannot be made due.</source>
        <translation>不可用：牌组以只读方式打开（%1），无法让未答出的卡片立即到期。</translation>
    </message>
    <message>
        <source>Off: no question was missed.</source>
        <translation>不可用：没有未答出的题目。</translation>
    </message>
    <message>
        <source>Card info</source>
        <translation>卡片信息</translation>
    </message>
    <message>
        <source>Study this card</source>
        <translation>学习这张卡片</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillView</name>
    <message>
        <source>The deck is closed.</source>
        <translation>牌组已关闭。</translation>
    </message>
    <message>
        <source>Cannot start the drill: %1</source>
        <translation>无法开始演练：%1</translation>
    </message>
    <message>
        <source>The whole deck</source>
        <translation>整个牌组</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Time is up. How well did you know it?</source>
        <translation>时间到。你答得怎么样？</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>时间到</translation>
    </message>
    <message>
        <source>Time left for this question (%1 s in all)</source>
        <translation>本题剩余时间（共 %1 秒）</translation>
    </message>
    <message>
        <source>Time on this question</source>
        <translation>本题已用时间</translation>
    </message>
    <message>
        <source>The grade was not saved: %1</source>
        <translation>评分未保存：%1</translation>
    </message>
    <message>
        <source>The missed cards were not changed: %1</source>
        <translation>未答出的卡片未作更改：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n missed card(s) are due now; Study now asks them.</source>
        <translation>
            <numerusform>%n 张未答出的卡片现已到期；“现在学习”会再问它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the drill summary</source>
        <translation>导出演练总结</translation>
    </message>
    <message>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Saved the summary to %1.</source>
        <translation>总结已保存到 %1。</translation>
    </message>
    <message>
        <source>The drill ended because the deck was closed.</source>
        <translation>牌组已关闭，演练结束。</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>This question / questions in the drill</source>
        <translation>当前题 / 本次演练的题数</translation>
    </message>
    <message>
        <source>End the drill</source>
        <translation>结束演练</translation>
    </message>
    <message>
        <source>Key points of your answer (optional; kept with the drill). Ctrl+Enter shows the answer.</source>
        <translation>你的答题要点（可选，随演练保存）。Ctrl+Enter 显示答案。</translation>
    </message>
    <message>
        <source>Show the answer  (Space)</source>
        <translation>显示答案（空格）</translation>
    </message>
    <message>
        <source>Show the answer below the question (Space or Enter)</source>
        <translation>在问题下方显示答案（空格或回车）</translation>
    </message>
    <message>
        <source>2  Partly</source>
        <translation>2  部分答出</translation>
    </message>
    <message>
        <source>You knew part of it (2)</source>
        <translation>你答出了一部分（2）</translation>
    </message>
    <message>
        <source>Drawing the questions…</source>
        <translation>正在抽题…</translation>
    </message>
    <message>
        <source>Cannot read the drill history: %1</source>
        <translation>无法读取演练记录：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n missed new card(s) come in today&apos;s study, beyond the daily limit of new cards.</source>
        <translation>
            <numerusform>%n 张未答出的新卡片会进入今天的学习，不占每日新卡片上限。</numerusform>
        </translation>
    </message>
    <message>
        <source>The missed cards are due today already.</source>
        <translation>未答出的卡片今天已经到期。</translation>
    </message>
    <message>
        <source>Drills are off: the deck is open read-only (%1).</source>
        <translation>无法演练：牌组以只读方式打开（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>Esc again ends the drill and shows the summary of the %n question(s) answered.</source>
        <translation>
            <numerusform>再按一次 Esc 结束演练，并查看已答的 %n 道题的总结。</numerusform>
        </translation>
    </message>
    <message>
        <source>End now and see the summary; questions not graded do not count (Esc twice)</source>
        <translation>立即结束并查看总结；未评分的题目不计入（按两次 Esc）</translation>
    </message>
    <message>
        <source>1  Missed</source>
        <translation>1  未答出</translation>
    </message>
    <message>
        <source>You did not know it (1)</source>
        <translation>你没答出来（1）</translation>
    </message>
    <message>
        <source>3  Knew</source>
        <translation>3  答出</translation>
    </message>
    <message>
        <source>You knew it (3)</source>
        <translation>你答出来了（3）</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::EasyDaysEdit</name>
    <message>
        <source>Mon</source>
        <translation>周一</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>周二</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>周三</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>周四</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>周五</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>周六</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>周日</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Reduced</source>
        <translation>减少</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>最少</translation>
    </message>
    <message>
        <source>Reviews whose interval may fall on another day move off reduced and minimum days; a reduced day keeps about half a normal day&apos;s reviews, a minimum day only those that cannot move</source>
        <translation>间隔可以落在其他日子的复习会移出“减少”和“最少”的日子；“减少”的日子约保留正常日子一半的复习，“最少”的日子只保留无法移动的复习</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::FsrsParametersPanel</name>
    <message>
        <source>Memory model (FSRS parameters)</source>
        <translation>记忆模型（FSRS 参数）</translation>
    </message>
    <message>
        <source>The 21 weights w0 … w20 of the FSRS-6 memory model, row by row</source>
        <translation>FSRS-6 记忆模型的 21 个权重 w0 … w20，逐行排列</translation>
    </message>
    <message>
        <source>Optimize fits the parameters to your own review history. The fitted parameters are adopted only when they predict your past answers better than the current ones, that is, when their log loss is lower.</source>
        <translation>“优化”会根据你自己的复习记录拟合参数。只有当拟合出的参数比当前参数更能预测你过去的回答（即对数损失更低）时才会采用。</translation>
    </message>
    <message>
        <source>&amp;Reschedule existing cards with the new parameters</source>
        <translation>用新参数重新安排现有卡片(&amp;R)</translation>
    </message>
    <message>
        <source>Works out each card&apos;s memory again from its answers and moves its next review accordingly; your review history is not changed</source>
        <translation>根据每张卡片的回答重新计算其记忆状态，并相应调整下次复习时间；复习记录不会改变</translation>
    </message>
    <message>
        <source>&amp;Optimize</source>
        <translation>优化(&amp;O)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cannot read the parameters: %1</source>
        <translation>无法读取参数：%1</translation>
    </message>
    <message>
        <source>The FSRS-6 defaults, fitted to many learners. Optimize fits them to you.</source>
        <translation>FSRS-6 默认参数，由大量学习者的数据拟合而来。“优化”可使其适合你。</translation>
    </message>
    <message>
        <source>Personal parameters, optimized on %1 (reviews used: %2).</source>
        <translation>个人参数，优化于 %1（使用了 %2 次复习）。</translation>
    </message>
    <message>
        <source>Personal parameters.</source>
        <translation>个人参数。</translation>
    </message>
    <message>
        <source>Waiting for the deck…</source>
        <translation>正在等待牌组…</translation>
    </message>
    <message>
        <source>Epoch %1 of %2 — %p%</source>
        <translation>第 %1 轮，共 %2 轮 — %p%</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>已取消；未作任何更改。</translation>
    </message>
    <message>
        <source>Optimizing failed: %1</source>
        <translation>优化失败：%1</translation>
    </message>
    <message>
        <source>Too little review history to fit. Reviews: %1; answers on a later day than the card&apos;s previous one, which the fit learns from: %2. At least 8 of those are needed, and a few hundred for a reliable fit. The current parameters are kept.</source>
        <translation>复习记录太少，无法拟合。复习：%1 次；可供拟合学习的回答（与该卡片上一次回答不在同一天）：%2 次。这类回答至少需要 8 次，可靠的拟合需要几百次。当前参数保持不变。</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Optimized</source>
        <translation>优化后</translation>
    </message>
    <message>
        <source>Log loss</source>
        <translation>对数损失</translation>
    </message>
    <message>
        <source>RMSE (bins)</source>
        <translation>RMSE（分箱）</translation>
    </message>
    <message>
        <source>Reviews used: %1, of which predicted: %2. Fitted in %3.</source>
        <translation>使用了 %1 次复习，其中预测了 %2 次。拟合用时 %3。</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>With this little history only the first four parameters, the memory after a card&apos;s first answer, were fitted.</source>
        <translation>复习记录较少，只拟合了前四个参数，即卡片第一次回答后的记忆状态。</translation>
    </message>
    <message>
        <source>Lower log loss: the optimized parameters are now in use.</source>
        <translation>对数损失更低：现已采用优化后的参数。</translation>
    </message>
    <message>
        <source>Cards rescheduled: %1.</source>
        <translation>已重新安排 %1 张卡片。</translation>
    </message>
    <message>
        <source>The optimized parameters predict your reviews no better; the current ones are kept.</source>
        <translation>优化后的参数预测效果并不更好；保留当前参数。</translation>
    </message>
    <message>
        <source>Ignore reviews before</source>
        <translation>忽略此日期之前的复习</translation>
    </message>
    <message>
        <source>Cards first answered before this day are left out of the fit, and a card&apos;s memory is worked out again from its answers on this day and later. Useful after importing someone else&apos;s history, or after changing how you use the answer buttons.</source>
        <translation>在这一天之前首次回答的卡片不参与拟合；重新计算卡片的记忆状态时，只使用这一天及之后的回答。适用于导入了他人的复习记录，或改变了评分按钮的用法之后。</translation>
    </message>
    <message>
        <source>Left out: %1 cards (%2 reviews) whose history does not start with their first answer, or starts before the date to ignore reviews before.</source>
        <translation>未参与拟合：%1 张卡片（%2 次复习），它们的记录不是从第一次回答开始，或开始于忽略日期之前。</translation>
    </message>
    <message>
        <source>Health check: too few reviews for a reliable fit: %1 predicted; %2 or more make a reliable fit.</source>
        <translation>健康检查：复习太少，拟合不够可靠：可预测的复习 %1 次；至少 %2 次才能得到可靠的拟合。</translation>
    </message>
    <message>
        <source>Health check: Hard seems to be used as a failing grade: of %1 reviews a day or more apart, %2 were answered Again and %3 Hard. Hard means you recalled the answer with effort; answer Again when you forgot.</source>
        <translation>健康检查：“困难”似乎被当作未通过使用：在间隔一天或以上的 %1 次复习中，%2 次选择“重来”，%3 次选择“困难”。“困难”表示你费力地想起了答案；忘记时请选择“重来”。</translation>
    </message>
    <message>
        <source>Health check: no problems found.</source>
        <translation>健康检查：未发现问题。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ImportReportPanel</name>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>关闭 (Esc)</translation>
    </message>
    <message>
        <source>Double click or press Enter to open the file at that line</source>
        <translation>双击或按回车在该行打开文件</translation>
    </message>
    <message>
        <source>The import was cancelled; the deck was not changed.</source>
        <translation>导入已取消；牌组没有改动。</translation>
    </message>
    <message>
        <source>The notes could not be imported: %1</source>
        <translation>笔记无法导入：%1</translation>
    </message>
    <message numerus="yes">
        <source>Notes imported: nothing changed (%n card(s)).</source>
        <translation>
            <numerusform>笔记已导入：没有变化（%n 张卡片）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1，%2：</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes imported: %1, %2, %3, %4, %5.</source>
        <translation>笔记已导入：%1，%2，%3，%4，%5。</translation>
    </message>
    <message numerus="yes">
        <source>%n new</source>
        <translation>
            <numerusform>新增 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n updated</source>
        <translation>
            <numerusform>更新 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved</source>
        <translation>
            <numerusform>移动 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retired</source>
        <translation>
            <numerusform>停用 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n restored</source>
        <translation>
            <numerusform>恢复 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read this file: it is not a regular file (a broken link or a folder?)</source>
        <translation>无法读取此文件：它不是普通文件（失效的链接或文件夹？）</translation>
    </message>
    <message>
        <source>Cannot read this file: %1</source>
        <translation>无法读取此文件：%1</translation>
    </message>
    <message>
        <source>Cannot read this file: a read error occurred</source>
        <translation>无法读取此文件：读取时出错</translation>
    </message>
    <message>
        <source>This is a binary file, not Markdown text (it contains NUL bytes); it was skipped</source>
        <translation>这是二进制文件，不是 Markdown 文本（含有 NUL 字节），已跳过</translation>
    </message>
    <message>
        <source>This file is not valid UTF-8 text (byte %1); save it as UTF-8 and import again</source>
        <translation>此文件不是有效的 UTF-8 文本（第 %1 个字节）；请存为 UTF-8 后重新导入</translation>
    </message>
    <message>
        <source>Cannot list the whole folder: %1</source>
        <translation>无法列出整个文件夹：%1</translation>
    </message>
    <message>
        <source>No Markdown (.md) files in the notes folder</source>
        <translation>笔记文件夹中没有 Markdown（.md）文件</translation>
    </message>
    <message>
        <source>The same question as line %1 in this section; both are kept as separate cards</source>
        <translation>与本节第 %1 行的问题相同；两者都保留为单独的卡片</translation>
    </message>
    <message>
        <source>This list item does not start with a question; it is not a card</source>
        <translation>此列表项不以问题开头，不会成为卡片</translation>
    </message>
    <message>
        <source>This question has no answer (nothing is nested under it); it is not a card</source>
        <translation>这个问题没有答案（下面没有嵌套内容），不会成为卡片</translation>
    </message>
    <message>
        <source>This question heading has no answer before the next heading; it is not a card</source>
        <translation>这个问题标题在下一个标题之前没有答案，不会成为卡片</translation>
    </message>
    <message>
        <source>Display math &quot;$$&quot; is never closed; it is shown as text</source>
        <translation>行间公式“$$”没有闭合，按文本显示</translation>
    </message>
    <message>
        <source>This code fence is never closed; the rest of the file is shown as code</source>
        <translation>此代码块没有闭合，文件其余部分按代码显示</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>移动</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>停用</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>恢复</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>…… 还有 %n 张</numerusform>
        </translation>
    </message>
    <message>
        <source>This cloze is never closed with }}; it is shown as text</source>
        <translation>这个填空没有用 }} 结束；按原文显示</translation>
    </message>
    <message>
        <source>The cloze number &quot;%1&quot; is not a positive whole number; the cloze is shown as text</source>
        <translation>填空编号“%1”不是正整数；按原文显示</translation>
    </message>
    <message>
        <source>This cloze hides nothing; it is shown as text</source>
        <translation>这个填空没有要隐藏的内容；按原文显示</translation>
    </message>
    <message>
        <source>A cloze inside another cloze: the inner one is shown as written</source>
        <translation>填空里嵌套了填空：里面的按原文显示</translation>
    </message>
    <message>
        <source>This note holds %1 clozes, more than a note may hold; it gives no cards</source>
        <translation>这条笔记有 %1 个填空，超过了一条笔记的上限；不生成卡片</translation>
    </message>
    <message>
        <source>Now a cloze note (new cards; the old card is retired with its history)</source>
        <translation>已改为填空笔记（生成新卡片；原卡片连同历史一起停用）</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::KeyboardShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Notes &amp;folder…</source>
        <translation>笔记文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Import notes now</source>
        <translation>立即导入笔记(&amp;I)</translation>
    </message>
    <message>
        <source>Import from An&amp;ki…</source>
        <translation>从 Anki 导入(&amp;K)…</translation>
    </message>
    <message>
        <source>Export to &amp;Anki…</source>
        <translation>导出到 Anki(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>恢复备份(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Read the chapter</source>
        <translation>阅读本章(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>搜索(&amp;S)…</translation>
    </message>
    <message>
        <source>S&amp;tudy the chapter</source>
        <translation>学习本章(&amp;T)</translation>
    </message>
    <message>
        <source>Study &amp;everything</source>
        <translation>学习全部(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Chapter tree</source>
        <translation>章节树(&amp;C)</translation>
    </message>
    <message>
        <source>Study the selected chapter</source>
        <translation>学习选中的章节</translation>
    </message>
    <message>
        <source>Chapter tree</source>
        <translation>章节树</translation>
    </message>
    <message>
        <source>Interview &amp;drill…</source>
        <translation>面试演练(&amp;D)…</translation>
    </message>
    <message>
        <source>Drill &amp;history</source>
        <translation>演练记录(&amp;H)</translation>
    </message>
    <message>
        <source>Drill the selected chapters</source>
        <translation>演练选中的章节</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>阅读(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>学习(&amp;S)</translation>
    </message>
    <message>
        <source>Drill these %1 chapters…</source>
        <translation>演练这 %1 个章节…</translation>
    </message>
    <message>
        <source>&amp;Drill this chapter…</source>
        <translation>演练本章(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Larger card text	Ctrl+=</source>
        <translation>放大卡片文字	Ctrl+=</translation>
    </message>
    <message>
        <source>Smaller card text	Ctrl+-</source>
        <translation>缩小卡片文字	Ctrl+-</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About NoteDeck</source>
        <translation>关于 NoteDeck(&amp;A)</translation>
    </message>
    <message>
        <source>About NoteDeck</source>
        <translation>关于 NoteDeck</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NoteDeck %1&lt;/h3&gt;&lt;p&gt;Spaced repetition for your Markdown notes: flashcards made from your notes, scheduled with FSRS-6.&lt;/p&gt;&lt;p&gt;MIT licence. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NoteDeck %1&lt;/h3&gt;&lt;p&gt;用你的 Markdown 笔记做间隔重复：由笔记生成抽认卡，用 FSRS-6 安排复习。&lt;/p&gt;&lt;p&gt;MIT 许可证。基于 Qt %2 构建。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::MainWindow</name>
    <message>
        <source>NoteDeck</source>
        <translation>NoteDeck</translation>
    </message>
    <message>
        <source>Chapters: Enter reads the selected one, S studies it</source>
        <translation>章节：回车阅读所选章节，S 学习它</translation>
    </message>
    <message>
        <source>Cannot count the cards: %1</source>
        <translation>无法统计卡片：%1</translation>
    </message>
    <message>
        <source>This deck is open read-only: %1. You can browse, read and search; studying, importing, settings and restoring are off.</source>
        <translation>此牌组以只读方式打开：%1。可以浏览、阅读和搜索；学习、导入、设置和恢复已停用。</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>Exporting to Anki…</source>
        <translation>正在导出到 Anki…</translation>
    </message>
    <message>
        <source>%1 written: %2 notes, %3 cards, %4 answers, %5 media files.</source>
        <translation>已写入 %1：%2 条笔记、%3 张卡片、%4 次作答、%5 个媒体文件。</translation>
    </message>
    <message>
        <source>Not added:</source>
        <translation>未能加入：</translation>
    </message>
    <message>
        <source>The Anki package could not be written: %1</source>
        <translation>无法写入 Anki 牌组包：%1</translation>
    </message>
    <message>
        <source>Export to Anki</source>
        <translation>导出到 Anki</translation>
    </message>
    <message>
        <source>Settings saved. The new language shows the next time NoteDeck starts.</source>
        <translation>设置已保存。新语言将在下次启动 NoteDeck 时生效。</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>设置已保存。</translation>
    </message>
    <message>
        <source>The backup was restored.</source>
        <translation>备份已恢复。</translation>
    </message>
    <message>
        <source>Restoring failed: %1</source>
        <translation>恢复失败：%1</translation>
    </message>
    <message>
        <source>The daily backup failed: %1</source>
        <translation>每日备份失败：%1</translation>
    </message>
    <message>
        <source>Open the deck for writing</source>
        <translation>打开牌组以写入</translation>
    </message>
    <message>
        <source>NoteDeck is already using this deck (pid %1)</source>
        <translation>另一个 NoteDeck 正在使用此牌组（pid %1）</translation>
    </message>
    <message>
        <source>The other NoteDeck has closed this deck. Open it again to study, import and change settings here.</source>
        <translation>另一个 NoteDeck 已关闭此牌组。重新打开它即可在这里学习、导入和修改设置。</translation>
    </message>
    <message>
        <source>The deck could not be opened again: %1</source>
        <translation>无法重新打开牌组：%1</translation>
    </message>
    <message>
        <source>The deck is still read-only: %1</source>
        <translation>牌组仍为只读：%1</translation>
    </message>
    <message>
        <source>This NoteDeck writes the deck now.</source>
        <translation>现在由这个 NoteDeck 写入牌组。</translation>
    </message>
    <message>
        <source>Import from Anki</source>
        <translation>从 Anki 导入</translation>
    </message>
    <message>
        <source>Anki notes are written as Markdown into your notes folder. Choose your own notes folder first (File › Notes folder…).</source>
        <translation>来自 Anki 的笔记会以 Markdown 写入你的笔记文件夹。请先选择你自己的笔记文件夹（文件 › 笔记文件夹…）。</translation>
    </message>
    <message>
        <source>Anki packages (*.apkg *.colpkg)</source>
        <translation>Anki 牌组包 (*.apkg *.colpkg)</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>没有导入任何内容。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::NotesImport</name>
    <message>
        <source>Choose the notes folder</source>
        <translation>选择笔记文件夹</translation>
    </message>
    <message>
        <source>This deck does not say which notes folder it comes from: choose it with File › Notes folder…</source>
        <translation>此牌组没有记录它来自哪个笔记文件夹：请用“文件 › 笔记文件夹…”选择</translation>
    </message>
    <message>
        <source>The notes were not imported: the deck is open read-only (%1).</source>
        <translation>笔记未导入：牌组以只读方式打开（%1）。</translation>
    </message>
    <message>
        <source>The notes in %1 cannot be imported: %2</source>
        <translation>无法导入 %1 中的笔记：%2</translation>
    </message>
    <message>
        <source>another notes folder</source>
        <translation>另一个笔记文件夹</translation>
    </message>
    <message>
        <source>Use another notes folder</source>
        <translation>使用另一个笔记文件夹</translation>
    </message>
    <message numerus="yes">
        <source>This deck&apos;s cards come from %1.

Importing %2 instead retires %n of them: they are hidden from study and keep their history, and come back if you import their folder again.</source>
        <translation>
            <numerusform>此牌组的卡片来自 %1。

改为导入 %2 会停用其中 %n 张：它们不再出现在学习中，但保留历史记录，再次导入原文件夹时会恢复。</numerusform>
        </translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>保留 %1</translation>
    </message>
    <message>
        <source>The notes folder stays %1.</source>
        <translation>笔记文件夹仍为 %1。</translation>
    </message>
    <message>
        <source>Nothing was imported from %1.</source>
        <translation>没有从 %1 导入任何内容。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::NotesPreviewDialog</name>
    <message numerus="yes">
        <source>%n list item(s)</source>
        <translation>
            <numerusform>%n 个列表项</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question heading(s)</source>
        <translation>
            <numerusform>%n 个问题标题</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloze(s)</source>
        <translation>
            <numerusform>%n 个填空</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n one-line card(s)</source>
        <translation>
            <numerusform>%n 张单行卡片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reverse card(s)</source>
        <translation>
            <numerusform>%n 张反向卡片</numerusform>
        </translation>
    </message>
    <message>
        <source>lists and headings</source>
        <translation>列表项和问题标题</translation>
    </message>
    <message>
        <source>headings only</source>
        <translation>仅问题标题</translation>
    </message>
    <message>
        <source>explicit cards only</source>
        <translation>仅显式卡片</translation>
    </message>
    <message>
        <source>%1 (.notedeck.toml)</source>
        <translation>%1（来自 .notedeck.toml）</translation>
    </message>
    <message>
        <source>%1 (front matter)</source>
        <translation>%1（前置元数据）</translation>
    </message>
    <message>
        <source>Import notes from %1</source>
        <translation>从 %1 导入笔记</translation>
    </message>
    <message>
        <source>How questions are found</source>
        <translation>如何找出问题</translation>
    </message>
    <message>
        <source>List items with an answer, and question headings</source>
        <translation>带答案的列表项，以及问题标题</translation>
    </message>
    <message>
        <source>Question headings only</source>
        <translation>仅问题标题</translation>
    </message>
    <message>
        <source>Only explicit cards (::, ::: and clozes)</source>
        <translation>仅显式卡片（::、::: 和填空）</translation>
    </message>
    <message>
        <source>As .notedeck.toml says: %1</source>
        <translation>按 .notedeck.toml 的规则：%1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡片数</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Untick files or folders to leave them out. Import saves your choice to .notedeck.toml in the notes folder, where you can change it later.</source>
        <translation>取消勾选的文件或文件夹不会导入。“导入”会把你的选择保存到笔记文件夹的 .notedeck.toml 中，之后可以在那里修改。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>不导入</translation>
    </message>
    <message>
        <source>error</source>
        <translation>出错</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n card(s)</source>
        <translation>
            <numerusform>%1 可生成 %n 张卡片</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 of %n file(s)</source>
        <translation>
            <numerusform>，来自 %n 个文件中的 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the notes.</source>
        <translation>
            <numerusform>笔记中有 %n 条警告或错误。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deck would get %1 new cards and retire %n (hidden from study, history kept).</source>
        <translation>
            <numerusform>牌组将新增 %1 张卡片，停用 %n 张（不再学习，保留历史）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a file to see its first questions and its problems.</source>
        <translation>选择一个文件，查看它的前几个问题和警告。</translation>
    </message>
    <message>
        <source>Left out: not read; cards the deck has from it are retired with their history.</source>
        <translation>不导入：不读取此文件；牌组中来自它的卡片会停用，保留历史。</translation>
    </message>
    <message>
        <source>Not imported until its error is fixed; cards the deck has from it stay as they are.</source>
        <translation>修正错误之前不导入；牌组中来自它的卡片保持不变。</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡片</numerusform>
        </translation>
    </message>
    <message>
        <source>First questions:</source>
        <translation>前几个问题：</translation>
    </message>
    <message>
        <source>Error, %1: %2</source>
        <translation>错误，%1：%2</translation>
    </message>
    <message>
        <source>Warning, %1: %2</source>
        <translation>警告，%1：%2</translation>
    </message>
    <message>
        <source>Your choice could not be saved, so nothing was imported: %1</source>
        <translation>无法保存你的选择，因此没有导入：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n image occlusion card(s)</source>
        <translation>
            <numerusform>%n 张图片遮挡卡片</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notedeck::gui::OcclusionCanvas</name>
    <message>
        <source>This picture has as many shapes or cards as a mask file may hold (%1 shapes, %2 cards).</source>
        <translation>这张图片的图形或卡片已达遮罩文件的上限（%1 个图形，%2 张卡片）。</translation>
    </message>
    <message>
        <source>Draw a rectangle</source>
        <translation>画矩形</translation>
    </message>
    <message>
        <source>Draw an ellipse</source>
        <translation>画椭圆</translation>
    </message>
    <message>
        <source>Draw a polygon</source>
        <translation>画多边形</translation>
    </message>
    <message>
        <source>A polygon needs at least three points.</source>
        <translation>多边形至少需要三个点。</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>调整大小</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>移动</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::OcclusionEditor</name>
    <message>
        <source>Unsaved masks</source>
        <translation>遮罩未保存</translation>
    </message>
    <message>
        <source>The masks have changes that are not saved. Save them?</source>
        <translation>遮罩有未保存的修改。要保存吗？</translation>
    </message>
    <message>
        <source>The mask file is not valid; correct it by hand first (%1).</source>
        <translation>遮罩文件无效，请先手动修正（%1）。</translation>
    </message>
    <message>
        <source>The picture cannot be read as an image (%1).</source>
        <translation>无法把这个文件读成图片（%1）。</translation>
    </message>
    <message>
        <source>Occlude %1</source>
        <translation>图片遮挡 %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Saved: no shapes, so the mask file is removed.</source>
        <translation>已保存：没有图形，遮罩文件已删除。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>选择(&amp;S)</translation>
    </message>
    <message>
        <source>Click or drag around shapes to select them; drag to move, drag a handle to resize.</source>
        <translation>单击或框选图形来选中；拖动可移动，拖动手柄可调整大小。</translation>
    </message>
    <message>
        <source>&amp;Rectangle</source>
        <translation>矩形(&amp;R)</translation>
    </message>
    <message>
        <source>Drag to draw a rectangle.</source>
        <translation>拖动以画矩形。</translation>
    </message>
    <message>
        <source>&amp;Ellipse</source>
        <translation>椭圆(&amp;E)</translation>
    </message>
    <message>
        <source>Drag to draw an ellipse.</source>
        <translation>拖动以画椭圆。</translation>
    </message>
    <message>
        <source>&amp;Polygon</source>
        <translation>多边形(&amp;P)</translation>
    </message>
    <message>
        <source>Click the corners; Enter or a double-click closes the polygon, Backspace takes a point back.</source>
        <translation>依次单击各个顶点；按 Enter 或双击闭合多边形，按 Backspace 撤回一个点。</translation>
    </message>
    <message>
        <source>&amp;New shape in the middle</source>
        <translation>在中间新建图形(&amp;N)</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>&amp;Group into one card</source>
        <translation>合为一张卡片(&amp;G)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>合组</translation>
    </message>
    <message>
        <source>&amp;Ungroup: a card each</source>
        <translation>取消合组：每个一张卡片(&amp;U)</translation>
    </message>
    <message>
        <source>Ungroup</source>
        <translation>取消合组</translation>
    </message>
    <message>
        <source>&amp;Label…</source>
        <translation>标签(&amp;L)…</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Hide &amp;one: the other cards&apos; shapes show</source>
        <translation>只遮一个(&amp;O)：其他卡片的图形照常显示</translation>
    </message>
    <message>
        <source>Hide a&amp;ll: every shape is hidden</source>
        <translation>全部遮挡(&amp;L)：所有图形都遮住</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Label of the selected shapes</source>
        <translation>所选图形的标签</translation>
    </message>
    <message>
        <source>Shown when the card&apos;s answer reveals the shape (F2)</source>
        <translation>卡片答案揭开该图形时显示（F2）</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Hide one</source>
        <translation>只遮一个</translation>
    </message>
    <message>
        <source>Hide all</source>
        <translation>全部遮挡</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>模式(&amp;M)</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n 个图形</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张卡片</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot occlude this picture</source>
        <translation>无法遮挡这张图片</translation>
    </message>
    <message>
        <source>There is no notes folder: choose one with File › Notes folder…</source>
        <translation>没有笔记文件夹：请用 文件 › 笔记文件夹… 选择一个</translation>
    </message>
    <message>
        <source>Undo %1 (%2)</source>
        <translation>撤销“%1”（%2）</translation>
    </message>
    <message>
        <source>Redo %1 (%2)</source>
        <translation>重做“%1”（%2）</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::OverviewView</name>
    <message>
        <source>Mastery</source>
        <translation>掌握度</translation>
    </message>
    <message>
        <source>&amp;Study now</source>
        <translation>现在学习(&amp;S)</translation>
    </message>
    <message>
        <source>Study the cards due today and new cards, within the daily limits, in this chapter (S)</source>
        <translation>在每日上限内学习本章今天到期的卡片和新卡片 (S)</translation>
    </message>
    <message>
        <source>Study &amp;everything</source>
        <translation>学习全部(&amp;E)</translation>
    </message>
    <message>
        <source>Study what is due in the whole deck</source>
        <translation>学习整个牌组中到期的卡片</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>阅读(&amp;R)</translation>
    </message>
    <message>
        <source>Read this chapter as one document, question and answer in note order (Ctrl+2)</source>
        <translation>把本章作为一篇文档阅读，问题和答案按笔记顺序排列 (Ctrl+2)</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>全部卡片</translation>
    </message>
    <message>
        <source>The whole deck</source>
        <translation>整个牌组</translation>
    </message>
    <message>
        <source>Counting cards…</source>
        <translation>正在统计卡片…</translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>这里没有卡片。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cards · &lt;b&gt;%2&lt;/b&gt; new · &lt;b&gt;%3&lt;/b&gt; learning · &lt;b&gt;%4&lt;/b&gt; due today%5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 张卡片 · &lt;b&gt;%2&lt;/b&gt; 张新卡片 · &lt;b&gt;%3&lt;/b&gt; 张学习中 · &lt;b&gt;%4&lt;/b&gt; 张今天到期%5</translation>
    </message>
    <message>
        <source> · %1 suspended</source>
        <translation> · %1 张已暂停</translation>
    </message>
    <message>
        <source>%1% (%2 of %3)</source>
        <translation>%1%（%3 张中的 %2 张）</translation>
    </message>
    <message>
        <source>Cannot read today&apos;s cards: %1</source>
        <translation>无法读取今天的卡片：%1</translation>
    </message>
    <message>
        <source>Nothing to study here today. Come back tomorrow, or read the chapter.</source>
        <translation>今天这里没有要学习的卡片。明天再来，或者阅读本章。</translation>
    </message>
    <message>
        <source>Today: &lt;b&gt;%1&lt;/b&gt; to learn · &lt;b&gt;%2&lt;/b&gt; to review · &lt;b&gt;%3&lt;/b&gt; new, within the daily limits.</source>
        <translation>今天：&lt;b&gt;%1&lt;/b&gt; 张学习 · &lt;b&gt;%2&lt;/b&gt; 张复习 · &lt;b&gt;%3&lt;/b&gt; 张新卡片（在每日上限内）。</translation>
    </message>
    <message>
        <source>&amp;Drill…</source>
        <translation>演练(&amp;D)…</translation>
    </message>
    <message>
        <source>An interview drill: questions from this chapter against the clock, without touching today&apos;s schedule (D in the chapter tree)</source>
        <translation>面试演练：限时回答本章的问题，不影响今天的复习计划（在章节树中按 D）</translation>
    </message>
    <message>
        <source> · %1 buried</source>
        <translation> · %1 张已搁置</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::PresetsDialog</name>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>A chapter given a preset passes it down to its sections unless one has its own. The default preset covers the rest of the deck, and its daily limits are the whole deck&apos;s.</source>
        <translation>章节的预设会传给它的各小节，除非某个小节有自己的预设。默认预设覆盖牌组的其余部分，它的每日上限也是整个牌组的上限。</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>章节</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡片</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>记忆保持率</translation>
    </message>
    <message>
        <source>New / reviews a day</source>
        <translation>每天新卡片 / 复习</translation>
    </message>
    <message>
        <source>Options of the selected preset</source>
        <translation>所选预设的选项</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>名称(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Save options</source>
        <translation>保存选项(&amp;S)</translation>
    </message>
    <message>
        <source>New &amp;preset</source>
        <translation>新建预设(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete preset</source>
        <translation>删除预设(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Give it the selected preset</source>
        <translation>使用所选预设(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Inherit again</source>
        <translation>恢复继承(&amp;I)</translation>
    </message>
    <message>
        <source>Takes the chapter&apos;s own preset away: it uses the preset of the chapter above it</source>
        <translation>取消该章节自己的预设：它将使用上一级章节的预设</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>the rest of the deck</source>
        <translation>牌组的其余部分</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>Preset %1</source>
        <translation>预设 %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReadView</name>
    <message>
        <source>‹ Overview</source>
        <translation>‹ 概览</translation>
    </message>
    <message>
        <source>Back to the overview (Esc)</source>
        <translation>返回概览 (Esc)</translation>
    </message>
    <message>
        <source>Study this chapter</source>
        <translation>学习本章</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>全部卡片</translation>
    </message>
    <message>
        <source>Cannot read the deck: %1</source>
        <translation>无法读取牌组：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n card(s)</source>
        <translation>
            <numerusform>%1 — %n 张卡片</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot change the card: %1</source>
        <translation>无法更改这张卡片：%1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::RescheduleOffer</name>
    <message numerus="yes">
        <source>No review card moved (%n looked at).</source>
        <translation>
            <numerusform>没有复习卡片移动（共查看 %n 张）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 review cards moved: %3 earlier, %4 later. Mean shift %5 days, median %6, largest %7.</source>
        <translation>%2 张复习卡片中有 %1 张移动：%3 张提前，%4 张推后。平均移动 %5 天，中位数 %6，最多 %7。</translation>
    </message>
    <message>
        <source>Reschedule review cards?</source>
        <translation>重新安排复习卡片？</translation>
    </message>
    <message>
        <source>The options changed. Give the review cards the due dates the new options give from their last review? This can be undone.</source>
        <translation>选项已更改。要按新选项从上次复习起重新计算复习卡片的到期日吗？此操作可以撤销。</translation>
    </message>
    <message>
        <source>Reschedule</source>
        <translation>重新安排</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>暂不</translation>
    </message>
    <message>
        <source>Rescheduling review cards…</source>
        <translation>正在重新安排复习卡片…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Rescheduling was cancelled; no card changed.</source>
        <translation>重新安排已取消；没有卡片被更改。</translation>
    </message>
    <message>
        <source>Could not reschedule: %1</source>
        <translation>无法重新安排：%1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Rescheduling undone: every card has its earlier due date back.</source>
        <translation>已撤销重新安排：每张卡片都恢复了原来的到期日。</translation>
    </message>
    <message>
        <source>Cannot undo: a card was answered since. Nothing was changed.</source>
        <translation>无法撤销：之后已有卡片被回答。没有做任何更改。</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>无法撤销：%1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::RestoreDialog</name>
    <message>
        <source>daily</source>
        <translation>每日</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>手动</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>恢复之前</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>恢复备份</translation>
    </message>
    <message>
        <source>Checking the backups…</source>
        <translation>正在检查备份…</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>卡片</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>复习次数</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>恢复(&amp;R)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>完好</translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation>有问题：%1</translation>
    </message>
    <message>
        <source>There are no backups of this deck yet. NoteDeck makes one a day when it opens or closes the deck.</source>
        <translation>此牌组还没有备份。NoteDeck 每天在打开或关闭牌组时备份一次。</translation>
    </message>
    <message>
        <source>Restoring replaces the deck with the backup; the deck as it is now is kept as a backup first.</source>
        <translation>恢复会用备份替换牌组；当前的牌组会先保存为一个备份。</translation>
    </message>
    <message>
        <source>Replace the deck with the backup made %1? The deck as it is now is kept as a backup.</source>
        <translation>用 %1 的备份替换牌组吗？当前的牌组会保存为一个备份。</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>empty: no cards, no reviews</source>
        <translation>空：没有卡片，没有复习</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReviewAnswerBar</name>
    <message>
        <source>Show answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>Show the answer (Space or Enter)</source>
        <translation>显示答案（空格或回车）</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>重来</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1（按键 %2）</translation>
    </message>
    <message>
        <source>%1m</source>
        <comment>interval in minutes</comment>
        <translation>%1分钟</translation>
    </message>
    <message>
        <source>%1h</source>
        <comment>interval in hours</comment>
        <translation>%1小时</translation>
    </message>
    <message>
        <source>%1d</source>
        <comment>interval in days</comment>
        <translation>%1天</translation>
    </message>
    <message>
        <source>%1mo</source>
        <comment>interval in months</comment>
        <translation>%1个月</translation>
    </message>
    <message>
        <source>%1y</source>
        <comment>interval in years</comment>
        <translation>%1年</translation>
    </message>
    <message>
        <source>&lt;%1</source>
        <comment>an interval shorter than a minute</comment>
        <translation>&lt;%1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReviewCapture</name>
    <message>
        <source>the deck has no active card with id %1 (see notedeck-cli list)</source>
        <translation>牌组中没有 ID 为 %1 的有效卡片（参见 notedeck-cli list）</translation>
    </message>
    <message>
        <source>NoteDeck</source>
        <translation>NoteDeck</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReviewCountsBar</name>
    <message>
        <source>Cards left now: new · learning · review</source>
        <translation>当前剩余卡片：新 · 学习中 · 复习</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>review</source>
        <translation>复习</translation>
    </message>
    <message>
        <source>%1 new, %2 learning, %3 review cards left</source>
        <translation>剩余新卡片 %1 张、学习中 %2 张、复习 %3 张</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReviewView</name>
    <message>
        <source>Loading today&apos;s cards…</source>
        <translation>正在载入今天的卡片…</translation>
    </message>
    <message>
        <source>Cannot start reviewing: %1</source>
        <translation>无法开始复习：%1</translation>
    </message>
    <message>
        <source>The answer was not saved: %1</source>
        <translation>回答未保存：%1</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>无法撤销：%1</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>没有可撤销的操作。</translation>
    </message>
    <message>
        <source>The answer was undone.</source>
        <translation>已撤销回答。</translation>
    </message>
    <message>
        <source>The change was undone.</source>
        <translation>已撤销更改。</translation>
    </message>
    <message>
        <source>The flag was taken off.</source>
        <translation>已取消标记。</translation>
    </message>
    <message>
        <source>Flagged. U undoes it.</source>
        <translation>已标记。按 U 撤销。</translation>
    </message>
    <message>
        <source>Buried until tomorrow. U undoes it.</source>
        <translation>已搁置到明天。按 U 撤销。</translation>
    </message>
    <message>
        <source>Suspended. U undoes it.</source>
        <translation>已暂停。按 U 撤销。</translation>
    </message>
    <message>
        <source>The notes file %1 is not there any more.</source>
        <translation>笔记文件 %1 已不存在。</translation>
    </message>
    <message>
        <source>Opened %1 at line %2.</source>
        <translation>已在第 %2 行打开 %1。</translation>
    </message>
    <message>
        <source>Counting what is due tomorrow…</source>
        <translation>正在统计明天到期的卡片…</translation>
    </message>
    <message>
        <source>Undo (U)</source>
        <translation>撤销（U）</translation>
    </message>
    <message>
        <source>Undo the last answer or change (U or Ctrl+Z)</source>
        <translation>撤销上一次回答或更改（U 或 Ctrl+Z）</translation>
    </message>
    <message>
        <source>Edit (E)</source>
        <translation>编辑（E）</translation>
    </message>
    <message>
        <source>Open the card&apos;s notes file at its line (E)</source>
        <translation>打开卡片所在的笔记文件并定位到该行（E）</translation>
    </message>
    <message>
        <source>Flag (*)</source>
        <translation>标记（*）</translation>
    </message>
    <message>
        <source>Flag the card, or take the flag off (*)</source>
        <translation>标记卡片，或取消标记（*）</translation>
    </message>
    <message>
        <source>Bury (-)</source>
        <translation>搁置（-）</translation>
    </message>
    <message>
        <source>Hide the card until tomorrow (-)</source>
        <translation>隐藏卡片到明天（-）</translation>
    </message>
    <message>
        <source>Suspend (@)</source>
        <translation>暂停（@）</translation>
    </message>
    <message>
        <source>Hide the card until you unsuspend it (@)</source>
        <translation>隐藏卡片，直到你取消暂停（@）</translation>
    </message>
    <message>
        <source>Flagged (*)</source>
        <translation>已标记（*）</translation>
    </message>
    <message>
        <source>The card was removed from the notes.</source>
        <translation>这张卡片已从笔记中删除。</translation>
    </message>
    <message>
        <source>The card changed in the notes and is shown as it is now.</source>
        <translation>这张卡片在笔记中已更改，现显示更改后的内容。</translation>
    </message>
    <message>
        <source>Info (I)</source>
        <translation>信息（I）</translation>
    </message>
    <message>
        <source>The card&apos;s reviews, memory and forgetting curve (I)</source>
        <translation>卡片的复习记录、记忆状态和遗忘曲线（I）</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ScreenshotRun</name>
    <message>
        <source>the card page did not finish rendering within %1 s</source>
        <translation>卡片页面未能在 %1 秒内完成渲染</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SearchView</name>
    <message>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>学习中</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复习</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>重新学习</translation>
    </message>
    <message>
        <source>Search questions and answers (Chinese works too: 拷贝, 梯度)</source>
        <translation>搜索问题和答案（也可以搜中文：拷贝、梯度）</translation>
    </message>
    <message>
        <source>Only cards in this chapter</source>
        <translation>只搜索本章的卡片</translation>
    </message>
    <message>
        <source>Only cards in this state</source>
        <translation>只搜索此状态的卡片</translation>
    </message>
    <message>
        <source>Any state</source>
        <translation>任何状态</translation>
    </message>
    <message>
        <source>Study this card</source>
        <translation>学习这张卡片</translation>
    </message>
    <message>
        <source>All chapters</source>
        <translation>所有章节</translation>
    </message>
    <message>
        <source>Type to search every question and answer.</source>
        <translation>输入文字以搜索所有问题和答案。</translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation>搜索失败：%1</translation>
    </message>
    <message>
        <source>No card contains “%1”.</source>
        <translation>没有卡片包含“%1”。</translation>
    </message>
    <message>
        <source>The first %1 results; add words to narrow the search.</source>
        <translation>前 %1 个结果；添加词语可缩小搜索范围。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) found.</source>
        <translation>
            <numerusform>找到 %n 张卡片。</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>Card info (I)</source>
        <translation>卡片信息（I）</translation>
    </message>
    <message>
        <source>The card&apos;s reviews, memory and forgetting curve (I)</source>
        <translation>卡片的复习记录、记忆状态和遗忘曲线（I）</translation>
    </message>
    <message>
        <source>Card info</source>
        <translation>卡片信息</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SessionSummaryView</name>
    <message>
        <source>Cards done</source>
        <translation>完成卡片</translation>
    </message>
    <message>
        <source>Time spent</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>重来</translation>
    </message>
    <message>
        <source>Due tomorrow</source>
        <translation>明天到期</translation>
    </message>
    <message>
        <source>Study the learning cards</source>
        <translation>学习“学习中”的卡片</translation>
    </message>
    <message>
        <source>Show the learning cards that are due by now (Space or Enter)</source>
        <translation>显示现已到期的学习中卡片（空格或回车）</translation>
    </message>
    <message>
        <source>Back to the deck</source>
        <translation>返回牌组</translation>
    </message>
    <message>
        <source>Back to the deck (Esc)</source>
        <translation>返回牌组（Esc）</translation>
    </message>
    <message>
        <source>Esc: back to the deck · U: undo the last answer</source>
        <translation>Esc：返回牌组 · U：撤销上一次回答</translation>
    </message>
    <message>
        <source>Session complete</source>
        <translation>本轮学习完成</translation>
    </message>
    <message>
        <source>Nothing is due now</source>
        <translation>现在没有到期的卡片</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 张卡片</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 张卡片</translation>
    </message>
    <message>
        <source>%1 (%2 new)</source>
        <translation>%1（%2 张新卡片）</translation>
    </message>
    <message>
        <source>%1 (%2 per card)</source>
        <translation>%1（每张 %2）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>%1% (%2 of %3)</source>
        <translation>%1%（%3 张中的 %2 张）</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>1 learning card comes back later today, at %1 (in %2 min).</source>
        <translation>1 张学习中的卡片将在今天 %1 再次出现（%2 分钟后）。</translation>
    </message>
    <message>
        <source>%1 learning cards come back later today, the first at %2 (in %3 min).</source>
        <translation>%1 张学习中的卡片将在今天稍后再次出现，第一张在 %2（%3 分钟后）。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Studying</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>Appearance and notes</source>
        <translation>外观和笔记</translation>
    </message>
    <message>
        <source>the desktop&apos;s default application</source>
        <translation>桌面的默认程序</translation>
    </message>
    <message>
        <source>Opens a notes file at a line from the import report: {file} and {line} are replaced, e.g. “kate --line {line} {file}” or “code -g {file}:{line}”</source>
        <translation>从导入报告中在某一行打开笔记文件：{file} 和 {line} 会被替换，例如“kate --line {line} {file}”或“code -g {file}:{line}”</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Takes effect the next time NoteDeck starts</source>
        <translation>下次启动 NoteDeck 时生效</translation>
    </message>
    <message>
        <source>&amp;Editor command:</source>
        <translation>编辑器命令(&amp;E)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主题(&amp;H)：</translation>
    </message>
    <message>
        <source>Card &amp;font size:</source>
        <translation>卡片字号(&amp;F)：</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>语言(&amp;G)：</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cannot read the settings: %1</source>
        <translation>无法读取设置：%1</translation>
    </message>
    <message>
        <source>&amp;Presets for chapters…</source>
        <translation>章节预设(&amp;P)…</translation>
    </message>
    <message>
        <source>Give chapters study options of their own; the options above are the default preset&apos;s</source>
        <translation>为章节设置各自的学习选项；上面的选项属于默认预设</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::StatsView</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>&amp;Whole deck</source>
        <translation>整个牌组(&amp;W)</translation>
    </message>
    <message>
        <source>Selected &amp;chapter</source>
        <translation>所选章节(&amp;C)</translation>
    </message>
    <message>
        <source>The chapter selected in the chapter tree, with its sections</source>
        <translation>章节树中所选的章节及其小节</translation>
    </message>
    <message>
        <source>Computing the statistics…</source>
        <translation>正在计算统计数据…</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>活动(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>进度(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>记忆(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Simulator</source>
        <translation>模拟(&amp;S)</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>最近 90 天</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>最近 365 天</translation>
    </message>
    <message>
        <source>&amp;Days shown:</source>
        <translation>显示天数(&amp;D)：</translation>
    </message>
    <message>
        <source>Next 30 days</source>
        <translation>未来 30 天</translation>
    </message>
    <message>
        <source>Next 90 days</source>
        <translation>未来 90 天</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>按周</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>按月</translation>
    </message>
    <message>
        <source>&amp;Forecast:</source>
        <translation>预测(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;True retention:</source>
        <translation>真实保留率(&amp;T)：</translation>
    </message>
    <message>
        <source>Selected &amp;chapter: %1</source>
        <translation>所选章节(&amp;C)：%1</translation>
    </message>
    <message>
        <source>Cannot compute the statistics: %1</source>
        <translation>无法计算统计数据：%1</translation>
    </message>
    <message>
        <source>Whole deck</source>
        <translation>整个牌组</translation>
    </message>
    <message>
        <source>no streak yet</source>
        <translation>尚未连续学习</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n day(s)&lt;/b&gt; in a row</source>
        <translation>
            <numerusform>连续 &lt;b&gt;%n 天&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source> (study today to keep it)</source>
        <translation>（今天学习即可保持）</translation>
    </message>
    <message>
        <source>%1 · Streak: %2 (longest this year: %3) · Today: %4, %5 min · Past year: %6 on %7 · True retention, last 30 days: &lt;b&gt;%8&lt;/b&gt; (desired %9) · Due tomorrow: %10</source>
        <translation>%1 · 连续学习：%2（今年最长 %3）· 今天：%4，%5 分钟 · 过去一年：%7共 %6 · 最近 30 天真实保留率：&lt;b&gt;%8&lt;/b&gt;（期望 %9）· 明天到期：%10</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln 天</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; answer(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; 次回答</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln 次回答</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the chapter selected in the chapter tree, with its sections</source>
        <translation>%1：章节树中所选的章节及其小节</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::StatusAndSync</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the import; the deck stays as it was</source>
        <translation>停止导入；牌组保持原样</translation>
    </message>
    <message>
        <source>Saved in the deck, but the study journal in %1 could not be written (%2). Other devices will get it once there is room.</source>
        <translation>已保存到牌组，但 %1 中的学习日志无法写入（%2）。等有空间后，其他设备会收到它。</translation>
    </message>
    <message>
        <source>Study journal: %1</source>
        <translation>学习日志：%1</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v / %m 个文件</translation>
    </message>
    <message>
        <source>Notes up to date.</source>
        <translation>笔记已是最新。</translation>
    </message>
    <message>
        <source>Import finished in %1 s.</source>
        <translation>导入完成，用时 %1 秒。</translation>
    </message>
    <message>
        <source>The study journal could not be merged: %1</source>
        <translation>无法合并学习日志：%1</translation>
    </message>
    <message>
        <source>The study journal could not be moved: %1</source>
        <translation>无法移动学习日志：%1</translation>
    </message>
    <message>
        <source>This device is now called %1.</source>
        <translation>本设备现在叫 %1。</translation>
    </message>
    <message>
        <source>This device could not be renamed: %1</source>
        <translation>无法重命名本设备：%1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SyncPanel</name>
    <message>
        <source>Sync</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>&amp;Keep the study journal beside the deck, not in the notes folder</source>
        <translation>把学习日志放在牌组旁边，而不是笔记文件夹中(&amp;K)</translation>
    </message>
    <message>
        <source>The journal then does not travel with the notes: carry it with “notedeck-cli sync --export” and “--import”</source>
        <translation>这样日志不会随笔记一起同步：请用“notedeck-cli sync --export”和“--import”手动携带</translation>
    </message>
    <message>
        <source>Study journal:</source>
        <translation>学习日志：</translation>
    </message>
    <message>
        <source>Devices seen:</source>
        <translation>见过的设备：</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Cannot read the study journal: %1</source>
        <translation>无法读取学习日志：%1</translation>
    </message>
    <message>
        <source>Not set up yet: the study journal is set up when the notes are imported.</source>
        <translation>尚未设置：导入笔记时会设置学习日志。</translation>
    </message>
    <message>
        <source>In the notes folder: it travels with the notes.</source>
        <translation>在笔记文件夹中：随笔记一起同步。</translation>
    </message>
    <message>
        <source>Beside the deck, as chosen.</source>
        <translation>在牌组旁边（按你的选择）。</translation>
    </message>
    <message>
        <source>Beside the deck: the notes are NoteDeck&apos;s own or cannot be written.</source>
        <translation>在牌组旁边：笔记是 NoteDeck 自带的，或无法写入。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>从未</translation>
    </message>
    <message>
        <source>%1, latest change %2</source>
        <translation>%1，最近一次变更 %2</translation>
    </message>
    <message>
        <source>%1 — this device</source>
        <translation>%1 — 本设备</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>The name the other devices that study these notes show for this one</source>
        <translation>学习这些笔记的其他设备显示的本设备名称</translation>
    </message>
    <message>
        <source>This de&amp;vice:</source>
        <translation>本设备(&amp;V)：</translation>
    </message>
    <message>
        <source>Device id %1</source>
        <translation>设备 ID %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ViewNavigator</name>
    <message>
        <source>Studying is off: the deck is open read-only (%1).</source>
        <translation>无法学习：牌组以只读方式打开（%1）。</translation>
    </message>
    <message>
        <source>Drills are off: the deck is open read-only (%1).</source>
        <translation>无法演练：牌组以只读方式打开（%1）。</translation>
    </message>
    <message>
        <source>A drill is in progress. End it to start another.</source>
        <translation>有一次演练正在进行。结束它才能开始新的演练。</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::WorkloadPanel</name>
    <message>
        <source>Pre&amp;set:</source>
        <translation>预设(&amp;S)：</translation>
    </message>
    <message>
        <source>Simulate one preset&apos;s cards with its options, or every card with the deck&apos;s</source>
        <translation>模拟某个预设的卡片（用它的选项），或模拟全部卡片（用整个卡组的选项）</translation>
    </message>
    <message>
        <source>Every card, the deck&apos;s options</source>
        <translation>全部卡片，卡组的选项</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1（%n 张卡片）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the simulation</source>
        <translation>停止模拟</translation>
    </message>
    <message>
        <source>&amp;Interview on</source>
        <translation>面试日期(&amp;I)</translation>
    </message>
    <message>
        <source>Simulating the next year at each desired retention…</source>
        <translation>正在模拟各期望保留率下未来一年的情况…</translation>
    </message>
    <message>
        <source>The simulation failed: %1</source>
        <translation>模拟失败：%1</translation>
    </message>
    <message>
        <source>No forecast: %1</source>
        <translation>无法预测：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1 new a day, at most %2 reviews a day, your own answer times and ratings.</source>
        <translation>
            <numerusform>%n 张卡片，每天 %1 张新卡片，每天最多 %2 次复习，按你自己的答题用时和评分。</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing else</source>
        <translation>不对比</translation>
    </message>
    <message numerus="yes">
        <source>In %n study day(s), studying as now (%1 min a day): expected recall &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>
            <numerusform>%n 个学习日后，按现在的节奏学习（每天 %1 分钟）：预计记忆率 &lt;b&gt;%2&lt;/b&gt;。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cards would still be new on the day.</source>
        <translation>到那天仍会有 %1 张卡片未学过。</translation>
    </message>
    <message>
        <source>At your desired retention of &lt;b&gt;%1&lt;/b&gt;: about &lt;b&gt;%2&lt;/b&gt; reviews and &lt;b&gt;%3&lt;/b&gt; min a day, &lt;b&gt;%4&lt;/b&gt; of what you studied remembered.</source>
        <translation>按你的期望保留率 &lt;b&gt;%1&lt;/b&gt;：每天约 &lt;b&gt;%2&lt;/b&gt; 次复习、&lt;b&gt;%3&lt;/b&gt; 分钟，所学内容能记住 &lt;b&gt;%4&lt;/b&gt;。</translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation>+%1 个百分点</translation>
    </message>
    <message>
        <source>Week by week, &amp;next to yours:</source>
        <translation>按周，与你的对比(&amp;N)：</translation>
    </message>
    <message>
        <source>The desired retention drawn week by week next to yours; pointing at one in the chart on the left shows it too, clicking keeps it</source>
        <translation>与你的期望保留率并排按周画出的另一个期望保留率；在左侧图中指向某个值也会显示它，点击则保留</translation>
    </message>
    <message>
        <source>Point at a retention to see it week by week on the right; click it to keep it there</source>
        <translation>指向一个保留率，可在右侧按周查看；点击可让它留在那里</translation>
    </message>
    <message>
        <source>&amp;Load to compare</source>
        <translation>用于比较的负荷(&amp;L)</translation>
    </message>
    <message>
        <source>A higher daily load: more new cards a day or a higher desired retention, with the expected recall on the day and the points it adds. Only the choices no other one beats on both recall and minutes a day are listed.</source>
        <translation>更高的每日负荷：每天更多新卡片或更高的期望保留率，以及当天预计的回忆率和它增加的百分点。只列出在回忆率和每日分钟数上都不被其他选项超越的选择。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 reviews and %3 min a day, %4 remembered (averages over the next %n day(s))</source>
        <translation>
            <numerusform>%1：每天 %2 次复习、%3 分钟，记住 %4（未来 %n 天的平均值）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 new a day at %2: recall %3 (%4), %5 min a day</source>
        <translation>每天 %1 张新卡片、保留率 %2：回忆率 %3（%4），每天 %5 分钟</translation>
    </message>
    <message>
        <source>With %1 new cards a day at %2 retention (%3 min a day, at most %4): &lt;b&gt;%5&lt;/b&gt; (%6).</source>
        <translation>每天 %1 张新卡片、保留率 %2（每天 %3 分钟，最多 %4）：&lt;b&gt;%5&lt;/b&gt;（%6）。</translation>
    </message>
    <message>
        <source>Every card will have been studied by then: more new cards a day cannot help, a higher desired retention can.</source>
        <translation>到那时所有卡片都已学过：每天更多新卡片无济于事，更高的期望保留率才有用。</translation>
    </message>
    <message>
        <source>More daily load would hardly change it (%1 at most): your reviews already keep what you studied near your desired retention until the day.</source>
        <translation>增加每日负荷几乎不会改变它（最多 %1）：你的复习已让学过的内容在那天之前保持在期望保留率附近。</translation>
    </message>
</context>
</TS>
