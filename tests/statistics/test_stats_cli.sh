#!/usr/bin/env bash
# notedeck-cli stats as a user runs it: the deck counts stay, the statistics follow; --json has its
# keys (test_stats_cli_json.cpp in test_statistics compares their values with the service's),
# --deck, --now, --simulate and --interview work, and bad input is refused.
set -u
cli="$1"; content="$2"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
db="$work/deck.sqlite"
failures=0
check() { if [ "$2" != "$3" ]; then echo "FAIL $1: exit $3, expected $2"; failures=$((failures + 1)); fi; }
contains() { case "$2" in *"$3"*) ;; *) echo "FAIL $1: no \"$3\" in output"; failures=$((failures + 1));; esac; }

"$cli" import "$content" --db "$db" > /dev/null; check "import" 0 $?
out=$("$cli" stats --db "$db" --now 2026-03-01T12:00:00Z); check "stats" 0 $?
contains "stats keeps the deck table" "$out" "(all)"
contains "stats text" "$out" "streak"
contains "stats text" "$out" "retention"
out=$("$cli" stats --json --db "$db" --now 2026-03-01T12:00:00Z --deck "基础知识::Python" --simulate --interview 2026-04-01)
check "stats --json" 0 $?
for key in '"decks"' '"statistics"' '"days"' '"forecast"' '"weekly"' '"monthly"' '"histograms"' '"chapters"' \
           '"streak"' '"totals"' '"simulation"' '"runs"' '"interview"' '"chapter_recall"' '"heatmap"' '"windows"' '"weekly_shown"' '"mastery_range"' '"weekly"' '"suggested"' '"today": "2026-03-01"'; do
  contains "stats --json $key" "$out" "$key"
done
contains "stats --json scope" "$out" '"deck": "基础知识 › Python"'
"$cli" stats --db "$db" --deck "没有这一章" > /dev/null 2>&1; check "unknown deck" 2 $?
"$cli" stats --db "$db" --interview 2026-02-30 > /dev/null 2>&1; check "impossible date" 2 $?
"$cli" stats --db "$db" --now yesterday > /dev/null 2>&1; check "bad --now" 2 $?
"$cli" stats --db "$db" --now 2026-03-01T12:00:00Z --interview 2026-01-01 > /dev/null 2>&1; check "past interview" 2 $?
[ "$failures" -eq 0 ] && echo "all stats CLI checks passed"
exit "$failures"
