#!/usr/bin/env bash
# notedeck-cli end to end: exit codes (0 ok, 1 problems in the notes, 2 fatal), --help on each
# command, --json output, and next → preview → answer → undo on the bundled notes.
set -u
cli=$1 content=$2 bad=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/deck.sqlite"
failures=0
check() {  # check DESCRIPTION EXPECTED_EXIT ACTUAL_EXIT
  if [ "$2" != "$3" ]; then echo "FAIL: $1 (exit $3, expected $2)"; failures=$((failures + 1)); else echo "ok: $1"; fi
}
contains() {  # contains DESCRIPTION HAYSTACK NEEDLE
  case "$2" in *"$3"*) echo "ok: $1" ;; *) echo "FAIL: $1: no \"$3\" in: $2"; failures=$((failures + 1)) ;; esac
}

for c in import list stats next answer preview undo fsrs; do
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
line=$("$cli" next --now $now --db "$db"); check "next" 0 $?
id=${line%%$'\t'*}
contains "next starts with the id" "$line" "$id	new	"
out=$("$cli" preview "$id" --now $now --db "$db"); check "preview" 0 $?
contains "preview intervals" "$out" "good	10m"
out=$("$cli" answer "$id" good --now $now --db "$db" --json); check "answer" 0 $?
contains "answer state" "$out" '"state": "learning"'
"$cli" answer "$id" meh --db "$db" >/dev/null 2>&1; check "bad rating" 2 $?
"$cli" answer 99999 good --db "$db" >/dev/null 2>&1; check "unknown card" 2 $?
"$cli" next --now yesterday --db "$db" >/dev/null 2>&1; check "bad --now" 2 $?
out=$("$cli" undo --db "$db"); check "undo" 0 $?
contains "undo names the card" "$out" "card $id"
out=$("$cli" list --db "$db" --json); check "list --json" 0 $?
contains "undone card is new again" "$out" '"state": "new"'
out=$("$cli" undo --db "$db"); contains "nothing left to undo" "$out" "nothing to undo"

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

[ $failures -eq 0 ] && echo "all cli checks passed" || echo "$failures cli checks failed"
exit $(( failures > 0 ))
