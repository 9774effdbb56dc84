#!/usr/bin/env bash
# notedeck-cli end to end: exit codes (0 ok, 1 problems in the notes, 2 fatal), --help on each
# command, --json output, next → preview → answer → undo (several levels) on the bundled notes,
# "nothing due", suspend / unsuspend / bury / unbury / flag, a leech brought back included, one
# line per card in list and next, show (a card in full, with its history), and a deck whose
# scheduling options are damaged.
set -u
cli=$1 content=$2 bad=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/deck.sqlite"
source "$(dirname "$0")/lib.sh"   # check, contains, lacks, same, differs; $failures
# card ID [--now ISO8601]: the card's line of `list` (id, state, due, marks, deck, question)
card() {
  local id=$1; shift
  "$cli" list --db "$db" "$@" | awk -F'\t' -v id="$id" '$1 == id'
}
field() { printf '%s\n' "$1" | cut -f"$2"; }  # field LINE N

for c in import list show stats next answer preview undo suspend unsuspend bury unbury flag fsrs; do
  out=$("$cli" "$c" --help); check "$c --help" 0 $?
  contains "$c --help text" "$out" "usage: notedeck-cli $c"
done
"$cli" frobnicate >/dev/null 2>&1; check "unknown command" 2 $?
"$cli" list --bogus --db "$db" >/dev/null 2>&1; check "unknown option" 2 $?

out=$("$cli" import "$content" --db "$db"); check "import bundled notes" 0 $?
contains "import report" "$out" "98 new"
out=$("$cli" import "$content" --db "$db" --json); check "re-import --json" 0 $?
contains "nothing written" "$out" '"wrote_nothing": true'
"$cli" import "$work/missing" --db "$db" >/dev/null 2>&1; check "missing folder is fatal" 2 $?
mkdir "$work/notes" && cp "$bad/good.md" "$bad/invalid-utf8.md" "$work/notes/"
out=$("$cli" import "$work/notes" --db "$work/other.sqlite" 2>&1); check "bad notes give exit 1" 1 $?
contains "error names file and line" "$out" "invalid-utf8.md:5:"

out=$("$cli" stats --db "$db"); check "stats" 0 $?
contains "stats counts" "$out" "98"
out=$("$cli" list --deck "基础知识::PyTorch" --db "$db"); check "list --deck" 0 $?
[ "$(printf '%s\n' "$out" | wc -l)" = 17 ] && echo "ok: 17 PyTorch cards" || { echo "FAIL: PyTorch cards: $out"; failures=$((failures + 1)); }

now=2026-11-29T08:00:00Z
later=2026-11-29T08:11:00Z
line=$("$cli" next --now $now --db "$db"); check "next" 0 $?
id=${line%%$'\t'*}
contains "next starts with the id" "$line" "$id	new	"
out=$("$cli" next --now $now --db "$db" --json); check "next --json" 0 $?
contains "next --json id" "$out" "\"id\": $id,"
contains "next --json state" "$out" '"state": "new"'
contains "next --json counts" "$out" '"new": 20'
out=$("$cli" preview "$id" --now $now --db "$db"); check "preview" 0 $?
contains "preview intervals" "$out" "good	10m"
out=$("$cli" preview "$id" --now $now --db "$db" --json); check "preview --json" 0 $?
contains "preview --json good" "$out" '"interval": "10m"'
contains "preview --json easy state" "$out" '"state": "review"'
contains "preview --json new card has no R" "$out" '"retrievability": null'
out=$("$cli" answer "$id" good --now $now --db "$db" --json); check "answer" 0 $?
contains "answer state" "$out" '"state": "learning"'
"$cli" answer "$id" meh --db "$db" >/dev/null 2>&1; check "bad rating" 2 $?
"$cli" answer 99999 good --db "$db" >/dev/null 2>&1; check "unknown card" 2 $?
"$cli" next --now yesterday --db "$db" >/dev/null 2>&1; check "bad --now" 2 $?
out=$("$cli" undo --now $now --db "$db"); check "undo --now" 0 $?
contains "undo names the card" "$out" "card $id	new"
same "the undone card is new again" "$(field "$(card "$id")" 2)" new
out=$("$cli" undo --db "$db"); contains "nothing left to undo" "$out" "nothing to undo"
out=$("$cli" undo --db "$db" --json); check "undo --json, nothing" 0 $?
contains "undo --json, nothing" "$out" '"id": null'

