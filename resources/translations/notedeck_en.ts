<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardInfoChartText</name>
    <message>
        <source>Forgetting curve</source>
        <translation>Forgetting curve</translation>
    </message>
    <message>
        <source>Days since the last review</source>
        <translation>Days since the last review</translation>
    </message>
    <message>
        <source>Recall probability (%)</source>
        <translation>Recall probability (%)</translation>
    </message>
    <message>
        <source>R at stability %1 days</source>
        <translation>R at stability %1 days</translation>
    </message>
    <message>
        <source>Today: %1</source>
        <translation>Today: %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <source>Due %1</source>
        <translation>Due %1</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Basic</source>
        <translation>Basic</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <source>Cloze %1</source>
        <comment>the cloze number</comment>
        <translation>Cloze %1</translation>
    </message>
    <message>
        <source>%1 (reverse)</source>
        <comment>the reverse card of a pair, named by the side it asks</comment>
        <translation>%1 (reverse)</translation>
    </message>
    <message>
        <source>Occlusion %1</source>
        <comment>the number of an image occlusion card</comment>
        <translation>Occlusion %1</translation>
    </message>
</context>
<context>
    <name>DrillExportText</name>
    <message>
        <source>Interview drill, %1</source>
        <comment>%1: start time</comment>
        <translation>Interview drill, %1</translation>
    </message>
    <message>
        <source>Scope: %1</source>
        <translation>Scope: %1</translation>
    </message>
    <message>
        <source>the whole deck</source>
        <translation>the whole deck</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <translation>Order: %1</translation>
    </message>
    <message>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <source>weakest first</source>
        <translation>weakest first</translation>
    </message>
    <message>
        <source>unseen first</source>
        <translation>unseen first</translation>
    </message>
    <message>
        <source>Questions: %1, %2 s each</source>
        <comment>%1: questions, %2: seconds</comment>
        <translation>Questions: %1, %2 s each</translation>
    </message>
    <message>
        <source>Questions: %1, no time limit</source>
        <translation>Questions: %1, no time limit</translation>
    </message>
    <message>
        <source>Schedule: updated by the grades</source>
        <translation>Schedule: updated by the grades</translation>
    </message>
    <message>
        <source>Schedule: not changed</source>
        <translation>Schedule: not changed</translation>
    </message>
    <message>
        <source>Score: %1 (%2 knew, %3 partly, %4 missed)</source>
        <translation>Score: %1 (%2 knew, %3 partly, %4 missed)</translation>
    </message>
    <message>
        <source>Score: %1 (%2 knew, %3 partly, %4 missed, %5 not answered)</source>
        <translation>Score: %1 (%2 knew, %3 partly, %4 missed, %5 not answered)</translation>
    </message>
    <message>
        <source>Time: %1 in all, %2 per question on average</source>
        <translation>Time: %1 in all, %2 per question on average</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>#</source>
        <comment>column: the question&apos;s number</comment>
        <translation>#</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grade</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Knew</source>
        <translation>Knew</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>Partly</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Missed</translation>
    </message>
    <message>
        <source>Not answered</source>
        <translation>Not answered</translation>
    </message>
    <message>
        <source>Missed</source>
        <comment>heading: the missed questions</comment>
        <translation>Missed</translation>
    </message>
    <message>
        <source>Partly known</source>
        <translation>Partly known</translation>
    </message>
    <message>
        <source>Weakest sections</source>
        <translation>Weakest sections</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>None.</translation>
    </message>
    <message>
        <source>%1 (card %2, %3)</source>
        <comment>%1: question, %2: card id, %3: section</comment>
        <translation>%1 (card %2, %3)</translation>
    </message>
    <message>
        <source>%1: %2 of %3, %4 on average</source>
        <comment>%1: section, %2: score, %3: number of questions, %4: time</comment>
        <translation>%1: %2 of %3, %4 on average</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 h</source>
        <comment>hours</comment>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds</comment>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>EditorLauncher</name>
    <message>
        <source>No application opens %1; set an editor command in the settings.</source>
        <translation>No application opens %1; set an editor command in the settings.</translation>
    </message>
    <message>
        <source>Cannot start the editor “%1”.</source>
        <translation>Cannot start the editor “%1”.</translation>
    </message>
</context>
<context>
    <name>JournalSyncText</name>
    <message numerus="yes">
        <source>%n answer(s) from %1 merged</source>
        <translation>
            <numerusform>%n answer from %1 merged</numerusform>
            <numerusform>%n answers from %1 merged</numerusform>
        </translation>
    </message>
    <message>
        <source>Study changes from %1 merged</source>
        <translation>Study changes from %1 merged</translation>
    </message>
    <message>
        <source>Study journal: %1 (this line was skipped)</source>
        <translation>Study journal: %1 (this line was skipped)</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of the study journal skipped: %1</source>
        <translation>
            <numerusform>%n line of the study journal skipped: %1</numerusform>
            <numerusform>%n lines of the study journal skipped: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>KeyboardShortcuts</name>
    <message>
        <source>Elsewhere in the window</source>
        <translation>Elsewhere in the window</translation>
    </message>
    <message>
        <source>Studying a card</source>
        <translation>Studying a card</translation>
    </message>
    <message>
        <source>Show the answer; once it shows, answer Good</source>
        <translation>Show the answer; once it shows, answer Good</translation>
    </message>
    <message>
        <source>Undo the last answer</source>
        <translation>Undo the last answer</translation>
    </message>
    <message>
        <source>Open the card&apos;s note in the editor, at its line</source>
        <translation>Open the card&apos;s note in the editor, at its line</translation>
    </message>
    <message>
        <source>Flag the card, or take its flag off</source>
        <translation>Flag the card, or take its flag off</translation>
    </message>
    <message>
        <source>Bury the card until the next day</source>
        <translation>Bury the card until the next day</translation>
    </message>
    <message>
        <source>Suspend the card</source>
        <translation>Suspend the card</translation>
    </message>
    <message>
        <source>End the session</source>
        <translation>End the session</translation>
    </message>
    <message>
        <source>Interview drill</source>
        <translation>Interview drill</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Show the answer</translation>
    </message>
    <message>
        <source>Show the answer while typing key points</source>
        <translation>Show the answer while typing key points</translation>
    </message>
    <message>
        <source>Cards and notes on screen</source>
        <translation>Cards and notes on screen</translation>
    </message>
    <message>
        <source>Larger card text</source>
        <translation>Larger card text</translation>
    </message>
    <message>
        <source>Smaller card text</source>
        <translation>Smaller card text</translation>
    </message>
    <message>
        <source>Card text at its usual size</source>
        <translation>Card text at its usual size</translation>
    </message>
    <message>
        <source>Back to the overview from reading, search or statistics</source>
        <translation>Back to the overview from reading, search or statistics</translation>
    </message>
    <message>
        <source>Close the import report</source>
        <translation>Close the import report</translation>
    </message>
    <message>
        <source>Answer Again</source>
        <translation>Answer Again</translation>
    </message>
    <message>
        <source>Answer Hard</source>
        <translation>Answer Hard</translation>
    </message>
    <message>
        <source>Answer Good</source>
        <translation>Answer Good</translation>
    </message>
    <message>
        <source>Answer Easy</source>
        <translation>Answer Easy</translation>
    </message>
    <message>
        <source>Grade: knew it</source>
        <translation>Grade: knew it</translation>
    </message>
    <message>
        <source>Grade: partly known</source>
        <translation>Grade: partly known</translation>
    </message>
    <message>
        <source>Grade: missed it</source>
        <translation>Grade: missed it</translation>
    </message>
    <message>
        <source>Leave the key points; on the card, twice ends the drill; on the summary, go back</source>
        <translation>Leave the key points; on the card, twice ends the drill; on the summary, go back</translation>
    </message>
    <message>
        <source>Card info: the card&apos;s reviews, memory and forgetting curve</source>
        <translation>Card info: the card&apos;s reviews, memory and forgetting curve</translation>
    </message>
    <message>
        <source>On the summary: card info of the chosen question</source>
        <translation>On the summary: card info of the chosen question</translation>
    </message>
    <message>
        <source>Card info of the first card in view (Read) or of the opened result (search)</source>
        <translation>Card info of the first card in view (Read) or of the opened result (search)</translation>
    </message>
