#!/usr/bin/env bash
# The cross-engine step (e2e/engines/) drives Debian's Firefox ESR over WebDriver BiDi and
# WebKitGTK's MiniBrowser through WebKitWebDriver under a virtual X display. Playwright cannot
# drive either (it needs its own builds, which do not download here), so a clean machine
# installs them here, the way scripts/ensure-chromium.sh installs Chromium.
set -euo pipefail
source "$(dirname "$0")/apt-packages.sh"
ensure_packages firefox-esr webkit2gtk-driver xvfb xauth
if [ "$PACKAGES_INSTALLED" = yes ]; then
  /usr/bin/firefox-esr --version
fi
