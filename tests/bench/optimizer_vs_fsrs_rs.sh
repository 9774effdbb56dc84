#!/usr/bin/env bash
# bench_optimizer and its peer, fsrs-rs 6.5 (npm @open-spaced-repetition/binding 0.5.0), fitting
# the same review log in turns, so both see the same machine load. Prints each run and the
# median (min–max) of the fit's CPU and wall-clock time for both.
#   tests/bench/optimizer_vs_fsrs_rs.sh BUILD_DIR [RUNS] [LOG.csv]
# Needs node and npm; the binding is installed into a scratch folder from the npm registry.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:?usage: optimizer_vs_fsrs_rs.sh BUILD_DIR [RUNS] [LOG.csv]}
runs=${2:-7}
log=${3:-$here/../data/review-log-sample.csv}
bench="$build/tests/bench/bench_optimizer"
[ -x "$bench" ] || { echo "no $bench: build the bench_optimizer target first" >&2; exit 2; }

peer=$(mktemp -d)
trap 'rm -rf "$peer"' EXIT
(cd "$peer" && npm init -y >/dev/null && npm install --no-audit --no-fund --silent @open-spaced-repetition/binding@0.5.0 >/dev/null)

ours_cpu=() ours_wall=() theirs_cpu=() theirs_wall=()
for ((i = 1; i <= runs; i++)); do
  line=$("$bench" 1 "$log" | grep '^  fit (optimize)')
  # "  fit (optimize)   CPU    20.68 ms (…)   wall   100.76 ms (…)"
  read -r cpu wall < <(echo "$line" | sed -E 's/.*CPU +([0-9.]+) ms.*wall +([0-9.]+) ms.*/\1 \2/')
  ours_cpu+=("$cpu") ours_wall+=("$wall")
  line=$(NODE_PATH="$peer/node_modules" node "$here/fsrs_rs_peer.mjs" "$log" 1 | grep '^fit ')
  read -r wall cpu quality < <(echo "$line" | sed -E 's/fit wall_ms ([0-9.]+) cpu_ms ([0-9.]+) (.*)/\1 \2 \3/')
  theirs_cpu+=("$cpu") theirs_wall+=("$wall")
  printf 'run %d: NoteDeck CPU %s ms, wall %s ms | fsrs-rs CPU %s ms, wall %s ms (%s)\n' \
    "$i" "${ours_cpu[-1]}" "${ours_wall[-1]}" "$cpu" "$wall" "$quality"
done

summary() {  # summary NAME VALUES…
  local name=$1; shift
  printf '%s\n' "$@" | sort -g | awk -v name="$name" '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%-22s median %8.1f ms (%.1f-%.1f)\n", name, m, v[1], v[NR] }'
}
echo "fit of $(basename "$log"), $runs runs each, load average $(cut -d' ' -f1-3 /proc/loadavg)"
summary "NoteDeck, CPU" "${ours_cpu[@]}"
summary "NoteDeck, wall" "${ours_wall[@]}"
summary "fsrs-rs 6.5, CPU" "${theirs_cpu[@]}"
summary "fsrs-rs 6.5, wall" "${theirs_wall[@]}"