# Undo three levels deep: card A learning → review, card B learning; back one at a time.
a=$id
"$cli" answer "$a" good --now $now --db "$db" >/dev/null; check "answer A" 0 $?
b=$("$cli" next --now $now --db "$db" | cut -f1)
"$cli" answer "$b" again --now $now --db "$db" >/dev/null; check "answer B" 0 $?
out=$("$cli" answer "$a" good --now $later --db "$db"); check "answer A again" 0 $?
contains "A graduates" "$out" "$a	review	due "
out=$("$cli" undo --now $later --db "$db" --json); check "undo 1" 0 $?
contains "undo 1 is A's last answer" "$out" "\"id\": $a,"
contains "A is learning again" "$out" '"state": "learning"'
same "A is learning in the list" "$(field "$(card "$a")" 2)" learning
same "B is still learning" "$(field "$(card "$b")" 2)" learning
out=$("$cli" undo --db "$db" --json); contains "undo 2 is B's answer" "$out" "\"id\": $b,"
same "B is new again" "$(field "$(card "$b")" 2)" new
same "A is still learning" "$(field "$(card "$a")" 2)" learning
out=$("$cli" undo --db "$db"); contains "undo 3 is A's first answer" "$out" "card $a	new"
same "A is new again" "$(field "$(card "$a")" 2)" new
out=$("$cli" undo --db "$db"); contains "nothing left after three" "$out" "nothing to undo"

# Nothing due: a deck without cards, a deck node that does not exist.
out=$("$cli" next --now $now --db "$work/empty.sqlite"); check "next on an empty deck" 0 $?
same "nothing due" "$out" "nothing due"
out=$("$cli" next --now $now --deck "没有这一章" --db "$db" --json); check "next --json, nothing due" 0 $?
contains "nothing due --json id" "$out" '"id": null'
contains "nothing due --json message" "$out" '"message": "nothing due"'

# Suspend, unsuspend, bury, unbury, flag.
c=$(field "$(card "$a")" 1)
d=$("$cli" list --deck "基础知识::PyTorch" --db "$db" | sed -n 1p | cut -f1)
e=$("$cli" list --deck "基础知识::PyTorch" --db "$db" | sed -n 2p | cut -f1)
pytorch_next() { "$cli" next --deck "基础知识::PyTorch" --now $now --db "$db" | cut -f1; }
same "the chapter's first card is next" "$(pytorch_next)" "$d"
out=$("$cli" suspend "$d" "$e" --now $now --db "$db"); check "suspend two cards" 0 $?
contains "suspend prints each card" "$out" "$e	new	suspended"
same "list marks the card suspended" "$(field "$(card "$d")" 4)" suspended
differs "a suspended card is not next" "$(pytorch_next)" "$d"
differs "nor the other one" "$(pytorch_next)" "$e"
out=$("$cli" unsuspend "$d" --now $now --db "$db" --json); check "unsuspend --json" 0 $?
contains "unsuspend --json" "$out" '"suspended": false'
same "list shows no mark" "$(field "$(card "$d")" 4)" -
"$cli" unsuspend "$e" 99999 --db "$db" >/dev/null 2>&1; check "an unknown card among them is fatal" 2 $?
same "and nothing was changed" "$(field "$(card "$e")" 4)" suspended
"$cli" unsuspend "$e" --db "$db" >/dev/null; check "unsuspend" 0 $?
"$cli" suspend --db "$db" >/dev/null 2>&1; check "suspend without a card" 2 $?
"$cli" suspend x12 --db "$db" >/dev/null 2>&1; check "suspend a bad id" 2 $?

first=$("$cli" next --now $now --db "$db" | cut -f1)
out=$("$cli" bury "$first" --now $now --db "$db" --json); check "bury --json" 0 $?
contains "bury --json until" "$out" '"buried_until": "2026-11-'
same "list marks the card buried" "$(field "$(card "$first" --now $now)" 4)" buried
differs "a buried card is not next" "$("$cli" next --now $now --db "$db" | cut -f1)" "$first"
same "the bury is over two days later" "$(field "$(card "$first" --now 2026-12-01T12:00:00Z)" 4)" -
"$cli" unbury "$first" --now $now --db "$db" >/dev/null; check "unbury" 0 $?
same "next is the unburied card" "$("$cli" next --now $now --db "$db" | cut -f1)" "$first"

