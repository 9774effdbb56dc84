#!/usr/bin/env bash
# Crash test: notedeck-cli killed with SIGKILL at random moments.
#
# 1. Answers: `notedeck-cli answer` runs in a loop and is killed at a random moment of its run,
#    200 times (NOTEDECK_KILL_ROUNDS). Afterwards every answer whose command had exited 0 is in
#    the review log, every answered card agrees with its latest log row, PRAGMA integrity_check
#    says ok, and the deck opens. The study journal in the notes folder, repaired by `sync`, ends
#    with whole lines and holds every logged answer, and a deck rebuilt from the notes folder has
#    the same answers.
# 2. Imports: a large re-import is killed at a random moment, 200 times (NOTEDECK_IMPORT_KILL_ROUNDS),
#    each time from the same deck. Afterwards the deck is exactly as before the import or exactly
#    as after it, never in between; it is whole and opens. After every 10 kills one import runs
#    to its end and is timed again, so the kills keep landing all over its run when the machine's
#    load changes.
#
# usage: test_kill.sh NOTEDECK_CLI DECK_PROBE
set -u
cli=$1 probe=$2
rounds=${NOTEDECK_KILL_ROUNDS:-200}
import_rounds=${NOTEDECK_IMPORT_KILL_ROUNDS:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$(dirname "$0")/../cli/lib.sh"   # ok, fail, $failures
now_ms() { date +%s%3N; }

# A notes folder of $2 cards in $3 files, the answers carrying the word $4.
write_notes() {
  local dir=$1 cards=$2 files=$3 word=$4 per=$(( $2 / $3 ))
  mkdir -p "$dir"
  for ((f = 0; f < files; f++)); do
    {
      printf '# 第 %d 章\n\n## 小节\n\n' "$f"
      for ((i = 0; i < per; i++)); do
        printf -- '- 问题 %d-%d：$x_{%d}^{%d}$ 等于什么？\n  - %s %d，即 $\\sqrt{%d}$\n' "$f" "$i" "$i" "$f" "$word" "$i" "$i"
      done
    } > "$dir/chapter-$f.md"
  done
}

# --- 1. answers ---------------------------------------------------------------------------
deck=$work/answers.sqlite
write_notes "$work/notes" 120 2 答案
"$cli" import "$work/notes" --db "$deck" > /dev/null || { echo "FAIL: import"; exit 1; }
mapfile -t ids < <("$probe" ids "$deck")
[ ${#ids[@]} -eq 120 ] || fail "expected 120 cards, got ${#ids[@]}"
ratings=(again hard good easy)
base=1795000000   # 2026-11-19T…, answers one minute apart
iso() { date -u -d "@$1" +%Y-%m-%dT%H:%M:%SZ; }

# How long one answer takes here (on a scratch deck of the same notes, with a journal of its own),
# so kills land all over its run and some after it; timed again every 10 rounds, since the
# machine's load changes.
cp -r "$work/notes" "$work/notes-scratch"
rm -rf "$work/notes-scratch/.notedeck"
"$cli" import "$work/notes-scratch" --db "$work/scratch-base.sqlite" > /dev/null || { echo "FAIL: scratch import"; exit 1; }
time_answer() {
  cp "$work/scratch-base.sqlite" "$work/scratch.sqlite"
  rm -f "$work/scratch.sqlite-wal" "$work/scratch.sqlite-shm"
  local start=$(now_ms) i
  for i in 1 2 3; do
    "$cli" answer "${ids[$i]}" good --now "$(iso $(( base - 86400 * 30 )))" --db "$work/scratch.sqlite" > /dev/null
  done
  span_us=$(( ($(now_ms) - start) * 1000 / 3 * 15 / 10 ))
  [ "$span_us" -gt 1000 ] || span_us=1000
}
time_answer
echo "one answer takes about $(( span_us * 10 / 15 / 1000 )) ms; kills land within ${span_us} us of the start"

: > "$work/expected"
saved=0 killed=0 other=0
for ((round = 0; round < rounds; round++)); do
  [ $round -gt 0 ] && [ $(( round % 10 )) -eq 0 ] && time_answer
  t=$(( base + round * 61 ))
  card=${ids[$(( RANDOM % ${#ids[@]} ))]}
  rating=${ratings[$(( RANDOM % 4 ))]}
  delay_us=$(( (RANDOM * 32768 + RANDOM) % span_us ))
  "$cli" answer "$card" "$rating" --now "$(iso $t)" --db "$deck" > /dev/null 2>> "$work/answer-errors" &
  pid=$!
  sleep "$(printf '%d.%06d' $(( delay_us / 1000000 )) $(( delay_us % 1000000 )))"
  kill -KILL "$pid" 2> /dev/null
  wait "$pid" 2> /dev/null
  rc=$?
  if [ $rc -eq 0 ]; then
    echo "$card ${t}000" >> "$work/expected"
    saved=$((saved + 1))
  elif [ $rc -eq 137 ]; then
    killed=$((killed + 1))
  else
    other=$((other + 1))
  fi
done
echo "answers: $rounds rounds, $saved saved (exit 0), $killed killed, $other refused"
[ $other -eq 0 ] || { fail "$other answers failed without being killed"; tail -3 "$work/answer-errors"; }
[ $saved -gt 0 ] && [ $killed -gt 0 ] || fail "the kills should hit some runs and miss others ($saved saved, $killed killed)"

"$cli" stats --db "$deck" > /dev/null && ok "the deck opens after $killed kills" || fail "the deck does not open"
verdict=$("$probe" integrity "$deck")
[ "$verdict" = ok ] && ok "integrity_check: ok" || fail "integrity_check: $verdict"
"$probe" reviews "$deck" | sort > "$work/logged"
sort "$work/expected" > "$work/expected.sorted"
missing=$(comm -23 "$work/expected.sorted" "$work/logged" | wc -l)
[ "$missing" -eq 0 ] && ok "all $saved saved answers are in the review log" || fail "$missing saved answers are missing from the review log"
logged=$(wc -l < "$work/logged")
[ "$logged" -le "$rounds" ] && ok "$logged answers logged, at most one per round" || fail "$logged answers logged in $rounds rounds"
bad=$("$probe" mismatches "$deck")
[ "$bad" = 0 ] && ok "every answered card agrees with its latest answer" || fail "$bad cards disagree with their latest answer"

# The study journal in the notes folder: each answer is appended to it after its commit, so a kill
# may cut a line or leave the last answers out. The next `sync` repairs it from the deck; then a
# deck rebuilt from the notes folder alone has every answer.
journal=$(ls "$work/notes/.notedeck/journal/"*.jsonl)
[ "$(tail -c1 "$journal" | od -An -tx1 | tr -d ' ')" = 0a ] && torn=0 || torn=1
in_file=$(grep -c '"event":"answer"' "$journal")
echo "journal after the kills: $in_file answers in the file, last line torn: $torn"
"$cli" sync --db "$deck" > /dev/null && ok "sync after the kills" || fail "sync after the kills"
[ "$(tail -c1 "$journal" | od -An -tx1 | tr -d ' ')" = 0a ] && ok "the journal ends with a whole line" || fail "the journal still ends with a torn line"
bad_lines=$(grep -cv '^{.*}$' "$journal")
[ "$bad_lines" -eq 0 ] && ok "every journal line is whole" || fail "$bad_lines journal lines are not whole"
in_file=$(grep -c '"event":"answer"' "$journal")
[ "$in_file" -eq "$logged" ] && ok "all $logged logged answers are in the journal" || fail "$in_file answers in the journal, $logged logged"
"$cli" import "$work/notes" --db "$work/rebuilt.sqlite" > /dev/null || fail "rebuilding from the notes folder"
"$probe" reviews "$work/rebuilt.sqlite" | sort > "$work/rebuilt-logged"
cmp -s "$work/logged" "$work/rebuilt-logged" && ok "the deck rebuilt from the notes folder has the same answers" \
  || fail "the rebuilt deck's answers differ: $(diff "$work/logged" "$work/rebuilt-logged" | head -3)"

# --- 2. imports ---------------------------------------------------------------------------
before=$work/before.sqlite
write_notes "$work/notes-a" 2400 4 答案
"$cli" import "$work/notes-a" --db "$before" > /dev/null || { echo "FAIL: import A"; exit 1; }
"$cli" answer "$("$probe" ids "$before" | head -1)" good --now "$(iso $base)" --db "$before" > /dev/null
# B changes every answer of two files, drops one, adds one: updates, retirements and additions.
write_notes "$work/notes-b" 2400 4 解答
rm "$work/notes-b/chapter-3.md"
cp "$work/notes-a/chapter-0.md" "$work/notes-b/chapter-0.md"
write_notes "$work/notes-extra" 600 1 新
cp "$work/notes-extra/chapter-0.md" "$work/notes-b/chapter-9.md"
fp_before=$("$probe" fingerprint "$before")

# Runs import B to its end on a copy of the deck as before; sets import_us to 1.2 × its time.
# Every run starts from the same deck file, so each starts the notes' study journal afresh too: a
# copy of a deck meeting the journal a previous copy wrote would become a device of its own and
# merge it (see docs/sync.md), which is right for a restored backup but not what is timed here.
time_import() {
  cp "$before" "$work/after.sqlite"
  rm -f "$work/after.sqlite-wal" "$work/after.sqlite-shm"
  rm -rf "$work/notes-b/.notedeck"
  local start=$(now_ms)
  "$cli" import "$work/notes-b" --replace --db "$work/after.sqlite" > /dev/null || fail "uninterrupted import B"
  import_us=$(( ($(now_ms) - start) * 1000 * 12 / 10 ))
}
time_import
fp_after=$("$probe" fingerprint "$work/after.sqlite")
[ "$fp_before" != "$fp_after" ] || fail "import B changes nothing"
echo "one import takes about $(( import_us / 1200 )) ms"

as_before=0 as_after=0
for ((round = 0; round < import_rounds; round++)); do
  if [ $round -gt 0 ] && [ $(( round % 10 )) -eq 0 ]; then
    time_import
    [ "$("$probe" fingerprint "$work/after.sqlite")" = "$fp_after" ] || fail "import B gave another deck after $round kills"
  fi
  cp "$before" "$work/deck.sqlite"
  rm -f "$work/deck.sqlite-wal" "$work/deck.sqlite-shm"
  rm -rf "$work/notes-b/.notedeck"
  delay_us=$(( (RANDOM * 32768 + RANDOM) % import_us ))
  "$cli" import "$work/notes-b" --replace --db "$work/deck.sqlite" > /dev/null 2>&1 &
  pid=$!
  sleep "$(printf '%d.%06d' $(( delay_us / 1000000 )) $(( delay_us % 1000000 )))"
  kill -KILL "$pid" 2> /dev/null
  wait "$pid" 2> /dev/null
  rc=$?
  if ! "$cli" stats --db "$work/deck.sqlite" > /dev/null; then
    fail "round $round: the deck does not open"
    continue
  fi
  verdict=$("$probe" integrity "$work/deck.sqlite")
  [ "$verdict" = ok ] || fail "round $round: integrity_check: $verdict"
  fp=$("$probe" fingerprint "$work/deck.sqlite")
  if [ "$fp" = "$fp_after" ]; then
    as_after=$((as_after + 1))
  elif [ "$fp" = "$fp_before" ] && [ $rc -ne 0 ]; then
    as_before=$((as_before + 1))
  else
    fail "round $round (exit $rc): the deck is neither as before nor as after the import"
  fi
done
echo "imports: $import_rounds kills, $as_before left the deck as before, $as_after as after"
[ $((as_before + as_after)) -eq "$import_rounds" ] && ok "every killed import left the deck whole: before or after"
[ $as_before -gt 0 ] || fail "no kill interrupted an import: the kills came too late to test anything"

[ $failures -eq 0 ] && echo "all crash checks passed" || echo "$failures crash checks failed"
exit $(( failures > 0 ))
