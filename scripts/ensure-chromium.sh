#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell: Playwright's own browser download
# fails here. `--full` adds the whole browser, which only the bench drives (scripts/bench.ts):
# npm test does not install it (81 MB to download, 14 s of CPU to unpack on a 2-core machine).
# The visual baselines were taken with the fonts below (system-ui falls back to DejaVu Sans,
# Arial to Liberation Sans), so a clean machine installs exactly those with the browser.
set -euo pipefail
source "$(dirname "$0")/apt-packages.sh"
packages=(chromium-headless-shell fonts-dejavu-core fonts-dejavu-extra fonts-liberation)
if [ "${1:-}" = "--full" ]; then packages+=(chromium); fi
ensure_packages "${packages[@]}"
if [ "$PACKAGES_INSTALLED" = yes ]; then
  fc-cache -f >/dev/null 2>&1 || true
  /usr/lib/chromium/chromium-headless-shell --version
  if [ "${1:-}" = "--full" ]; then /usr/bin/chromium --version; fi
fi
