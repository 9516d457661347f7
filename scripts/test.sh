#!/usr/bin/env bash
# `npm test`: the one check, the same locally and in CI. Each step must pass before the next.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() {
  echo
  echo "=== $1"
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
echo
echo "npm test passed in $(( $(date +%s) - started )) s."
