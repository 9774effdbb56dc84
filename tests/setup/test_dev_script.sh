#!/usr/bin/env bash
# .ci/dev with the programs it calls replaced by stand-ins that note their arguments (and every
# Debian package reported installed): `run` configures the ci preset, builds only the app and its
# command line there and starts the app from build/ci; `test` builds everything in that same
# folder, runs the tests, then the sanitizer pass; .ci/run is exactly `test`.
set -u
ci=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/repo/build/ci/src/gui" "$work/bin"
cp -r "$ci" "$work/repo/.ci"
log="$work/calls"
stand_in() {  # stand_in PATH NAME: a program that notes "NAME ARGUMENTS…" in the log
  printf '#!/bin/sh\necho "%s $*" >> "%s"\n' "$2" "$log" > "$1"
  chmod +x "$1"
}
stand_in "$work/bin/cmake" cmake
stand_in "$work/bin/ctest" ctest
stand_in "$work/repo/build/ci/src/gui/notedeck" notedeck
printf '#!/bin/sh\necho "install ok installed"\n' > "$work/bin/dpkg-query"
printf '#!/bin/sh\nexit 0\n' > "$work/bin/npm"
chmod +x "$work/bin/dpkg-query" "$work/bin/npm"

failures=0
expect() {  # expect DESCRIPTION EXPECTED_CALLS: the log holds exactly those calls (-j N left out)
  local calls
  calls=$(sed 's/ -j [0-9]*$//' "$log")
  if [ "$calls" = "$2" ]; then
    echo "ok: $1"
  else
    printf 'FAIL: %s\n--- called:\n%s\n--- expected:\n%s\n' "$1" "$calls" "$2"
    failures=$((failures + 1))
  fi
  : > "$log"
}

: > "$log"
PATH="$work/bin:$PATH" bash "$work/repo/.ci/dev" run --db /tmp/deck.sqlite
expect "run builds the app and the command line only, in build/ci, and starts the app" \
"cmake --preset ci
cmake --build --preset ci --target notedeck notedeck-cli
notedeck --db /tmp/deck.sqlite"

test_calls="cmake --preset ci
cmake --build --preset ci
ctest --preset ci
cmake --preset asan
cmake --build --preset asan
ctest --preset asan"
PATH="$work/bin:$PATH" bash "$work/repo/.ci/dev" test
expect "test builds everything in the same folder, then the sanitizer build" "$test_calls"
PATH="$work/bin:$PATH" bash "$work/repo/.ci/run"
expect ".ci/run is the README's test command" "$test_calls"

[ "$failures" -eq 0 ]
