#!/usr/bin/env bash
# What notedeck-cli prints from files reaches a terminal as text, never as its control sequences:
# a device name from another device's journal (ESC ] 0 ; … BEL sets the window's title, ESC [ 2 J
# clears the screen, U+009B is the one-character CSI) in `sync`, and a question and answer with an
# ESC byte in `list` and `show`, are printed with those characters escaped (\x1b, \u009b); Chinese
# text, tabs and newlines stay as they are, and --json stays valid JSON.
set -u
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/lib.sh"   # check, contains, $failures
no_controls() {  # no_controls DESCRIPTION TEXT: no ESC, BEL or C1 control in TEXT
  if printf '%s' "$2" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]\|\xc2[\x80-\x9f]'; then
    echo "FAIL: $1: a control character reached the output: $(printf '%s' "$2" | od -c | head -5)"
    failures=$((failures + 1))
  else
    echo "ok: $1"
  fi
}

# Notes whose first question and answer carry an ESC sequence, and a second card in Chinese.
mkdir "$work/notes"
printf '# 终端\n\n- 第一问 \033[31mRED\033[2J？\n  - 答案\033]0;pwned\007 在此\n- 第二问？\n  - 第二答\n' >"$work/notes/cards.md"
db="$work/deck.sqlite" other="$work/other.sqlite"
out=$("$cli" import "$work/notes" --db "$db" 2>&1); check "import" 0 $?
no_controls "import" "$out"

out=$("$cli" list --db "$db" 2>&1); check "list" 0 $?
no_controls "list" "$out"
contains "list keeps the Chinese text and the columns" "$out" "	第二问？"
out=$("$cli" list --json --db "$db" 2>&1); check "list --json" 0 $?
no_controls "list --json" "$out"
contains "list --json escapes ESC as JSON does" "$out" '\u001b[31mRED'

out=$("$cli" show 1 --db "$db" 2>&1); check "show" 0 $?
no_controls "show" "$out"
contains "show writes ESC as \\x1b" "$out" '第一问 \x1b[31mRED\x1b[2J？'
contains "show writes BEL as \\x07" "$out" '\x1b]0;pwned\x07'
contains "show keeps its tabs and lines" "$out" "card	1
deck	终端"

# Another device studies the same notes; its journal's first line names it with control sequences.
journal="$work/notes/.notedeck/journal"
ours=$(ls "$journal")
out=$("$cli" import "$work/notes" --db "$other" 2>&1); check "the other device imports" 0 $?
"$cli" answer 2 good --db "$other" >/dev/null; check "the other device answers" 0 $?
theirs="$journal/$(ls "$journal" | grep -vxF "$ours")"
sed -i '1s/"name":"[^"]*"/"name":"\\u001b]0;pwned\\u0007\\u001b[31mRED\\u001b[2J \\u009b31m 笔记本"/' "$theirs"
contains "the hostile name is in the journal" "$(head -1 "$theirs")" 'pwned'
out=$("$cli" sync --db "$db" 2>&1); check "sync" 0 $?
no_controls "sync" "$out"
contains "sync names the device with its controls escaped" "$out" '\x1b]0;pwned\x07\x1b[31mRED\x1b[2J \u009b31m 笔记本'
out=$("$cli" sync --json --db "$db" 2>&1); check "sync --json" 0 $?
no_controls "sync --json" "$out"
contains "sync --json: the name, JSON-escaped" "$out" '"name": "\u001b]0;pwned\u0007\u001b[31mRED\u001b[2J \u009b31m 笔记本"'

if [ "$failures" -gt 0 ]; then echo "$failures check(s) failed"; exit 1; fi
echo "all checks passed"
