#!/usr/bin/env bash
# notedeck-cli anki export as a user runs it: --help, a deck studied and exported with and without
# its history (the package's entries and rows checked with unzip and sqlite3 when they are
# installed), a chapter alone, an image that cannot be read reported (exit 1), and bad arguments.
set -u
cli=$1
content=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
check() {  # check DESCRIPTION EXPECTED_EXIT ACTUAL_EXIT
  if [ "$2" != "$3" ]; then echo "FAIL: $1 (exit $3, expected $2)"; failures=$((failures + 1)); else echo "ok: $1"; fi
}
contains() {  # contains DESCRIPTION HAYSTACK NEEDLE
  case "$2" in *"$3"*) echo "ok: $1" ;; *) echo "FAIL: $1: no \"$3\" in: $2"; failures=$((failures + 1)) ;; esac
}
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

"$cli" anki export "$work/none.apkg" --deck "没有这一章" --db "$db" >/dev/null 2>&1; check "a chapter with no cards" 2 $?

[ "$failures" -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
