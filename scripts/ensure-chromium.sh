#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium: Playwright's own browser download fails here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install Debian's chromium package (apt-get install chromium) as root." >&2
  exit 1
fi
echo "Installing Debian's chromium (once per machine)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
