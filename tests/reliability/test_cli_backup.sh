#!/usr/bin/env bash
# notedeck-cli backup, backup --list and restore as a user runs them, and what the command line
# says about a damaged deck and about a deck another NoteDeck is using.
# usage: test_cli_backup.sh NOTEDECK_CLI NOTES_DIR
set -u
cli=$1 notes=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/deck.sqlite
source "$(dirname "$0")/../cli/lib.sh"   # check, contains, $failures

for c in backup restore; do
  out=$("$cli" "$c" --help); check "$c --help" 0 $?
  contains "$c --help text" "$out" "usage: notedeck-cli $c"
done
"$cli" backup --db "$work/none.sqlite" > /dev/null 2>&1; check "no backup of a deck that is not there" 2 $?
[ ! -e "$work/none.sqlite" ] && echo "ok: and none was created" || { echo "FAIL: a deck was created"; failures=$((failures + 1)); }

"$cli" import "$notes" --db "$db" > /dev/null; check "import" 0 $?
now=2026-11-29T08:00:00Z
first=$("$cli" backup --now $now --db "$db"); check "backup" 0 $?
[ "$first" = "$work/backups/deck-20261129-080000-manual.sqlite" ] && echo "ok: backup path printed" || { echo "FAIL: backup printed $first"; failures=$((failures + 1)); }
id=$("$cli" next --now $now --db "$db" | cut -f1)
"$cli" answer "$id" good --now $now --db "$db" > /dev/null; check "answer" 0 $?
out=$("$cli" backup --list --db "$db"); check "backup --list" 0 $?
contains "list shows date, kind and counts" "$out" "2026-11-29T08:00:00Z	manual	98 cards	0 reviews	$first"
out=$("$cli" backup --list --json --db "$db"); check "backup --list --json" 0 $?
contains "json list" "$out" '"reviews": 0'

out=$("$cli" restore "$first" --now 2026-11-29T09:00:00Z --db "$db"); check "restore" 0 $?
contains "restore names the copy of the deck" "$out" "deck-20261129-090000-before-restore.sqlite"
out=$("$cli" undo --db "$db"); contains "the restored deck has no answer to undo" "$out" "nothing to undo"
out=$("$cli" backup --list --db "$db")
contains "the deck as it was is a backup with its answer" "$out" "before-restore	98 cards	1 reviews"

# A damaged deck: the message names the latest good backup and the command.
cp "$db" "$work/good.sqlite"
printf 'scribble%.0s' $(seq 1 500) | dd of="$db" bs=1 seek=8192 conv=notrunc 2> /dev/null
out=$("$cli" list --db "$db" 2>&1); check "a damaged deck is refused" 2 $?
contains "damaged" "$out" "damaged"
contains "names the command" "$out" "notedeck-cli restore \"$work/backups/deck-20261129-090000-before-restore.sqlite\""
cp "$work/good.sqlite" "$db"

# Another NoteDeck holds the deck: reading works, writing says who.
flock --no-fork -x "$db.lock" sleep 30 &
holder=$!
sleep 0.3
echo "$holder" > "$db.lock"
out=$("$cli" stats --db "$db"); check "reading while another NoteDeck writes" 0 $?
out=$("$cli" answer "$id" good --now $now --db "$db" 2>&1); check "answering while another NoteDeck writes" 2 $?
contains "names the other NoteDeck" "$out" "NoteDeck is already using this deck (pid $holder)"
out=$("$cli" restore "$first" --db "$db" 2>&1); check "no restore under another NoteDeck" 2 $?
contains "restore says why" "$out" "(pid $holder)"
kill "$holder" 2> /dev/null
wait "$holder" 2> /dev/null
"$cli" answer "$id" good --now $now --db "$db" > /dev/null; check "answering once it has gone" 0 $?

[ $failures -eq 0 ] && echo "all backup command checks passed" || echo "$failures backup command checks failed"
exit $(( failures > 0 ))