</context>
<context>
    <name>LaunchOptionsText</name>
    <message>
        <source>NoteDeck: spaced repetition for your Markdown notes.</source>
        <translation>NoteDeck: spaced repetition for your Markdown notes.</translation>
    </message>
    <message>
        <source>Deck file (default: the deck in your data folder).</source>
        <translation>Deck file (default: the deck in your data folder).</translation>
    </message>
    <message>
        <source>Card theme: light, dark or system.</source>
        <translation>Card theme: light, dark or system.</translation>
    </message>
    <message>
        <source>Render a view, write it to FILE as PNG and exit.</source>
        <translation>Render a view, write it to FILE as PNG and exit.</translation>
    </message>
    <message>
        <source>View for --screenshot: %1.</source>
        <translation>View for --screenshot: %1.</translation>
    </message>
    <message>
        <source>For --screenshot: review this card.</source>
        <translation>For --screenshot: review this card.</translation>
    </message>
    <message>
        <source>For --screenshot: show the answer too.</source>
        <translation>For --screenshot: show the answer too.</translation>
    </message>
    <message>
        <source>For --screenshot: window size (default 900x700).</source>
        <translation>For --screenshot: window size (default 900x700).</translation>
    </message>
    <message>
        <source>Notes folder to import and watch (remembered for the next start).</source>
        <translation>Notes folder to import and watch (remembered for the next start).</translation>
    </message>
    <message>
        <source>For --screenshot of overview, read, search, drill: the chapter, e.g. &quot;%1&quot;.</source>
        <translation>For --screenshot of overview, read, search, drill: the chapter, e.g. &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>For --screenshot --view search: the search text.</source>
        <translation>For --screenshot --view search: the search text.</translation>
    </message>
    <message>
        <source>For --screenshot --view stats: activity, progress, memory or simulator.</source>
        <translation>For --screenshot --view stats: activity, progress, memory or simulator.</translation>
    </message>
    <message>
        <source>unexpected argument: %1</source>
        <translation>unexpected argument: %1</translation>
    </message>
    <message>
        <source>--theme must be light, dark or system, not &quot;%1&quot;</source>
        <translation>--theme must be light, dark or system, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown view &quot;%1&quot;; views: %2</source>
        <translation>unknown view &quot;%1&quot;; views: %2</translation>
    </message>
    <message>
        <source>--card shows the review view; it cannot be combined with --view %1</source>
        <translation>--card shows the review view; it cannot be combined with --view %1</translation>
    </message>
    <message>
        <source>--card needs a card id (a positive number), not &quot;%1&quot;</source>
        <translation>--card needs a card id (a positive number), not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--query goes with --view search</source>
        <translation>--query goes with --view search</translation>
    </message>
    <message>
        <source>--tab goes with --view stats and is one of: %1</source>
        <translation>--tab goes with --view stats and is one of: %1</translation>
    </message>
    <message>
        <source>--size must look like 900x700, not &quot;%1&quot;</source>
        <translation>--size must look like 900x700, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--size must be between 200x150 and 8000x8000</source>
        <translation>--size must be between 200x150 and 8000x8000</translation>
    </message>
    <message>
        <source>For --screenshot --view stats --tab simulator: the interview date, YYYY-MM-DD.</source>
        <translation>For --screenshot --view stats --tab simulator: the interview date, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>--view, --card, --answer, --size, --deck, --query, --tab and --interview go with --screenshot FILE</source>
        <translation>--view, --card, --answer, --size, --deck, --query, --tab and --interview go with --screenshot FILE</translation>
    </message>
    <message>
        <source>--interview goes with --view stats --tab simulator and takes a date such as 2026-03-15, not &quot;%1&quot;</source>
        <translation>--interview goes with --view stats --tab simulator and takes a date such as 2026-03-15, not &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>ReadDocumentText</name>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Learning</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>Relearning</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspended</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>due now</translation>
    </message>
    <message>
        <source>due today</source>
        <translation>due today</translation>
    </message>
    <message>
        <source>next due %1</source>
        <translation>next due %1</translation>
    </message>
    <message>
        <source>recall %1%</source>
        <translation>recall %1%</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>All cards</translation>
    </message>
    <message>
        <source>Study this card</source>
        <translation>Study this card</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 cards. Choose a chapter or section in the tree to read the rest.</source>
        <translation>Showing the first %1 of %2 cards. Choose a chapter or section in the tree to read the rest.</translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>No cards here.</translation>
    </message>
    <message>
        <source>buried until tomorrow</source>
        <translation>buried until tomorrow</translation>
    </message>
    <message>
        <source>leech</source>
        <translation>leech</translation>
    </message>
    <message>
        <source>Unsuspend</source>
        <translation>Unsuspend</translation>
    </message>
    <message>
        <source>Unbury</source>
        <translation>Unbury</translation>
    </message>
    <message>
        <source>Card info</source>
        <translation>Card info</translation>
    </message>
    <message>
        <source>%1: </source>
        <comment>a card&apos;s kind before its state</comment>
        <translation>%1: </translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <source>Answers per day over the past year (point at a day for its count)</source>
        <translation>Answers per day over the past year (point at a day for its count)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>Week (the month it starts in)</source>
        <translation>Week (the month it starts in)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n answer(s)</source>
        <translation>
            <numerusform>%1: %n answer</numerusform>
            <numerusform>%1: %n answers</numerusform>
        </translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Again</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Good</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Answers per day</source>
        <translation>Answers per day</translation>
    </message>
    <message>
        <source>Answers per day, by rating</source>
        <translation>Answers per day, by rating</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <source>Study day</source>
        <translation>Study day</translation>
    </message>
    <message>
        <source>Study time</source>
        <translation>Study time</translation>
    </message>
    <message>
        <source>Study time per day</source>
        <translation>Study time per day</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minutes</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Learning</translation>
    </message>
    <message>
        <source>Cards due</source>
        <translation>Cards due</translation>
    </message>
    <message>
        <source>Cards due (today includes the overdue ones)</source>
        <translation>Cards due (today includes the overdue ones)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>MMM d</source>
        <comment>date format of chart labels (QDate::toString): month and day</comment>
        <translation>MMM d</translation>
    </message>
    <message>
        <source>MMM yyyy</source>
        <comment>date format of chart labels (QDate::toString): month and year</comment>
        <translation>MMM yyyy</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Month</translation>
    </message>
    <message>
        <source>Week starting</source>
        <translation>Week starting</translation>
    </message>
    <message>
        <source>Retention (%)</source>
        <translation>Retention (%)</translation>
    </message>
    <message>
        <source>Desired retention %1%</source>
        <translation>Desired retention %1%</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Per month</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>Per week</translation>
    </message>
    <message>
        <source>Cards by state</source>
        <translation>Cards by state</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>Relearning</translation>
    </message>
    <message>
        <source>Young</source>
        <translation>Young</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Mature</translation>
    </message>
    <message>
        <source>Suspended</source>
        <translation>Suspended</translation>
    </message>
    <message>
        <source>Buried</source>
        <translation>Buried</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(the whole deck)</source>
        <translation>(the whole deck)</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stability</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>Retrievability now</source>
        <translation>Retrievability now</translation>
    </message>
    <message>
        <source>Stability (days, from)</source>
        <translation>Stability (days, from)</translation>
    </message>
    <message>
        <source>Difficulty (1 easy … 10 hard, from)</source>
        <translation>Difficulty (1 easy … 10 hard, from)</translation>
    </message>
    <message>
        <source>Retrievability now (%, from)</source>
        <translation>Retrievability now (%, from)</translation>
    </message>
    <message>
        <source>Desired retention (%)</source>
        <translation>Desired retention (%)</translation>
    </message>
    <message>
        <source>Reviews per day</source>
        <translation>Reviews per day</translation>
    </message>
    <message>
        <source>Remembered (%)</source>
        <translation>Remembered (%)</translation>
    </message>
    <message>
        <source>Expected recall per chapter on %1</source>
        <translation>Expected recall per chapter on %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <source>Expected recall (%)</source>
        <translation>Expected recall (%)</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (yours)</translation>
    </message>
    <message numerus="yes">
        <source>Next %n day(s): averages by desired retention</source>
        <translation>
            <numerusform>Next %n day: averages by desired retention</numerusform>
            <numerusform>Next %n days: averages by desired retention</numerusform>
        </translation>
    </message>
    <message>
        <source>Share remembered (%)</source>
        <translation>Share remembered (%)</translation>
    </message>
    <message>
        <source>Yours now</source>
        <translation>Yours now</translation>
    </message>
    <message>
        <source>Shown week by week</source>
        <translation>Shown week by week</translation>
    </message>
    <message>
        <source>Week by week: %1 solid, %2 dashed</source>
        <translation>Week by week: %1 solid, %2 dashed</translation>
    </message>
    <message>
        <source>Week by week at %1</source>
        <translation>Week by week at %1</translation>
    </message>
    <message>
        <source>True retention</source>
        <translation>True retention</translation>
    </message>
    <message>
        <source>Mastery per chapter</source>
        <translation>Mastery per chapter</translation>
    </message>
    <message>
        <source>Cards mastered</source>
        <translation>Cards mastered</translation>
    </message>
    <message>
        <source>Cards mastered (%)</source>
        <translation>Cards mastered (%)</translation>
    </message>
    <message>
        <source>As now</source>
        <translation>As now</translation>
    </message>
    <message>
        <source>%1 new/day, %2%</source>
        <translation>%1 new/day, %2%</translation>
    </message>
</context>
<context>
    <name>StudyOptionsForm</name>
    <message>
        <source>In note order</source>
        <translation>In note order</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>The order new cards are introduced in: as they come in the notes, or shuffled</source>
        <translation>The order new cards are introduced in: as they come in the notes, or shuffled</translation>
    </message>
    <message>
        <source>The chance of recalling a card you want when it comes up: higher means more reviews</source>
        <translation>The chance of recalling a card you want when it comes up: higher means more reviews</translation>
    </message>
    <message>
        <source> days</source>
        <translation> days</translation>
    </message>
    <message>
        <source>The longest a card can wait until its next review</source>
        <translation>The longest a card can wait until its next review</translation>
    </message>
    <message>
        <source>Even out the reviews from day to day</source>
        <translation>Even out the reviews from day to day</translation>
    </message>
    <message>
        <source>Among the days a card&apos;s interval may fall on, choose the one with the fewest reviews due</source>
        <translation>Among the days a card&apos;s interval may fall on, choose the one with the fewest reviews due</translation>
    </message>
    <message>
        <source>Bury the other cards of a note until the next day</source>
        <translation>Bury the other cards of a note until the next day</translation>
    </message>
    <message>
        <source>Once a card is answered, the other clozes of its note and the other direction of a reversed pair wait for the next day</source>
        <translation>Once a card is answered, the other clozes of its note and the other direction of a reversed pair wait for the next day</translation>
    </message>
    <message>
        <source>Delays before a new card graduates, e.g. “1m 10m” (m minutes, h hours, d days)</source>
        <translation>Delays before a new card graduates, e.g. “1m 10m” (m minutes, h hours, d days)</translation>
    </message>
    <message>
        <source>Delays after a forgotten card, e.g. “10m”</source>
        <translation>Delays after a forgotten card, e.g. “10m”</translation>
    </message>
    <message>
        <source>:00</source>
        <translation>:00</translation>
    </message>
    <message>
        <source>A card forgotten this many times is a leech and is suspended</source>
        <translation>A card forgotten this many times is a leech and is suspended</translation>
    </message>
    <message>
        <source>&amp;New cards per day:</source>
        <translation>&amp;New cards per day:</translation>
    </message>
    <message>
        <source>&amp;Reviews per day:</source>
        <translation>&amp;Reviews per day:</translation>
    </message>
    <message>
        <source>Ne&amp;w card order:</source>
        <translation>Ne&amp;w card order:</translation>
    </message>
    <message>
        <source>Desired re&amp;tention:</source>
        <translation>Desired re&amp;tention:</translation>
    </message>
    <message>
        <source>&amp;Maximum interval:</source>
        <translation>&amp;Maximum interval:</translation>
    </message>
    <message>
        <source>Load &amp;balancing:</source>
        <translation>Load &amp;balancing:</translation>
    </message>
    <message>
        <source>S&amp;iblings:</source>
        <translation>S&amp;iblings:</translation>
    </message>
    <message>
        <source>Eas&amp;y days:</source>
        <translation>Eas&amp;y days:</translation>
    </message>
    <message>
        <source>&amp;Learning steps:</source>
        <translation>&amp;Learning steps:</translation>
    </message>
    <message>
        <source>Re&amp;learning steps:</source>
        <translation>Re&amp;learning steps:</translation>
    </message>
    <message>
        <source>Next &amp;day starts at:</source>
        <translation>Next &amp;day starts at:</translation>
    </message>
    <message>
        <source>Lee&amp;ch threshold:</source>
        <translation>Lee&amp;ch threshold:</translation>
    </message>
    <message>
        <source>Learning steps: %1</source>
        <translation>Learning steps: %1</translation>
    </message>
    <message>
        <source>Relearning steps: %1</source>
        <translation>Relearning steps: %1</translation>
    </message>
