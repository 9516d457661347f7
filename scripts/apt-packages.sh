# Sourced by scripts/ensure-chromium.sh and scripts/ensure-engines.sh: installs the Debian
# packages a test step needs, once per machine, as root.

# Installed, not merely known to dpkg: a package removed but not purged still answers `dpkg -s`.
installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }

# Installs those of the named packages that are not installed, and sets PACKAGES_INSTALLED to
# "yes" if it did; nothing when all are. Fails with the apt-get line to run when some are missing
# and this is not root.
PACKAGES_INSTALLED=no

# The packages' manual pages and documentation are left unpacked: no test reads them, and a new
# manual page starts man-db's index rebuild (3 s of CPU beside the unit tests on a clean machine).
# Only these installs skip them; the machine's dpkg settings are untouched.
WITHOUT_DOCS=(-o 'DPkg::Options::=--path-exclude=/usr/share/man/*' -o 'DPkg::Options::=--path-exclude=/usr/share/doc/*')
ensure_packages() {
  local package missing=()
  for package in "$@"; do
    installed "$package" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != "0" ]; then
    echo "Missing: ${missing[*]}. Install them as root (apt-get install ${missing[*]})." >&2
    return 1
  fi
  echo "Installing ${missing[*]} (once per machine)…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${WITHOUT_DOCS[@]}" "${missing[@]}" >/dev/null
  PACKAGES_INSTALLED=yes
}

# Upgrades an installed package older than a minimum version (apt's list refreshed first: a stale
# one offers only the old build), and fails naming both versions when no newer one can be had.
ensure_min_version() {
  local package=$1 minimum=$2 version
  version=$(dpkg-query -W -f='${Version}' "$package")
  dpkg --compare-versions "$version" ge "$minimum" && return 0
  if [ "$(id -u)" != "0" ]; then
    echo "$package $version is older than $minimum. Upgrade it as root (apt-get update && apt-get install $package)." >&2
    return 1
  fi
  echo "Upgrading $package $version (older than $minimum)…"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${WITHOUT_DOCS[@]}" "$package" >/dev/null
  version=$(dpkg-query -W -f='${Version}' "$package")
  if ! dpkg --compare-versions "$version" ge "$minimum"; then
    echo "$package is $version after the upgrade, older than $minimum: add the archive that carries it (on Debian bookworm, its security archive)." >&2
    return 1
  fi
  PACKAGES_INSTALLED=yes
}
