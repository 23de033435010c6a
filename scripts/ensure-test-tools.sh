#!/usr/bin/env bash
# Browser tests use Debian's Chromium headless shell (test tools cannot download browsers here) and scan uploads
# with Debian's clamd (scripts/start-clamd.sh); a printed report's pages are read with poppler's pdftotext.
# Installs whichever is missing.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
command -v clamd >/dev/null 2>&1 && command -v sigtool >/dev/null 2>&1 || missing+=(clamav-daemon)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the browser tests: run 'sudo apt-get install ${missing[*]}' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing ${missing[*]} for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
