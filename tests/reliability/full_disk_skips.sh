#!/usr/bin/env bash
# The full-disk tests where no small disk can be made (NOTEDECK_TEST_NO_MOUNT stands for a machine
# without root): each program runs none of its tests, says why, and exits 77, which CTest reports
# as skipped; never 0, which it would report as passed.
# usage: full_disk_skips.sh PROGRAM…   (a PROGRAM that is a .sh script runs with bash)
set -u
source "$(dirname "$0")/../cli/lib.sh"   # check, contains, $failures
export NOTEDECK_TEST_NO_MOUNT=1
for program in "$@"; do
  name=$(basename "$program")
  case "$program" in
    *.sh) out=$(bash "$program" unused unused 2>&1) ;;   # it stops before it reads its arguments
    *) out=$("$program" 2>&1) ;;
  esac
  check "$name without a small disk is skipped" 77 $?
  contains "$name says why" "$out" "skipped: cannot mount a tmpfs"
done
[ $failures -eq 0 ] && echo "all skip checks passed" || echo "$failures skip checks failed"
exit $(( failures > 0 ))
