#!/usr/bin/env bash
# Runs both browser suites at once: the session-timeout journeys spend most of their time waiting for
# tokens to expire, so they run beside the main suite instead of after it. The main suite's workers have a
# server each on E2E_PORT (3100) and up, the timeout suite one on the next port (E2E_TIMEOUT_PORT), each with
# its own data folder, or its own database when DATABASE_URL names a PostgreSQL server (playwright.config.ts).
# Exits non-zero if either fails; the timeout suite's output follows the main one's.
set -uo pipefail
cd "$(dirname "$0")"
bash ../scripts/ensure-test-tools.sh
# Both servers scan uploads through one clamd: start it once, before either suite starts its server.
bash ../scripts/start-clamd.sh >/dev/null

timeout_log="$(mktemp -t esos-e2e-timeout.XXXXXX)"
npx playwright test --config playwright.timeout.config.ts >"$timeout_log" 2>&1 &
timeout_suite=$!

npx playwright test
main_status=$?

wait "$timeout_suite"
timeout_status=$?
echo "--- session timeout journeys (playwright.timeout.config.ts)"
cat "$timeout_log"
rm -f "$timeout_log"

[ "$main_status" -eq 0 ] && [ "$timeout_status" -eq 0 ]
