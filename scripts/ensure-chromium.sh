#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell (the bench drives the full browser):
# Playwright's own browser download fails here.
# The visual baselines were taken with the fonts below (system-ui falls back to DejaVu Sans,
# Arial to Liberation Sans), so a clean machine installs exactly those with the browser.
set -euo pipefail
source "$(dirname "$0")/apt-packages.sh"
ensure_packages chromium chromium-headless-shell fonts-dejavu-core fonts-dejavu-extra fonts-liberation
if [ "$PACKAGES_INSTALLED" = yes ]; then
  fc-cache -f >/dev/null 2>&1 || true
  /usr/bin/chromium --version
  /usr/lib/chromium/chromium-headless-shell --version
fi
