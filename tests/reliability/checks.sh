# Checks for the command-line reliability tests, sourced by them: each says "ok: …" or
# "FAIL: …" and counts the failures in $failures.
failures=0
check() {  # check DESCRIPTION EXPECTED_EXIT ACTUAL_EXIT
  if [ "$2" != "$3" ]; then echo "FAIL: $1 (exit $3, expected $2)"; failures=$((failures + 1)); else echo "ok: $1"; fi
}
contains() {  # contains DESCRIPTION HAYSTACK NEEDLE
  case "$2" in *"$3"*) echo "ok: $1" ;; *) echo "FAIL: $1: no \"$3\" in: $2"; failures=$((failures + 1)) ;; esac
}
