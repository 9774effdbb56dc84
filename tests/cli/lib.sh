# The checks of the command-line tests (tests/cli, tests/reliability), sourced by each script:
# each check says "ok: DESCRIPTION" or "FAIL: DESCRIPTION: why" and counts the failures in
# $failures, which the script turns into its exit code at its end.
# A script that sets show_at_most=N shows only the first N characters of a haystack that fails.
failures=0
show_at_most=${show_at_most:-}

ok() { echo "ok: $*"; }
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

check() {  # check DESCRIPTION EXPECTED_EXIT ACTUAL_EXIT
  if [ "$2" != "$3" ]; then fail "$1 (exit $3, expected $2)"; else ok "$1"; fi
}
contains() {  # contains DESCRIPTION HAYSTACK NEEDLE
  case "$2" in *"$3"*) ok "$1" ;; *) shown "$2"; fail "$1: no \"$3\" in: $shown" ;; esac
}
lacks() {  # lacks DESCRIPTION HAYSTACK NEEDLE
  case "$2" in *"$3"*) shown "$2"; fail "$1: \"$3\" in: $shown" ;; *) ok "$1" ;; esac
}
same() {  # same DESCRIPTION ACTUAL EXPECTED
  if [ "$2" = "$3" ]; then ok "$1"; else fail "$1: \"$2\", expected \"$3\""; fi
}
differs() {  # differs DESCRIPTION ACTUAL UNEXPECTED
  if [ "$2" != "$3" ]; then ok "$1"; else fail "$1: \"$2\""; fi
}
# Sets $shown to the part of TEXT a failed check shows.
shown() {  # shown TEXT
  shown=$1
  [ -z "$show_at_most" ] || shown=${1:0:show_at_most}
}
