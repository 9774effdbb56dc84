#!/usr/bin/env bash
# notedeck-cli preset: list (text and --json), set (creating, changing), assign and unassign a
# chapter by the path `list` prints, the queue within a preset's limits and the deck's, and bad
# input: a clear message, exit 2, and the deck unchanged; fsrs optimize and stats --simulate /
# --interview for one preset.
set -u
cli=$1 content=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/deck.sqlite"
source "$(dirname "$0")/lib.sh"   # check, contains, lacks, same, differs; $failures
now=2026-11-29T08:00:00Z
new_today() { "$cli" next --now $now --json --db "$db" "$@" | sed -n 's/.*"new": \([0-9]*\).*/\1/p'; }

out=$("$cli" preset --help); check "preset --help" 0 $?
contains "preset --help text" "$out" "usage: notedeck-cli preset"
"$cli" import "$content" --db "$db" >/dev/null; check "import bundled notes" 0 $?

out=$("$cli" preset list --db "$db"); check "preset list" 0 $?
contains "the default preset holds every card" "$out" "Default (default): 98 cards"
same "20 new cards today" "$(new_today)" 20

out=$("$cli" preset set 面试 desired_retention=0.95 new_per_day=3 "learning_steps=1m 5m" --db "$db"); check "preset set creates" 0 $?
contains "created" "$out" 'created preset "面试"'
out=$("$cli" preset assign 面试 "基础知识 › Python" --db "$db"); check "preset assign" 0 $?
contains "assigned" "$out" '基础知识 › Python now uses preset "面试"'
out=$("$cli" preset list --db "$db"); check "preset list after assign" 0 $?
contains "the preset's chapter" "$out" "chapters: 基础知识 › Python"
contains "the preset's cards" "$out" "面试: 33 cards"
contains "the preset's options" "$out" 'new_per_day=3 reviews_per_day=200 learning_steps="1m 5m"'
out=$("$cli" preset list --json --db "$db"); check "preset list --json" 0 $?
contains "json name" "$out" '"name": "面试"'
contains "json retention" "$out" '"desired_retention": 0.95'
contains "json chapters" "$out" '"基础知识 › Python"'

# The Python chapter gives at most 3 of its new cards; the deck's 20 are filled from the others.
same "the preset's limit within its chapter" "$(new_today --deck '基础知识::Python')" 3
same "the deck's limit over all" "$(new_today)" 20
"$cli" preset set Default new_per_day=2 --db "$db" >/dev/null; check "preset set Default" 0 $?
same "the whole deck's limit caps the preset's" "$(new_today --deck '基础知识::Python')" 2

before=$("$cli" preset list --json --db "$db")
bad() {  # bad DESCRIPTION EXPECTED_MESSAGE ARGS...
  local description=$1 message=$2; shift 2
  out=$("$cli" preset "$@" --db "$db" 2>&1); check "$description" 2 $?
  contains "$description: message" "$out" "$message"
}
bad "retention out of range" "desired retention must be between 0.70 and 0.99" set 面试 desired_retention=1.5
bad "unknown key" 'unknown key "speed"' set 面试 speed=3
bad "not a number" 'new_per_day: "many" is not a whole number' set 面试 new_per_day=many
bad "not KEY=VALUE" '"new_per_day" is not KEY=VALUE' set 面试 new_per_day
bad "bad steps" "learning_steps:" set 面试 learning_steps=soon
bad "easy days, six of seven" "easy_days:" set 面试 easy_days=normal,normal,normal,normal,normal,reduced
bad "a bad key after a good one changes nothing" "unknown key" set 面试 new_per_day=9 speed=1
bad "unknown preset" 'there is no preset "没有"' assign 没有 "基础知识"
bad "unknown chapter" 'there is no chapter "基础知识 › 没有"' assign 面试 "基础知识 › 没有"
bad "missing words" "usage: notedeck-cli preset" assign 面试
bad "unknown verb" "usage: notedeck-cli preset" remove 面试
same "bad input changed nothing" "$("$cli" preset list --json --db "$db")" "$before"
out=$("$cli" preset set 面试 easy_days=normal,normal,normal,normal,normal,reduced,minimum --db "$db"); check "preset set easy_days" 0 $?
out=$("$cli" preset list --json --db "$db")
contains "json easy days" "$out" '"easy_days": "normal,normal,normal,normal,normal,reduced,minimum"'

out=$("$cli" preset unassign "基础知识 › Python" --db "$db"); check "preset unassign" 0 $?
out=$("$cli" preset list --db "$db")
contains "unassigned chapters go back to the default" "$out" "面试: 0 cards"