</context>
<context>
    <name>StudyTexts</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>1 review</source>
        <translation>1 review</translation>
    </message>
    <message>
        <source>%1 reviews</source>
        <translation>%1 reviews</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation>%1 new</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::AnkiExportDialog</name>
    <message>
        <source>Export to Anki</source>
        <translation>Export to Anki</translation>
    </message>
    <message>
        <source>Anki package (*.apkg)</source>
        <translation>Anki package (*.apkg)</translation>
    </message>
    <message>
        <source>With the study history: each card&apos;s schedule, its memory and its answers</source>
        <translation>With the study history: each card&apos;s schedule, its memory and its answers</translation>
    </message>
    <message>
        <source>Without it every card arrives in Anki as new. Anki takes a card&apos;s history only the first time it imports the card.</source>
        <translation>Without it every card arrives in Anki as new. Anki takes a card&apos;s history only the first time it imports the card.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::AppContext</name>
    <message>
        <source>The deck is closed.</source>
        <translation>The deck is closed.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::CardInfoDialog</name>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Learning</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>Relearning</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Again</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Good</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Card info — card %1</source>
        <translation>Card info — card %1</translation>
    </message>
    <message>
        <source>Reading the card&apos;s history…</source>
        <translation>Reading the card&apos;s history…</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Interval</source>
        <translation>Interval</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>R before</source>
        <translation>R before</translation>
    </message>
    <message>
        <source>S after (days)</source>
        <translation>S after (days)</translation>
    </message>
    <message>
        <source>D after</source>
        <translation>D after</translation>
    </message>
    <message>
        <source>The recall probability the scheduler gave the card when it was answered</source>
        <translation>The recall probability the scheduler gave the card when it was answered</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message>
        <source>Cannot read the card: %1</source>
        <translation>Cannot read the card: %1</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>%1 (no longer in the notes)</source>
        <translation>%1 (no longer in the notes)</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>Reviews</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Lapses</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stability</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 days</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>%1 of 10</source>
        <translation>%1 of 10</translation>
    </message>
    <message>
        <source>Retrievability now</source>
        <translation>Retrievability now</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memory</translation>
    </message>
    <message>
        <source>Not answered yet</source>
        <translation>Not answered yet</translation>
    </message>
    <message>
        <source>The history does not start with the card&apos;s first answer (it was imported with part of its history): stability and difficulty are shown from the first answer that recorded them, retrievability from the answer after it.</source>
        <translation>The history does not start with the card&apos;s first answer (it was imported with part of its history): stability and difficulty are shown from the first answer that recorded them, retrievability from the answer after it.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::CardView</name>
    <message>
        <source>Chapter</source>
        <translation>Chapter</translation>
    </message>
    <message>
        <source>image</source>
        <translation>image</translation>
    </message>
    <message>
        <source>Not loaded (NoteDeck shows no images from the network): %1</source>
        <translation>Not loaded (NoteDeck shows no images from the network): %1</translation>
    </message>
    <message>
        <source>This card could not be shown: %1</source>
        <translation>This card could not be shown: %1</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>Not found: %1</translation>
    </message>
    <message>
        <source>Outside the notes folder: %1</source>
        <translation>Outside the notes folder: %1</translation>
    </message>
    <message>
        <source>An absolute path (write it relative to the note): %1</source>
        <translation>An absolute path (write it relative to the note): %1</translation>
    </message>
    <message>
        <source>A file: URL (write the path relative to the note): %1</source>
        <translation>A file: URL (write the path relative to the note): %1</translation>
    </message>
    <message>
        <source>A symbolic link pointing outside the notes folder: %1</source>
        <translation>A symbolic link pointing outside the notes folder: %1</translation>
    </message>
    <message>
        <source>Over 20 MB: %1</source>
        <translation>Over 20 MB: %1</translation>
    </message>
    <message>
        <source>Not an image format (png, jpg, gif, webp, svg): %1</source>
        <translation>Not an image format (png, jpg, gif, webp, svg): %1</translation>
    </message>
    <message>
        <source>Remote images are blocked: %1</source>
        <translation>Remote images are blocked: %1</translation>
    </message>
    <message>
        <source>Not an image of the notes folder: %1</source>
        <translation>Not an image of the notes folder: %1</translation>
    </message>
    <message>
        <source>No notes folder to show images from: %1</source>
        <translation>No notes folder to show images from: %1</translation>
    </message>
    <message>
        <source>Could not be loaded (gone, or not a valid image): %1</source>
        <translation>Could not be loaded (gone, or not a valid image): %1</translation>
    </message>
    <message>
        <source>Occlude… (this card shows no picture)</source>
        <translation>Occlude… (this card shows no picture)</translation>
    </message>
    <message>
        <source>Occlude…</source>
        <translation>Occlude…</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DamagedDeckDialog</name>
    <message>
        <source>NoteDeck cannot open the deck</source>
        <translation>NoteDeck cannot open the deck</translation>
    </message>
    <message>
        <source>The deck %1 cannot be opened: %2</source>
        <translation>The deck %1 cannot be opened: %2</translation>
    </message>
    <message>
        <source>Looking for a good backup…</source>
        <translation>Looking for a good backup…</translation>
    </message>
    <message>
        <source>&amp;Restore this backup…</source>
        <translation>&amp;Restore this backup…</translation>
    </message>
    <message>
        <source>&amp;Quit without changing anything</source>
        <translation>&amp;Quit without changing anything</translation>
    </message>
    <message>
        <source>No good backup of this deck was found in %1. Keep the damaged file: SQLite&apos;s own tools (sqlite3 FILE .recover) may still save much of it. To start over with a new deck, move the file away and start NoteDeck again.</source>
        <translation>No good backup of this deck was found in %1. Keep the damaged file: SQLite&apos;s own tools (sqlite3 FILE .recover) may still save much of it. To start over with a new deck, move the file away and start NoteDeck again.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>Replace the damaged deck with the backup made %1 (%2 cards, %3 reviews)? The damaged file is kept as a backup.</source>
        <translation>Replace the damaged deck with the backup made %1 (%2 cards, %3 reviews)? The damaged file is kept as a backup.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Restoring %1…</source>
        <translation>Restoring %1…</translation>
    </message>
    <message>
        <source>Restoring failed: %1. The deck has not been replaced.</source>
        <translation>Restoring failed: %1. The deck has not been replaced.</translation>
    </message>
    <message>
        <source>The backup %1 could not be restored.</source>
        <translation>The backup %1 could not be restored.</translation>
    </message>
    <message>
        <source>less than a minute ago</source>
        <translation>less than a minute ago</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>%n hour ago</numerusform>
            <numerusform>%n hours ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation>
            <numerusform>%n day ago</numerusform>
            <numerusform>%n days ago</numerusform>
        </translation>
    </message>
    <message>
        <source>The latest good backup is %1, made %2 (%3), with %4 cards and %5 reviews; answers given after it was made are not in it. Restoring it replaces the damaged deck, which is kept in %6 first, so nothing is lost.</source>
        <translation>The latest good backup is %1, made %2 (%3), with %4 cards and %5 reviews; answers given after it was made are not in it. Restoring it replaces the damaged deck, which is kept in %6 first, so nothing is lost.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DeckTreeModel</name>
    <message numerus="yes">
        <source>%n new card(s), never studied</source>
        <translation>
            <numerusform>%n new card, never studied</numerusform>
            <numerusform>%n new cards, never studied</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n review(s) due today</source>
        <translation>
            <numerusform>%n review due today</numerusform>
            <numerusform>%n reviews due today</numerusform>
        </translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>All cards</translation>
    </message>
    <message>
        <source>Every card of the deck</source>
        <translation>Every card of the deck</translation>
    </message>
    <message>
        <source>Chapter</source>
        <translation>Chapter</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Learn</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <source>Mastered: %1 of %2 cards (%3%).</source>
        <translation>Mastered: %1 of %2 cards (%3%).</translation>
    </message>
    <message>
        <source>A card is mastered when it is a review card (past its learning steps, not relearning after Again) that you would recall now with at least %1% probability and whose stability is at least %2 days (its recall takes that long to fall to %1%), as the memory model estimates. New cards and cards in learning are not mastered.</source>
        <translation>A card is mastered when it is a review card (past its learning steps, not relearning after Again) that you would recall now with at least %1% probability and whose stability is at least %2 days (its recall takes that long to fall to %1%), as the memory model estimates. New cards and cards in learning are not mastered.</translation>
    </message>
    <message>
        <source>Share of the cards mastered.</source>
        <translation>Share of the cards mastered.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in learning</source>
        <translation>
            <numerusform>%n card in learning</numerusform>
            <numerusform>%n cards in learning</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillHistoryChart</name>
    <message>
        <source>Score per chapter over your drills</source>
        <translation>Score per chapter over your drills</translation>
    </message>
    <message>
        <source>Whole deck</source>
        <translation>Whole deck</translation>
    </message>
    <message>
        <source>No drills yet: the score per chapter appears here after the first one.</source>
        <translation>No drills yet: the score per chapter appears here after the first one.</translation>
    </message>
    <message numerus="yes">
        <source>%n more chapter(s) drilled less often are not drawn.</source>
        <translation>
            <numerusform>%n more chapter drilled less often is not drawn.</numerusform>
            <numerusform>%n more chapters drilled less often are not drawn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the drill history…</source>
        <translation>Reading the drill history…</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillHistoryView</name>
    <message>
        <source>Drill history</source>
        <translation>Drill history</translation>
    </message>
    <message>
        <source>No drills yet. Start one with Go › Interview drill… or from the chapter tree&apos;s menu.</source>
        <translation>No drills yet. Start one with Go › Interview drill… or from the chapter tree&apos;s menu.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Chapters</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Answered</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Per chapter</source>
        <translation>Per chapter</translation>
    </message>
    <message>
        <source>Double-click a drill to see its summary again</source>
        <translation>Double-click a drill to see its summary again</translation>
    </message>
    <message>
        <source>Open the summary</source>
        <translation>Open the summary</translation>
    </message>
    <message>
        <source>Remove from the history…</source>
        <translation>Remove from the history…</translation>
    </message>
    <message>
        <source>New drill…</source>
        <translation>New drill…</translation>
    </message>
    <message>
        <source>Back to the deck</source>
        <translation>Back to the deck</translation>
    </message>
    <message>
        <source>Cannot read the drill history: %1</source>
        <translation>Cannot read the drill history: %1</translation>
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
        <translation>, </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
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
        <translation>Remove the drill</translation>
    </message>
    <message>
        <source>Remove this drill and its answers from the history? The cards stay as they are.</source>
        <translation>Remove this drill and its answers from the history? The cards stay as they are.</translation>
    </message>
    <message>
        <source>Reading the drill history…</source>
        <translation>Reading the drill history…</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillSetupDialog</name>
    <message>
        <source>Interview drill</source>
        <translation>Interview drill</translation>
    </message>
    <message>
        <source>Questions drawn from the chapters and sections you tick, asked one at a time the way an interviewer would. Answer aloud, then reveal and grade yourself.</source>
        <translation>Questions drawn from the chapters and sections you tick, asked one at a time the way an interviewer would. Answer aloud, then reveal and grade yourself.</translation>
    </message>
    <message>
        <source>Chapters and sections</source>
        <translation>Chapters and sections</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Fewer are asked when the chosen chapters hold fewer cards</source>
        <translation>Fewer are asked when the chosen chapters hold fewer cards</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Weakest first</source>
        <translation>Weakest first</translation>
    </message>
    <message>
        <source>Unseen first</source>
        <translation>Unseen first</translation>
    </message>
    <message>
        <source>Lowest chance of recall first, then the cards forgotten most often</source>
        <translation>Lowest chance of recall first, then the cards forgotten most often</translation>
    </message>
    <message>
        <source>Cards never studied first, then the others</source>
        <translation>Cards never studied first, then the others</translation>
    </message>
    <message>
        <source>Time limit per question</source>
        <translation>Time limit per question</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A countdown runs above the question; when it reaches zero the answer is shown</source>
        <translation>A countdown runs above the question; when it reaches zero the answer is shown</translation>
    </message>
    <message>
        <source>Grades update the review schedule</source>
        <translation>Grades update the review schedule</translation>
    </message>
    <message>
        <source>Off: the drill leaves the daily schedule alone. On: Knew counts as Good, Partly as Hard and Missed as Again, as if answered in a review</source>
        <translation>Off: the drill leaves the daily schedule alone. On: Knew counts as Good, Partly as Hard and Missed as Again, as if answered in a review</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Order</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Start the drill</source>
        <translation>Start the drill</translation>
    </message>
    <message numerus="yes">
        <source>Nothing ticked: questions come from the whole deck (%n card(s)).</source>
        <translation>
            <numerusform>Nothing ticked: questions come from the whole deck (%n card).</numerusform>
            <numerusform>Nothing ticked: questions come from the whole deck (%n cards).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ticked, %2 to draw from.</source>
        <translation>%1 ticked, %2 to draw from.</translation>
    </message>
    <message numerus="yes">
        <source>%n chapter(s) or section(s)</source>
        <translation>
            <numerusform>%n chapter or section</numerusform>
            <numerusform>%n chapters or sections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillSummaryView</name>
    <message>
        <source>Double-click or Enter: study this card now</source>
        <translation>Double-click or Enter: study this card now</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Grade</source>
        <translation>Grade</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Section</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Double-click a question to study its card</source>
        <translation>Double-click a question to study its card</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Answered</translation>
    </message>
    <message>
        <source>Per question</source>
        <translation>Per question</translation>
    </message>
    <message>
        <source>Review the missed cards today</source>
        <translation>Review the missed cards today</translation>
    </message>
    <message>
        <source>Make the missed cards due now, so today&apos;s study asks them again</source>
        <translation>Make the missed cards due now, so today&apos;s study asks them again</translation>
    </message>
    <message>
        <source>Export as Markdown…</source>
        <translation>Export as Markdown…</translation>
    </message>
    <message>
        <source>Drill history</source>
        <translation>Drill history</translation>
    </message>
    <message>
        <source>Back to the deck</source>
        <translation>Back to the deck</translation>
    </message>
    <message>
        <source>Back to the deck (Esc)</source>
        <translation>Back to the deck (Esc)</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Missed</translation>
    </message>
    <message>
        <source>Partly known</source>
        <translation>Partly known</translation>
    </message>
    <message>
        <source>Weakest sections</source>
        <translation>Weakest sections</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Knew</source>
        <translation>Knew</translation>
    </message>
    <message>
        <source>Partly</source>
        <translation>Partly</translation>
    </message>
    <message>
        <source>Drill complete</source>
        <translation>Drill complete</translation>
    </message>
    <message>
        <source>Drill ended after %1 of %2 questions</source>
        <translation>Drill ended after %1 of %2 questions</translation>
    </message>
    <message>
        <source>weakest first</source>
        <translation>weakest first</translation>
    </message>
    <message>
        <source>unseen first</source>
        <translation>unseen first</translation>
    </message>
    <message>
        <source>random order</source>
        <translation>random order</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>the whole deck</source>
        <translation>the whole deck</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 s per question</source>
        <translation>%1 s per question</translation>
    </message>
    <message>
        <source>no time limit</source>
        <translation>no time limit</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 knew · %2 partly · %3 missed, of %4 answered</source>
        <translation>%1 knew · %2 partly · %3 missed, of %4 answered</translation>
    </message>
    <message>
        <source>%1 in all, %2 per question</source>
        <translation>%1 in all, %2 per question</translation>
    </message>
    <message>
        <source>No question was answered.</source>
        <translation>No question was answered.</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>not answered</translation>
    </message>
    <message>
        <source>Your notes: %1</source>
        <translation>Your notes: %1</translation>
    </message>
    <message>
        <source>None missed.</source>
        <translation>None missed.</translation>
    </message>
    <message>
        <source>None partly known.</source>
        <translation>None partly known.</translation>
    </message>
    <message>
        <source>Off: the deck is open read-only (%1), so the missed cards cannot be made due.</source>
        <translation>Off: the deck is open read-only (%1), so the missed cards cannot be made due.</translation>
    </message>
    <message>
        <source>Off: no question was missed.</source>
        <translation>Off: no question was missed.</translation>
    </message>
    <message>
        <source>Card info</source>
        <translation>Card info</translation>
    </message>
    <message>
        <source>Study this card</source>
        <translation>Study this card</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::DrillView</name>
    <message>
        <source>The deck is closed.</source>
        <translation>The deck is closed.</translation>
    </message>
    <message>
        <source>Cannot start the drill: %1</source>
        <translation>Cannot start the drill: %1</translation>
    </message>
    <message>
        <source>The whole deck</source>
        <translation>The whole deck</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Time is up. How well did you know it?</source>
        <translation>Time is up. How well did you know it?</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Time is up</translation>
    </message>
    <message>
        <source>Time left for this question (%1 s in all)</source>
        <translation>Time left for this question (%1 s in all)</translation>
    </message>
    <message>
        <source>Time on this question</source>
        <translation>Time on this question</translation>
    </message>
    <message>
        <source>The grade was not saved: %1</source>
        <translation>The grade was not saved: %1</translation>
    </message>
    <message>
        <source>The missed cards were not changed: %1</source>
        <translation>The missed cards were not changed: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n missed card(s) are due now; Study now asks them.</source>
        <translation>
            <numerusform>%n missed card is due now; Study now asks it.</numerusform>
            <numerusform>%n missed cards are due now; Study now asks them.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the drill summary</source>
        <translation>Export the drill summary</translation>
    </message>
    <message>
        <source>Markdown (*.md);;All files (*)</source>
        <translation>Markdown (*.md);;All files (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>Saved the summary to %1.</source>
        <translation>Saved the summary to %1.</translation>
    </message>
    <message>
        <source>The drill ended because the deck was closed.</source>
        <translation>The drill ended because the deck was closed.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>This question / questions in the drill</source>
        <translation>This question / questions in the drill</translation>
    </message>
    <message>
        <source>End the drill</source>
        <translation>End the drill</translation>
    </message>
    <message>
        <source>Key points of your answer (optional; kept with the drill). Ctrl+Enter shows the answer.</source>
        <translation>Key points of your answer (optional; kept with the drill). Ctrl+Enter shows the answer.</translation>
    </message>
    <message>
        <source>Show the answer  (Space)</source>
        <translation>Show the answer  (Space)</translation>
    </message>
    <message>
        <source>Show the answer below the question (Space or Enter)</source>
        <translation>Show the answer below the question (Space or Enter)</translation>
    </message>
    <message>
        <source>2  Partly</source>
        <translation>2  Partly</translation>
    </message>
    <message>
        <source>You knew part of it (2)</source>
        <translation>You knew part of it (2)</translation>
    </message>
    <message>
        <source>Drawing the questions…</source>
        <translation>Drawing the questions…</translation>
    </message>
    <message>
        <source>Cannot read the drill history: %1</source>
        <translation>Cannot read the drill history: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n missed new card(s) come in today&apos;s study, beyond the daily limit of new cards.</source>
        <translation>
            <numerusform>%n missed new card comes in today&apos;s study, beyond the daily limit of new cards.</numerusform>
            <numerusform>%n missed new cards come in today&apos;s study, beyond the daily limit of new cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>The missed cards are due today already.</source>
        <translation>The missed cards are due today already.</translation>
    </message>
    <message>
        <source>Drills are off: the deck is open read-only (%1).</source>
        <translation>Drills are off: the deck is open read-only (%1).</translation>
    </message>
    <message numerus="yes">
        <source>Esc again ends the drill and shows the summary of the %n question(s) answered.</source>
        <translation>
            <numerusform>Esc again ends the drill and shows the summary of the %n question answered.</numerusform>
            <numerusform>Esc again ends the drill and shows the summary of the %n questions answered.</numerusform>
        </translation>
    </message>
    <message>
        <source>End now and see the summary; questions not graded do not count (Esc twice)</source>
        <translation>End now and see the summary; questions not graded do not count (Esc twice)</translation>
    </message>
    <message>
        <source>1  Missed</source>
        <translation>1  Missed</translation>
    </message>
    <message>
        <source>You did not know it (1)</source>
        <translation>You did not know it (1)</translation>
    </message>
    <message>
        <source>3  Knew</source>
        <translation>3  Knew</translation>
    </message>
    <message>
        <source>You knew it (3)</source>
        <translation>You knew it (3)</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::EasyDaysEdit</name>
    <message>
        <source>Mon</source>
        <translation>Mon</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>Tue</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>Wed</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>Thu</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>Fri</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>Sat</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>Sun</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Reduced</source>
        <translation>Reduced</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Reviews whose interval may fall on another day move off reduced and minimum days; a reduced day keeps about half a normal day&apos;s reviews, a minimum day only those that cannot move</source>
        <translation>Reviews whose interval may fall on another day move off reduced and minimum days; a reduced day keeps about half a normal day&apos;s reviews, a minimum day only those that cannot move</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::FsrsParametersPanel</name>
    <message>
        <source>Memory model (FSRS parameters)</source>
        <translation>Memory model (FSRS parameters)</translation>
    </message>
    <message>
        <source>The 21 weights w0 … w20 of the FSRS-6 memory model, row by row</source>
        <translation>The 21 weights w0 … w20 of the FSRS-6 memory model, row by row</translation>
    </message>
    <message>
        <source>Optimize fits the parameters to your own review history. The fitted parameters are adopted only when they predict your past answers better than the current ones, that is, when their log loss is lower.</source>
        <translation>Optimize fits the parameters to your own review history. The fitted parameters are adopted only when they predict your past answers better than the current ones, that is, when their log loss is lower.</translation>
    </message>
    <message>
        <source>&amp;Reschedule existing cards with the new parameters</source>
        <translation>&amp;Reschedule existing cards with the new parameters</translation>
    </message>
    <message>
        <source>Works out each card&apos;s memory again from its answers and moves its next review accordingly; your review history is not changed</source>
        <translation>Works out each card&apos;s memory again from its answers and moves its next review accordingly; your review history is not changed</translation>
    </message>
    <message>
        <source>&amp;Optimize</source>
        <translation>&amp;Optimize</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cannot read the parameters: %1</source>
        <translation>Cannot read the parameters: %1</translation>
    </message>
    <message>
        <source>The FSRS-6 defaults, fitted to many learners. Optimize fits them to you.</source>
        <translation>The FSRS-6 defaults, fitted to many learners. Optimize fits them to you.</translation>
    </message>
    <message>
        <source>Personal parameters, optimized on %1 (reviews used: %2).</source>
        <translation>Personal parameters, optimized on %1 (reviews used: %2).</translation>
    </message>
    <message>
        <source>Personal parameters.</source>
        <translation>Personal parameters.</translation>
    </message>
    <message>
        <source>Waiting for the deck…</source>
        <translation>Waiting for the deck…</translation>
    </message>
    <message>
        <source>Epoch %1 of %2 — %p%</source>
        <translation>Epoch %1 of %2 — %p%</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>Cancelled; nothing was changed.</source>
        <translation>Cancelled; nothing was changed.</translation>
    </message>
    <message>
        <source>Optimizing failed: %1</source>
        <translation>Optimizing failed: %1</translation>
    </message>
    <message>
        <source>Too little review history to fit. Reviews: %1; answers on a later day than the card&apos;s previous one, which the fit learns from: %2. At least 8 of those are needed, and a few hundred for a reliable fit. The current parameters are kept.</source>
        <translation>Too little review history to fit. Reviews: %1; answers on a later day than the card&apos;s previous one, which the fit learns from: %2. At least 8 of those are needed, and a few hundred for a reliable fit. The current parameters are kept.</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Current</translation>
    </message>
    <message>
        <source>Optimized</source>
        <translation>Optimized</translation>
    </message>
    <message>
        <source>Log loss</source>
        <translation>Log loss</translation>
    </message>
    <message>
        <source>RMSE (bins)</source>
        <translation>RMSE (bins)</translation>
    </message>
    <message>
        <source>Reviews used: %1, of which predicted: %2. Fitted in %3.</source>
        <translation>Reviews used: %1, of which predicted: %2. Fitted in %3.</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>With this little history only the first four parameters, the memory after a card&apos;s first answer, were fitted.</source>
        <translation>With this little history only the first four parameters, the memory after a card&apos;s first answer, were fitted.</translation>
    </message>
    <message>
        <source>Lower log loss: the optimized parameters are now in use.</source>
        <translation>Lower log loss: the optimized parameters are now in use.</translation>
    </message>
    <message>
        <source>Cards rescheduled: %1.</source>
        <translation>Cards rescheduled: %1.</translation>
    </message>
    <message>
        <source>The optimized parameters predict your reviews no better; the current ones are kept.</source>
        <translation>The optimized parameters predict your reviews no better; the current ones are kept.</translation>
    </message>
    <message>
        <source>Ignore reviews before</source>
        <translation>Ignore reviews before</translation>
    </message>
    <message>
        <source>Cards first answered before this day are left out of the fit, and a card&apos;s memory is worked out again from its answers on this day and later. Useful after importing someone else&apos;s history, or after changing how you use the answer buttons.</source>
        <translation>Cards first answered before this day are left out of the fit, and a card&apos;s memory is worked out again from its answers on this day and later. Useful after importing someone else&apos;s history, or after changing how you use the answer buttons.</translation>
    </message>
    <message>
        <source>Left out: %1 cards (%2 reviews) whose history does not start with their first answer, or starts before the date to ignore reviews before.</source>
        <translation>Left out: %1 cards (%2 reviews) whose history does not start with their first answer, or starts before the date to ignore reviews before.</translation>
    </message>
    <message>
        <source>Health check: too few reviews for a reliable fit: %1 predicted; %2 or more make a reliable fit.</source>
        <translation>Health check: too few reviews for a reliable fit: %1 predicted; %2 or more make a reliable fit.</translation>
    </message>
    <message>
        <source>Health check: Hard seems to be used as a failing grade: of %1 reviews a day or more apart, %2 were answered Again and %3 Hard. Hard means you recalled the answer with effort; answer Again when you forgot.</source>
        <translation>Health check: Hard seems to be used as a failing grade: of %1 reviews a day or more apart, %2 were answered Again and %3 Hard. Hard means you recalled the answer with effort; answer Again when you forgot.</translation>
    </message>
    <message>
        <source>Health check: no problems found.</source>
        <translation>Health check: no problems found.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ImportReportPanel</name>
    <message numerus="yes">
        <source>Notes imported: nothing changed (%n card(s)).</source>
        <translation>
            <numerusform>Notes imported: nothing changed (%n card).</numerusform>
            <numerusform>Notes imported: nothing changed (%n cards).</numerusform>
        </translation>
    </message>
    <message>
        <source>Dismiss (Esc)</source>
        <translation>Dismiss (Esc)</translation>
    </message>
    <message>
        <source>Double click or press Enter to open the file at that line</source>
        <translation>Double click or press Enter to open the file at that line</translation>
    </message>
    <message>
        <source>The import was cancelled; the deck was not changed.</source>
        <translation>The import was cancelled; the deck was not changed.</translation>
    </message>
    <message>
        <source>The notes could not be imported: %1</source>
        <translation>The notes could not be imported: %1</translation>
    </message>
    <message>
        <source>%1, %2:</source>
        <translation>%1, %2:</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes imported: %1, %2, %3, %4, %5.</source>
        <translation>Notes imported: %1, %2, %3, %4, %5.</translation>
    </message>
    <message numerus="yes">
        <source>%n new</source>
        <translation>
            <numerusform>%n new</numerusform>
            <numerusform>%n new</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n updated</source>
        <translation>
            <numerusform>%n updated</numerusform>
            <numerusform>%n updated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moved</source>
        <translation>
            <numerusform>%n moved</numerusform>
            <numerusform>%n moved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n retired</source>
        <translation>
            <numerusform>%n retired</numerusform>
            <numerusform>%n retired</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n restored</source>
        <translation>
            <numerusform>%n restored</numerusform>
            <numerusform>%n restored</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot read this file: it is not a regular file (a broken link or a folder?)</source>
        <translation>Cannot read this file: it is not a regular file (a broken link or a folder?)</translation>
    </message>
    <message>
        <source>Cannot read this file: %1</source>
        <translation>Cannot read this file: %1</translation>
    </message>
    <message>
        <source>Cannot read this file: a read error occurred</source>
        <translation>Cannot read this file: a read error occurred</translation>
    </message>
    <message>
        <source>This is a binary file, not Markdown text (it contains NUL bytes); it was skipped</source>
        <translation>This is a binary file, not Markdown text (it contains NUL bytes); it was skipped</translation>
    </message>
    <message>
        <source>This file is not valid UTF-8 text (byte %1); save it as UTF-8 and import again</source>
        <translation>This file is not valid UTF-8 text (byte %1); save it as UTF-8 and import again</translation>
    </message>
    <message>
        <source>Cannot list the whole folder: %1</source>
        <translation>Cannot list the whole folder: %1</translation>
    </message>
    <message>
        <source>No Markdown (.md) files in the notes folder</source>
        <translation>No Markdown (.md) files in the notes folder</translation>
    </message>
    <message>
        <source>The same question as line %1 in this section; both are kept as separate cards</source>
        <translation>The same question as line %1 in this section; both are kept as separate cards</translation>
    </message>
    <message>
        <source>This list item does not start with a question; it is not a card</source>
        <translation>This list item does not start with a question; it is not a card</translation>
    </message>
    <message>
        <source>This question has no answer (nothing is nested under it); it is not a card</source>
        <translation>This question has no answer (nothing is nested under it); it is not a card</translation>
    </message>
    <message>
        <source>This question heading has no answer before the next heading; it is not a card</source>
        <translation>This question heading has no answer before the next heading; it is not a card</translation>
    </message>
    <message>
        <source>Display math &quot;$$&quot; is never closed; it is shown as text</source>
        <translation>Display math &quot;$$&quot; is never closed; it is shown as text</translation>
    </message>
    <message>
        <source>This code fence is never closed; the rest of the file is shown as code</source>
        <translation>This code fence is never closed; the rest of the file is shown as code</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Updated</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation>Moved</translation>
    </message>
    <message>
        <source>Retired</source>
        <translation>Retired</translation>
    </message>
    <message>
        <source>Restored</source>
        <translation>Restored</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>This cloze is never closed with }}; it is shown as text</source>
        <translation>This cloze is never closed with }}; it is shown as text</translation>
    </message>
    <message>
        <source>The cloze number &quot;%1&quot; is not a positive whole number; the cloze is shown as text</source>
        <translation>The cloze number &quot;%1&quot; is not a positive whole number; the cloze is shown as text</translation>
    </message>
    <message>
        <source>This cloze hides nothing; it is shown as text</source>
        <translation>This cloze hides nothing; it is shown as text</translation>
    </message>
    <message>
        <source>A cloze inside another cloze: the inner one is shown as written</source>
        <translation>A cloze inside another cloze: the inner one is shown as written</translation>
    </message>
    <message>
        <source>This note holds %1 clozes, more than a note may hold; it gives no cards</source>
        <translation>This note holds %1 clozes, more than a note may hold; it gives no cards</translation>
    </message>
    <message>
        <source>Now a cloze note (new cards; the old card is retired with its history)</source>
        <translation>Now a cloze note (new cards; the old card is retired with its history)</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::KeyboardShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Notes &amp;folder…</source>
        <translation>Notes &amp;folder…</translation>
    </message>
    <message>
        <source>&amp;Import notes now</source>
        <translation>&amp;Import notes now</translation>
    </message>
    <message>
        <source>Import from An&amp;ki…</source>
        <translation>Import from An&amp;ki…</translation>
    </message>
    <message>
        <source>Export to &amp;Anki…</source>
        <translation>Export to &amp;Anki…</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>&amp;Restore a backup…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Overview</translation>
    </message>
    <message>
        <source>&amp;Read the chapter</source>
        <translation>&amp;Read the chapter</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Search…</translation>
    </message>
    <message>
        <source>S&amp;tudy the chapter</source>
        <translation>S&amp;tudy the chapter</translation>
    </message>
    <message>
        <source>Study &amp;everything</source>
        <translation>Study &amp;everything</translation>
    </message>
    <message>
        <source>&amp;Chapter tree</source>
        <translation>&amp;Chapter tree</translation>
    </message>
    <message>
        <source>Study the selected chapter</source>
        <translation>Study the selected chapter</translation>
    </message>
    <message>
        <source>Chapter tree</source>
        <translation>Chapter tree</translation>
    </message>
    <message>
        <source>Interview &amp;drill…</source>
        <translation>Interview &amp;drill…</translation>
    </message>
    <message>
        <source>Drill &amp;history</source>
        <translation>Drill &amp;history</translation>
    </message>
    <message>
        <source>Drill the selected chapters</source>
        <translation>Drill the selected chapters</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Read</translation>
    </message>
    <message>
        <source>&amp;Study</source>
        <translation>&amp;Study</translation>
    </message>
    <message>
        <source>Drill these %1 chapters…</source>
        <translation>Drill these %1 chapters…</translation>
    </message>
    <message>
        <source>&amp;Drill this chapter…</source>
        <translation>&amp;Drill this chapter…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistics</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Larger card text	Ctrl+=</source>
        <translation>Larger card text	Ctrl+=</translation>
    </message>
    <message>
        <source>Smaller card text	Ctrl+-</source>
        <translation>Smaller card text	Ctrl+-</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;About NoteDeck</source>
        <translation>&amp;About NoteDeck</translation>
    </message>
    <message>
        <source>About NoteDeck</source>
        <translation>About NoteDeck</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NoteDeck %1&lt;/h3&gt;&lt;p&gt;Spaced repetition for your Markdown notes: flashcards made from your notes, scheduled with FSRS-6.&lt;/p&gt;&lt;p&gt;MIT licence. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NoteDeck %1&lt;/h3&gt;&lt;p&gt;Spaced repetition for your Markdown notes: flashcards made from your notes, scheduled with FSRS-6.&lt;/p&gt;&lt;p&gt;MIT licence. Built with Qt %2.&lt;/p&gt;</translation>
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
        <translation>Chapters: Enter reads the selected one, S studies it</translation>
    </message>
    <message>
        <source>Cannot count the cards: %1</source>
        <translation>Cannot count the cards: %1</translation>
    </message>
    <message>
        <source>This deck is open read-only: %1. You can browse, read and search; studying, importing, settings and restoring are off.</source>
        <translation>This deck is open read-only: %1. You can browse, read and search; studying, importing, settings and restoring are off.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importing %1…</translation>
    </message>
    <message>
        <source>Exporting to Anki…</source>
        <translation>Exporting to Anki…</translation>
    </message>
    <message>
        <source>%1 written: %2 notes, %3 cards, %4 answers, %5 media files.</source>
        <translation>%1 written: %2 notes, %3 cards, %4 answers, %5 media files.</translation>
    </message>
    <message>
        <source>Not added:</source>
        <translation>Not added:</translation>
    </message>
    <message>
        <source>The Anki package could not be written: %1</source>
        <translation>The Anki package could not be written: %1</translation>
    </message>
    <message>
        <source>Export to Anki</source>
        <translation>Export to Anki</translation>
    </message>
    <message>
        <source>Settings saved. The new language shows the next time NoteDeck starts.</source>
        <translation>Settings saved. The new language shows the next time NoteDeck starts.</translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation>Settings saved.</translation>
    </message>
    <message>
        <source>The backup was restored.</source>
        <translation>The backup was restored.</translation>
    </message>
    <message>
        <source>Restoring failed: %1</source>
        <translation>Restoring failed: %1</translation>
    </message>
    <message>
        <source>The daily backup failed: %1</source>
        <translation>The daily backup failed: %1</translation>
    </message>
    <message>
        <source>Open the deck for writing</source>
        <translation>Open the deck for writing</translation>
    </message>
    <message>
        <source>NoteDeck is already using this deck (pid %1)</source>
        <translation>NoteDeck is already using this deck (pid %1)</translation>
    </message>
    <message>
        <source>The other NoteDeck has closed this deck. Open it again to study, import and change settings here.</source>
        <translation>The other NoteDeck has closed this deck. Open it again to study, import and change settings here.</translation>
    </message>
    <message>
        <source>The deck could not be opened again: %1</source>
        <translation>The deck could not be opened again: %1</translation>
    </message>
    <message>
        <source>The deck is still read-only: %1</source>
        <translation>The deck is still read-only: %1</translation>
    </message>
    <message>
        <source>This NoteDeck writes the deck now.</source>
        <translation>This NoteDeck writes the deck now.</translation>
    </message>
    <message>
        <source>Import from Anki</source>
        <translation>Import from Anki</translation>
    </message>
    <message>
        <source>Anki notes are written as Markdown into your notes folder. Choose your own notes folder first (File › Notes folder…).</source>
        <translation>Anki notes are written as Markdown into your notes folder. Choose your own notes folder first (File › Notes folder…).</translation>
    </message>
    <message>
        <source>Anki packages (*.apkg *.colpkg)</source>
        <translation>Anki packages (*.apkg *.colpkg)</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Nothing was imported.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::NotesImport</name>
    <message>
        <source>Choose the notes folder</source>
        <translation>Choose the notes folder</translation>
    </message>
    <message>
        <source>This deck does not say which notes folder it comes from: choose it with File › Notes folder…</source>
        <translation>This deck does not say which notes folder it comes from: choose it with File › Notes folder…</translation>
    </message>
    <message>
        <source>The notes were not imported: the deck is open read-only (%1).</source>
        <translation>The notes were not imported: the deck is open read-only (%1).</translation>
    </message>
    <message>
        <source>The notes in %1 cannot be imported: %2</source>
        <translation>The notes in %1 cannot be imported: %2</translation>
    </message>
    <message>
        <source>another notes folder</source>
        <translation>another notes folder</translation>
    </message>
    <message>
        <source>Use another notes folder</source>
        <translation>Use another notes folder</translation>
    </message>
    <message numerus="yes">
        <source>This deck&apos;s cards come from %1.

