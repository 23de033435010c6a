#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for tests on 127.0.0.1:${PGPORT:-5433} (trust auth, loopback only)
# and prints the DATABASE_URL to use. Needs Debian's postgresql package.
# PGSHARED_BUFFERS sets the buffer cache (default: PostgreSQL's 128MB); the dashboard benchmark runs its own
# server with a production-like cache: PGPORT=5434 PGTEST_DIR=/tmp/esos-bench-postgres PGSHARED_BUFFERS=1GB.
set -euo pipefail
port="${PGPORT:-5433}"
dir="${PGTEST_DIR:-/tmp/esos-postgres}"
shared_buffers="${PGSHARED_BUFFERS:-128MB}"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if ! "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  rm -rf "$dir" && mkdir -p "$dir"
  chown postgres:postgres "$dir"
  runuser -u postgres -- "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
  runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c fsync=off -c shared_buffers=$shared_buffers" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$port/postgres"