out=$("$cli" flag "$d" blue --db "$db"); check "flag blue" 0 $?
contains "flag prints it" "$out" "flag:blue"
out=$("$cli" list --db "$db" --json); contains "list --json flag" "$out" '"flag": "blue"'
"$cli" flag "$d" --db "$db" >/dev/null; same "flag without a colour is red" "$(field "$(card "$d")" 4)" flag:red
"$cli" flag "$d" off --db "$db" >/dev/null; same "flag off" "$(field "$(card "$d")" 4)" -
"$cli" flag "$d" mauve --db "$db" >/dev/null 2>&1; check "flag with a bad colour" 2 $?

# A leech: 8 lapses suspend the card; unsuspend brings it back with its mark.
"$cli" answer "$c" easy --now $now --db "$db" >/dev/null
for i in 1 2 3 4 5 6 7 8; do
  out=$("$cli" answer "$c" again --now "2026-11-30T0$i:00:00Z" --db "$db"); check "lapse $i" 0 $?
  [ $i = 8 ] || "$cli" answer "$c" good --now "2026-11-30T0$i:30:00Z" --db "$db" >/dev/null
done
contains "the 8th lapse suspends a leech" "$out" "(leech: suspended)"
same "list marks the leech" "$(field "$(card "$c")" 4)" suspended,leech
out=$("$cli" list --db "$db" --json); contains "list --json leech" "$out" '"leech": true'
out=$("$cli" unsuspend "$c" --db "$db"); check "unsuspend the leech" 0 $?
contains "the leech keeps its mark" "$out" "$c	relearning	leech"
same "list: a leech, not suspended" "$(field "$(card "$c")" 4)" leech
same "the leech is studied again" "$("$cli" next --now 2026-11-30T12:00:00Z --db "$db" | cut -f1)" "$c"

out=$("$cli" fsrs optimize --revlog "$bad/../review-log-sample.csv" --json --db "$db"); check "fsrs optimize --revlog" 0 $?
contains "fsrs optimize items" "$out" '"items":6276'
"$cli" fsrs optimize --revlog "$work/none.csv" --db "$db" >/dev/null 2>&1; check "fsrs optimize, missing log" 2 $?
# Without --revlog the deck's own review log is fitted; --save adopts only lower log loss.
demo="$work/demo.sqlite"
"$cli" demo-history --days 120 --now 2026-11-29T20:00:00Z --db "$demo" >/dev/null; check "demo-history" 0 $?
out=$("$cli" fsrs optimize --json --db "$demo"); check "fsrs optimize on the deck's log" 0 $?
contains "deck log optimize form" "$out" '{"parameters":['
case "$out" in *'"items":0,'*) echo "FAIL: deck log optimize found no items: $out"; failures=$((failures + 1)) ;; *) echo "ok: deck log items" ;; esac
out=$("$cli" fsrs optimize --save --db "$demo" 2>&1); check "fsrs optimize --save" 0 $?
contains "saved parameters" "$out" "the deck now schedules with the fitted parameters"
out=$("$cli" fsrs optimize --save --db "$demo" 2>&1); check "fsrs optimize --save again" 0 $?
contains "same history keeps them" "$out" "no better"
# --ignore-before leaves out the cards first answered before the date and keeps the date in the deck;
# every report has the health check.
out=$("$cli" fsrs optimize --json --ignore-before 2026-11-20 --db "$demo"); check "fsrs optimize --ignore-before" 0 $?
contains "ignore-before report form" "$out" '"reviews_left_out":'
contains "health check in --json" "$out" '"health":['
case "$out" in *'"cards_left_out":0,'*) echo "FAIL: --ignore-before left no card out: $out"; failures=$((failures + 1)) ;; *) echo "ok: --ignore-before leaves cards out" ;; esac
out=$("$cli" fsrs optimize --json --db "$demo")
case "$out" in *'"cards_left_out":0,'*) echo "FAIL: the date was not kept: $out"; failures=$((failures + 1)) ;; *) echo "ok: the date is kept in the deck" ;; esac
out=$("$cli" fsrs optimize --json --ignore-before none --db "$demo"); check "fsrs optimize --ignore-before none" 0 $?
contains "none: every card again" "$out" '"cards_left_out":0,'
"$cli" fsrs optimize --ignore-before 2026-02-30 --db "$demo" >/dev/null 2>&1; check "fsrs optimize, not a date" 2 $?
out=$("$cli" fsrs optimize --revlog "$bad/../review-log-sample.csv" --db "$db"); check "fsrs optimize text" 0 $?
contains "health check in the text" "$out" "Health check: no problems found"
# fsrs reschedule: a higher retention brings cards forward, in one transaction with the new option.
out=$("$cli" fsrs reschedule --retention 0.95 --db "$demo"); check "fsrs reschedule --retention" 0 $?
contains "reschedule report" "$out" " review cards moved: "
contains "a higher retention moves cards earlier" "$out" " later; mean -"
out=$("$cli" fsrs reschedule --retention 0.95 --json --db "$demo"); check "fsrs reschedule again" 0 $?
contains "nothing left to move" "$out" '"moved":0,'
out=$("$cli" fsrs reschedule --easy-days normal,normal,normal,normal,normal,reduced,minimum --json --db "$demo")
check "fsrs reschedule --easy-days" 0 $?
contains "easy days report" "$out" '"review_cards":'
out=$("$cli" fsrs reschedule --retention 0.5 --db "$demo" 2>&1); check "fsrs reschedule, retention out of range" 2 $?
contains "retention range named" "$out" "between 0.70 and 0.99"
out=$("$cli" fsrs reschedule --easy-days normal --db "$demo" 2>&1); check "fsrs reschedule, six days missing" 2 $?
contains "easy days error" "$out" "seven workloads"

