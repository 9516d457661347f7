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
  [ -n "$current" ] && profile+=("$(printf '  %-22s %5d s' "$current" $(( $(date +%s) - current_started )))")
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

# Runs named commands at once and prints each one's output after it, in order.
side_by_side() {
  local dir names=() pids=() failed=0
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      from=$(date +%s)
      status=0
      bash -c "$2" > "$dir/${#names[@]}.log" 2>&1 || status=$?
      echo $(( $(date +%s) - from )) > "$dir/${#names[@]}.time"
      exit $status
    ) &
    pids+=($!)
    shift 2
  done
  for i in "${!names[@]}"; do
    if wait "${pids[$i]}"; then result=passed; else result=FAILED; failed=1; fi
    echo "--- ${names[$i]}: $result in $(cat "$dir/$((i + 1)).time") s"
    cat "$dir/$((i + 1)).log"
  done
  rm -rf "$dir"
  return $failed
}

started=$(date +%s)
# The browsers (Chromium, then Firefox ESR and WebKitGTK) install from Debian's archive while the
# unit tests and the build run: no step before "Built site, dev servers" drives a browser. On a
# machine that lacks them the installs are mostly download and unpacking (29 s for the two
# engines on a clean clone here), time the steps beside them no longer wait for. Their output is
# printed, and a failure stops the run, where they are awaited.
browsers_log=$(mktemp)
( bash scripts/ensure-chromium.sh && bash scripts/ensure-engines.sh ) > "$browsers_log" 2>&1 &
browsers_pid=$!
await_browsers() {
  local status=0
  wait "$browsers_pid" || status=$?
  cat "$browsers_log"
  rm -f "$browsers_log"
  return $status
}
step "Unit tests";  npm run --silent test:unit
# The build keeps both cores busy only while both sites compile: React Router's prerender and
# most of the assembly run on one (59-75 % of 2 cores over its last 120 s). Format, lint and
# types only read the sources and use no clock, so they run beside it at the lowest priority.
# On a clean clone: build 171 s, then format, lint and types 42 s; side by side 190 s (196 s at
# nice 10). The cores are not wholly idle to them: the build still slows by about 20 s.
step "Build, lint, types"
side_by_side "Build" "npm run --silent build" \
  "Format" "nice -n 19 npm run --silent format:check" \
  "Lint" "nice -n 19 npm run --silent lint" \
  "Types" "nice -n 19 npm run --silent typecheck"
# The dev servers' check reads the sources and edits two content files for a moment; the built
# site's checks read dist/ and neither of those files. One after the other they keep the cores
# 75-90 % busy: 82 s on a clean clone (48 + 34 s), 77-80 s side by side.
step "Browsers";    await_browsers
step "Built site, dev servers"
side_by_side "Built site" "npm run --silent test:built" \
  "Dev servers" "npm run --silent test:dev"
step "End-to-end";  npm run --silent test:e2e
step "Firefox and WebKit"; npm run --silent test:engines
print_profile
echo
echo "npm test passed in $(( $(date +%s) - started )) s."
