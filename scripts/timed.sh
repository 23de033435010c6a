# Sourced by scripts/test.sh and .ci/run: `timed "name" command...` runs a stage, prints how long it took and
# adds it to the summary `timings` prints. A failing stage still prints its time, then fails the caller.
stage_times=()

timed() {
  local name="$1" started status=0
  shift
  started=$(date +%s)
  echo "--- $name"
  "$@" || status=$?
  local seconds=$(($(date +%s) - started))
  stage_times+=("$(printf '%5d s  %s%s' "$seconds" "$name" "$([ "$status" -eq 0 ] || echo " (failed: exit $status)")")")
  echo "--- $name: $seconds s"
  return "$status"
}

# How long each stage took, in the order they ran.
timings() {
  echo "--- Stage durations"
  printf '%s\n' "${stage_times[@]}"
}