# One line per card: a question written over several lines, or with a tab, is shown on its card's
# line with spaces (the deck name too); --json keeps the text as written.
mkdir "$work/lines" && printf '# 多行\n\n- 第一行问题\n  第二行\t带制表符\n  - 答案\n\n## 制表\t符号？\n\n回答\n' >"$work/lines/lines.md"
lines_db="$work/lines.sqlite"
"$cli" import "$work/lines" --db "$lines_db" >/dev/null; check "import a question over two lines" 0 $?
out=$("$cli" list --db "$lines_db"); check "list" 0 $?
same "one line per card" "$(printf '%s\n' "$out" | wc -l)" 2
same "six fields on every line" "$(printf '%s\n' "$out" | awk -F'\t' '{ print NF }' | sort -u)" 6
same "newline and tab shown as spaces" "$(printf '%s\n' "$out" | sed -n 1p | cut -f6)" "第一行问题 第二行 带制表符"
same "a tab in a heading question" "$(printf '%s\n' "$out" | sed -n 2p | cut -f6)" "制表 符号？"
out=$("$cli" list --db "$lines_db" --json); contains "list --json keeps the text" "$out" '"question": "第一行问题\n第二行\t带制表符"'
out=$("$cli" next --now $now --db "$lines_db"); check "next" 0 $?
same "next is one line too" "$(printf '%s\n' "$out" | wc -l)" 1

# show: one card in full. The leech above: its source, state, marks and all 16 answers.
out=$("$cli" show "$c" --now 2026-11-30T12:00:00Z --db "$db"); check "show" 0 $?
same "show starts with the id" "$(printf '%s\n' "$out" | sed -n 1p)" "card	$c"
same "show: the deck" "$(printf '%s\n' "$out" | sed -n 2p)" "deck	$(field "$(card "$c")" 5)"
same "show: the source file and line" "$(printf '%s\n' "$out" | sed -n 3p | grep -cE '^source	[1-4]-[a-z-]+\.md:[0-9]+$')" 1
same "show: the state" "$(printf '%s\n' "$out" | sed -n 4p)" "state	relearning"
contains "show: the marks" "$out" "marks	leech"
contains "show: stability in days" "$out" " days"
contains "show: the question" "$out" "Question:
$(field "$(card "$c")" 6)"
contains "show: the answer" "$out" "Answer:"
contains "show: the history" "$out" "History: 16 answers (date, grade, interval, time, R before, S and D after)"
contains "show: the preset" "$out" "preset	Default"
same "show: S, D and R now" "$(printf '%s\n' "$out" | grep -cE '^now	S [0-9.]+ days	D [0-9.]+	R [0-9.]+%	last review [0-9]+ days ago, due [0-9]+ days after it$')" 1
same "show: the first answer has S and D but no R before it" "$(printf '%s\n' "$out" | grep -cE '^2026-11-29T08:00:00Z	easy	[^	]+	[0-9.]+s	-	S [0-9.]+	D [0-9.]+$')" 1
same "show: every later answer has R, S and D" "$(printf '%s\n' "$out" | grep -cE '^2026-[0-9T:-]+Z	[a-z]+	[^	]+	[0-9.]+s	R [0-9.]+%	S [0-9.]+	D [0-9.]+$')" 15
contains "show: the first answer" "$out" "2026-11-29T08:00:00Z	easy	"
same "show: one line per answer" "$(printf '%s\n' "$out" | grep -c '^2026-11-30T0[1-8]:00:00Z	again	')" 8
out=$("$cli" show "$c" --json --db "$db"); check "show --json" 0 $?
contains "show --json state" "$out" '"state": "relearning"'
contains "show --json leech" "$out" '"leech": true'
contains "show --json history grade" "$out" '"grade": "again"'
contains "show --json history interval" "$out" '"interval": "'
contains "show --json stability" "$out" '"stability": '
contains "show --json preset" "$out" '"preset": "Default"'
contains "show --json a complete history" "$out" '"history_complete": true'
contains "show --json R now" "$out" '"memory": {'
contains "show --json S after an answer" "$out" '"stability_after": '
contains "show --json R before an answer" "$out" '"retrievability": 0.'

