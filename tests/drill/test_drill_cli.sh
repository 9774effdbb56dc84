#!/usr/bin/env bash
# notedeck-cli drill end to end on the bundled notes: the draw (count, scope, orders, seed),
# the output forms, and the errors.
set -u
cli=$1 content=$2
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
same() {  # same DESCRIPTION EXPECTED ACTUAL
  if [ "$2" = "$3" ]; then echo "ok: $1"; else echo "FAIL: $1: \"$3\", expected \"$2\""; failures=$((failures + 1)); fi
}
lines() { printf '%s\n' "$1" | grep -c .; }
ids() { printf '%s\n' "$1" | cut -f1; }

out=$("$cli" drill --help); check "drill --help" 0 $?
contains "drill --help text" "$out" "usage: notedeck-cli drill"
out=$("$cli" --help); contains "drill in the command list" "$out" "drill "
"$cli" import "$content" --db "$db" >/dev/null; check "import bundled notes" 0 $?

now=2026-11-29T08:00:00Z
out=$("$cli" drill --count 5 --seed 42 --now $now --db "$db"); check "drill" 0 $?
same "five questions" 5 "$(lines "$out")"
bad=$(printf '%s\n' "$out" | grep -cvE '^[0-9]+	基础知识 › [^	]+	.+$')
same "each line: id, deck, question" 0 "$bad"
again=$("$cli" drill --count 5 --seed 42 --now $now --db "$db")
same "same seed, same draw" "$out" "$again"
other=$("$cli" drill --count 5 --seed 43 --now $now --db "$db")
[ "$out" != "$other" ] && echo "ok: another seed, another draw" || { echo "FAIL: seeds 42 and 43 drew the same"; failures=$((failures + 1)); }
out=$("$cli" drill --now $now --db "$db"); same "ten questions by default" 10 "$(lines "$out")"

out=$("$cli" drill --deck "基础知识::PyTorch" --count 100 --seed 1 --db "$db"); check "drill --deck" 0 $?
same "all 17 PyTorch cards when more are asked" 17 "$(lines "$out")"
same "only PyTorch cards" 0 "$(printf '%s\n' "$out" | grep -cv '	基础知识 › PyTorch')"
same "no card twice" 17 "$(ids "$out" | sort -u | wc -l | tr -d ' ')"
out=$("$cli" drill --deck "基础知识::PyTorch" --deck "基础知识 › PyTorch › 推理" --deck "基础知识::Python::装饰器" --count 100 --seed 1 --db "$db")
check "several --deck" 0 $?
n=$(lines "$out")
same "several decks, each card once" "$n" "$(ids "$out" | sort -u | wc -l | tr -d ' ')"
same "only the chosen decks" 0 "$(printf '%s\n' "$out" | grep -cvE '	基础知识 › (PyTorch|Python › 装饰器)')"

for order in random weakest unseen; do
  out=$("$cli" drill --order $order --count 3 --seed 7 --db "$db"); check "--order $order" 0 $?
  same "--order $order draws 3" 3 "$(lines "$out")"
done

# The card answered Again is the weakest a week later; the others were never reviewed.
first=$("$cli" list --deck "基础知识::机器学习基础" --db "$db" | head -1 | cut -f1)
"$cli" answer "$first" again --now $now --db "$db" >/dev/null; check "answer again" 0 $?
out=$("$cli" drill --order weakest --count 2 --now 2026-12-06T08:00:00Z --db "$db")
same "weakest first" "$first" "$(ids "$out" | head -1)"
out=$("$cli" drill --order unseen --count 500 --seed 3 --now 2026-12-06T08:00:00Z --db "$db")
same "unseen first: the reviewed card last" "$first" "$(ids "$out" | tail -1)"

out=$("$cli" drill --count 2 --seed 42 --json --db "$db"); check "drill --json" 0 $?
contains "json array" "$out" "["
same "json ids" 2 "$(printf '%s\n' "$out" | grep -c '"id":')"
contains "json deck" "$out" '"deck": "基础知识 › '
contains "json retrievability" "$out" '"retrievability":'

out=$("$cli" drill --deck "基础知识::Nothing" --db "$db"); check "empty scope exits 0" 0 $?
same "empty scope message" "no cards in 基础知识 › Nothing" "$out"
out=$("$cli" drill --deck "基础知识::Nothing" --json --db "$db"); check "empty scope --json" 0 $?
same "empty scope json" "[]" "$out"
err=$("$cli" drill --deck "基础知识::Nothing" --deck "基础知识::PyTorch" --count 1 --db "$db" 2>&1 >/dev/null)
contains "one empty deck among several is named" "$err" "no cards in 基础知识 › Nothing"

"$cli" drill --order hardest --db "$db" >/dev/null 2>&1; check "bad --order" 2 $?
err=$("$cli" drill --order hardest --db "$db" 2>&1)
contains "bad --order message" "$err" "--order must be random, weakest or unseen"
"$cli" drill --count 0 --db "$db" >/dev/null 2>&1; check "--count 0" 2 $?
"$cli" drill --count ten --db "$db" >/dev/null 2>&1; check "--count ten" 2 $?
"$cli" drill --seed -1 --db "$db" >/dev/null 2>&1; check "negative --seed" 2 $?
"$cli" drill --now soon --db "$db" >/dev/null 2>&1; check "bad --now" 2 $?
"$cli" drill --deck "::" --db "$db" >/dev/null 2>&1; check "empty --deck" 2 $?
"$cli" drill --bogus --db "$db" >/dev/null 2>&1; check "unknown option" 2 $?
"$cli" drill extra --db "$db" >/dev/null 2>&1; check "stray argument" 2 $?

[ $failures -eq 0 ] && echo "all drill cli checks passed" || echo "$failures drill cli checks failed"
exit $(( failures > 0 ))
