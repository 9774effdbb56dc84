#!/usr/bin/env bash
# notedeck-cli sync and the study journal with a real git repository: two devices clone one notes
# repository, study (one card on both), commit their journals on their own branches, and a real
# `git merge` joins them without a conflict; after `sync` both decks are equal, card by card.
# Then: a device renamed with --name, --export / --import by hand into a deck whose journal is
# beside it, a newer journal format refused with file:line, and sync on a deck with no journal.
set -u
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/lib.sh"   # check, contains, lacks, same, differs; $failures
export GIT_AUTHOR_NAME=NoteDeck GIT_AUTHOR_EMAIL=notedeck@example.org
export GIT_COMMITTER_NAME=NoteDeck GIT_COMMITTER_EMAIL=notedeck@example.org
git() { command git -c init.defaultBranch=main -c advice.detachedHead=false "$@"; }
# A deck as its user sees it: every card's schedule and answers, at one fixed moment.
cards_of() {
  local db=$1 id
  for id in 1 2 3 4 5 6; do "$cli" show "$id" --json --now 2026-12-01T08:00:00Z --db "$db"; done
}

out=$("$cli" sync --help); check "sync --help" 0 $?
contains "sync --help text" "$out" "usage: notedeck-cli sync"

# The notes repository, and two clones of it.
mkdir "$work/origin"
{
  printf '# 分布式\n\n'
  for i in 1 2 3 4 5 6; do printf -- '- 问题 %s？\n  - 答案 %s\n' "$i" "$i"; done
} > "$work/origin/notes.md"
git -C "$work/origin" init -q && git -C "$work/origin" add -A && git -C "$work/origin" commit -qm notes
git clone -q "$work/origin" "$work/laptop" && git clone -q "$work/origin" "$work/desktop"
laptop_db="$work/laptop.sqlite" desktop_db="$work/desktop.sqlite"

"$cli" import "$work/laptop" --db "$laptop_db" >/dev/null; check "laptop import" 0 $?
"$cli" import "$work/desktop" --db "$desktop_db" >/dev/null; check "desktop import" 0 $?
[ -f "$work/laptop/.notedeck/README.md" ] && [ "$(cat "$work/laptop/.notedeck/format")" = 1 ]
check "the journal folder with its README and format" 0 $?

"$cli" answer 1 good --now 2026-11-29T08:00:00Z --db "$laptop_db" >/dev/null; check "laptop answers 1" 0 $?
"$cli" answer 2 easy --now 2026-11-29T08:01:00Z --db "$laptop_db" >/dev/null; check "laptop answers 2" 0 $?
"$cli" suspend 5 --db "$laptop_db" >/dev/null; check "laptop suspends 5" 0 $?
"$cli" answer 2 again --now 2026-11-29T09:00:00Z --db "$desktop_db" >/dev/null; check "desktop answers 2" 0 $?
"$cli" answer 3 hard --now 2026-11-29T09:01:00Z --db "$desktop_db" >/dev/null; check "desktop answers 3" 0 $?
"$cli" flag 6 red --db "$desktop_db" >/dev/null; check "desktop flags 6" 0 $?

# Each commits its journal on its own branch; the desktop merges the laptop's branch.
git -C "$work/laptop" checkout -q -b laptop && git -C "$work/laptop" add -A && git -C "$work/laptop" commit -qm "laptop study"
git -C "$work/laptop" push -q origin laptop
git -C "$work/desktop" add -A && git -C "$work/desktop" commit -qm "desktop study"
git -C "$work/desktop" fetch -q origin
git -C "$work/desktop" merge -q --no-edit origin/laptop; check "git merge of the two branches" 0 $?
same "no conflict" "$(git -C "$work/desktop" status --porcelain)" ""
same "both journals after the merge" "$(ls "$work/desktop/.notedeck/journal" | wc -l | tr -d ' ')" 2

out=$("$cli" sync --db "$desktop_db"); check "desktop sync" 0 $?
contains "desktop reports the laptop's answers" "$out" "2 answers from"
out=$("$cli" sync --json --db "$desktop_db"); check "sync again, --json" 0 $?
contains "nothing new the second time" "$out" '"answers": 0'
contains "two devices seen" "$out" '"this_device": false'

# The laptop pulls the merged branch (git fast-forwards) and merges the desktop's answers.
git -C "$work/desktop" push -q origin HEAD:merged
git -C "$work/laptop" pull -q origin merged; check "laptop pulls" 0 $?
out=$("$cli" sync --db "$laptop_db"); check "laptop sync" 0 $?
contains "laptop reports the desktop's answers" "$out" "2 answers from"
same "equal decks, card by card" "$(cards_of "$laptop_db")" "$(cards_of "$desktop_db")"
out=$("$cli" show 2 --json --db "$laptop_db")
contains "card 2 keeps both answers" "$out" '"grade": "again"'
contains "and the laptop's" "$out" '"grade": "easy"'
out=$("$cli" show 5 --json --db "$desktop_db")
contains "the laptop's suspend reached the desktop" "$out" '"suspended": true'

