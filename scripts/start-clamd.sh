#!/usr/bin/env bash
# Starts clamd for tests on 127.0.0.1:${CLAMD_PORT:-3310} with a tiny TEST signature database that knows
# only the EICAR test file (no freshclam, no internet), waits until it answers PING, and prints the host.
# `scripts/start-clamd.sh stop` stops it. Needs Debian's clamav-daemon package (clamd, sigtool).
set -euo pipefail
port="${CLAMD_PORT:-3310}"
dir="${CLAMD_TEST_DIR:-/tmp/esos-clamd}"

ping_clamd() {
  { exec 3<>"/dev/tcp/127.0.0.1/$port"; } 2>/dev/null || return 1
  printf 'zPING\0' >&3
  local answer
  answer="$(timeout 2 head -c 4 <&3 || true)"
  exec 3>&-
  [ "$answer" = "PONG" ]
}

if [ "${1:-start}" = "stop" ]; then
  if [ -f "$dir/clamd.pid" ]; then
    kill "$(cat "$dir/clamd.pid")" 2>/dev/null || true
    rm -f "$dir/clamd.pid"
  fi
  exit 0
fi

if ! ping_clamd; then
  rm -rf "$dir" && mkdir -p "$dir/db"
  # The standard 68-byte EICAR string, written only into the test directory to make its signature.
  printf '%s' 'X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*' >"$dir/eicar.com"
  (cd "$dir" && sigtool --sha256 eicar.com >"$dir/db/test.hsb")
  rm -f "$dir/eicar.com"
  user="$(id -un)"
  cat >"$dir/clamd.conf" <<CONF
DatabaseDirectory $dir/db
TCPSocket $port
TCPAddr 127.0.0.1
PidFile $dir/clamd.pid
LogFile $dir/clamd.log
Foreground no
User $user
StreamMaxLength 30M
CONF
  clamd --config-file="$dir/clamd.conf" >"$dir/start.log" 2>&1 || {
    cat "$dir/start.log" "$dir/clamd.log" >&2 2>/dev/null || true
    exit 1
  }
  for _ in $(seq 1 60); do
    ping_clamd && break
    sleep 0.5
  done
  ping_clamd || {
    echo "clamd did not answer PING on 127.0.0.1:$port" >&2
    cat "$dir/clamd.log" >&2 2>/dev/null || true
    exit 1
  }
fi
echo "127.0.0.1"