"$cli" show 99999 --db "$db" >/dev/null 2>"$work/err"; check "show an unknown card" 2 $?
contains "show names the unknown card" "$(cat "$work/err")" "there is no card 99999 in the deck"
"$cli" show x1 --db "$db" >/dev/null 2>&1; check "show a bad id" 2 $?
"$cli" show --db "$db" >/dev/null 2>&1; check "show without an id" 2 $?
# A new card has no history; a retired one is shown with its history and marked retired.
multi=$("$cli" list --db "$lines_db" | sed -n 1p | cut -f1)
out=$("$cli" show "$multi" --db "$lines_db"); check "show a new card" 0 $?
contains "show: where the card is in the notes" "$out" "source	lines.md:3"
contains "show: a question over two lines, as written" "$out" "Question:
第一行问题
第二行	带制表符"
contains "show: a new card's schedule" "$out" "state	new
due	-"
contains "show: no answers" "$out" "History: no answers yet"
"$cli" answer "$multi" good --now $now --db "$lines_db" >/dev/null
printf '# 多行\n\n## 制表\t符号？\n\n回答\n' >"$work/lines/lines.md"
"$cli" import "$work/lines" --db "$lines_db" >/dev/null; check "the list card is gone from the notes" 0 $?
out=$("$cli" show "$multi" --now $now --db "$lines_db"); check "show a retired card" 0 $?
contains "show: retired" "$out" "marks	retired"
contains "show: the retired card's history" "$out" "History: 1 answer (date, grade, interval, time, R before, S and D after)
2026-11-29T08:00:00Z	good	10m"

# A deck whose scheduling options are damaged: the commands that schedule nothing work on it as
# ever (import, backup, restore, list, undo); those that schedule refuse it and say why.
if command -v sqlite3 >/dev/null 2>&1; then
  damaged_db="$work/damaged.sqlite"
  "$cli" import "$content" --db "$damaged_db" >/dev/null; check "import a deck to damage" 0 $?
  first=$("$cli" next --now $now --db "$damaged_db"); first=${first%%$'\t'*}
  "$cli" answer "$first" good --now $now --db "$damaged_db" >/dev/null; check "answer before the damage" 0 $?
  sqlite3 "$damaged_db" "UPDATE settings SET value = '{not json' WHERE key = 'scheduler';
                         INSERT OR IGNORE INTO settings (key, value) VALUES ('scheduler', '{not json');"
  "$cli" import "$content" --db "$damaged_db" >/dev/null; check "import: damaged scheduling options" 0 $?
  backup=$("$cli" backup --now $now --db "$damaged_db"); check "backup: damaged scheduling options" 0 $?
  "$cli" list --db "$damaged_db" >/dev/null; check "list: damaged scheduling options" 0 $?
  out=$("$cli" undo --now $now --db "$damaged_db"); check "undo: damaged scheduling options" 0 $?
  contains "undo: the answer is taken back" "$out" "undid the last answer of card $first"
  "$cli" restore "$backup" --now $later --db "$damaged_db" >/dev/null; check "restore: damaged scheduling options" 0 $?
  for c in next stats; do
    out=$("$cli" $c --now $now --db "$damaged_db" 2>&1); check "$c refuses damaged scheduling options" 2 $?
    contains "$c says the scheduling options are damaged" "$out" "scheduling settings are damaged"
  done
else
  echo "skip: a deck with damaged scheduling options (no sqlite3 command to damage it)"
fi

[ $failures -eq 0 ] && echo "all cli checks passed" || echo "$failures cli checks failed"
exit $(( failures > 0 ))