# Parameters per preset: fitted to the answers of the preset's own cards.
demo="$work/demo.sqlite"
"$cli" demo-history --days 120 --now 2026-11-29T20:00:00Z --db "$demo" >/dev/null; check "demo-history" 0 $?
"$cli" preset set 面试 desired_retention=0.95 --db "$demo" >/dev/null; check "preset on the demo deck" 0 $?
for chapter in "基础知识 › Python" "基础知识 › 机器学习基础" "基础知识 › 分布式基础"; do
  "$cli" preset assign 面试 "$chapter" --db "$demo" >/dev/null; check "$chapter assigned on the demo deck" 0 $?
done
items() { sed -n 's/.*"items":\([0-9]*\).*/\1/p'; }
all_items=$("$cli" fsrs optimize --json --db "$demo" | items)
preset_items=$("$cli" fsrs optimize --preset 面试 --json --db "$demo" | items); check "fsrs optimize --preset" 0 $?
if [ "${preset_items:-0}" -gt 0 ] && [ "$preset_items" -lt "$all_items" ]; then echo "ok: the preset's items are its cards' ($preset_items of $all_items)"
else echo "FAIL: preset items $preset_items of $all_items"; failures=$((failures + 1)); fi
default_before=$("$cli" preset list --json --db "$demo" | tr -d ' \n' | sed 's/},{.*//')
out=$("$cli" fsrs optimize --preset 面试 --save --db "$demo" 2>&1); check "fsrs optimize --preset --save" 0 $?
contains "the preset adopts the fit" "$out" 'preset "面试" now schedules with the fitted parameters'
contains "the command to reschedule its cards" "$out" 'fsrs reschedule --preset "面试"'
same "the default preset keeps its parameters" "$("$cli" preset list --json --db "$demo" | tr -d ' \n' | sed 's/},{.*//')" "$default_before"
out=$("$cli" fsrs optimize --all-presets --db "$demo"); check "fsrs optimize --all-presets" 0 $?
contains "a report for the default preset" "$out" 'preset "Default":'
contains "a report for the other" "$out" 'preset "面试":'
# Rescheduling one preset: its new retention saved, only its review cards looked at.
all_cards=$("$cli" fsrs reschedule --json --db "$demo" | sed -n 's/.*"review_cards":\([0-9]*\).*/\1/p'); check "fsrs reschedule, every card" 0 $?
out=$("$cli" fsrs reschedule --preset 面试 --retention 0.95 --easy-days normal,normal,normal,normal,normal,reduced,minimum --json --db "$demo"); check "fsrs reschedule --preset" 0 $?
preset_cards=$(printf '%s' "$out" | sed -n 's/.*"review_cards":\([0-9]*\).*/\1/p')
if [ "${preset_cards:-0}" -gt 0 ] && [ "$preset_cards" -lt "${all_cards:-0}" ]; then echo "ok: only the preset's review cards ($preset_cards of $all_cards)"
else echo "FAIL: preset review cards $preset_cards of $all_cards"; failures=$((failures + 1)); fi
contains "the preset's Easy Days are kept" "$("$cli" preset list --json --db "$demo")" '"easy_days": "normal,normal,normal,normal,normal,reduced,minimum"'
"$cli" fsrs reschedule --preset 没有 --db "$demo" >/dev/null 2>&1; check "fsrs reschedule, unknown preset" 2 $?
# The simulator and the interview forecast of one preset: its cards, its retention.
# sim_of [--preset NAME]: the simulation's cards and retention, and whether the forecast has PyTorch
sim_of() {
  "$cli" stats --simulate --interview 2027-01-15 --json --now 2026-11-29T20:00:00Z --db "$demo" "$@" | awk '
    /"interview": \{/ { part = "interview" } /"simulation": \{/ { part = "simulation" }
    part == "simulation" && /"cards":/ && !cards { gsub(/[^0-9]/, ""); cards = $0 }
    part == "simulation" && /"current_retention":/ { gsub(/[^0-9.]/, ""); retention = $0 }
    part == "interview" && /PyTorch/ { pytorch = "with PyTorch" }
    END { print cards, retention, (pytorch ? pytorch : "without PyTorch") }'
}
same "the simulator on the whole deck" "$(sim_of)" "98 0.9 with PyTorch"
same "the simulator and forecast of a preset" "$(sim_of --preset 面试)" "81 0.95 without PyTorch"
out=$("$cli" fsrs optimize --preset 没有 --db "$demo" 2>&1); check "fsrs optimize, unknown preset" 2 $?
contains "unknown preset named" "$out" 'there is no preset "没有"'
"$cli" fsrs optimize --preset 面试 --revlog "$work/none.csv" --db "$demo" >/dev/null 2>&1; check "--preset with --revlog" 2 $?

if [ "$failures" -gt 0 ]; then echo "$failures failure(s)"; exit 1; fi
echo "all preset command checks passed"