# A device is named after its host and the start of its id; its user renames it with --name, and
# the other device learns the new name from the laptop's file (nothing of the file is rewritten).
laptop_id=$("$cli" sync --json --db "$laptop_db" | sed -n 's/^  "device": "\([0-9a-f]*\)".*/\1/p')
out=$("$cli" sync --json --db "$laptop_db")
contains "the default name ends with the id's start" "$out" "-${laptop_id:0:4}\","
laptop_file="$work/laptop/.notedeck/journal/$laptop_id.jsonl"
header=$(head -n 1 "$laptop_file")
out=$("$cli" sync --name "  书房 laptop " --db "$laptop_db"); check "sync --name" 0 $?
contains "the new name said" "$out" "this device is now called 书房 laptop"
same "the header stays as it was" "$(head -n 1 "$laptop_file")" "$header"
contains "a name event appended" "$(tail -n 1 "$laptop_file")" '"event":"name","name":"书房 laptop"'
cp "$laptop_file" "$work/desktop/.notedeck/journal/"
out=$("$cli" sync --json --db "$desktop_db"); check "the desktop reads the new name" 0 $?
contains "the desktop shows the new name" "$out" '"name": "书房 laptop"'
out=$("$cli" sync --name "   " --db "$laptop_db" 2>&1); check "an empty name is refused" 2 $?
contains "says why" "$out" "cannot be empty"
out=$("$cli" sync --name "$(printf 'x%.0s' $(seq 65))" --db "$laptop_db" 2>&1); check "a long name is refused" 2 $?
contains "says how long" "$out" "at most 64 characters"

# By hand: a third deck keeps its journal beside the deck and takes the files with --import.
third_db="$work/third.sqlite"
mkdir "$work/third-notes" && cp "$work/origin/notes.md" "$work/third-notes/"
"$cli" import "$work/third-notes" --db "$third_db" >/dev/null; check "third import" 0 $?
out=$("$cli" sync --beside-deck --db "$third_db"); check "sync --beside-deck" 0 $?
contains "the journal beside the deck" "$out" "third.notedeck"
[ ! -e "$work/third-notes/.notedeck/journal" ] || [ -z "$(ls "$work/third-notes/.notedeck/journal")" ]
check "nothing left in the notes folder" 0 $?
out=$("$cli" sync --export "$work/carry" --db "$laptop_db"); check "sync --export" 0 $?
contains "export count" "$out" "journal files copied"
out=$("$cli" sync --import "$work/carry" --db "$third_db"); check "sync --import" 0 $?
contains "imported answers" "$out" "answers from"
same "the third deck equals the others" "$(cards_of "$third_db")" "$(cards_of "$laptop_db")"

# A journal from a newer NoteDeck is refused with its file and line, and nothing is read from it.
future="$work/desktop/.notedeck/journal/00000000000000ff.jsonl"
printf '{"notedeck_journal":9,"device":"00000000000000ff","name":"future"}\n' > "$future"
out=$("$cli" sync --db "$desktop_db" 2>&1); check "newer format: exit 1" 1 $?
contains "newer format named with file:line" "$out" "00000000000000ff.jsonl:1: written by a newer NoteDeck"
rm "$future"

# A flood of bad lines: 20 of them told, then how many more; --json lists every one.
flood="$work/desktop/.notedeck/journal/00000000000000fe.jsonl"
{ echo '{"notedeck_journal":1,"device":"00000000000000fe","name":"flood"}'; for i in $(seq 1000); do echo "bad $i"; done; } > "$flood"
cp "$flood" "$work/flood.jsonl"
out=$("$cli" sync --db "$desktop_db" 2>&1 >/dev/null); check "a flood: exit 1" 1 $?
same "a flood: 21 lines of warnings" "$(printf '%s\n' "$out" | wc -l | tr -d ' ')" 21
contains "a flood: the count of the rest" "$out" "00000000000000fe.jsonl: 980 more problems in this file"
mkdir "$work/flood-json" && sed 's/00000000000000fe/00000000000000fd/' "$work/flood.jsonl" > "$work/flood-json/00000000000000fd.jsonl"
out=$("$cli" sync --json --import "$work/flood-json" --db "$desktop_db" 2>/dev/null)
same "a flood: --json lists all 1000" "$(printf '%s\n' "$out" | grep -c '00000000000000fd.jsonl:[0-9]*: ')" 1000

# Bad input.
"$cli" import "$work/desktop" --db "$work/other.sqlite" >/dev/null 2>&1
out=$("$cli" sync --db "$work/nothing.sqlite" 2>&1); check "sync without a journal" 2 $?
contains "says what to do" "$out" "import its notes first"
out=$("$cli" sync --export a --import b --db "$desktop_db" 2>&1); check "export and import together" 2 $?

echo "$failures failure(s)"
[ "$failures" -eq 0 ]
