<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AppContext</name>
    <message>
        <source>The deck is closed.</source>
        <translation>牌组已关闭。</translation>
    </message>
</context>
<context>
    <name>DeckTreeModel</name>
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
        <translation><numerusform>%n 张新卡片，从未学习</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in learning, due today</source>
        <translation><numerusform>%n 张学习中的卡片，今天到期</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n review(s) due today</source>
        <translation><numerusform>%n 张复习卡片今天到期</numerusform></translation>
    </message>
    <message>
        <source>Mastered: %1 of %2 cards (%3%) have at least a 90% chance of being recalled now, as the memory model estimates. New cards count as not mastered.</source>
        <translation>已掌握：%2 张卡片中有 %1 张（%3%）按记忆模型估计现在至少有 90% 的把握回忆起来。新卡片算作未掌握。</translation>
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
        <source>Share of cards with at least a 90% chance of recall now</source>
        <translation>现在至少有 90% 把握回忆起来的卡片比例</translation>
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
    <name>ImportReportPanel</name>
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
        <translation><numerusform>笔记已导入：没有变化（%n 张卡片）。</numerusform></translation>
    </message>
    <message>
        <source>Notes imported: %1 new, %2 updated, %3 moved, %4 retired, %5 restored.</source>
        <translation>笔记已导入：新增 %1，更新 %2，移动 %3，停用 %4，恢复 %5。</translation>
    </message>
    <message>
        <source>%1 error(s), %2 warning(s):</source>
        <translation>%1 个错误，%2 个警告：</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>NoteDeck</source>
        <translation>NoteDeck</translation>
    </message>
    <message>
        <source>Chapters: Enter reads the selected one, S studies it</source>
        <translation>章节：回车阅读所选章节，S 学习它</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the import; the deck stays as it was</source>
        <translation>停止导入；牌组保持原样</translation>
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
        <source>Notes up to date.</source>
        <translation>笔记已是最新。</translation>
    </message>
    <message>
        <source>Import finished in %1 s.</source>
        <translation>导入完成，用时 %1 秒。</translation>
    </message>
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
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
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
        <source>Choose the notes folder</source>
        <translation>选择笔记文件夹</translation>
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
        <source>Reviewing is not available in this build.</source>
        <translation>此版本不提供复习功能。</translation>
    </message>
</context>
<context>
    <name>OverviewView</name>
    <message>
        <source>Share of cards with at least a 90% chance of recall now, as the memory model estimates. New cards count as not mastered.</source>
        <translation>按记忆模型估计，现在至少有 90% 把握回忆起来的卡片比例。新卡片算作未掌握。</translation>
    </message>
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
</context>
<context>
    <name>ReadView</name>
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
        <translation><numerusform>%1 — %n 张卡片</numerusform></translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
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
</context>
<context>
    <name>SearchView</name>
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
        <translation><numerusform>找到 %n 张卡片。</numerusform></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Studying</source>
        <translation>学习</translation>
    </message>
    <message>
        <source>The chance of recalling a card you want when it comes up: higher means more reviews</source>
        <translation>卡片出现时你希望能回忆起来的概率：越高复习越多</translation>
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
        <source>Desired re&amp;tention:</source>
        <translation>期望记忆保持率(&amp;T)：</translation>
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
        <source>Learning steps: %1</source>
        <translation>学习步骤：%1</translation>
    </message>
    <message>
        <source>Relearning steps: %1</source>
        <translation>重新学习步骤：%1</translation>
    </message>
</context>
</TS>
