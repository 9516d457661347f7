#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell (the bench drives the full browser):
# Playwright's own browser download fails here.
# The visual baselines were taken with the fonts below (system-ui falls back to DejaVu Sans,
# Arial to Liberation Sans), so a clean machine installs exactly those with the browser.
set -euo pipefail
PACKAGES=(chromium chromium-headless-shell fonts-dejavu-core fonts-dejavu-extra fonts-liberation)
missing=()
# Installed, not merely known to dpkg: a package removed but not purged still answers `dpkg -s`.
installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }
for package in "${PACKAGES[@]}"; do
  installed "$package" || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ] && [ -x /usr/bin/chromium ] && [ -x /usr/lib/chromium/chromium-headless-shell ]; then
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
fc-cache -f >/dev/null 2>&1 || true
/usr/bin/chromium --version
/usr/lib/chromium/chromium-headless-shell --version
