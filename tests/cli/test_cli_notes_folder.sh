#!/usr/bin/env bash
# A deck keeps its notes folder: `import` with no folder imports the deck's own, another folder
# when the deck has cards needs --replace (and says how many it would retire), and the desktop app started on a
# deck the command line imported keeps its cards and its journal in the notes. Then two writers:
# a command that writes waits for another NoteDeck's lock (saying so after a second) and goes on
# once it is released, and is refused, naming the holder, when it is held too long.
set -u
cli=$(realpath "$1")
app=${2:+$(realpath "$2")}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
show_at_most=400   # of a haystack in a failed check
source "$(dirname "$0")/lib.sh"   # check, contains, lacks, same, differs; $failures
total() { awk '$NF == "(all)" { print "total " $1 }' <<< "$1"; }
notes() {  # notes FOLDER NAME COUNT: COUNT cards of their own in FOLDER/NAME.md
  mkdir -p "$1"
  { printf '# %s\n\n' "$2"; for i in $(seq 1 "$3"); do printf -- '- %s question %d about %s?\n  - %s answer %d\n' "$2" "$i" "$2" "$2" "$i"; done; } > "$1/$2.md"
}

db=$work/D.sqlite
notes "$work/mynotes" mine 3
notes "$work/other" theirs 2
out=$("$cli" import "$work/mynotes" --db "$db"); check "import mynotes" 0 $?
contains "three cards" "$out" "3 new"
"$cli" answer 1 good --db "$db" > /dev/null; check "answer 1 good" 0 $?

# Another folder would retire the deck's cards: refused, nothing imported, the count and --replace said.
out=$("$cli" import "$work/other" --db "$db" 2>&1); check "another folder without --replace is refused" 2 $?
contains "says how many would be retired" "$out" "would retire 3 cards"
contains "names the deck's folder" "$out" "$work/mynotes"
contains "names --replace" "$out" "--replace"
out=$("$cli" stats --db "$db"); contains "the deck keeps its cards" "$(total "$out")" "total 3"
[ ! -d "$work/other/.notedeck" ]; check "no journal was set up in the other folder" 0 $?

# No folder given: the deck's own, not the bundled notes.
out=$("$cli" import --db "$db"); check "import without a folder" 0 $?
lacks "not the bundled notes" "$out" "98 new"
out=$("$cli" stats --db "$db"); contains "still its three cards" "$(total "$out")" "total 3"
# The same folder by another path is the same folder.
out=$(cd "$work" && "$cli" import ./mynotes/ --db "$db"); check "the same folder, relative" 0 $?

# A folder that retires nothing is another folder all the same (the journal would move): --replace.
cp -r "$work/mynotes" "$work/copy"
rm -rf "$work/copy/.notedeck"
out=$("$cli" import "$work/copy" --db "$db" 2>&1); check "the same notes elsewhere need --replace too" 2 $?
contains "says none would be retired" "$out" "would retire 0 cards"
out=$("$cli" import "$work/copy" --replace --db "$db"); check "the same notes elsewhere with --replace" 0 $?

out=$("$cli" import "$work/other" --replace --db "$db"); check "--replace imports the other folder" 0 $?
contains "retires the three" "$out" "3 retired"
out=$("$cli" import --db "$db" 2>&1); check "import without a folder: now the other one" 0 $?
contains "the other folder stays" "$out" "0 retired"

# The desktop app on a deck the command line imported (`notedeck --db D`, no --notes): it imports
# the deck's own folder, retires nothing, and the journal stays in the notes.
if [ -n "$app" ]; then
  app_db=$work/app/D.sqlite
  mkdir -p "$work/app"
  notes "$work/app/mynotes" mine 3
  "$cli" import "$work/app/mynotes" --db "$app_db" > /dev/null; check "import for the app" 0 $?
  "$cli" answer 1 good --db "$app_db" > /dev/null; check "answer for the app" 0 $?
  QT_QPA_PLATFORM=offscreen QTWEBENGINE_DISABLE_SANDBOX=1 "$app" --db "$app_db" > "$work/app.log" 2>&1 &
  app_pid=$!
  # The app backs the deck up once it has opened it, before its start-up import (one worker, in
  # order); then it has had time to import. Its bug showed within a second or two of that.
  for _ in $(seq 1 300); do
    ls "$work/app/backups/"*.sqlite > /dev/null 2>&1 && break
    [ -d "$work/app/D.notedeck" ] && break
    sleep 0.2
  done
  for _ in $(seq 1 40); do
    [ -d "$work/app/D.notedeck" ] && break
    sleep 0.25
  done
  out=$("$cli" stats --db "$app_db"); contains "the app kept the deck's three cards" "$(total "$out")" "total 3"
  [ ! -d "$work/app/D.notedeck" ]; check "the journal was not moved beside the deck" 0 $?
  [ -d "$work/app/mynotes/.notedeck/journal" ]; check "the journal is still in the notes" 0 $?
  kill "$app_pid" 2> /dev/null
  wait "$app_pid" 2> /dev/null
  out=$("$cli" list --db "$app_db"); contains "the deck's cards are mynotes'" "$out" "mine question 1"
  lacks "no bundled card" "$out" "Python"
fi

# Two writers. A lock held for about 2 s: the answer waits, says so, and is saved.
lock_db=$work/lock.sqlite
notes "$work/lock-notes" locked 3
"$cli" import "$work/lock-notes" --db "$lock_db" > /dev/null; check "import for the lock" 0 $?
flock --no-fork -x "$lock_db.lock" sleep 2.5 &
holder=$!
sleep 0.3
echo "$holder" > "$lock_db.lock"
out=$("$cli" answer 2 good --db "$lock_db" 2>&1); check "an answer waits for the lock and is saved" 0 $?
contains "says it waits, naming the holder" "$out" "waiting for the other NoteDeck using this deck (pid $holder)"
wait "$holder" 2> /dev/null
out=$("$cli" show 2 --json --db "$lock_db"); contains "the answer is in the deck" "$out" '"reps": 1'

# Held longer than the command waits: refused, naming the holder. Reading never waits.
flock --no-fork -x "$lock_db.lock" sleep 12 &
holder=$!
sleep 0.3
echo "$holder" > "$lock_db.lock"
out=$("$cli" stats --db "$lock_db" 2>&1); check "reading beside the writer" 0 $?
lacks "reading does not wait" "$out" "waiting for"
out=$("$cli" answer 3 good --db "$lock_db" 2>&1); check "held too long: refused" 2 $?
contains "waited first" "$out" "waiting for the other NoteDeck"
contains "the refusal names the holder" "$out" "NoteDeck is already using this deck (pid $holder)"
kill "$holder" 2> /dev/null
wait "$holder" 2> /dev/null

[ $failures -eq 0 ] && echo "all notes-folder checks passed" || echo "$failures notes-folder checks failed"
exit $(( failures > 0 ))
