#!/usr/bin/env bash
# The cross-engine step (e2e/engines/) drives Debian's Firefox ESR over WebDriver BiDi and
# WebKitGTK's MiniBrowser through WebKitWebDriver under a virtual X display. Playwright cannot
# drive either (it needs its own builds, which do not download here), so a clean machine
# installs them here, the way scripts/ensure-chromium.sh installs Chromium.
set -euo pipefail
source "$(dirname "$0")/apt-packages.sh"
ensure_packages firefox-esr webkit2gtk-driver xvfb xauth
# Firefox ESR 140 (bookworm's main archive) lacks a WebDriver BiDi command puppeteer-core 25 sends
# from setViewport (emulation.setScreenOrientationOverride): every Firefox path fails there. 153
# (bookworm's security archive) has it.
ensure_min_version firefox-esr 153
if [ "$PACKAGES_INSTALLED" = yes ]; then
  /usr/bin/firefox-esr --version
fi
