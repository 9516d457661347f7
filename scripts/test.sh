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

started=$(date +%s)
step "Chromium";    bash scripts/ensure-chromium.sh
step "Engines";     bash scripts/ensure-engines.sh
step "Format";      npm run --silent format:check
step "Lint";        npm run --silent lint
step "Types";       npm run --silent typecheck
step "Unit tests";  npm run --silent test:unit
step "Build";       npm run --silent build
step "Built site";  npm run --silent test:built
step "End-to-end";  npm run --silent test:e2e
step "Firefox and WebKit"; npm run --silent test:engines
print_profile
echo
echo "npm test passed in $(( $(date +%s) - started )) s."
