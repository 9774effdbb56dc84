#!/usr/bin/env bash
# notedeck-cli on a full disk, a real one: a tmpfs of 4 MiB of its own (mounting needs root; the
# test is skipped, exit 77, without it). Reading commands work and exit 0; a command that writes
# says that the disk is full (exit 2) and changes nothing; an import that runs out of room says
# once that nothing was saved; with room again the answer is saved and the deck is whole. With the
# notes alone on the full disk, an answer is saved and warns that the study journal could not take it.
# usage: test_cli_full_disk.sh NOTEDECK_CLI NOTES_DIR
set -u
cli=$1 notes=$2
disk=$(mktemp -d)
# NOTEDECK_TEST_NO_MOUNT: as without root, for the test of this skip (reliability:full-disk-skips).
if [ -n "${NOTEDECK_TEST_NO_MOUNT:-}" ] || ! mount -t tmpfs -o size=4m,mode=0777 tmpfs "$disk" 2> /dev/null; then
  rmdir "$disk"
  echo "skipped: cannot mount a tmpfs (needs root)"
  exit 77
fi
trap 'umount -l "$disk"; rmdir "$disk"' EXIT
db=$disk/deck.sqlite
source "$(dirname "$0")/../cli/lib.sh"   # check, contains, $failures
fill() {  # fill [KIB_TO_LEAVE]: a file takes the room
  local free
  free=$(df -k --output=avail "$disk" | tail -1)
  dd if=/dev/zero of="$disk/filler" bs=1k count=$(( free - ${1:-0} )) 2> /dev/null
  [ -n "${1:-}" ] || dd if=/dev/zero of="$disk/filler" bs=1k oflag=append conv=notrunc 2> /dev/null
}

"$cli" import "$notes" --db "$db" > /dev/null; check "import" 0 $?
now=2026-11-29T08:00:00Z
id=$("$cli" next --now $now --db "$db" | cut -f1)
fill
out=$("$cli" stats --db "$db" 2>&1); check "stats on a full disk" 0 $?
total() { awk '/\(all\)/ { print "total " $1 }' <<< "$1"; }
contains "stats counts the cards" "$(total "$out")" "total 98"
out=$("$cli" list --db "$db" 2>&1); check "list on a full disk" 0 $?
contains "list lists" "$out" "$id	new"
out=$("$cli" answer "$id" good --now $now --db "$db" 2>&1); check "answer on a full disk is refused" 2 $?
contains "and says the disk is full" "$out" "the disk is full"
contains "and what to do" "$out" "free some space"
rm "$disk/filler"
"$cli" answer "$id" good --now $now --db "$db" > /dev/null; check "answer once there is room" 0 $?
out=$("$cli" list --db "$db"); contains "the answer is saved" "$out" "$id	learning"

# An import that does not fit: said once, nothing saved.
big=$(mktemp -d)
{
  printf '# 大\n\n'
  for i in $(seq 1 3000); do
    printf -- '- 问题 %d 是什么？一个为了占用空间而写得比较长的问题。\n  - 答案 %d：一个同样比较长的答案。\n' "$i" "$i"
  done
} > "$big/big.md"
fill 64
out=$("$cli" import "$big" --replace --db "$db" 2>&1); check "an import that does not fit fails" 2 $?
contains "saying the disk is full" "$out" "the disk is full"
saved=$(grep -o "nothing was saved\|nothing of this change was saved" <<< "$out" | wc -l)
[ "$saved" = 1 ] && echo "ok: \"nothing was saved\" said once" || { echo "FAIL: said $saved times: $out"; failures=$((failures + 1)); }
rm -rf "$big" "$disk/filler"
out=$("$cli" stats --db "$db"); contains "the deck as it was" "$(total "$out")" "total 98"
if command -v sqlite3 > /dev/null; then
  out=$(sqlite3 "$db" "PRAGMA integrity_check"); contains "the deck is whole" "$out" "ok"
fi

# The notes (and so the study journal) on the full disk, the deck elsewhere: an answer is saved in
# the deck, and says on stderr (exit 1) that the journal could not take it; the journal keeps no
# torn line, and takes the answer once there is room.
elsewhere=$(mktemp -d)
mkdir "$disk/notes"
for i in $(seq 1 40); do printf -- '- 问题 %d？\n  - 答案 %d\n' "$i" "$i"; done > "$disk/notes/cards.md"
db2=$elsewhere/deck.sqlite
"$cli" import "$disk/notes" --db "$db2" > /dev/null; check "import of notes on the small disk" 0 $?
journal=$(ls "$disk"/notes/.notedeck/journal/*.jsonl)
fill
code=0 n=0
while [ $code = 0 ] && [ $n -lt 30 ]; do
  n=$((n + 1))
  out=$("$cli" answer $n good --now $now --db "$db2" 2>&1); code=$?
done
check "an answer the journal cannot take exits 1" 1 $code
contains "and says the answer is saved, and where the journal could not be written" "$out" \
  "warning: your answer is saved; the journal in $disk/notes/.notedeck could not be written (disk full); other devices will get it once there is room"
out=$("$cli" list --db "$db2"); contains "the answer is in the deck" "$out" "$n	learning"
[ "$(tail -c 1 "$journal" | od -An -c | tr -d ' ')" = '\n' ]; check "the journal keeps no torn line" 0 $?
rm "$disk/filler"
"$cli" answer $((n + 1)) good --now $now --db "$db2" > /dev/null; check "the next answer once there is room" 0 $?
answers=$(grep -c '"event":"answer"' "$journal")
[ "$answers" = $((n + 1)) ] && echo "ok: the journal has every answer" ||
  { echo "FAIL: the journal has $answers answers, not $((n + 1))"; failures=$((failures + 1)); }
rm -rf "$elsewhere"

[ $failures -eq 0 ] && echo "all full-disk checks passed" || echo "$failures full-disk checks failed"
exit $(( failures > 0 ))
