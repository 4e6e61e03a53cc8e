#!/usr/bin/env bash
# The suite, trusted: on fresh clones of the current commit, `make test` passes RUNS times in a
# row (default 3) while a second `make test` runs beside it on the same cores, as busy as CI's
# machine is. Prints each run's counts and time; stops at the first failure.
#   bash tools/busy-suite.sh [RUNS]
set -uo pipefail
runs="${1:-3}"
here="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/busy-suite.XXXX)"
git clone -q "$here" "$work/tried" && git clone -q "$here" "$work/beside"
setsid bash -c "cd '$work/beside' && while true; do make test >/dev/null 2>&1; done" &
beside=$!
trap 'kill -- -$beside 2>/dev/null' EXIT
status=0
for run in $(seq "$runs"); do
  start=$(date +%s)
  if (cd "$work/tried" && make test >"$work/run-$run.log" 2>&1); then result=passed; else result=FAILED; status=1; fi
  echo "run $run: $result in $(( $(date +%s) - start )) s: $(grep -E '^=+ .*(passed|failed)' "$work/run-$run.log" | tail -1)"
  [ $status -eq 0 ] || { echo "log: $work/run-$run.log"; break; }
done
exit $status
