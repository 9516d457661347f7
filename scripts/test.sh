#!/usr/bin/env bash
# `npm test`: the one check, the same locally and in CI. Each step must pass before the next.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# Each step's wall time, printed as a profile at the end (and on failure, up to the failing step).
profile=()
current=""
current_started=0
end_step() {
  [ -n "$current" ] && profile+=("$(printf '  %-20s %5d s' "$current" $(( $(date +%s) - current_started )))")
  current=""
}
print_profile() {
  end_step
  echo
  echo "Time by step:"
  printf '%s\n' "${profile[@]}"
}
trap 'status=$?; [ $status -ne 0 ] && print_profile; exit $status' EXIT

step() {
  end_step
  echo
  echo "=== $1"
  current="$1"
  current_started=$(date +%s)
}

# Runs named commands at once and prints each one's output after it, in order: format, lint
# and types only read the sources, so side by side they take about the time of the slowest.
side_by_side() {
  local dir names=() pids=() failed=0
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    bash -c "$2" > "$dir/${#names[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!names[@]}"; do
    if wait "${pids[$i]}"; then echo "--- ${names[$i]}: passed"; else echo "--- ${names[$i]}: FAILED"; failed=1; fi
    cat "$dir/$((i + 1)).log"
  done
  rm -rf "$dir"
  return $failed
}

started=$(date +%s)
step "Chromium";    bash scripts/ensure-chromium.sh
step "Engines";     bash scripts/ensure-engines.sh
step "Format, lint, types"
side_by_side "Format" "npm run --silent format:check" "Lint" "npm run --silent lint" "Types" "npm run --silent typecheck"
step "Unit tests";  npm run --silent test:unit
step "Dev servers"; npm run --silent test:dev
step "Build";       npm run --silent build
step "Built site";  npm run --silent test:built
step "End-to-end";  npm run --silent test:e2e
step "Firefox and WebKit"; npm run --silent test:engines
print_profile
echo
echo "npm test passed in $(( $(date +%s) - started )) s."
