#!/usr/bin/env bash
# Browser tests use Debian's Chromium (test tools cannot download browsers here). Installs it if missing.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
echo "Installing Debian chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
