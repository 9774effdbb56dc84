#!/usr/bin/env bash
# notedeck-cli anki export and import as a user runs them: --help, a deck studied and exported with
# and without its history (the package's entries and rows checked with unzip and sqlite3 when they
# are installed), a chapter alone, an image that cannot be read reported (exit 1), bad arguments;
# the package imported into a fresh deck as Markdown with its answers, then into the deck it came
# from (its answers already there: nothing added, twice), and a file that is not a package.
set -u
cli=$1
content=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/lib.sh"   # check, contains, lacks, same, differs; $failures
db="$work/deck.sqlite"

out=$("$cli" anki export --help); check "anki export --help" 0 $?
contains "anki export --help text" "$out" "usage: notedeck-cli anki export FILE.apkg"
"$cli" anki --db "$db" >/dev/null 2>&1; check "anki without a subcommand" 2 $?
"$cli" anki export --db "$db" >/dev/null 2>&1; check "anki export without a file" 2 $?

cp -r "$content" "$work/notes"
"$cli" import "$work/notes" --db "$db" >/dev/null; check "import" 0 $?
"$cli" demo-history --db "$db" >/dev/null; check "demo-history" 0 $?
out=$("$cli" anki export "$work/deck.apkg" --db "$db"); check "anki export" 0 $?
contains "anki export says what it wrote" "$out" "$work/deck.apkg: "
contains "anki export counts the answers" "$out" " answers, "
if command -v unzip >/dev/null && command -v sqlite3 >/dev/null; then
  mkdir "$work/unzipped" && (cd "$work/unzipped" && unzip -q "$work/deck.apkg")
  for entry in collection.anki21 collection.anki2 media; do
    [ -f "$work/unzipped/$entry" ] && echo "ok: entry $entry" || { echo "FAIL: no entry $entry"; failures=$((failures + 1)); }
  done
  reviews=$(sqlite3 "$work/unzipped/collection.anki21" "SELECT count(*) FROM revlog")
  [ "$reviews" -gt 0 ] && echo "ok: review rows" || { echo "FAIL: no review rows"; failures=$((failures + 1)); }
fi

out=$("$cli" anki export "$work/python.apkg" --deck "基础知识::Python" --no-history --db "$db"); check "a chapter, no history" 0 $?
contains "no history: no answers" "$out" " 0 answers, "

printf '# 图\n\n- 这是什么图？\n  - ![图](gone.png)\n' > "$work/notes/images.md"
printf 'x' > "$work/notes/gone.png"
"$cli" import "$work/notes" --db "$db" >/dev/null 2>&1
chmod 000 "$work/notes/gone.png"
if [ ! -r "$work/notes/gone.png" ]; then
  err=$("$cli" anki export "$work/images.apkg" --deck "图" --db "$db" 2>&1 >/dev/null); check "an unreadable image" 1 $?
  contains "the unreadable image is named" "$err" "images.md:"
fi
chmod 644 "$work/notes/gone.png"

# Into a fresh deck of another notes folder: the notes become Markdown in its Anki/ folder, with
# their answers.
mkdir "$work/fresh"
printf '# Mine\n\n- What is mine?\n  - This\n' > "$work/fresh/mine.md"
"$cli" import "$work/fresh" --db "$work/fresh.sqlite" >/dev/null; check "a fresh deck of its own notes" 0 $?
out=$("$cli" anki import "$work/deck.apkg" --db "$work/fresh.sqlite"); check "anki import into a fresh deck" 0 $?
contains "anki import names the layout" "$out" "legacy (collection.anki21) layout"
contains "anki import writes Markdown" "$out" "notes written as Markdown in"
[ -f "$work/fresh/Anki/基础知识.md" ] && echo "ok: Anki/基础知识.md written" || { echo "FAIL: no Anki/基础知识.md"; failures=$((failures + 1)); }
studied_answers=$("$cli" stats --db "$db" --json | grep -o '"answers_all_time": *[0-9]*' | head -1)
fresh_answers=$("$cli" stats --db "$work/fresh.sqlite" --json | grep -o '"answers_all_time": *[0-9]*' | head -1)
[ -n "$studied_answers" ] && [ "$studied_answers" = "$fresh_answers" ] && echo "ok: the answers came too ($fresh_answers)" \
  || { echo "FAIL: answers before \"$studied_answers\", after \"$fresh_answers\""; failures=$((failures + 1)); }
# Back into the deck it came from: every answer is already here, and a second time the same.
for round in 1 2; do
  out=$("$cli" anki import "$work/deck.apkg" --db "$db"); check "anki import into the deck it came from ($round)" 0 $?
  contains "nothing added ($round)" "$out" " answers added"
  case "$out" in *$'\n'"0 answers added,"*) echo "ok: no answer added ($round)" ;; *) echo "FAIL: answers added ($round): $out"; failures=$((failures + 1)) ;; esac
done
printf 'not a zip' > "$work/bad.apkg"
err=$("$cli" anki import "$work/bad.apkg" --db "$db" 2>&1); check "anki import of a file that is not a package" 2 $?
contains "anki import says what is wrong" "$err" "bad.apkg"

"$cli" anki export "$work/none.apkg" --deck "没有这一章" --db "$db" >/dev/null 2>&1; check "a chapter with no cards" 2 $?

[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
