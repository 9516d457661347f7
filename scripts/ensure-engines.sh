#!/usr/bin/env bash
# The cross-engine step (e2e/engines/) drives Debian's Firefox ESR over WebDriver BiDi and
# WebKitGTK's MiniBrowser through WebKitWebDriver under a virtual X display. Playwright cannot
# drive either (it needs its own builds, which do not download here), so a clean machine
# installs them here, the way scripts/ensure-chromium.sh installs Chromium.
set -euo pipefail
PACKAGES=(firefox-esr webkit2gtk-driver xvfb xauth)
missing=()
# Installed, not merely known to dpkg: a package removed but not purged still answers `dpkg -s`.
installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }
for package in "${PACKAGES[@]}"; do
  installed "$package" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ] && [ -x /usr/bin/firefox-esr ] && command -v WebKitWebDriver >/dev/null; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Missing: ${missing[*]}. Install them as root (apt-get install ${missing[*]})." >&2
  exit 1
fi
echo "Installing ${missing[*]} (once per machine)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
/usr/bin/firefox-esr --version
