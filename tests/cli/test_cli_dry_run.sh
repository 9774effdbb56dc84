#!/usr/bin/env bash
# `import DIR --dry-run` shows what the import would make — each file's cards by kind, the rule
# that reads it, its first questions, the warnings, and what the deck would gain and retire — and
# writes nothing: no deck file when there was none, the deck unchanged when there was one, and no
# study journal or anything else in the notes folder.
set -u
cli=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
show_at_most=600   # of a haystack in a failed check
source "$(dirname "$0")/lib.sh"   # check, contains, lacks, same, differs; $failures
# Every file and folder below the notes folder, hidden ones too, with its size and content.
snapshot() { (cd "$1" && find . -printf '%y %p %s\n' | sort && find . -type f -print0 | sort -z | xargs -0 -r md5sum); }

notes=$work/notes
mkdir -p "$notes/outline"
printf '# Project\n\n## Contributing\n\n- Make changes\n  - in a branch of yours\n- Open a pull request\n  - on the web page\n' > "$notes/README.md"
printf -- '- Uber\n  - rides\n- Lyft\n  - rides too\n- Stripe\n  - payments\n- Airbnb\n  - stays\n' > "$notes/outline/companies.md"
printf '# Attention\n\n#### **1.1 What does attention solve?**\n\nLong inputs lose information.\n\n**1.2 Why scale the dot product?**\n\nSoftmax would saturate.\n\n## Terms\n\nbatch ::: samples processed together\n\n## What is left?\n' > "$notes/attention.md"
printf -- '- Evil \033]0;owned\007 question\n  - its answer\n' > "$notes/evil.md"
db=$work/D.sqlite
before=$(snapshot "$notes")

# No deck yet: the preview of the notes alone, and no deck made.
out=$("$cli" import "$notes" --dry-run --db "$db"); code=$?
check "a dry run with problems in the notes exits 1, as an import would" 1 $code
contains "says nothing was written" "$out" "(nothing was written)"
contains "says the rule in effect" "$out" "no .notedeck.toml, so every file without a rule of its own follows the rule \"default\""
contains "cards by kind of one file" "$out" "attention.md: 4 cards (2 question headings, 1 one-line card, 1 reverse card), rule \"default\", 1 warning"
contains "bold question headings are cards" "$out" "    1.1 What does attention solve?"
contains "a few questions of a file" "$out" "    Uber"
lacks "only a few" "$out" "    Airbnb"
contains "the warnings with file and line" "$out" "warning: attention.md:15: "
contains "the count in all" "$out" "In all: 11 cards from 4 of 4 files"
contains "control characters escaped" "$out" 'Evil \x1b]0;owned\x07 question'
lacks "no raw escape" "$out" $'\033'
[ ! -e "$db" ] && [ ! -e "$db-wal" ] && [ ! -e "$db-journal" ]; check "no deck file was made" 0 $?
[ "$(snapshot "$notes")" = "$before" ]; check "the notes folder is unchanged (no journal)" 0 $?

out=$("$cli" import "$notes" --dry-run --json --db "$db"); check "--json with --dry-run" 1 $?
contains "JSON says it is a dry run" "$out" '"dry_run": true'
contains "JSON has each file's kinds" "$out" '"question_headings": 2'
[ ! -e "$db" ]; check "no deck file after --json either" 0 $?

# The rules file leaves files out: the preview says so, and counts without them.
printf '["README.md"]\nimport = false\n["outline/"]\nimport = false\n' > "$notes/.notedeck.toml"
out=$("$cli" import "$notes" --dry-run --db "$db")
contains "a file left out" "$out" "README.md: left out by .notedeck.toml"
contains "a folder left out" "$out" "outline/companies.md: left out by .notedeck.toml"
contains "counted without them" "$out" "In all: 5 cards from 2 of 4 files"
rm "$notes/.notedeck.toml"
before=$(snapshot "$notes")

# A deck: what it would gain and retire, and the deck and the notes unchanged.
"$cli" import "$notes" --db "$db" > /dev/null; check "a real import" 1 $?
"$cli" answer 1 good --db "$db" > /dev/null; check "an answer" 0 $?
list_before=$("$cli" list --db "$db")
deck_before=$(md5sum < "$db")
before=$(snapshot "$notes")
printf -- '- Nvidia\n  - chips\n' >> "$notes/outline/companies.md"
rm "$notes/README.md"
before=$(snapshot "$notes")
out=$("$cli" import "$notes" --dry-run --db "$db"); check "a dry run on a deck" 1 $?
contains "what the deck would gain and retire" "$out" "The deck would get 1 new and retire 2 cards"
[ "$(md5sum < "$db")" = "$deck_before" ]; check "the deck file is unchanged" 0 $?
[ "$("$cli" list --db "$db")" = "$list_before" ]; check "the deck's cards are unchanged" 0 $?
[ "$(snapshot "$notes")" = "$before" ]; check "the notes folder and its journal are unchanged" 0 $?
# Without a folder: the deck's own.
out=$("$cli" import --dry-run --db "$db"); check "a dry run of the deck's own folder" 1 $?
contains "the deck's own folder" "$out" "Preview of importing $notes"

echo "$failures failed"
[ "$failures" -eq 0 ]