Importing %2 instead retires %n of them: they are hidden from study and keep their history, and come back if you import their folder again.</source>
        <translation>
            <numerusform>This deck&apos;s cards come from %1.

Importing %2 instead retires %n of them: they are hidden from study and keep their history, and come back if you import their folder again.</numerusform>
            <numerusform>This deck&apos;s cards come from %1.

Importing %2 instead retires %n of them: they are hidden from study and keep their history, and come back if you import their folder again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Import %1</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Keep %1</translation>
    </message>
    <message>
        <source>The notes folder stays %1.</source>
        <translation>The notes folder stays %1.</translation>
    </message>
    <message>
        <source>Nothing was imported from %1.</source>
        <translation>Nothing was imported from %1.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::NotesPreviewDialog</name>
    <message numerus="yes">
        <source>%n list item(s)</source>
        <translation>
            <numerusform>%n list item</numerusform>
            <numerusform>%n list items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question heading(s)</source>
        <translation>
            <numerusform>%n question heading</numerusform>
            <numerusform>%n question headings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cloze(s)</source>
        <translation>
            <numerusform>%n cloze</numerusform>
            <numerusform>%n clozes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n one-line card(s)</source>
        <translation>
            <numerusform>%n one-line card</numerusform>
            <numerusform>%n one-line cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reverse card(s)</source>
        <translation>
            <numerusform>%n reverse card</numerusform>
            <numerusform>%n reverse cards</numerusform>
        </translation>
    </message>
    <message>
        <source>lists and headings</source>
        <translation>lists and headings</translation>
    </message>
    <message>
        <source>headings only</source>
        <translation>headings only</translation>
    </message>
    <message>
        <source>explicit cards only</source>
        <translation>explicit cards only</translation>
    </message>
    <message>
        <source>%1 (.notedeck.toml)</source>
        <translation>%1 (.notedeck.toml)</translation>
    </message>
    <message>
        <source>%1 (front matter)</source>
        <translation>%1 (front matter)</translation>
    </message>
    <message>
        <source>Import notes from %1</source>
        <translation>Import notes from %1</translation>
    </message>
    <message>
        <source>How questions are found</source>
        <translation>How questions are found</translation>
    </message>
    <message>
        <source>List items with an answer, and question headings</source>
        <translation>List items with an answer, and question headings</translation>
    </message>
    <message>
        <source>Question headings only</source>
        <translation>Question headings only</translation>
    </message>
    <message>
        <source>Only explicit cards (::, ::: and clozes)</source>
        <translation>Only explicit cards (::, ::: and clozes)</translation>
    </message>
    <message>
        <source>As .notedeck.toml says: %1</source>
        <translation>As .notedeck.toml says: %1</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Kinds</source>
        <translation>Kinds</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Untick files or folders to leave them out. Import saves your choice to .notedeck.toml in the notes folder, where you can change it later.</source>
        <translation>Untick files or folders to leave them out. Import saves your choice to .notedeck.toml in the notes folder, where you can change it later.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>left out</source>
        <translation>left out</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n card(s)</source>
        <translation>
            <numerusform>%1 gives %n card</numerusform>
            <numerusform>%1 gives %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>from %1 of %n file(s)</source>
        <translation>
            <numerusform>from %1 of %n file</numerusform>
            <numerusform>from %1 of %n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s) in the notes.</source>
        <translation>
            <numerusform>%n problem in the notes.</numerusform>
            <numerusform>%n problems in the notes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deck would get %1 new cards and retire %n (hidden from study, history kept).</source>
        <translation>
            <numerusform>This deck would get %1 new cards and retire %n (hidden from study, history kept).</numerusform>
            <numerusform>This deck would get %1 new cards and retire %n (hidden from study, history kept).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a file to see its first questions and its problems.</source>
        <translation>Select a file to see its first questions and its problems.</translation>
    </message>
    <message>
        <source>Left out: not read; cards the deck has from it are retired with their history.</source>
        <translation>Left out: not read; cards the deck has from it are retired with their history.</translation>
    </message>
    <message>
        <source>Not imported until its error is fixed; cards the deck has from it stay as they are.</source>
        <translation>Not imported until its error is fixed; cards the deck has from it stay as they are.</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Rule: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>First questions:</source>
        <translation>First questions:</translation>
    </message>
    <message>
        <source>Error, %1: %2</source>
        <translation>Error, %1: %2</translation>
    </message>
    <message>
        <source>Warning, %1: %2</source>
        <translation>Warning, %1: %2</translation>
    </message>
    <message>
        <source>Your choice could not be saved, so nothing was imported: %1</source>
        <translation>Your choice could not be saved, so nothing was imported: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n image occlusion card(s)</source>
        <translation>
            <numerusform>%n image occlusion card</numerusform>
            <numerusform>%n image occlusion cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>notedeck::gui::OcclusionCanvas</name>
    <message>
        <source>This picture has as many shapes or cards as a mask file may hold (%1 shapes, %2 cards).</source>
        <translation>This picture has as many shapes or cards as a mask file may hold (%1 shapes, %2 cards).</translation>
    </message>
    <message>
        <source>Draw a rectangle</source>
        <translation>Draw a rectangle</translation>
    </message>
    <message>
        <source>Draw an ellipse</source>
        <translation>Draw an ellipse</translation>
    </message>
    <message>
        <source>Draw a polygon</source>
        <translation>Draw a polygon</translation>
    </message>
    <message>
        <source>A polygon needs at least three points.</source>
        <translation>A polygon needs at least three points.</translation>
    </message>
    <message>
        <source>Resize</source>
        <translation>Resize</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::OcclusionEditor</name>
    <message>
        <source>Unsaved masks</source>
        <translation>Unsaved masks</translation>
    </message>
    <message>
        <source>The masks have changes that are not saved. Save them?</source>
        <translation>The masks have changes that are not saved. Save them?</translation>
    </message>
    <message>
        <source>The mask file is not valid; correct it by hand first (%1).</source>
        <translation>The mask file is not valid; correct it by hand first (%1).</translation>
    </message>
    <message>
        <source>The picture cannot be read as an image (%1).</source>
        <translation>The picture cannot be read as an image (%1).</translation>
    </message>
    <message>
        <source>Occlude %1</source>
        <translation>Occlude %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Saved: no shapes, so the mask file is removed.</source>
        <translation>Saved: no shapes, so the mask file is removed.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>&amp;Select</source>
        <translation>&amp;Select</translation>
    </message>
    <message>
        <source>Click or drag around shapes to select them; drag to move, drag a handle to resize.</source>
        <translation>Click or drag around shapes to select them; drag to move, drag a handle to resize.</translation>
    </message>
    <message>
        <source>&amp;Rectangle</source>
        <translation>&amp;Rectangle</translation>
    </message>
    <message>
        <source>Drag to draw a rectangle.</source>
        <translation>Drag to draw a rectangle.</translation>
    </message>
    <message>
        <source>&amp;Ellipse</source>
        <translation>&amp;Ellipse</translation>
    </message>
    <message>
        <source>Drag to draw an ellipse.</source>
        <translation>Drag to draw an ellipse.</translation>
    </message>
    <message>
        <source>&amp;Polygon</source>
        <translation>&amp;Polygon</translation>
    </message>
    <message>
        <source>Click the corners; Enter or a double-click closes the polygon, Backspace takes a point back.</source>
        <translation>Click the corners; Enter or a double-click closes the polygon, Backspace takes a point back.</translation>
    </message>
    <message>
        <source>&amp;New shape in the middle</source>
        <translation>&amp;New shape in the middle</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Select &amp;all</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>&amp;Group into one card</source>
        <translation>&amp;Group into one card</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Group</translation>
    </message>
    <message>
        <source>&amp;Ungroup: a card each</source>
        <translation>&amp;Ungroup: a card each</translation>
    </message>
    <message>
        <source>Ungroup</source>
        <translation>Ungroup</translation>
    </message>
    <message>
        <source>&amp;Label…</source>
        <translation>&amp;Label…</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Hide &amp;one: the other cards&apos; shapes show</source>
        <translation>Hide &amp;one: the other cards&apos; shapes show</translation>
    </message>
    <message>
        <source>Hide a&amp;ll: every shape is hidden</source>
        <translation>Hide a&amp;ll: every shape is hidden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>Label of the selected shapes</source>
        <translation>Label of the selected shapes</translation>
    </message>
    <message>
        <source>Shown when the card&apos;s answer reveals the shape (F2)</source>
        <translation>Shown when the card&apos;s answer reveals the shape (F2)</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Hide one</source>
        <translation>Hide one</translation>
    </message>
    <message>
        <source>Hide all</source>
        <translation>Hide all</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Mode</source>
        <translation>&amp;Mode</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s)</source>
        <translation>
            <numerusform>%n shape</numerusform>
            <numerusform>%n shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot occlude this picture</source>
        <translation>Cannot occlude this picture</translation>
    </message>
    <message>
        <source>There is no notes folder: choose one with File › Notes folder…</source>
        <translation>There is no notes folder: choose one with File › Notes folder…</translation>
    </message>
    <message>
        <source>Undo %1 (%2)</source>
        <translation>Undo %1 (%2)</translation>
    </message>
    <message>
        <source>Redo %1 (%2)</source>
        <translation>Redo %1 (%2)</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::OverviewView</name>
    <message>
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <source>&amp;Study now</source>
        <translation>&amp;Study now</translation>
    </message>
    <message>
        <source>Study the cards due today and new cards, within the daily limits, in this chapter (S)</source>
        <translation>Study the cards due today and new cards, within the daily limits, in this chapter (S)</translation>
    </message>
    <message>
        <source>Study &amp;everything</source>
        <translation>Study &amp;everything</translation>
    </message>
    <message>
        <source>Study what is due in the whole deck</source>
        <translation>Study what is due in the whole deck</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>&amp;Read</translation>
    </message>
    <message>
        <source>Read this chapter as one document, question and answer in note order (Ctrl+2)</source>
        <translation>Read this chapter as one document, question and answer in note order (Ctrl+2)</translation>
    </message>
    <message>
        <source>&amp;Drill…</source>
        <translation>&amp;Drill…</translation>
    </message>
    <message>
        <source>An interview drill: questions from this chapter against the clock, without touching today&apos;s schedule (D in the chapter tree)</source>
        <translation>An interview drill: questions from this chapter against the clock, without touching today&apos;s schedule (D in the chapter tree)</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>All cards</translation>
    </message>
    <message>
        <source>The whole deck</source>
        <translation>The whole deck</translation>
    </message>
    <message>
        <source>Counting cards…</source>
        <translation>Counting cards…</translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>No cards here.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; cards · &lt;b&gt;%2&lt;/b&gt; new · &lt;b&gt;%3&lt;/b&gt; learning · &lt;b&gt;%4&lt;/b&gt; due today%5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; cards · &lt;b&gt;%2&lt;/b&gt; new · &lt;b&gt;%3&lt;/b&gt; learning · &lt;b&gt;%4&lt;/b&gt; due today%5</translation>
    </message>
    <message>
        <source> · %1 suspended</source>
        <translation> · %1 suspended</translation>
    </message>
    <message>
        <source>%1% (%2 of %3)</source>
        <translation>%1% (%2 of %3)</translation>
    </message>
    <message>
        <source>Cannot read today&apos;s cards: %1</source>
        <translation>Cannot read today&apos;s cards: %1</translation>
    </message>
    <message>
        <source>Nothing to study here today. Come back tomorrow, or read the chapter.</source>
        <translation>Nothing to study here today. Come back tomorrow, or read the chapter.</translation>
    </message>
    <message>
        <source>Today: &lt;b&gt;%1&lt;/b&gt; to learn · &lt;b&gt;%2&lt;/b&gt; to review · &lt;b&gt;%3&lt;/b&gt; new, within the daily limits.</source>
        <translation>Today: &lt;b&gt;%1&lt;/b&gt; to learn · &lt;b&gt;%2&lt;/b&gt; to review · &lt;b&gt;%3&lt;/b&gt; new, within the daily limits.</translation>
    </message>
    <message>
        <source> · %1 buried</source>
        <translation> · %1 buried</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::PresetsDialog</name>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>A chapter given a preset passes it down to its sections unless one has its own. The default preset covers the rest of the deck, and its daily limits are the whole deck&apos;s.</source>
        <translation>A chapter given a preset passes it down to its sections unless one has its own. The default preset covers the rest of the deck, and its daily limits are the whole deck&apos;s.</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Chapters</source>
        <translation>Chapters</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Retention</translation>
    </message>
    <message>
        <source>New / reviews a day</source>
        <translation>New / reviews a day</translation>
    </message>
    <message>
        <source>Options of the selected preset</source>
        <translation>Options of the selected preset</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Save options</source>
        <translation>&amp;Save options</translation>
    </message>
    <message>
        <source>New &amp;preset</source>
        <translation>New &amp;preset</translation>
    </message>
    <message>
        <source>&amp;Delete preset</source>
        <translation>&amp;Delete preset</translation>
    </message>
    <message>
        <source>&amp;Give it the selected preset</source>
        <translation>&amp;Give it the selected preset</translation>
    </message>
    <message>
        <source>&amp;Inherit again</source>
        <translation>&amp;Inherit again</translation>
    </message>
    <message>
        <source>Takes the chapter&apos;s own preset away: it uses the preset of the chapter above it</source>
        <translation>Takes the chapter&apos;s own preset away: it uses the preset of the chapter above it</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>the rest of the deck</source>
        <translation>the rest of the deck</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1 (default)</translation>
    </message>
    <message>
        <source>Preset %1</source>
        <translation>Preset %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReadView</name>
    <message numerus="yes">
        <source>%1 — %n card(s)</source>
        <translation>
            <numerusform>%1 — %n card</numerusform>
            <numerusform>%1 — %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>‹ Overview</source>
        <translation>‹ Overview</translation>
    </message>
    <message>
        <source>Back to the overview (Esc)</source>
        <translation>Back to the overview (Esc)</translation>
    </message>
    <message>
        <source>Study this chapter</source>
        <translation>Study this chapter</translation>
    </message>
    <message>
        <source>All cards</source>
        <translation>All cards</translation>
    </message>
    <message>
        <source>Cannot read the deck: %1</source>
        <translation>Cannot read the deck: %1</translation>
    </message>
    <message>
        <source>Cannot change the card: %1</source>
        <translation>Cannot change the card: %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::RescheduleOffer</name>
    <message numerus="yes">
        <source>No review card moved (%n looked at).</source>
        <translation>
            <numerusform>No review card moved (%n looked at).</numerusform>
            <numerusform>No review card moved (%n looked at).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 review cards moved: %3 earlier, %4 later. Mean shift %5 days, median %6, largest %7.</source>
        <translation>%1 of %2 review cards moved: %3 earlier, %4 later. Mean shift %5 days, median %6, largest %7.</translation>
    </message>
    <message>
        <source>Reschedule review cards?</source>
        <translation>Reschedule review cards?</translation>
    </message>
    <message>
        <source>The options changed. Give the review cards the due dates the new options give from their last review? This can be undone.</source>
        <translation>The options changed. Give the review cards the due dates the new options give from their last review? This can be undone.</translation>
    </message>
    <message>
        <source>Reschedule</source>
        <translation>Reschedule</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>Rescheduling review cards…</source>
        <translation>Rescheduling review cards…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Rescheduling was cancelled; no card changed.</source>
        <translation>Rescheduling was cancelled; no card changed.</translation>
    </message>
    <message>
        <source>Could not reschedule: %1</source>
        <translation>Could not reschedule: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Rescheduling undone: every card has its earlier due date back.</source>
        <translation>Rescheduling undone: every card has its earlier due date back.</translation>
    </message>
    <message>
        <source>Cannot undo: a card was answered since. Nothing was changed.</source>
        <translation>Cannot undo: a card was answered since. Nothing was changed.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Cannot undo: %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::RestoreDialog</name>
    <message>
        <source>daily</source>
        <translation>daily</translation>
    </message>
    <message>
        <source>manual</source>
        <translation>manual</translation>
    </message>
    <message>
        <source>before a restore</source>
        <translation>before a restore</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>Checking the backups…</source>
        <translation>Checking the backups…</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Made</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Reviews</source>
        <translation>Reviews</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Restore…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>problem: %1</source>
        <translation>problem: %1</translation>
    </message>
    <message>
        <source>There are no backups of this deck yet. NoteDeck makes one a day when it opens or closes the deck.</source>
        <translation>There are no backups of this deck yet. NoteDeck makes one a day when it opens or closes the deck.</translation>
    </message>
    <message>
        <source>Restoring replaces the deck with the backup; the deck as it is now is kept as a backup first.</source>
        <translation>Restoring replaces the deck with the backup; the deck as it is now is kept as a backup first.</translation>
    </message>
    <message>
        <source>Replace the deck with the backup made %1? The deck as it is now is kept as a backup.</source>
        <translation>Replace the deck with the backup made %1? The deck as it is now is kept as a backup.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>empty: no cards, no reviews</source>
        <translation>empty: no cards, no reviews</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReviewAnswerBar</name>
    <message>
        <source>Show answer</source>
        <translation>Show answer</translation>
    </message>
    <message>
        <source>Show the answer (Space or Enter)</source>
        <translation>Show the answer (Space or Enter)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Again</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Good</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (key %2)</translation>
    </message>
    <message>
        <source>%1m</source>
        <comment>interval in minutes</comment>
        <translation>%1m</translation>
    </message>
    <message>
        <source>%1h</source>
        <comment>interval in hours</comment>
        <translation>%1h</translation>
    </message>
    <message>
        <source>%1d</source>
        <comment>interval in days</comment>
        <translation>%1d</translation>
    </message>
    <message>
        <source>%1mo</source>
        <comment>interval in months</comment>
        <translation>%1mo</translation>
    </message>
    <message>
        <source>%1y</source>
        <comment>interval in years</comment>
        <translation>%1y</translation>
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
        <translation>the deck has no active card with id %1 (see notedeck-cli list)</translation>
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
        <translation>Cards left now: new · learning · review</translation>
    </message>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>learning</source>
        <translation>learning</translation>
    </message>
    <message>
        <source>review</source>
        <translation>review</translation>
    </message>
    <message>
        <source>%1 new, %2 learning, %3 review cards left</source>
        <translation>%1 new, %2 learning, %3 review cards left</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ReviewView</name>
    <message>
        <source>Loading today&apos;s cards…</source>
        <translation>Loading today&apos;s cards…</translation>
    </message>
    <message>
        <source>Cannot start reviewing: %1</source>
        <translation>Cannot start reviewing: %1</translation>
    </message>
    <message>
        <source>The answer was not saved: %1</source>
        <translation>The answer was not saved: %1</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Cannot undo: %1</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>There is nothing to undo.</translation>
    </message>
    <message>
        <source>The answer was undone.</source>
        <translation>The answer was undone.</translation>
    </message>
    <message>
        <source>The change was undone.</source>
        <translation>The change was undone.</translation>
    </message>
    <message>
        <source>The flag was taken off.</source>
        <translation>The flag was taken off.</translation>
    </message>
    <message>
        <source>Flagged. U undoes it.</source>
        <translation>Flagged. U undoes it.</translation>
    </message>
    <message>
        <source>Buried until tomorrow. U undoes it.</source>
        <translation>Buried until tomorrow. U undoes it.</translation>
    </message>
    <message>
        <source>Suspended. U undoes it.</source>
        <translation>Suspended. U undoes it.</translation>
    </message>
    <message>
        <source>The notes file %1 is not there any more.</source>
        <translation>The notes file %1 is not there any more.</translation>
    </message>
    <message>
        <source>Opened %1 at line %2.</source>
        <translation>Opened %1 at line %2.</translation>
    </message>
    <message>
        <source>Counting what is due tomorrow…</source>
        <translation>Counting what is due tomorrow…</translation>
    </message>
    <message>
        <source>Undo (U)</source>
        <translation>Undo (U)</translation>
    </message>
    <message>
        <source>Undo the last answer or change (U or Ctrl+Z)</source>
        <translation>Undo the last answer or change (U or Ctrl+Z)</translation>
    </message>
    <message>
        <source>Edit (E)</source>
        <translation>Edit (E)</translation>
    </message>
    <message>
        <source>Open the card&apos;s notes file at its line (E)</source>
        <translation>Open the card&apos;s notes file at its line (E)</translation>
    </message>
    <message>
        <source>Flag (*)</source>
        <translation>Flag (*)</translation>
    </message>
    <message>
        <source>Flag the card, or take the flag off (*)</source>
        <translation>Flag the card, or take the flag off (*)</translation>
    </message>
    <message>
        <source>Bury (-)</source>
        <translation>Bury (-)</translation>
    </message>
    <message>
        <source>Hide the card until tomorrow (-)</source>
        <translation>Hide the card until tomorrow (-)</translation>
    </message>
    <message>
        <source>Suspend (@)</source>
        <translation>Suspend (@)</translation>
    </message>
    <message>
        <source>Hide the card until you unsuspend it (@)</source>
        <translation>Hide the card until you unsuspend it (@)</translation>
    </message>
    <message>
        <source>Flagged (*)</source>
        <translation>Flagged (*)</translation>
    </message>
    <message>
        <source>The card was removed from the notes.</source>
        <translation>The card was removed from the notes.</translation>
    </message>
    <message>
        <source>The card changed in the notes and is shown as it is now.</source>
        <translation>The card changed in the notes and is shown as it is now.</translation>
    </message>
    <message>
        <source>Info (I)</source>
        <translation>Info (I)</translation>
    </message>
    <message>
        <source>The card&apos;s reviews, memory and forgetting curve (I)</source>
        <translation>The card&apos;s reviews, memory and forgetting curve (I)</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ScreenshotRun</name>
    <message>
        <source>the card page did not finish rendering within %1 s</source>
        <translation>the card page did not finish rendering within %1 s</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SearchView</name>
    <message numerus="yes">
        <source>%n card(s) found.</source>
        <translation>
            <numerusform>%n card found.</numerusform>
            <numerusform>%n cards found.</numerusform>
        </translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>Learning</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Relearning</source>
        <translation>Relearning</translation>
    </message>
    <message>
        <source>Search questions and answers (Chinese works too: 拷贝, 梯度)</source>
        <translation>Search questions and answers (Chinese works too: 拷贝, 梯度)</translation>
    </message>
    <message>
        <source>Only cards in this chapter</source>
        <translation>Only cards in this chapter</translation>
    </message>
    <message>
        <source>Only cards in this state</source>
        <translation>Only cards in this state</translation>
    </message>
    <message>
        <source>Any state</source>
        <translation>Any state</translation>
    </message>
    <message>
        <source>Study this card</source>
        <translation>Study this card</translation>
    </message>
    <message>
        <source>All chapters</source>
        <translation>All chapters</translation>
    </message>
    <message>
        <source>Type to search every question and answer.</source>
        <translation>Type to search every question and answer.</translation>
    </message>
    <message>
        <source>Search failed: %1</source>
        <translation>Search failed: %1</translation>
    </message>
    <message>
        <source>No card contains “%1”.</source>
        <translation>No card contains “%1”.</translation>
    </message>
    <message>
        <source>The first %1 results; add words to narrow the search.</source>
        <translation>The first %1 results; add words to narrow the search.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Searching…</translation>
    </message>
    <message>
        <source>Card info (I)</source>
        <translation>Card info (I)</translation>
    </message>
    <message>
        <source>The card&apos;s reviews, memory and forgetting curve (I)</source>
        <translation>The card&apos;s reviews, memory and forgetting curve (I)</translation>
    </message>
    <message>
        <source>Card info</source>
        <translation>Card info</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SessionSummaryView</name>
    <message>
        <source>Cards done</source>
        <translation>Cards done</translation>
    </message>
    <message>
        <source>Time spent</source>
        <translation>Time spent</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>Again</translation>
    </message>
    <message>
        <source>Due tomorrow</source>
        <translation>Due tomorrow</translation>
    </message>
    <message>
        <source>Study the learning cards</source>
        <translation>Study the learning cards</translation>
    </message>
    <message>
        <source>Show the learning cards that are due by now (Space or Enter)</source>
        <translation>Show the learning cards that are due by now (Space or Enter)</translation>
    </message>
    <message>
        <source>Back to the deck</source>
        <translation>Back to the deck</translation>
    </message>
    <message>
        <source>Back to the deck (Esc)</source>
        <translation>Back to the deck (Esc)</translation>
    </message>
    <message>
        <source>Esc: back to the deck · U: undo the last answer</source>
        <translation>Esc: back to the deck · U: undo the last answer</translation>
    </message>
    <message>
        <source>Session complete</source>
        <translation>Session complete</translation>
    </message>
    <message>
        <source>Nothing is due now</source>
        <translation>Nothing is due now</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 card</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <source>%1 (%2 new)</source>
        <translation>%1 (%2 new)</translation>
    </message>
    <message>
        <source>%1 (%2 per card)</source>
        <translation>%1 (%2 per card)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>%1% (%2 of %3)</source>
        <translation>%1% (%2 of %3)</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>1 learning card comes back later today, at %1 (in %2 min).</source>
        <translation>1 learning card comes back later today, at %1 (in %2 min).</translation>
    </message>
    <message>
        <source>%1 learning cards come back later today, the first at %2 (in %3 min).</source>
        <translation>%1 learning cards come back later today, the first at %2 (in %3 min).</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Studying</source>
        <translation>Studying</translation>
    </message>
    <message>
        <source>Appearance and notes</source>
        <translation>Appearance and notes</translation>
    </message>
    <message>
        <source>the desktop&apos;s default application</source>
        <translation>the desktop&apos;s default application</translation>
    </message>
    <message>
        <source>Opens a notes file at a line from the import report: {file} and {line} are replaced, e.g. “kate --line {line} {file}” or “code -g {file}:{line}”</source>
        <translation>Opens a notes file at a line from the import report: {file} and {line} are replaced, e.g. “kate --line {line} {file}” or “code -g {file}:{line}”</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Takes effect the next time NoteDeck starts</source>
        <translation>Takes effect the next time NoteDeck starts</translation>
    </message>
    <message>
        <source>&amp;Editor command:</source>
        <translation>&amp;Editor command:</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>T&amp;heme:</translation>
    </message>
    <message>
        <source>Card &amp;font size:</source>
        <translation>Card &amp;font size:</translation>
    </message>
    <message>
        <source>Lan&amp;guage:</source>
        <translation>Lan&amp;guage:</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Cannot read the settings: %1</source>
        <translation>Cannot read the settings: %1</translation>
    </message>
    <message>
        <source>&amp;Presets for chapters…</source>
        <translation>&amp;Presets for chapters…</translation>
    </message>
    <message>
        <source>Give chapters study options of their own; the options above are the default preset&apos;s</source>
        <translation>Give chapters study options of their own; the options above are the default preset&apos;s</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::StatsView</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>&amp;Whole deck</source>
        <translation>&amp;Whole deck</translation>
    </message>
    <message>
        <source>Selected &amp;chapter</source>
        <translation>Selected &amp;chapter</translation>
    </message>
    <message>
        <source>The chapter selected in the chapter tree, with its sections</source>
        <translation>The chapter selected in the chapter tree, with its sections</translation>
    </message>
    <message>
        <source>Computing the statistics…</source>
        <translation>Computing the statistics…</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>&amp;Activity</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>&amp;Progress</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>&amp;Memory</translation>
    </message>
    <message>
        <source>&amp;Simulator</source>
        <translation>&amp;Simulator</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Last 30 days</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>Last 90 days</translation>
    </message>
    <message>
        <source>Last 365 days</source>
        <translation>Last 365 days</translation>
    </message>
    <message>
        <source>&amp;Days shown:</source>
        <translation>&amp;Days shown:</translation>
    </message>
    <message>
        <source>Next 30 days</source>
        <translation>Next 30 days</translation>
    </message>
    <message>
        <source>Next 90 days</source>
        <translation>Next 90 days</translation>
    </message>
    <message>
        <source>Per week</source>
        <translation>Per week</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Per month</translation>
    </message>
    <message>
        <source>&amp;Forecast:</source>
        <translation>&amp;Forecast:</translation>
    </message>
    <message>
        <source>&amp;True retention:</source>
        <translation>&amp;True retention:</translation>
    </message>
    <message>
        <source>Selected &amp;chapter: %1</source>
        <translation>Selected &amp;chapter: %1</translation>
    </message>
    <message>
        <source>Cannot compute the statistics: %1</source>
        <translation>Cannot compute the statistics: %1</translation>
    </message>
    <message>
        <source>Whole deck</source>
        <translation>Whole deck</translation>
    </message>
    <message>
        <source>no streak yet</source>
        <translation>no streak yet</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n day(s)&lt;/b&gt; in a row</source>
        <translation>
            <numerusform>&lt;b&gt;%n day&lt;/b&gt; in a row</numerusform>
            <numerusform>&lt;b&gt;%n days&lt;/b&gt; in a row</numerusform>
        </translation>
    </message>
    <message>
        <source> (study today to keep it)</source>
        <translation> (study today to keep it)</translation>
    </message>
    <message>
        <source>%1 · Streak: %2 (longest this year: %3) · Today: %4, %5 min · Past year: %6 on %7 · True retention, last 30 days: &lt;b&gt;%8&lt;/b&gt; (desired %9) · Due tomorrow: %10</source>
        <translation>%1 · Streak: %2 (longest this year: %3) · Today: %4, %5 min · Past year: %6 on %7 · True retention, last 30 days: &lt;b&gt;%8&lt;/b&gt; (desired %9) · Due tomorrow: %10</translation>
    </message>
    <message numerus="yes">
        <source>%Ln day(s)</source>
        <translation>
            <numerusform>%Ln day</numerusform>
            <numerusform>%Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; answer(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; answer</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln answer(s)</source>
        <translation>
            <numerusform>%Ln answer</numerusform>
            <numerusform>%Ln answers</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the chapter selected in the chapter tree, with its sections</source>
        <translation>%1, the chapter selected in the chapter tree, with its sections</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::StatusAndSync</name>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the import; the deck stays as it was</source>
        <translation>Stop the import; the deck stays as it was</translation>
    </message>
    <message>
        <source>Saved in the deck, but the study journal in %1 could not be written (%2). Other devices will get it once there is room.</source>
        <translation>Saved in the deck, but the study journal in %1 could not be written (%2). Other devices will get it once there is room.</translation>
    </message>
    <message>
        <source>Study journal: %1</source>
        <translation>Study journal: %1</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importing %1…</translation>
    </message>
    <message>
        <source>%v of %m files</source>
        <translation>%v of %m files</translation>
    </message>
    <message>
        <source>Notes up to date.</source>
        <translation>Notes up to date.</translation>
    </message>
    <message>
        <source>Import finished in %1 s.</source>
        <translation>Import finished in %1 s.</translation>
    </message>
    <message>
        <source>The study journal could not be merged: %1</source>
        <translation>The study journal could not be merged: %1</translation>
    </message>
    <message>
        <source>The study journal could not be moved: %1</source>
        <translation>The study journal could not be moved: %1</translation>
    </message>
    <message>
        <source>This device is now called %1.</source>
        <translation>This device is now called %1.</translation>
    </message>
    <message>
        <source>This device could not be renamed: %1</source>
        <translation>This device could not be renamed: %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::SyncPanel</name>
    <message>
        <source>Sync</source>
        <translation>Sync</translation>
    </message>
    <message>
        <source>&amp;Keep the study journal beside the deck, not in the notes folder</source>
        <translation>&amp;Keep the study journal beside the deck, not in the notes folder</translation>
    </message>
    <message>
        <source>The journal then does not travel with the notes: carry it with “notedeck-cli sync --export” and “--import”</source>
        <translation>The journal then does not travel with the notes: carry it with “notedeck-cli sync --export” and “--import”</translation>
    </message>
    <message>
        <source>Study journal:</source>
        <translation>Study journal:</translation>
    </message>
    <message>
        <source>Devices seen:</source>
        <translation>Devices seen:</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Reading…</translation>
    </message>
    <message>
        <source>Cannot read the study journal: %1</source>
        <translation>Cannot read the study journal: %1</translation>
    </message>
    <message>
        <source>Not set up yet: the study journal is set up when the notes are imported.</source>
        <translation>Not set up yet: the study journal is set up when the notes are imported.</translation>
    </message>
    <message>
        <source>In the notes folder: it travels with the notes.</source>
        <translation>In the notes folder: it travels with the notes.</translation>
    </message>
    <message>
        <source>Beside the deck, as chosen.</source>
        <translation>Beside the deck, as chosen.</translation>
    </message>
    <message>
        <source>Beside the deck: the notes are NoteDeck&apos;s own or cannot be written.</source>
        <translation>Beside the deck: the notes are NoteDeck&apos;s own or cannot be written.</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>%1, latest change %2</source>
        <translation>%1, latest change %2</translation>
    </message>
    <message>
        <source>%1 — this device</source>
        <translation>%1 — this device</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>The name the other devices that study these notes show for this one</source>
        <translation>The name the other devices that study these notes show for this one</translation>
    </message>
    <message>
        <source>This de&amp;vice:</source>
        <translation>This de&amp;vice:</translation>
    </message>
    <message>
        <source>Device id %1</source>
        <translation>Device id %1</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::ViewNavigator</name>
    <message>
        <source>Studying is off: the deck is open read-only (%1).</source>
        <translation>Studying is off: the deck is open read-only (%1).</translation>
    </message>
    <message>
        <source>Drills are off: the deck is open read-only (%1).</source>
        <translation>Drills are off: the deck is open read-only (%1).</translation>
    </message>
    <message>
        <source>A drill is in progress. End it to start another.</source>
        <translation>A drill is in progress. End it to start another.</translation>
    </message>
</context>
<context>
    <name>notedeck::gui::WorkloadPanel</name>
    <message>
        <source>Pre&amp;set:</source>
        <translation>Pre&amp;set:</translation>
    </message>
    <message>
        <source>Simulate one preset&apos;s cards with its options, or every card with the deck&apos;s</source>
        <translation>Simulate one preset&apos;s cards with its options, or every card with the deck&apos;s</translation>
    </message>
    <message>
        <source>Every card, the deck&apos;s options</source>
        <translation>Every card, the deck&apos;s options</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Default</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n card)</numerusform>
            <numerusform>%1 (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the simulation</source>
        <translation>Stop the simulation</translation>
    </message>
    <message>
        <source>&amp;Interview on</source>
        <translation>&amp;Interview on</translation>
    </message>
    <message>
        <source>Simulating the next year at each desired retention…</source>
        <translation>Simulating the next year at each desired retention…</translation>
    </message>
    <message>
        <source>The simulation failed: %1</source>
        <translation>The simulation failed: %1</translation>
    </message>
    <message>
        <source>No forecast: %1</source>
        <translation>No forecast: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), %1 new a day, at most %2 reviews a day, your own answer times and ratings.</source>
        <translation>
            <numerusform>%n card, %1 new a day, at most %2 reviews a day, your own answer times and ratings.</numerusform>
            <numerusform>%n cards, %1 new a day, at most %2 reviews a day, your own answer times and ratings.</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing else</source>
        <translation>nothing else</translation>
    </message>
    <message numerus="yes">
        <source>In %n study day(s), studying as now (%1 min a day): expected recall &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>
            <numerusform>In %n study day, studying as now (%1 min a day): expected recall &lt;b&gt;%2&lt;/b&gt;.</numerusform>
            <numerusform>In %n study days, studying as now (%1 min a day): expected recall &lt;b&gt;%2&lt;/b&gt;.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cards would still be new on the day.</source>
        <translation>%1 cards would still be new on the day.</translation>
    </message>
    <message>
        <source>At your desired retention of &lt;b&gt;%1&lt;/b&gt;: about &lt;b&gt;%2&lt;/b&gt; reviews and &lt;b&gt;%3&lt;/b&gt; min a day, &lt;b&gt;%4&lt;/b&gt; of what you studied remembered.</source>
        <translation>At your desired retention of &lt;b&gt;%1&lt;/b&gt;: about &lt;b&gt;%2&lt;/b&gt; reviews and &lt;b&gt;%3&lt;/b&gt; min a day, &lt;b&gt;%4&lt;/b&gt; of what you studied remembered.</translation>
    </message>
    <message>
        <source>+%1 points</source>
        <translation>+%1 points</translation>
    </message>
    <message>
        <source>Week by week, &amp;next to yours:</source>
        <translation>Week by week, &amp;next to yours:</translation>
    </message>
    <message>
        <source>The desired retention drawn week by week next to yours; pointing at one in the chart on the left shows it too, clicking keeps it</source>
        <translation>The desired retention drawn week by week next to yours; pointing at one in the chart on the left shows it too, clicking keeps it</translation>
    </message>
    <message>
        <source>Point at a retention to see it week by week on the right; click it to keep it there</source>
        <translation>Point at a retention to see it week by week on the right; click it to keep it there</translation>
    </message>
    <message>
        <source>&amp;Load to compare</source>
        <translation>&amp;Load to compare</translation>
    </message>
    <message>
        <source>A higher daily load: more new cards a day or a higher desired retention, with the expected recall on the day and the points it adds. Only the choices no other one beats on both recall and minutes a day are listed.</source>
        <translation>A higher daily load: more new cards a day or a higher desired retention, with the expected recall on the day and the points it adds. Only the choices no other one beats on both recall and minutes a day are listed.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 reviews and %3 min a day, %4 remembered (averages over the next %n day(s))</source>
        <translation>
            <numerusform>%1: %2 reviews and %3 min a day, %4 remembered (averages over the next %n day)</numerusform>
            <numerusform>%1: %2 reviews and %3 min a day, %4 remembered (averages over the next %n days)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 new a day at %2: recall %3 (%4), %5 min a day</source>
        <translation>%1 new a day at %2: recall %3 (%4), %5 min a day</translation>
    </message>
    <message>
        <source>With %1 new cards a day at %2 retention (%3 min a day, at most %4): &lt;b&gt;%5&lt;/b&gt; (%6).</source>
        <translation>With %1 new cards a day at %2 retention (%3 min a day, at most %4): &lt;b&gt;%5&lt;/b&gt; (%6).</translation>
    </message>
    <message>
        <source>Every card will have been studied by then: more new cards a day cannot help, a higher desired retention can.</source>
        <translation>Every card will have been studied by then: more new cards a day cannot help, a higher desired retention can.</translation>
    </message>
    <message>
        <source>More daily load would hardly change it (%1 at most): your reviews already keep what you studied near your desired retention until the day.</source>
        <translation>More daily load would hardly change it (%1 at most): your reviews already keep what you studied near your desired retention until the day.</translation>
    </message>
</context>
</TS>
