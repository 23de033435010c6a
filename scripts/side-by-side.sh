#!/usr/bin/env bash
# Usage: side-by-side.sh "command one" "command two"   (npm test: lint and type checks; e2e/run-all.sh)
# Runs two checks at once (each uses about one core), prints the second's output after the first's, and
# fails if either fails.
set -uo pipefail
second_log="$(mktemp -t esos-side-by-side.XXXXXX)"
bash -c "$2" >"$second_log" 2>&1 &
second=$!
bash -c "$1"
first_status=$?
wait "$second"
second_status=$?
echo "--- $2"
cat "$second_log"
rm -f "$second_log"
[ "$first_status" -eq 0 ] && [ "$second_status" -eq 0 ]
